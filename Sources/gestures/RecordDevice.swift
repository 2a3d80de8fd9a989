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

/// Writes what a window gets from a device, through the same ``WindowFeed`` a live window uses
/// (so wheel detents become scroll sequences and clicks pointer touches), to a trace as it comes:
/// nothing is held but the line being written, however long the recording.
@MainActor
final class DeviceTraceCollector {
    let window: Window
    let feed: WindowFeed
    private(set) var problems = 0
    private let trace: TraceDestination

    init(size: Size, clock: any GestureClock, trace: TraceDestination) {
        window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        feed = WindowFeed(window: window)
        self.trace = trace
        feed.onEvent = { [unowned self] in self.trace.write($0) }
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

/// Where `gestures record --device` writes its trace: a file, or standard output. It is opened at
/// the first event (or at the end, for a trace of none), so that a device or recording that
/// cannot be read writes nothing; a file that cannot be created is told at the end, after the
/// recording's own problems, as when the trace was written whole.
@MainActor
final class TraceDestination {
    private enum State {
        case waiting
        case file(TraceWriter<TraceFileOutput>)
        case standardOutput(TraceWriter<StandardOutputStream>)
        case failed(TraceProblem)
    }

    private let header: TraceHeader
    private let path: String?
    private var state = State.waiting
    /// How many events were written.
    private(set) var eventCount = 0

    /// A destination for `header`'s trace: the file at `path`, or standard output for nil or `-`.
    init(header: TraceHeader, path: String?) {
        self.header = header
        self.path = path == "-" ? nil : path
    }

    func write(_ event: InputEvent) {
        open()
        eventCount += 1
        switch state {
        // The writer is a value: moved out while written to, so that its line buffer is not copied.
        case var .file(writer):
            state = .waiting
            writer.write(event)
            state = .file(writer)
        case var .standardOutput(writer):
            state = .waiting
            writer.write(event)
            state = .standardOutput(writer)
        case .waiting, .failed:
            break
        }
    }

    /// Opens the trace (writing its header) if no event did, and closes it.
    func finish() throws(TraceProblem) {
        open()
        switch state {
        case let .file(writer): try writer.close()
        case let .standardOutput(writer): writer.output.flush()
        case let .failed(problem): throw problem
        case .waiting: break
        }
    }

    private func open() {
        guard case .waiting = state else { return }
        guard let path else {
            state = .standardOutput(TraceWriter(header: header, output: StandardOutputStream()))
            return
        }
        do {
            state = .file(try TraceWriter(path: path, header: header))
        } catch {
            state = .failed(error)
        }
    }
}

/// Standard output as a text stream, written in 64 KiB blocks (a system call per trace line would
/// cost more than the line; our decision, the size of the recording's read buffer).
final class StandardOutputStream: TextOutputStream {
    private var buffer: [UInt8] = []
    private static let blockSize = 64 * 1024

    func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes out what is buffered.
    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }  // a closed pipe: what is left has nowhere to go.
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
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
    let trace: TraceDestination
    do {
        if isCharacterDevice(options.device) {
            trace = TraceDestination(header: TraceHeader(screenSize: options.size, device: "evdev:\(options.device)"),
                                     path: options.out)
            collector = DeviceTraceCollector(size: options.size, clock: MonotonicClock(), trace: trace)
            try recordLive(options, mapping: mapping, collector: collector)
        } else {
            let deviceName = "evemu:\((options.device as NSString).lastPathComponent)"
            trace = TraceDestination(header: TraceHeader(screenSize: options.size, device: deviceName), path: options.out)
            // Read as it plays: the file once for its description and problems, again for the
            // mismatch check, and once more as it plays.
            let recording = try EvemuStream(path: options.device, descriptionPath: options.descriptionPath)
            let clock = ManualClock()
            collector = DeviceTraceCollector(size: options.size, clock: clock, trace: trace)
            if let warning = try descriptionMismatch(recording) {
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
    do {
        try trace.finish()
    } catch {
        return fail("gestures record: cannot write \(options.out ?? "-"): \(error)", .failure)
    }
    var summary = "recorded \(trace.eventCount) events from \(options.device)"
    if collector.problems > 0 { summary += "; \(collector.problems) problem\(collector.problems == 1 ? "" : "s")" }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    return .success
}

/// Why a recording's description seems to be another device's: events of kinds it does not
/// declare, or axis values far outside its ranges (more than a tenth of the range beyond, where a
/// real device strays by a few units). Nil when the events fit.
func descriptionMismatch(_ recording: EvemuStream) throws(InputProblem) -> String? {
    let description = recording.description
    var misfits = 0, total = 0
    var first: String?
    let events = try recording.events()
    while let (event, line) = try events.next() {
        guard event.type != Evdev.EventType.syn else { continue }
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
