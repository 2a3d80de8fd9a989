import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// Bad input to the evdev backend (docs/robustness.md): a clear error naming the file and line or
/// the device, or a problem reported and the rest of the stream kept — never a crash, a hang or a
/// touch left down.
@MainActor
@Suite("Bad device input")
struct BadInputTests {
    /// A tap at (500, 500) of 0…1000, in slot 0.
    static func tap(_ script: inout EventScript, id: Int32 = 1, x: Int32 = 500, y: Int32 = 500) {
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, id), (EV_ABS, mtX, x), (EV_ABS, mtY, y), (EV_KEY, Evdev.Key.touch, 1)])
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1), (EV_KEY, Evdev.Key.touch, 0)])
    }

    static func tapScene(_ script: EventScript, description: String = touchscreenDescription()) throws -> DeviceScene {
        let scene = try DeviceScene(events: script, description: description)
        scene.add("tap", TapGestureRecognizer())
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        return scene
    }

    @Test("A recording or device node that does not exist is an error naming it")
    func missingFile() {
        #expect(throws: InputProblem(source: "/nonexistent/x.events", message: "cannot open: No such file or directory")) {
            try EvemuRecording(path: "/nonexistent/x.events")
        }
        #expect(throws: InputProblem(
            source: "/dev/input/event-none",
            message: "cannot open the device: No such file or directory (no such node: is the device plugged in? see /dev/input/by-id)"
        )) {
            try EvdevDevice(path: "/dev/input/event-none")
        }
    }

    @Test("Permission denied names the device and says what to do")
    func permissionDenied() throws {
        // The message for EACCES, as open(2) gives it to a user outside the device's group.
        #expect(EvdevDevice.openProblem(path: "/dev/input/event3", errno: EACCES).description
            == "/dev/input/event3: cannot open the device: Permission denied (the user may not read it: join the group that owns it, usually input, or add a udev rule)")
        // And for real, when the tests do not run as root (root may read anything).
        guard getuid() != 0 else { return }
        let path = NSTemporaryDirectory() + "unreadable-\(getpid()).events"
        _ = FileManager.default.createFile(atPath: path, contents: Data("E: 0.0 0000 0000 0\n".utf8), attributes: [.posixPermissions: 0])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: InputProblem(source: path, message: "cannot open: Permission denied")) {
            try EvemuRecording(path: path)
        }
    }

    @Test("A file that is not an input device is refused with the device named")
    func notAnInputDevice() {
        #expect(throws: InputProblem(source: "/dev/null", message: "not an evdev input device (EVIOCGNAME: Inappropriate ioctl for device)")) {
            try EvdevDevice(path: "/dev/null")
        }
    }

    @Test("A device that is not a touchscreen, touchpad, pen or mouse is refused")
    func notATouchscreen() throws {
        // A keyboard: keys only.
        let keyboard = "N: Test Keyboard\nI: 0011 0001 0001 ab41\nB: 00 03 00 00 00 00 00 00 00\nB: 01 fe ff ff ff 00 00 00 00\n"
        let recording = try EvemuRecording(events: "E: 0.000001 0001 001e 1\nE: 0.000001 0000 0000 0\n", description: keyboard, source: "kbd.events")
        #expect(recording.description.kind == .other)
        #expect(throws: InputProblem(
            source: "kbd.events",
            message: "\"Test Keyboard\" is not a touchscreen, touchpad, pen or mouse: it reports neither absolute positions with BTN_TOUCH nor relative motion"
        )) {
            try EvdevInterpreter(description: recording.description, mapping: ScreenMapping(windowSize: Size(width: 100, height: 100)), source: recording.source)
        }
    }

    @Test("A split recording without its .desc says which file it looked for")
    func missingDescription() throws {
        let folder = NSTemporaryDirectory() + "evemu-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Lonely_Device.tap.events"
        try "E: 0.000001 0000 0000 0\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(EvemuRecording.descriptionPath(forRecording: path) == folder + "/Lonely_Device.desc")
        #expect(throws: InputProblem(
            source: path,
            message: "the recording has no device description and \(folder)/Lonely_Device.desc cannot be read (cannot open: No such file or directory); name one with --desc"
        )) {
            try EvemuRecording(path: path)
        }
    }

    @Test("A malformed description line is an error naming the file and line")
    func malformedDescription() {
        let description = touchscreenDescription().replacingOccurrences(of: "A: 35 0 1000 0 0 0", with: "A: 35 zero 1000 0 0 0")
        #expect(throws: InputProblem(
            source: "test.events.desc", line: 15,
            message: "A: needs a hex axis code and min max fuzz flat [resolution]; found \"A: 35 zero 1000 0 0 0\""
        )) {
            try EvemuRecording(events: "", description: description, source: "test.events")
        }
    }

    @Test("Garbage lines are reported with their line and skipped; the tap around them still taps")
    func garbageLines() throws {
        var script = EventScript()
        script.raw("this is not evemu")
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 500), (EV_ABS, mtY, 500)])
        script.raw("E: 100.020000 0003 zz 5")
        script.raw("E: 100.020000 0003")
        script.raw("\u{7f}\u{1}binary")
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1)])
        let scene = try Self.tapScene(script)
        expectTrace(scene.problems, [
            "test.events:1: not an evemu line: \"this is not evemu\"; line skipped",
            "test.events:7: cannot read the event \"100.020000 0003 zz 5\"; line skipped",
            "test.events:8: an event line needs a time, a type, a code and a value; found \"100.020000 0003\"; line skipped",
            "test.events:9: not an evemu line: \"\u{7f}\u{1}binary\"; line skipped",
        ])
        expectTrace(scene.actionRuns, ["tap ended"])
        #expect(scene.isIdle)
    }

    @Test("A recording cut off mid-frame: the partial frame is reported, the finger down is cancelled")
    func truncatedFrame() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 500), (EV_ABS, mtY, 500)])
        for step in 1...5 { script.frame(after: 0.016, [(EV_ABS, mtX, 500 + Int32(step) * 40)]) }
        script.line(EV_ABS, mtX, 800)  // no SYN_REPORT after it
        let scene = try Self.tapScene(script)
        expectTrace(scene.problems, [
            "test.events:16: the input ends in the middle of a frame: 1 event without a SYN_REPORT dropped",
            "test.events: the recording ends; 1 touch still down cancelled",
        ])
        expectTrace(scene.actionRuns, ["pan began", "pan changed ×4", "pan cancelled"])
        #expect(scene.touchSamples[1]!.last!.phase == .cancelled)
        #expect(scene.isIdle)
    }

    @Test("Time going backwards is reported and the frame kept at the last time")
    func timeBackwards() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 500), (EV_ABS, mtY, 500)])
        script.setTime(50)
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1)])
        let scene = try Self.tapScene(script)
        expectTrace(scene.problems, ["test.events:7: time goes back from 100.01 to 50.05; the frame is kept at 100.01"])
        expectTrace(scene.actionRuns, ["tap ended"])
        #expect(scene.events.map(\.timestamp) == [0, 0])
        #expect(scene.isIdle)
    }

    @Test("A tracking id replaced without a release ends the old contact and begins a new one")
    func trackingIDReused() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 7), (EV_ABS, mtX, 100), (EV_ABS, mtY, 100)])
        script.frame([(EV_ABS, trackingID, 8), (EV_ABS, mtX, 900), (EV_ABS, mtY, 900)])
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1)])
        let scene = try DeviceScene(events: script)
        try scene.play()
        expectTrace(scene.problems, ["test.events:6: tracking id 8 replaces 7 in slot 0 without a release; the old contact ends"])
        expectTrace(scene.events.map { $0.touches.map { "\($0.id) \($0.phase)" }.joined(separator: ", ") }, [
            "1 began", "1 ended, 2 began", "2 ended",
        ])
        #expect(scene.isIdle)
    }

    @Test("Slots beyond those announced are tracked up to 60; beyond 60 they are ignored")
    func moreSlotsThanAnnounced() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 100), (EV_ABS, mtY, 100),
                      (EV_ABS, slot, 3), (EV_ABS, trackingID, 2), (EV_ABS, mtX, 900), (EV_ABS, mtY, 900),
                      (EV_ABS, slot, 60), (EV_ABS, trackingID, 3), (EV_ABS, mtX, 500), (EV_ABS, mtY, 500)])
        script.frame(after: 0.05, [(EV_ABS, slot, 0), (EV_ABS, trackingID, -1), (EV_ABS, slot, 3), (EV_ABS, trackingID, -1),
                                   (EV_ABS, slot, 60), (EV_ABS, trackingID, -1)])
        let scene = try DeviceScene(events: script, description: touchscreenDescription(slots: 2))
        scene.add("twoFingerTap", TapGestureRecognizer()) { $0.numberOfTouchesRequired = 2 }
        try scene.play()
        expectTrace(scene.problems, [
            "test.events:5: slot 3 is beyond the 2 slots the device announced; tracked anyway",
            "test.events:9: slot 60 is outside 0…59; its events are ignored",
            "test.events:18: slot 60 is outside 0…59; its events are ignored",
        ])
        expectTrace(scene.actionRuns, ["twoFingerTap ended"])
        #expect(scene.touchSamples.keys.sorted() == [1, 2])
        #expect(scene.isIdle)
    }

    @Test("Sixty fingers at once on a 60-slot panel are sixty contacts")
    func sixtySlots() throws {
        var script = EventScript()
        var down: [(UInt16, UInt16, Int32)] = []
        var up: [(UInt16, UInt16, Int32)] = []
        for index in 0..<60 {
            down += [(EV_ABS, slot, Int32(index)), (EV_ABS, trackingID, Int32(index + 100)), (EV_ABS, mtX, Int32(index * 16)), (EV_ABS, mtY, 500)]
            up += [(EV_ABS, slot, Int32(index)), (EV_ABS, trackingID, -1)]
        }
        script.frame(down)
        script.frame(after: 0.05, up)
        let scene = try DeviceScene(events: script, description: touchscreenDescription(slots: 60))
        try scene.play()
        #expect(scene.problems.isEmpty)
        #expect(scene.events.count == 2)
        #expect(scene.events[0].touches.map(\.id) == Array(1...60))
        #expect(scene.events[1].touches.allSatisfy { $0.phase == .ended })
        #expect(scene.window.engine.activeTouches.isEmpty)
    }

    @Test("An axis range of zero width is reported; positions on it map to the middle, never NaN")
    func zeroWidthAxis() throws {
        var script = EventScript()
        Self.tap(&script, x: 500, y: 250)
        let scene = try DeviceScene(events: script, description: touchscreenDescription(xRange: (0, 1000), yRange: (300, 300)))
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        expectTrace(scene.problems, [
            "test.events: ABS_MT_POSITION_Y has a range of zero width (300…300); positions on it map to the middle of the window",
        ])
        #expect(scene.touchSamples[1]!.map(\.location) == [pt(400, 240), pt(400, 240)])
        expectTrace(scene.actionRuns, ["tap ended"])
    }

    @Test("SYN_DROPPED: the touch down is cancelled, its finger ignored until it lifts, the next one works")
    func droppedEvents() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 100), (EV_ABS, mtY, 100)])
        script.frame([(EV_ABS, mtX, 200)])
        script.line(EV_SYN, Evdev.Syn.dropped, 0)
        script.line(EV_ABS, mtX, 250)  // lost with the rest of the frame
        script.frame([(EV_ABS, mtX, 300)])  // still the dropped finger: ignored
        script.frame(after: 0.05, [(EV_ABS, trackingID, -1)])
        Self.tap(&script, id: 2)
        let scene = try Self.tapScene(script)
        expectTrace(scene.problems, ["test.events:11: SYN_DROPPED: the kernel dropped events; 1 contact down cancelled"])
        expectTrace(scene.events.map { $0.touches.map { "\($0.id) \($0.phase)" }.joined(separator: ", ") }, [
            "1 began", "1 moved", "1 cancelled", "2 began", "2 ended",
        ])
        expectTrace(scene.actionRuns, ["pan began", "pan cancelled", "tap ended"])
        #expect(scene.isIdle)
    }

    @Test("A device unplugged mid-gesture: the touches are cancelled and nothing stays engaged")
    func unpluggedMidGesture() throws {
        var script = EventScript()
        script.frame([(EV_ABS, slot, 0), (EV_ABS, trackingID, 1), (EV_ABS, mtX, 100), (EV_ABS, mtY, 100),
                      (EV_ABS, slot, 1), (EV_ABS, trackingID, 2), (EV_ABS, mtX, 300), (EV_ABS, mtY, 100)])
        for step in 1...5 { script.frame(after: 0.016, [(EV_ABS, slot, 0), (EV_ABS, mtY, 100 + Int32(step) * 30), (EV_ABS, slot, 1), (EV_ABS, mtY, 100 + Int32(step) * 30)]) }
        let recording = try EvemuRecording(events: script.text, description: touchscreenDescription(), source: "/dev/input/event7")
        let scene = DeviceScene(recording: recording)
        scene.add("twoFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 2 }
        var interpreter = try EvdevInterpreter(description: recording.description, mapping: scene.mapping, source: "/dev/input/event7")
        interpreter.timeOffset = -recording.events[0].time
        var output: [DeviceOutput] = []
        for event in recording.events { interpreter.handle(event, into: &output) }
        // The read fails with ENODEV: the device is gone.
        interpreter.finish(reason: "the device went away (unplugged)", into: &output)
        for item in output { scene.feed.deliver(item) }
        expectTrace(scene.problems, ["/dev/input/event7: the device went away (unplugged); 2 touches still down cancelled"])
        expectTrace(scene.actionRuns, ["twoFingerPan began", "twoFingerPan changed ×4", "twoFingerPan cancelled"])
        #expect(scene.events.last!.touches.map(\.phase) == [.cancelled, .cancelled])
        #expect(scene.isIdle)
    }

    @Test("Protocol A with more than 60 contacts in a frame: the rest are reported and ignored")
    func protocolAOverfull() throws {
        let description = try String(contentsOfFile: DeviceScene.path("N-Trig_MultiTouch.desc"), encoding: .utf8)
        var script = EventScript()
        var frame: [(UInt16, UInt16, Int32)] = []
        for index in 0..<70 {
            frame += [(EV_ABS, mtX, Int32(index * 100)), (EV_ABS, mtY, 3600)]
            frame.append((EV_SYN, Evdev.Syn.mtReport, 0))
        }
        script.frame(frame)
        script.frame(after: 0.05, [])
        let scene = try DeviceScene(events: script, description: description)
        try scene.play()
        expectTrace(scene.problems, ["test.events:183: more than 60 contacts in one frame; the rest are ignored"])
        #expect(scene.events.map(\.touches.count) == [60, 60])
        #expect(scene.events[1].touches.allSatisfy { $0.phase == .ended })
        #expect(scene.window.engine.activeTouches.isEmpty)
    }
}

/// The kernel's `struct input_event`, as a live device's `read(2)` returns it.
@Suite("Kernel event layout")
struct KernelEventLayoutTests {
    @Test("input_event structs decode to events; a partial one at the end is left out")
    func decodeStructs() {
        // On 64-bit Linux: tv_sec and tv_usec (8 bytes each), type, code (2 each), value (4).
        #expect(EvdevDevice.eventSize == 24)
        var bytes: [UInt8] = []
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        for (seconds, micros, type, code, value) in [(12, 500_000, 3, 0x39, Int32(-1)), (12, 750_000, 0, 0, Int32(0))] {
            append(Int64(seconds)); append(Int64(micros)); append(UInt16(type)); append(UInt16(code)); append(value)
        }
        bytes += [1, 2, 3]  // a cut-off event
        var events: [EvdevEvent] = []
        bytes.withUnsafeBytes { EvdevDevice.decode($0, into: &events) }
        #expect(events == [
            EvdevEvent(time: 12.5, type: Evdev.EventType.abs, code: Evdev.Abs.mtTrackingID, value: -1),
            EvdevEvent(time: 12.75, type: Evdev.EventType.syn, code: Evdev.Syn.report, value: 0),
        ])
    }
}
