import Gestures
import GestureTesting
import Testing

/// `allowedTouchTypes`: a recognizer never hears of a touch whose type it does not allow, and the
/// touch still reaches its view.
@MainActor
@Suite("Touch types")
struct TouchTypeTests {
    /// A box with one tap per touch type, each allowing only its own.
    private func tapPerType() -> Scene {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        for (name, type) in [("finger", Touch.TouchType.direct), ("pointer", .pointer), ("pen", .stylus)] {
            let tap = scene.attach(TapGestureRecognizer(), to: box)
            tap.name = name
            tap.allowedTouchTypes = [type]
        }
        return scene
    }

    @Test("A finger, a pointer click and a pen each reach only the tap that allows their type, and the view")
    func eachTypeToItsTap() {
        let scene = tapPerType()
        for (id, type) in [(1, Touch.TouchType.direct), (2, .pointer), (3, .stylus)] {
            scene.driver.down(id, at: pt(50, 50), type: type)
            scene.driver.wait(0.05)
            scene.driver.up(id, type: type)
            scene.driver.wait(1)
        }
        // The taps that do not allow a touch's type never see it: they stay possible (no failure),
        // and only the allowed one recognizes; the view gets every touch, cancelled by the tap.
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "finger: possible → ended",
            "finger: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [1]",
            "box.touchesBegan [2]",
            "pointer: possible → ended",
            "pointer: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [2]",
            "box.touchesBegan [3]",
            "pen: possible → ended",
            "pen: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [3]",
        ])
    }

    @Test("A touch of a type no recognizer allows goes to its view alone, from beginning to end")
    func unallowedTypeReachesView() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        pan.allowedTouchTypes = [.direct, .stylus]
        scene.driver.down(1, at: pt(50, 50), type: .pointer)
        for step in 1...3 {
            scene.driver.wait(0.016)
            scene.driver.move(1, to: pt(50 + 20 * Double(step), 50), type: .pointer)
        }
        scene.driver.up(1, type: .pointer)
        #expect(pan.state == .possible)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "box.touchesMoved [1]",
            "box.touchesMoved [1]",
            "box.touchesEnded [1]",
        ])
    }

    @Test("With requiresExclusiveTouchType, a pinch that took a pen ignores a finger landing beside it")
    func exclusiveTouchType() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 300, height: 300))
        box.isMultipleTouchEnabled = true
        let pinch = scene.attach(PinchGestureRecognizer(), to: box)
        pinch.name = "pinch"
        scene.driver.down(1, at: pt(100, 100), type: .stylus)
        scene.driver.wait(0.016)
        scene.driver.down(2, at: pt(200, 100), type: .direct)
        #expect(pinch.numberOfTouches == 1)
        for step in 1...3 {
            scene.driver.wait(0.016)
            scene.driver.move(2, to: pt(200 + 20 * Double(step), 100))
        }
        scene.driver.up(2)
        scene.driver.up(1, type: .stylus)
        scene.driver.wait(1)
        // Without the requirement, the same pair pinches.
        pinch.requiresExclusiveTouchType = false
        scene.driver.down(3, at: pt(100, 100), type: .stylus)
        scene.driver.wait(0.016)
        scene.driver.down(4, at: pt(200, 100), type: .direct)
        #expect(pinch.numberOfTouches == 2)
        scene.driver.wait(0.016)
        scene.driver.move(4, to: pt(220, 100))
        scene.driver.up(4)
        scene.driver.up(3, type: .stylus)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesBegan [2]",
            "box.touchesMoved [2]",
            "box.touchesMoved [2]",
            "box.touchesMoved [2]",
            "box.touchesEnded [2]",
            "pinch: possible → failed",
            "box.touchesEnded [1]",
            "box.touchesBegan [3]",
            "box.touchesBegan [4]",
            "pinch: possible → began",
            // 100 → 120 points apart, on a baseline of 108 (8 points of hysteresis).
            "pinch: action began scale=1.1111 velocity=11.574",
            "box.touchesCancelled [3,4]",
            "pinch: began → ended",
            "pinch: action ended scale=1.1111 velocity=11.574",
        ])
    }
}

/// A wheel's detents as scroll sequences, as both backends send them.
@MainActor
@Suite("Wheel scrolling")
struct WheelScrollTests {
    @Test("Detents begin a sequence, step it, and end it after a pause on the clock; losing the pointer cancels")
    func sequences() {
        let clock = ManualClock()
        var sent: [String] = []
        let wheel = WheelScroll(clock: clock) { event in
            guard let scroll = event.scroll else { return }
            sent.append("\(TraceFormat.number(event.timestamp, digits: 3)) \(scroll.phase) \(scroll.location.x),\(scroll.location.y) "
                        + "\(scroll.delta.dx),\(scroll.delta.dy) \(scroll.type == .discrete ? "discrete" : "?") "
                        + "shift \(event.modifierFlags.contains(.shift))")
        }
        wheel.turn(by: Vector(dx: 0, dy: 1), at: pt(10, 20), time: 0)
        clock.advance(to: 0.1)
        wheel.modifierFlags = .shift
        // Later detents stay at the sequence's place; a zero turn is nothing.
        wheel.turn(by: Vector(dx: 0.5, dy: -2), at: pt(50, 60), time: 0.1)
        wheel.turn(by: .zero, at: pt(50, 60), time: 0.1)
        clock.advance(to: 0.24)
        #expect(wheel.isScrolling)
        clock.advance(to: 0.3)
        #expect(!wheel.isScrolling)
        wheel.turn(by: Vector(dx: 0, dy: 1), at: pt(50, 60), time: 0.3)
        wheel.finish(.cancelled)
        clock.advance(to: 1)
        #expect(sent == [
            "0.0 began 10.0,20.0 0.0,0.0 discrete shift false",
            "0.0 changed 10.0,20.0 -0.0,20.0 discrete shift false",
            "0.1 changed 10.0,20.0 -10.0,-40.0 discrete shift true",
            "0.25 ended 10.0,20.0 0.0,0.0 discrete shift true",
            "0.3 began 50.0,60.0 0.0,0.0 discrete shift true",
            "0.3 changed 50.0,60.0 -0.0,20.0 discrete shift true",
            "0.3 cancelled 50.0,60.0 0.0,0.0 discrete shift true",
        ])
    }
}
