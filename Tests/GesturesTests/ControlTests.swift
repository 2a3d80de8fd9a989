import Gestures
import GestureTesting
import Testing
import GesturesToolkit

/// Notes every control event of `control` in the trace as `name: event`.
@MainActor
func recordEvents(of control: Control, as name: String, in trace: TraceRecorder) {
    let events: [ControlEvents] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
    ]
    for event in events {
        control.addAction(for: event) { control in
            trace.note("\(name): \(event.name) highlighted=\(control.isHighlighted)")
        }
    }
}

@MainActor
@Suite("Controls: tracking, control events, and the overlap rule with recognizers")
struct ControlTests {
    private func buttonScene() -> (Scene, Button) {
        let scene = Scene()
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        button.accessibilityIdentifier = "button"
        scene.window.addSubview(button)
        recordEvents(of: button, as: "button", in: scene.trace)
        return (scene, button)
    }

    @Test("A method-reference target hears its events while alive; freed, it is skipped; removed, it is not called")
    func methodReferenceTargets() {
        @MainActor final class Listener {
            let name: String
            let log: LettingGo.Log
            init(_ name: String, log: LettingGo.Log) { self.name = name; self.log = log }
            func tapped(_ control: Control) { log.lines.append("\(name) tapped, tracking=\(control.isTracking)") }
        }
        let scene = Scene()
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 44))
        scene.window.addSubview(button)
        let log = LettingGo.Log()
        let kept = Listener("kept", log: log)
        var freed: Listener? = Listener("freed", log: log)
        weak let weakFreed = freed
        let removed = Listener("removed", log: log)
        button.addTarget(kept, action: Listener.tapped, for: .touchUpInside)
        button.addTarget(freed!, action: Listener.tapped, for: .touchUpInside)
        button.addTarget(removed, action: Listener.tapped, for: .touchUpInside)
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        #expect(log.lines == ["kept tapped, tracking=false", "freed tapped, tracking=false", "removed tapped, tracking=false"])
        freed = nil
        #expect(weakFreed == nil)
        button.removeTarget(removed, for: .touchUpInside)
        scene.driver.wait(1)
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        #expect(log.lines.dropFirst(3) == ["kept tapped, tracking=false"])
    }

    @Test("A tap on a button: touchDown, then touchUpInside and its primary action")
    func tap() {
        let (scene, button) = buttonScene()
        scene.driver.down(1, at: pt(150, 120))
        #expect(button.isTracking && button.isTouchInside && button.isHighlighted)
        scene.driver.wait(0.05)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "button.touchesEnded [1]",
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
        ])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("Dragging out past the 70-point tolerance and back: exit, enter, and a lift outside")
    func dragOutAndBack() {
        let (scene, _) = buttonScene()
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.move(1, to: pt(260, 120))   // 60 pt right of the bounds: still inside
        scene.driver.move(1, to: pt(280, 120))   // 80 pt: outside
        scene.driver.move(1, to: pt(290, 120))
        scene.driver.move(1, to: pt(200, 160))   // back inside
        scene.driver.up(1, at: pt(150, 300))     // lifted far below, with no move first
        // A move that crosses the edge makes two events at once, sent as UIKit does: one pass over
        // the actions in the order they were added, here the events' bit order (recordEvents), so
        // touchDragOutside comes before touchDragExit and touchDragInside before touchDragEnter.
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "button.touchesMoved [1]",
            "button: touchDragInside highlighted=true",
            "button.touchesMoved [1]",
            "button: touchDragOutside highlighted=false",
            "button: touchDragExit highlighted=false",
            "button.touchesMoved [1]",
            "button: touchDragOutside highlighted=false",
            "button.touchesMoved [1]",
            "button: touchDragInside highlighted=true",
            "button: touchDragEnter highlighted=true",
            "button.touchesEnded [1]",
            "button: touchUpOutside highlighted=false",
        ])
    }

    @Test("A tap recognizer on the superview over a button: the button's tap wins (Apple's overlap rule)")
    func overlapButtonWins() {
        let (scene, _) = buttonScene()
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        scene.attach(tap, to: scene.window)
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "tap: possible → failed",
            "button.touchesEnded [1]",
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
        ])
    }

    @Test("A tap recognizer on the superview over a plain view: the recognizer wins and cancels the view's touch")
    func overlapPlainViewLoses() {
        let scene = Scene()
        scene.view("plain", Rect(x: 100, y: 100, width: 100, height: 44))
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        scene.attach(tap, to: scene.window)
        tap.addAction { _ in }
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "plain.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (150.0, 120.0) touches=1",
            "plain.touchesCancelled [1]",
        ])
    }

    @Test("The overlap rule leaves alone a double tap, a two-finger tap and a tap on the button itself")
    func overlapScope() {
        let (scene, button) = buttonScene()
        let double = TapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        scene.attach(double, to: scene.window)
        let own = TapGestureRecognizer()
        own.name = "own"
        scene.attach(own, to: button)
        own.addAction { _ in }
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "own: possible → ended",
            "own: action ended at (150.0, 120.0) touches=1",
            "button.touchesCancelled [1]",
            "button: touchCancel highlighted=false",
        ])
        #expect(double.state == .possible)
    }

    @Test("A button removed from inside its own touchUpInside action: no crash, later actions not sent, reported")
    func removedInsideAction() {
        let (scene, button) = buttonScene()
        var misuses: [String] = []
        scene.window.engine.addObserver { diagnostic in
            if case let .misuse(text) = diagnostic.event { misuses.append(text) }
        }
        button.addAction(for: .touchUpInside) { control in control.removeFromSuperview() }
        button.addAction(for: .primaryActionTriggered) { _ in scene.trace.note("button: added after the removal") }
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        scene.driver.down(2, at: pt(150, 120))
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "button.touchesEnded [1]",
            // The lift's events go in one pass in the order the actions were added (UIKit's
            // rule): the logs of touchUpInside and primaryActionTriggered, then the removal; the
            // action added after it is not sent from outside the window.
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
            "window.touchesBegan [2]",
            "window.touchesEnded [2]",
        ])
        #expect(misuses == [
            "button left its window inside one of its actions; the later actions for touchUpInside+primaryActionTriggered are not sent",
        ])
        #expect(button.superview == nil && !button.isTracking)
    }

    @Test("A segmented control: a tap selects the segment under the finger and sends valueChanged once")
    func segments() {
        let scene = Scene()
        let segments = SegmentedControl(frame: Rect(x: 0, y: 0, width: 300, height: 40), numberOfSegments: 3)
        segments.accessibilityIdentifier = "segments"
        scene.window.addSubview(segments)
        recordEvents(of: segments, as: "segments", in: scene.trace)
        scene.driver.down(1, at: pt(250, 20))
        scene.driver.up(1)
        scene.driver.wait(1)
        scene.driver.down(2, at: pt(260, 20))
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "segments.touchesBegan [1]",
            "segments: touchDown highlighted=true",
            "segments.touchesEnded [1]",
            "segments: valueChanged highlighted=false",
            "segments: touchUpInside highlighted=false",
            "segments.touchesBegan [2]",
            "segments: touchDown highlighted=true",
            "segments.touchesEnded [2]",
            "segments: touchUpInside highlighted=false",
        ])
        #expect(segments.selectedSegmentIndex == 2)
    }

    @Test("A segmented control removed in its own valueChanged sends no touchUpInside from outside the window; index 1000 is refused")
    func segmentsRemovedInValueChanged() {
        let scene = Scene()
        let segments = SegmentedControl(frame: Rect(x: 0, y: 0, width: 300, height: 40), numberOfSegments: 3)
        segments.accessibilityIdentifier = "segments"
        scene.window.addSubview(segments)
        recordEvents(of: segments, as: "segments", in: scene.trace)
        var misuses: [String] = []
        scene.window.engine.addObserver { diagnostic in
            if case let .misuse(text) = diagnostic.event { misuses.append(text) }
        }
        segments.selectedSegmentIndex = 1000
        segments.addAction(for: .valueChanged) { control in control.removeFromSuperview() }
        scene.driver.down(1, at: pt(250, 20))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "segments.touchesBegan [1]",
            "segments: touchDown highlighted=true",
            "segments.touchesEnded [1]",
            "segments: valueChanged highlighted=false",
        ])
        #expect(misuses == [
            "segments: selectedSegmentIndex 1000 names no segment (there are 3); it stays -1",
            "segments left its window inside endTracking(_:with:) or an action it sent; the lift's control events are not sent",
        ])
        #expect(segments.selectedSegmentIndex == 2 && !segments.isTracking)
    }

    @Test("A disabled control tracks nothing and sends nothing")
    func disabled() {
        let (scene, button) = buttonScene()
        button.isEnabled = false
        scene.driver.down(1, at: pt(150, 120))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, ["button.touchesBegan [1]", "button.touchesEnded [1]"])
        #expect(!button.isHighlighted)
    }
}
