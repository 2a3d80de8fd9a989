import Foundation
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
        #expect(lines.last == "  lint: 10 recognizers, 2 findings")
        let bogus = try Self.run(["lint", "--scene", "bogus"])
        #expect(bogus.status == 2)
        #expect(bogus.err.hasPrefix("gestures lint: no scene named bogus (known: monkey, "))
    }
}
