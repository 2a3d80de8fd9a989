import Gestures

/// A vertical list of rows in sections: UIKit's `UITableView`, a ``UIScrollView`` whose content is
/// the rows its ``dataSource`` describes.
///
/// Only the rows on screen have cells: a row scrolled away gives its cell back to a reuse queue
/// under its reuse identifier, and ``dequeueReusableCell(withIdentifier:for:)`` hands it to the
/// next row that comes in, so a list of any length scrolls with the work of the rows shown
/// (TableLayout finds them by binary search).
///
/// Touches on rows follow UIKit's rules: the scroll view's content-touch delay holds a finger's
/// first touch for 150 ms; a finger still on a row then highlights it; the lift unhighlights it
/// and selects it (`willSelectRowAt`, the previous selection's `willDeselectRowAt` and
/// `didDeselectRowAt`, then `didSelectRowAt`); a finger that starts a scroll is taken from the row
/// (`touchesCancelled`), so it never selects; a gesture recognizer that cancels the touch stops
/// the selection the same way. Selection is the table's own touch handling, as in UIKit, not a
/// gesture recognizer.
///
/// Swipes reveal the row's actions (Lists/SwipeActions.swift); rows are inserted, deleted,
/// reloaded and moved with animation on the window's clock (Lists/UITableView+Updates.swift).
@MainActor
open class UITableView: UIScrollView {
    /// The look of the list.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers pinned to the top while their section scrolls.
        case plain
        /// Sections apart on a grouped background, headers scrolling with them.
        case grouped
        /// As `.grouped`; the rows are not inset here (recorded).
        case insetGrouped
    }

    /// How rows come and go in an update.
    public enum RowAnimation: Int, Sendable {
        /// Every animation but `.none` fades the rows in and out while the others slide to their
        /// new places, over ``rowAnimationDuration``.
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where a row scrolled to lands.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as brings the row on screen.
        case none
        case top, middle, bottom
    }

    /// How the lines between rows look.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// A height the table works out itself: for a row, UIKit's standard row height
    /// (``defaultRowHeight``); for a header or footer, ``defaultSectionHeaderHeight`` when it has
    /// a title or a view and none when it has neither.
    public static let automaticDimension: CGFloat = -1

    /// The standard row height, in points [DOC: 44, the default height of a table row].
    public static let defaultRowHeight: CGFloat = 44
    /// The height of a header or footer with a title and an automatic height, in points [OURS:
    /// the height of a one-line plain-style section header on a phone].
    public static let defaultSectionHeaderHeight: CGFloat = 28
    /// How long inserted and deleted rows fade and moved rows slide, in seconds [OURS: close to
    /// UIKit's row animations, which take about a third of a second].
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// The look of the list.
    public let style: Style

    /// Where the rows come from; the table loads them when it is first laid out and on
    /// ``reloadData()``. Not kept alive (UIKit's data source is weak).
    // Read as ``UIScrollView/delegate`` is: a weak reference would give the data source (often the
    // delegate too) a side table. `@exclusivity(unchecked)`, on its two fields below and on the
    // table's other state read on every scroll step: each checked read costs a runtime call (about
    // 75 instructions, measured with callgrind); nothing holds an access to them across a call
    // into app code.
    open var dataSource: (any UITableViewDataSource)? {
        get { WeakAddress.isAlive(at: dataSourceAddress.address) ? dataSourceReference : nil }
        set {
            let changed = newValue !== dataSource
            (dataSourceReference, dataSourceAddress) = (newValue, WeakAddress(newValue))
            if changed { needsReload = true; setNeedsLayout() }
        }
    }
    @exclusivity(unchecked) private unowned(unsafe) var dataSourceReference: (any UITableViewDataSource)?
    @exclusivity(unchecked) private var dataSourceAddress = WeakAddress(nil)

    /// The table's delegate: a ``UITableViewDelegate`` gets the table's callbacks as well as the
    /// scroll view's.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            if oldValue !== delegate { needsReload = true; setNeedsLayout() }
        }
    }
    /// ``delegate`` as a table view's delegate, looked up once when it is set; read as
    /// ``delegate`` is.
    private(set) var tableDelegate: (any UITableViewDelegate)? {
        get { WeakAddress.isAlive(at: tableDelegateAddress.address) ? tableDelegateReference : nil }
        set { (tableDelegateReference, tableDelegateAddress) = (newValue, WeakAddress(newValue)) }
    }
    @exclusivity(unchecked) private unowned(unsafe) var tableDelegateReference: (any UITableViewDelegate)?
    @exclusivity(unchecked) private var tableDelegateAddress = WeakAddress(nil)

    /// The height of rows the delegate does not size (default ``automaticDimension``: 44 points).
    @exclusivity(unchecked) open var rowHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// The height of headers the delegate does not size (default ``automaticDimension``).
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// The height of footers the delegate does not size (default ``automaticDimension``).
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// An estimate of row heights for long lists; recorded (every row's height is asked for).
    open var estimatedRowHeight: CGFloat = automaticDimension
    /// An estimate of header heights; recorded.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// An estimate of footer heights; recorded.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension

    /// Whether the lines between rows show.
    @exclusivity(unchecked) open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The lines' colour.
    @exclusivity(unchecked) open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The lines' insets, for cells that keep the standard ones.
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.margin, bottom: 0, right: 0)

    /// Whether a touch selects rows (default true).
    open var allowsSelection = true
    /// Whether a touch adds rows to the selection and a second touch deselects them (default false).
    open var allowsMultipleSelection = false

    /// A view above the first section, as wide as the table, its frame's height tall.
    @exclusivity(unchecked) open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            invalidateLayout()
        }
    }
    /// A view below the last section, as wide as the table, its frame's height tall.
    @exclusivity(unchecked) open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            invalidateLayout()
        }
    }

    // MARK: State

    /// Where every row lies; nil until loaded.
    @exclusivity(unchecked) var layout: TableLayout? {
        didSet { shownSpan = nil; shownRows = nil }
    }
    /// While the bounds' top stays in `top` and their bottom in `bottom` (and the width is the
    /// same), the rows on screen are the ones that have cells: a scroll within them needs no
    /// layout of rows. Forgotten whenever the layout changes.
    @exclusivity(unchecked) private var shownSpan: (top: Range<Double>, bottom: ClosedRange<Double>, width: Double)?
    /// The rows from `first` to `last` whose cells are exactly the `cells` cells in `visible`,
    /// each where the layout puts it at `width`: a scroll past a row boundary then only takes the
    /// cells of rows that left and makes those of rows that came, without looking at the others.
    /// Nil after a layout change, and while a swiped or dragged row keeps a cell off screen.
    @exclusivity(unchecked) private var shownRows: (first: TableLayout.Position, last: TableLayout.Position, cells: Int, width: Double)?
    /// Whether the next layout pass reloads from the data source.
    @exclusivity(unchecked) var needsReload = true
    /// The cells on screen, by row.
    @exclusivity(unchecked) var visible: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    @exclusivity(unchecked) private var headers: [Int: UIView] = [:]
    @exclusivity(unchecked) private var footers: [Int: UIView] = [:]
    /// The cell classes registered for reuse identifiers, and the cells off screen waiting for
    /// another row.
    @exclusivity(unchecked) private var reusePool = ReusePool<UITableViewCell>()
    /// The selected rows.
    var selected: Set<IndexPath> = []
    /// Whether the table is calling its data source or delegate to lay rows out: a
    /// ``reloadData()`` asked for then waits until the pass ends.
    @exclusivity(unchecked) private var isLayingOutRows = false
    /// The finger tracked for highlighting and selection, and the row it landed on.
    private var tracking: (touch: UITouch, row: IndexPath, highlighted: Bool)?
    /// A finger whose touch only closed a swiped row: it neither highlights nor selects.
    var swallowedTouch: UITouch?
    /// Row changes gathered for the next update (Lists/UITableView+Updates.swift).
    var pendingUpdates = ListUpdates()
    /// How many ``beginUpdates()`` wait for their ``endUpdates()``.
    var updateDepth = 0
    /// The swipe that reveals row actions (Lists/SwipeActions.swift).
    private(set) var rowSwipe: RowSwipe!
    /// The drag that moves rows in editing mode (Lists/RowReorder.swift).
    private(set) var rowReorder: RowReorder!

    /// Whether the table is in editing mode: rows that may move show reorder controls, swipes
    /// are off, and touches select rows only with ``allowsSelectionDuringEditing``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Whether a touch selects rows in editing mode (default false).
    open var allowsSelectionDuringEditing = false

    /// Enters or leaves editing mode; `animated` is recorded (the controls show at once).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        rowSwipe.close(animated: animated)
        self.editing = editing
        for (path, cell) in visible { showEditingControls(cell, path) }
    }

    /// Gives the cell its reorder control in editing mode when its row may move, or takes it away.
    func showEditingControls(_ cell: UITableViewCell, _ path: IndexPath) {
        let shows = editing && rowReorder.canMove(path)
        cell.showsReorderControl = shows
    }

    // MARK: Making

    /// Creates a table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table from an archive.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        rowSwipe = RowSwipe(table: self)
        rowReorder = RowReorder(table: self)
    }

    // MARK: Cells

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier` (nil unregisters it). A class that is not a ``UITableViewCell`` is refused
    /// with a misuse diagnostic.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reusePool.register(cellClass, under: identifier, identifier: identifier,
                           call: "register(_:forCellReuseIdentifier:)", in: window)
    }

    /// A cell for `indexPath` under `identifier`: one from the reuse queue (after its
    /// `prepareForReuse()`), or a new one of the registered class. An identifier with no class
    /// registered, where UIKit stops the program, gets a `.default` cell and a misuse diagnostic.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportMisuse("unable to dequeue a cell with identifier \(identifier): register a class for it first; a default cell is used", in: window)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell under `identifier` from the reuse queue, or a new one of the registered class, or
    /// nil when neither is there.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusePool.dequeue(identifier, identifier: identifier)
    }

    /// The cell shown for the row, or nil when the row is off screen or does not exist.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        return visible[indexPath]
    }

    /// The row a cell on screen shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        row(showing: cell)
    }

    /// The row whose cell on screen is `cell`. A loop, not `first(where:)`: a closure written here
    /// and handed to the standard library checks its executor once per cell (about 220
    /// instructions each), and every cell a data source dequeues is looked for here.
    private func row(showing cell: UITableViewCell) -> IndexPath? {
        for (path, shown) in visible where shown === cell { return path }
        return nil
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visible[$0] }
    }

    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        loadIfNeeded()
        return visible.keys.sorted()
    }

    // MARK: Geometry

    /// The number of sections (loading the rows first if they are not loaded).
    open var numberOfSections: Int {
        loadIfNeeded()
        return layout?.sections.count ?? 0
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return layout?.rowCount(in: section) ?? 0
    }

    /// The row's rectangle in the table's content, or `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return layout?.rect(of: indexPath, width: Double(bounds.width)).map(CGRect.init) ?? .zero
    }

    /// The section's rectangle (header, rows and footer) in the table's content.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard let layout, layout.sections.indices.contains(section) else { return .zero }
        let span = layout.sections[section]
        return CGRect(x: 0, y: span.top, width: Double(bounds.width), height: span.bottom - span.top)
    }

    /// The row under `point`, in the table's coordinates, or nil over no row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return layout?.indexPath(at: Double(point.y))
    }

    /// The rows any part of which lies in `rect`, in the table's coordinates.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return layout?.indexPaths(from: Double(rect.minY), to: Double(rect.maxY))
    }

    /// The header view shown for `section`, if on screen.
    open func headerView(forSection section: Int) -> UIView? { headers[section] }
    /// The footer view shown for `section`, if on screen.
    open func footerView(forSection section: Int) -> UIView? { footers[section] }

    // MARK: Loading

    /// Reloads every section and row from the data source: the cells on screen go back to their
    /// reuse queues (`didEndDisplaying` for each) and the rows on screen get cells again. Called
    /// from inside a data-source or delegate method the table is running, it waits until the
    /// table's pass ends (UIKit's behaviour there is undefined).
    open func reloadData() {
        needsReload = true
        guard !isLayingOutRows else { return }
        reload()
        layoutRows()
    }

    /// Loads the rows if they were never loaded (as UIKit does on the first layout or query).
    func loadIfNeeded() {
        if needsReload && !isLayingOutRows { reload(); layoutRows() }
    }

    /// Marks the heights stale: the next layout asks for them again.
    private func invalidateLayout() {
        needsReload = true
        setNeedsLayout()
    }

    /// Forgets every cell on screen and rebuilds the layout from the data source.
    private func reload() {
        needsReload = false
        rowSwipe.close(animated: false)
        rowReorder.cancelForUpdate()
        endTracking(cancelled: true)
        isLayingOutRows = true
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) {
            retire(cell, from: path)
        }
        visible = [:]
        for view in headers.values { view.removeFromSuperview() }
        for view in footers.values { view.removeFromSuperview() }
        headers = [:]
        footers = [:]
        layout = buildLayout()
        let rows = Set(selected.filter { layout?.contains($0) ?? false })
        selected = rows
        isLayingOutRows = false
        contentSize = CGSize(width: bounds.width, height: CGFloat(layout?.height ?? 0))
    }

    /// Puts `cell` at `rect` by its center and the size of its bounds rather than its frame, as
    /// UIKit lays out views that may carry a transform: a cell an app scales (a row lifted under
    /// the finger) keeps its size and shows bigger, and is its own size again when the transform
    /// goes back to the identity.
    func place(_ cell: UITableViewCell, at rect: CGRect) {
        if cell.bounds.size != rect.size { cell.bounds = CGRect(origin: cell.bounds.origin, size: rect.size) }
        // Most layouts find a cell where it was (the content scrolled, not the rows): nothing to set.
        let center = CGPoint(x: rect.midX, y: rect.midY)
        if cell.center != center { cell.center = center }
    }

    /// A cell leaves the screen for its reuse queue.
    ///
    /// A cell with a reuse identifier stays a subview, hidden, while it waits in its queue, so
    /// that handing it to another row costs no trip out of the window and back (and no layout
    /// that such a trip brings); one without is removed.
    func retire(_ cell: UITableViewCell, from path: IndexPath) {
        if cell.reuseIdentifier == nil || !cell.node.isSubview(of: node) {
            cell.removeFromSuperview()
        } else {
            cell.isHidden = true
        }
        cell.alpha = 1
        cell.swipeOffset = 0
        cell.swipeActionsView = nil
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier {
            reusePool.enqueue(cell, under: identifier)
        }
    }

    /// Asks the data source and delegate for the counts and heights. A height that is negative,
    /// NaN or infinite counts as 0 and is reported; a negative count as 0.
    func buildLayout() -> TableLayout {
        var layout = TableLayout()
        layout.headerHeight = Double(tableHeaderView?.frame.height ?? 0)
        guard let dataSource else { return layout }
        var values = UsableValues(reportingIn: window)
        func checked(_ value: CGFloat, automatic: Double, what: @autoclosure @MainActor () -> String) -> Double {
            value == Self.automaticDimension ? automatic : values.usable(Double(value), what())
        }
        /// A header's or footer's height: the delegate's, or the table's; automatic is the
        /// title's height when there is a title and nothing when there is none.
        func edgeHeight(_ section: Int, header: Bool) -> Double {
            let title = header ? dataSource.tableView(self, titleForHeaderInSection: section)
                               : dataSource.tableView(self, titleForFooterInSection: section)
            let automatic = title == nil ? 0 : Double(Self.defaultSectionHeaderHeight)
            let kind = header ? "header" : "footer"
            if let tableDelegate {
                let height = header ? tableDelegate.tableView(self, heightForHeaderInSection: section)
                                    : tableDelegate.tableView(self, heightForFooterInSection: section)
                return checked(height, automatic: automatic, what: "the \(kind) height of section \(section)")
            }
            return checked(header ? sectionHeaderHeight : sectionFooterHeight, automatic: automatic,
                           what: header ? "sectionHeaderHeight" : "sectionFooterHeight")
        }
        let sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 { reportMisuse("numberOfSections(in:) returned \(sectionCount); 0 is used", in: window) }
        layout.sections.reserveCapacity(max(0, sectionCount))
        var y = layout.headerHeight
        for section in 0..<max(0, sectionCount) {
            let header = edgeHeight(section, header: true)
            let footer = edgeHeight(section, header: false)
            var rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                reportMisuse("tableView(_:numberOfRowsInSection:) returned \(rows) for section \(section); 0 is used", in: window)
                rows = 0
            }
            var tops: [Double] = []
            tops.reserveCapacity(rows + 1)
            var rowY = y + header
            for row in 0..<rows {
                tops.append(rowY)
                let path = IndexPath(row: row, section: section)
                // `if let`, not `Optional.map`: a closure this actor's code hands to a nonisolated
                // function checks its executor on every call, a cost per row of the list.
                if let tableDelegate {
                    rowY += checked(tableDelegate.tableView(self, heightForRowAt: path), automatic: Double(Self.defaultRowHeight),
                                    what: "the height of row \(row) in section \(section)")
                } else {
                    rowY += checked(rowHeight, automatic: Double(Self.defaultRowHeight), what: "rowHeight")
                }
            }
            tops.append(rowY)
            layout.sections.append(.init(top: y, headerHeight: header, rowTops: tops, footerHeight: footer))
            if header > 0 || footer > 0 { layout.hasSectionHeadersOrFooters = true }
            y = rowY + footer
        }
        values.finish("heights")
        layout.footerHeight = Double(tableFooterView?.frame.height ?? 0)
        return layout
    }

    // MARK: Laying out rows

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reload() }
        layoutRows()
    }

    package override func scrollerDidScroll() {
        if rowSwipe.isOpen && isDragging { rowSwipe.close(animated: true) }
        layoutRows()
        super.scrollerDidScroll()
    }

    /// Gives the rows on screen their cells, takes the cells of rows that left, and places the
    /// headers, footers and the table's own header and footer views.
    func layoutRows() {
        guard layout != nil else { return }
        runListPasses(isRunning: { self.isLayingOutRows }, setRunning: { self.isLayingOutRows = $0 },
                      pass: layoutRowsOnce, needsReload: { self.needsReload }, reload: reload,
                      callbacks: "the table's", in: window)
    }

    private func layoutRowsOnce() {
        let width = Double(bounds.width)
        let top = Double(contentOffset.y), bottom = top + Double(bounds.height)
        // The same rows on screen (a little over half the steps of a scroll): the layout is not
        // copied out (a retain and a release of its sections) unless a header or footer is to be
        // placed. A shown span is only ever kept with a layout.
        if let span = shownSpan, span.width == width, span.top.contains(top), span.bottom.contains(bottom),
           !rowReorder.isDragging {
            if hasSupplementaryViews, let layout { placeSupplementaryViews(layout, from: top, to: bottom, width: width) }
            return
        }
        guard let layout else { return }
        // The first and last row of some height on screen: every row between them of some height
        // is on screen too.
        let wanted = layout.rowSpan(from: top, to: bottom, near: shownRows?.first)
        // Not `Optional.flatMap`, whose closure would check its executor on every scroll step.
        if let wanted { shownSpan = Self.span(from: wanted.first, to: wanted.last, in: layout, width: width) } else { shownSpan = nil }
        let shown = shownRows
        shownRows = nil
        let holdsNoRow = rowSwipe.row == nil && !rowReorder.isDragging
        if let shown, let wanted, holdsNoRow, shown.width == width, shown.cells == visible.count {
            guard showRowsIncrementally(from: shown, to: wanted, in: layout, width: width) else { return }
        } else {
            guard showRows(wanted, in: layout, width: width) else { return }
        }
        if let wanted, holdsNoRow {
            shownRows = (wanted.first, wanted.last, visible.count, width)
        }
        placeSupplementaryViews(layout, from: top, to: bottom, width: width)
    }

    /// Takes the cells of rows outside `wanted` (but a swiped or dragged row's) and gives every
    /// row in it a cell where the layout puts it. False when a delegate asked for a reload
    /// meanwhile: the pass stops and the reload's pass starts over.
    private func showRows(_ wanted: (first: TableLayout.Position, last: TableLayout.Position)?,
                          in layout: TableLayout, width: Double) -> Bool {
        func isWanted(_ path: IndexPath) -> Bool {
            guard let wanted, path.count == 2 else { return false }
            let position = (section: path.section, row: path.row)
            return position >= wanted.first && position <= wanted.last && layout.isTall(position)
        }
        // Cells that left, in index-path order, so the delegate hears of them in the same order
        // on every run.
        var leaving: [(path: IndexPath, cell: UITableViewCell)] = []
        for (path, cell) in visible where !isWanted(path) && !rowSwipe.holds(path) && !rowReorder.holds(path) {
            leaving.append((path, cell))
        }
        leaving.sort { $0.path < $1.path }
        for (path, cell) in leaving {
            visible[path] = nil
            retire(cell, from: path)
        }
        guard let wanted else { return true }
        var position = wanted.first
        while position <= wanted.last {
            defer { position = layout.position(after: position) }
            guard layout.isTall(position) else { continue }
            let path = IndexPath(row: position.row, section: position.section)
            let rect = CGRect(layout.rect(at: position, width: width))
            if let cell = visible[path] {
                // While a row is dragged, the rows keep the places the drag gave them.
                if !rowReorder.isDragging { place(cell, at: rect) }
                continue
            }
            guard display(path, at: rect) else { continue }
            if needsReload { return false }
        }
        return true
    }

    /// The scroll from the rows of `shown` to those of `wanted` when nothing else changed: the
    /// cells of rows that left are taken in list order, then rows that came get cells in list
    /// order — the delegate calls of ``showRows(_:in:width:)``, without visiting the rows that
    /// stay. False when a delegate asked for a reload meanwhile.
    private func showRowsIncrementally(from shown: (first: TableLayout.Position, last: TableLayout.Position, cells: Int, width: Double),
                                       to wanted: (first: TableLayout.Position, last: TableLayout.Position),
                                       in layout: TableLayout, width: Double) -> Bool {
        // Only the rows of one range outside the other are visited, in list order: those before
        // the other range's first row, then those after its last (a scroll by a few points visits
        // the row or two that crossed the edge, not every row on screen).
        let shown = (first: shown.first, last: shown.last)
        Self.visitPositions(of: shown, outside: wanted, in: layout) { position in
            guard layout.isTall(position) else { return true }
            let path = IndexPath(row: position.row, section: position.section)
            if let cell = visible.removeValue(forKey: path) { retire(cell, from: path) }
            return true
        }
        return Self.visitPositions(of: wanted, outside: shown, in: layout) { position in
            guard layout.isTall(position) else { return true }
            let path = IndexPath(row: position.row, section: position.section)
            guard display(path, at: CGRect(layout.rect(at: position, width: width))) else { return true }
            return !needsReload
        }
    }

    /// Calls `visit` with each position from `range.first` to `range.last` that lies before
    /// `other.first` or after `other.last`, in list order, until it returns false; returns false
    /// if it did.
    @discardableResult
    private static func visitPositions(
        of range: (first: TableLayout.Position, last: TableLayout.Position),
        outside other: (first: TableLayout.Position, last: TableLayout.Position), in layout: TableLayout,
        _ visit: (TableLayout.Position) -> Bool
    ) -> Bool {
        var position = range.first
        while position <= range.last && position < other.first {
            guard visit(position) else { return false }
            position = layout.position(after: position)
        }
        position = other.last < range.first ? range.first : layout.position(after: other.last)
        while position <= range.last {
            guard visit(position) else { return false }
            position = layout.position(after: position)
        }
        return true
    }

    /// Gives the row at `path`, which has no cell, the data source's cell at `rect`, as UIKit
    /// shows one: placed, its separator, selection and editing controls set, in the table, then
    /// the delegate's `willDisplay`. False when the data source gave none.
    private func display(_ path: IndexPath, at rect: CGRect) -> Bool {
        guard let cell = makeCell(for: path) else { return false }
        place(cell, at: rect)
        cell.separatorView.isHidden = separatorStyle == .none
        if let separatorColor { cell.separatorView.backgroundColor = separatorColor }
        // Most lists select nothing: no index path hashed then.
        let isSelected = !selected.isEmpty && selected.contains(path)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
        showEditingControls(cell, path)
        if !cell.node.isSubview(of: node) { insertSubview(cell, at: 0) }
        cell.isHidden = false
        visible[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return true
    }

    /// The bounds over which the rows from `first` to `last`, the rows on screen now, stay the
    /// rows on screen: the top within the first row, the bottom within the last. (The row before
    /// the first ends at or above the first's top and the row after the last starts at or below
    /// the last's bottom, so neither comes on screen; rows of no height never have cells.) Nil
    /// when either row has no height.
    private static func span(from first: TableLayout.Position, to last: TableLayout.Position, in layout: TableLayout,
                             width: Double) -> (top: Range<Double>, bottom: ClosedRange<Double>, width: Double)? {
        let firstRect = layout.rect(at: first, width: width), lastRect = layout.rect(at: last, width: width)
        let topRange = firstRect.minY..<firstRect.maxY
        let bottomRange = lastRect.minY.nextUp...lastRect.maxY
        return topRange.isEmpty || bottomRange.isEmpty ? nil : (topRange, bottomRange, width)
    }

    /// The data source's cell for `path`; a cell already on screen for another row, which would
    /// be in two places at once, is replaced by a default cell and reported.
    private func makeCell(for path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        reusePool.lastTakenFromQueue = nil
        let cell = dataSource.tableView(self, cellForRowAt: path)
        // A cell the data source took from the reuse queue shows no other row: the search of the
        // cells on screen (each retained and released on the way) is for the others.
        if cell.node.isSubview(of: node), reusePool.lastTakenFromQueue != ObjectIdentifier(cell),
           let other = row(showing: cell) {
            reportMisuse("tableView(_:cellForRowAt:) returned for row \(path.row) in section \(path.section) the cell shown for row \(other.row) in section \(other.section); a default cell is shown instead", in: window)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// Whether some header or footer is to be placed: none in the usual list, which then has
    /// nothing to place on a scroll. Read without copying the layout out.
    private var hasSupplementaryViews: Bool {
        layout?.hasSectionHeadersOrFooters == true || !headers.isEmpty || !footers.isEmpty
            || tableHeaderView != nil || tableFooterView != nil
    }

    /// Section headers and footers on screen (a plain table's header stays at the top while its
    /// section scrolls under it), and the table's header and footer views.
    private func placeSupplementaryViews(_ layout: TableLayout, from top: Double, to bottom: Double, width: Double) {
        guard hasSupplementaryViews else { return }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: layout.headerHeight)
        tableFooterView?.frame = CGRect(x: 0, y: layout.sectionsBottom, width: width, height: layout.footerHeight)
        let shown = layout.sections(from: top, to: bottom)
        for (section, view) in headers where !shown.contains(section) {
            view.removeFromSuperview()
            headers[section] = nil
        }
        for (section, view) in footers where !shown.contains(section) {
            view.removeFromSuperview()
            footers[section] = nil
        }
        for section in shown {
            let span = layout.sections[section]
            if span.headerHeight > 0, let view = headers[section] ?? supplementaryView(section, header: true) {
                var y = span.top
                if style == .plain { y = min(max(span.top, top), span.footerTop - span.headerHeight) }
                view.frame = CGRect(x: 0, y: y, width: width, height: span.headerHeight)
                if headers[section] == nil { headers[section] = view; addSubview(view) }
            }
            if span.footerHeight > 0, let view = footers[section] ?? supplementaryView(section, header: false) {
                view.frame = CGRect(x: 0, y: span.footerTop, width: width, height: span.footerHeight)
                if footers[section] == nil { footers[section] = view; addSubview(view) }
            }
        }
    }

    /// The delegate's header or footer view for `section`, or one that shows the title.
    private func supplementaryView(_ section: Int, header: Bool) -> UIView? {
        if let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                             : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return view
        }
        guard let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                 : dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = style == .plain ? title : title.uppercased()
        return view
    }

    // MARK: Selection

    /// The selected row (the first, when several are).
    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects the row without asking or telling the delegate (as in UIKit), deselecting the
    /// others unless several may be selected, and scrolls it to `scrollPosition`. Nil deselects
    /// every row. A row that does not exist is reported and ignored.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selected { deselectRow(at: path, animated: animated) }
            return
        }
        guard layout?.contains(indexPath) == true else {
            reportMisuse("selectRow(at:) was given row \(indexPath.row) in section \(indexPath.section), which does not exist", in: window)
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without asking or telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: as little as brings it on screen),
    /// within the content. A row that does not exist is reported and ignored.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let layout, let rect = layout.rect(of: indexPath, width: Double(bounds.width)) else {
            reportMisuse("scrollToRow(at:) was given row \(indexPath.row) in section \(indexPath.section), which does not exist", in: window)
            return
        }
        let height = Double(bounds.height), current = Double(contentOffset.y)
        var y: Double
        switch scrollPosition {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            if rect.minY < current { y = rect.minY } else if rect.maxY > current + height { y = rect.maxY - height } else { return }
        }
        let inset = adjustedContentInset
        let lowest = -Double(inset.top), highest = max(lowest, layout.height + Double(inset.bottom) - height)
        y = min(max(y, lowest), highest)
        setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(y)), animated: animated)
    }

    // MARK: Touches

    /// The table's own pan leaves horizontal drags on rows with swipe actions to the row swipe
    /// (Lists/SwipeActions.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer,
           rowReorder.isDragging || (!editing && rowSwipe.takesOver(from: gestureRecognizer)) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracking == nil, swallowedTouch == nil, let touch = touches.first else { return }
        if rowSwipe.isOpen {
            // A touch while a row shows its actions only closes them (UIKit's behaviour).
            rowSwipe.close(animated: true)
            swallowedTouch = touch
            return
        }
        guard editing ? allowsSelectionDuringEditing : allowsSelection,
              let path = indexPathForRow(at: touch.location(in: self)) else { return }
        var highlighted = false
        if tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true, let cell = visible[path] {
            cell.setHighlighted(true, animated: false)
            highlighted = true
            tracking = (touch, path, true)
            tableDelegate?.tableView(self, didHighlightRowAt: path)
        }
        if !highlighted { tracking = (touch, path, false) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let swallowed = swallowedTouch, touches.contains(swallowed) {
            swallowedTouch = nil
            return
        }
        guard let tracked = tracking, touches.contains(tracked.touch) else { return }
        endTracking(cancelled: false)
        selectFromTouch(tracked.row)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let swallowed = swallowedTouch, touches.contains(swallowed) { swallowedTouch = nil }
        guard let tracked = tracking, touches.contains(tracked.touch) else { return }
        endTracking(cancelled: true)
    }

    /// Takes the highlight away from the tracked row, telling the delegate.
    private func endTracking(cancelled: Bool) {
        guard let tracked = tracking else { return }
        tracking = nil
        guard tracked.highlighted else { return }
        visible[tracked.row]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: tracked.row)
    }

    /// The lift on a row: UIKit's selection with the delegate's say at each step.
    private func selectFromTouch(_ path: IndexPath) {
        guard layout?.contains(path) == true else { return }
        if allowsMultipleSelection && selected.contains(path) {
            guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path,
                  selected.contains(target) else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path,
              layout?.contains(target) == true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != target {
                guard let deselecting = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old,
                      selected.contains(deselecting) else { continue }
                deselectRow(at: deselecting, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: deselecting)
            }
        }
        selected.insert(target)
        visible[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}

/// A section's header or footer: a view with a title label. UIKit's `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier a table would keep it under for reuse.
    public let reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView = UIView(frame: .zero)
    /// The title (made when first asked for).
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        ownTextLabel = label
        setNeedsLayout()
        return label
    }
    private var ownTextLabel: UILabel?

    /// Creates a header or footer view kept under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        ownTextLabel?.frame = CGRect(x: UITableViewCell.margin, y: 0,
                                     width: max(0, bounds.width - 2 * UITableViewCell.margin), height: bounds.height)
    }
}
