import Gestures

/// A view a ``UICollectionView`` places from its layout's attributes and keeps for reuse: the
/// superclass of cells, and the class of headers, footers and other supplementary views. UIKit's
/// `UICollectionReusableView`.
///
/// Subclass it as on iOS, overriding `init(frame:)` and `init?(coder:)`; a registered class is
/// made through ``init(reusing:)``, which calls the subclass's `init(frame:)`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view keeps the view under for reuse (set when it is made
    /// from a registered class).
    public internal(set) var reuseIdentifier: String?

    /// Creates a view in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view of the class for the collection view's reuse queue through the class's own
    /// `init(frame:)` (what ``UICollectionView`` calls for a registered class; inherited by every
    /// subclass that overrides the designated initializers).
    public required convenience init(reusing reuseIdentifier: String?) {
        self.init(frame: CGRect(origin: .zero, size: Self.initialSize))
        self.reuseIdentifier = reuseIdentifier
    }

    /// The size a view made for reuse starts with, before its layout places it [OURS: the flow
    /// layout's default item size, 50×50].
    static let initialSize = CGSize(width: 50, height: 50)

    /// Called when the collection view takes the view from its reuse queue for another index
    /// path, before the data source configures it: reset what the previous one set.
    open func prepareForReuse() {}

    /// The layout's attributes for the view, after the collection view placed it (its frame,
    /// alpha and hidden state are set already); override to read attributes of a subclass.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

extension UICollectionReusableView: ReusableListView {}

/// An item of a ``UICollectionView``: a content view that holds what the item shows, a background,
/// and a background shown while the item is highlighted or selected. UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the item's content: add subviews here, not to the cell.
    public let contentView = UIView(frame: .zero)

    /// A view behind the content, covering the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// A view shown between the background and the content while the item is highlighted or
    /// selected (default none, as in UIKit's collection views).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            showSelectionBackground()
        }
    }

    /// Whether the item is selected; the collection view sets it.
    open var isSelected = false {
        didSet { showSelectionBackground() }
    }

    /// Whether the item is highlighted (a finger is on it, before the lift selects it).
    open var isHighlighted = false {
        didSet { showSelectionBackground() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Takes away the highlight and the selection; the collection view gives a reused cell the
    /// selection of its new item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if isHighlighted { isHighlighted = false }
        if isSelected { isSelected = false }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Shows the selected background while highlighted or selected.
    private func showSelectionBackground() {
        guard let background = selectedBackgroundView else { return }
        if isHighlighted || isSelected {
            background.frame = bounds
            if background.superview !== self { insertSubview(background, belowSubview: contentView) }
        } else if background.superview === self {
            background.removeFromSuperview()
        }
    }
}
