#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GestureInput
import GestureTesting
import Gestures

let recordDeviceUsage = """
    usage: gestures record --device PATH [--out FILE] [--desc FILE] [--size WxH] [--rotate DEGREES]
                           [--calibration A,B,C,D,E,F] [--seconds N]

    Writes a trace file (JSON Lines, docs/trace-format.md) from real input: an evdev device node
    (/dev/input/eventN, read without a window system) or an evemu recording of one. Every finger
    contact gets its own touch id; positions are in window points. A mouse's or touchpad's
    clicks are pointer touches with their buttons, its wheel and two-finger scrolls scroll lines,
    a touchpad's pinches transform lines, as a window gets them.

      --device PATH   the device node, or an evemu recording (self-contained, or split: its
                      description is the .desc beside it named like the recording up to its first .)
      --desc FILE     the description of a split recording, when it is elsewhere
      --out FILE      where to write (default: standard output)
      --size WxH      the window the device maps onto, in points (default 375x667, the size of
                      `gestures replay`'s default scene)
      --rotate DEG    the panel's rotation: 0, 90, 180 or 270 (default 0)
      --calibration   libinput's calibration matrix, six numbers in fractions of the range
      --seconds N     stop reading a device after N seconds (default: until Ctrl-C or unplugged)

    Problems go to standard error as PATH:LINE: message.
    Exit codes: 0 written, 1 the device or recording could not be read or the file written, 2 bad usage.
    """

/// Set by SIGINT while a device is being recorded.
nonisolated(unsafe) var recordingInterrupted: sig_atomic_t = 0

/// Options of `gestures record --device`.
struct DeviceRecordOptions {
    var device = ""
    var descriptionPath: String?
    var out: String?
    var size = Size(width: 375, height: 667)
    var rotation = ScreenMapping.Rotation.none
    var calibration = ScreenMapping.identityCalibration
    var seconds: Double?

    /// Reads the options; nil and a message for bad usage.
    static func parse(_ arguments: ArraySlice<String>) -> (DeviceRecordOptions?, String?) {
        var options = DeviceRecordOptions()
        var rest = arguments
        var device: String?
        while let argument = rest.popFirst() {
            guard argument != "--help" && argument != "-h" else { return (nil, nil) }
            guard let value = rest.popFirst() else { return (nil, "gestures record: \(argument) needs a value") }
            switch argument {
            case "--device": device = value
            case "--desc": options.descriptionPath = value
            case "--out": options.out = value
            case "--size":
                let parts = value.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 }) else {
                    return (nil, "gestures record: --size needs WIDTHxHEIGHT in points, e.g. 375x667")
                }
                options.size = Size(width: parts[0], height: parts[1])
            case "--rotate":
                guard let degrees = Int(value), let rotation = ScreenMapping.Rotation(rawValue: degrees) else {
                    return (nil, "gestures record: --rotate needs 0, 90, 180 or 270")
                }
                options.rotation = rotation
            case "--calibration":
                let numbers = value.split(separator: ",").compactMap { Double($0) }
                guard numbers.count == 6, numbers.allSatisfy(\.isFinite) else {
                    return (nil, "gestures record: --calibration needs six numbers separated by commas")
                }
                options.calibration = numbers
            case "--seconds":
                guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                    return (nil, "gestures record: --seconds needs a positive number")
                }
                options.seconds = seconds
            default:
                return (nil, "gestures record: unexpected \(argument)\n\(recordDeviceUsage)")
            }
        }
        guard let device else { return (nil, "gestures record: which device? (--device PATH)") }
        options.device = device
        return (options, nil)
    }
}

/// Collects what a window gets from a device, through the same ``WindowFeed`` a live window uses
/// (so wheel detents become scroll sequences and clicks pointer touches), for a trace.
@MainActor
final class DeviceTraceCollector {
    let window: Window
    let feed: WindowFeed
    private(set) var events: [InputEvent] = []
    private(set) var problems = 0

    init(size: Size, clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        feed = WindowFeed(window: window)
        feed.onEvent = { [unowned self] in events.append($0) }
        feed.onProblem = { [unowned self] problem in
            problems += 1
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
        }
    }

    /// Counts problems told elsewhere.
    func countProblems(_ count: Int) {
        problems += count
    }

    func take(_ outputs: inout [DeviceOutput]) {
        for output in outputs { feed.deliver(output) }
        outputs.removeAll(keepingCapacity: true)
    }
}

@MainActor
func runDeviceRecord(_ arguments: ArraySlice<String>) -> ExitCode {
    let (parsed, message) = DeviceRecordOptions.parse(arguments)
    guard let options = parsed else {
        if let message { return fail(message) }
        print(recordDeviceUsage)
        return .success
    }
    let mapping = ScreenMapping(windowSize: options.size, rotation: options.rotation, calibration: options.calibration)
    let collector: DeviceTraceCollector
    let deviceName: String
    do {
        if isCharacterDevice(options.device) {
            deviceName = "evdev:\(options.device)"
            collector = DeviceTraceCollector(size: options.size, clock: MonotonicClock())
            try recordLive(options, mapping: mapping, collector: collector)
        } else {
            deviceName = "evemu:\((options.device as NSString).lastPathComponent)"
            let recording = try EvemuRecording(path: options.device, descriptionPath: options.descriptionPath)
            let clock = ManualClock()
            collector = DeviceTraceCollector(size: options.size, clock: clock)
            if let warning = descriptionMismatch(recording) {
                FileHandle.standardError.write(Data("gestures record: warning: \(warning)\n".utf8))
            }
            // The lines skipped past those the recording keeps as problems (the player hands
            // those to the feed, which prints and counts them).
            let unkept = recording.skippedLineCount - recording.problems.count
            if unkept > 0 {
                FileHandle.standardError.write(Data("\(recording.source): \(unkept) more unreadable lines skipped\n".utf8))
                collector.countProblems(unkept)
            }
            // The recording's first event at 0; a wheel's last scroll ends after its pause.
            try RecordingPlayer.play(recording, mapping: mapping, into: collector.feed)
            clock.advance(by: GestureConstants.wheelScrollEndInterval)
            collector.feed.finish()
        }
    } catch {
        return fail("\(error)", .failure)
    }
    let header = TraceHeader(screenSize: options.size, device: deviceName)
    if let out = options.out, out != "-" {
        do {
            var writer = try TraceWriter(path: out, header: header)
            for event in collector.events { writer.write(event) }
            try writer.close()
        } catch {
            return fail("gestures record: cannot write \(out): \(error)", .failure)
        }
    } else {
        var writer = TraceWriter(header: header, output: "")
        for event in collector.events { writer.write(event) }
        print(writer.output, terminator: "")
    }
    var summary = "recorded \(collector.events.count) events from \(options.device)"
    if collector.problems > 0 { summary += "; \(collector.problems) problem\(collector.problems == 1 ? "" : "s")" }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    return .success
}

/// Why a recording's description seems to be another device's: events of kinds it does not
/// declare, or axis values far outside its ranges (more than a tenth of the range beyond, where a
/// real device strays by a few units). Nil when the events fit.
func descriptionMismatch(_ recording: EvemuRecording) -> String? {
    let description = recording.description
    var misfits = 0, total = 0
    var first: String?
    for (event, line) in zip(recording.events, recording.lines) where event.type != Evdev.EventType.syn {
        total += 1
        var why: String?
        if !description.has(event.type, event.code) {
            why = "type \(event.type) code \(event.code), which it does not declare"
        } else if event.type == Evdev.EventType.abs, let axis = description.axes[event.code] {
            let slack = axis.width / 10
            if Double(event.value) < Double(axis.minimum) - slack || Double(event.value) > Double(axis.maximum) + slack {
                why = "axis \(event.code) at \(event.value), outside its range \(axis.minimum)…\(axis.maximum)"
            }
        }
        guard let why else { continue }
        misfits += 1
        if first == nil { first = "line \(line): \(why)" }
    }
    guard misfits > 0, let first else { return nil }
    return "\(misfits) of the \(total) events of \(recording.source) do not fit the description of \"\(description.name)\" "
        + "(the first, \(first)): is it the description of the device that made the recording?"
}

func isCharacterDevice(_ path: String) -> Bool {
    #if canImport(Glibc)
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return info.st_mode & S_IFMT == S_IFCHR
    #else
    return false
    #endif
}

/// Reads a live device until `--seconds` pass, Ctrl-C, or the device goes away.
@MainActor
func recordLive(_ options: DeviceRecordOptions, mapping: ScreenMapping, collector: DeviceTraceCollector) throws(InputProblem) {
    #if canImport(Glibc)
    let device = try EvdevDevice(path: options.device)
    var interpreter = try EvdevInterpreter(description: device.description, mapping: mapping, source: device.path)
    guard let clock = collector.window.clock as? MonotonicClock else { return }
    interpreter.timeOffset = device.timeOffset(to: clock)
    FileHandle.standardError.write(Data("reading \(device.description.name) (\(interpreter.kind)) at \(device.path); Ctrl-C stops\n".utf8))
    signal(SIGINT) { _ in recordingInterrupted = 1 }
    defer { signal(SIGINT, SIG_DFL) }
    var events: [EvdevEvent] = []
    var outputs: [DeviceOutput] = []
    var reason = "recording stopped"
    while recordingInterrupted == 0 {
        if let seconds = options.seconds, clock.now >= seconds { break }
        // The end of a wheel's scroll is a timer.
        clock.fireDueTimers()
        guard device.wait(timeout: 0.1) else { continue }
        do {
            try device.read(into: &events)
        } catch {
            reason = error.message
            break
        }
        for event in events { interpreter.handle(event, into: &outputs) }
        events.removeAll(keepingCapacity: true)
        collector.take(&outputs)
    }
    interpreter.finish(reason: reason, into: &outputs)
    collector.take(&outputs)
    collector.feed.finish()
    #else
    throw InputProblem(source: options.device, message: "reading devices needs Linux")
    #endif
}
