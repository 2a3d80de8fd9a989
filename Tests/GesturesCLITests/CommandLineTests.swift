import Foundation
import GestureTesting
import Testing

/// The `gestures` command as a new user meets it: run as a process, its exit code, standard output
/// and standard error compared whole.
@Suite("The gestures command's rough edges")
struct CommandLineTests {
    struct Run {
        let status: Int32
        let out: String
        let err: String
    }

    /// The built command: next to the test bundle, in the same build folder.
    static var executable: URL {
        get throws {
            let candidates = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
                .map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("gestures") }
            return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        }
    }

    /// Runs the built command, or `program` when given, with `arguments`.
    static func run(_ arguments: [String], program: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try program ?? executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both to the end before waiting, so a full pipe cannot block the command.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("demo --out names the path and what is wrong with it", arguments: ["file", "under a file"])
    func demoOut(kind: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        let out = kind == "file" ? file : file.appendingPathComponent("pictures")
        let run = try Self.run(["demo", "--out", out.path, "--quiet"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "gestures demo: cannot write the pictures to \(out.path): \(file.path) is a file, not a folder\n")
    }

    @Test("replay --timeline into a folder that does not exist fails before replaying")
    func replayTimelineFolder() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tap.jsonl")
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-missing-\(UUID().uuidString)")
        let target = missing.appendingPathComponent("tap.svg")
        let run = try Self.run(["replay", fixture.path, "--timeline", target.path])
        #expect(run.status == 1)
        #expect(run.out == "")  // no trace line: nothing was replayed
        #expect(run.err == "gestures replay: cannot write the timeline to \(target.path): the folder \(missing.path) does not exist\n")
    }

    /// The scroll stick's recording turns its wheel in eight bursts (see the evemu tests): its trace
    /// keeps them as eight wheel scroll sequences, in format 1.2, and replays without a problem.
    @Test("record --device of a wheel mouse writes its scrolls as trace lines, which replay cleanly")
    func recordWheel() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/evemu/IBM_ScrollPoint_MO18B.scroll.events")
        let trace = folder.appendingPathComponent("wheel.jsonl")
        let record = try Self.run(["record", "--device", recording.path, "--out", trace.path])
        #expect(record.status == 0)
        #expect(record.err.hasPrefix("recorded "), "\(record.err)")
        #expect(!record.err.contains("left out"))
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.contains(#""version":"1.2""#) == true)
        for phase in ["began", "ended"] {
            #expect(lines.filter { $0.contains(#""scroll":"\#(phase)""#) && $0.contains(#""scrollType":"discrete""#) }.count == 8)
        }
        let replay = try Self.run(["replay", trace.path, "--quiet"])
        #expect(replay.status == 0)
        #expect(replay.err == "")
        let last = replay.out.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("replayed ") && last.hasSuffix(", 0 problems"), "\(replay.out)")
    }

    /// A description whose `B: 03` mask runs past 8,192 bytes (the last naming a code above
    /// 0xffff): the recording plays, with the mask cut and a problem saying so.
    @Test("record --device of a recording whose bitmask is longer than every code needs: recorded, with the problem")
    func recordLongBitmask() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/evemu")
        var description = try String(contentsOf: fixtures.appendingPathComponent("N-Trig_MultiTouch.desc"), encoding: .utf8)
        let line = description.split(separator: "\n", omittingEmptySubsequences: false).count
        description += "B: 03 " + Array(repeating: "00", count: 9_000).joined(separator: " ") + " 01\n"
        try description.write(to: folder.appendingPathComponent("Long.desc"), atomically: true, encoding: .utf8)
        let events = folder.appendingPathComponent("Long.tap.events")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("N-Trig_MultiTouch.2-fingers-touch-release.events"), to: events)
        let record = try Self.run(["record", "--device", events.path, "--out", folder.appendingPathComponent("long.jsonl").path])
        #expect(record.status == 0)
        #expect(record.err.contains("Long.desc:\(line): the B: 03 bitmask has 9009 bytes; evdev codes end at 0xffff (8192 bytes), so the rest is ignored\n"), "\(record.err)")
        #expect(record.err.contains("recorded "), "\(record.err)")
    }

    @Test("help with an unknown command is bad usage; bare gestures prints its usage to standard error")
    func usage() throws {
        let bogus = try Self.run(["help", "bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.out == "")
        #expect(bogus.err.hasPrefix("gestures help: no command named bogus\nusage: gestures <command> [options]\n"))
        let bare = try Self.run([])
        #expect(bare.status == 2)
        #expect(bare.out == "")
        #expect(bare.err.hasPrefix("usage: gestures <command> [options]\n"))
        let help = try Self.run(["help"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: gestures <command> [options]\n"))
        #expect(help.err == "")
    }

    @Test("--strict reports its problem once and counts 1 problem")
    func strict() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("bad.jsonl")
        try Data("""
            {"format":"swift-gestures-trace","version":"1.0","width":375.0,"height":667.0}
            {"e":0,"t":0.0,"id":1,"phase":"began","x":100,"y":100}
            {"e":1,"t":"soon","id":1,"phase":"ended","x":100,"y":100}

            """.utf8).write(to: trace)
        let run = try Self.run(["replay", trace.path, "--strict", "--quiet"])
        #expect(run.status == 1)
        #expect(run.err == "\(trace.path):3: \"t\" must be a number, found the string \"soon\" (strict: stopped)\n")
        // The touch that began is cancelled when the replay stops; its trace lines are counted.
        #expect(run.out == "recognized: longPress ×1\nreplayed 1 events from \(trace.path) into all-recognizers: 19 trace lines, 1 problem\n")
    }

    @Test("lint prints each scene's findings and delays; an unknown scene is bad usage")
    func lint() throws {
        let run = try Self.run(["lint", "--scene", "all-recognizers"])
        #expect(run.status == 0)
        #expect(run.err == "")
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "== lint all-recognizers")
        #expect(lines.contains("  delay tap +0.35 s: waits for doubleTap (+0.35 s)"))
        #expect(lines.last == "  lint: 10 recognizers, 2 findings (2 delegate-dependent)")
        let bogus = try Self.run(["lint", "--scene", "bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.err.hasPrefix("gestures lint: no scene named bogus (known: monkey, "))
    }

    /// Writes a trace of `lines` (after a 1.2 header at 375×667) into `folder`.
    static func trace(_ lines: [String], in folder: URL, named name: String = "trace.jsonl",
                      size: String = #""width":375.0,"height":667.0"#) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let header = #"{"format":"swift-gestures-trace","version":"1.2",\#(size)}"#
        try Data(([header] + lines).map { $0 + "\n" }.joined().utf8).write(to: url)
        return url
    }

    @Test("replay --timeline of a trace at 1e17 s or spanning ±1.7e308 s ends, with a few round ticks",
          arguments: [(["1e17", "1e17", "1e17"], ["1.0e17 s"]),
                      (["-1.7e308", "1.7e308"], ["-1.6e308 s", "-1.4e308 s", "-1.2e308 s", "-1.0e308 s", "-8.0e307 s", "-6.0e307 s",
                                                 "-4.0e307 s", "-2.0e307 s", "0.0 s", "2.0e307 s", "4.0e307 s", "6.0e307 s",
                                                 "8.0e307 s", "1.0e308 s", "1.2e308 s", "1.4e308 s", "1.6e308 s"])])
    func replayHugeTimes(times: [String], ticks: [String]) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let phases = times.count == 3 ? ["began", "moved", "ended"] : ["began", "ended"]
        let trace = try Self.trace(zip(times, phases).enumerated().map { index, line in
            #"{"e":\#(index),"t":\#(line.0),"id":1,"phase":"\#(line.1)","x":187.0,"y":333.0}"#
        }, in: folder)
        let svg = folder.appendingPathComponent("t.svg")
        let run = try Self.run(["replay", trace.path, "--quiet", "--timeline", svg.path])
        #expect(run.status == 0)
        #expect(run.err == "")
        let lines = run.out.split(separator: "\n")
        #expect(lines.last == "timeline: \(svg.path)")
        let picture = try String(contentsOf: svg, encoding: .utf8)
        #expect(picture.split(separator: "\n").filter { $0.hasPrefix("<text class=\"tick\"") }
            .map { String($0.split(separator: ">")[1].dropLast(6)) } == ticks)
        #expect(TimelineSVG.layoutProblems(in: picture) == [])
    }

    @Test("The timeline of every script, and of a touch screen's fast taps, replayed into the gallery and into all recognizers has no overlapping label",
          arguments: ["all-recognizers", "gallery"], [false, true])
    func everyScriptTimeline(scene: String, device: Bool) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("all.jsonl"), svg = folder.appendingPathComponent("all.svg")
        let taps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/evemu/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.events").path
        let source = device ? ["--device", taps] : ["--script", "all"]
        #expect(try Self.run(["record"] + source + ["--out", trace.path]).status == 0)
        let run = try Self.run(["replay", trace.path, "--scene", scene, "--quiet", "--timeline", svg.path])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(TimelineSVG.layoutProblems(in: try String(contentsOf: svg, encoding: .utf8)) == [])
    }

    @Test("lint --scene monkey groups its findings; --all lists each delegate-dependent relation")
    func lintGrouped() throws {
        let grouped = try Self.run(["lint", "--scene", "monkey"])
        #expect(grouped.status == 0)
        #expect(grouped.err == "")
        let findings = grouped.out.split(separator: "\n").filter { !$0.hasPrefix("  delay ") && !$0.hasPrefix("      intended:") }
        #expect(findings.map { String($0.split(separator: ":")[0]) } == [
            "== lint monkey",
            "  unrelated-views ×2",
            "    unrelated-views monkeyTap → bananaPan",
            "    unrelated-views bananaTap → monkeyPan",
            "  delegate-dependent ×12",
            "  class-dependent ×2",
            "    class-dependent monkeyTickle",
            "    class-dependent bananaTickle",
            "  lint",
        ])
        let all = try Self.run(["lint", "--scene", "monkey", "--all"])
        #expect(all.status == 0)
        #expect(all.out.split(separator: "\n").filter { $0.hasPrefix("    delegate-dependent ") }.count == 12)
        let bogus = try Self.run(["lint", "--every"])
        #expect(bogus.status == 2)
        #expect(bogus.err.hasPrefix("gestures lint: unknown option --every\nusage: gestures lint [--scene NAME] [--consult-delegates] [--consult-classes] [--all]\n"))
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let repository = fixtures.deletingLastPathComponent().deletingLastPathComponent()

    @Test("record --device tells each problem of a recording once, and counts 1 problem")
    func recordDeviceProblemOnce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let evemu = Self.fixtures.appendingPathComponent("evemu")
        var lines = try String(contentsOf: evemu.appendingPathComponent("Wacom_ISDv4_E6_Finger.double-tap-center.events"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[11] = "E: 1330495944.357025 zzzz 0036 765"
        let recording = folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.garbled.events")
        try Data(lines.joined(separator: "\n").utf8).write(to: recording)
        try FileManager.default.copyItem(at: evemu.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc"),
                                         to: folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc"))
        let run = try Self.run(["record", "--device", recording.path, "--out", folder.appendingPathComponent("t.jsonl").path])
        #expect(run.status == 0)
        #expect(run.out == "")
        #expect(run.err == """
            \(recording.path):12: cannot read the event "1330495944.357025 zzzz 0036 765"; line skipped
            recorded 4 events from \(recording.path); 1 problem

            """)
    }

    @Test("record --device with the --desc of another device says so")
    func recordOtherDescription() throws {
        let evemu = Self.fixtures.appendingPathComponent("evemu")
        let recording = evemu.appendingPathComponent("Wacom_ISDv4_E6_Finger.double-tap-center.events").path
        let run = try Self.run(["record", "--device", recording, "--desc", evemu.appendingPathComponent("IBM_ScrollPoint_MO18B.desc").path])
        #expect(run.status == 0)
        #expect(run.err == """
            gestures record: warning: 16 of the 16 events of \(recording) do not fit the description of "HID 04b3:3103" (the first, line 1: type 3 code 57, which it does not declare): is it the description of the device that made the recording?
            recorded 0 events from \(recording)

            """)
    }

    @Test("replay warns of a trace recorded on another screen size; --quiet keeps dropped touches, timed and counted")
    func replayOtherSizeQuiet() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try Self.trace([
            #"{"e":0,"t":0.0,"id":1,"phase":"moved","x":100,"y":100}"#,
            #"{"e":1,"t":0.1,"id":2,"phase":"began","x":100,"y":100}"#,
            #"{"e":2,"t":0.2,"id":2,"phase":"ended","x":100,"y":100}"#,
        ], in: folder, size: #""width":800.0,"height":480.0"#)
        let run = try Self.run(["replay", trace.path, "--scene", "monkey", "--quiet"])
        #expect(run.status == 0)
        #expect(run.err == "gestures replay: warning: \(trace.path) was recorded on a 800×480 screen, the scene monkey is 375×667: touches play at their recorded points, not scaled\n")
        #expect(run.out == """
            @ 0.0 s
            # input: touch 1 moved without having begun; dropped
            recognized: nothing
            replayed 3 events from \(trace.path) into monkey: 3 trace lines, 1 problem (1 input the engine dropped or corrected)

            """)
    }

    @Test("replay prints each moment under its time, then what was recognized")
    func replayTimes() throws {
        let trace = Self.fixtures.appendingPathComponent("tap.jsonl").path
        let run = try Self.run(["replay", trace, "--scene", "simple-gestures"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == """
            @ 0.0 s
            screen.touchesBegan [1]
            @ 0.017 s
            swipeLeft: possible → failed
            screen.touchesMoved [1]
            @ 0.033 s
            screen.touchesMoved [1]
            @ 0.05 s
            screen.touchesMoved [1]
            @ 0.067 s
            swipeRight: possible → failed
            screen.touchesMoved [1]
            @ 0.083 s
            screen.touchesMoved [1]
            @ 0.1 s
            rotation: possible → failed
            tap: possible → ended
            tap: action ended at (186.89, 332.52) touches=1
            screen.touchesCancelled [1]
            recognized: tap ×1
            replayed 7 events from \(trace) into simple-gestures: 12 trace lines, 0 problems

            """)
    }

    @Test("Unknown scenes are listed; --script with --device is named as the conflict it is")
    func namesWhatIsWrong() throws {
        let scene = try Self.run(["replay", "x.jsonl", "--scene", "nope"])
        #expect(scene.status == 2)
        #expect(scene.out == "")
        #expect(scene.err == "gestures replay: no scene named nope (known: monkey, file-to-trash, pan-swipe, simple-gestures, all-recognizers, drag-box, gallery, bottom-sheet, todo-list)\n")
        let both = try Self.run(["record", "--script", "tap", "--device", "foo"])
        #expect(both.status == 2)
        #expect(both.out == "")
        #expect(both.err.split(separator: "\n").first == "gestures record: --script and --device do not go together: record a touch script or a device")
    }

    @Test("help demo names the seven scenes the demo plays")
    func helpDemo() throws {
        let run = try Self.run(["help", "demo"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == """
            usage: gestures demo [--out DIR] [--quiet]

            Plays a scripted session of every feature of the four tutorial scenes (monkey & banana, file to
            trash, pan as swipe, and Apple's Simple Gesture Recognizers sample as a ported view controller),
            of the photo gallery and of two ported screens, a bottom sheet and a to-do list, through the
            real engine on a manual clock, prints what happened (gestures recognized, sounds played, final
            positions, scale and rotation) and the relation lint of every scene, and writes, for each of the
            seven, an SVG picture before and after and the timeline of its session.

              --out DIR   where the pictures go (default: ./demo-output)
              --quiet     print nothing but errors

            """)
    }

    /// Runs `Apps/playground.sh` with `arguments` (it answers these without building anything).
    static func playground(_ arguments: [String]) throws -> Run {
        try run([Self.repository.appendingPathComponent("Apps/playground.sh").path] + arguments,
                program: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test("playground.sh takes --release anywhere, and answers --help at once, with the program's own help")
    func playgroundScript() throws {
        let apps = Self.repository.appendingPathComponent("Apps").path
        let dry = try Self.playground(["--scene", "gallery", "--release", "--overlay", "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.err == "")
        #expect(dry.out == "swift build -c release --package-path \(apps)\n\(apps)/.build/release/gestures-playground --scene gallery --overlay\n")
        let help = try Self.playground(["--scene", "x", "--help"])
        #expect(help.status == 0)
        #expect(help.err == "")
        let programHelp = try String(contentsOfFile: apps + "/playground-help.txt", encoding: .utf8)
        #expect(help.out.hasPrefix("playground.sh: builds and runs gestures-playground"))
        #expect(help.out.hasSuffix("\n\n" + programHelp))
    }

    /// Headless Chromium, where it is installed (`.ci/run` installs it for this test).
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("replay --timeline FILE.html writes one page that zooms, pans, tells why on hover and filters, in headless Chromium",
          .enabled(if: chromium != nil, "needs chromium"))
    func timelinePageInChromium() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("double-tap.html")
        let replay = try Self.run(["replay", Self.fixtures.appendingPathComponent("double-tap.jsonl").path, "--quiet", "--timeline", page.path])
        #expect(replay.status == 0)
        #expect(replay.out.hasSuffix("timeline: \(page.path)\n"))
        // The page's own self-test plays a wheel turn, a drag, the reset button, two hovers and a
        // filter through its handlers and writes what each did into the page.
        let browser = try Self.run(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString + "#selftest"],
                                   program: URL(fileURLWithPath: try #require(Self.chromium)))
        #expect(browser.status == 0)
        let dom = browser.out
        let start = try #require(dom.firstRange(of: "<pre id=\"selftest\">")), end = try #require(dom.firstRange(of: "</pre>"))
        #expect(String(dom[start.upperBound..<end.lowerBound]) == """
            start: 0 s to 0.35 s, 9 lanes
            wheel in at the middle: 0.035 s to 0.315 s, 9 lanes
            drag 90 px right: 0.007 s to 0.287 s, 9 lanes
            whole session: 0 s to 0.35 s, 9 lanes
            hover a span: edgePan failed from 0 s to 0 s
            hover a decision: tap waiting for doubleTap to fail
            filter "edgePan": 0 s to 0.35 s, 1 lanes: edgePan
            """)
        // A view from the address: a stretch of time and a filter.
        let view = try Self.run(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString + "#from=0.1&to=0.3&filter=tap"],
                                program: URL(fileURLWithPath: try #require(Self.chromium)))
        let range = try #require(view.out.firstRange(of: "<span id=\"range\">"))
        let rangeEnd = try #require(view.out[range.upperBound...].firstRange(of: "</span>"))
        #expect(String(view.out[range.upperBound..<rangeEnd.lowerBound]) == "0.1 s to 0.3 s · 3 of 9 recognizers")
    }
}
