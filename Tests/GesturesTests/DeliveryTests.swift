import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Touch delivery to views: cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded")
struct DeliveryTests {
    private func scene(_ configure: (GestureRecognizer) -> Void, recognizer: GestureRecognizer) -> (Scene, View) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        configure(recognizer)
        scene.attach(recognizer, to: box)
        return (scene, box)
    }

    @Test("cancelsTouchesInView false: the view keeps its touches after recognition")
    func noCancel() {
        let (scene, _) = scene({ $0.cancelsTouchesInView = false }, recognizer: TestDrag(name: "drag"))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "box.touchesMoved [1]",
            "drag: began → changed",
            "drag: action changed at (80.0, 50.0)",
            "box.touchesMoved [1]",
            "drag: changed → ended",
            "drag: action ended at (80.0, 50.0)",
            "box.touchesEnded [1]",
        ])
    }

    @Test("delaysTouchesBegan, recognizer recognizes: the view never hears of the touch")
    func delayBeganRecognized() {
        let (scene, _) = scene({ $0.delaysTouchesBegan = true }, recognizer: TestDrag(name: "drag"))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(55, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "drag: began → ended",
            "drag: action ended at (70.0, 50.0)",
        ])
    }

    @Test("delaysTouchesBegan, recognizer fails: touchesBegan arrives late with a catch-up move")
    func delayBeganFailed() {
        let (scene, _) = scene({ $0.delaysTouchesBegan = true }, recognizer: TestTap(name: "tap"))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(55, 50))
        #expect(scene.trace.take() == [])
        scene.driver.move(1, to: pt(75, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "tap: possible → failed",
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "box.touchesMoved [1]",
            "box.touchesEnded [1]",
        ])
    }

    @Test("delaysTouchesEnded false: touchesEnded is not held back while the recognizer decides")
    func noDelayEnded() {
        let (scene, _) = scene({ $0.delaysTouchesEnded = false }, recognizer: TestTap(name: "double", taps: 2))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        #expect(scene.trace.take() == ["box.touchesBegan [1]", "box.touchesEnded [1]"])
        scene.driver.wait(0.4)
        #expect(scene.trace.take() == ["double: possible → failed"])
    }

    @Test("delaysTouchesEnded, recognizer fails: touchesEnded arrives when it gives up")
    func delayEndedFailed() {
        let (scene, _) = scene({ _ in }, recognizer: TestTap(name: "double", taps: 2))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        #expect(scene.trace.take() == ["box.touchesBegan [1]"])
        scene.driver.wait(0.3)
        #expect(scene.trace.take() == [])
        scene.driver.wait(0.1)
        #expect(scene.trace.take() == ["double: possible → failed", "box.touchesEnded [1]"])
    }

    @Test("delaysTouchesEnded, recognizer recognizes: the held touchesEnded becomes touchesCancelled")
    func delayEndedRecognized() {
        let (scene, _) = scene({ _ in }, recognizer: TestTap(name: "double", taps: 2))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        scene.driver.wait(0.1)
        scene.driver.down(2, at: pt(50, 50))
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesBegan [2]",
            "double: possible → ended",
            "double: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1,2]",
        ])
    }

    @Test("isMultipleTouchEnabled false: the view gets only the first finger; recognizers get all")
    func singleTouchView() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let recorder = Puppet(name: "puppet")
        scene.attach(recorder, to: box)
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.down(2, at: pt(60, 60))
        #expect(recorder.numberOfTouches == 2)
        scene.driver.up(2)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "puppet: possible → failed",
            "box.touchesEnded [1]",
        ])

        scene.trace.clear()
        box.isMultipleTouchEnabled = true
        scene.driver.down(3, at: pt(50, 50))
        scene.driver.down(4, at: pt(60, 60))
        scene.driver.up(4)
        scene.driver.up(3)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [3]",
            "box.touchesBegan [4]",
            // Touch 4's end waits while the puppet, still tracking touch 3, is undecided.
            "puppet: possible → failed",
            "box.touchesEnded [3,4]",
        ])
    }

    @Test("isExclusiveTouch: while a finger is on an exclusive view, fingers on other views go nowhere")
    func exclusiveTouch() {
        let scene = Scene(decisions: true)
        let left = scene.view("left", Rect(x: 0, y: 0, width: 100, height: 100))
        scene.view("right", Rect(x: 150, y: 0, width: 100, height: 100))
        left.isExclusiveTouch = true
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.down(2, at: pt(200, 50))
        scene.driver.up(2)
        scene.driver.up(1)
        scene.driver.down(3, at: pt(200, 50))
        scene.driver.up(3)
        expectTrace(scene.trace.lines, [
            "left.touchesBegan [1]",
            "# input: touch 2 on right excluded by exclusive touch on left",
            "left.touchesEnded [1]",
            "right.touchesBegan [3]",
            "right.touchesEnded [3]",
        ])
    }

    @Test("An ignored touch is neither delivered to the recognizer nor cancelled in the view")
    func ignoredTouch() {
        final class IgnoresSecond: GestureRecognizer {
            var seen: [Int] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                for touch in touches {
                    if touch.identifier == 2 { ignore(touch, for: event) } else { seen.append(touch.identifier) }
                }
            }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                seen += touches.map(\.identifier)
                state = state == .possible ? .began : .changed
            }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
                if numberOfTouches == 0 { state = .ended }
            }
        }
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = true
        let recognizer = IgnoresSecond()
        recognizer.name = "r"
        scene.attach(recognizer, to: box)
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .began, location: pt(10, 10)))
            $0.append(TouchInput(id: 2, phase: .began, location: pt(20, 20)))
        }
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .moved, location: pt(15, 10)))
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(25, 20)))
        }
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: pt(15, 10)))
            $0.append(TouchInput(id: 2, phase: .ended, location: pt(25, 20)))
        }
        #expect(recognizer.seen == [1, 1])
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1,2]",
            "r: possible → began",
            "r: action began at (15.0, 10.0)",
            "box.touchesMoved [2]",
            "box.touchesCancelled [1]",
            "r: began → ended",
            "r: action ended at (15.0, 10.0)",
            "box.touchesEnded [2]",
        ])
    }

    /// A recognizer that ignores every touch it gets is left with nothing to decide on: like a
    /// recognizer whose touches all lifted undecided, it fails at once, so one that requires its
    /// failure is not wedged, and the engine comes back to rest. (It fails as soon as its last
    /// touch is ignored, not when the finger lifts: with no touch and no timer it can learn
    /// nothing more.)
    @Test("A recognizer that ignored all its touches fails, and does not wedge its dependents")
    func ignoredEveryTouch() {
        final class IgnoresAll: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let ignorer = IgnoresAll()
        ignorer.name = "ignorer"
        scene.attach(ignorer, to: box)
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        tap.require(toFail: ignorer)
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "# ignorer failed: still possible after its touches ended",
            "ignorer: possible → failed",
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
            "ignorer: reset",
            "tap: reset",
        ])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("A touch the device cancels reaches the recognizers and the view as cancelled")
    func deviceCancel() {
        let (scene, _) = scene({ _ in }, recognizer: TestDrag(name: "drag"))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.cancel(1)
        scene.driver.down(2, at: pt(50, 50))
        scene.driver.cancel(2)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → cancelled",
            "drag: action cancelled at (80.0, 50.0)",
            "box.touchesBegan [2]",
            "drag: possible → failed",
            "box.touchesCancelled [2]",
        ])
    }
}
