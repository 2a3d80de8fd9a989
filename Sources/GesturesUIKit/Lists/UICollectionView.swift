import Gestures

/// Items in sections placed by a layout: UIKit's `UICollectionView`, a ``UIScrollView`` whose
/// content is the items its ``dataSource`` describes, where its ``collectionViewLayout`` puts them.
///
/// The collection view asks its layout to ``UICollectionViewLayout/prepare()`` when it first
/// needs it and after every invalidation, sets its content size from the layout's, and on every
/// layout pass and scroll asks the layout for the elements in its visible rectangle
/// (``UICollectionViewLayout/layoutAttributesForElements(in:)``). Only those get views: cells
/// from the data source, supplementary views (headers, footers) likewise; a view whose element
/// left the rectangle goes back to the reuse queue of its identifier, for
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` to hand to the next element that comes in.
/// A layout of the app's own is honoured as it is written.
///
/// Touches on items follow UIKit's rules, as in ``UITableView``: the content-touch delay holds a
/// finger's first touch for 150 ms; a finger still on an item then highlights it
/// (`shouldHighlightItemAt`, `didHighlightItemAt` — an item not highlighted is not selected
/// either); the lift asks `shouldSelectItemAt`, unhighlights it (`didUnhighlightItemAt`),
/// deselects the previous selection (`didDeselectItemAt`) and selects it (`didSelectItemAt`). A
/// tap on the selected item selects it again; with ``allowsMultipleSelection`` it asks
/// `shouldDeselectItemAt` and deselects it. A finger that starts a scroll, or that a gesture
/// recognizer cancels, never selects.
///
/// Items are inserted, deleted, reloaded and moved with animation on the window's clock
/// (Lists/UICollectionView+Updates.swift), and moved by the user through
/// ``beginInteractiveMovementForItem(at:)`` and its companions
/// (Lists/UICollectionView+Movement.swift).
@MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where an item scrolled to lands: one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers [DOC: UIKit's value of the constant].
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers [DOC: UIKit's value of the constant].
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// How long inserted and deleted items fade, moved ones slide and a new layout takes over, in
    /// seconds [OURS: as the table's rows, ``UITableView/rowAnimationDuration``].
    public static let updateAnimationDuration: TimeInterval = UITableView.rowAnimationDuration

    /// What places the items; setting it lays them out again at once
    /// (``setCollectionViewLayout(_:animated:)``).
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private var currentLayout: UICollectionViewLayout

    /// Where the items come from; the collection view loads them when it is first laid out and on
    /// ``reloadData()``.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if oldValue !== dataSource { needsReload = true; setNeedsLayout() } }
    }

    /// The collection view's delegate: a ``UICollectionViewDelegate`` gets the collection view's
    /// callbacks as well as the scroll view's, and a ``UICollectionViewDelegateFlowLayout`` sizes
    /// a flow layout's items.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            if oldValue !== delegate { needsReload = true; setNeedsLayout() }
        }
    }
    /// ``delegate`` as a collection view's delegate, looked up once when it is set.
    private(set) weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// Whether a touch selects items (default true).
    open var allowsSelection = true
    /// Whether a touch adds items to the selection and a second touch deselects them (default false).
    open var allowsMultipleSelection = false

    // MARK: State

    /// The number of items in each section; nil until loaded.
    var itemCounts: [Int]?
    /// Whether the next layout pass reloads from the data source.
    var needsReload = true
    /// Whether the layout is to be prepared before it is next asked.
    var layoutNeedsPrepare = true
    /// The cells on screen, by item.
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen.
    private var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    private var cellPool = ReusePool<UICollectionViewCell>()
    private var supplementaryPool = ReusePool<UICollectionReusableView>()
    /// The selected items.
    var selected: Set<IndexPath> = []
    /// Whether the collection view is calling its data source, delegate or layout to lay items
    /// out: a ``reloadData()`` asked for then waits until the pass ends.
    var isLayingOutItems = false
    /// The finger tracked for highlighting and selection, and the item it landed on.
    private var tracking: (touch: UITouch, item: IndexPath)?
    /// Item changes gathered for the next update (Lists/UICollectionView+Updates.swift).
    var pendingUpdates = ListUpdates()
    /// Whether ``performBatchUpdates(_:completion:)`` is gathering changes.
    var updateDepth = 0
    /// The item the user is moving (Lists/UICollectionView+Movement.swift).
    var movement: InteractiveMovement?
    /// The elements whose unusable frames this load has reported, each once.
    private var reportedFrames: Set<String> = []

    /// A supplementary view's place: its kind and index path.
    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    // MARK: Making

    /// Creates a collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        super.init(frame: frame)
        setUp()
    }

    /// Creates a collection view with a ``UICollectionViewFlowLayout``.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Creates a collection view with a ``UICollectionViewFlowLayout`` from an archive.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        currentLayout.collectionView = self
    }

    /// Gives the collection view another layout: the layout is prepared and the items placed
    /// again; `animated`, the cells slide from their places to the new ones over
    /// ``updateAnimationDuration``.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== currentLayout else { return }
        if currentLayout.collectionView === self { currentLayout.collectionView = nil }
        currentLayout = layout
        layout.collectionView = self
        layoutNeedsPrepare = true
        guard itemCounts != nil, !needsReload else { return setNeedsLayout() }
        let oldCenters = Dictionary(visible.values.map { (ObjectIdentifier($0), $0.center) }, uniquingKeysWith: { first, _ in first })
        layoutItems()
        if animated {
            animateListUpdate(in: self, staying: oldCenters, shown: visible.values.map { $0 as UIView }, leaving: [],
                              duration: Self.updateAnimationDuration) {}
        }
    }

    // MARK: Cells and supplementary views

    /// Registers the class whose cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for
    /// `identifier` (nil unregisters it). A class that is not a ``UICollectionViewCell`` is
    /// refused with a misuse diagnostic.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(cellClass, under: identifier, identifier: identifier,
                          call: "register(_:forCellWithReuseIdentifier:)", in: window)
    }

    /// Registers the class of the supplementary views of `elementKind` that
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes for `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryPool.register(viewClass, under: Self.key(elementKind, identifier), identifier: identifier,
                                   call: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)", in: window)
    }

    private static func key(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A cell for `indexPath` under `identifier`: one from the reuse queue (after its
    /// `prepareForReuse()`), or a new one of the registered class. An identifier with no class
    /// registered, where UIKit stops the program, gets a plain cell and a misuse diagnostic.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellPool.dequeue(identifier, identifier: identifier) { return cell }
        reportMisuse("unable to dequeue a cell with identifier \(identifier): register a class for it first; a plain cell is used", in: window)
        return UICollectionViewCell(reusing: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath` under `identifier`, as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` gives cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryPool.dequeue(Self.key(elementKind, identifier), identifier: identifier) { return view }
        reportMisuse("unable to dequeue a view of kind \(elementKind) with identifier \(identifier): register a class for it first; a plain view is used", in: window)
        return UICollectionReusableView(reusing: nil)
    }

    /// The cell shown for the item, or nil when the item is off screen or does not exist.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        return visible[indexPath]
    }

    /// The item a cell on screen shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visible[$0] }
    }

    /// The items on screen, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return visible.keys.sorted()
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, if on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        loadIfNeeded()
        return supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        loadIfNeeded()
        return supplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    // MARK: Geometry

    /// The number of sections (loading the items first if they are not loaded).
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts?.count ?? 0
    }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard let itemCounts, itemCounts.indices.contains(section) else { return 0 }
        return itemCounts[section]
    }

    /// Whether `indexPath` names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard let itemCounts, indexPath.count == 2, itemCounts.indices.contains(indexPath.section) else { return false }
        return (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// The layout's attributes for the item (from the elements in the whole content when the
    /// layout does not answer for one item), or nil for an item that does not exist.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        guard contains(indexPath) else { return nil }
        prepareLayoutIfNeeded()
        if let attributes = currentLayout.layoutAttributesForItem(at: indexPath) { return attributes }
        let content = CGRect(origin: .zero, size: contentSize)
        return currentLayout.layoutAttributesForElements(in: content)?.first {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        prepareLayoutIfNeeded()
        return currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under `point`, in the collection view's coordinates, as the layout places it, or
    /// nil over no item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return item(at: point, except: nil)
    }

    /// The item the layout places under `point` (the frontmost), leaving out `excluded`.
    func item(at point: CGPoint, except excluded: IndexPath?) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - Self.probeSize / 2, y: point.y - Self.probeSize / 2,
                           width: Self.probeSize, height: Self.probeSize)
        let hits = (currentLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.indexPath != excluded
                && contains($0.indexPath) && Self.isShowable($0.frame) && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The side of the square around a point the layout is asked about, in points: a rectangle
    /// of no size meets no element. [OURS]
    private static let probeSize: CGFloat = 1

    // MARK: Loading

    /// Reloads every section and item from the data source: the cells on screen go back to their
    /// reuse queues (`didEndDisplaying` for each), the layout is prepared again and the items on
    /// screen get cells. Called from inside a data-source, delegate or layout method the
    /// collection view is running, it waits until the pass ends.
    open func reloadData() {
        needsReload = true
        guard !isLayingOutItems else { return }
        reload()
        layoutItems()
    }

    /// Loads the items if they were never loaded (as UIKit does on the first layout or query).
    func loadIfNeeded() {
        if needsReload && !isLayingOutItems { reload(); layoutItems() }
    }

    /// The layout asked to be prepared again.
    func layoutDidInvalidate() {
        layoutNeedsPrepare = true
        setNeedsLayout()
    }

    /// Forgets every view on screen and loads the counts from the data source.
    private func reload() {
        needsReload = false
        endTracking()
        stopAutoScroll()
        movement = nil
        isLayingOutItems = true
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) { retire(cell, from: path) }
        visible = [:]
        for (key, view) in supplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) { retire(view, key) }
        supplementaries = [:]
        itemCounts = loadCounts()
        selected = selected.filter(contains)
        reportedFrames = []
        layoutNeedsPrepare = true
        isLayingOutItems = false
    }

    /// The data source's counts; a negative count is 0, reported.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 { reportMisuse("numberOfSections(in:) returned \(sections); 0 is used", in: window) }
        return (0..<max(0, sections)).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                reportMisuse("collectionView(_:numberOfItemsInSection:) returned \(items) for section \(section); 0 is used", in: window)
                return 0
            }
            return items
        }
    }

    /// Prepares the layout if it was invalidated and takes its content size (a size that is
    /// negative or not finite counts as 0 in that dimension, reported).
    func prepareLayoutIfNeeded() {
        guard layoutNeedsPrepare, itemCounts != nil else { return }
        layoutNeedsPrepare = false
        let wasLayingOut = isLayingOutItems
        isLayingOutItems = true
        currentLayout.prepare()
        isLayingOutItems = wasLayingOut
        let size = currentLayout.collectionViewContentSize
        var values = UsableValues(reportingIn: window)
        contentSize = CGSize(width: values.usable(Double(size.width), "the layout's content width"),
                             height: values.usable(Double(size.height), "the layout's content height"))
    }

    /// A cell leaves the screen for its reuse queue.
    func retire(_ cell: UICollectionViewCell, from path: IndexPath) {
        cell.removeFromSuperview()
        cell.alpha = 1
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier { cellPool.enqueue(cell, under: identifier) }
    }

    private func retire(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        view.removeFromSuperview()
        view.alpha = 1
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier { supplementaryPool.enqueue(view, under: Self.key(key.kind, identifier)) }
    }

    // MARK: Laying out items

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reload() }
        if bounds.size != lastBoundsSize, currentLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layoutNeedsPrepare = true
        }
        lastBoundsSize = bounds.size
        layoutItems()
    }
    private var lastBoundsSize = CGSize.zero

    package override func scrollerDidScroll() {
        if !isLayingOutItems && currentLayout.shouldInvalidateLayout(forBoundsChange: bounds) { layoutNeedsPrepare = true }
        layoutItems()
        super.scrollerDidScroll()
    }

    /// Prepares the layout if needed, gives the elements in the visible rectangle their views and
    /// takes the views of elements that left; then runs the reloads the callbacks asked for.
    func layoutItems() {
        guard itemCounts != nil else { return }
        runListPasses(isRunning: { self.isLayingOutItems }, setRunning: { self.isLayingOutItems = $0 },
                      pass: { self.prepareLayoutIfNeeded(); self.layoutItemsOnce() },
                      needsReload: { self.needsReload }, reload: reload,
                      callbacks: "the collection view's", in: window)
    }

    private func layoutItemsOnce() {
        let rect = bounds
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var views: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in currentLayout.layoutAttributesForElements(in: rect) ?? [] {
            guard usable(attributes) else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                if contains(attributes.indexPath) && attributes.frame.overlaps(rect) { cells[attributes.indexPath] = attributes }
            case .supplementaryView:
                if let kind = attributes.representedElementKind, attributes.frame.overlaps(rect) {
                    views[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            case .decorationView:
                break
            }
        }
        if let moving = movement?.current, cells[moving] == nil, let attributes = layoutAttributesForItem(at: moving), usable(attributes) {
            cells[moving] = attributes
        }
        // Views leave in index-path order, before new ones come, so they can be reused at once.
        for path in visible.keys.sorted() where cells[path] == nil {
            guard let cell = visible.removeValue(forKey: path) else { continue }
            retire(cell, from: path)
        }
        for key in supplementaries.keys.sorted(by: { $0.indexPath < $1.indexPath }) where views[key] == nil {
            guard let view = supplementaries.removeValue(forKey: key) else { continue }
            retire(view, key)
        }
        for (path, attributes) in cells.sorted(by: { $0.key < $1.key }) {
            if let cell = visible[path] {
                place(cell, attributes)
                continue
            }
            guard let cell = makeCell(for: path) else { continue }
            place(cell, attributes)
            if cell.isSelected != selected.contains(path) { cell.isSelected = selected.contains(path) }
            insertSubview(cell, at: 0)
            visible[path] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            if needsReload { return }
        }
        for (key, attributes) in views.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = supplementaries[key] {
                place(view, attributes)
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            place(view, attributes)
            addSubview(view)
            supplementaries[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            if needsReload { return }
        }
        placeMovingCell()
    }

    /// Whether the layout's frame for the element can be shown; one that is not finite, or of a
    /// negative size, is reported once per element and load, and the element is not shown.
    private func usable(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let frame = attributes.frame
        if Self.isShowable(frame) { return true }
        let kind = attributes.representedElementKind.map { "\($0) view" } ?? "item"
        let name = "\(kind) \(attributes.indexPath.item) in section \(attributes.indexPath.section)"
        if reportedFrames.insert(name).inserted {
            reportMisuse("the layout's frame for \(name) is not finite or has a negative size (x \(frame.minX), y \(frame.minY), width \(frame.width), height \(frame.height)); it is not shown", in: window)
        }
        return false
    }

    /// Whether a frame is finite and of no negative size (Foundation's rectangle arithmetic
    /// traps on one that is not).
    private static func isShowable(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && frame.width >= 0 && frame.height >= 0
    }

    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        view.frame = attributes.frame
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// The data source's cell for `path`; a cell already on screen for another item, which would
    /// be in two places at once, is replaced by a plain cell and reported.
    private func makeCell(for path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.superview === self, let other = visible.first(where: { $0.value === cell })?.key {
            reportMisuse("collectionView(_:cellForItemAt:) returned for item \(path.item) in section \(path.section) the cell shown for item \(other.item) in section \(other.section); a plain cell is shown instead", in: window)
            return UICollectionViewCell(reusing: nil)
        }
        return cell
    }

    // MARK: Scrolling

    /// Scrolls so the item shows at `scrollPosition` (one vertical and one horizontal position at
    /// most; an axis with none keeps its offset, and no position at all scrolls as little as
    /// brings the item on screen), within the content. An item that does not exist is reported
    /// and ignored.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, Self.isShowable(frame) else {
            reportMisuse("scrollToItem(at:) was given item \(indexPath.item) in section \(indexPath.section), which does not exist", in: window)
            return
        }
        let inset = adjustedContentInset
        func offset(_ current: CGFloat, low: CGFloat, high: CGFloat, length: CGFloat, content: CGFloat,
                    before: CGFloat, after: CGFloat, start: Bool, middle: Bool, end: Bool, minimal: Bool) -> CGFloat {
            var target = current
            if start { target = low } else if middle { target = (low + high - length) / 2 } else if end { target = high - length }
            else if minimal {
                if low < current { target = low } else if high > current + length { target = high - length }
            }
            return min(max(target, -before), max(-before, content + after - length))
        }
        let minimal = scrollPosition.isEmpty
        let x = offset(contentOffset.x, low: frame.minX, high: frame.maxX, length: bounds.width, content: contentSize.width,
                       before: inset.left, after: inset.right, start: scrollPosition.contains(.left),
                       middle: scrollPosition.contains(.centeredHorizontally), end: scrollPosition.contains(.right), minimal: minimal)
        let y = offset(contentOffset.y, low: frame.minY, high: frame.maxY, length: bounds.height, content: contentSize.height,
                       before: inset.top, after: inset.bottom, start: scrollPosition.contains(.top),
                       middle: scrollPosition.contains(.centeredVertically), end: scrollPosition.contains(.bottom), minimal: minimal)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    // MARK: Selection

    /// The selected items in index-path order.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    /// Selects the item without asking or telling the delegate (as in UIKit), deselecting the
    /// others unless several may be selected, and scrolls it to `scrollPosition`. Nil deselects
    /// every item. An item that does not exist is reported and ignored.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selected { deselectItem(at: path, animated: animated) }
            return
        }
        guard contains(indexPath) else {
            reportMisuse("selectItem(at:) was given item \(indexPath.item) in section \(indexPath.section), which does not exist", in: window)
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without asking or telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking == nil, movement == nil, allowsSelection, let touch = touches.first,
              let path = indexPathForItem(at: touch.location(in: self)) else { return }
        // An item not highlighted skips the whole selection (UIKit's documented behaviour).
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        tracking = (touch, path)
        visible[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = tracking, touches.contains(tracked.touch) else { return }
        selectFromTouch(tracked.item)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = tracking, touches.contains(tracked.touch) else { return }
        endTracking()
    }

    /// Takes the highlight away from the tracked item, telling the delegate.
    func endTracking() {
        guard let tracked = tracking else { return }
        tracking = nil
        visible[tracked.item]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: tracked.item)
    }

    /// The lift on an item: UIKit's selection, the delegate asked before the highlight goes.
    private func selectFromTouch(_ path: IndexPath) {
        guard contains(path) else { return endTracking() }
        if allowsMultipleSelection && selected.contains(path) {
            let deselects = collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
            endTracking()
            guard deselects, selected.contains(path) else { return }
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true
        endTracking()
        guard selects, contains(path) else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != path {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(path)
        visible[path]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }
}
