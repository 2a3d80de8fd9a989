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
        var closureCalls = 0
        tap.addAction { _ in closureCalls += 1 }
        scene.attach(tap, to: box)
        controller = nil
        #expect(weakController == nil)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)
        #expect(closureCalls == 1)
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
