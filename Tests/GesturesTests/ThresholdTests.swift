import Gestures
import GestureTesting
import Testing

/// Every threshold of the built-in recognizers, just under and just over its boundary.
@MainActor
@Suite("Recognizer thresholds on both sides of every boundary")
struct ThresholdTests {
    private func box(_ scene: Scene) -> View {
        let box = scene.view("box", Rect(x: 0, y: 0, width: 320, height: 480))
        box.isMultipleTouchEnabled = true
        return box
    }

    @Test("Tap: a finger may move up to 45 points", arguments: [(44.9, true), (45.0, true), (45.1, false)])
    func tapMovement(distance: Double, recognized: Bool) {
        let scene = Scene.builtIn()
        let tap = scene.attach(TapGestureRecognizer(), to: box(scene))
        tap.name = "tap"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.05)
        scene.driver.move(1, to: pt(100 + distance, 100))
        scene.driver.wait(0.05)
        scene.driver.up(1)
        #expect(scene.trace.lines.contains("tap: possible → ended") == recognized)
        #expect(scene.trace.lines.contains("tap: possible → failed") == !recognized)
    }

    @Test("Tap: the finger may stay down up to 0.75 s", arguments: [(0.74, true), (0.76, false)])
    func tapDuration(held: Double, recognized: Bool) {
        let scene = Scene.builtIn()
        let tap = scene.attach(TapGestureRecognizer(), to: box(scene))
        tap.name = "tap"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(held)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, recognized ? [
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [1]",
        ] : [
            "box.touchesBegan [1]",
            "tap: possible → failed",
            "box.touchesEnded [1]",
        ])
    }

    @Test("Double tap: the second tap must land within 0.35 s of the first lift", arguments: [
        (0.34, true), (0.36, false),
    ])
    func tapInterval(pause: Double, recognized: Bool) {
        let scene = Scene.builtIn()
        let tap = scene.attach(TapGestureRecognizer(), to: box(scene))
        tap.name = "double"
        tap.numberOfTapsRequired = 2
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.05)
        scene.driver.up(1)
        scene.driver.wait(pause)
        scene.driver.down(2, at: pt(100, 100))
        scene.driver.wait(0.05)
        scene.driver.up(2)
        #expect(scene.trace.lines.contains("double: possible → ended") == recognized)
        #expect(scene.trace.lines.contains("double: possible → failed") == !recognized)
    }

    @Test("Double tap: the second tap must land within 45 points of the first", arguments: [(44.0, true), (46.0, false)])
    func tapLandingDistance(offset: Double, recognized: Bool) {
        let scene = Scene.builtIn()
        let tap = scene.attach(TapGestureRecognizer(), to: box(scene))
        tap.name = "double"
        tap.numberOfTapsRequired = 2
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.up(1)
        scene.driver.wait(0.1)
        scene.driver.down(2, at: pt(100, 100 + offset))
        scene.driver.up(2)
        #expect(scene.trace.lines.contains("double: action ended at (100.0, 100.0) touches=1") == recognized)
    }

    @Test("Tap: more fingers than required fail at once; a two-finger tap needs both", arguments: [1, 2, 3])
    func tapFingers(fingers: Int) {
        let scene = Scene.builtIn()
        let tap = scene.attach(TapGestureRecognizer(), to: box(scene))
        tap.name = "tap"
        tap.numberOfTouchesRequired = 2
        for id in 1...fingers { scene.driver.down(id, at: pt(Double(100 + 20 * id), 100)) }
        for id in 1...fingers { scene.driver.up(id) }
        switch fingers {
        case 2: #expect(scene.trace.lines.contains("tap: action ended at (130.0, 100.0) touches=2"))
        default: #expect(scene.trace.lines.contains("tap: possible → failed"))
        }
    }

    @Test("Long press: begins at 0.5 s from its timer; an earlier lift fails it", arguments: [(0.49, false), (0.5, true)])
    func longPressDuration(held: Double, began: Bool) {
        let scene = Scene.builtIn()
        let press = scene.attach(LongPressGestureRecognizer(), to: box(scene))
        press.name = "press"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(held)
        #expect(press.state == (began ? .began : .possible))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, began ? [
            "box.touchesBegan [1]",
            "press: possible → began",
            "press: action began at (100.0, 100.0)",
            "box.touchesCancelled [1]",
            "press: began → ended",
            "press: action ended at (100.0, 100.0)",
        ] : [
            "box.touchesBegan [1]",
            "press: possible → failed",
            "box.touchesEnded [1]",
        ])
    }

    @Test("Long press: the finger may move 10 points before it begins, any distance after", arguments: [
        (9.9, true), (10.1, false),
    ])
    func longPressMovement(distance: Double, began: Bool) {
        let scene = Scene.builtIn()
        let press = scene.attach(LongPressGestureRecognizer(), to: box(scene))
        press.name = "press"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.2)
        scene.driver.move(1, to: pt(100, 100 + distance))
        scene.driver.wait(0.3)
        #expect(press.state == (began ? .began : .possible))
        scene.driver.move(1, to: pt(300, 400))
        #expect(press.state == (began ? .changed : .possible))
        scene.driver.up(1)
    }

    @Test("Pan: begins at 10 points along one axis, not along the diagonal", arguments: [
        (Vector(dx: 9.99, dy: 0), false), (Vector(dx: 10, dy: 0), true), (Vector(dx: 0, dy: -10), true),
        (Vector(dx: 9, dy: 9), false), (Vector(dx: -9.9, dy: 9.9), false),
    ])
    func panHysteresis(movement: Vector, began: Bool) {
        let scene = Scene.builtIn()
        let pan = scene.attach(PanGestureRecognizer(), to: box(scene))
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.016)
        scene.driver.move(1, to: pt(100, 100) + movement)
        #expect(pan.state == (began ? .began : .possible))
        if began { #expect(pan.translation(in: nil) == .zero) }
    }

    @Test("Pan: the hysteresis is taken off each axis at began: (15, −12) reads (5, −2)")
    func panTranslationAtBegan() {
        let scene = Scene.builtIn()
        let pan = scene.attach(PanGestureRecognizer(), to: box(scene))
        pan.name = "pan"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.02)
        scene.driver.move(1, to: pt(115, 88))
        scene.driver.wait(0.02)
        scene.driver.move(1, to: pt(125, 88))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "pan: possible → began",
            "pan: action began translation=(5.0, -2.0) velocity=(150.0, -120.0)",
            "box.touchesCancelled [1]",
            "pan: began → changed",
            "pan: action changed translation=(15.0, -2.0) velocity=(220.0, -96.0)",
            "pan: changed → ended",
            "pan: action ended translation=(15.0, -2.0) velocity=(220.0, -96.0)",
        ])
    }

    /// The swipe's limits at each time t: primary 50·(1 − 0.94 t), secondary 50·(1 − 0.98 t).
    /// The duration is inclusive: a move at exactly 0.5 s is still judged by these limits.
    nonisolated static let swipeTimes: [Double] = [0, 0.1, 0.2, 0.3, 0.4, 0.499, 0.5]

    @Test("Swipe: the primary movement needed shrinks with time", arguments: swipeTimes)
    func swipePrimary(t: Double) {
        let needed = 50 * (1 - 0.94 * t)
        for (primary, recognized) in [(needed - 0.1, false), (needed + 0.1, true)] {
            let scene = Scene.builtIn()
            let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
            swipe.name = "swipe"
            scene.driver.down(1, at: pt(100, 100))
            scene.driver.wait(t)
            scene.driver.move(1, to: pt(100 + primary, 100))
            #expect(scene.trace.lines.contains("swipe: possible → ended") == recognized, "t=\(t) primary=\(primary)")
        }
    }

    @Test("Swipe: the secondary movement allowed shrinks with time", arguments: swipeTimes)
    func swipeSecondary(t: Double) {
        let allowed = 50 * (1 - 0.98 * t)
        let primary = 60.0
        for (secondary, recognized) in [(allowed - 0.1, true), (allowed + 0.1, false)] {
            let scene = Scene.builtIn()
            let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
            swipe.name = "swipe"
            swipe.direction = .up
            scene.driver.down(1, at: pt(100, 300))
            scene.driver.wait(t)
            scene.driver.move(1, to: pt(100 + secondary, 300 - primary))
            #expect(scene.trace.lines.contains("swipe: possible → ended") == recognized, "t=\(t) secondary=\(secondary)")
            #expect(scene.trace.lines.contains("swipe: possible → failed") == !recognized)
        }
    }

    @Test("Swipe: recognized during the move, and already possible again when the event returns")
    func swipeDuringMove() {
        let scene = Scene.builtIn()
        let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
        swipe.name = "swipe"
        swipe.direction = [.left, .down]
        scene.driver.down(1, at: pt(200, 100))
        scene.driver.wait(0.05)
        scene.driver.move(1, to: pt(170, 102))
        scene.driver.wait(0.05)
        scene.driver.move(1, to: pt(140, 104))
        #expect(swipe.state == .possible)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "swipe: possible → ended",
            "swipe: action ended at (140.0, 104.0)",
            "box.touchesCancelled [1]",
        ])
        scene.driver.up(1)
        #expect(scene.trace.lines.count == 5)
    }

    @Test("Swipe: too slow, backwards, lifted early, or too many fingers fail it", arguments: [
        "slow", "backwards", "early lift", "two fingers",
    ])
    func swipeFailures(kind: String) {
        let scene = Scene.builtIn()
        let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
        swipe.name = "swipe"
        scene.driver.down(1, at: pt(100, 100))
        switch kind {
        case "slow":
            scene.driver.wait(0.51)
        case "backwards":
            scene.driver.move(1, to: pt(99, 100))
        case "early lift":
            scene.driver.move(1, to: pt(120, 100))
            scene.driver.up(1)
        default:
            scene.driver.down(2, at: pt(120, 120))
        }
        #expect(scene.trace.lines.contains("swipe: possible → failed"))
    }

    @Test("Pinch: begins when the distance changed by 10 points; 100 → 110 first reads 110/108", arguments: [
        (9.9, false), (10.0, true),
    ])
    func pinchThreshold(change: Double, began: Bool) {
        let scene = Scene.builtIn()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box(scene))
        pinch.name = "pinch"
        scene.driver.down(1, at: pt(100, 200))
        scene.driver.down(2, at: pt(200, 200))
        scene.driver.wait(0.02)
        scene.driver.move(2, to: pt(200 + change, 200))
        #expect(pinch.state == (began ? .began : .possible))
        if began {
            #expect(pinch.scale == 110.0 / 108.0)
            #expect(abs(pinch.velocity - (110.0 / 108.0 - 100.0 / 108.0) / 0.02) < 1e-9)
        }
    }

    @Test("Pinch: closing fingers carry the hysteresis the other way: 100 → 90 reads 90/92")
    func pinchClosing() {
        let scene = Scene.builtIn()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box(scene))
        scene.driver.down(1, at: pt(100, 200))
        scene.driver.down(2, at: pt(200, 200))
        scene.driver.move(2, to: pt(190, 200))
        #expect(pinch.scale == 90.0 / 92.0)
    }

    @Test("Rotation: begins at 10°, with 5° of hysteresis in its direction", arguments: [
        (9.99, false, 0.0), (10.01, true, 5.01), (-45.0, true, -40.0),
    ])
    func rotationThreshold(degrees: Double, began: Bool, reads: Double) {
        let scene = Scene.builtIn()
        let rotation = scene.attach(RotationGestureRecognizer(), to: box(scene))
        scene.driver.down(1, at: pt(160, 240))
        scene.driver.down(2, at: pt(260, 240))
        let radians = degrees * Double.pi / 180
        // Turn finger 2 about finger 1 in small steps (clockwise on screen for positive angles).
        let steps = 10
        for step in 1...steps {
            let a = radians * Double(step) / Double(steps)
            scene.driver.wait(0.01)
            scene.driver.move(2, to: pt(160 + 100 * Transform(rotationAngle: a).a, 240 + 100 * Transform(rotationAngle: a).b))
        }
        #expect(rotation.state == (began ? .changed : .possible) || (began && rotation.state == .began))
        #expect(abs(rotation.rotation * 180 / Double.pi - reads) < 1e-6)
    }

    @Test("Screen-edge pan: lands within 20 points of the edge, begins 15 points inward", arguments: [
        (19.0, 15.0, true), (21.0, 15.0, false), (5.0, 14.9, false),
    ])
    func screenEdge(fromEdge: Double, inward: Double, began: Bool) {
        let scene = Scene.builtIn()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        scene.attach(edge, to: box(scene))
        scene.driver.down(1, at: pt(fromEdge, 200))
        scene.driver.wait(0.02)
        scene.driver.move(1, to: pt(fromEdge + inward, 200))
        #expect(edge.state == (began ? .began : (fromEdge > 20 ? .possible : .possible)))
        if began { #expect(edge.translation(in: nil) == .zero) }
        scene.driver.move(1, to: pt(fromEdge + inward + 10, 230))
        if began { #expect(edge.translation(in: nil) == pt(10, 30)) }
    }

    @Test("Swipe: a qualifying move at exactly 0.5 s recognizes; at 0.501 s the swipe has failed", arguments: [
        (0.5, true), (0.501, false),
    ])
    func swipeDurationBoundary(t: Double, recognized: Bool) {
        let scene = Scene.builtIn()
        let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
        swipe.name = "swipe"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(t)
        scene.driver.move(1, to: pt(130, 100))
        expectTrace(scene.trace.lines, recognized ? [
            "box.touchesBegan [1]",
            "swipe: possible → ended",
            "swipe: action ended at (130.0, 100.0)",
            "box.touchesCancelled [1]",
        ] : [
            "box.touchesBegan [1]",
            "swipe: possible → failed",
            "box.touchesMoved [1]",
        ])
    }

    @Test("Swipe: a set mixing horizontal and vertical directions counts only the horizontal ones", arguments: [
        (SwipeGestureRecognizer.Direction([.right, .down]), Vector(dx: 60, dy: 0), true),
        (SwipeGestureRecognizer.Direction([.right, .down]), Vector(dx: 0, dy: 60), false),
        (SwipeGestureRecognizer.Direction([.left, .up]), Vector(dx: 0, dy: -60), false),
        (SwipeGestureRecognizer.Direction([.left, .right, .up, .down]), Vector(dx: -60, dy: 0), true),
        (SwipeGestureRecognizer.Direction([.left, .right, .up, .down]), Vector(dx: 0, dy: 60), false),
        (SwipeGestureRecognizer.Direction([.up, .down]), Vector(dx: 0, dy: 60), true),
        (SwipeGestureRecognizer.Direction([.up, .down]), Vector(dx: 0, dy: -60), true),
    ])
    func swipeMixedDirections(direction: SwipeGestureRecognizer.Direction, movement: Vector, recognized: Bool) {
        let scene = Scene.builtIn()
        let swipe = scene.attach(SwipeGestureRecognizer(), to: box(scene))
        swipe.name = "swipe"
        swipe.direction = direction
        scene.driver.down(1, at: pt(160, 240))
        scene.driver.wait(0.05)
        scene.driver.move(1, to: pt(160, 240) + movement)
        let end = pt(160, 240) + movement
        expectTrace(scene.trace.lines, recognized ? [
            "box.touchesBegan [1]",
            "swipe: possible → ended",
            "swipe: action ended at (\(end.x), \(end.y))",
            "box.touchesCancelled [1]",
        ] : [
            "box.touchesBegan [1]",
            "swipe: possible → failed",
            "box.touchesMoved [1]",
        ])
    }

    // Boundaries decided by rounding: each pair of coordinates below is exactly the threshold
    // apart on paper, but reads a hair under (or over) it in binary floating point.

    @Test("Rotation: a turn of exactly 10° computed from coordinates (9.999999999999996°) begins", arguments: [
        (10.0, true), (9.999, false),
    ])
    func rotationRoundedBoundary(degrees: Double, began: Bool) {
        let scene = Scene.builtIn()
        let rotation = scene.attach(RotationGestureRecognizer(), to: box(scene))
        rotation.name = "rotation"
        scene.driver.down(1, at: pt(160, 240))
        scene.driver.down(2, at: pt(260, 240))
        scene.driver.wait(0.02)
        let turn = Transform(rotationAngle: degrees * Double.pi / 180)
        scene.driver.move(2, to: pt(160 + 100 * turn.a, 240 + 100 * turn.b))
        #expect(rotation.state == (began ? .began : .possible))
        if began { #expect(abs(rotation.rotation * 180 / Double.pi - 5) < 1e-9) }
        scene.driver.up(1)
        scene.driver.up(2)
        let ending = began
            ? ["rotation: possible → began", "rotation: began → ended"]
            : ["rotation: possible → failed"]
        #expect(scene.trace.lines.filter { $0.hasPrefix("rotation: ") && $0.contains("→") } == ending)
    }

    @Test("Pan: a move from x = 6.4 to 16.4 (9.999999999999998 in binary) begins", arguments: [
        (16.4, true), (16.3, false),
    ])
    func panRoundedBoundary(toX: Double, began: Bool) {
        let scene = Scene.builtIn()
        let pan = scene.attach(PanGestureRecognizer(), to: box(scene))
        pan.name = "pan"
        scene.driver.down(1, at: pt(6.4, 100))
        scene.driver.wait(0.02)
        scene.driver.move(1, to: pt(toX, 100))
        scene.driver.up(1)
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("pan: ") && $0.contains("→") }, began
            ? ["pan: possible → began", "pan: began → ended"]
            : ["pan: possible → failed"])
    }

    @Test("Pinch: fingers 100 points apart moved 10 further (9.999999999999986 in binary) begin", arguments: [
        (128.2, true), (128.1, false),
    ])
    func pinchRoundedBoundary(toX: Double, began: Bool) {
        let scene = Scene.builtIn()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box(scene))
        pinch.name = "pinch"
        scene.driver.down(1, at: pt(18.2, 200))
        scene.driver.down(2, at: pt(118.2, 200))
        scene.driver.wait(0.02)
        scene.driver.move(2, to: pt(toX, 200))
        scene.driver.up(1)
        scene.driver.up(2)
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("pinch: ") && $0.contains("→") }, began
            ? ["pinch: possible → began", "pinch: began → ended"]
            : ["pinch: possible → failed"])
    }

    @Test("Long press: a move of exactly 10 points (10.000000000000002 in binary) is allowed", arguments: [
        (16.1, true), (16.2, false),
    ])
    func longPressRoundedBoundary(toX: Double, began: Bool) {
        let scene = Scene.builtIn()
        let press = scene.attach(LongPressGestureRecognizer(), to: box(scene))
        press.name = "press"
        scene.driver.down(1, at: pt(6.1, 100))
        scene.driver.wait(0.1)
        scene.driver.move(1, to: pt(toX, 100))
        scene.driver.wait(0.4)
        scene.driver.up(1)
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("press: ") && $0.contains("→") }, began
            ? ["press: possible → began", "press: began → ended"]
            : ["press: possible → failed"])
    }
}
