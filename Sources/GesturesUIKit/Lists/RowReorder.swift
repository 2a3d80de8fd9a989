import Gestures

/// Moving rows by hand in a table's editing mode: each row the data source lets move
/// (`tableView(_:canMoveRowAt:)`) shows a reorder control at its trailing edge; a finger that
/// lands on it drags the row at once (a press of no minimum duration, which takes the touch before
/// the table's pan can), the other rows make room, and the lift asks the delegate for the final
/// place (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`), tells the data
/// source (`tableView(_:moveRowAt:to:)`) and slides the rows to their places.
///
/// The row proposed while dragging is the one whose place, before the drag, holds the dragged
/// row's centre (the first or last row when the centre is past them); rows between the two places
/// shift by the dragged row's height, over 0.2 s on the window's clock. A finger within
/// ``edgeZone`` of the table's top or bottom scrolls the list that way, faster the nearer the edge,
/// a step each frame on the window's clock, and the dragged row goes with it. [OURS: UIKit's
/// numbers are not documented]
@MainActor
final class RowReorder: UIGestureRecognizerDelegate {
    /// The table whose rows this moves; it owns this object, which lives no longer than it.
    unowned(unsafe) let table: UITableView
    /// The press that drags a row by its reorder control.
    let press: UILongPressGestureRecognizer

    /// The width of a row's reorder control, in points [OURS: a finger's width].
    static let controlWidth: CGFloat = 44
    /// How long rows take to make room, in seconds [OURS].
    static let shiftDuration: TimeInterval = 0.2
    /// How near the table's top or bottom edge a finger scrolls the list, in points [OURS].
    static let edgeZone: CGFloat = 50
    /// The scrolling speed with the finger at the very edge, in points per second [OURS].
    static let edgeSpeed: CGFloat = 600
    /// The time between scrolling steps, in seconds: a frame at 60 Hz.
    static let scrollStep: TimeInterval = 1.0 / 60
    /// The pending scrolling step and the clock it is on.
    private var scrollTimer: (token: TimerToken, clock: any GestureClock)?

    /// The row being dragged, its cell, where the finger holds it, and the row proposed now.
    private var source: IndexPath?
    private var cell: UITableViewCell?
    private var grab: CGFloat = 0
    private var proposed: IndexPath?
    /// Where each row's cell was when the drag began.
    private var homes: [IndexPath: CGRect] = [:]

    init(table: UITableView) {
        self.table = table
        press = UILongPressGestureRecognizer(target: nil, action: nil)
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        press.delegate = self
        press.addTarget(self, action: RowReorder.pressed)
        table.addGestureRecognizer(press)
    }

    /// Whether a row is being dragged.
    var isDragging: Bool { source != nil }

    /// Whether the cell of `path` must keep its place and frame: the dragged row's.
    func holds(_ path: IndexPath) -> Bool { path == source }

    /// Whether the row may move, as the data source says.
    func canMove(_ path: IndexPath) -> Bool {
        table.dataSource?.tableView(table, canMoveRowAt: path) ?? false
    }

    /// Only touches on a reorder control of a row that may move, in editing mode.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard table.isEditing, !isDragging else { return false }
        let point = touch.location(in: table)
        guard let path = table.indexPathForRow(at: point), canMove(path) else { return false }
        return point.x >= table.bounds.width - Self.controlWidth
    }

    private func pressed(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began: began()
        case .changed: moved()
        case .ended: dropped()
        case .cancelled, .failed: cancelled()
        default: break
        }
    }

    private func began() {
        let point = press.location(in: table)
        guard let path = table.indexPathForRow(at: point), let cell = table.cellForRow(at: path) else { return }
        source = path
        self.cell = cell
        proposed = path
        grab = point.y - cell.frame.minY
        homes = [:]
        for (row, shown) in table.visible { homes[row] = shown.frame }
        table.bringSubviewToFront(cell)
    }

    private func moved() {
        guard let source, let cell, let layout = table.layout else { return }
        let point = press.location(in: table)
        let height = Double(cell.frame.height)
        let top = min(max(Double(point.y - grab), 0), max(0, layout.sectionsBottom - height))
        cell.frame.origin.y = CGFloat(top)
        let centre = top + height / 2
        let next = layout.indexPath(at: centre) ?? (centre < height ? firstRow(layout) : lastRow(layout)) ?? source
        if next != proposed {
            proposed = next
            makeRoom(from: source, to: next, height: CGFloat(height))
        }
        scrollNearEdge()
    }

    /// The speed at which the finger's place scrolls the list: negative up, positive down.
    private var edgeVelocity: CGFloat {
        let y = press.location(in: table).y - table.contentOffset.y
        let height = table.bounds.height
        if y < Self.edgeZone { return -Self.edgeSpeed * (Self.edgeZone - max(0, y)) / Self.edgeZone }
        if y > height - Self.edgeZone { return Self.edgeSpeed * (min(height, y) - (height - Self.edgeZone)) / Self.edgeZone }
        return 0
    }

    /// Schedules the next scrolling step while the finger is near an edge.
    private func scrollNearEdge() {
        guard scrollTimer == nil, edgeVelocity != 0, let clock = table.window?.engineWindow.clock else { return }
        let token = clock.schedule(at: clock.now + Self.scrollStep) { [weak self] in self?.scrollStepDue() }
        scrollTimer = (token, clock)
    }

    /// A scrolling step: moves the content by the edge speed, within its range, and carries the
    /// dragged row along.
    private func scrollStepDue() {
        scrollTimer = nil
        guard isDragging else { return }
        let inset = table.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, table.contentSize.height + inset.bottom - table.bounds.height)
        let y = min(max(table.contentOffset.y + edgeVelocity * CGFloat(Self.scrollStep), lowest), highest)
        guard y != table.contentOffset.y else { return }
        table.contentOffset = CGPoint(x: table.contentOffset.x, y: y)
        moved()
        // Rows the scrolling brought on screen make room as the others did.
        if let source, let proposed, let cell { makeRoom(from: source, to: proposed, height: cell.frame.height) }
    }

    private func stopScrolling() {
        if let scrollTimer { scrollTimer.clock.cancel(scrollTimer.token) }
        scrollTimer = nil
    }

    private func firstRow(_ layout: TableLayout) -> IndexPath? {
        layout.sections.firstIndex { $0.rowCount > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private func lastRow(_ layout: TableLayout) -> IndexPath? {
        layout.sections.lastIndex { $0.rowCount > 0 }.map { IndexPath(row: layout.sections[$0].rowCount - 1, section: $0) }
    }

    /// Shifts the rows between the dragged row's place and the proposed one by its height.
    private func makeRoom(from source: IndexPath, to target: IndexPath, height: CGFloat) {
        let moves = table.visible.compactMap { path, shown -> (UITableViewCell, CGRect)? in
            guard shown !== cell, let home = homes[path] ?? table.layout?.rect(of: path, width: Double(table.bounds.width)).map(CGRect.init) else { return nil }
            var frame = home
            if source < target && path > source && path <= target { frame.origin.y -= height }
            if target < source && path >= target && path < source { frame.origin.y += height }
            return frame == shown.frame ? nil : (shown, frame)
        }
        guard !moves.isEmpty else { return }
        UIView.animate(withDuration: Self.shiftDuration) {
            for (shown, frame) in moves { shown.frame = frame }
        }
    }

    private func dropped() {
        guard let source, let proposed else { return cancelled() }
        let target = table.tableDelegate.map {
            $0.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        } ?? proposed
        finish()
        guard target != source, table.layout?.contains(target) == true else {
            table.moveRow(at: source, to: source)
            return
        }
        table.dataSource?.tableView(table, moveRowAt: source, to: target)
        table.moveRow(at: source, to: target)
    }

    private func cancelled() {
        guard let source else { return }
        finish()
        table.moveRow(at: source, to: source)
    }

    /// The rows changed under the drag (an update or a reload from the app): the drag ends where
    /// it is, telling the data source nothing; the rows go to their places with the update, and
    /// the finger moves nothing until it lifts.
    func cancelForUpdate() {
        guard isDragging else { return }
        finish()
    }

    private func finish() {
        stopScrolling()
        source = nil
        cell = nil
        proposed = nil
        homes = [:]
    }
}

/// The three lines a row shows at its trailing edge in editing mode when it may move.
@MainActor
final class ReorderControlView: UIView {
    /// The lines' length and spacing, in points [OURS: close to UIKit's grip].
    static let lineWidth: CGFloat = 18
    static let lineSpacing: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<3 {
            let line = UIView(frame: .zero)
            line.backgroundColor = .systemGray2
            line.tag = index
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x = (bounds.width - Self.lineWidth) / 2, middle = bounds.height / 2
        for line in subviews {
            let y = middle + CGFloat(line.tag - 1) * Self.lineSpacing - 1
            line.frame = CGRect(x: x, y: y, width: Self.lineWidth, height: 2)
        }
    }
}
