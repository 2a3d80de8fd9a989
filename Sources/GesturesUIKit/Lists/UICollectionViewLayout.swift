import Gestures

/// Where a layout puts one element of a ``UICollectionView``: a cell, a supplementary view or a
/// decoration. UIKit's `UICollectionViewLayoutAttributes`; subclass it to carry more, overriding
/// `init()` and ``copy(with:)``.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes place.
    public enum Category: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's frame, in the collection view's content.
    open var frame: CGRect = .zero
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size, keeping the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's opacity (default 1).
    open var alpha: CGFloat = 1
    /// Whether the element is hidden (default false).
    open var isHidden = false
    /// The element's place among the others front to back: higher in front (default 0).
    open var zIndex = 0
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes place a cell, a supplementary view or a decoration.
    public private(set) var representedElementCategory = Category.cell
    /// The supplementary or decoration kind; nil for a cell.
    public private(set) var representedElementKind: String?

    /// Attributes of a cell at the origin, of no size.
    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`; recorded (no
    /// decoration views are shown here).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes, of the same class (what a layout that adjusts its superclass's
    /// attributes copies first). A subclass with more properties overrides it, copying them onto
    /// super's result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// A copy of the attributes: ``copy(with:)``.
    public func copy() -> Any { copy(with: nil) }
}

/// What places the elements of a ``UICollectionView``: UIKit's `UICollectionViewLayout`, an
/// abstract class that ``UICollectionViewFlowLayout`` and the app's own layouts subclass.
///
/// The collection view calls ``prepare()`` before it first needs the layout and after every
/// ``invalidateLayout()``, then takes its content size from ``collectionViewContentSize`` and,
/// on every layout pass and scroll, places cells and supplementary views from
/// ``layoutAttributesForElements(in:)`` for its visible rectangle: a custom layout is honoured
/// as it is written, with no other method needed.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout places elements for (set when the layout is given to one;
    /// the collection view owns the layout).
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    public required init?(coder: NSCoder) {}

    /// Works out what the layout needs before it answers: called before the first layout and
    /// after every invalidation. The default does nothing.
    open func prepare() {}

    /// The size of the whole content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element any part of which lies in `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (default none).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default none).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, or a new size)
    /// calls for a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout stale: the collection view calls ``prepare()`` again before its next
    /// layout pass or query.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// The class of the attributes the layout makes (for subclasses that read it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
}

extension CGRect {
    /// Whether the rectangles share some area. Rectangles that only touch do not: an element whose
    /// edge lies on the visible rectangle's has nothing on screen, and gets no view (Foundation's
    /// `intersects` counts touching edges).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
