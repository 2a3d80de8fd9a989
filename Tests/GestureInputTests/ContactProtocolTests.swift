import GestureInput
import GestureTesting
import Gestures
import Testing

/// Contact tracking on written frames: single-touch devices and protocol A's matching.
@MainActor
@Suite("Contact protocols")
struct ContactProtocolTests {
    /// A resistive panel: `BTN_TOUCH` with `ABS_X`/`ABS_Y` and no multitouch axes or pressure.
    static let singleTouchDescription = deviceDescription(
        name: "Test Resistive Panel", properties: "00", absoluteAxes: "03 00 00 00 00 00 00 00",
        axes: ["00 200 3900 0 0 0", "01 300 3800 0 0 0"])

    @Test("A single-touch panel: BTN_TOUCH begins and ends the one contact; a tap, then a drag")
    func singleTouch() throws {
        var script = EventScript()
        script.frame([(EV_ABS, Evdev.Abs.x, 2050), (EV_ABS, Evdev.Abs.y, 2050), (EV_KEY, Evdev.Key.touch, 1)])
        script.frame(after: 0.05, [(EV_KEY, Evdev.Key.touch, 0)])
        script.frame(after: 0.6, [(EV_ABS, Evdev.Abs.x, 500), (EV_ABS, Evdev.Abs.y, 2050), (EV_KEY, Evdev.Key.touch, 1)])
        for step in 1...10 { script.frame(after: 0.016, [(EV_ABS, Evdev.Abs.x, 500 + Int32(step) * 200)]) }
        script.frame(after: 0.016, [(EV_KEY, Evdev.Key.touch, 0)])
        let scene = try DeviceScene(events: script, description: Self.singleTouchDescription)
        scene.add("tap", TapGestureRecognizer())
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        #expect(scene.recording.description.kind == .touchscreen)
        #expect(scene.recording.description.protocolKind == .single)
        #expect(scene.problems.isEmpty)
        // 2050 is the middle of 200…3900 and of 300…3800.
        #expect(scene.touchSamples[1]!.map(\.location) == [pt(400, 378.3783783783784), pt(400, 378.3783783783784)])
        #expect(scene.touchSamples[1]!.allSatisfy { $0.force == nil && $0.type == .direct })
        expectTrace(scene.actionRuns, ["tap ended", "pan began", "pan changed ×9", "pan ended"])
        #expect(scene.translations["pan"]!.last!.x > 300)
        #expect(scene.isIdle)
    }

    @Test("Protocol A: contacts listed in a different order each frame keep their ids")
    func protocolAOrder() throws {
        let description = try String(contentsOfFile: DeviceScene.path("N-Trig_MultiTouch.desc"), encoding: .utf8)
        var script = EventScript()
        func contact(_ x: Int32, _ y: Int32) -> [(UInt16, UInt16, Int32)] {
            [(EV_ABS, mtX, x), (EV_ABS, mtY, y), (EV_SYN, Evdev.Syn.mtReport, 0)]
        }
        // Left finger moves right, right finger moves left; the device lists them in turn.
        for step in 0..<6 {
            let left = contact(1000 + Int32(step) * 300, 3600), right = contact(8000 - Int32(step) * 300, 3600)
            script.frame(after: 0.015, step % 2 == 0 ? left + right : right + left)
        }
        script.frame(after: 0.015, [(EV_KEY, Evdev.Key.touch, 0)])
        let scene = try DeviceScene(events: script, description: description)
        try scene.play()
        let samples = scene.touchSamples
        #expect(samples.keys.sorted() == [1, 2])
        // Id 1 landed on the left and only ever moves right; id 2 the opposite.
        let xs1 = samples[1]!.map(\.location.x), xs2 = samples[2]!.map(\.location.x)
        #expect(xs1.first! < xs2.first!)
        #expect(zip(xs1, xs1.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(zip(xs2, xs2.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(samples.values.allSatisfy { $0.last!.phase == .ended })
        #expect(scene.problems.isEmpty)
    }

    @Test("A palm (MT_TOOL_PALM) is no touch; a finger that turns into one is cancelled until it lifts")
    func palms() throws {
        let tool = Evdev.Abs.mtToolType
        var script = EventScript()
        // Slot 0: a finger that drags; slot 1: a palm resting beside it.
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 100), (EV_ABS, mtY, 500),
                      (EV_ABS, slot, 1), (EV_ABS, trackingID, 2), (EV_ABS, tool, Evdev.MTTool.palm), (EV_ABS, mtX, 900),
                      (EV_ABS, mtY, 900)])
        for step in 1...4 { script.frame(after: 0.016, [(EV_ABS, slot, 0), (EV_ABS, mtX, 100 + Int32(step) * 50),
                                                          (EV_ABS, slot, 1), (EV_ABS, mtY, 900 - Int32(step) * 10)]) }
        // The dragging contact turns out to be a palm, moves on, and only then lifts.
        script.frame(after: 0.016, [(EV_ABS, slot, 0), (EV_ABS, tool, Evdev.MTTool.palm), (EV_ABS, mtX, 400)])
        script.frame(after: 0.016, [(EV_ABS, mtX, 450), (EV_ABS, tool, Evdev.MTTool.finger)])
        script.frame(after: 0.016, [(EV_ABS, trackingID, -1), (EV_ABS, slot, 1), (EV_ABS, trackingID, -1)])
        // A finger in the palm's old slot is a touch again (the device reports its tool).
        script.frame(after: 0.5, [(EV_ABS, slot, 1), (EV_ABS, trackingID, 3), (EV_ABS, tool, Evdev.MTTool.finger),
                                  (EV_ABS, mtX, 500), (EV_ABS, mtY, 500)])
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1)])
        let scene = try DeviceScene(events: script)
        scene.add("pan", PanGestureRecognizer())
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        expectTrace(scene.events.map { $0.touches.map { "\($0.id) \($0.phase)" }.joined(separator: ", ") }, [
            "1 began", "1 moved", "1 moved", "1 moved", "1 moved", "1 cancelled", "3 began", "3 ended",
        ])
        expectTrace(scene.actionRuns, ["pan began", "pan changed ×3", "pan cancelled", "tap ended"])
        #expect(scene.problems.isEmpty)
        #expect(scene.isIdle)
    }
}
