import Foundation
import GestureApps
import GestureTesting
import Gestures

@MainActor
var replayUsage: String {
    """
    usage: gestures replay TRACE [--scene NAME] [--timeline FILE.svg|FILE.html] [--strict] [--quiet]

    Plays a recorded trace (JSON Lines, see docs/trace-format.md) into a scene on a manual clock and
    prints the recognizer trace: every transition, action and touch delivery, in order, each moment
    under a line with its time in the trace (`@ 0.1 s`); then what was recognized, and the summary.
    Input the engine dropped or corrected (`# input: …` lines) counts as a problem.

      --scene NAME         the scene to play into (default: all-recognizers); one of:
    \(PlaygroundCatalog.entries.map { "                       \($0.name): \($0.summary)" }.joined(separator: "\n"))
      --timeline FILE.svg  also draw the timeline of the replay
      --timeline FILE.html the timeline as one interactive page: wheel zooms in time, drag pans,
                           hover tells why and what, a box filters the recognizers
      --strict             stop at the first malformed line (exit 1); by default it is reported and skipped
      --quiet              print only problems (with their times) and the summary

    Problems of the file go to standard error as TRACE:LINE: message; progress too, every 100,000
    events; so does a warning when the trace was recorded on a screen of another size than the scene.
    Exit codes: 0 replayed (problems reported), 1 the trace could not be read or a strict replay met a
    problem, 2 bad usage.
    """
}

let recordUsage = """
    usage: gestures record --script NAME [--out FILE] [--rate HZ] [--jitter POINTS] [--seed N]
           gestures record --device PATH [--out FILE] [--desc FILE] … (all options: gestures help record)

    Writes the raw input of a named touch script, or of a real device (--device: an evdev node or
    an evemu recording), as a trace file (JSON Lines), so that any scripted gesture or bug seen on a
    device can become a fixture.

      --script NAME   one of:
    \(ScriptCatalog.entries.map { "                    \($0.name): \($0.summary)" }.joined(separator: "\n"))
      --out FILE      where to write (default: standard output)
      --rate HZ       sampling rate (default 60)
      --jitter POINTS random wobble of every sample, at most this many points (default 0)
      --seed N        the jitter's seed (default 0)

    Exit codes: 0 written, 1 the file could not be written, 2 bad usage.
    """

func fail(_ message: String, _ code: ExitCode = .usage) -> ExitCode {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return code
}

@MainActor
func runReplay(_ arguments: ArraySlice<String>) -> ExitCode {
    var path: String?
    var sceneName = "all-recognizers"
    var timelinePath: String?
    var strict = false
    var quiet = false
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--scene":
            guard let value = rest.popFirst() else { return fail("gestures replay: --scene needs a name") }
            sceneName = value
        case "--timeline":
            guard let value = rest.popFirst() else { return fail("gestures replay: --timeline needs a file") }
            timelinePath = value
        case "--strict": strict = true
        case "--quiet": quiet = true
        case "--help", "-h":
            print(replayUsage)
            return .success
        default:
            if argument.hasPrefix("-") || path != nil {
                return fail("gestures replay: unexpected \(argument)\n\(replayUsage)")
            }
            path = argument
        }
    }
    guard let path else { return fail("gestures replay: which trace?\n\(replayUsage)") }
    guard let entry = PlaygroundCatalog.entry(named: sceneName) else {
        let known = PlaygroundCatalog.entries.map(\.name).joined(separator: ", ")
        return fail("gestures replay: no scene named \(sceneName) (known: \(known))")
    }

    // A timeline that cannot be written fails now, not after the whole replay.
    if let timelinePath, let problem = OutputPath.problem(writingFile: URL(fileURLWithPath: timelinePath)) {
        return fail("gestures replay: cannot write the timeline to \(timelinePath): \(problem)", .failure)
    }

    let reader: TraceReader
    do {
        reader = try TraceReader(path: path, strict: strict)
    } catch {
        return fail("\(path): \(error)", .failure)
    }
    defer { reader.close() }
    // Each problem is told once, here; a strict replay stops at it.
    var reportedLine: Int?
    reader.onProblem = { problem in
        reportedLine = problem.line
        let stop = strict ? " (strict: stopped)" : ""
        FileHandle.standardError.write(Data("\(path):\(problem.line): \(problem.message)\(stop)\n".utf8))
    }

    let clock = ManualClock()
    let scene = entry.makeScene(clock: clock)
    if let warning = screenSizeWarning(trace: reader.header.screenSize, scene: scene.window.bounds.size,
                                       path: path, sceneName: sceneName) {
        FileHandle.standardError.write(Data("\(warning)\n".utf8))
    }
    let log = ReplayLog(window: scene.window, clock: clock, quiet: quiet) { print($0) }
    let replayer = log.replayer
    let timeline = timelinePath.map { _ in TimelineRecorder(window: scene.window) }
    // The replayer holds this closure, so it counts events itself rather than capture the
    // replayer (a cycle that would keep the replayer, the window and the scene alive).
    var events = 0
    replayer.onEvent = { event in
        timeline?.record(event)
        events += 1
        if events % 100_000 == 0 {
            FileHandle.standardError.write(Data("replayed \(events) events (line \(reader.lineNumber))\n".utf8))
        }
    }
    var status = ExitCode.success
    do {
        while let item = try reader.next() { log.play(item) }
    } catch {
        log.flush()
        if reportedLine != error.line {
            FileHandle.standardError.write(Data("\(path):\(error.line): \(error.message) (strict: stopped)\n".utf8))
        }
        status = .failure
    }
    log.finish()
    print(log.summary(source: path, scene: sceneName, readerProblems: reader.problemCount))
    if let timelinePath, let timeline {
        let title = "Replay of \((path as NSString).lastPathComponent) into \(sceneName)"
        let document = timelinePath.lowercased().hasSuffix(".html") || timelinePath.lowercased().hasSuffix(".htm")
            ? TimelineHTML.render(timeline.timeline, title: title)
            : TimelineSVG.render(timeline.timeline, title: title)
        do {
            try document.write(toFile: timelinePath, atomically: true, encoding: .utf8)
            print("timeline: \(timelinePath)")
        } catch {
            return fail("gestures replay: cannot write the timeline to \(timelinePath): \(OutputPath.reason(of: error))", .failure)
        }
    }
    return status
}

/// A warning when a trace recorded on one screen size is replayed into a scene of another: the
/// touches play at their recorded points, so they may miss what they touched.
func screenSizeWarning(trace: Size, scene: Size, path: String, sceneName: String) -> String? {
    guard (trace.width - scene.width).magnitude > 0.5 || (trace.height - scene.height).magnitude > 0.5 else { return nil }
    func number(_ value: Double) -> String {
        let text = TraceFormat.number(value, digits: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }
    return "gestures replay: warning: \(path) was recorded on a \(size(trace)) screen, the scene \(sceneName) is \(size(scene)): "
        + "touches play at their recorded points, not scaled"
}

@MainActor
func runRecord(_ arguments: ArraySlice<String>) -> ExitCode {
    if arguments.contains("--device") {
        if arguments.contains("--script") {
            return fail("gestures record: --script and --device do not go together: record a touch script or a device\n\(recordUsage)")
        }
        return runDeviceRecord(arguments)
    }
    var scriptName: String?
    var out: String?
    var rate = 60.0
    var jitter = 0.0
    var seed: UInt64 = 0
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--script":
            guard let value = rest.popFirst() else { return fail("gestures record: --script needs a name") }
            scriptName = value
        case "--out":
            guard let value = rest.popFirst() else { return fail("gestures record: --out needs a file") }
            out = value
        case "--rate":
            guard let value = rest.popFirst().flatMap(Double.init), value.isFinite, value > 0 else {
                return fail("gestures record: --rate needs a positive number of samples per second")
            }
            rate = value
        case "--jitter":
            guard let value = rest.popFirst().flatMap(Double.init), value.isFinite, value >= 0 else {
                return fail("gestures record: --jitter needs a number of points, 0 or more")
            }
            jitter = value
        case "--seed":
            guard let value = rest.popFirst().flatMap({ UInt64($0) }) else {
                return fail("gestures record: --seed needs a whole number")
            }
            seed = value
        case "--help", "-h":
            print(recordUsage)
            return .success
        default:
            return fail("gestures record: unexpected \(argument)\n\(recordUsage)")
        }
    }
    guard let scriptName else { return fail("gestures record: which script? (--script NAME)\n\(recordUsage)") }
    guard let entry = ScriptCatalog.entry(named: scriptName) else {
        return fail("gestures record: no script named \(scriptName); see gestures record --help")
    }
    let script = TouchScript(screenSize: ScriptCatalog.screenSize, sampleRate: rate, jitter: jitter, seed: seed)
    entry.play(on: script)
    var header = script.traceHeader
    header.device = "gestures record --script \(scriptName)"
    if let out, out != "-" {
        do {
            var writer = try TraceWriter(path: out, header: header)
            writer.write(contentsOf: script.recording)
            try writer.close()
        } catch {
            return fail("gestures record: cannot write \(out): \(error)", .failure)
        }
    } else {
        var writer = TraceWriter(header: header, output: "")
        writer.write(contentsOf: script.recording)
        print(writer.output, terminator: "")
    }
    return .success
}
