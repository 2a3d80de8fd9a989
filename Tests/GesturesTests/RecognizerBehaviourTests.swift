import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Built-in recognizers: multi-finger, retargeting, velocity, hover")
struct RecognizerBehaviourTests {
    private func setUp() -> (Scene, View) {
        let scene = Scene.builtIn(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 320, height: 480))
        box.isMultipleTouchEnabled = true
        return (scene, box)
    }

    @Test("Pan: a second finger landing or lifting moves the centroid but not the translation")
    func panFingersJoinAndLeave() {
        let (scene, box) = setUp()
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.02)
        scene.driver.move(1, to: pt(120, 100))
        #expect(pan.translation(in: nil) == pt(10, 0))
        scene.driver.wait(0.02)
        scene.driver.down(2, at: pt(200, 300))  // the centroid jumps to (160, 200)
        #expect(pan.translation(in: nil) == pt(10, 0))
        #expect(pan.location(in: nil) == pt(160, 200))
        scene.driver.wait(0.02)
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .moved, location: pt(130, 110)))
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(210, 310)))
        }
        #expect(pan.translation(in: nil) == pt(20, 10))
        scene.driver.up(1)  // the centroid jumps back to finger 2
        #expect(pan.translation(in: nil) == pt(20, 10))
        #expect(pan.state == .changed)
        scene.driver.move(2, to: pt(215, 310))
        #expect(pan.translation(in: nil) == pt(25, 10))
        scene.driver.up(2)
        #expect(pan.state == .possible)
    }

    @Test("Rotation: two fingers lifting in one event leave the centroid of both as the location at .ended")
    func locationAfterJointLift() {
        let (scene, box) = setUp()
        let rotation = scene.attach(RotationGestureRecognizer(), to: box)
        var seen: [String] = []
        _ = rotation.addAction {
            let p = $0.location(in: nil)
            seen.append("\($0.state) at (\(p.x), \(p.y)) touches \($0.numberOfTouches)")
        }
        /// Fingers `a` and `b` land 100 points apart and turn a quarter about (150, 200).
        func quarterTurn(_ a: Int, _ b: Int) {
            scene.driver.frame {
                $0.append(TouchInput(id: a, phase: .began, location: pt(100, 200)))
                $0.append(TouchInput(id: b, phase: .began, location: pt(200, 200)))
            }
            scene.driver.wait(0.02)
            scene.driver.frame {
                $0.append(TouchInput(id: a, phase: .moved, location: pt(150, 150)))
                $0.append(TouchInput(id: b, phase: .moved, location: pt(150, 250)))
            }
            scene.driver.wait(0.02)
        }
        quarterTurn(1, 2)
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: pt(150, 150)))
            $0.append(TouchInput(id: 2, phase: .ended, location: pt(150, 250)))
        }
        #expect(seen == [
            "began at (150.0, 200.0) touches 2",
            "ended at (150.0, 200.0) touches 0",
        ])
        // One finger lifting after the other: the last one's place, as before.
        quarterTurn(3, 4)
        scene.driver.up(3)
        scene.driver.up(4)
        #expect(Array(seen.dropFirst(2)) == [
            "began at (150.0, 200.0) touches 2",
            "ended at (150.0, 250.0) touches 0",
        ])
    }

    @Test("Pan: a finger lifting in the same event as another finger moves is not a movement")
    func panLiftDuringMove() {
        let (scene, box) = setUp()
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.down(2, at: pt(160, 100))  // 60 points apart: the centroid is at (130, 100)
        scene.driver.wait(0.02)
        // Finger 1 lifts while finger 2 wobbles by half a point. The centroid of the fingers still
        // down jumps 30 points, but nothing moved that far: the pan must not begin. (The centroid
        // is finger 2 alone now, so its half point is the movement.)
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: pt(100, 100)))
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(160.5, 100)))
        }
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == pt(0.5, 0))
        // Merged samples count in full: two moves of one finger in one event.
        scene.driver.frame {
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(166, 100)))
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(172, 100)))
        }
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == pt(2, 0))  // 0.5 + 11.5, less the 10-point slop
        scene.driver.up(2)
        #expect(scene.trace.lines.filter { $0.contains("→") } == ["pan: possible → began", "pan: began → ended"])
    }

    @Test("Pan: fingers beyond maximumNumberOfTouches are ignored; fewer than the minimum do not begin")
    func panFingerLimits() {
        let (scene, box) = setUp()
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.move(1, to: pt(100, 150))
        #expect(pan.state == .possible)
        scene.driver.down(2, at: pt(200, 100))
        scene.driver.down(3, at: pt(300, 100))
        #expect(pan.numberOfTouches == 2)
        scene.driver.move(3, to: pt(300, 200))  // ignored
        #expect(pan.state == .possible)
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .moved, location: pt(100, 170)))
            $0.append(TouchInput(id: 2, phase: .moved, location: pt(200, 120)))
        }
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == pt(0, 10))
        scene.driver.up(2)  // below the minimum: the pan ends
        #expect(pan.state == .possible)
        #expect(scene.trace.lines.filter { $0.contains("→") } == ["pan#1: possible → began", "pan#1: began → ended"])
    }

    @Test("Pan: setTranslation moves the baseline; translations and velocities convert into views")
    func panConversions() {
        let (scene, box) = setUp()
        let inner = scene.view("inner", Rect(x: 100, y: 100, width: 100, height: 100), in: box)
        inner.transform = Transform(scaleX: 2, y: 2)
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.wait(0.1)
        scene.driver.move(1, to: pt(50, 80))
        scene.driver.wait(0.1)
        scene.driver.move(1, to: pt(50, 100))
        #expect(pan.translation(in: nil) == pt(0, 40))
        #expect(pan.translation(in: inner) == pt(0, 20))  // inner is scaled ×2
        let v = pan.velocity(in: nil)
        let vInner = pan.velocity(in: inner)
        #expect(v.y == 0.2 * 200 + 0.8 * (0.2 * 300))
        #expect(vInner.y == v.y / 2)
        pan.setTranslation(pt(5, 5), in: inner)
        #expect(pan.translation(in: inner) == pt(5, 5))
        #expect(pan.translation(in: nil) == pt(10, 10))
        #expect(pan.velocity(in: nil) == v)  // the fingers' speed did not change
    }

    @Test("Velocity at lift: UIKit's reports the last movement even after a pause; least squares reads stopped")
    func velocityAfterPause() {
        for estimation in [VelocityEstimation.uikit, .leastSquares] {
            let (scene, box) = setUp()
            let pan = scene.attach(PanGestureRecognizer(), to: box)
            pan.velocityEstimation = estimation
            var endedVelocity: Point?
            pan.addAction { if $0.state == .ended { endedVelocity = $0.velocity(in: nil) } }
            scene.driver.down(1, at: pt(0, 100))
            for step in 1...20 {
                scene.driver.wait(0.01)
                scene.driver.move(1, to: pt(Double(step) * 10, 100))  // 1000 pt/s
            }
            scene.driver.wait(0.3)
            scene.driver.up(1)
            let vx = endedVelocity?.x ?? .nan
            switch estimation {
            case .uikit:
                #expect(abs(vx - 1000 * (1 - 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8
                    * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8)) < 1e-6, "\(vx)")
            case .leastSquares:
                #expect(abs(vx) < 1, "\(vx)")
            }
        }
    }

    @Test("Least squares follows a constant velocity exactly and a deceleration closely")
    func leastSquaresAccuracy() {
        let (scene, box) = setUp()
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.velocityEstimation = .leastSquares
        scene.driver.down(1, at: pt(0, 0))
        var t = 0.0
        for _ in 1...30 {
            scene.driver.wait(1.0 / 120)
            t += 1.0 / 120
            // x = 800 t − 1000 t²: velocity 800 − 2000 t.
            scene.driver.move(1, to: pt(800 * t - 1000 * t * t, 0.5 * 800 * t))
        }
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - (800 - 2000 * t)) < 1e-6, "\(v.x) vs \(800 - 2000 * t)")
        #expect(abs(v.y - 400) < 1e-6)
    }

    @Test("Pinch: one finger may lift and land again without the scale jumping; setting scale retargets")
    func pinchRelanding() {
        let (scene, box) = setUp()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box)
        scene.driver.down(1, at: pt(100, 200))
        scene.driver.down(2, at: pt(200, 200))
        scene.driver.move(2, to: pt(216, 200))  // 116 / 108
        #expect(pinch.scale == 116.0 / 108.0)
        scene.driver.up(2)
        #expect(pinch.state == .changed || pinch.state == .began)
        scene.driver.down(3, at: pt(150, 200))  // much closer: no jump
        #expect(pinch.scale == 116.0 / 108.0)
        scene.driver.move(3, to: pt(200, 200))  // distance 50 → 100: doubles
        #expect(abs(pinch.scale - 2 * 116.0 / 108.0) < 1e-12)
        pinch.scale = 1
        scene.driver.move(3, to: pt(250, 200))  // 100 → 150
        #expect(abs(pinch.scale - 1.5) < 1e-12)
        scene.driver.up(3)
        scene.driver.up(1)
        #expect(pinch.state == .possible)
    }

    @Test("Pinch: one finger never recognizes; two lifted before the threshold fail")
    func pinchOneFinger() {
        let (scene, box) = setUp()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box)
        pinch.name = "pinch"
        scene.driver.down(1, at: pt(100, 200))
        scene.glide(1, to: pt(300, 400), steps: 5)
        scene.driver.up(1)
        #expect(scene.trace.lines.contains("pinch: possible → failed"))
        #expect(!scene.trace.lines.contains("pinch: possible → began"))
    }

    @Test("Rotation: cumulative past half a turn; setting it retargets without hysteresis")
    func rotationCumulative() {
        let (scene, box) = setUp()
        let rotation = scene.attach(RotationGestureRecognizer(), to: box)
        scene.driver.down(1, at: pt(160, 240))
        scene.driver.down(2, at: pt(260, 240))
        for step in 1...40 {  // 400° in steps of 10°
            let a = Double(step) * 10 * Double.pi / 180
            scene.driver.move(2, to: pt(160 + 100 * Transform(rotationAngle: a).a, 240 + 100 * Transform(rotationAngle: a).b))
        }
        #expect(abs(rotation.rotation * 180 / Double.pi - 395) < 1e-6)
        rotation.rotation = 0
        let a = 410.0 * Double.pi / 180
        scene.driver.move(2, to: pt(160 + 100 * Transform(rotationAngle: a).a, 240 + 100 * Transform(rotationAngle: a).b))
        #expect(abs(rotation.rotation * 180 / Double.pi - 10) < 1e-6)
    }

    @Test("Long press after a tap: a quick tap, then a hold")
    func longPressAfterTap() {
        let (scene, box) = setUp()
        let press = scene.attach(LongPressGestureRecognizer(), to: box)
        press.name = "press"
        press.numberOfTapsRequired = 1
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.1)
        scene.driver.up(1)
        scene.driver.wait(0.2)
        scene.driver.down(2, at: pt(102, 100))
        scene.driver.wait(0.5)
        #expect(press.state == .began)
        scene.driver.up(2)
        // Holding the first "tap" too long is not a tap.
        scene.driver.down(3, at: pt(100, 100))
        scene.driver.wait(0.8)
        #expect(press.state == .possible)
        scene.driver.up(3)
        #expect(scene.trace.lines.filter { $0.contains("press:") && $0.contains("→") } == [
            "press: possible → began", "press: began → ended", "press: possible → failed",
        ])
    }

    @Test("Long press with two fingers: the timer starts when both are down")
    func longPressTwoFingers() {
        let (scene, box) = setUp()
        let press = scene.attach(LongPressGestureRecognizer(), to: box)
        press.numberOfTouchesRequired = 2
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.3)
        scene.driver.down(2, at: pt(150, 100))
        scene.driver.wait(0.4)
        #expect(press.state == .possible)
        scene.driver.wait(0.11)
        #expect(press.state == .began)
        scene.driver.up(1)
        #expect(press.state == .possible)  // ended and reset
    }

    @Test("Hover: entering, moving over and leaving a view")
    func hover() {
        let scene = Scene.builtIn()
        let box = scene.view("box", Rect(x: 100, y: 100, width: 100, height: 100))
        let hover = scene.attach(HoverGestureRecognizer(), to: box)
        hover.name = "hover"
        let tap = scene.attach(TapGestureRecognizer(), to: box)
        tap.name = "tap"
        scene.driver.hover(.entered, at: pt(10, 10))
        scene.driver.hover(.moved, at: pt(150, 150))
        scene.driver.hover(.moved, at: pt(160, 150))
        scene.driver.down(1, at: pt(160, 150))
        scene.driver.up(1)
        scene.driver.hover(.moved, at: pt(300, 300))
        scene.driver.hover(.moved, at: pt(150, 150))
        scene.driver.hover(.exited, at: pt(150, 150))
        expectTrace(scene.trace.lines, [
            "hover: possible → began",
            "hover: action began at (150.0, 150.0)",
            "hover: began → changed",
            "hover: action changed at (160.0, 150.0)",
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (160.0, 150.0) touches=1",
            "box.touchesCancelled [1]",
            "hover: changed → ended",
            "hover: action ended at (300.0, 300.0)",
            "hover: possible → began",
            "hover: action began at (150.0, 150.0)",
            "hover: began → ended",
            "hover: action ended at (150.0, 150.0)",
        ])
    }
}
