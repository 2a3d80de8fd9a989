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

    @Test("Views and touches kept after their window is freed read no window; a new window adopts the views")
    func keptAfterWindow() {
        final class KeepingWindow: Window {
            var kept: [Touch] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { kept.append(contentsOf: touches) }
        }
        weak var weakWindow: Window?
        let survivor = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        survivor.addSubview(child)
        var touch: Touch?
        do {
            let window = KeepingWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            window.addSubview(survivor)
            let driver = TouchDriver(window: window)
            driver.down(1, at: pt(200, 300))  // on the window itself
            driver.up(1)
            touch = window.kept.first
            #expect(touch?.view === window)
            #expect(touch?.window === window)
            #expect(survivor.window === window && child.window === window)
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(survivor.superview == nil)
        #expect(survivor.window == nil && child.window == nil)
        #expect(touch?.view == nil && touch?.window == nil)
        let second = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        second.addSubview(survivor)
        #expect(survivor.window === second && child.window === second)
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

    @Test("A recognizer's view is held while it takes part in a gesture: let go of from its own action, it lives to the end of that pass")
    func viewHeldForItsGesture() {
        let scene = Scene()
        let drag = TestDrag(name: "drag")
        weak var weakPanel: View?
        weak var weakButton: View?
        var heard: [String] = []
        do {
            // The finger lands on the button, which its touch holds; the drag is on the panel
            // around it, which only the window holds (a view does not hold its superview).
            let panel = scene.view("panel", Rect(x: 0, y: 0, width: 200, height: 200))
            weakButton = scene.view("button", Rect(x: 20, y: 20, width: 100, height: 100), in: panel)
            weakPanel = panel
            scene.attach(drag, to: panel)
        }
        drag.addAction { drag in
            guard drag.state == .changed else { return }
            drag.view?.removeFromSuperview()
            heard.append("after removal: " + (weakPanel.map { "alive, in a window: \($0.window != nil)" } ?? "freed"))
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.move(1, to: pt(90, 50))
        heard.append("after the pass: panel " + (weakPanel == nil ? "freed" : "alive")
                     + ", button " + (weakButton == nil ? "freed" : "alive"))
        scene.driver.up(1)
        heard.append("after the lift: button " + (weakButton == nil ? "freed" : "alive"))
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "button.touchesCancelled [1]",
            "drag: began → changed",
            "drag: action changed at (90.0, 50.0)",
            "drag: changed → cancelled",
            "drag: action cancelled at (90.0, 50.0)",
        ])
        #expect(heard == [
            "after removal: alive, in a window: false",
            "after the pass: panel freed, button alive",
            "after the lift: button freed",
        ])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("A window let go with a finger down on the window itself is freed")
    func windowFreedWithFingerDown() {
        weak var weakWindow: Window?
        do {
            let scene = Scene()
            weakWindow = scene.window
            scene.driver.down(1, at: pt(20, 60))
            expectTrace(scene.trace.lines, ["window.touchesBegan [1]"])
        }
        #expect(weakWindow == nil)
    }

    @Test("A window let go with a finger down on a view whose recognizer tracks it: all are freed")
    func windowFreedWithRecognizerTracking() {
        weak var weakWindow: Window?
        weak var weakBox: View?
        weak var weakDrag: GestureRecognizer?
        do {
            let scene = Scene()
            let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
            let drag = scene.attach(TestDrag(name: "drag"), to: box)
            (weakWindow, weakBox, weakDrag) = (scene.window, box, drag)
            scene.driver.down(1, at: pt(50, 50))
            scene.driver.move(1, to: pt(80, 50))
            expectTrace(scene.trace.lines, [
                "box.touchesBegan [1]",
                "drag: possible → began",
                "drag: action began at (80.0, 50.0)",
                "box.touchesCancelled [1]",
            ])
        }
        // The recognizer held the touch, the touch its view, the view the recognizer.
        #expect(weakWindow == nil)
        #expect(weakBox == nil)
        #expect(weakDrag == nil)
    }

    @Test("A recognizer keeps neither its delegate nor its target: freed, they read nil and are not heard again")
    func delegateAndTargetNotKept() {
        final class Controller: GestureRecognizerDelegate {
            var heard: [String] = []
            func handle(_ recognizer: TestDrag) { heard.append("\(recognizer.name ?? "?") \(recognizer.state)") }
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
                heard.append("simultaneous \(gestureRecognizer.name ?? "?") \(other.name ?? "?")")
                return true
            }
        }
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let first = scene.attach(TestDrag(name: "first"), to: box)
        let second = scene.attach(TestDrag(name: "second"), to: box)
        var controller: Controller? = Controller()
        weak let weakController = controller
        for drag in [first, second] {
            drag.delegate = controller
            drag.addTarget(controller!, action: Controller.handle)
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.move(1, to: pt(80, 50))
        // Both run together, as the delegate allows, and each action reaches the target.
        #expect(controller!.heard == ["simultaneous first second", "simultaneous first second", "first began",
                                      "second began", "first changed", "second changed"])
        controller = nil
        #expect(weakController == nil)
        #expect(first.delegate == nil && second.delegate == nil)
        // The gesture under way goes on, its actions sent to no one (the trace below hears them).
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        #expect(first.state == .possible && second.state == .possible)
        // The next one is decided as without a delegate: the first to recognize excludes the other.
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "first: possible → began",
            "second: possible → began",
            "first: action began at (70.0, 50.0)",
            "second: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "first: began → changed",
            "second: began → changed",
            "first: action changed at (80.0, 50.0)",
            "second: action changed at (80.0, 50.0)",
            "first: changed → changed",
            "second: changed → changed",
            "first: action changed at (90.0, 50.0)",
            "second: action changed at (90.0, 50.0)",
            "first: changed → ended",
            "second: changed → ended",
            "first: action ended at (90.0, 50.0)",
            "second: action ended at (90.0, 50.0)",
            "box.touchesBegan [1]",
            "first: possible → began",
            "second: possible → failed",
            "first: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "first: began → ended",
            "first: action ended at (70.0, 50.0)",
        ])
    }

    @Test("A window let go while delegates make two recognizers wait for each other: both are freed")
    func windowFreedWithDynamicRequirements() {
        weak var weakFirst: GestureRecognizer?
        weak var weakSecond: GestureRecognizer?
        let delegate = RequireFailure()
        do {
            let scene = Scene()
            let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
            let first = scene.attach(Puppet(name: "first"), to: box)
            let second = scene.attach(Puppet(name: "second"), to: box)
            first.delegate = delegate
            second.delegate = delegate
            (weakFirst, weakSecond) = (first, second)
            scene.driver.down(1, at: pt(50, 50))
            first.state = .began
            second.state = .began
            expectTrace(scene.trace.lines, [
                "box.touchesBegan [1]",
                "first: possible → began",
                "second: possible → failed",
                "first: action began at (50.0, 50.0)",
                "box.touchesCancelled [1]",
            ])
        }
        // Each held the other among the recognizers its delegate made it wait for.
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
    }

    @Test("An engine kept after its window was freed reports its input as dropped")
    func engineOutlivesWindow() {
        var lines: [String] = []
        weak var weakWindow: Window?
        let engine: GestureEngine
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            weakWindow = window
            engine = window.engine
            engine.addObserver { lines.append($0.line) }
            engine.handle(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: pt(20, 60))]))
        }
        #expect(weakWindow == nil)
        engine.handle(InputEvent(timestamp: 0.1, touches: [TouchInput(id: 1, phase: .moved, location: pt(30, 60))]))
        engine.handle(InputEvent(timestamp: 0.2, touches: [TouchInput(id: 2, phase: .began, location: pt(40, 60))]))
        expectTrace(lines, [
            "Window.touchesBegan [1]",
            "input: the engine's window was freed; an event of 1 touch sample dropped",
            "input: the engine's window was freed; an event of 1 touch sample dropped",
        ])
    }

    @Test("An engine whose window is gone runs no more passes: a pending timer delivers nothing")
    func noPassAfterWindowGone() {
        var lines: [String] = []
        let engine: GestureEngine
        let clock: ManualClock
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            (engine, clock) = (window.engine, window.clock as! ManualClock)
            engine.addObserver { lines.append($0.line) }
            let box = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            box.accessibilityIdentifier = "box"
            window.addSubview(box)
            let double = TapGestureRecognizer()
            double.name = "double"
            double.numberOfTapsRequired = 2
            box.addGestureRecognizer(double)
            engine.handle(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: pt(50, 50))]))
            engine.handle(InputEvent(timestamp: 0.1, touches: [TouchInput(id: 1, phase: .ended, location: pt(50, 50))]))
        }
        // The double tap waits for a second tap, on a timer, holding the lift from the box.
        clock.advance(by: 1)
        expectTrace(lines, [
            "double engaged",
            "box.touchesBegan [1]",
        ])
    }

    @Test("A timer's action that sends a touch and then lets the window go: the touch is dropped and reported")
    func timerActionFreesWindow() {
        var window: Window? = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        weak let weakWindow = window
        let engine = window!.engine
        let clock = window!.clock as! ManualClock
        var lines: [String] = []
        engine.addObserver { lines.append($0.line) }
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window!.addSubview(box)
        let press = LongPressGestureRecognizer()
        press.name = "press"
        window!.addGestureRecognizer(press)
        press.addAction { recognizer in
            lines.append("press action \(recognizer.state)")
            guard recognizer.state == .began else { return }
            window?.sendEvent(InputEvent(timestamp: clock.now, touches: [TouchInput(id: 2, phase: .began, location: pt(50, 50))]))
            window = nil
        }
        engine.handle(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: pt(20, 20))]))
        clock.advance(by: 1)
        #expect(weakWindow == nil)
        engine.handle(InputEvent(timestamp: 1.1, touches: [TouchInput(id: 1, phase: .ended, location: pt(20, 20))]))
        expectTrace(lines, [
            "press engaged",
            "View.touchesBegan [1]",
            "press possible → began",
            "press action (began)",
            "press action began",
            "View.touchesCancelled [1]",
            "input: the engine's window was freed; an event of 1 touch sample dropped",
            "input: the engine's window was freed; an event of 1 touch sample dropped",
        ])
    }
}

/// A delegate that makes its recognizer wait for every other recognizer to fail.
@MainActor
private final class RequireFailure: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool { true }
}
