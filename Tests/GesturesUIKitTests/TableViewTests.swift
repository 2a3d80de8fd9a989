import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A to-do cell as iOS code writes one: the designated initializers overridden, the subtitle style.
final class TodoCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        TodoCell.made += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A to-do list screen as iOS code writes it: a table filling the view, its controller the data
/// source and delegate, rows that swipe left to delete or archive and right to complete.
@MainActor
final class TodoListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var items = (0..<100).map { "Item \($0)" }
    let tableView = UITableView(frame: .zero, style: .plain)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TodoCell.self, forCellReuseIdentifier: "todo")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            log.append("delete \(items[indexPath.row])")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, completion in
            log.append("archive \(items[indexPath.row])")
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let done = UIContextualAction(style: .normal, title: "Done") { [unowned self] _, _, completion in
            log.append("done \(items[indexPath.row])")
            completion(true)
        }
        done.backgroundColor = .systemGreen
        let configuration = UISwipeActionsConfiguration(actions: [done])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

@MainActor
@Suite("Table views: cells, selection, swipe actions and updates on the manual clock")
struct TableViewTests {
    private func host() -> (TodoListController, UIWindow, TouchDriver, [String]) {
        let controller = TodoListController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window, TouchDriver(window: window.engineWindow), [])
    }

    private func rows(_ table: UITableView) -> [Int] { (table.indexPathsForVisibleRows ?? []).map(\.row) }

    /// A finger down at `start`, moved by `step` each frame (1/60 s) `frames` times, lifted.
    private func drag(_ driver: TouchDriver, from start: Point, step: Vector, frames: Int, hold: Double = 0) {
        driver.down(1, at: start)
        if hold > 0 { driver.wait(hold) }
        var at = start
        for _ in 0..<frames {
            driver.wait(1.0 / 60)
            at = at + step
            driver.move(1, to: at)
        }
        driver.wait(1.0 / 60)
        driver.up(1)
    }

    @Test("Only the rows on screen have cells; scrolling to the end reuses them, in index-path order")
    func reuse() {
        TodoCell.made = 0
        let (controller, _, _, _) = host()
        let table = controller.tableView
        #expect(rows(table) == Array(0...15))  // 667 / 44 = 15.2 rows
        #expect(TodoCell.made == 16)
        #expect(table.contentSize == CGSize(width: 375, height: 4400))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Item 3")
        table.contentOffset = CGPoint(x: 0, y: 4400 - 667)
        #expect(rows(table) == Array(84...99))
        #expect(TodoCell.made == 16)
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0))?.frame == CGRect(x: 0, y: 4356, width: 375, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 4400 - 20)) == IndexPath(row: 99, section: 0))
    }

    @Test("A tap selects on the lift: highlight, unhighlight, willSelect, the old row's willDeselect and didDeselect, didSelect")
    func tapSelects() {
        let (controller, _, driver, _) = host()
        let table = controller.tableView
        driver.down(1, at: Point(x: 100, y: 2 * 44 + 20))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.log == ["highlight 2", "unhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        controller.log = []
        driver.wait(1)
        driver.down(1, at: Point(x: 100, y: 5 * 44 + 20))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.log == ["highlight 5", "unhighlight 5", "willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("A finger held on a row highlights it after the content-touch delay; a scroll takes it back and never selects")
    func scrollNeverSelects() {
        let (controller, _, driver, _) = host()
        let table = controller.tableView
        drag(driver, from: Point(x: 100, y: 3 * 44 + 20), step: Vector(dx: 0, dy: -6), frames: 10, hold: 0.2)
        #expect(controller.log == ["highlight 3", "willBeginDragging", "unhighlight 3"])
        #expect(table.contentOffset.y > 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A tap recognizer on the table that cancels touches keeps rows from being selected; one that does not lets them")
    func tapRecognizerBlocksSelection() {
        for cancels in [true, false] {
            let (controller, _, driver, _) = host()
            let tap = UITapGestureRecognizer(target: controller, action: TodoListController.tapped)
            tap.cancelsTouchesInView = cancels
            controller.tableView.addGestureRecognizer(tap)
            driver.down(1, at: Point(x: 100, y: 44 + 20))
            driver.wait(0.05)
            driver.up(1)
            #expect(controller.log == (cancels ? ["tap"] : ["tap", "highlight 1", "unhighlight 1", "willSelect 1", "didSelect 1"]))
        }
    }

    @Test("A swipe left opens the trailing actions without scrolling or selecting; a tap on Delete deletes the row")
    func swipeOpensAndDeletes() {
        let (controller, window, driver, _) = host()
        let table = controller.tableView
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        drag(driver, from: Point(x: 300, y: 44 + 22), step: Vector(dx: -12, dy: 0), frames: 10)
        #expect(controller.log == ["willBeginEditing 1"])
        #expect(table.contentOffset == .zero)
        #expect(cell?.contentView.frame.minX == -148)  // two actions of 74 points
        driver.wait(0.5)
        // The Delete button is at the trailing edge.
        driver.down(1, at: Point(x: 375 - 37, y: 44 + 22))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.log == ["willBeginEditing 1", "delete Item 1", "didEndEditing nil"])
        #expect(table.numberOfRows(inSection: 0) == 99)
        driver.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 2")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(rows(table) == Array(0...15))
        #expect(window.engineWindow.engine.activeTouches.isEmpty)
    }

    @Test("A full swipe performs the first action; a short one springs closed; a vertical drag scrolls")
    func fullAndShortSwipes() {
        let (controller, _, driver, _) = host()
        let table = controller.tableView
        drag(driver, from: Point(x: 360, y: 22), step: Vector(dx: -30, dy: 0), frames: 10)
        #expect(controller.log == ["willBeginEditing 0", "delete Item 0", "didEndEditing nil"])
        #expect(controller.items.first == "Item 1")
        driver.wait(0.5)
        controller.log = []
        drag(driver, from: Point(x: 100, y: 44 * 3 + 22), step: Vector(dx: 3, dy: 0), frames: 6)
        driver.wait(0.5)
        #expect(controller.log == ["willBeginEditing 3", "didEndEditing 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == 0)
        controller.log = []
        drag(driver, from: Point(x: 100, y: 44 * 3 + 22), step: Vector(dx: 1, dy: -8), frames: 6)
        #expect(controller.log == ["willBeginDragging"])
        #expect(table.contentOffset.y > 0)
    }

    @Test("A touch elsewhere while a row is open only closes it: nothing is highlighted or selected")
    func touchClosesOpenRow() {
        let (controller, _, driver, _) = host()
        drag(driver, from: Point(x: 100, y: 44 * 2 + 22), step: Vector(dx: 12, dy: 0), frames: 10)
        #expect(controller.log == ["willBeginEditing 2"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 74)
        driver.wait(0.5)
        driver.down(1, at: Point(x: 200, y: 44 * 6 + 22))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.log == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("An update that does not add up is reported with UIKit's numbers and the table shows what the data source has")
    func invalidUpdate() {
        let (controller, window, _, _) = host()
        var diagnostics: [String] = []
        _ = window.engineWindow.engine.addObserver { if $0.kind == "misuse" { diagnostics.append($0.line) } }
        controller.items.removeFirst()
        controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("invalid number of rows in section 0. The number of rows contained in an existing section after the update (99) must be equal to the number of rows contained in that section before the update (100), plus or minus the number of rows inserted or deleted from that section (0 inserted, 2 deleted)") == true)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 99)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Item 1")
        controller.tableView.deleteRows(at: [IndexPath(row: 500, section: 0)], with: .fade)
        #expect(diagnostics.last?.contains("row 500 in section 0 does not exist before the update") == true)
    }

    @Test("A table keeps neither its data source nor its delegate: freed, both read nil, and a drag goes on without them")
    func sourceAndDelegateNotKept() {
        final class Rows: UITableViewDataSource, UITableViewDelegate {
            var heard: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                heard.append("cell \(indexPath.row)")
                return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { heard.append("didScroll \(scrollView.contentOffset.y)") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        var source: Rows? = Rows()
        weak let weakSource = source
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let driver = TouchDriver(window: window.engineWindow)
        #expect(source!.heard == (0..<16).map { "cell \($0)" })
        source!.heard = []
        // Up by 30 points in three frames: the pan takes the first 10 as its threshold.
        drag(driver, from: Point(x: 100, y: 400), step: Vector(dx: 0, dy: -10), frames: 3)
        #expect(source!.heard == ["didScroll 10.0", "didScroll 20.0"])
        source = nil
        #expect(weakSource == nil)
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
        drag(driver, from: Point(x: 100, y: 400), step: Vector(dx: 0, dy: -10), frames: 3)
        driver.wait(2)
        #expect(table.contentOffset.y > 150)
        // The rows that scrolled off gave back their cells; those that came get none, with
        // nothing to make them.
        #expect(rows(table) == Array(4..<16))
    }
}

/// Two kinds of cell in one table, alternating row by row: each row is handed a cell of its own
/// kind from its own queue, whichever kind the table looked up last.
@MainActor
@Suite("A table's reuse queues")
struct TableReuseQueueTests {
    final class EvenCell: UITableViewCell {}
    final class OddCell: UITableViewCell {}

    final class Alternating: UITableViewDataSource {
        var made: [String: Int] = [:]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let identifier = indexPath.row.isMultiple(of: 2) ? "even" : "odd"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            if cell.tag == 0 { made[identifier, default: 0] += 1 }
            cell.tag = indexPath.row + 1
            return cell
        }
    }

    @Test("Rows of two kinds scrolled by half a row at a time get their own kind's cells; six of each are ever made")
    func twoKindsAlternating() {
        let source = Alternating()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(EvenCell.self, forCellReuseIdentifier: "even")
        table.register(OddCell.self, forCellReuseIdentifier: "odd")
        table.dataSource = source
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.addSubview(table)
        window.makeKeyAndVisible()
        var mismatches: [String] = []
        for step in 0...90 {
            table.contentOffset = CGPoint(x: 0, y: Double(step) * 22)
            window.layoutIfNeeded()
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else { continue }
                let even = path.row.isMultiple(of: 2)
                if (cell is EvenCell) != even || cell.tag != path.row + 1 {
                    mismatches.append("step \(step): row \(path.row) has \(type(of: cell)) tagged \(cell.tag)")
                }
            }
        }
        // Ten rows on screen, eleven while one is half in: at most six of a kind at once.
        #expect(mismatches == [])
        #expect(source.made == ["even": 6, "odd": 6])
        #expect(table.indexPathsForVisibleRows == (45...54).map { IndexPath(row: $0, section: 0) })
    }
}
