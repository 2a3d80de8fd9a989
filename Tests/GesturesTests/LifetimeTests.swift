import Gestures
import GestureTesting
import Testing

/// What the engine keeps alive: touches hold the view they landed on, the window owns its engine,
/// so anything the engine keeps past a gesture would keep views (and the window) alive forever.
@MainActor
@Suite("Lifetimes: nothing outlives its gesture")
struct LifetimeTests {
    @Test("A window whose own area was touched is freed once let go")
    func windowTouchedDirectly() {
        weak var weakWindow: Window?
        do {
            let scene = Scene()
            let offstage = scene.view("offstage", Rect(x: -20, y: -20, width: 0, height: 0))
            scene.attach(TestDrag(name: "drag"), to: offstage)
            weakWindow = scene.window
            scene.driver.down(1, at: pt(20, 60))
            scene.driver.up(1)
            // The window itself is the hit view; nothing else hears of the touch.
            expectTrace(scene.trace.lines, [
                "window.touchesBegan [1]",
                "window.touchesEnded [1]",
            ])
        }
        #expect(weakWindow == nil)
    }

    @Test("A view removed after its gesture is freed while its window and recognizer live on")
    func removedViewAfterGesture() {
        let scene = Scene()
        let drag = TestDrag(name: "drag")
        weak var weakBox: View?
        do {
            let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
            weakBox = box
            scene.attach(drag, to: box)
            scene.driver.down(1, at: pt(50, 50))
            scene.driver.move(1, to: pt(70, 50))
            scene.driver.up(1)
            box.removeFromSuperview()
        }
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (70.0, 50.0)",
        ])
        #expect(weakBox == nil)
        #expect(drag.view == nil)
        #expect(drag.state == .possible)
    }

    @Test("A view removed mid-gesture is freed once its finger lifts")
    func removedViewMidGesture() {
        let scene = Scene()
        let drag = TestDrag(name: "drag")
        weak var weakBox: View?
        do {
            let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
            weakBox = box
            scene.attach(drag, to: box)
            scene.driver.down(1, at: pt(50, 50))
            scene.driver.move(1, to: pt(70, 50))
            box.removeFromSuperview()
        }
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → cancelled",
            "drag: action cancelled at (70.0, 50.0)",
        ])
        #expect(weakBox == nil)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }
}
