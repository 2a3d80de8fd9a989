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

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try executable
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
        #expect(replay.out.hasPrefix("replayed ") && replay.out.hasSuffix(", 0 problems\n"), "\(replay.out)")
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
        #expect(run.out == "replayed 1 events from \(trace.path) into all-recognizers: 19 trace lines, 1 problem\n")
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

    @Test("The timeline of every script replayed into the gallery and into all recognizers has no overlapping label",
          arguments: ["all-recognizers", "gallery"])
    func everyScriptTimeline(scene: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("all.jsonl"), svg = folder.appendingPathComponent("all.svg")
        #expect(try Self.run(["record", "--script", "all", "--out", trace.path]).status == 0)
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
}
