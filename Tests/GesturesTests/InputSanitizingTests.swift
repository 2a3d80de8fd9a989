import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Bad input is reported and sanitized, never a crash")
struct InputSanitizingTests {
    private func makeScene() -> (Scene, View) {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = true
        scene.attach(TestDrag(name: "drag"), to: box)
        return (scene, box)
    }

    private func send(_ scene: Scene, _ t: Double, _ samples: [TouchInput]) {
        scene.window.sendEvent(InputEvent(timestamp: t, touches: samples))
    }

    @Test("A touch that moves or ends without having begun is dropped and reported")
    func endedWithoutBegan() {
        let (scene, _) = makeScene()
        send(scene, 0, [TouchInput(id: 7, phase: .moved, location: pt(10, 10))])
        send(scene, 0, [TouchInput(id: 7, phase: .ended, location: pt(10, 10))])
        send(scene, 0, [TouchInput(id: 7, phase: .cancelled, location: pt(10, 10))])
        #expect(scene.trace.lines == [
            "# input: touch 7 moved without having begun; dropped",
            "# input: touch 7 ended without having begun; dropped",
            "# input: touch 7 cancelled without having begun; dropped",
        ])
    }

    @Test("A pen's force, radius and angles beyond any device are bounded and reported; NaN keeps the last value")
    func penValues() {
        let (scene, box) = makeScene()
        var seen: [String] = []
        let probe = ForceProbe { seen.append($0) }
        box.addSubview(probe)
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(10, 10), type: .stylus, force: 1e300, majorRadius: -5,
                                   maximumPossibleForce: .greatestFiniteMagnitude, altitudeAngle: 4, azimuthAngle: 7)])
        send(scene, 0.1, [TouchInput(id: 1, phase: .moved, location: pt(12, 10), type: .stylus, force: .nan, altitudeAngle: -1)])
        send(scene, 0.2, [TouchInput(id: 1, phase: .ended, location: pt(12, 10), type: .stylus, force: 0.5)])
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("# input") }, [
            "# input: touch 1 force 1e+300 is outside 0.0…1000.0; using 1000.0",
            "# input: touch 1 maximumPossibleForce 1.7976931348623157e+308 is outside 0.0…1000.0; using 1000.0",
            "# input: touch 1 majorRadius -5.0 is outside 0.0…1000000000.0; using 0.0",
            "# input: touch 1 altitudeAngle 4.0 is outside 0.0…1.5707963267948966; using 1.5707963267948966",
            "# input: touch 1 azimuthAngle 7.0 is outside -π…π; using 0.7168146928204138",
            "# input: touch 1 altitudeAngle -1.0 is outside 0.0…1.5707963267948966; using 0.0",
        ])
        #expect(seen == [
            "began force 1000.0 of 1000.0 radius 0.0 altitude 1.571",
            "moved force 1000.0 of 1000.0 radius 0.0 altitude 0.0",
            "ended force 0.5 of 1000.0 radius 0.0 altitude 0.0",
        ])
    }

    @Test("A touch id that begins twice is taken as a move")
    func beganTwice() {
        let (scene, _) = makeScene()
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(10, 10))])
        send(scene, 0.1, [TouchInput(id: 1, phase: .began, location: pt(40, 10))])
        send(scene, 0.2, [TouchInput(id: 1, phase: .ended, location: pt(40, 10))])
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# input: touch 1 began while already down; taken as a move",
            "drag: possible → began",
            "drag: action began at (40.0, 10.0)",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (40.0, 10.0)",
        ])
    }

    @Test("Time going backwards is clamped; a non-finite timestamp is replaced")
    func timeBackwards() {
        let (scene, _) = makeScene()
        send(scene, 5, [TouchInput(id: 1, phase: .began, location: pt(10, 10))])
        send(scene, 4, [TouchInput(id: 1, phase: .moved, location: pt(12, 10))])
        send(scene, .nan, [TouchInput(id: 1, phase: .moved, location: pt(13, 10))])
        #expect(scene.window.engine.activeTouches.first?.timestamp == 5)
        send(scene, 6, [TouchInput(id: 1, phase: .ended, location: pt(13, 10))])
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# input: time went backwards from 5.0 to 4.0; using 5.0",
            "box.touchesMoved [1]",
            "# input: timestamp nan is not finite; using 5.0",
            "box.touchesMoved [1]",
            "drag: possible → failed",
            "box.touchesEnded [1]",
        ])
    }

    @Test("NaN and infinite coordinates: a landing is dropped, a move keeps the last good location")
    func nonFiniteCoordinates() {
        let (scene, _) = makeScene()
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(.nan, 10))])
        send(scene, 0, [TouchInput(id: 2, phase: .began, location: pt(10, 10))])
        send(scene, 0, [TouchInput(id: 2, phase: .moved, location: pt(.infinity, 10))])
        send(scene, 0, [TouchInput(id: 2, phase: .ended, location: pt(10, -.infinity))])
        expectTrace(scene.trace.lines, [
            "# input: touch 1 began at non-finite (nan, 10.0); dropped",
            "box.touchesBegan [2]",
            "# input: touch 2 at non-finite (inf, 10.0); keeping (10.0, 10.0)",
            "box.touchesMoved [2]",
            "# input: touch 2 at non-finite (10.0, -inf); keeping (10.0, 10.0)",
            "drag: possible → failed",
            "box.touchesEnded [2]",
        ])
    }

    @Test("A thousand simultaneous touches: the first 32 land, the rest are dropped and reported")
    func thousandTouches() {
        let (scene, _) = makeScene()
        let downs = (0..<1000).map { TouchInput(id: $0, phase: .began, location: pt(Double($0 % 200), 50)) }
        send(scene, 0, downs)
        #expect(scene.window.engine.activeTouches.count == GestureConstants.maximumSimultaneousTouches)
        let dropped = scene.trace.lines.filter { $0.hasSuffix("touches down; dropped") }
        #expect(dropped.count == 1000 - GestureConstants.maximumSimultaneousTouches)
        let ups = (0..<1000).map { TouchInput(id: $0, phase: .ended, location: pt(Double($0 % 200), 50)) }
        scene.trace.clear()
        send(scene, 0.1, ups)
        #expect(scene.window.engine.activeTouches.isEmpty)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
        #expect(scene.trace.lines.filter { $0.contains("without having begun") }.count == 1000 - 32)
    }

    @Test("The same finger twice in one event: the samples are merged and reported")
    func sameFingerTwice() {
        let (scene, _) = makeScene()
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(10, 10)),
                        TouchInput(id: 1, phase: .moved, location: pt(40, 10))])
        send(scene, 0.1, [TouchInput(id: 1, phase: .moved, location: pt(45, 10)),
                          TouchInput(id: 1, phase: .ended, location: pt(50, 10))])
        // The recognizer sees the merged result: the touch begins at (40, 10), where the drag takes
        // its start; it never moves 10 points from there.
        expectTrace(scene.trace.lines, [
            "# input: touch 1 appears twice in one event; samples merged",
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "# input: touch 1 appears twice in one event; samples merged",
            "drag: possible → failed",
            "box.touchesMoved [1]",
            "box.touchesEnded [1]",
        ])
    }

    @Test("A device tap count of Int.max is bounded, and the next nearby touch counts on without overflow")
    func hugeTapCount() {
        let scene = Scene(decisions: true)
        let box = TapCountView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        box.accessibilityIdentifier = "box"
        scene.window.addSubview(box)
        let limit = GestureConstants.maximumTapCount
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(10, 10), tapCount: .max)])
        send(scene, 0.1, [TouchInput(id: 1, phase: .ended, location: pt(10, 10))])
        // Counted by the engine from the previous lift: the bound, not the bound plus one.
        send(scene, 0.2, [TouchInput(id: 2, phase: .began, location: pt(12, 10))])
        send(scene, 0.3, [TouchInput(id: 2, phase: .ended, location: pt(12, 10))])
        send(scene, 0.4, [TouchInput(id: 3, phase: .began, location: pt(12, 10), tapCount: limit)])
        send(scene, 0.5, [TouchInput(id: 3, phase: .ended, location: pt(12, 10))])
        expectTrace(scene.trace.lines, [
            "# input: touch 1 tap count \(Int.max) over \(limit); using \(limit)",
            "box.touchesBegan [1]",
            "box.touchesEnded [1]",
            "box.touchesBegan [2]",
            "box.touchesEnded [2]",
            "box.touchesBegan [3]",
            "box.touchesEnded [3]",
        ])
        #expect(box.counts == [limit, limit, limit])
    }

    @Test("Huge finite coordinates are bounded: a view following a pan, and a pinch, stay finite")
    func hugeCoordinates() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        box.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        pan.maximumNumberOfTouches = 1
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        let follower = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var observed: [Double] = []
        pan.addAction { pan in
            let t = pan.translation(in: nil)
            follower.center = Point(x: follower.center.x + t.x, y: follower.center.y + t.y)
            pan.setTranslation(.zero, in: nil)
            let v = pan.velocity(in: nil)
            observed += [t.x, t.y, v.x, v.y]
        }
        pinch.addAction { pinch in observed += [pinch.scale, pinch.velocity] }
        scene.attach(pan, to: box)
        scene.attach(pinch, to: box)
        pinch.delegate = Simultaneous.shared
        let huge = 1.7e308
        let limit = GestureConstants.maximumCoordinateMagnitude
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(50, 50))])
        send(scene, 0.01, [TouchInput(id: 1, phase: .moved, location: pt(huge, 50))])
        send(scene, 0.02, [TouchInput(id: 1, phase: .moved, location: pt(-huge, -huge))])
        send(scene, 0.03, [TouchInput(id: 1, phase: .ended, location: pt(-huge, -huge))])
        send(scene, 1, [TouchInput(id: 2, phase: .began, location: pt(50, 50)),
                        TouchInput(id: 3, phase: .began, location: pt(60, 50))])
        send(scene, 1.01, [TouchInput(id: 2, phase: .moved, location: pt(-huge, 50)),
                           TouchInput(id: 3, phase: .moved, location: pt(huge, 50))])
        send(scene, 1.02, [TouchInput(id: 2, phase: .moved, location: pt(40, 50)),
                           TouchInput(id: 3, phase: .moved, location: pt(huge, huge))])
        send(scene, 1.03, [TouchInput(id: 2, phase: .ended, location: pt(40, 50)),
                           TouchInput(id: 3, phase: .ended, location: pt(huge, huge))])
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("#") }, [
            "# input: touch 1 at (1.7e+308, 50.0) beyond ±\(limit); using (\(limit), 50.0)",
            "# input: touch 1 at (-1.7e+308, -1.7e+308) beyond ±\(limit); using (-\(limit), -\(limit))",
            "# input: touch 1 at (-1.7e+308, -1.7e+308) beyond ±\(limit); using (-\(limit), -\(limit))",
            "# input: touch 2 at (-1.7e+308, 50.0) beyond ±\(limit); using (-\(limit), 50.0)",
            "# input: touch 3 at (1.7e+308, 50.0) beyond ±\(limit); using (\(limit), 50.0)",
            "# input: touch 3 at (1.7e+308, 1.7e+308) beyond ±\(limit); using (\(limit), \(limit))",
            "# input: touch 3 at (1.7e+308, 1.7e+308) beyond ±\(limit); using (\(limit), \(limit))",
        ])
        #expect(observed.count > 8)
        #expect(observed.allSatisfy { $0.isFinite }, "\(observed)")
        #expect(follower.center.isFinite)
        // Where it started, (5, 5), plus the finger's way from (50, 50) to the bound, less the pan's
        // hysteresis along x, the axis it began on.
        #expect(follower.center == pt(5 - 50 - limit - GestureConstants.panHysteresis, 5 - 50 - limit))
    }

    @Test("Huge finite scroll steps and trackpad transforms are bounded: a pan's translation, a view's centre and a pinch's velocity stay finite")
    func hugeScrollsAndTransforms() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        pan.allowedScrollTypesMask = .continuous
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        let rotation = RotationGestureRecognizer()
        rotation.name = "rotation"
        let follower = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        pan.addAction { pan in
            let t = pan.translation(in: nil)
            follower.center = Point(x: follower.center.x + t.x, y: follower.center.y + t.y)
            pan.setTranslation(.zero, in: nil)
            log.append("pan \(pan.state) \(t) centre \(follower.center) velocity finite \(pan.velocity(in: nil).isFinite)")
        }
        pinch.addAction { pinch in log.append("pinch \(pinch.state) \(pinch.scale) velocity finite \(pinch.velocity.isFinite)") }
        rotation.addAction { rotation in log.append("rotation \(rotation.state) \(rotation.rotation)") }
        scene.attach(pan, to: box)
        scene.attach(pinch, to: box)
        scene.attach(rotation, to: box)
        pinch.delegate = Simultaneous.shared
        let huge = 1.7e308, limit = GestureConstants.maximumScrollDelta, most = GestureConstants.maximumTransformScale
        func scroll(_ phase: ScrollInput.Phase, _ delta: Vector, at point: Point = pt(50, 50)) {
            scene.window.sendEvent(InputEvent(timestamp: scene.driver.now,
                                              scroll: ScrollInput(phase: phase, location: point, delta: delta, type: .continuous)))
            scene.driver.wait(0.01)
        }
        func transform(_ phase: TransformInput.Phase, scale: Double = 1, rotation: Double = 0) {
            scene.window.sendEvent(InputEvent(timestamp: scene.driver.now,
                                              transform: TransformInput(phase: phase, location: pt(50, 50), scale: scale, rotation: rotation)))
            scene.driver.wait(0.01)
        }
        scroll(.began, .zero)
        scroll(.changed, Vector(dx: huge, dy: 0))
        scroll(.changed, Vector(dx: huge, dy: -huge))
        scroll(.ended, .zero)
        transform(.began)
        transform(.changed, scale: 1e300, rotation: huge)
        transform(.changed, scale: 1e300, rotation: huge)
        transform(.changed, scale: 1e-300)
        transform(.ended)
        expectTrace(scene.trace.lines.filter { $0.hasPrefix("# input") }, [
            "# input: scroll by <1.7e+308, 0.0> beyond ±\(limit); using <\(limit), 0.0>",
            "# input: scroll by <1.7e+308, -1.7e+308> beyond ±\(limit); using <\(limit), -\(limit)>",
            "# input: transform scale 1e+300 beyond 1/\(most)…\(most); using \(most)",
            "# input: transform rotation 1.7e+308 beyond ±\(GestureConstants.maximumTransformRotation); using \(GestureConstants.maximumTransformRotation)",
            "# input: transform scale 1e+300 beyond 1/\(most)…\(most); using \(most)",
            "# input: transform rotation 1.7e+308 beyond ±\(GestureConstants.maximumTransformRotation); using \(GestureConstants.maximumTransformRotation)",
            "# input: pinch: scale 1e+18 beyond 1/\(most)…\(most); using \(most)",
            "# input: transform scale 1e-300 beyond 1/\(most)…\(most); using \(1 / most)",
        ])
        expectTrace(log, [
            "pan began (1000000000.0, 0.0) centre (1000000005.0, 5.0) velocity finite true",
            "pan changed (1000000000.0, -1000000000.0) centre (2000000005.0, -999999995.0) velocity finite true",
            "pan ended (0.0, 0.0) centre (2000000005.0, -999999995.0) velocity finite true",
            "pinch began \(most) velocity finite true",
            "rotation began \(GestureConstants.maximumTransformRotation)",
            "pinch changed \(most) velocity finite true",
            "rotation changed \(2 * GestureConstants.maximumTransformRotation)",
            "pinch changed 1.0 velocity finite true",
            "rotation changed \(2 * GestureConstants.maximumTransformRotation)",
            "pinch ended 1.0 velocity finite true",
            "rotation ended \(2 * GestureConstants.maximumTransformRotation)",
        ])
    }

    @Test("Recognizer durations, distances and angles beyond their bounds, or NaN, are brought in or refused, and reported")
    func recognizerSettings() {
        var lines: [String] = []
        let previous = GestureEngine.detachedDiagnosticsHandler
        GestureEngine.detachedDiagnosticsHandler = { lines.append($0.line) }
        defer { GestureEngine.detachedDiagnosticsHandler = previous }
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        tap.maximumTapInterval = 1e300
        tap.maximumTapDuration = -.infinity
        tap.allowableMovement = .nan
        let swipe = SwipeGestureRecognizer()
        swipe.name = "swipe"
        swipe.maximumDuration = .greatestFiniteMagnitude
        let press = LongPressGestureRecognizer()
        press.name = "press"
        press.minimumPressDuration = -1e200
        press.allowableMovement = 1e20
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        pan.hysteresis = -3
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        pinch.threshold = .infinity
        let rotation = RotationGestureRecognizer()
        rotation.name = "rotation"
        rotation.hysteresis = .nan
        let edge = ScreenEdgePanGestureRecognizer()
        edge.name = "edge"
        edge.edgeRegion = -1e300
        swipe.minimumPrimaryMovement = 1e300
        let year = GestureConstants.maximumDuration, far = GestureConstants.maximumCoordinateMagnitude
        #expect(lines == [
            "misuse: tap: maximumTapInterval 1e+300 is outside 0.0…\(year); using \(year)",
            "misuse: tap: maximumTapDuration -inf is outside 0.0…\(year); using 0.0",
            "misuse: tap: allowableMovement nan is not a number; it stays \(GestureConstants.tapAllowableMovement)",
            "misuse: swipe: maximumDuration 1.7976931348623157e+308 is outside 0.0…\(year); using \(year)",
            "misuse: press: minimumPressDuration -1e+200 is outside 0.0…\(year); using 0.0",
            "misuse: press: allowableMovement 1e+20 is outside 0.0…\(far); using \(far)",
            "misuse: pan: hysteresis -3.0 is outside 0.0…\(far); using 0.0",
            "misuse: pinch: threshold inf is outside 0.0…\(far); using \(far)",
            "misuse: rotation: hysteresis nan is not a number; it stays \(GestureConstants.rotationHysteresis)",
            "misuse: edge: edgeRegion -1e+300 is outside 0.0…\(far); using 0.0",
            "misuse: swipe: minimumPrimaryMovement 1e+300 is outside 0.0…\(far); using \(far)",
        ])
        #expect([tap.maximumTapInterval, tap.maximumTapDuration, tap.allowableMovement, swipe.maximumDuration,
                 press.minimumPressDuration, press.allowableMovement, pan.hysteresis]
            == [year, 0, GestureConstants.tapAllowableMovement, year, 0, far, 0])
    }

    @Test("A touch that lands outside every view goes nowhere, and nothing breaks")
    func outsideTheWindow() {
        let (scene, _) = makeScene()
        send(scene, 0, [TouchInput(id: 1, phase: .began, location: pt(-50, -50))])
        send(scene, 0.1, [TouchInput(id: 1, phase: .moved, location: pt(100, 100))])
        send(scene, 0.2, [TouchInput(id: 1, phase: .ended, location: pt(100, 100))])
        #expect(scene.trace.lines == [])
        #expect(scene.window.engine.activeTouches.isEmpty)
    }
}

/// A view that notes the tap count of every touch that lands on it.
private final class TapCountView: View {
    var counts: [Int] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        counts += touches.map(\.tapCount)
    }
}

/// A delegate that lets every pair of recognizers run together.
@MainActor
private final class Simultaneous: GestureRecognizerDelegate {
    static let shared = Simultaneous()
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// A view over the whole box that reports each touch's force, radius and altitude as it gets it.
@MainActor
private final class ForceProbe: View {
    let record: (String) -> Void
    init(record: @escaping (String) -> Void) {
        self.record = record
        super.init(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    }
    private func note(_ touches: Set<Touch>, _ phase: String) {
        for touch in touches {
            let altitude = (touch.altitudeAngle * 1000).rounded() / 1000
            record("\(phase) force \(touch.force ?? -1) of \(touch.maximumPossibleForce ?? -1) radius \(touch.majorRadius ?? -1) altitude \(altitude)")
        }
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { note(touches, "began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { note(touches, "moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { note(touches, "ended") }
}
