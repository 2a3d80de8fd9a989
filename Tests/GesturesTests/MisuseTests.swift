import Gestures
import GestureTesting
import Testing

/// API calls UIKit leaves undefined or calls programmer errors: each gets a defined outcome and,
/// where it is a mistake, a reported diagnostic.
@MainActor
@Suite("Misuse of the API has a defined outcome")
struct MisuseTests {
    /// UIKit keeps a recognizer on one view at a time; attaching it to a second one moves it. Within
    /// one window a gesture under way goes on there, with its touches (pinch-to-zoom libraries rely
    /// on it); attached to a view outside the window, it is cancelled.
    @Test("A recognizer attached to a second view moves there: its gesture goes on in the window, ends outside it")
    func attachedToTwoViews() {
        let scene = Scene(decisions: true)
        let first = scene.view("first", Rect(x: 0, y: 0, width: 150, height: 150))
        let second = scene.view("second", Rect(x: 160, y: 0, width: 150, height: 150))
        let outside = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let drag = scene.attach(TestDrag(name: "drag"), to: first)
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        second.addGestureRecognizer(drag)
        second.addGestureRecognizer(drag)  // a second time: nothing changes
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        scene.driver.down(2, at: pt(200, 50))
        scene.driver.move(2, to: pt(230, 50))
        outside.addGestureRecognizer(drag)
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "first.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "first.touchesCancelled [1]",
            "drag: began → changed",
            "drag: action changed at (90.0, 50.0)",
            "drag: changed → ended",
            "drag: action ended at (90.0, 50.0)",
            "second.touchesBegan [2]",
            "drag: possible → began",
            "drag: action began at (230.0, 50.0)",
            "second.touchesCancelled [2]",
            "# drag cancelled: removed from its view",
            "drag: began → cancelled",
            "drag: action cancelled at (230.0, 50.0)",
        ])
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers == nil)
        #expect(outside.gestureRecognizers?.map(\.name) == ["drag"])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    /// Which recognizers see a touch is settled when it lands (as in UIKit): one added to the
    /// touched view mid-gesture sees only later touches.
    @Test("A recognizer added mid-gesture ignores the touches already down and gets the next ones")
    func addedMidGesture() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = true
        scene.driver.down(1, at: pt(50, 50))
        let drag = scene.attach(TestDrag(name: "late"), to: box)
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.down(2, at: pt(100, 100))
        scene.driver.move(2, to: pt(130, 100))
        scene.driver.up(2)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "box.touchesBegan [2]",
            "late: possible → began",
            "late: action began at (130.0, 100.0)",
            "box.touchesCancelled [2]",
            "late: began → ended",
            "late: action ended at (130.0, 100.0)",
            "box.touchesEnded [1]",
        ])
        #expect(drag.state == .possible)
    }

    /// After its gesture a recognizer answers to the window its view is in, not to the window it
    /// was used in: once the view has left, a state assigned from code is not arbitrated there
    /// (no action), it is reported as outside any window (through
    /// `GestureEngine.detachedDiagnosticsHandler`) and the recognizer starts over.
    @Test("A state assigned after the recognizer's view left its window sends no action there")
    func assignedAfterViewLeft() {
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        var actions: [GestureRecognizer.State] = []
        drag.addAction { actions.append($0.state) }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        box.removeFromSuperview()
        drag.state = .ended
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (80.0, 50.0)",
            "drag: reset",
        ])
        #expect(actions == [.began, .ended])
        #expect(drag.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("require(toFail:) with itself and location(ofTouch:) out of range are reported and harmless")
    func selfRequirementAndBadTouchIndex() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        var outOfRange: [Point] = []
        drag.require(toFail: drag)
        drag.addAction { recognizer in
            outOfRange.append(recognizer.location(ofTouch: 5, in: nil))
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "# misuse: drag.require(toFail: self) ignored",
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "# misuse: drag.location(ofTouch: 5) with 1 touches",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (80.0, 50.0)",
            "# misuse: drag.location(ofTouch: 5) with 0 touches",
        ])
        // The out-of-range index reads as the centroid, as `location(in:)` would.
        #expect(outOfRange == [pt(80, 50), pt(80, 50)])
    }
}

extension MisuseTests {
    /// App code that sets a recognizer running with no touch on it: with nothing that could ever
    /// end it, the engine cancels it in the same pass (its targets hear `began`, then `cancelled`)
    /// and it resets, as a recognizer whose touches all ended while it ran does.
    @Test("A recognizer set to began from app code with no touches begins, then is cancelled and resets")
    func beganWithoutTouches() {
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        var seen: [GestureRecognizer.State] = []
        drag.addAction { seen.append($0.state) }
        drag.state = .began
        expectTrace(scene.trace.lines, [
            "drag: possible → began",
            "# drag cancelled: still running with no touches",
            "drag: began → cancelled",
            "drag: action began at (0.0, 0.0)",
            "drag: action cancelled at (0.0, 0.0)",
            "drag: reset",
        ])
        #expect(seen == [.began, .cancelled])
        #expect(drag.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
        // The next real gesture is not affected.
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        #expect(seen == [.began, .cancelled, .began, .ended])
    }
}
