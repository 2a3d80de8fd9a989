import Gestures
import GesturesUIKit
import GesturesUIKitSamples

/// A ported table screen (``TodoListViewController``), shown in a `UIWindow` so that the demo and
/// the playground can play it: tap a task, swipe it right to mark it done or left to delete or
/// flag it, pull the list down to refresh it, hold a task and drag it to move it.
///
/// The scene adds nothing to the controller's behaviour. It names the views and the table's
/// recognizers for the pictures, the dump and the traces, puts a hint above the first row (as the
/// table's header, where touches pass through it), and listens: the controller's reports of what
/// changed, and a target of its own on the table's scroll pan, row swipe and the controller's
/// long press (after the table's and the controller's, so it sees what they just did).
@MainActor
public final class TodoListScene: PlaygroundScene {
    public let title = "To-do list (UIKit)"
    /// The UIKit window the controller's view fills.
    public let uiWindow: UIWindow
    public var window: Window { uiWindow.engineWindow }
    public weak var soundPlayer: (any SoundPlayer)?
    /// The ported view controller.
    public let controller: TodoListViewController
    /// What happened, in order: rows tapped, swiped open or closed, tasks done, flagged, deleted,
    /// a refresh, rows lifted, moved and set down, the list let go.
    public private(set) var events: [String] = []
    /// The hint above the first row: what to do.
    public let hint: UILabel

    public static let entry = PlaygroundSceneEntry(
        name: "todo-list",
        summary: "a ported table screen: tap, swipe a task to finish, flag or delete it, pull to refresh, hold to move"
    ) { clock in TodoListScene(clock: clock) }

    /// Creates the scene on a 375 × 667 point screen.
    public init(clock: any GestureClock) {
        controller = TodoListViewController()
        uiWindow = .scene(showing: controller, clock: clock)
        let table = controller.tableView!
        table.accessibilityIdentifier = "list"
        controller.refreshControl.accessibilityIdentifier = "refresh"

        hint = .sceneHint("Swipe a task · pull down to refresh\nhold a task, then drag it to move it",
                          frame: CGRect(x: 0, y: 0, width: 375, height: Self.hintHeight), white: 0.55)
        table.tableHeaderView = hint
        // Laid out now, header included, as a run loop would before the first touch.
        uiWindow.layoutIfNeeded()

        controller.changed = { [weak self] change in self?.record(change) }
        for recognizer in table.gestureRecognizers ?? [] where recognizer !== controller.reorderPress {
            if recognizer === table.panGestureRecognizer {
                recognizer.name = "listPan"
                recognizer.addTarget(self, action: TodoListScene.listPanned)
            } else if let pan = recognizer as? UIPanGestureRecognizer {
                pan.name = "rowSwipe"
                pan.addTarget(self, action: TodoListScene.rowSwiped)
            } else if recognizer is UILongPressGestureRecognizer {
                // The table's own drag of reorder controls, which work in editing mode only.
                recognizer.name = "editingReorder"
            }
        }
    }

    public func step(to time: Double) {}

    /// The height of the hint above the rows, in points.
    public static let hintHeight: CGFloat = 64
    /// The height of a row, in points (the controller's).
    public static var rowHeight: CGFloat { TodoListViewController.rowHeight }

    /// The titles of the tasks as the list shows them, in order.
    public var titles: [String] { controller.tasks.map(\.title) }

    // MARK: Listening

    private func record(_ change: TodoListViewController.Change) {
        switch change {
        case let .selected(row, title):
            events.append("row \(row) tapped: \(title) selected, then deselected")
        case let .swipeBegan(row, title):
            swiping = row
            events.append("row \(row) swiped: \(title)")
        case let .swipeEnded(row):
            swiping = nil
            events.append(row.map { "row \($0)'s actions closed" } ?? "the swiped row is gone")
        case let .done(title, isDone):
            events.append("\(title) marked \(isDone ? "done" : "not done")")
        case let .flagged(title, isFlagged):
            events.append("\(title) \(isFlagged ? "flagged" : "unflagged")")
        case let .deleted(row, title):
            events.append("row \(row) deleted: \(title) (\(controller.tasks.count) tasks left)")
        case let .refreshed(title):
            events.append("refreshed: \(title) arrived at the top (\(controller.tasks.count) tasks)")
        case let .lifted(row, title):
            events.append("row \(row) lifted: \(title)")
        case let .moved(title, from, to):
            events.append("\(title) moved from row \(from) to row \(to)")
        case let .setDown(row, title):
            events.append("\(title) set down at row \(row)")
        }
    }

    /// The row whose actions a swipe is revealing or shows, as the controller last reported.
    private var swiping: Int?

    private func rowSwiped(_ pan: UIPanGestureRecognizer) {
        // The table's swipe ran first: a row left open shows its content moved aside.
        guard pan.state == .ended, let row = swiping,
              let cell = controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) else { return }
        let offset = cell.contentView.frame.minX
        guard offset != 0 else { return }
        events.append("row \(row) swiped open: \(offset < 0 ? "Delete and Flag" : "Done") showing")
    }

    private func listPanned(_ pan: UIPanGestureRecognizer) {
        let table = controller.tableView!
        switch pan.state {
        case .ended, .cancelled:
            let velocity = pan.velocity(in: table).y
            events.append("list let go at y \(BottomSheetScene.format(table.contentOffset.y)), \(BottomSheetScene.format(velocity)) pt/s")
        default:
            break
        }
    }
}
