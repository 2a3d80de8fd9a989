import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// Every recording in `Tests/Fixtures/evemu` (real devices, from the evemu-devices collection)
/// played through the evdev backend into a window with recognizers. What each test expects comes
/// from the recording itself: its contacts (how many, where, for how long), their directions and
/// their timing, noted above each test.
@MainActor
@Suite("Real device recordings replayed")
struct RecordingReplayTests {
    // MARK: Wacom ISDv4 E6 (tablet PC, protocol B, split .desc)

    /// One contact at (1269, 710) of 2776×1569, lifted 24 ms later without moving: a tap there.
    @Test func wacomSingleTap() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.single-tap-center.events")
        _ = Gallery(scene)
        try scene.play()
        expectTrace(scene.actionRuns, ["tap ended"])
        expectTrace(scene.trace.lines.filter { $0.contains("action") }, [
            "tap: action ended at \(TraceFormat.point(scene.expectedPoint(x: 1269, y: 710))) touches=1",
        ])
        #expect(scene.isIdle)
    }

    /// Two contacts 172 ms apart, 9 device units apart, each lifted within 60 ms: a double tap at
    /// the first.
    @Test func wacomDoubleTap() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.double-tap-center.events")
        _ = Gallery(scene)
        try scene.play()
        expectTrace(scene.trace.lines.filter { $0.contains("action") }, [
            "doubleTap: action ended at \(TraceFormat.point(scene.expectedPoint(x: 1332, y: 755))) touches=1",
        ])
        #expect(scene.isIdle)
    }

    /// Two contacts in one frame, at (1488, 692) and (1287, 732), both lifted 32 ms later: a
    /// two-finger tap at their centroid.
    @Test func wacomTwoFingerTap() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.2fg-tap.events")
        _ = Gallery(scene)
        try scene.play()
        let a = scene.expectedPoint(x: 1488, y: 692), b = scene.expectedPoint(x: 1287, y: 732)
        let centroid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        expectTrace(scene.trace.lines.filter { $0.contains("action") }, [
            "twoFingerTap: action ended at \(TraceFormat.point(centroid)) touches=2",
        ])
        let samples = scene.touchSamples
        #expect(samples.keys.sorted() == [1, 2])
        #expect(samples.values.allSatisfy { $0.map(\.phase) == [.began, .ended] })
        #expect(scene.isIdle)
    }

    /// One contact from (120, 114) along the top edge to x = 2776 in 1.24 s, y staying within
    /// 30 units: a swipe to the right.
    @Test func wacomTopSwipe() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.single-top-swipe.events")
        _ = Gallery(scene)
        try scene.play()
        expectTrace(scene.actionRuns, ["swipeRight ended"])
        #expect(scene.isIdle)
    }

    /// Two contacts that travel together around a loop for 1.45 s, clockwise on the screen (the
    /// first goes (1403, 414) → (1774, 676) → (1487, 948) → (1143, 634) → (1429, 440)), keeping
    /// their distance and nearly their bearing (the line between them turns by about 25°): a
    /// two-finger pan whose translation goes once around a loop, not a rotation.
    @Test func wacomTwoFingerCircle() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.double-center-circle.events")
        scene.add("twoFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 2 }
        scene.add("rotation", RotationGestureRecognizer())
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "twoFingerPan began" && runs[2] == "twoFingerPan ended", "\(runs)")
        let turned = Self.turn(of: scene)
        #expect(abs(turned) < .pi / 6, "the pair turned by \(turned)")
        // Sweep of the translation around the middle of its loop: one clockwise turn (y grows
        // downward, so clockwise on screen is a growing angle).
        let path = scene.translations["twoFingerPan"]!
        let xs = path.map(\.x), ys = path.map(\.y)
        #expect(xs.max()! - xs.min()! > 100 && ys.max()! - ys.min()! > 100)
        let centre = Point(x: (xs.max()! + xs.min()!) / 2, y: (ys.max()! + ys.min()!) / 2)
        var swept = 0.0
        for (a, b) in zip(path, path.dropFirst()) {
            var step = atan2(b.y - centre.y, b.x - centre.x) - atan2(a.y - centre.y, a.x - centre.x)
            while step > .pi { step -= 2 * .pi }
            while step < -.pi { step += 2 * .pi }
            swept += step
        }
        #expect(swept > 1.6 * .pi, "swept \(swept)")
        #expect(scene.isIdle)
    }

    /// Two contacts moving down together from y ≈ 90 to y ≈ 520 of 1569 in 1.1 s: a two-finger pan
    /// downward.
    @Test func wacomTwoFingerScroll() throws {
        let scene = try DeviceScene("Wacom_ISDv4_E6_Finger.double-center-scroll.events")
        scene.add("twoFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 2 }
        scene.add("pinch", PinchGestureRecognizer())
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "twoFingerPan began" && runs[2] == "twoFingerPan ended")
        let last = scene.translations["twoFingerPan"]!.last!
        #expect(last.y > 250 && abs(last.x) < 20, "\(last)")
        #expect(scene.isIdle)
    }

    // MARK: Atmel maXTouch (protocol B, self-contained)

    /// One contact dragged up, then down again, over 2.2 s: a pan that goes up and comes back.
    @Test func atmelDragUpDown() throws {
        try expectDragOutAndBack("Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events", up: true)
    }

    /// Nine contacts, each lifted within 110 ms without moving and the next landing within 160 ms,
    /// all within 40 device units: four double taps, and a ninth tap alone.
    @Test func atmelFastTaps() throws {
        let scene = try DeviceScene("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events")
        _ = Gallery(scene)
        try scene.play()
        expectTrace(scene.actionRuns, ["doubleTap ended ×4", "tap ended"])
        #expect(scene.touchSamples.count == 9)
        #expect(scene.isIdle)
    }

    /// Two contacts landing 55 ms apart and held for 0.75 s, drifting by up to 11 rows of 480 (the
    /// first finger's y goes 209 → 220): with the default 10-point allowance the press fails when
    /// the drift passes 10 points; allowing 15, it is a two-finger long press that begins half a
    /// second after the second finger lands and ends when the first finger lifts (0.810 s).
    @Test func atmelTwoFingersHeld() throws {
        let strict = try DeviceScene("Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events")
        strict.add("twoFingerLongPress", LongPressGestureRecognizer()) { $0.numberOfTouchesRequired = 2 }
        try strict.play()
        expectTrace(strict.actionRuns, [])

        let scene = try DeviceScene("Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events")
        scene.add("twoFingerLongPress", LongPressGestureRecognizer()) {
            $0.numberOfTouchesRequired = 2
            $0.allowableMovement = 15
        }
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.first == "twoFingerLongPress began")
        #expect(runs.last == "twoFingerLongPress ended")
        #expect(abs(scene.actionTimes.first! - (0.054564 + 0.5)) < 0.001, "began at \(scene.actionTimes.first!)")
        #expect(abs(scene.actionTimes.last! - 0.810269) < 0.001, "ended at \(scene.actionTimes.last!)")
        #expect(scene.touchSamples.keys.sorted() == [1, 2])
        #expect(scene.isIdle)
    }

    /// Four contacts landing within 111 ms and moving down together by about 225 device units of
    /// 480: a four-finger pan downward.
    @Test func atmelFourFingerDrag() throws {
        let scene = try DeviceScene("Atmel_maXTouch_Touchscreen.4-finger-drag-down.events")
        scene.add("fourFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 4 }
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "fourFingerPan began" && runs[2] == "fourFingerPan ended")
        let last = scene.translations["fourFingerPan"]!.last!
        #expect(last.y > 120 && abs(last.x) < 20, "\(last)")
        #expect(scene.touchSamples.count == 4)
        #expect(scene.isIdle)
    }

    // MARK: EP0430M09 (protocol B, self-contained)

    /// One contact dragged over 1.4 s from y = 136 down to 621 (of 767) and back up to 126: a pan
    /// that goes down and comes back.
    @Test func ep0430DragUpDown() throws {
        try expectDragOutAndBack("EP0430M09.1-finger-drag-up-down.events", up: false)
    }

    /// Two contacts 8 ms apart moving up together by about 250 device units of 768 (the content
    /// scrolls down): a two-finger pan upward.
    @Test func ep0430TwoFingerScroll() throws {
        let scene = try DeviceScene("EP0430M09.2-finger-scroll-down.events")
        scene.add("twoFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 2 }
        try scene.play()
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "twoFingerPan began" && runs[2] == "twoFingerPan ended")
        let last = scene.translations["twoFingerPan"]!.last!
        #expect(last.y < -150 && abs(last.x) < 40, "\(last)")
        #expect(scene.isIdle)
    }

    // MARK: N-Trig (protocol A, split .desc)

    /// One contact from near the top-left corner (205, 183) to near the bottom-right, over 1.6 s:
    /// a pan down and to the right, one touch id throughout.
    @Test func nTrigDiagonalDrag() throws {
        let scene = try DeviceScene("N-Trig_MultiTouch.1-finger-drag-NW-SE.events")
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        #expect(scene.touchSamples.keys.sorted() == [1])
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "pan began" && runs[2] == "pan ended")
        let last = scene.translations["pan"]!.last!
        #expect(last.x > 400 && last.y > 300, "\(last)")
        #expect(scene.isIdle)
    }

    /// One contact held; 1.27 s later a second lands far away; the first lifts at 1.93 s, the
    /// second at 2.99 s. Protocol A has no ids: matching frame to frame keeps two ids, each with
    /// its own path, and a long press begins 0.5 s after the first finger landed.
    @Test func nTrigTwoFingersHeld() throws {
        let scene = try DeviceScene("N-Trig_MultiTouch.2-fingers-touch-release.events")
        scene.add("longPress", LongPressGestureRecognizer())
        try scene.play()
        let samples = scene.touchSamples
        #expect(samples.keys.sorted() == [1, 2])
        #expect(samples[1]!.first!.phase == .began && samples[1]!.last!.phase == .ended)
        #expect(samples[2]!.first!.phase == .began && samples[2]!.last!.phase == .ended)
        // Each id stays near where its finger landed (the two are hundreds of points apart).
        for path in samples.values {
            let start = path.first!.location
            #expect(path.allSatisfy { abs($0.location.x - start.x) < 20 && abs($0.location.y - start.y) < 20 })
        }
        #expect(scene.actionRuns.first == "longPress began")
        #expect(abs(scene.actionTimes.first! - 0.5) < 0.02)
        #expect(scene.isIdle)
    }

    // MARK: Wacom Cintiq 13HD (pen display: finger and pen)

    /// One finger for 0.25 s at (1452, 752) of 2937×1652, drifting 81 units down (22 points,
    /// within a tap's 45-point allowance): a tap where it landed. The device reports no pressure;
    /// its touch major (127 units, then 84) arrives from the second frame on.
    @Test func cintiqFinger() throws {
        let scene = try DeviceScene("Wacom_Cintiq_13HD_touch_Finger.events")
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        expectTrace(scene.trace.lines.filter { $0.contains("action") }, [
            "tap: action ended at \(TraceFormat.point(scene.expectedPoint(x: 1452, y: 752))) touches=1",
        ])
        let samples = scene.touchSamples[1]!
        #expect(scene.touchSamples.count == 1)
        #expect(samples.map(\.phase) == [.began, .moved, .moved, .moved, .ended])
        #expect(samples.allSatisfy { $0.type == .direct && $0.force == nil })
        let pointsPerUnit = scene.window.bounds.width / 2937
        #expect(samples.map(\.majorRadius) == [nil, 127 / 2 * pointsPerUnit, 84 / 2 * pointsPerUnit,
                                                84 / 2 * pointsPerUnit, 84 / 2 * pointsPerUnit])
        #expect(scene.isIdle)
    }

    /// The pen hovers in proximity, touches down twice (pressure up to 2047, tilt), and leaves:
    /// stylus touches whose force follows the pressure, and hovering between them.
    @Test func cintiqPen() throws {
        let scene = try DeviceScene("Wacom_Cintiq_13HD_touch_Pen.events")
        scene.add("hover", HoverGestureRecognizer())
        try scene.play()
        let samples = scene.touchSamples
        #expect(samples.keys.sorted() == [1, 2])
        #expect(samples.values.joined().allSatisfy { $0.type == .stylus })
        // The first touch lands with ABS_PRESSURE 223 of 0…2047.
        let first = samples[1]!.first!
        #expect(first.phase == .began)
        #expect(abs(first.force! - 223.0 / 2047.0 * GestureInputConstants.maximumPenForce) < 1e-9)
        #expect(near(first.location, scene.expectedPoint(x: 26092, y: 11411)))
        #expect(samples.values.joined().allSatisfy { $0.maximumPossibleForce == GestureInputConstants.maximumPenForce })
        // Tilt when it lands: ABS_TILT_X 16 and ABS_TILT_Y 26, at 57 units per radian (the axes'
        // resolution), worked out here with the C library.
        let tanX = Foundation.tan(16.0 / 57), tanY = Foundation.tan(26.0 / 57)
        let altitude = Foundation.atan2(1, (tanX * tanX + tanY * tanY).squareRoot())
        let azimuth = Foundation.atan2(tanY, tanX)
        #expect(Swift.abs(first.altitudeAngle! - altitude) < 1e-9 && Swift.abs(first.azimuthAngle! - azimuth) < 1e-9)
        // The engine's touch carries them, as UIKit's does.
        let probe = try #require(scene.probe.began.first)
        #expect(Swift.abs(probe.altitude - altitude) < 1e-9 && Swift.abs(probe.azimuth - azimuth) < 1e-9)
        #expect(probe.maximumForce == GestureInputConstants.maximumPenForce)
        #expect(probe.type == .stylus)
        // Hovering before, between and after the two strokes.
        expectTrace(scene.actionRuns.map { $0.hasPrefix("hover changed") ? "hover changed" : $0 }, [
            "hover began", "hover changed", "hover ended",
            "hover began", "hover changed", "hover ended",
            "hover began", "hover changed", "hover ended",
        ])
        #expect(scene.isIdle)
    }

    /// The same pen, against recognizers that filter touch types. Its first stroke (raw ABS_X/ABS_Y
    /// 26092,11411 → 25479,11932 before the frame that lifts it: 8.3 points left and 7.1 down)
    /// stays inside a pan's 10-point hysteresis on both axes; its second (27614,16118 →
    /// 30971,14768: 45.7 points right and 18.4 up) pans. That second stroke drives the pan that
    /// allows only pens, and neither the pan nor the tap that allow only fingers; the view under
    /// them hears both strokes as stylus touches.
    @Test func cintiqPenReachesPenOnlyRecognizers() throws {
        let scene = try DeviceScene("Wacom_Cintiq_13HD_touch_Pen.events")
        scene.add("penPan", PanGestureRecognizer()) { $0.allowedTouchTypes = [.stylus] }
        scene.add("fingerPan", PanGestureRecognizer()) { $0.allowedTouchTypes = [.direct] }
        scene.add("fingerTap", TapGestureRecognizer()) { $0.allowedTouchTypes = [.direct] }
        try scene.play()
        expectTrace(scene.actionRuns.map { $0.hasPrefix("penPan changed") ? "penPan changed" : $0 },
                    ["penPan began", "penPan changed", "penPan ended"])
        #expect(scene.probe.began.map(\.type) == [.stylus, .stylus])
        // The translation leaves out the 10 points along x that began the pan, and the 0.5 point
        // along y made by then (39 units).
        let stroke = scene.expectedPoint(x: 30971, y: 14768) - scene.expectedPoint(x: 27614, y: 16118)
        let end = try #require(scene.translations["penPan"]?.last)
        #expect(abs(end.x - (stroke.dx - 10)) < 1e-6 && abs(end.y - stroke.dy) < 1, "\(end) for \(stroke)")
        // The finger-only recognizers never took part: no state of theirs changed. Allowed every
        // type, they do: the first stroke (27 ms, 14 points) is a tap where the pen landed, too
        // short for the pan; at the second the tap fails and the pan loses to the pen's pan.
        let fingerLines = scene.trace.lines.filter { $0.hasPrefix("fingerPan") || $0.hasPrefix("fingerTap") }
        #expect(fingerLines.isEmpty, "\(fingerLines)")
        #expect(scene.isIdle)

        let control = try DeviceScene("Wacom_Cintiq_13HD_touch_Pen.events")
        control.add("penPan", PanGestureRecognizer()) { $0.allowedTouchTypes = [.stylus] }
        control.add("fingerPan", PanGestureRecognizer())
        control.add("fingerTap", TapGestureRecognizer())
        try control.play()
        expectTrace(control.trace.lines.filter { $0.hasPrefix("fingerPan") || $0.hasPrefix("fingerTap") }, [
            "fingerPan: possible → failed",
            "fingerTap: possible → ended", "fingerTap: action ended at (349.84, 149.93) touches=1",
            "fingerPan: possible → failed", "fingerTap: possible → failed",
        ])
        #expect(control.expectedPoint(x: 26092, y: 11411) == pt(25692.0 / 58752 * 800, 11011.0 / 33048 * 450))
    }

    // MARK: Synaptics touchpad (indirect)

    /// The recording carries a single contact (one tracking id, `BTN_TOOL_FINGER` only) moving up
    /// and down the pad: on an indirect device that moves the pointer, up and down, and touches
    /// nothing. (Two fingers on this pad scroll: see `TouchpadTests`.)
    @Test func synapticsPad() throws {
        let scene = try DeviceScene("SynPS2_Synaptics_TouchPad_hp8470p.two-finger-scroll-vertical.events")
        scene.add("hover", HoverGestureRecognizer())
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        #expect(scene.touchSamples.isEmpty)
        #expect(scene.scrolls.isEmpty)
        #expect(scene.buttons.isEmpty)
        let pointer = scene.events.compactMap(\.pointer)
        #expect(pointer.first?.phase == .entered)
        #expect(pointer.last?.phase == .exited)
        // The finger's y on the pad goes 2321 → 1905 (up) → 3946 (down) → 1878 (up) → …: the
        // pointer's vertical direction changes with it.
        let ys = pointer.map(\.location.y)
        #expect(ys[3] < ys[0])
        #expect(ys.max()! > ys[0] + 100)
        expectTrace(scene.actionRuns.map { $0.hasPrefix("hover changed") ? "hover changed" : $0 },
                    ["hover began", "hover changed", "hover ended"])
        #expect(scene.isIdle)
    }

    // MARK: IBM ScrollPoint (mouse)

    /// A pointing stick that scrolls: every REL_WHEEL event is a discrete scroll of that many
    /// detents, in order, and its small REL_X/REL_Y motion moves the pointer.
    @Test func ibmScrollPoint() throws {
        let scene = try DeviceScene("IBM_ScrollPoint_MO18B.scroll.events")
        scene.add("hover", HoverGestureRecognizer())
        try scene.play()
        let wheel = scene.recording.events.filter { $0.type == Evdev.EventType.rel && $0.code == Evdev.Rel.wheel }
        #expect(wheel.count == 51)
        #expect(scene.scrolls.map(\.delta.dy) == wheel.map { Double($0.value) })
        #expect(scene.scrolls.allSatisfy { $0.kind == .discrete && $0.delta.dx == 0 })
        #expect(scene.actionRuns.first == "hover began")
        #expect(scene.actionRuns.last == "hover ended")
        #expect(scene.isIdle)
    }

    /// The same stick's wheel into the engine. The recording turns the wheel in eight bursts, away
    /// from the person and back in turn (REL_WHEEL 19, 23, 6; then −10, −27; 17, 19; −15, −40; ten
    /// events summing 536; eleven summing −645; eleven summing 563; ten summing −558), the bursts
    /// 0.5 s or more apart and the events of one burst at most 0.07 s apart. Each burst is one
    /// scroll sequence of a pan that allows the wheel: it begins at the burst's first event,
    /// changes at each later one, and ends `wheelScrollEndInterval` after the last, its
    /// translation the burst's detents at 20 points each (away from the person moves the content
    /// down: positive y). Pans that allow only a trackpad, or nothing, never move.
    @Test func ibmScrollPointDrivesWheelPan() throws {
        let scene = try DeviceScene("IBM_ScrollPoint_MO18B.scroll.events")
        scene.add("wheelPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .discrete }
        scene.add("trackpadPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .continuous }
        scene.add("pan", PanGestureRecognizer())
        try scene.play()

        // The bursts, read from the recording: REL_WHEEL events closer than the pause that ends a
        // scroll belong together.
        let wheel = scene.recording.events.filter { $0.type == Evdev.EventType.rel && $0.code == Evdev.Rel.wheel }
        var bursts: [[EvdevEvent]] = []
        for event in wheel {
            if let last = bursts.last?.last, event.time - last.time < GestureConstants.wheelScrollEndInterval {
                bursts[bursts.count - 1].append(event)
            } else {
                bursts.append([event])
            }
        }
        #expect(bursts.map { $0.map(\.value).reduce(0, +) } == [48, -37, 36, -55, 536, -645, 563, -558])
        var expected: [String] = []
        var expectedEnds: [Point] = []
        var expectedEndTimes: [Double] = []
        let start = scene.recording.events[0].time
        for burst in bursts {
            expected += ["wheelPan began"] + Array(repeating: "wheelPan changed", count: burst.count - 1) + ["wheelPan ended"]
            expectedEnds.append(pt(0, Double(burst.map(\.value).reduce(0, +)) * GestureConstants.pointsPerWheelDetent))
            expectedEndTimes.append(burst.last!.time - start + GestureConstants.wheelScrollEndInterval)
        }
        expectTrace(scene.actions, expected)
        let ends = zip(scene.actions, scene.translations["wheelPan"] ?? []).filter { $0.0 == "wheelPan ended" }.map(\.1)
        #expect(ends == expectedEnds)
        let endTimes = zip(scene.actions, scene.actionTimes).filter { $0.0 == "wheelPan ended" }.map(\.1)
        // A frame is stamped with its SYN_REPORT, a few microseconds after its REL_WHEEL.
        #expect(endTimes.count == bursts.count && zip(endTimes, expectedEndTimes).allSatisfy { abs($0 - $1) < 1e-4 },
                "\(endTimes) \(expectedEndTimes)")
        #expect(scene.isIdle)
    }

    /// A high-resolution wheel reports each detent twice, as REL_WHEEL 1 and REL_WHEEL_HI_RES 120
    /// (and part-turns in REL_WHEEL_HI_RES alone): the high-resolution codes are read, nothing
    /// counts twice, and a half detent scrolls half as far.
    @Test func highResolutionWheel() throws {
        let description = """
        N: Test wheel mouse
        I: 0003 046d c52b 0111
        P: 00 00 00 00 00 00 00 00
        B: 00 07 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 07 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 02 43 19 00 00 00 00 00 00
        B: 03 00 00 00 00 00 00 00 00
        """
        var script = EventScript()
        script.frame([(EV_REL, 0x0b, 120), (EV_REL, 0x08, 1)])
        script.frame(after: 0.02, [(EV_REL, 0x0b, 60)])
        script.frame(after: 0.02, [(EV_REL, 0x0c, -120), (EV_REL, 0x06, -1)])
        let scene = try DeviceScene(events: script, description: description)
        #expect(scene.recording.description.kind == .mouse)
        scene.add("wheelPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .discrete }
        try scene.play()
        #expect(scene.scrolls.map(\.delta) == [Vector(dx: 0, dy: 1), Vector(dx: 0, dy: 0.5), Vector(dx: -1, dy: 0)])
        expectTrace(scene.actions, ["wheelPan began", "wheelPan changed", "wheelPan changed", "wheelPan ended"])
        // Away by 1.5 detents (content down 30 points), then one detent left (content right 20).
        #expect(scene.translations["wheelPan"]?.last == pt(20, 30))
        #expect(scene.problems.isEmpty)
    }

    // MARK: Helpers

    /// A one-finger drag that goes up (or down) by more than 80 points and comes most of the way back.
    private func expectDragOutAndBack(_ name: String, up: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try DeviceScene(name)
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        #expect(scene.touchSamples.count == 1, sourceLocation: sourceLocation)
        let runs = scene.actionRuns
        #expect(runs.count == 3 && runs[0] == "pan began" && runs[2] == "pan ended", "\(runs)", sourceLocation: sourceLocation)
        let ys = scene.translations["pan"]!.map { up ? -$0.y : $0.y }
        let farthest = ys.max()!
        #expect(farthest > 80, "went out by \(farthest)", sourceLocation: sourceLocation)
        #expect(ys.last! < farthest / 2, "came back to \(ys.last!)", sourceLocation: sourceLocation)
        #expect(scene.isIdle, sourceLocation: sourceLocation)
    }

    /// The angle the line from the first finger to the second turned, frame by frame.
    private static func turn(of scene: DeviceScene) -> Double {
        var positions: [Int: Point] = [:]
        var total = 0.0
        var previous: Double?
        for event in scene.events {
            for touch in event.touches { positions[touch.id] = touch.location }
            let ids = positions.keys.sorted()
            guard ids.count == 2, event.touches.allSatisfy({ !$0.phase.isTerminal }) else { previous = nil; continue }
            let a = positions[ids[0]]!, b = positions[ids[1]]!
            let angle = atan2(b.y - a.y, b.x - a.x)
            if let previous {
                var step = angle - previous
                while step > .pi { step -= 2 * .pi }
                while step < -.pi { step += 2 * .pi }
                total += step
            }
            previous = angle
        }
        return total
    }
}

/// What `gestures record --device` relies on: a recording's input written as a trace and read back
/// is the same input, pen fields included.
@MainActor
@Suite("Recordings as trace files")
struct RecordingTraceTests {
    @Test("A recording's events, a pen's angles included, survive a trace file bit for bit", arguments: [
        "Wacom_Cintiq_13HD_touch_Pen.events", "N-Trig_MultiTouch.2-fingers-touch-release.events",
    ])
    func roundTrip(_ name: String) throws {
        let scene = try DeviceScene(name)
        try scene.play()
        var writer = TraceWriter(header: TraceHeader(screenSize: scene.window.bounds.size, device: "evemu:\(name)"), output: "")
        for event in scene.events { writer.write(event) }
        let reader = try TraceReader(text: writer.output, strict: true)
        var read: [InputEvent] = []
        while let item = try reader.next() {
            if case let .event(event) = item { read.append(event) }
        }
        #expect(read == scene.events)
        #expect(read.contains { $0.touches.contains { $0.altitudeAngle != nil } } == (name.contains("Pen")))
    }
}
