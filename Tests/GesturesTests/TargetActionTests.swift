import Gestures
import GestureTesting
import Testing

@MainActor
final class Controller {
    var calls: [String] = []
    func handleTap(_ tap: TestTap) { calls.append("handleTap \(tap.state)") }
    func handleAny(_ recognizer: GestureRecognizer) { calls.append("handleAny \(recognizer.state)") }
    func handleNothing() { calls.append("handleNothing") }
    func handleDrag(_ drag: TestDrag) { calls.append("handleDrag") }
}

/// A target that lets go of itself from its own action (`release` drops the last reference to it).
final class LettingGo {
    final class Log { var lines: [String] = [] }
    let log: Log
    var release: () -> Void = {}
    init(log: Log) { self.log = log }
    func handle() {
        release()
        log.lines.append("handled after letting go")
    }
    deinit { log.lines.append("freed") }
}

@MainActor
@Suite("Target–action")
struct TargetActionTests {
    @Test("Method references with a typed parameter, a base-class parameter and none, in the order added")
    func methodReferences() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller()
        let tap = TestTap(target: controller, action: Controller.handleTap)
        tap.addTarget(controller, action: Controller.handleAny)
        tap.addTarget(controller, action: Controller.handleNothing)
        scene.attach(tap, to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(controller.calls == ["handleTap ended", "handleAny ended", "handleNothing"])
    }

    @Test("A target is held weakly: once it is gone, its actions are skipped")
    func weakTarget() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        var controller: Controller? = Controller()
        weak let weakController = controller
        let tap = TestTap(target: controller!, action: Controller.handleTap)
        // Both shapes of method: the pairs' closures take the target as loaded, never nil.
        tap.addTarget(controller!, action: Controller.handleNothing)
        var closureCalls = 0
        tap.addAction { _ in closureCalls += 1 }
        scene.attach(tap, to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(controller?.calls == ["handleTap ended", "handleNothing"])
        #expect(closureCalls == 1)
        controller = nil
        #expect(weakController == nil)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(closureCalls == 2)
    }

    @Test("A target that lets go of itself in its own action lives until the action returns, then is skipped")
    func targetLetsGoOfItself() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let log = LettingGo.Log()
        var holder: LettingGo? = LettingGo(log: log)
        holder!.release = { holder = nil }
        let tap = TestTap(name: "tap")
        tap.addTarget(holder!, action: LettingGo.handle)
        var closureCalls = 0
        tap.addAction { _ in closureCalls += 1 }
        scene.attach(tap, to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        // The action read its target (a retain for the length of the call): freed after it.
        #expect(holder == nil)
        #expect(log.lines == ["handled after letting go", "freed"])
        #expect(closureCalls == 1)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(log.lines == ["handled after letting go", "freed"])
        #expect(closureCalls == 2)
    }

    @Test("While actions are sent, a pair removed is not called again and one added is heard in the same sending")
    func changedWhileSending() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let tap = TestTap(name: "tap")
        scene.attach(tap, to: box)
        var log: [String] = []
        var second: ActionToken?
        var third: ActionToken?
        var addedLate = false
        tap.addAction { tap in
            log.append("first")
            if let second { tap.removeAction(second) }
            if !addedLate {
                addedLate = true
                tap.addAction { _ in log.append("late") }
            }
        }
        second = tap.addAction { _ in log.append("second") }
        third = tap.addAction { tap in
            log.append("third")
            if let third { tap.removeAction(third) }
        }
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(log == ["first", "third", "late"])
        scene.driver.wait(1)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(log == ["first", "third", "late", "first", "late"])
    }

    @Test("An action whose parameter is another recognizer class is not called, and that is reported")
    func mismatchedType() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller()
        let tap = TestTap(name: "tap")
        tap.addTarget(controller, action: Controller.handleDrag)
        scene.attach(tap, to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(controller.calls == [])
        #expect(scene.trace.lines.contains("# misuse: tap action expects TestDrag; not called"))
    }

    @Test("removeTarget removes a target's actions; removeTarget(nil) removes all; removeAction one closure")
    func removing() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller()
        let tap = TestTap(name: "tap")
        scene.attach(tap, to: box)
        var log: [String] = []
        let first = tap.addAction { _ in log.append("first") }
        tap.addAction { _ in log.append("second") }
        tap.addTarget(controller, action: Controller.handleTap)
        tap.removeAction(first)
        tap.removeTarget(controller)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(log == ["second"])
        #expect(controller.calls == [])
        tap.removeTarget(nil)
        scene.driver.down(2, at: pt(10, 10))
        scene.driver.up(2)
        #expect(log == ["second"])
    }

    @Test("Closure actions see the recognizer's own class")
    func typedClosure() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let tap = scene.attach(TestTap(name: "tap", taps: 1), to: box)
        var taps: [Int] = []
        tap.addAction { (recognizer: TestTap) in taps.append(recognizer.taps) }
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(taps == [1])
    }

    /// Actions go out once the event has been processed, not per assignment: a recognizer that
    /// moves to `.changed` twice in one event (by its own touch method, then by another
    /// recognizer's) makes two transitions and gets one action.
    @Test("Repeated changed transitions within one event share one action")
    func repeatedChangedShareAnAction() {
        final class Follower: GestureRecognizer {
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                state = state == .possible ? .began : .changed
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        /// Runs after the follower in each event and nudges it once more.
        final class Nudger: GestureRecognizer {
            weak var follower: GestureRecognizer?
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                if follower?.state == .changed { follower?.state = .changed }
            }
        }
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let follower = scene.attach(Follower(), to: box)
        follower.name = "follower"
        let nudger = scene.attach(Nudger(), to: box)
        nudger.name = "nudger"
        nudger.follower = follower
        let delegate = TestDelegate()
        delegate.simultaneous = true
        nudger.delegate = delegate
        var actions = 0
        follower.addAction { _ in actions += 1 }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(60, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "follower: possible → began",
            "follower: action began at (60.0, 50.0)",
            "box.touchesCancelled [1]",
            "follower: began → changed",
            "follower: changed → changed",
            "follower: action changed at (70.0, 50.0)",
            "follower: changed → ended",
            "nudger: possible → failed",  // undecided when its touch lifted
            "follower: action ended at (70.0, 50.0)",
        ])
        #expect(actions == 3)
    }

    @Test("The recognizer does not keep its view alive")
    func doesNotRetainView() {
        let tap = TestTap(name: "tap")
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(tap)
            #expect(tap.view === view)
        }
        #expect(tap.view == nil)
    }
}
