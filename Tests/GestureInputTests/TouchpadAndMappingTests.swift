import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// The touchpad's gestures (on the Synaptics pad's own description) and the axis mapping.
@MainActor
@Suite("Touchpads and axis mapping")
struct TouchpadAndMappingTests {
    static let padDescription = (try? String(contentsOfFile: DeviceScene.path("SynPS2_Synaptics_TouchPad_hp8470p.desc"),
                                             encoding: .utf8)) ?? ""

    /// Two fingers in slots 0 and 1 at y = 2000, moving down 100 units a frame for 10 frames.
    static func twoFingerScroll() -> EventScript {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 3000), (EV_ABS, mtY, 2000),
                      (EV_ABS, slot, 1), (EV_ABS, trackingID, 2), (EV_ABS, mtX, 4000), (EV_ABS, mtY, 2000)])
        for step in 1...10 {
            let y = 2000 + Int32(step) * 100
            script.frame(after: 0.012, [(EV_ABS, slot, 0), (EV_ABS, mtY, y), (EV_ABS, slot, 1), (EV_ABS, mtY, y)])
        }
        script.frame(after: 0.012, [(EV_ABS, slot, 0), (EV_ABS, trackingID, -1), (EV_ABS, slot, 1), (EV_ABS, trackingID, -1)])
        return script
    }

    @Test("Two fingers moving down a touchpad scroll continuously, and touch nothing")
    func twoFingerScroll() throws {
        let scene = try DeviceScene(events: Self.twoFingerScroll(), description: Self.padDescription)
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        #expect(scene.recording.description.kind == .touchpad)
        #expect(scene.touchSamples.isEmpty)
        expectTrace(scene.actionRuns, [])
        // 100 units of the pad's 1408…4916 rows, on a window 800 × 659.4 points tall.
        let step = 100 / 3508 * scene.window.bounds.height
        let centre = pt(400, scene.window.bounds.height / 2)
        #expect(scene.scrolls.map(\.phase) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(scene.scrolls.allSatisfy { $0.kind == .continuous && $0.location == centre && $0.delta.dx == 0 })
        #expect(scene.scrolls.map(\.delta.dy).allSatisfy { $0 == step || $0 == 0 })
        #expect(scene.scrolls.last!.delta == Vector(dx: 0, dy: 0))
        #expect(scene.buttons.isEmpty)
    }

    /// The engine's side of the same scroll: it reaches a pan that allows continuous scrolling,
    /// which follows it from beginning to end by the scroll's whole motion, and neither a pan that
    /// allows only wheel scrolling nor one that allows none.
    @Test("A touchpad's two-finger scroll drives the pan that allows continuous scrolling, and no other")
    func twoFingerScrollReachesPan() throws {
        let scene = try DeviceScene(events: Self.twoFingerScroll(), description: Self.padDescription)
        scene.add("pan", PanGestureRecognizer())
        scene.add("wheelPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .discrete }
        scene.add("scrollPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .continuous }
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.first == "scrollPan began")
        #expect(runs.last == "scrollPan ended")
        #expect(runs.dropFirst().dropLast().allSatisfy { $0.hasPrefix("scrollPan changed") })
        let motion = scene.scrolls.reduce(0.0) { $0 + $1.delta.dy }
        #expect(motion > 0)
        #expect(scene.translations["scrollPan"]?.last.map { abs($0.y - motion) < 1e-9 && $0.x == 0 } == true)
        #expect(scene.translations["pan"] == nil && scene.translations["wheelPan"] == nil)
    }

    /// Two fingers 1000 units apart on the pad's row y = 3000, each moving 100 units outward a frame
    /// for 10 frames: they end 3000 units apart.
    static func twoFingerSpread() -> EventScript {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 3000), (EV_ABS, mtY, 3000),
                      (EV_ABS, slot, 1), (EV_ABS, trackingID, 2), (EV_ABS, mtX, 4000), (EV_ABS, mtY, 3000)])
        for step in 1...10 {
            let offset = Int32(step) * 100
            script.frame(after: 0.012, [(EV_ABS, slot, 0), (EV_ABS, mtX, 3000 - offset), (EV_ABS, slot, 1), (EV_ABS, mtX, 4000 + offset)])
        }
        script.frame(after: 0.012, [(EV_ABS, slot, 0), (EV_ABS, trackingID, -1), (EV_ABS, slot, 1), (EV_ABS, trackingID, -1)])
        return script
    }

    /// Two fingers 1000 units apart about the point (3500, 3000), the line between them turning
    /// clockwise on the pad (from +x toward +y) by 10° a frame for 9 frames: a quarter turn.
    static func twoFingerTurn() -> EventScript {
        func ends(_ degrees: Double) -> [(UInt16, UInt16, Int32)] {
            let angle = degrees * Double.pi / 180
            let dx = Int32((500 * Foundation.cos(angle)).rounded()), dy = Int32((500 * Foundation.sin(angle)).rounded())
            return [(EV_ABS, slot, 0), (EV_ABS, mtX, 3500 - dx), (EV_ABS, mtY, 3000 - dy),
                    (EV_ABS, slot, 1), (EV_ABS, mtX, 3500 + dx), (EV_ABS, mtY, 3000 + dy)]
        }
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, slot, 1), (EV_ABS, trackingID, 2)] + ends(0))
        for step in 1...9 { script.frame(after: 0.012, ends(Double(step) * 10)) }
        script.frame(after: 0.012, [(EV_ABS, slot, 0), (EV_ABS, trackingID, -1), (EV_ABS, slot, 1), (EV_ABS, trackingID, -1)])
        return script
    }

    /// The fingers spread from 1000 to 3000 units apart, in opposite directions (180° apart, past
    /// the 90° where scroll ends): a pinch, not a scroll. It drives the pinch under the pointer
    /// (the pad's centre; the pointer never moved) from beginning to end, to a scale of
    /// 3000 / 1000 = 3, with no touches and no scroll; the pan that allows trackpad scrolling
    /// never moves.
    @Test("Two touchpad fingers spreading apart pinch: the pinch under the pointer scales by their distance")
    func spreadPinches() throws {
        let scene = try DeviceScene(events: Self.twoFingerSpread(), description: Self.padDescription)
        let pinch = scene.add("pinch", PinchGestureRecognizer())
        var scales: [Double] = []
        pinch.addAction { scales.append($0.scale) }
        scene.add("scrollPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .continuous }
        try scene.play()
        expectTrace(scene.actionRuns, ["pinch began", "pinch changed ×9", "pinch ended"])
        // Each frame moves each finger 100 units: after frame k they are 1000 + 200k apart.
        let expected = (1...10).map { Double(1000 + 200 * $0) / 1000 } + [3.0]
        #expect(scales.count == expected.count && zip(scales, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(scales)")
        let transforms = scene.events.compactMap(\.transform)
        #expect(transforms.map(\.phase) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        let centre = pt(400, scene.window.bounds.height / 2)
        #expect(transforms.allSatisfy { $0.location == centre && abs($0.rotation) < 1e-12 })
        #expect(scene.scrolls.isEmpty && scene.touchSamples.isEmpty && scene.buttons.isEmpty)
        #expect(scene.isIdle)
    }

    /// The line between the fingers turns by a quarter turn, clockwise on the pad and so in the
    /// window (the pad maps to it without turning): the fingers travel in opposite directions, so
    /// it is no scroll; the rotation under the pointer follows it to π/2, within the rounding of the
    /// pad's integer positions, and the distance stays 1000 units (scale 1).
    @Test("Two touchpad fingers turning about each other rotate: the rotation follows their line")
    func turnRotates() throws {
        let scene = try DeviceScene(events: Self.twoFingerTurn(), description: Self.padDescription)
        scene.add("rotation", RotationGestureRecognizer())
        scene.add("scrollPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .continuous }
        try scene.play()
        expectTrace(scene.actionRuns, ["rotation began", "rotation changed ×8", "rotation ended"])
        #expect(scene.rotations.count == 10)
        #expect(abs(scene.rotations[0] - Double.pi / 18) < 0.005)
        #expect(abs(scene.rotations.last! - Double.pi / 2) < 0.005, "\(scene.rotations)")
        let scales = scene.events.compactMap(\.transform).map(\.scale).reduce(1, *)
        #expect(abs(scales - 1) < 0.005)
        #expect(scene.scrolls.isEmpty && scene.touchSamples.isEmpty)
        #expect(scene.isIdle)
    }

    /// The two-finger scroll of `twoFingerScroll` travels in one direction (0° apart): a scroll,
    /// never a pinch.
    @Test("Two touchpad fingers moving the same way scroll and never pinch")
    func scrollIsNoPinch() throws {
        let scene = try DeviceScene(events: Self.twoFingerScroll(), description: Self.padDescription)
        scene.add("pinch", PinchGestureRecognizer())
        scene.add("rotation", RotationGestureRecognizer())
        try scene.play()
        expectTrace(scene.actionRuns, [])
        #expect(scene.events.allSatisfy { $0.transform == nil })
        #expect(scene.scrolls.count == 11)
    }

    @Test("A one-finger tap on a touchpad clicks the primary button; a two-finger tap the secondary")
    func tapToClick() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 3000), (EV_ABS, mtY, 3000)])
        script.frame(after: 0.08, [(EV_ABS, trackingID, -1)])
        script.frame(after: 0.5, [(EV_ABS, slot, 0), (EV_ABS, trackingID, 2), (EV_ABS, mtX, 3000), (EV_ABS, mtY, 3000),
                                  (EV_ABS, slot, 1), (EV_ABS, trackingID, 3), (EV_ABS, mtX, 3500), (EV_ABS, mtY, 3000)])
        script.frame(after: 0.08, [(EV_ABS, slot, 0), (EV_ABS, trackingID, -1), (EV_ABS, slot, 1), (EV_ABS, trackingID, -1)])
        // Held too long for a tap.
        script.frame(after: 0.5, [(EV_ABS, slot, 0), (EV_ABS, trackingID, 4), (EV_ABS, mtX, 3000), (EV_ABS, mtY, 3000)])
        script.frame(after: 0.4, [(EV_ABS, trackingID, -1)])
        let scene = try DeviceScene(events: script, description: Self.padDescription)
        try scene.play()
        expectTrace(scene.buttons.map { "\(TraceFormat.number($0.timestamp, digits: 3)) \($0.button) \($0.isPressed ? "down" : "up") tap=\($0.isTap)" }, [
            "0.08 primary down tap=true", "0.08 primary up tap=true",
            "0.66 secondary down tap=true", "0.66 secondary up tap=true",
        ])
        #expect(scene.scrolls.isEmpty)
    }

    @Test("Rotation and calibration place the device's corners on the window's", arguments: ScreenMapping.Rotation.allCases)
    func rotation(_ rotation: ScreenMapping.Rotation) {
        let axis = AbsInfo(minimum: 0, maximum: 1000)
        let mapping = ScreenMapping(windowSize: Size(width: 200, height: 100), rotation: rotation)
        let topLeft = mapping.point(x: 0, y: 0, xAxis: axis, yAxis: axis)
        let topRight = mapping.point(x: 1000, y: 0, xAxis: axis, yAxis: axis)
        let expected: (Point, Point) = switch rotation {
        case .none: (pt(0, 0), pt(200, 0))
        case .clockwise: (pt(200, 0), pt(200, 100))
        case .halfTurn: (pt(200, 100), pt(0, 100))
        case .counterclockwise: (pt(0, 100), pt(0, 0))
        }
        #expect(topLeft == expected.0 && topRight == expected.1)
        // A motion along device x goes where the device's top edge went.
        let delta = mapping.delta(dx: 1000, dy: 0, xAxis: axis, yAxis: axis)
        #expect(Vector(dx: expected.1.x - expected.0.x, dy: expected.1.y - expected.0.y) == delta)
    }

    @Test("A calibration matrix corrects a panel that reports a margin")
    func calibration() {
        // The panel reports 100…900 for the screen's edges: scale by 1.25, shift by -0.125.
        let axis = AbsInfo(minimum: 0, maximum: 1000)
        let mapping = ScreenMapping(windowSize: Size(width: 800, height: 400), calibration: [1.25, 0, -0.125, 0, 1.25, -0.125])
        #expect(mapping.point(x: 100, y: 100, xAxis: axis, yAxis: axis) == pt(0, 0))
        #expect(mapping.point(x: 900, y: 900, xAxis: axis, yAxis: axis) == pt(800, 400))
        #expect(mapping.point(x: 500, y: 500, xAxis: axis, yAxis: axis) == pt(400, 200))
    }

    @Test("Both recording layouts give the same description: self-contained and split")
    func layouts() throws {
        // The Atmel panel's .desc and the description inside its self-contained recordings.
        let split = try EvemuRecording(events: "", description: String(contentsOfFile: DeviceScene.path("Atmel_maXTouch_Touchscreen.desc"), encoding: .utf8))
        let contained = try EvemuRecording(path: DeviceScene.path("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events"))
        #expect(split.description == contained.description)
        #expect(contained.description.name == "Atmel maXTouch Touchscreen")
        #expect(contained.description.properties == [Evdev.Prop.direct])
        #expect(contained.description.axes[Evdev.Abs.mtSlot] == AbsInfo(minimum: 0, maximum: 9))
        #expect(contained.description.axes[Evdev.Abs.mtPositionX] == AbsInfo(minimum: 0, maximum: 799))
        #expect(contained.events.count == 84)
        // Every device's kind and protocol, from its description.
        let kinds = try [
            "Atmel_maXTouch_Touchscreen.desc", "EP0430M09.desc", "IBM_ScrollPoint_MO18B.desc", "N-Trig_MultiTouch.desc",
            "SynPS2_Synaptics_TouchPad_hp8470p.desc", "Wacom_ISDv4_E6_Finger.desc",
        ].map { name in
            let description = try EvemuRecording(events: "", description: String(contentsOfFile: DeviceScene.path(name), encoding: .utf8)).description
            return "\(description.name): \(description.kind) \(description.protocolKind)"
        }
        expectTrace(kinds, [
            "Atmel maXTouch Touchscreen: touchscreen slots",
            "EP0430M09: touchscreen slots",
            "HID 04b3:3103: mouse single",
            "N-Trig MultiTouch: touchscreen anonymous",
            "SynPS/2 Synaptics TouchPad: touchpad slots",
            "Wacom ISDv4 E6 Finger: touchscreen slots",
        ])
    }
}

/// The pen's angles as the engine's touches carry them.
@MainActor
@Suite("Pen angles")
struct PenAngleTests {
    @Test("azimuthAngle(in:) turns with the view; altitude is π/2 for fingers")
    func azimuthInRotatedView() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: ManualClock())
        let turned = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        turned.transform = Transform(rotationAngle: Double.pi / 2)
        window.addSubview(turned)
        var landed: [Touch] = []
        let recognizer = LongPressGestureRecognizer()
        recognizer.addAction { _ in }
        window.addGestureRecognizer(recognizer)
        let observer = window.engine.addObserver { diagnostic in
            if case let .delivered(touches, .began, _) = diagnostic.event { landed += touches }
        }
        defer { window.engine.removeObserver(observer) }
        window.sendEvent(InputEvent(timestamp: 0, touches: [
            TouchInput(id: 1, phase: .began, location: pt(100, 100), type: .stylus, force: 1,
                       maximumPossibleForce: 25.0 / 6, altitudeAngle: 0.5, azimuthAngle: 0.25),
            TouchInput(id: 2, phase: .began, location: pt(20, 20)),
        ]))
        let pen = landed.first { $0.identifier == 1 }!
        let finger = landed.first { $0.identifier == 2 }!
        #expect(pen.altitudeAngle == 0.5 && pen.maximumPossibleForce == 25.0 / 6)
        #expect(Swift.abs(pen.azimuthAngle(in: nil) - 0.25) < 1e-12)
        // The view is turned a quarter turn clockwise: a direction in it is a quarter turn less.
        #expect(Swift.abs(pen.azimuthAngle(in: turned) - (0.25 - Double.pi / 2)) < 1e-12)
        #expect(finger.altitudeAngle == Double.pi / 2 && finger.maximumPossibleForce == nil && finger.azimuthAngle(in: nil) == 0)
        window.sendEvent(InputEvent(timestamp: 0.1, touches: [
            TouchInput(id: 1, phase: .ended, location: pt(100, 100)), TouchInput(id: 2, phase: .ended, location: pt(20, 20)),
        ]))
    }
}
