import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// A clock that reads later each time it is read, as a real one does, without sleeping: each read
/// is 100 s after the last, so the player's pacing never has to wait.
@MainActor
private final class RunningClock: GestureClock {
    private var time = 0.0
    /// Holds the timers (which never come due: the test plays, then looks).
    private let timers = ManualClock()
    var now: Double {
        time += 100
        return time
    }
    func schedule(at deadline: Double, _ handler: @escaping () -> Void) -> TimerToken {
        timers.schedule(at: deadline, handler)
    }
    func cancel(_ token: TimerToken) { timers.cancel(token) }
    func synchronize(to timestamp: Double) {}
}

/// Input made to break the evdev backend: oversized masks, garbage after the events, pauses of
/// centuries. Each is a problem reported with the rest kept, never a trap or a stall.
@MainActor
@Suite("Hostile device input")
struct HostileInputTests {
    /// `count` mask bytes, all 00 but the last, which is 01 (a code past the last 16-bit one).
    private static func longMask(_ count: Int) -> String {
        Array(repeating: "00", count: count - 1).joined(separator: " ") + " 01"
    }

    @Test("A B: or P: bitmask longer than 8,192 bytes keeps its first 8,192, with a problem; the taps still play")
    func longBitmasks() throws {
        var script = EventScript()
        BadInputTests.tap(&script)
        let description = touchscreenDescription() + "B: 03 " + Self.longMask(9_000) + "\nP: " + Self.longMask(8_200) + "\n"
        let recording = try EvemuRecording(events: script.text, description: description, source: "test.events")
        #expect(recording.description.codes[Evdev.EventType.abs]?.contains(mtX) == true)
        #expect(recording.description.codes[Evdev.EventType.abs]?.max() == trackingID)
        let scene = DeviceScene(recording: recording)
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false).count
        expectTrace(scene.problems, [
            "test.events.desc:\(lines - 2): the B: 03 bitmask has 9008 bytes; evdev codes end at 0xffff (8192 bytes), so the rest is ignored",
            "test.events.desc:\(lines - 1): the P: bitmask has 8208 bytes; evdev codes end at 0xffff (8192 bytes), so the rest is ignored",
        ])
        expectTrace(scene.actionRuns, ["tap ended"])
    }

    @Test("A description line that cannot be read, after the events began, is skipped with a problem")
    func garbageDescriptionLineAfterEvents() throws {
        var script = EventScript()
        BadInputTests.tap(&script)
        script.raw("B: zz not hex")
        script.raw("A: 35 0 lots")
        script.raw("I: 1")
        BadInputTests.tap(&script, id: 2)
        let scene = try DeviceScene(events: script, description: touchscreenDescription())
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        expectTrace(scene.problems, [
            "test.events:10: B: needs an event type and hex bytes; line skipped",
            "test.events:11: A: needs a hex axis code and min max fuzz flat [resolution]; found \"A: 35 0 lots\"; line skipped",
            "test.events:12: I: needs four hex numbers (bus vendor product version); line skipped",
        ])
        expectTrace(scene.actionRuns, ["tap ended ×2"])
        // Before any event, the same line is still an error.
        #expect(throws: InputProblem(source: "x.events", line: 1, message: "B: needs an event type and hex bytes")) {
            try EvemuRecording(events: "B: zz\n", description: touchscreenDescription(), source: "x.events")
        }
    }

    /// Two taps: one at 0 s, the next at `later` seconds (evemu's `SECONDS.MICROSECONDS`).
    private static func twoTaps(secondAt later: String) -> String {
        """
        E: 0.000000 0003 002f 0
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 500
        E: 0.000000 0003 0036 500
        E: 0.000000 0001 014a 1
        E: 0.000000 0000 0000 0
        E: 0.050000 0003 0039 -1
        E: 0.050000 0001 014a 0
        E: 0.050000 0000 0000 0
        E: \(later) 0003 0039 2
        E: \(later) 0001 014a 1
        E: \(later) 0000 0000 0
        E: \(later) 0003 0039 -1
        E: \(later) 0001 014a 0
        E: \(later) 0000 0000 0

        """
    }

    @Test("A pause of 1e8 s plays as the longest pause kept, with a problem each, on the manual clock")
    func hugePausesOnTheManualClock() throws {
        let recording = try EvemuRecording(events: Self.twoTaps(secondAt: "100000000.000000"), description: touchscreenDescription(), source: "long.events")
        let scene = DeviceScene(recording: recording)
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        expectTrace(scene.problems, [
            "long.events:10: a pause of 99999999.95 s before this event plays as 10.0 s (the longest the player keeps)",
        ])
        #expect(scene.events.map(\.timestamp) == [0, 0.05, 10.05, 10.05])
        expectTrace(scene.actionRuns, ["tap ended ×2"])
    }

    @Test("On a real clock, a pause of 2⁶³ s neither traps nor sleeps: it plays as the longest pause kept")
    func hugePausesOnARealClock() throws {
        let recording = try EvemuRecording(events: Self.twoTaps(secondAt: "9223372036854775807.000000"), description: touchscreenDescription(), source: "long.events")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800), clock: RunningClock())
        let feed = WindowFeed(window: window)
        var times: [Double] = []
        feed.onEvent = { times.append($0.timestamp) }
        try RecordingPlayer.play(recording, mapping: ScreenMapping(windowSize: window.bounds.size), into: feed)
        #expect(feed.problems.map(\.description) == [
            "long.events:10: a pause of 9.223372036854776e+18 s before this event plays as 10.0 s (the longest the player keeps)",
        ])
        let start = try #require(times.first)
        #expect(times.map { (($0 - start) * 1000).rounded() / 1000 } == [0, 0.05, 10.05, 10.05])
    }
}

/// Devices that describe themselves unusually: classified as udev does, read as libinput would.
@MainActor
@Suite("Unusual device descriptions")
struct UnusualDeviceTests {
    /// A description whose key bytes 40 and 41 are `keys` (`BTN_TOOL_PEN` is bit 0 of byte 40;
    /// `BTN_TOUCH` bit 2 and `BTN_STYLUS` bit 3 of byte 41), with the absolute axes `axes`, each
    /// 0…4095.
    private static func description(name: String, keys: String, axesMask: String, axes: [UInt16]) -> String {
        deviceDescription(name: name, properties: "00", keys: keys, absoluteAxes: axesMask + " 00 00 00 00 00 00 00",
                          axes: axes.map { String($0, radix: 16) + " 0 4095 0 0 0" })
    }

    @Test("An old controller whose touches move ABS_Z and ABS_RX only: touches recorded where ABS_X and ABS_Y stand, and the axes named")
    func touchesOnUnnamedAxes() throws {
        let description = Self.description(name: "Old USB Touch Controller", keys: "01 04", axesMask: "0f",
                                           axes: [0, 1, 2, 3])
        var script = EventScript()
        script.frame([(EV_ABS, 2, 1000), (EV_ABS, 3, 2000), (EV_KEY, Evdev.Key.touch, 1)])
        script.frame(after: 0.02, [(EV_ABS, 2, 1100), (EV_ABS, 3, 2100)])
        script.frame(after: 0.02, [(EV_KEY, Evdev.Key.touch, 0)])
        let scene = try DeviceScene(events: script, description: description)
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        #expect(scene.recording.description.kind == .pen)
        expectTrace(scene.problems, [
            "test.events:4: touches come with movement on ABS_Z, ABS_RX only, which the device does not name as its position; "
                + "they are recorded where ABS_X and ABS_Y stand (0, 0)",
        ])
        #expect(scene.touchSamples[1]!.map { "\($0.phase) \($0.location) \($0.type)" } == [
            "began (0.0, 0.0) stylus", "ended (0.0, 0.0) stylus",
        ])
        expectTrace(scene.actionRuns, ["tap ended"])
        #expect(scene.isIdle)
    }

    @Test("A tablet that announces BTN_STYLUS but not BTN_TOOL_PEN is a pen, as udev's rule says: its tip is a stylus touch")
    func stylusWithoutToolPen() throws {
        let description = Self.description(name: "Test Pen Tablet", keys: "00 0c", axesMask: "03", axes: [0, 1])
        var script = EventScript()
        script.frame([(EV_ABS, Evdev.Abs.x, 2048), (EV_ABS, Evdev.Abs.y, 2048), (EV_KEY, Evdev.Key.touch, 1)])
        script.frame(after: 0.05, [(EV_KEY, Evdev.Key.touch, 0)])
        let scene = try DeviceScene(events: script, description: description)
        scene.add("tap", TapGestureRecognizer())
        try scene.play()
        #expect(scene.recording.description.kind == .pen)
        #expect(scene.problems.isEmpty)
        #expect(scene.touchSamples[1]!.map { "\($0.phase) \($0.type)" } == ["began stylus", "ended stylus"])
        expectTrace(scene.actionRuns, ["tap ended"])
    }
}
