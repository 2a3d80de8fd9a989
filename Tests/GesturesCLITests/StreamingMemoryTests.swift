import Foundation
import Testing

/// `gestures record --device` and `gestures replay` read their files as they play them: the
/// command's peak memory on a file of megabytes is the same as on a file of one gesture. Each
/// test runs the built command on a small file and on a large one made of the same gesture
/// repeated, and compares the peaks the kernel measured (through GNU time, which CI installs; the
/// suite is skipped where it is missing). Holding the file would cost several times its size (the
/// text, the events parsed from it, the trace built from them); the bound is a quarter of it.
/// The kernel's peak for one command on one file moves by up to about 650 KB from run to run
/// (measured here: which pages of the shared libraries a run touches), so the 4 MB recording's
/// test runs each file twice and the lower peak counts; the 8 MB trace's bound, 2 MB, is three
/// times that noise, and one replay of it takes a minute in a debug build.
@Suite("Large recordings and traces in bounded memory", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
struct StreamingMemoryTests {
    /// GNU time, which measures its child's peak resident memory.
    static let time = "/usr/bin/time"

    /// The exit status (the first failing run's) and the lowest peak resident memory, in bytes, of
    /// `runs` runs of the command with `arguments`,
    /// its standard output going to `output` and its standard error to `errors`. The peak is GNU
    /// time's (`%M`, the kernel's maximum resident set of the command, which time forks itself): a
    /// process this test started directly would count this test's own memory in its peak, as its
    /// image is replaced.
    static func peak(_ arguments: [String], runs: Int, output: URL, errors: URL, in folder: URL) throws -> (status: Int32, bytes: Int) {
        var status: Int32 = 0, bytes = Int.max
        for _ in 0..<runs {
            let run = try peakOfOneRun(arguments, output: output, errors: errors, in: folder)
            if status == 0 { status = run.status }
            bytes = min(bytes, run.bytes)
        }
        return (status: status, bytes: bytes)
    }

    /// The exit status and peak resident memory, in bytes, of one run of the command.
    static func peakOfOneRun(_ arguments: [String], output: URL, errors: URL, in folder: URL) throws -> (status: Int32, bytes: Int) {
        let measured = folder.appendingPathComponent("peak.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: time)
        process.arguments = ["-f", "%M", "-o", measured.path, try CommandLineTests.executable.path] + arguments
        try Data().write(to: output)
        try Data().write(to: errors)
        let out = try FileHandle(forWritingTo: output), err = try FileHandle(forWritingTo: errors)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let kilobytes = try String(contentsOf: measured, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
        return (status: process.terminationStatus, bytes: try #require(kilobytes) * 1024)
    }

    /// Writes `count` copies of `piece(index)` after `head` to `url`, a block at a time.
    static func write(_ url: URL, head: String, count: Int, piece: (Int) -> String) throws {
        try Data().write(to: url)
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        var block = head
        for index in 0..<count {
            block += piece(index)
            if block.utf8.count > 1 << 20 {
                try file.write(contentsOf: Data(block.utf8))
                block = ""
            }
        }
        try file.write(contentsOf: Data(block.utf8))
    }

    /// A one-finger drag on the Wacom touch screen, 60 frames 8 ms apart, starting at `time`: 62
    /// events once recorded (down, 60 moves, up), 190 lines.
    static func drag(at time: Double, id: Int) -> String {
        var t = time
        func line(_ type: String, _ code: String, _ value: Int) -> String {
            "E: \(String(format: "%.6f", t)) \(type) \(code) \(value)\n"
        }
        var x = 1000
        var text = line("0003", "0039", id) + line("0003", "0035", x) + line("0003", "0036", 700)
            + line("0001", "014a", 1) + line("0003", "0000", x) + line("0003", "0001", 700) + line("0000", "0000", 0)
        for _ in 0..<60 {
            t += 0.008
            x += 7
            text += line("0003", "0035", x) + line("0003", "0000", x) + line("0000", "0000", 0)
        }
        t += 0.008
        text += line("0003", "0039", -1) + line("0001", "014a", 0) + line("0000", "0000", 0)
        return text
    }

    @Test("record --device of a 4 MB recording peaks within a quarter of its size of a one-drag recording's peak")
    func recordLargeRecording() throws {
        let folder = try CommandLineTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CommandLineTests.fixtures.appendingPathComponent("evemu/Wacom_ISDv4_E6_Finger.desc"),
            to: folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc"))
        var peaks: [Int] = []
        var sizes: [Int] = []
        for (name, drags) in [("one", 1), ("many", 750)] {
            let recording = folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.\(name).events")
            try Self.write(recording, head: "", count: drags) { Self.drag(at: 1000 + Double($0), id: $0) }
            let errors = folder.appendingPathComponent("\(name).err")
            let run = try Self.peak(["record", "--device", recording.path, "--out", folder.appendingPathComponent("\(name).jsonl").path], runs: 2,
                                    output: folder.appendingPathComponent("\(name).out"), errors: errors, in: folder)
            #expect(run.status == 0)
            #expect(try String(contentsOf: errors, encoding: .utf8) == "recorded \(62 * drags) events from \(recording.path)\n")
            peaks.append(run.bytes)
            sizes.append(try #require(try FileManager.default.attributesOfItem(atPath: recording.path)[.size] as? Int))
        }
        #expect(sizes[1] > 4_000_000)
        #expect(peaks[1] - peaks[0] < sizes[1] / 4, "peaks \(peaks) bytes for recordings of \(sizes) bytes")
    }

    @Test("replay of an 8 MB trace of pinches peaks within a quarter of its size of a one-pinch trace's peak")
    func replayLargeTrace() throws {
        let folder = try CommandLineTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = #"{"format":"swift-gestures-trace","version":"1.2","width":375.0,"height":667.0,"device":"test"}"# + "\n"
        // A touchpad pinch: began, 100 changes, ended, then a second's pause.
        func pinch(_ index: Int) -> String {
            (0..<102).map { step in
                let phase = step == 0 ? "began" : step == 101 ? "ended" : "changed"
                let time = Double(index) * 2 + Double(step) / 100
                return #"{"e":\#(index * 102 + step),"t":\#(time),"transform":"\#(phase)","x":187.0,"y":333.0,"scale":1.001,"rotation":0.001}"# + "\n"
            }.joined()
        }
        var peaks: [Int] = []
        var sizes: [Int] = []
        for (name, pinches) in [("one", 1), ("many", 900)] {
            let trace = folder.appendingPathComponent("\(name).jsonl")
            try Self.write(trace, head: header, count: pinches, piece: pinch)
            let output = folder.appendingPathComponent("\(name).out")
            let run = try Self.peak(["replay", trace.path, "--quiet"], runs: 1, output: output,
                                    errors: folder.appendingPathComponent("\(name).err"), in: folder)
            #expect(run.status == 0)
            #expect(try String(contentsOf: output, encoding: .utf8) == """
                recognized: pinch ×\(pinches), rotation ×\(pinches)
                replayed \(102 * pinches) events from \(trace.path) into all-recognizers: \(408 * pinches) trace lines, 0 problems

                """)
            peaks.append(run.bytes)
            sizes.append(try #require(try FileManager.default.attributesOfItem(atPath: trace.path)[.size] as? Int))
        }
        #expect(sizes[1] > 8_000_000)
        #expect(peaks[1] - peaks[0] < sizes[1] / 4, "peaks \(peaks) bytes for traces of \(sizes) bytes")
    }
}
