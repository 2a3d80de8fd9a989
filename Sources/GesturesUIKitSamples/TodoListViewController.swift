// Written the way UIKit code is written, against GesturesUIKit only.
import GesturesUIKit

/// A to-do list screen as iOS apps write one without `UITableViewController`: a `UITableView`
/// filling the controller's view, the controller its data source and delegate, a cell class of
/// its own registered for reuse.
///
/// - A tap on a row selects it (the controller reports it) and deselects it, animated.
/// - A swipe to the right shows "Done" (green): a full swipe, or a tap on the button, marks the
///   task done ("✓ " and gray text), or not done again ("Undo").
/// - A swipe to the left shows "Delete" (red, at the edge) and "Flag" (orange): Delete removes the
///   row with `deleteRows(at:with: .automatic)`; Flag marks the task flagged, or unflags it.
/// - Pulling the list down past its top refreshes it: a new task arrives at the top
///   (`insertRows`) and the refresh control ends at once.
/// - Holding a row for half a second lifts it; dragging then moves it, one `moveRow(at:to:)` for
///   each row the finger passes; the lift sets it down again. This is the pattern many apps used
///   before drag and drop: a long press on the table itself, outside editing mode.
///
/// Who gets a touch is the table's ordinary rule: its scroll pan takes a vertical drag, its row
/// swipe a horizontal one, its selection a quick tap. The long press waits for half a second of a
/// finger held still; when it begins, the table's pans, not yet begun, are excluded and the row's
/// touch is cancelled (the row is never selected).
///
/// Public only so that tests, the demo and the window host's programs can show it.
public final class TodoListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// One task.
    public struct Task: Equatable, Sendable {
        /// What is to be done.
        public var title: String
        /// Whether it is done.
        public var isDone = false
        /// Whether it is flagged.
        public var isFlagged = false

        /// A task not yet done, not flagged.
        public init(title: String) {
            self.title = title
        }
    }

    /// Something the user did to the list, reported through ``changed`` after the list shows it.
    public enum Change: Equatable, Sendable {
        /// A row was tapped.
        case selected(row: Int, title: String)
        /// A swipe began revealing a row's actions (`willBeginEditingRowAt`).
        case swipeBegan(row: Int, title: String)
        /// A row's actions closed (`didEndEditingRowAt`); nil when the row is gone.
        case swipeEnded(row: Int?)
        /// A task was marked done (true) or not done (false).
        case done(title: String, isDone: Bool)
        /// A task was flagged (true) or unflagged (false).
        case flagged(title: String, isFlagged: Bool)
        /// A task was deleted.
        case deleted(row: Int, title: String)
        /// The list was refreshed: a new task arrived at the top.
        case refreshed(title: String)
        /// A held row lifted.
        case lifted(row: Int, title: String)
        /// The lifted row moved to another place.
        case moved(title: String, from: Int, to: Int)
        /// The lifted row was set down.
        case setDown(row: Int, title: String)
    }

    // MARK: Constants

    /// The reuse identifier of the task cells.
    public static let cellIdentifier = "task"
    /// The tasks the list starts with.
    public static let initialTasks = [
        "Buy milk", "Call the bank", "Pay the electricity bill", "Book the dentist", "Water the plants",
        "Return the library books", "Write the weekly report", "Fix the bike's brakes", "Plan the weekend trip",
        "Back up the laptop", "Send the birthday card", "Clean the fridge",
    ]
    /// The tasks a refresh brings, one each time, in order; then numbered ones.
    public static let arrivingTasks = ["Reply to Sam's email", "Renew the parking permit", "Order printer ink"]
    /// The height of a row, in points: room for a title and a "Flagged" line under it. Our
    /// decision (the standard row is 44 points).
    public static let rowHeight: CGFloat = 56
    /// How long the held row must stay still before it lifts, in seconds: UIKit's default
    /// `minimumPressDuration`, 0.5 s.
    public static let liftPressDuration: TimeInterval = 0.5
    /// How much bigger the lifted row shows: 5 %. Our decision, in the range drag-and-drop lifts use.
    public static let liftedScale: CGFloat = 1.05
    /// The lifted row's opacity, so the rows it passes show through. Our decision.
    public static let liftedAlpha: CGFloat = 0.85
    /// How long the row takes to lift or settle, in seconds. Our decision.
    public static let liftDuration: TimeInterval = 0.2

    // MARK: State

    /// The tasks, in the order the list shows them.
    public private(set) var tasks = TodoListViewController.initialTasks.map(Task.init(title:))
    /// The list.
    public private(set) var tableView: UITableView!
    /// The list's pull-to-refresh control.
    public private(set) var refreshControl: UIRefreshControl!
    /// The long press on the list that lifts and moves rows.
    public private(set) var reorderPress: UILongPressGestureRecognizer!
    /// Called after each change the user makes, once the list shows it.
    public var changed: ((Change) -> Void)?

    /// How many refreshes brought a task.
    private var refreshes = 0
    /// The row the long press holds now, and its cell.
    private var heldRow: IndexPath?
    private var heldCell: UITableViewCell?

    // MARK: Building the screen

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = Self.rowHeight
        tableView.register(TaskCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        view.addSubview(tableView)

        refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: TodoListViewController.refresh, for: .valueChanged)
        tableView.refreshControl = refreshControl

        reorderPress = UILongPressGestureRecognizer(target: self, action: TodoListViewController.reorderPressed)
        reorderPress.name = "reorderPress"
        reorderPress.minimumPressDuration = Self.liftPressDuration
        tableView.addGestureRecognizer(reorderPress)
    }

    // MARK: UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? TaskCell)?.show(tasks[indexPath.row])
        return cell
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        changed?(.selected(row: indexPath.row, title: tasks[indexPath.row].title))
        tableView.deselectRow(at: indexPath, animated: true)
    }

    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        changed?(.swipeBegan(row: indexPath.row, title: tasks[indexPath.row].title))
    }

    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        changed?(.swipeEnded(row: indexPath?.row))
    }

    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let done = markAction(tasks[indexPath.row].isDone ? "Undo" : "Done", color: .systemGreen, toggling: \.isDone,
                              at: indexPath) { .done(title: $0.title, isDone: $0.isDone) }
        let configuration = UISwipeActionsConfiguration(actions: [done])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            let task = tasks.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            changed?(.deleted(row: indexPath.row, title: task.title))
            completion(true)
        }
        let flag = markAction(tasks[indexPath.row].isFlagged ? "Unflag" : "Flag", color: .systemOrange, toggling: \.isFlagged,
                              at: indexPath) { .flagged(title: $0.title, isFlagged: $0.isFlagged) }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    /// An action that turns one of the task's marks on or off, shows the row again and reports
    /// the task as it is then.
    private func markAction(_ title: String, color: UIColor, toggling mark: WritableKeyPath<Task, Bool>,
                            at indexPath: IndexPath, report: @escaping (Task) -> Change) -> UIContextualAction {
        let action = UIContextualAction(style: .normal, title: title) { [unowned self] _, _, completion in
            tasks[indexPath.row][keyPath: mark].toggle()
            refreshCell(at: indexPath)
            changed?(report(tasks[indexPath.row]))
            completion(true)
        }
        action.backgroundColor = color
        return action
    }

    /// Shows the task again in its cell, if the row is on screen.
    private func refreshCell(at indexPath: IndexPath) {
        (tableView.cellForRow(at: indexPath) as? TaskCell)?.show(tasks[indexPath.row])
    }

    // MARK: Pull to refresh

    /// Puts the next arriving task at the top of the list and ends the refresh.
    public func refresh(_ sender: UIRefreshControl) {
        let title = refreshes < Self.arrivingTasks.count ? Self.arrivingTasks[refreshes] : "New task \(refreshes + 1)"
        refreshes += 1
        tasks.insert(Task(title: title), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        sender.endRefreshing()
        changed?(.refreshed(title: title))
    }

    // MARK: Moving rows by a long press

    /// Lifts the row under the finger when the press begins, moves it (the model, then the
    /// table's row) each time the finger is over another row, and sets it down when the press ends.
    public func reorderPressed(_ press: UILongPressGestureRecognizer) {
        let location = press.location(in: tableView)
        switch press.state {
        case .began:
            guard let row = tableView.indexPathForRow(at: location), let cell = tableView.cellForRow(at: row) else { return }
            heldRow = row
            heldCell = cell
            tableView.bringSubviewToFront(cell)
            UIView.animate(withDuration: Self.liftDuration) {
                cell.transform = CGAffineTransform(scaleX: Self.liftedScale, y: Self.liftedScale)
                cell.alpha = Self.liftedAlpha
            }
            changed?(.lifted(row: row.row, title: tasks[row.row].title))
        case .changed:
            guard let from = heldRow, let to = tableView.indexPathForRow(at: location), to != from else { return }
            tasks.insert(tasks.remove(at: from.row), at: to.row)
            tableView.moveRow(at: from, to: to)
            heldRow = to
            changed?(.moved(title: tasks[to.row].title, from: from.row, to: to.row))
        case .ended, .cancelled, .failed:
            guard let row = heldRow, let cell = heldCell else { return }
            heldRow = nil
            heldCell = nil
            UIView.animate(withDuration: Self.liftDuration) {
                cell.transform = .identity
                cell.alpha = 1
            }
            changed?(.setDown(row: row.row, title: tasks[row.row].title))
        default:
            break
        }
    }
}

/// A task's row: its title, after a "✓ " and gray when done, and "Flagged" in
/// orange under it when flagged (the subtitle style). The checkmark accessory is set too, as on
/// iOS.
public final class TaskCell: UITableViewCell {
    /// The gray of a done task's title. Our decision: `.systemGray`.
    public static let doneColor = UIColor.systemGray

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessibilityIdentifier = "task"
        contentView.accessibilityIdentifier = "taskContent"
        detailTextLabel?.textColor = .systemOrange
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows `task`.
    public func show(_ task: TodoListViewController.Task) {
        textLabel?.text = task.isDone ? "✓ " + task.title : task.title
        textLabel?.textColor = task.isDone ? Self.doneColor : .label
        detailTextLabel?.text = task.isFlagged ? "Flagged" : nil
        accessoryType = task.isDone ? .checkmark : .none
        setNeedsLayout()
    }
}
