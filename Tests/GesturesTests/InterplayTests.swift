import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Built-in recognizers competing through the engine")
struct InterplayTests {
    private func setUp(decisions: Bool = true) -> (Scene, View) {
        let scene = Scene.builtIn(decisions: decisions)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 320, height: 480))
        box.isMultipleTouchEnabled = true
        return (scene, box)
    }

    private func tap(_ scene: Scene, _ id: Int, at p: Point, hold: Double = 0.05) {
        scene.driver.down(id, at: p)
        scene.driver.wait(hold)
        scene.driver.up(id)
    }

    @Test("Single and double tap without require(toFail:): both fire, the single one on each tap")
    func singleAndDoubleTogether() {
        let (scene, box) = setUp()
        let single = scene.attach(TapGestureRecognizer(), to: box)
        single.name = "single"
        let double = scene.attach(TapGestureRecognizer(), to: box)
        double.name = "double"
        double.numberOfTapsRequired = 2
        tap(scene, 1, at: pt(100, 100))
        scene.driver.wait(0.1)
        tap(scene, 2, at: pt(102, 100))
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "single: possible → ended",
            "single: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [1]",
            "box.touchesBegan [2]",
            "single: possible → ended",
            "double: possible → ended",
            "single: action ended at (102.0, 100.0) touches=1",
            "double: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [2]",
        ])
    }

    @Test("Single tap requiring the double tap to fail: it fires 0.35 s late, or not at all")
    func singleWaitsForDouble() {
        let (scene, box) = setUp()
        let single = scene.attach(TapGestureRecognizer(), to: box)
        single.name = "single"
        let double = scene.attach(TapGestureRecognizer(), to: box)
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)

        tap(scene, 1, at: pt(100, 100))  // lifts at t = 0.05
        scene.driver.wait(0.349)
        #expect(scene.trace.take() == ["box.touchesBegan [1]", "# single waiting for double to fail"])
        scene.driver.wait(0.001)  // t = 0.4 = lift + 0.35
        expectTrace(scene.trace.take(), [
            "double: possible → failed",
            "# single released: required recognizers failed",
            "single: possible → ended",
            "single: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [1]",
        ])

        scene.driver.wait(1)
        tap(scene, 2, at: pt(100, 100))
        scene.driver.wait(0.2)
        tap(scene, 3, at: pt(100, 100))
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [2]",
            "# single waiting for double to fail",
            "box.touchesBegan [3]",
            "double: possible → ended",
            "# single failed: double recognized and was required to fail",
            "single: possible → failed",
            "double: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [2,3]",
        ])
    }

    @Test("Tap and pan on one view: a still finger taps, a moving one pans and the tap fails")
    func tapAndPan() {
        let (scene, box) = setUp()
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        let tapRecognizer = scene.attach(TapGestureRecognizer(), to: box)
        tapRecognizer.name = "tap"
        tap(scene, 1, at: pt(100, 100))
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [1]",
            "pan: possible → failed",
            "tap: possible → ended",
            "tap: action ended at (100.0, 100.0) touches=1",
            "box.touchesCancelled [1]",
        ])
        scene.driver.down(2, at: pt(100, 100))
        scene.glide(2, to: pt(130, 100), steps: 3)
        scene.driver.up(2)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [2]",
            "pan: possible → began",
            "# tap failed: excluded by pan",
            "tap: possible → failed",
            "pan: action began translation=(0.0, 0.0) velocity=(120.0, 0.0)",
            "box.touchesCancelled [2]",
            "pan: began → changed",
            "pan: action changed translation=(10.0, 0.0) velocity=(216.0, 0.0)",
            "pan: changed → changed",
            "pan: action changed translation=(20.0, 0.0) velocity=(292.8, 0.0)",
            "pan: changed → ended",
            "pan: action ended translation=(20.0, 0.0) velocity=(292.8, 0.0)",
        ])
    }

    @Test("Long press and pan: holding still wins the press; moving first wins the pan")
    func longPressAndPan() {
        let (scene, box) = setUp()
        let press = scene.attach(LongPressGestureRecognizer(), to: box)
        press.name = "press"
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.wait(0.5)
        scene.glide(1, to: pt(160, 100), steps: 2)
        scene.driver.up(1)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [1]",
            "press: possible → began",
            "# pan failed: excluded by press",
            "pan: possible → failed",
            "press: action began at (100.0, 100.0)",
            "box.touchesCancelled [1]",
            "press: began → changed",
            "press: action changed at (130.0, 100.0)",
            "press: changed → changed",
            "press: action changed at (160.0, 100.0)",
            "press: changed → ended",
            "press: action ended at (160.0, 100.0)",
        ])
        scene.driver.down(2, at: pt(100, 100))
        scene.driver.wait(0.1)
        scene.glide(2, to: pt(100, 124), steps: 2)
        scene.driver.up(2)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [2]",
            "press: possible → failed",
            "pan: possible → began",
            // The first step is measured from the touch-down 0.1 + 1/60 s earlier: 12 pt / 0.1167 s,
            // weighted 0.2; the second is 12 pt in 1/60 s.
            "pan: action began translation=(0.0, 2.0) velocity=(0.0, 20.6)",
            "box.touchesCancelled [2]",
            "pan: began → changed",
            "pan: action changed translation=(0.0, 14.0) velocity=(0.0, 160.5)",
            "pan: changed → ended",
            "pan: action ended translation=(0.0, 14.0) velocity=(0.0, 160.5)",
        ])
    }

    @Test("Pinch and rotation recognize together when a delegate allows it")
    func pinchAndRotation() {
        let (scene, box) = setUp()
        let pinch = scene.attach(PinchGestureRecognizer(), to: box)
        pinch.name = "pinch"
        let rotation = scene.attach(RotationGestureRecognizer(), to: box)
        rotation.name = "rotation"
        let delegate = TestDelegate()
        delegate.simultaneous = true
        rotation.delegate = delegate
        scene.driver.down(1, at: pt(100, 200))
        scene.driver.down(2, at: pt(200, 200))
        // Finger 2 moves out and turns, 0.02 s apart: distance 100 → 120 in steps of 5 points,
        // angle 0 → 22° in steps of 5.5°.
        for step in 1...4 {
            let a = 22.0 * Double.pi / 180 * Double(step) / 4
            let r = 100 + 20 * Double(step) / 4
            scene.driver.wait(0.02)
            scene.driver.move(2, to: pt(100 + r * Transform(rotationAngle: a).a, 200 + r * Transform(rotationAngle: a).b))
        }
        scene.driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: scene.driver.location(of: 1)))
            $0.append(TouchInput(id: 2, phase: .ended, location: scene.driver.location(of: 2)))
        }
        let lines = scene.trace.lines.filter { !$0.hasPrefix("box.") }
        expectTrace(lines, [
            // Step 2: distance 110 (baseline 108), angle 11° (reads 6°); each step changes the scale by
            // 5/108 and the angle by 5.5° in 0.02 s: 2.315 per second and 4.800 rad/s.
            "pinch: possible → began",
            "rotation: possible → began",
            "pinch: action began scale=1.0185 velocity=2.315",
            "rotation: action began rotation=6.0° velocity=4.8",
            "pinch: began → changed",
            "rotation: began → changed",
            "pinch: action changed scale=1.0648 velocity=2.315",
            "rotation: action changed rotation=11.5° velocity=4.8",
            "pinch: changed → changed",
            "rotation: changed → changed",
            "pinch: action changed scale=1.1111 velocity=2.315",
            "rotation: action changed rotation=17.0° velocity=4.8",
            "pinch: changed → ended",
            "rotation: changed → ended",
            "pinch: action ended scale=1.1111 velocity=2.315",
            "rotation: action ended rotation=17.0° velocity=4.8",
        ])
    }

    @Test("Pan on parent and child: the child's pan wins and the parent's fails")
    func panParentChild() {
        let scene = Scene.builtIn(decisions: true)
        let parent = scene.view("parent", Rect(x: 0, y: 0, width: 320, height: 480))
        let child = scene.view("child", Rect(x: 50, y: 50, width: 100, height: 100), in: parent)
        let outer = scene.attach(PanGestureRecognizer(), to: parent)
        outer.name = "outer"
        let inner = scene.attach(PanGestureRecognizer(), to: child)
        inner.name = "inner"
        scene.driver.down(1, at: pt(100, 100))
        scene.glide(1, to: pt(100, 130), steps: 2)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "child.touchesBegan [1]",
            "inner: possible → began",
            "# outer failed: excluded by inner",
            "outer: possible → failed",
            "inner: action began translation=(0.0, 5.0) velocity=(0.0, 180.0)",
            "child.touchesCancelled [1]",
            "inner: began → changed",
            "inner: action changed translation=(0.0, 20.0) velocity=(0.0, 324.0)",
            "inner: changed → ended",
            "inner: action ended translation=(0.0, 20.0) velocity=(0.0, 324.0)",
        ])
    }

    @Test("Swipe and pan: the pan begins first and wins, unless it is told to wait for the swipe")
    func swipeAndPan() {
        let (scene, box) = setUp()
        let swipe = scene.attach(SwipeGestureRecognizer(), to: box)
        swipe.name = "swipe"
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        scene.driver.down(1, at: pt(50, 100))
        scene.glide(1, to: pt(150, 100), steps: 4)
        scene.driver.up(1)
        #expect(scene.trace.take().filter { $0.contains("→") } == [
            "pan: possible → began", "swipe: possible → failed", "pan: began → changed", "pan: changed → changed",
            "pan: changed → changed", "pan: changed → ended",
        ])

        // Waiting for the swipe: a fast stroke is a swipe and the pan fails…
        pan.require(toFail: swipe)
        scene.driver.down(2, at: pt(50, 100))
        scene.glide(2, to: pt(150, 100), steps: 4)
        scene.driver.up(2)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [2]",
            "# pan waiting for swipe to fail",
            "box.touchesMoved [2]",
            "swipe: possible → ended",
            "# pan failed: swipe recognized and was required to fail",
            "pan: possible → failed",
            "swipe: action ended at (100.0, 100.0)",
            "box.touchesCancelled [2]",
        ])
        // …and a slow one (10 points every 0.2 s) makes the swipe give up at 0.5 s: the pan, which
        // asked to begin at the first move, is released then with zero translation.
        scene.driver.down(3, at: pt(50, 100))
        scene.glide(3, to: pt(80, 100), steps: 3, dt: 0.2)
        scene.driver.up(3)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [3]",
            "# pan waiting for swipe to fail",
            "box.touchesMoved [3]",
            "box.touchesMoved [3]",
            "swipe: possible → failed",
            "# pan released: required recognizers failed",
            "pan: possible → began",
            "pan: action began translation=(0.0, 0.0) velocity=(18.0, 0.0)",
            "box.touchesCancelled [3]",
            "pan: began → changed",
            "pan: action changed translation=(10.0, 0.0) velocity=(24.4, 0.0)",
            "pan: changed → ended",
            "pan: action ended translation=(10.0, 0.0) velocity=(24.4, 0.0)",
        ])
    }
}
