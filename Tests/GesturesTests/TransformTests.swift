import Gestures
import GestureTesting
import Testing

/// A trackpad's pinch and rotation (``TransformInput``): they drive the pinch and rotation
/// recognizers under the pointer, as UIKit's transform events do, and reach no view.
@MainActor
@Suite("Trackpad pinch and rotation")
struct TransformTests {
    private func send(_ scene: Scene, _ phase: TransformInput.Phase, at point: Point, scale: Double = 1, rotation: Double = 0) {
        scene.window.sendEvent(InputEvent(timestamp: scene.driver.now,
                                          transform: TransformInput(phase: phase, location: point, scale: scale, rotation: rotation)))
        scene.driver.wait(0.01)
    }

    /// A photo with a pinch and a rotation, and a map beside it with a pan.
    private func photoAndMap() -> (Scene, PinchGestureRecognizer, RotationGestureRecognizer) {
        let scene = Scene()
        let photo = scene.view("photo", Rect(x: 0, y: 0, width: 200, height: 200))
        let map = scene.view("map", Rect(x: 0, y: 200, width: 200, height: 200))
        let pinch = scene.attach(PinchGestureRecognizer(), to: photo)
        pinch.name = "pinch"
        let rotation = scene.attach(RotationGestureRecognizer(), to: photo)
        rotation.name = "rotation"
        let pan = scene.attach(PanGestureRecognizer(), to: map)
        pan.name = "pan"
        pan.allowedScrollTypesMask = .all
        return (scene, pinch, rotation)
    }

    @Test("A trackpad pinch drives the pinch under the pointer with no threshold; no view hears of it")
    func pinch() {
        let (scene, pinch, _) = photoAndMap()
        var seen: [String] = []
        pinch.addAction { seen.append("\($0.state) at \($0.location(in: nil)) touches \($0.numberOfTouches) \(pinch.scale)") }
        send(scene, .began, at: pt(100, 100))
        send(scene, .changed, at: pt(100, 100), scale: 1.25)
        send(scene, .changed, at: pt(100, 100), scale: 1.2)
        send(scene, .ended, at: pt(100, 100))
        #expect(seen == ["began at (100.0, 100.0) touches 0 1.25", "changed at (100.0, 100.0) touches 0 1.5",
                         "ended at (100.0, 100.0) touches 0 1.5"])
        expectTrace(scene.trace.lines, [
            "pinch: possible → began",
            // The rotation beside it takes the same steps: it fails when the pinch begins (they
            // do not recognize together) and stays out for the rest of the sequence.
            "rotation: possible → failed",
            "pinch: action began scale=1.25 velocity=25.0",
            "pinch: began → changed",
            "pinch: action changed scale=1.5 velocity=25.0",
            "pinch: changed → ended",
            "pinch: action ended scale=1.5 velocity=25.0",
        ])
    }

    @Test("A trackpad rotation drives the rotation; steps that do not turn leave it waiting")
    func rotation() {
        let (scene, _, _) = photoAndMap()
        send(scene, .began, at: pt(50, 50))
        send(scene, .changed, at: pt(50, 50), rotation: 0.1)
        send(scene, .changed, at: pt(50, 50), rotation: -0.3)
        send(scene, .ended, at: pt(50, 50))
        expectTrace(scene.trace.lines, [
            "rotation: possible → began",
            "pinch: possible → failed",
            // 0.1 and −0.2 radians.
            "rotation: action began rotation=5.73° velocity=10.0",
            "rotation: began → changed",
            "rotation: action changed rotation=-11.46° velocity=2.0",
            "rotation: changed → ended",
            "rotation: action ended rotation=-11.46° velocity=2.0",
        ])
    }

    @Test("Over a view with only a pan, a trackpad pinch does nothing; a pinch with fingers on it ignores the trackpad")
    func notForOthers() {
        let (scene, pinch, _) = photoAndMap()
        scene.window.subviews[0].isMultipleTouchEnabled = true
        send(scene, .began, at: pt(100, 300))
        send(scene, .changed, at: pt(100, 300), scale: 2)
        send(scene, .ended, at: pt(100, 300))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.down(2, at: pt(150, 50))
        send(scene, .began, at: pt(100, 100))
        send(scene, .changed, at: pt(100, 100), scale: 2)
        send(scene, .ended, at: pt(100, 100))
        #expect(pinch.state == .possible && pinch.scale == 1)
        scene.driver.up(1)
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "photo.touchesBegan [1]",
            "photo.touchesBegan [2]",
            "pinch: possible → failed",
            "rotation: possible → failed",
            // The first finger's end waits for the recognizers (delaysTouchesEnded).
            "photo.touchesEnded [1,2]",
        ])
    }

    @Test("Bad transform steps: not finite or not positive dropped, an end without a beginning dropped, a change without one begins")
    func badSteps() {
        let (scene, pinch, _) = photoAndMap()
        var diagnostics: [String] = []
        scene.window.engine.addObserver { diagnostics.append($0.line) }
        send(scene, .ended, at: pt(100, 100))
        send(scene, .changed, at: pt(100, 100), scale: .nan)
        send(scene, .changed, at: pt(100, 100), scale: 0)
        send(scene, .changed, at: pt(.infinity, 100), scale: 2)
        send(scene, .changed, at: pt(100, 100), scale: 2)
        send(scene, .began, at: pt(100, 100), scale: 1.5)
        send(scene, .cancelled, at: pt(100, 100))
        #expect(pinch.state == .possible)
        expectTrace(diagnostics.filter { $0.contains("transform") }, [
            "input: transform ended without began; dropped",
            "input: transform at (100.0, 100.0) by scale nan, rotation 0.0 is not finite and positive; dropped",
            "input: transform at (100.0, 100.0) by scale 0.0, rotation 0.0 is not finite and positive; dropped",
            "input: transform at (inf, 100.0) by scale 2.0, rotation 0.0 is not finite and positive; dropped",
            "input: transform changed without began; taken as its beginning",
            "input: transform began while one was under way; taken as part of it",
        ])
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("pinch:") && !$0.contains("action") }, [
            "pinch: possible → began", "pinch: began → changed", "pinch: changed → cancelled",
        ])
    }

    /// An end whose values cannot be taken (found by the fuzzer: a pinch began by a trackpad ran
    /// for ever once the sequence's end came with a scale of NaN and was dropped) still ends the
    /// sequence, where it last was, scaling and turning nothing; and so does a scroll's.
    @Test("An end with values not finite still ends the trackpad pinch or the scroll that runs")
    func unreadableEnds() throws {
        let (scene, pinch, _) = photoAndMap()
        let pan = try #require(scene.window.subviews[1].gestureRecognizers?.first)
        var diagnostics: [String] = []
        scene.window.engine.addObserver { diagnostics.append($0.line) }
        var seen: [String] = []
        pinch.addAction { seen.append("pinch \($0.state) at \($0.location(in: nil)) \(pinch.scale)") }
        pan.addAction { seen.append("pan \($0.state) at \($0.location(in: nil))") }
        send(scene, .began, at: pt(100, 100))
        send(scene, .changed, at: pt(110, 100), scale: 1.5)
        send(scene, .ended, at: pt(.nan, 100), scale: .nan, rotation: 1e300)
        scene.window.sendEvent(InputEvent(timestamp: scene.driver.now,
                                          scroll: ScrollInput(phase: .began, location: pt(50, 300), type: .continuous)))
        scene.window.sendEvent(InputEvent(timestamp: scene.driver.now + 0.01,
                                          scroll: ScrollInput(phase: .changed, location: pt(50, 300), delta: Vector(dx: 0, dy: 20),
                                                              type: .continuous)))
        scene.window.sendEvent(InputEvent(timestamp: scene.driver.now + 0.02,
                                          scroll: ScrollInput(phase: .ended, location: pt(50, 300), delta: Vector(dx: .infinity, dy: 0),
                                                              type: .continuous)))
        scene.driver.wait(1)
        #expect(seen == [
            "pinch began at (110.0, 100.0) 1.5", "pinch ended at (110.0, 100.0) 1.5",
            "pan began at (50.0, 300.0)", "pan ended at (50.0, 300.0)",
        ])
        expectTrace(diagnostics.filter { $0.hasPrefix("input:") }, [
            "input: transform ended at (nan, 100.0) by scale nan, rotation 1e+300 is not finite and positive; "
                + "taken as the sequence's end at (110.0, 100.0), scaling and turning nothing",
            "input: scroll ended at (50.0, 300.0) by <inf, 0.0> is not finite; taken as the sequence's end at (50.0, 300.0), moving nothing",
        ])
        #expect(pinch.state == .possible && pan.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }
}
