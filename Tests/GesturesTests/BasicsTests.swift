import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Basic recognition")
struct BasicsTests {
    @Test("A discrete recognizer recognizes at lift and cancels the touch in its view")
    func tapRecognizes() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        scene.attach(TestTap(name: "tap"), to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.wait(0.1)
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
        ])
    }

    @Test("A continuous recognizer goes began, changed…, ended, and the view's touches are cancelled at began")
    func dragRuns() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(TestDrag(name: "drag"), to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(55, 50))
        scene.driver.move(1, to: pt(62, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "drag: possible → began",
            "drag: action began at (62.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → changed",
            "drag: action changed at (70.0, 50.0)",
            "drag: changed → ended",
            "drag: action ended at (70.0, 50.0)",
        ])
    }

    @Test("A recognizer that fails leaves the view its whole touch sequence")
    func failureLeavesTouches() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(TestTap(name: "tap"), to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "tap: possible → failed",
            "box.touchesMoved [1]",
            "box.touchesMoved [1]",
            "box.touchesEnded [1]",
        ])
    }

    @Test("After the gesture every recognizer is back to possible and the engine holds nothing")
    func resetsAfterwards() {
        let scene = Scene(resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        let drag = scene.attach(TestDrag(name: "drag"), to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        #expect(tap.state == .possible)
        #expect(drag.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
        #expect(scene.window.engine.activeTouches.isEmpty)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "drag: possible → failed",
            "tap: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
            "tap: reset",
            "drag: reset",
        ])
    }
}
