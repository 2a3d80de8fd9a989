import Gestures

/// A row of a ``UITableView``: a content view that holds what the row shows (a text label, a
/// detail label, an image view, or views of the app's own), a background shown while the row is
/// highlighted or selected, and a reuse identifier under which the table keeps it for another row
/// once it scrolls away.
///
/// Subclass it as on iOS, overriding `init(style:reuseIdentifier:)` and `init?(coder:)`; a class
/// registered with ``UITableView/register(_:forCellReuseIdentifier:)`` is made through
/// ``init(reusing:)``, which calls the subclass's `init(style:reuseIdentifier:)`.
@MainActor
open class UITableViewCell: UIView {
    /// The standard arrangements of the text labels.
    public enum CellStyle: Int, Sendable {
        /// A text label alone, at the leading edge.
        case `default`
        /// A text label at the leading edge and a detail label at the trailing edge.
        case value1
        /// A detail label after a narrow text label.
        case value2
        /// A text label above a smaller detail label.
        case subtitle
    }

    /// How a highlighted or selected row looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The selected background (gray since iOS 7, as `.gray` and `.default`).
        case blue
        /// The selected background.
        case gray
        /// The selected background.
        case `default`
    }

    /// The standard accessory at the trailing edge; recorded (no accessory is drawn here).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The identifier the table keeps the cell under for reuse.
    public let reuseIdentifier: String?
    /// The arrangement of the text labels.
    public let style: CellStyle

    /// The view that holds the row's content: add subviews here, not to the cell. It covers the
    /// cell and moves with the finger when the row is swiped.
    public let contentView: UIView

    /// The row's main text (made when first asked for).
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel(frame: .zero)
        contentView.addSubview(label)
        ownTextLabel = label
        setNeedsLayout()
        return label
    }
    private var ownTextLabel: UILabel?

    /// The row's secondary text; nil for the `.default` style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = ownDetailTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: style == .subtitle ? Self.subtitleFontSize : Self.textFontSize)
        label.textColor = style == .subtitle ? .label : .secondaryLabel
        contentView.addSubview(label)
        ownDetailTextLabel = label
        setNeedsLayout()
        return label
    }
    private var ownDetailTextLabel: UILabel?

    /// The standard accessory; recorded.
    open var accessoryType: AccessoryType = .none
    /// A view of the app's own at the trailing edge, in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How a highlighted or selected row looks (`.default`: the selected background shows).
    open var selectionStyle: SelectionStyle = .default {
        didSet { showSelectionBackground() }
    }
    /// A view behind the content, covering the cell.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the row is highlighted or selected; by default a
    /// gray one (`systemGray4`, UIKit's light-mode selection colour), made when first needed.
    open var selectedBackgroundView: UIView? {
        get {
            if ownSelectedBackgroundView == nil && !selectedBackgroundViewWasSet {
                let view = UIView(frame: bounds)
                view.backgroundColor = .systemGray4
                ownSelectedBackgroundView = view
            }
            return ownSelectedBackgroundView
        }
        set {
            ownSelectedBackgroundView?.removeFromSuperview()
            ownSelectedBackgroundView = newValue
            selectedBackgroundViewWasSet = true
            showSelectionBackground()
        }
    }
    private var ownSelectedBackgroundView: UIView?
    private var selectedBackgroundViewWasSet = false

    /// Insets of the line drawn under the row (UIKit's default: 16 points from the leading edge
    /// on a phone's width [DOC: the default layout margin of a compact-width screen]).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// The line under the row, placed by the table (hidden when its separator style is `.none`).
    let separatorView = UIView(frame: .zero)

    /// Whether the row is selected; setting it shows or hides the selected background at once.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false

    /// Whether the row is highlighted (a finger is on it, before the lift selects it).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedState = false

    /// Selects or deselects the row's look; the table calls it, subclasses override it (calling
    /// super) to change their content with the state. `animated` is recorded: the background
    /// shows or hides at once.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        showSelectionBackground()
    }

    /// Highlights the row's look or takes the highlight away; see ``setSelected(_:animated:)``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        showSelectionBackground()
    }

    /// Called when the table takes the cell from its reuse queue for another row, before the data
    /// source configures it: reset what the previous row set. The default takes away the
    /// highlight and the selection.
    open func prepareForReuse() {
        if highlightedState { setHighlighted(false, animated: false) }
        if selectedState { setSelected(false, animated: false) }
    }

    /// How far the content is moved sideways by a swipe that reveals the row's actions (positive:
    /// to the right, showing the leading actions), in points. Set by the table's swipe.
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { placeContent() } }
    }
    /// Whether the reorder control shows at the trailing edge (set by the table in editing mode).
    var showsReorderControl = false {
        didSet {
            guard showsReorderControl != oldValue else { return }
            if showsReorderControl {
                let control = ReorderControlView(frame: .zero)
                addSubview(control)
                reorderControl = control
            } else {
                reorderControl?.removeFromSuperview()
                reorderControl = nil
            }
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    private var reorderControl: ReorderControlView?

    /// The buttons a swipe reveals, behind the content (Lists/SwipeActions.swift).
    var swipeActionsView: UIView? {
        didSet {
            if oldValue !== swipeActionsView { oldValue?.removeFromSuperview() }
            if let swipeActionsView { insertSubview(swipeActionsView, belowSubview: contentView) }
        }
    }

    /// Creates a cell with the given style, to be kept for reuse under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUp()
    }

    /// Creates a cell from an archive: the `.default` style, no reuse identifier.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    /// Creates a `.default` cell with no reuse identifier in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell of the class for the table's reuse queue: the `.default` style through the
    /// class's own `init(style:reuseIdentifier:)` (what ``UITableView`` calls for a registered
    /// class; inherited by every subclass that overrides the designated initializers).
    public required convenience init(reusing reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    /// The leading and trailing margin of the standard labels, in points [DOC: 16 on a
    /// compact-width screen].
    static let margin: CGFloat = 16
    /// The text label's point size [DOC: the body style, 17 points].
    static let textFontSize: CGFloat = 17
    /// The subtitle's point size [DOC: the subheadline style in a subtitle cell, 15 points].
    static let subtitleFontSize: CGFloat = 15
    /// The separator's thickness, in points: one pixel of a 2× screen.
    static let separatorThickness: CGFloat = 0.5

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
        backgroundView?.frame = bounds
        let width = bounds.width, height = bounds.height
        separatorView.frame = CGRect(x: separatorInset.left, y: height - Self.separatorThickness,
                                     width: max(0, width - separatorInset.left - separatorInset.right),
                                     height: Self.separatorThickness)
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(x: width - Self.margin - size.width + swipeOffset,
                                         y: (height - size.height) / 2, width: size.width, height: size.height)
        }
        reorderControl?.frame = CGRect(x: width - RowReorder.controlWidth, y: 0, width: RowReorder.controlWidth, height: height)
        layoutLabels()
    }

    /// Puts the content view (and the selection background with it) where the swipe has it.
    private func placeContent() {
        let accessoryWidth = reorderControl != nil ? RowReorder.controlWidth : accessoryView.map { $0.frame.width + Self.margin } ?? 0
        contentView.frame = CGRect(x: swipeOffset, y: 0, width: max(0, bounds.width - accessoryWidth),
                                   height: bounds.height)
        ownSelectedBackgroundView?.frame = bounds.offsetBy(dx: swipeOffset, dy: 0)
        if let accessoryView {
            accessoryView.frame.origin.x = bounds.width - Self.margin - accessoryView.frame.width + swipeOffset
        }
    }

    /// The standard labels in the content view, by style.
    private func layoutLabels() {
        let width = contentView.bounds.width, height = contentView.bounds.height
        let inner = max(0, width - 2 * Self.margin)
        switch style {
        case .default:
            ownTextLabel?.frame = CGRect(x: Self.margin, y: 0, width: inner, height: height)
        case .value1:
            ownTextLabel?.frame = CGRect(x: Self.margin, y: 0, width: inner / 2, height: height)
            ownDetailTextLabel?.frame = CGRect(x: Self.margin + inner / 2, y: 0, width: inner / 2, height: height)
            ownDetailTextLabel?.textAlignment = .right
        case .value2:
            ownTextLabel?.frame = CGRect(x: Self.margin, y: 0, width: inner / 4, height: height)
            ownDetailTextLabel?.frame = CGRect(x: Self.margin + inner / 4 + 6, y: 0, width: max(0, inner * 3 / 4 - 6), height: height)
        case .subtitle:
            if ownDetailTextLabel?.text?.isEmpty == false {
                ownTextLabel?.frame = CGRect(x: Self.margin, y: 0, width: inner, height: height * 0.55)
                ownDetailTextLabel?.frame = CGRect(x: Self.margin, y: height * 0.5, width: inner, height: height * 0.4)
            } else {
                ownTextLabel?.frame = CGRect(x: Self.margin, y: 0, width: inner, height: height)
            }
        }
    }

    /// Shows the selected background behind the content while highlighted or selected.
    private func showSelectionBackground() {
        let shows = (highlightedState || selectedState) && selectionStyle != .none
        if shows, let background = selectedBackgroundView {
            if background.superview !== self {
                if let backgroundView {
                    insertSubview(background, aboveSubview: backgroundView)
                } else {
                    insertSubview(background, at: 0)
                }
            }
            background.frame = bounds.offsetBy(dx: swipeOffset, dy: 0)
        } else if let background = ownSelectedBackgroundView, background.superview === self {
            background.removeFromSuperview()
        }
    }
}

extension UITableViewCell: ReusableListView {}
