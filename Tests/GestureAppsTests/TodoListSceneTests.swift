import Foundation
import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import Testing

/// A frame as `x,y w×h`, one decimal each.
private func describe(_ f: CGRect) -> String {
    func one(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
    return "\(one(f.minX)),\(one(f.minY)) \(one(f.width))×\(one(f.height))"
}

@MainActor
@Suite("To-do list (a ported table screen, as a playground scene)", .serialized)
struct TodoListSceneTests {
    typealias List = TodoListViewController

    private func makeScene() throws -> (TodoListScene, TraceRecorder, TouchDriver) {
        let scene = try #require(PlaygroundCatalog.entry(named: "todo-list")?.makeScene(clock: ManualClock()) as? TodoListScene)
        return (scene, TraceRecorder(window: scene.window), TouchDriver(window: scene.window))
    }

    /// The centre of row `index` when the list is at its top, in window coordinates: under the
    /// 64-point hint.
    private func row(_ index: Int, x: Double = 150) -> Point {
        Point(x: x, y: 64 + Double(List.rowHeight) * (Double(index) + 0.5))
    }

    /// A finger down at `start`, moved by `step` each frame (1/60 s) `count` times (after holding
    /// still for `hold` seconds), lifted in the frame after the last move.
    private func stroke(_ driver: TouchDriver, from start: Point, by step: Vector, count: Int, hold: Double = 0) {
        driver.down(1, at: start)
        if hold > 0 { driver.wait(hold) }
        for index in 1...count {
            driver.wait(1.0 / 60)
            driver.move(1, to: start + step * Double(index))
        }
        driver.wait(1.0 / 60)
        driver.up(1)
    }

    private func tap(_ driver: TouchDriver, at point: Point) {
        driver.down(1, at: point)
        driver.wait(0.05)
        driver.up(1)
    }

    /// The titles the cells on screen show, top to bottom.
    private func shown(_ scene: TodoListScene) -> [String] {
        let table = scene.controller.tableView!
        return (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
    }

    /// The trace of a finger that lands on a row and is held or lifted before anything begins:
    /// every recognizer on the table that sees it fails, and the row gets the touch.
    private static let tapTrace = [
        "listPan: possible → failed",
        "scroll view content delay: possible → failed",
        "rowSwipe: possible → failed",
        "reorderPress: possible → failed",
        "taskContent.touchesBegan [1]",
        "taskContent.touchesEnded [1]",
    ]

    /// The trace of continuous recognizer `name` after `header` (the arbitration of its first
    /// touch or move): its action began with the first of `details`, then a transition to changed
    /// and an action for each of the others, and the lift, a frame after the last move, ending it
    /// with the last details again. `afterBegan` comes between its began action and the rest.
    private static func continuous(_ name: String, after header: [String], _ details: [String],
                                   afterBegan: [String] = []) -> [String] {
        var lines = header + ["\(name): action began \(details[0])"] + afterBegan
        for (index, detail) in details.enumerated().dropFirst() {
            lines += ["\(name): \(index == 1 ? "began" : "changed") → changed", "\(name): action changed \(detail)"]
        }
        return lines + ["\(name): changed → ended", "\(name): action ended \(details[details.count - 1])"]
    }

    /// The details of a pan driven by a finger moving `step` points a frame (1/60 s) for `moves`
    /// frames: it begins at the first move, past the 10-point slop, which its translation leaves
    /// out; its velocity estimate closes a fifth of the gap to the finger's each frame.
    private static func panDetails(step: Vector, moves: Int) -> [String] {
        let length = (step.dx * step.dx + step.dy * step.dy).squareRoot()
        func pair(_ x: Double, _ y: Double) -> String { String(format: "(%.1f, %.1f)", x, y) }
        return (1...moves).map { frame in
            let n = Double(frame), gap = 1 - pow(0.8, n)
            return "translation=\(pair(step.dx * n - 10 * step.dx / length, step.dy * n - 10 * step.dy / length)) "
                + "velocity=\(pair(60 * step.dx * gap, 60 * step.dy * gap))"
        }
    }

    /// The row swipe taking a finger that moves sideways: the table's scroll pan fails at once.
    private static func swipeTrace(step: Double, moves: Int) -> [String] {
        continuous("rowSwipe", after: [
            "listPan: possible → failed", "rowSwipe: possible → began",
            "scroll view content delay: possible → failed", "reorderPress: possible → failed",
        ], panDetails(step: Vector(dx: step, dy: 0), moves: moves))
    }

    /// The table's scroll pan taking a finger that moves up or down: the others fail.
    private static func scrollTrace(step: Double, moves: Int) -> [String] {
        continuous("listPan", after: [
            "listPan: possible → began", "scroll view content delay: possible → failed",
            "rowSwipe: possible → failed", "reorderPress: possible → failed",
        ], panDetails(step: Vector(dx: 0, dy: step), moves: moves))
    }

    /// Ten frames of 30 points to the right, and of 12 points to the left.
    private static let fullSwipe = swipeTrace(step: 30, moves: 10)
    private static let partSwipe = swipeTrace(step: -12, moves: 10)

    @Test("At rest: the hint as the header, then twelve tasks in 56-point rows with their separators; the table's recognizers named")
    func layoutAtRest() throws {
        let (scene, _, _) = try makeScene()
        let table = scene.controller.tableView!
        // The last row is below the screen: 64 + 11 × 56 = 680.
        #expect(shown(scene) == Array(List.initialTasks.dropLast()))
        #expect(scene.titles == List.initialTasks)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(table.contentSize == CGSize(width: 375, height: 12 * 56 + 64))
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame == CGRect(x: 0, y: 624, width: 375, height: 56))
        #expect(scene.hint.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
        #expect(table.visibleCells.allSatisfy { $0 is TaskCell && $0.reuseIdentifier == "task" })
        #expect((table.gestureRecognizers ?? []).map { $0.name ?? "?" } == ["listPan", "rowSwipe", "editingReorder", "reorderPress"])
        #expect(scene.controller.refreshControl.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        let svg = SceneSnapshot().svg(of: scene.window)
        for title in List.initialTasks.dropLast() {
            #expect(svg.contains(">\(title.replacingOccurrences(of: "'", with: "&apos;"))</text>"), "\(title)")
        }
        #expect(svg.contains(#"<g data-view="list""#))
        #expect(svg.components(separatedBy: #"data-view="task""#).count == 12)
        #expect(svg.contains(">Swipe a task · pull down to refresh</text>"))
        #expect(scene.events.isEmpty)
    }

    @Test("A quick tap on a task: the table's recognizers fail, the row gets the touch, is selected on the lift and deselected")
    func tapSelects() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        tap(driver, at: row(1))
        expectTrace(trace.lines, Self.tapTrace)
        #expect(scene.events == ["row 1 tapped: Call the bank selected, then deselected"])
        #expect(table.indexPathForSelectedRow == nil)
        driver.wait(0.5)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(table.contentOffset == .zero)
    }

    @Test("A full swipe to the right performs Done: the title gets its check and turns gray; a second one performs Undo")
    func fullSwipeDone() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        stroke(driver, from: row(0, x: 40), by: Vector(dx: 30, dy: 0), count: 10)
        expectTrace(trace.lines, Self.fullSwipe)
        #expect(scene.events == ["row 0 swiped: Buy milk", "Buy milk marked done", "row 0's actions closed"])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == "✓ Buy milk")
        #expect(cell.textLabel?.textColor == TaskCell.doneColor)
        #expect(cell.accessoryType == .checkmark)
        #expect(scene.controller.tasks[0] == { var task = List.Task(title: "Buy milk"); task.isDone = true; return task }())
        driver.wait(0.5)
        #expect(cell.contentView.frame.minX == 0)
        stroke(driver, from: row(0, x: 40), by: Vector(dx: 30, dy: 0), count: 10)
        driver.wait(0.5)
        #expect(scene.events.suffix(3) == ["row 0 swiped: Buy milk", "Buy milk marked not done", "row 0's actions closed"])
        #expect(cell.textLabel?.text == "Buy milk")
        #expect(cell.accessoryType == TaskCell.AccessoryType.none)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A swipe to the left part way opens Delete and Flag; a tap on Delete deletes the row and the rows below slide up")
    func swipeOpenDelete() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        let below = table.cellForRow(at: IndexPath(row: 4, section: 0))
        stroke(driver, from: row(3, x: 300), by: Vector(dx: -12, dy: 0), count: 10)
        expectTrace(trace.lines, Self.partSwipe)
        #expect(scene.events == ["row 3 swiped: Book the dentist", "row 3 swiped open: Delete and Flag showing"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.frame.minX == -148)
        driver.wait(0.5)
        trace.clear()
        tap(driver, at: row(3, x: 375 - 37))
        expectTrace(trace.lines, Array(Self.tapTrace.prefix(4)) + ["Delete.touchesBegan [1]", "Delete.touchesEnded [1]"])
        #expect(scene.events.suffix(2) == ["the swiped row is gone", "row 3 deleted: Book the dentist (11 tasks left)"])
        #expect(scene.titles == List.initialTasks.filter { $0 != "Book the dentist" })
        // The row that was below slides up into the gap over 0.3 s.
        #expect(below.map { describe($0.frame) } == "0.0,232.0 375.0×56.0")
        #expect(below?.layer.presentation().map { describe($0.frame) } == "0.0,288.0 375.0×56.0")
        driver.wait(0.5)
        #expect(below?.layer.presentation().map { describe($0.frame) } == "0.0,232.0 375.0×56.0")
        #expect(shown(scene) == scene.titles)
    }

    @Test("A tap on Flag flags the task: \"Flagged\" in orange under its title; the row closes")
    func swipeOpenFlag() throws {
        let (scene, _, driver) = try makeScene()
        let table = scene.controller.tableView!
        stroke(driver, from: row(2, x: 300), by: Vector(dx: -12, dy: 0), count: 10)
        driver.wait(0.5)
        tap(driver, at: row(2, x: 375 - 74 - 37))
        driver.wait(0.5)
        #expect(scene.events == [
            "row 2 swiped: Pay the electricity bill", "row 2 swiped open: Delete and Flag showing",
            "Pay the electricity bill flagged", "row 2's actions closed",
        ])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.detailTextLabel?.text == "Flagged")
        #expect(cell.detailTextLabel?.textColor == .systemOrange)
        #expect(cell.contentView.frame.minX == 0)
        #expect(scene.controller.tasks[2].isFlagged)
    }

    @Test("Pulling the list down past its top refreshes it mid-drag: a new task at the top, the control ended, the list back at its top")
    func pullToRefresh() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        stroke(driver, from: Point(x: 187, y: 150), by: Vector(dx: 0, dy: 10), count: 30)
        expectTrace(trace.lines, Self.scrollTrace(step: 10, moves: 30))
        #expect(scene.events == [
            "refreshed: Reply to Sam's email arrived at the top (13 tasks)",
            "list let go at y -128.7, 599.3 pt/s",
        ])
        #expect(!scene.controller.refreshControl.isRefreshing)
        #expect(table.adjustedContentInset.top == 0)
        driver.wait(1)
        #expect(table.contentOffset == .zero)
        #expect(scene.titles == ["Reply to Sam's email"] + List.initialTasks)
        // Thirteen rows: the last two are below the screen now.
        #expect(shown(scene) == ["Reply to Sam's email"] + List.initialTasks.prefix(10))
    }

    @Test("A task held half a second lifts; dragged down two rows it moves row by row; the lift sets it down; nothing scrolls or selects")
    func holdAndMove() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        let held = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        driver.down(1, at: row(2))
        driver.wait(0.6)
        #expect(scene.events == ["row 2 lifted: Pay the electricity bill"])
        driver.wait(0.2)
        #expect(held.transform == CGAffineTransform(scaleX: 1.05, y: 1.05))
        #expect(held.alpha == List.liftedAlpha)
        for index in 1...14 {
            driver.wait(1.0 / 60)
            driver.move(1, to: row(2) + Vector(dx: 0, dy: 8 * Double(index)))
        }
        driver.wait(0.3)
        // Still lifted over its new place, its own size: scaled, not squeezed into the row.
        #expect(held.bounds.size == CGSize(width: 375, height: 56))
        #expect(describe(held.frame) == "-9.4,286.6 393.8×58.8")
        driver.wait(1.0 / 60)
        driver.up(1)
        driver.wait(0.5)
        #expect(scene.events == [
            "row 2 lifted: Pay the electricity bill",
            "Pay the electricity bill moved from row 2 to row 3",
            "Pay the electricity bill moved from row 3 to row 4",
            "Pay the electricity bill set down at row 4",
        ])
        // The row gets the touch after the content-touch delay; the press, beginning at 0.5 s,
        // excludes the pans and cancels it.
        expectTrace(trace.lines, Self.continuous("reorderPress", after: [
            "scroll view content delay: possible → failed", "taskContent.touchesBegan [1]", "reorderPress: possible → began",
            "listPan: possible → failed", "rowSwipe: possible → failed",
        ], (0...14).map { "at (150.0, \(204 + 8 * $0).0)" }, afterBegan: ["taskContent.touchesCancelled [1]"]))
        #expect(held.transform == .identity && held.alpha == 1)
        #expect(describe(held.frame) == "0.0,288.0 375.0×56.0")
        #expect(scene.titles == ["Buy milk", "Call the bank", "Book the dentist", "Water the plants", "Pay the electricity bill"]
                    + List.initialTasks.dropFirst(5))
        #expect(shown(scene) == Array(scene.titles.dropLast()))
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("A vertical fling is the list's: it scrolls to its end and rests there; the long press and the swipe fail")
    func verticalScroll() throws {
        let (scene, trace, driver) = try makeScene()
        let table = scene.controller.tableView!
        stroke(driver, from: Point(x: 187, y: 500), by: Vector(dx: 0, dy: -20), count: 6)
        expectTrace(trace.lines, Self.scrollTrace(step: -20, moves: 6))
        driver.wait(2)
        #expect(scene.events == ["list let go at y 90.8, -885.4 pt/s"])
        #expect(table.contentOffset == CGPoint(x: 0, y: 736 - 667))
        #expect(scene.titles == List.initialTasks)
    }
}

