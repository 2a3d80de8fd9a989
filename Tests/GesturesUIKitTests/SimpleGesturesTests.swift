import GestureTesting
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import Testing

/// Apple's "Simple Gesture Recognizers" sample, as ported: one test per listing of the guide, and
/// the parts of the sample beyond it (the segmented control and its delegate, the rotation).
@MainActor
@Suite("Simple gesture recognizers (the guide's listings 1-1 to 1-4)")
struct SimpleGesturesTests {
    /// The controller in a window on a manual clock, a finger driver, and one ordered trace of what
    /// the engine did (recognizers engaging and changing state, should-begin refusals, touches
    /// delivered to views) with the test's own notes in between.
    @MainActor
    final class Harness {
        let controller = SimpleGesturesViewController()
        let window: UIWindow
        let clock = ManualClock()
        let driver: TouchDriver
        var trace: [String] = []
        /// The notes of ``noteAction(_:)`` alone.
        var actions: [String] = []
        /// When the last action was noted, on the clock.
        var actionTime = 0.0

        init(prepare: (SimpleGesturesViewController) -> Void = { _ in }) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
            controller.loadViewIfNeeded()
            prepare(controller)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.accessibilityIdentifier = "screen"
            driver = TouchDriver(window: window.engineWindow)
            _ = window.engineWindow.engine.addObserver { [weak self] diagnostic in
                switch diagnostic.event {
                case .transition, .engaged, .shouldBeginDenied, .delivered: self?.trace.append(diagnostic.line)
                default: break
                }
            }
        }

        /// The gesture picture as it is on screen now: image, centre, opacity, angle.
        var shown: String {
            let image = controller.imageView!
            guard let layer = image.layer.presentation() else { return "no layer" }
            let t = layer.affineTransform()
            let degrees = (atan2(Double(t.b), Double(t.a)) * 180 / .pi * 10).rounded() / 10
            return "\(image.image?.name ?? "nothing") at \(Self.text(layer.position)) alpha \(Self.text(Double(layer.opacity))) angle \(degrees == 0 ? "0" : "\(degrees)")°"
        }

        static func text(_ p: CGPoint) -> String { "(\(text(Double(p.x))), \(text(Double(p.y))))" }
        static func text(_ v: Double) -> String {
            let r = (v * 100).rounded() / 100
            return "\(r == 0 ? 0 : r)"
        }

        /// One finger from `start`, `steps` moves of `step` points 1/60 s apart, then lifted.
        func stroke(from start: CGPoint, by step: CGVector, steps: Int) {
            driver.down(1, at: Point(x: Double(start.x), y: Double(start.y)))
            var p = Point(x: Double(start.x), y: Double(start.y))
            for _ in 0..<steps {
                driver.wait(1.0 / 60)
                p = Point(x: p.x + Double(step.dx), y: p.y + Double(step.dy))
                driver.move(1, to: p)
            }
            driver.up(1)
        }

        /// Adds a target of the test's own to every recognizer of the view: after the
        /// controller's action (targets run in the order added) it notes the recognizer's state
        /// and the picture as it is then.
        func listen() {
            for recognizer in controller.view.gestureRecognizers ?? [] {
                recognizer.addTarget(self, action: Harness.noteAction)
            }
        }

        func noteAction(_ recognizer: UIGestureRecognizer) {
            let line = "\(recognizer.name ?? "?") action \(recognizer.state): \(shown)"
            trace.append(line)
            actions.append(line)
            actionTime = clock.now
        }

        /// Notes the segment selected and the recognizers then on the view.
        func noteSegment(_ control: UISegmentedControl) {
            let names = (controller.view.gestureRecognizers ?? []).map { $0.name ?? "?" }
            trace.append("valueChanged: segment \(control.selectedSegmentIndex), recognizers \(names.joined(separator: " "))")
        }

        /// Two fingers `radius` points either side of `center`, turning together to `angle`
        /// radians in `steps` frames 1/60 s apart, then lifted.
        func twoFingerTurn(around center: CGPoint, radius: Double, to angle: Double, steps: Int) {
            func at(_ a: Double, _ side: Double) -> Point {
                Point(x: Double(center.x) + side * radius * cos(a), y: Double(center.y) + side * radius * sin(a))
            }
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .began, location: at(0, -1)))
                $0.append(TouchInput(id: 2, phase: .began, location: at(0, 1)))
            }
            for step in 1...steps {
                driver.wait(1.0 / 60)
                let a = angle * Double(step) / Double(steps)
                driver.frame {
                    $0.append(TouchInput(id: 1, phase: .moved, location: at(a, -1)))
                    $0.append(TouchInput(id: 2, phase: .moved, location: at(a, 1)))
                }
            }
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .ended, location: at(angle, -1)))
                $0.append(TouchInput(id: 2, phase: .ended, location: at(angle, 1)))
            }
        }

        func tap(at p: CGPoint, id: Int = 1) {
            driver.down(id, at: Point(x: Double(p.x), y: Double(p.y)))
            driver.wait(0.05)
            driver.up(id)
        }
    }

    // MARK: Listings 1-1 and 1-2

    @Test("Listings 1-1 and 1-2: the outlet holds the one-tap recognizer made in viewDidLoad; two quick taps show the picture twice, and with two taps required only a double tap shows it")
    func singleTapRecognizer() {
        let h = Harness()
        h.listen()
        let recognizers = (h.controller.view.gestureRecognizers ?? []).map { "\($0.name ?? "?") \(type(of: $0))" }
        #expect(recognizers == [
            "swipeRight UISwipeGestureRecognizer", "rotation UIRotationGestureRecognizer",
            "tap UITapGestureRecognizer", "swipeLeft UISwipeGestureRecognizer",
        ])
        #expect(h.controller.tapRecognizer.numberOfTapsRequired == 1)
        #expect(h.controller.tapRecognizer.delegate === h.controller)

        // One tap required: each of two quick taps is a tap of its own.
        h.tap(at: CGPoint(x: 100, y: 150))
        h.driver.wait(0.1)
        h.tap(at: CGPoint(x: 100, y: 150), id: 2)
        #expect(h.actions == [
            "tap action ended: tap at (100.0, 150.0) alpha 1.0 angle 0°",
            "tap action ended: tap at (100.0, 150.0) alpha 1.0 angle 0°",
        ])

        // Two taps required: a single tap shows nothing (the recognizer fails when no second tap
        // comes in time); a double tap shows the picture once.
        h.controller.tapRecognizer.numberOfTapsRequired = 2
        h.actions.removeAll()
        h.driver.wait(1)
        h.tap(at: CGPoint(x: 200, y: 150), id: 3)
        h.driver.wait(1)
        #expect(h.actions == [])
        h.tap(at: CGPoint(x: 200, y: 150), id: 4)
        h.driver.wait(0.1)
        h.tap(at: CGPoint(x: 200, y: 150), id: 5)
        #expect(h.actions == ["tap action ended: tap at (200.0, 150.0) alpha 1.0 angle 0°"])
    }

    // MARK: Listing 1-3

    @Test("Listing 1-3: a tap shows the tap picture where the tap was, and it fades out over 0.5 s")
    func tapShowsAndFades() {
        let h = Harness()
        h.listen()
        #expect(h.shown == "nothing at (187.0, 292.0) alpha 1.0 angle 0°")
        h.tap(at: CGPoint(x: 120, y: 200))
        #expect(h.trace == [
            "swipeRight engaged", "rotation engaged", "tap engaged", "swipeLeft engaged",
            "screen.touchesBegan [1]",
            "swipeRight possible → failed", "rotation possible → failed",
            "tap possible → ended", "swipeLeft possible → failed",
            // The actions follow the event's arbitration: the picture shows once every state is
            // settled, and the view's touch is cancelled after that.
            "tap action ended: tap at (120.0, 200.0) alpha 1.0 angle 0°",
            "screen.touchesCancelled [1]",
        ])
        // As in UIKit, the model value is the end of the fade at once; the screen follows the
        // default ease-in-out curve: half-way at half the time.
        #expect(h.controller.imageView.alpha == 0)
        var fade: [String] = []
        for _ in 0..<3 {
            fade.append(h.shown)
            h.driver.wait(SimpleGesturesViewController.fadeDuration / 2)
        }
        #expect(fade == [
            "tap at (120.0, 200.0) alpha 1.0 angle 0°",
            "tap at (120.0, 200.0) alpha 0.5 angle 0°",
            "tap at (120.0, 200.0) alpha 0.0 angle 0°",
        ])
        #expect(h.controller.imageView.layer.animationKeys() == nil)
    }

    @Test("A tap during the fade moves the picture to the new tap and starts the fade again from opaque")
    func tapDuringFade() {
        let h = Harness()
        h.tap(at: CGPoint(x: 120, y: 200))
        h.driver.wait(SimpleGesturesViewController.fadeDuration / 2)
        var shown = [h.shown]
        // The handler sets the centre and alpha outside an animation block, which replaces the
        // running fade (as UIKit's new animation of the same key does), then starts a new one.
        h.tap(at: CGPoint(x: 250, y: 400), id: 2)
        shown.append(h.shown)
        h.driver.wait(SimpleGesturesViewController.fadeDuration / 2)
        shown.append(h.shown)
        h.driver.wait(SimpleGesturesViewController.fadeDuration / 2)
        shown.append(h.shown)
        #expect(shown == [
            "tap at (120.0, 200.0) alpha 0.5 angle 0°",
            "tap at (250.0, 400.0) alpha 1.0 angle 0°",
            "tap at (250.0, 400.0) alpha 0.5 angle 0°",
            "tap at (250.0, 400.0) alpha 0.0 angle 0°",
        ])
    }

    // MARK: Listing 1-4

    @Test("Listing 1-4: a swipe shows the swipe picture where it was recognized and carries it 220 points its way while it fades",
          arguments: [
            // All in the pass of the third move, in the order the touch's list reaches them: the
            // tap fails by itself once the finger is more than 45 points from where it landed; the
            // swipe that recognizes excludes whatever is still possible.
            (-20.0, "swipeLeft", -220.0, ["tap possible → failed", "swipeLeft possible → ended", "rotation possible → failed"]),
            (20.0, "swipeRight", 220.0, ["swipeRight possible → ended", "rotation possible → failed", "tap possible → failed"]),
          ])
    func swipeCarriesPicture(step: Double, recognizer: String, travel: Double, settled: [String]) {
        let h = Harness()
        h.listen()
        // From x 180, 20 points a frame: the swipe is recognized at the third move, 60 points
        // along (past its 50-point minimum less the decay).
        h.stroke(from: CGPoint(x: 180, y: 300), by: CGVector(dx: step, dy: 0), steps: 6)
        let recognizedAt = 180 + 3 * step
        let other = recognizer == "swipeLeft" ? "swipeRight" : "swipeLeft"
        let landing: [String] = [
            "swipeRight engaged", "rotation engaged", "tap engaged", "swipeLeft engaged",
            "screen.touchesBegan [1]",
            "\(other) possible → failed",
            "screen.touchesMoved [1]", "screen.touchesMoved [1]",
        ]
        let shown: [String] = [
            "\(recognizer) action ended: swipe at (\(recognizedAt), 300.0) alpha 1.0 angle 0°",
            "screen.touchesCancelled [1]",
        ]
        let expected: [String] = landing + settled + shown
        #expect(h.trace == expected)
        #expect(h.controller.imageView.center == CGPoint(x: recognizedAt + travel, y: 300))
        var fade: [String] = []
        for moment in [0.25, 0.5] {
            h.driver.wait(h.actionTime + moment - h.clock.now)
            fade.append(h.shown)
        }
        #expect(fade == [
            "swipe at (\(recognizedAt + travel / 2), 300.0) alpha 0.5 angle 0°",
            "swipe at (\(recognizedAt + travel), 300.0) alpha 0.0 angle 0°",
        ])
    }

    // MARK: The segmented control and the delegate

    @Test("A tap on the segmented control turns left swipes off: the delegate is asked about that touch and answers no, the tap recognizer never receives it, no picture shows")
    func segmentedControlKeepsTapOut() {
        let h = Harness { controller in
            controller.segmentedControl.accessibilityIdentifier = "segmentedControl"
        }
        h.listen()
        let spy = DelegateSpy(answering: h.controller) { h.trace.append($0) }
        h.controller.tapRecognizer.delegate = spy
        h.controller.segmentedControl.addTarget(h, action: Selector(Harness.noteSegment), for: .valueChanged)
        let second = h.controller.segmentedControl.center + CGVector(dx: 80, dy: 0)
        h.tap(at: second)
        #expect(h.trace == [
            "swipeRight engaged", "rotation engaged",
            "delegate: tap shouldReceive touch on segmentedControl → false",
            "swipeLeft engaged",
            "segmentedControl.touchesBegan [1]",
            "swipeRight possible → failed", "rotation possible → failed", "swipeLeft possible → failed",
            "segmentedControl.touchesEnded [1]",
            "valueChanged: segment 1, recognizers swipeRight rotation tap",
        ])
        #expect(h.shown == "nothing at (187.0, 292.0) alpha 1.0 angle 0°")

        // A left stroke now: no left swipe recognizer to take it, nothing shows.
        h.trace.removeAll()
        h.driver.wait(1)
        h.stroke(from: CGPoint(x: 180, y: 300), by: CGVector(dx: -20, dy: 0), steps: 6)
        #expect(h.trace.filter { $0.contains("→") || $0.contains("action") } == [
            "delegate: tap shouldReceive touch on screen → true",
            "swipeRight possible → failed", "tap possible → failed", "rotation possible → failed",
        ])

        // The first segment again: left swipes are back.
        h.trace.removeAll()
        h.driver.wait(1)
        h.tap(at: h.controller.segmentedControl.center - CGVector(dx: 80, dy: 0))
        #expect(h.trace.last == "valueChanged: segment 0, recognizers swipeRight rotation tap swipeLeft")
        h.driver.wait(1)
        h.stroke(from: CGPoint(x: 180, y: 300), by: CGVector(dx: -20, dy: 0), steps: 6)
        #expect(h.controller.imageView.center == CGPoint(x: 120 - 220, y: 300))
    }

    @Test("Without the delegate the tap recognizer does receive the touch on the control: only the control's overlap rule stops it, at should-begin")
    func withoutDelegateTapReceivesControlTouch() {
        let h = Harness { controller in
            controller.segmentedControl.accessibilityIdentifier = "segmentedControl"
            controller.tapRecognizer.delegate = nil
        }
        h.listen()
        h.controller.segmentedControl.addTarget(h, action: Selector(Harness.noteSegment), for: .valueChanged)
        h.tap(at: h.controller.segmentedControl.center + CGVector(dx: 80, dy: 0))
        #expect(h.trace == [
            "swipeRight engaged", "rotation engaged", "tap engaged", "swipeLeft engaged",
            "segmentedControl.touchesBegan [1]",
            "swipeRight possible → failed", "rotation possible → failed",
            "tap failed: view said it should not begin",
            "tap possible → failed",
            "swipeLeft possible → failed",
            "segmentedControl.touchesEnded [1]",
            "valueChanged: segment 1, recognizers swipeRight rotation tap",
        ])
    }

    // MARK: Rotation

    @Test("Rotation turns the picture between the fingers by the gesture's rotation; when the fingers lift it turns back level as it fades over 0.5 s")
    func rotationTurnsPicture() {
        let h = Harness()
        h.listen()
        // Two fingers 80 points apart about (187, 400), turning 5° a frame to 45°.
        h.twoFingerTurn(around: CGPoint(x: 187, y: 400), radius: 40, to: .pi / 4, steps: 9)
        // The rotation begins once the fingers turned 10°, reading 5° (it keeps 5° of hysteresis),
        // and so reads 40° at the end of a 45° turn.
        let turning = (2...9).map { step in
            "rotation action \(step == 2 ? "began" : "changed"): rotation at (187.0, 400.0) alpha 1.0 angle \(Double(step * 5 - 5))°"
        }
        #expect(h.actions == turning + ["rotation action ended: rotation at (187.0, 400.0) alpha 1.0 angle 40.0°"])
        // The second finger is one too many for the tap and the swipes; the rotation's view gets
        // the first finger (it is not multi-touch) until the rotation begins and cancels it.
        let landing: [String] = [
            "swipeRight engaged", "rotation engaged", "tap engaged", "swipeLeft engaged",
            "swipeRight possible → failed", "tap possible → failed", "swipeLeft possible → failed",
            "screen.touchesBegan [1]", "screen.touchesMoved [1]",
            "rotation possible → began", turning[0], "screen.touchesCancelled [1]",
        ]
        let changes = turning.dropFirst().enumerated().flatMap { index, action in
            [index == 0 ? "rotation began → changed" : "rotation changed → changed", action]
        }
        let ending = ["rotation changed → ended", "rotation action ended: rotation at (187.0, 400.0) alpha 1.0 angle 40.0°"]
        #expect(h.trace == landing + changes + ending)
        var fade: [String] = []
        for _ in 0..<2 {
            h.driver.wait(SimpleGesturesViewController.fadeDuration / 2)
            fade.append(h.shown)
        }
        #expect(fade == [
            "rotation at (187.0, 400.0) alpha 0.5 angle 20.0°",
            "rotation at (187.0, 400.0) alpha 0.0 angle 0°",
        ])
    }
}

/// Stands in as the tap recognizer's delegate: asks the controller, and writes down the question
/// and the answer.
@MainActor
final class DelegateSpy: UIGestureRecognizerDelegate {
    let controller: SimpleGesturesViewController
    let note: (String) -> Void

    init(answering controller: SimpleGesturesViewController, note: @escaping (String) -> Void) {
        self.controller = controller
        self.note = note
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let answer = controller.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
        note("delegate: \(gestureRecognizer.name ?? "?") shouldReceive touch on \(touch.view?.accessibilityIdentifier ?? "?") → \(answer)")
        return answer
    }
}

extension CGPoint {
    static func + (p: CGPoint, v: CGVector) -> CGPoint { CGPoint(x: p.x + v.dx, y: p.y + v.dy) }
    static func - (p: CGPoint, v: CGVector) -> CGPoint { CGPoint(x: p.x - v.dx, y: p.y - v.dy) }
}
