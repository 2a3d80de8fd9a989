import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A data source and delegate whose answers each test sets: sections of rows, titles, heights,
/// and what the table's callbacks do.
@MainActor
final class ConfigurableList: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int] = [10]
    var titles: [String?] = []
    var height: (IndexPath) -> CGFloat = { _ in 44 }
    var onWillDisplay: (UITableView, IndexPath) -> Void = { _, _ in }
    var sameCell: UITableViewCell?
    var identifier = "row"
    var log: [String] = []
    /// The rows' titles in section 0 when set; moves reorder them.
    var order: [String] = []
    var movable = false
    /// Whether `didEndDisplaying` is logged too.
    var logsEndDisplaying = false

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sameCell { return sameCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = order.isEmpty ? "\(indexPath.section).\(indexPath.row)" : order[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        order.insert(order.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.row)")
        onWillDisplay(tableView, indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsEndDisplaying { log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)") }
    }
}

@MainActor
@Suite("Table views: sections, updates, long lists and bad input")
struct TableViewSectionsTests {
    /// A table of 375×667 points in a window on a manual clock, with `list` as data source and
    /// delegate, laid out; and the window's misuse diagnostics as they come (while the caller
    /// keeps the window).
    private func table(_ list: ConfigurableList, style: UITableView.Style = .plain)
        -> (UITableView, UIWindow, TouchDriver, () -> [String]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        final class Box { var lines: [String] = [] }
        let box = Box()
        _ = window.engineWindow.engine.addObserver { if $0.kind == "misuse" { box.lines.append($0.line) } }
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (table, window, TouchDriver(window: window.engineWindow), { box.lines })
    }

    @Test("Titled sections have 28-point headers; a plain table's header stays at the top while its section scrolls under it")
    func stickyHeaders() {
        let list = ConfigurableList()
        list.rows = [10, 10]
        list.titles = ["Today", "Tomorrow"]
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 28 + 440))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 468 + 28, width: 375, height: 44))
        #expect(table.contentSize.height == 936.0)
        #expect((table.headerView(forSection: 0)?.subviews.first?.subviews.first as? UILabel)?.text == "Today")
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
        // Near the end of its section the header is pushed up by the next one.
        table.contentOffset = CGPoint(x: 0, y: 460)
        #expect(table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 468 + 28 + 50)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 470)) == nil)  // on a header
        #expect(diagnostics().isEmpty)
    }

    @Test("Inserted rows fade in while the rows below slide down over 0.3 s on the window's clock")
    func insertAnimates() {
        let list = ConfigurableList()
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
        list.rows = [11]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
        #expect(third?.frame.minY == 132)
        #expect(third?.layer.presentation()?.frame.minY == 88)
        driver.wait(0.15)
        let halfway = third?.layer.presentation()?.frame.minY ?? 0
        #expect(halfway > 88 && halfway < 132)
        #expect(inserted.map { Double($0.layer.presentation()?.opacity ?? -1) }.map { $0 > 0 && $0 < 1 } == true)
        driver.wait(0.2)
        #expect(third?.layer.presentation()?.frame.minY == 132)
        #expect(table.numberOfRows(inSection: 0) == 11)
        #expect(diagnostics().isEmpty)
    }

    @Test("A 100,000-row list loads every height once and keeps 16 cells however far it scrolls")
    func longList() {
        let list = ConfigurableList()
        list.rows = [100_000]
        var asked = 0
        list.height = { _ in asked += 1; return 44 }
        let (table, window, _, _) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(asked == 100_000)
        #expect(table.contentSize.height == 4_400_000)
        for y in stride(from: 0.0, through: 4_399_000.0, by: 97_777.0) {
            table.contentOffset = CGPoint(x: 0, y: y)
            #expect(table.visibleCells.count <= 17)
        }
        let first = Int(4_399_000.0 / 97_777.0) * 97_777 / 44
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: first, section: 0))
    }

    @Test("Heights that are negative, NaN or infinite count as 0, reported; a negative count as none")
    func badHeights() {
        let list = ConfigurableList()
        list.rows = [4]
        list.height = { [-5, .nan, .infinity, 44][$0.row] }
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(diagnostics() == [
            "misuse: the height of row 0 in section 0 is -5.0; 0 is used",
            "misuse: the height of row 1 in section 0 is nan; 0 is used",
            "misuse: the height of row 2 in section 0 is inf; 0 is used",
        ])
        #expect(table.contentSize.height == 44)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 3, section: 0)])
        list.rows = [-3]
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(diagnostics().last == "misuse: tableView(_:numberOfRowsInSection:) returned -3 for section 0; 0 is used")
    }

    @Test("reloadData() from inside willDisplay waits for the pass to end; one that always reloads stops after three passes")
    func reentrantReload() {
        let list = ConfigurableList()
        list.rows = [3]
        var reloads = 0
        list.onWillDisplay = { table, path in
            if path.row == 0 && reloads < 1 { reloads += 1; table.reloadData() }
        }
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(list.log == ["willDisplay 0.0", "willDisplay 0.0", "willDisplay 0.1", "willDisplay 0.2"])
        #expect(table.visibleCells.count == 3)
        #expect(diagnostics().isEmpty)
        list.log = []
        list.onWillDisplay = { table, _ in table.reloadData() }
        table.reloadData()
        #expect(list.log == ["willDisplay 0.0", "willDisplay 0.0", "willDisplay 0.0", "willDisplay 0.0"])
        #expect(diagnostics() == ["misuse: reloadData() was called from the table's own callbacks in 4 passes in a row; the reload waits for the next layout"])
    }

    @Test("A cell already shown for another row, an unregistered identifier and rows that do not exist are reported, never fatal")
    func misuses() {
        let list = ConfigurableList()
        list.rows = [3]
        list.identifier = "missing"
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(diagnostics() == Array(repeating: "misuse: unable to dequeue a cell with identifier missing: register a class for it first; a default cell is used", count: 3))
        #expect(table.visibleCells.count == 3)
        let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
        list.sameCell = shared
        table.reloadData()
        #expect(diagnostics().suffix(2) == [
            "misuse: tableView(_:cellForRowAt:) returned for row 1 in section 0 the cell shown for row 0 in section 0; a default cell is shown instead",
            "misuse: tableView(_:cellForRowAt:) returned for row 2 in section 0 the cell shown for row 0 in section 0; a default cell is shown instead",
        ])
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 3)
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
        table.selectRow(at: IndexPath(row: 0, section: 4), animated: false, scrollPosition: .none)
        #expect(diagnostics().suffix(2) == [
            "misuse: scrollToRow(at:) was given row 7 in section 0, which does not exist",
            "misuse: selectRow(at:) was given row 0 in section 4, which does not exist",
        ])
        #expect(table.cellForRow(at: IndexPath(row: 9, section: 9)) == nil)
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 9)) == .zero)
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(diagnostics().last == "misuse: register(_:forCellReuseIdentifier:) was given UIView, which is not a UITableViewCell; \"view\" is not registered")
    }

    @Test("docs/porting.md's table-view sample runs: counts, places, selection, scrolling and a batch, in order")
    func portingSample() {
        #expect(tableTableSample() == [
            "2 sections, 20 rows in the second",
            "row 0 at 68.0, section 1 at 1068.0, cell true",
            "selected 3, 1 in all",
            "scrolled to 1346.0",
            "animating",
            "batch true",
            "editing true, movable true",
            "refreshing true, inset 60.0",
            "select 1",
        ])
    }

    @Test("Pulling the list down 88 points fires the refresh control once, mid-drag; the list rests below it until endRefreshing")
    func pullToRefresh() {
        let list = ConfigurableList()
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        final class Target { var fired: [String] = [] }
        let target = Target()
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned table] _ in target.fired.append("refresh at \(table.contentOffset.y)") }, for: .valueChanged)
        table.refreshControl = refresh
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        driver.down(1, at: Point(x: 100, y: 100))
        var y = 100.0
        var firedAtFrame: Int?
        for frame in 1...30 {
            driver.wait(1.0 / 60)
            y += 10
            driver.move(1, to: Point(x: 100, y: y))
            if firedAtFrame == nil && !target.fired.isEmpty { firedAtFrame = frame }
        }
        #expect(target.fired.count == 1)
        #expect(firedAtFrame != nil && firedAtFrame! < 30)
        #expect(refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.contentInset.top == 0)
        driver.wait(1.0 / 60)
        driver.up(1)
        driver.wait(2)
        #expect(table.contentOffset.y == -60)
        // A second pull while refreshing fires nothing.
        drag(driver, from: Point(x: 100, y: 100), by: 30, step: 10)
        driver.wait(2)
        #expect(target.fired.count == 1)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 0)
        driver.wait(0.5)
        #expect(table.contentOffset.y == 0)
        // Back at the top, a new pull fires again.
        drag(driver, from: Point(x: 100, y: 100), by: 30, step: 10)
        #expect(target.fired.count == 2)
        #expect(diagnostics().isEmpty)
    }

    private func drag(_ driver: TouchDriver, from start: Point, by frames: Int, step: Double) {
        driver.down(1, at: start)
        var y = start.y
        for _ in 0..<frames {
            driver.wait(1.0 / 60)
            y += step
            driver.move(1, to: Point(x: start.x, y: y))
        }
        driver.wait(1.0 / 60)
        driver.up(1)
    }

    @Test("In editing mode a drag by a row's reorder control moves it: the rows between make room, the data source hears the move, nothing scrolls or selects")
    func reorder() {
        let list = ConfigurableList()
        list.order = (0..<10).map { "Task \($0)" }
        list.movable = true
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        func titles() -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
        // Outside editing mode there is no control and the same drag scrolls.
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        list.log = []
        // Row 1's control, dragged down three rows and a bit.
        driver.down(1, at: Point(x: 360, y: 44 + 22))
        var y = 44.0 + 22
        for _ in 0..<14 {
            driver.wait(1.0 / 60)
            y += 10
            driver.move(1, to: Point(x: 360, y: y))
        }
        // Mid-drag: the dragged row follows the finger; rows 2–4 moved up by one row.
        driver.wait(0.3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 184.0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.layer.presentation()?.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.layer.presentation()?.frame.minY == 132)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.layer.presentation()?.frame.minY == 220)
        driver.up(1)
        driver.wait(0.5)
        #expect(list.log == ["move 1 to 4"])
        #expect(titles() == ["Task 0", "Task 2", "Task 3", "Task 4", "Task 1", "Task 5", "Task 6", "Task 7", "Task 8", "Task 9"])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176)
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForSelectedRow == nil)
        // A tap in editing mode selects nothing; leaving editing mode, the same drag scrolls.
        driver.down(1, at: Point(x: 100, y: 22))
        driver.wait(0.05)
        driver.up(1)
        #expect(table.indexPathForSelectedRow == nil)
        table.isEditing = false
        driver.down(1, at: Point(x: 360, y: 66))
        driver.wait(1.0 / 60)
        driver.move(1, to: Point(x: 360, y: 40))
        driver.wait(1.0 / 60)
        driver.move(1, to: Point(x: 360, y: 10))
        driver.wait(1.0 / 60)
        driver.up(1)
        #expect(list.log == ["move 1 to 4"])
        #expect(table.contentOffset.y != 0)
        #expect(diagnostics().isEmpty)
    }

    @Test("A row dragged to the bottom edge scrolls the list, faster nearer the edge, and lands where it was let go")
    func reorderScrollsAtEdge() {
        let list = ConfigurableList()
        list.order = (0..<40).map { "Task \($0)" }
        list.rows = [40]
        list.movable = true
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        table.isEditing = true
        list.log = []
        driver.down(1, at: Point(x: 360, y: 44 + 22))
        var y = 66.0
        while y < 640 {
            driver.wait(1.0 / 60)
            y += 40
            driver.move(1, to: Point(x: 360, y: min(y, 640)))
        }
        // 27 points into the 50-point zone: 600 × 23/50 = 276 points a second.
        driver.wait(1)
        let scrolled = table.contentOffset.y
        #expect(scrolled > 250 && scrolled < 300)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.midY == scrolled + 640 - 22 + 22)
        driver.up(1)
        driver.wait(0.5)
        let landed = Int((scrolled + 640) / 44)
        #expect(list.log.filter { !$0.hasPrefix("willDisplay") } == ["move 1 to \(landed)"])
        #expect(list.log.filter { $0.hasPrefix("willDisplay") } == (16...21).map { "willDisplay 0.\($0)" })
        #expect(list.order[landed] == "Task 1")
        #expect(table.cellForRow(at: IndexPath(row: landed, section: 0))?.textLabel?.text == "Task 1")
        driver.wait(1)
        #expect(table.contentOffset.y == scrolled)
        #expect(diagnostics().isEmpty)
    }

    @Test("A cell the app scales keeps its bounds through a layout pass and a move: the table places cells by center and bounds")
    func scaledCellKeepsItsSize() throws {
        let list = ConfigurableList()
        list.order = (0..<10).map { "Task \($0)" }
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(cell.bounds == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.center == CGPoint(x: 187.5, y: 66))
        list.order.insert(list.order.remove(at: 1), at: 3)
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        // The model is at row 3 at once; what shows slides there from row 1 over 0.3 s.
        #expect(cell.center == CGPoint(x: 187.5, y: 154))
        #expect(cell.layer.presentation()?.frame.midY == 66)
        driver.wait(0.5)
        #expect(cell.layer.presentation()?.frame.midY == 154)
        #expect(cell.bounds == CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.transform = .identity
        #expect(cell.frame == CGRect(x: 0, y: 132, width: 375, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(diagnostics().isEmpty)
    }

    @Test("A row deleted while another is dragged by its reorder control ends the drag: the rows slide to their places and the lift moves nothing")
    func deleteDuringReorder() {
        let list = ConfigurableList()
        list.order = (0..<10).map { "Task \($0)" }
        list.movable = true
        let (table, window, driver, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        table.isEditing = true
        list.log = []
        driver.down(1, at: Point(x: 360, y: 44 + 22))
        for step in 1...6 {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: 360, y: 66 + 15 * Double(step)))
        }
        // The app deletes the first row while the finger holds the second.
        list.order.removeFirst()
        list.rows = [9]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        driver.wait(1.0 / 60)
        driver.move(1, to: Point(x: 360, y: 300))
        driver.wait(1.0 / 60)
        driver.up(1)
        driver.wait(0.5)
        #expect(list.log.filter { $0.hasPrefix("move") }.isEmpty)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == (1..<10).map { "Task \($0)" })
        #expect(table.visibleCells.map(\.frame.minY) == (0..<9).map { CGFloat($0) * 44 })
        #expect(diagnostics().isEmpty)
    }

    @Test("A million sections of one row load, scroll to the end and show the last rows with 16 cells")
    func millionSections() {
        let list = ConfigurableList()
        list.rows = Array(repeating: 1, count: 1_000_000)
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        #expect(table.numberOfSections == 1_000_000)
        #expect(table.contentSize.height == 44_000_000.0)
        table.scrollToRow(at: IndexPath(row: 0, section: 999_999), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 44_000_000.0 - 667)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 0, section: 999_999))
        #expect(table.visibleCells.count == 16)
        #expect(table.visibleCells.last?.textLabel?.text == "999999.0")
        #expect(diagnostics().isEmpty)
    }

    @Test("Scrolling across an empty section and rows of no height shows and takes cells in list order; a new width re-places them")
    func scrollAcrossSections() {
        let list = ConfigurableList()
        // Rows of 200 points; rows 0.1 and 2.2 have no height and section 1 no rows:
        // 0.0 0–200, 0.2 200–400, 2.0 400–600, 2.1 600–800, 2.3 800–1000, 3.0 1000–1200, 3.1 1200–1400.
        list.rows = [3, 0, 4, 2]
        list.height = { $0 == IndexPath(row: 1, section: 0) || $0 == IndexPath(row: 2, section: 2) ? 0 : 200 }
        list.logsEndDisplaying = true
        let (table, window, _, diagnostics) = table(list)
        defer { withExtendedLifetime(window) {} }
        func shown() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }
        func placedAsLaidOut() -> Bool {
            zip(table.indexPathsForVisibleRows ?? [], table.visibleCells).allSatisfy { table.rectForRow(at: $0) == $1.frame }
        }
        #expect(list.log == ["willDisplay 0.0", "willDisplay 0.2", "willDisplay 2.0", "willDisplay 2.1"])
        let steps: [(y: CGFloat, log: [String], shown: [String])] = [
            (250, ["didEndDisplaying 0.0", "willDisplay 2.3"], ["0.2", "2.0", "2.1", "2.3"]),
            (420, ["didEndDisplaying 0.2", "willDisplay 3.0"], ["2.0", "2.1", "2.3", "3.0"]),
            (733, ["didEndDisplaying 2.0", "willDisplay 3.1"], ["2.1", "2.3", "3.0", "3.1"]),
            (0, ["didEndDisplaying 2.3", "didEndDisplaying 3.0", "didEndDisplaying 3.1",
                 "willDisplay 0.0", "willDisplay 0.2", "willDisplay 2.0"], ["0.0", "0.2", "2.0", "2.1"]),
            (1400 - 667, ["didEndDisplaying 0.0", "didEndDisplaying 0.2", "didEndDisplaying 2.0",
                          "willDisplay 2.3", "willDisplay 3.0", "willDisplay 3.1"], ["2.1", "2.3", "3.0", "3.1"]),
        ]
        for step in steps {
            list.log = []
            table.contentOffset = CGPoint(x: 0, y: step.y)
            #expect(list.log == step.log, "at \(step.y)")
            #expect(shown() == step.shown, "at \(step.y)")
            #expect(placedAsLaidOut(), "at \(step.y)")
        }
        // A narrower table places the same cells again at its width, with no delegate call.
        list.log = []
        table.frame.size.width = 300
        table.layoutIfNeeded()
        #expect(list.log == [])
        #expect(table.visibleCells.map(\.frame.width) == [300, 300, 300, 300])
        #expect(placedAsLaidOut())
        table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(list.log == ["didEndDisplaying 3.1", "willDisplay 2.0"])
        #expect(table.visibleCells.map(\.frame.width) == [300, 300, 300, 300])
        #expect(placedAsLaidOut())
        #expect(diagnostics().isEmpty)
    }
}
