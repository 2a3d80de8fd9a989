import Gestures

/// An action a swipe reveals on a table row: a titled button that runs `handler` when tapped, or
/// when a full swipe performs it. UIKit's `UIContextualAction`.
@MainActor
open class UIContextualAction {
    /// How the action looks and what a full swipe does with it.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button, for actions that remove the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that shows it, and a completion
    /// to call (now or later) with whether the action was performed. Either way the row closes.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour (by default red for destructive actions, gray for others).
    open var backgroundColor: UIColor!
    /// The button's image; recorded (the title is drawn).
    open var image: UIImage?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// Creates an action with a style, a title and what it does.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe reveals on one side of a row, first action at the edge. UIKit's
/// `UISwipeActionsConfiguration`.
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first at the row's edge.
    public let actions: [UIContextualAction]
    /// Whether swiping across most of the row performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// The swipe that reveals a table row's actions: a pan on the table that takes horizontal drags
/// on rows with actions, leaving vertical ones to the table's scrolling pan.
///
/// Arbitration, decided here where UIKit's private recognizer is not documented, and tested: the
/// swipe's pan begins only when its first movement past the pan's 10-point slop is more
/// horizontal than vertical and the delegate gives the row a configuration with actions for
/// that side; the table's own pan declines to begin in that case (``UITableView`` answers its
/// `gestureRecognizerShouldBegin`), so one finger either swipes a row or scrolls the list, never
/// both. The swipe's pan cancels the row's touch, so a swiped row is never selected.
///
/// The content follows the finger. On the lift the row opens, showing its actions, when the
/// content, carried on by a tenth of a second of the lift's velocity, is past half of the
/// actions' width, and closes otherwise; past ``fullSwipeFraction`` of the row's width, with
/// `performsFirstActionWithFullSwipe`, the first action is performed. A touch elsewhere on the
/// table, the list scrolling, and an update that moves or deletes the row close it.
@MainActor
final class RowSwipe: UIGestureRecognizerDelegate {
    /// The table whose rows this swipes; it owns this object, which lives no longer than it.
    unowned(unsafe) let table: UITableView
    /// The pan on the table that drives the swipe.
    let pan: UIPanGestureRecognizer

    /// The width of one action button, in points [OURS: the width of a one-word action on a phone].
    static let actionWidth: CGFloat = 74
    /// How far past its actions a row swiped the long way must go, as a fraction of the row's
    /// width, for a full swipe [OURS: UIKit performs the first action a little past the middle].
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long opening and closing take, in seconds [OURS].
    static let settleDuration: TimeInterval = 0.3
    /// How far the lift's velocity carries the content when the row decides to open, in seconds
    /// of that velocity [OURS].
    static let projection: CGFloat = 0.1

    /// The row being swiped or open, its cell, the side (+1 leading, -1 trailing), its actions.
    private(set) var row: IndexPath?
    private var cell: UITableViewCell?
    private var side: CGFloat = 0
    private var configuration: UISwipeActionsConfiguration?
    /// The offset at the start of the current drag.
    private var startOffset: CGFloat = 0
    /// The log of what the swipe did, for tests and traces: "open", "close", "full swipe".
    private(set) var events: [String] = []

    init(table: UITableView) {
        self.table = table
        pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.delegate = self
        pan.addTarget(self, action: RowSwipe.panned)
        table.addGestureRecognizer(pan)
    }

    /// Whether a row shows its actions (or is being swiped).
    var isOpen: Bool { row != nil }

    /// Whether the cell of `path` must stay on screen: the swiped row's.
    func holds(_ path: IndexPath) -> Bool { path == row }

    /// The configuration the delegate gives the row for the side `dx` swipes towards.
    private func configuration(for path: IndexPath, dx: CGFloat) -> UISwipeActionsConfiguration? {
        guard let delegate = table.tableDelegate, dx != 0 else { return nil }
        let configuration = dx < 0
            ? delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
            : delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The row under the pan's first touch and the pan's movement so far, if horizontal.
    private func horizontalStart() -> (path: IndexPath, dx: CGFloat)? {
        let translation = pan.translation(in: table)
        guard abs(translation.x) > abs(translation.y) else { return nil }
        let now = pan.location(in: table)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        guard let path = table.indexPathForRow(at: start) else { return nil }
        return (path, translation.x)
    }

    /// Whether the table's own pan should leave this movement to the swipe.
    func takesOver(from scrollPan: UIGestureRecognizer) -> Bool {
        let translation = (scrollPan as? UIPanGestureRecognizer)?.translation(in: table) ?? .zero
        guard abs(translation.x) > abs(translation.y), table.contentSize.width <= table.bounds.width else { return false }
        let now = scrollPan.location(in: table)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        guard let path = table.indexPathForRow(at: start) else { return false }
        if path == row { return true }
        return configuration(for: path, dx: translation.x) != nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !table.isEditing, let start = horizontalStart() else { return false }
        if start.path == row { return true }
        return configuration(for: start.path, dx: start.dx) != nil
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: began()
        case .changed: follow()
        case .ended: lifted()
        case .cancelled, .failed: close(animated: true)
        default: break
        }
    }

    private func began() {
        guard let start = horizontalStart() else { return }
        if let row, row != start.path { close(animated: true) }
        if row == start.path, let cell {
            startOffset = cell.swipeOffset
            return
        }
        guard let configuration = configuration(for: start.path, dx: start.dx),
              let cell = table.cellForRow(at: start.path) else { return }
        row = start.path
        self.cell = cell
        self.configuration = configuration
        side = start.dx < 0 ? -1 : 1
        startOffset = 0
        cell.clipsToBounds = true
        cell.swipeActionsView = actionsView(for: configuration, in: cell)
        table.tableDelegate?.tableView(table, willBeginEditingRowAt: start.path)
    }

    /// The total width of the open row's actions.
    private var actionsWidth: CGFloat { CGFloat(configuration?.actions.count ?? 0) * Self.actionWidth }

    private func follow() {
        guard let cell else { return }
        let dx = startOffset + pan.translation(in: table).x
        // The content moves only towards the side that was opened, at most the row's width.
        cell.swipeOffset = side < 0 ? max(-cell.bounds.width, min(0, dx)) : min(cell.bounds.width, max(0, dx))
    }

    private func lifted() {
        guard let cell, let configuration else { return }
        follow()
        let offset = cell.swipeOffset * side
        let projected = offset + pan.velocity(in: table).x * side * Self.projection
        if configuration.performsFirstActionWithFullSwipe, offset > cell.bounds.width * Self.fullSwipeFraction,
           let action = configuration.actions.first {
            events.append("full swipe")
            settle(to: cell.bounds.width * side)
            perform(action)
        } else if projected > actionsWidth / 2 {
            events.append("open")
            settle(to: actionsWidth * side)
        } else {
            close(animated: true)
        }
    }

    /// Moves the content to `offset` over ``settleDuration``.
    private func settle(to offset: CGFloat) {
        guard let cell else { return }
        UIView.animate(withDuration: Self.settleDuration) { cell.swipeOffset = offset }
    }

    /// Runs an action's handler; its completion closes the row.
    private func perform(_ action: UIContextualAction) {
        guard let cell else { return }
        let view = cell.swipeActionsView ?? cell
        action.handler(action, view) { [weak self, weak cell] _ in
            guard let self, let cell, self.cell === cell else { return }
            self.close(animated: true)
        }
    }

    /// Closes the open row, telling the delegate (`didEndEditingRowAt`).
    func close(animated: Bool) {
        guard let row, let cell else {
            self.row = nil
            return
        }
        events.append("close")
        self.row = nil
        self.cell = nil
        configuration = nil
        let finish = { [weak cell] in
            guard let cell else { return }
            cell.swipeActionsView = nil
            cell.clipsToBounds = false
        }
        if animated && cell.swipeOffset != 0 {
            UIView.animate(withDuration: Self.settleDuration, animations: { cell.swipeOffset = 0 },
                           completion: { _ in finish() })
        } else {
            cell.swipeOffset = 0
            finish()
        }
        table.tableDelegate?.tableView(table, didEndEditingRowAt: row)
    }

    /// An update is moving rows: the open row closes (`didEndEditingRowAt` with its new path, or
    /// nil when it was deleted).
    func closeForUpdate(mapping: [IndexPath: IndexPath]) {
        guard let old = row, let cell else { return }
        row = nil
        self.cell = nil
        configuration = nil
        events.append("close")
        cell.swipeOffset = 0
        cell.swipeActionsView = nil
        cell.clipsToBounds = false
        table.tableDelegate?.tableView(table, didEndEditingRowAt: mapping[old])
    }

    /// The buttons behind the content: the first action at the row's edge.
    private func actionsView(for configuration: UISwipeActionsConfiguration, in cell: UITableViewCell) -> UIView {
        let count = CGFloat(configuration.actions.count)
        let width = count * Self.actionWidth
        let height = cell.bounds.height
        let view = UIView(frame: CGRect(x: side < 0 ? cell.bounds.width - width : 0, y: 0, width: width, height: height))
        for (index, action) in configuration.actions.enumerated() {
            let button = UIButton(type: .custom)
            // Trailing: the first action rightmost; leading: the first leftmost.
            let slot = side < 0 ? count - 1 - CGFloat(index) : CGFloat(index)
            button.frame = CGRect(x: slot * Self.actionWidth, y: 0, width: Self.actionWidth, height: height)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.accessibilityIdentifier = action.title
            button.addAction(UIAction { [weak self] _ in
                self?.events.append("tap \(action.title ?? "")")
                self?.perform(action)
            }, for: .touchUpInside)
            view.addSubview(button)
        }
        return view
    }
}
