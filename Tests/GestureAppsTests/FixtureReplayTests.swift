import Foundation
import GestureApps
import GestureTesting
import Gestures
import Testing

/// The recorded traces in Tests/Fixtures, one per gesture (made with
/// `gestures record --script NAME --jitter 0.5 --seed 7`), replayed into the scene with every
/// recognizer: each must read as its gesture, action by action.
@MainActor
@Suite("Recorded fixtures replayed")
struct FixtureReplayTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Fixture name → the scene's actions, consecutive repeats written as `×N`.
    nonisolated static let expected: [(String, [String])] = [
        ("tap", ["tap ended"]),
        ("double-tap", ["doubleTap ended"]),
        ("two-finger-tap", ["twoFingerTap ended"]),
        ("long-press", ["longPress began", "longPress changed ×18", "longPress ended"]),
        // The pan waits for the swipe, which still judges the sample at exactly 0.5 s (its limit
        // is inclusive) and fails just after it: the pan begins then, after that sample.
        ("drag", ["pan began", "pan changed ×50", "pan ended"]),
        ("fling", ["pan began", "pan changed ×2", "pan ended"]),
        ("swipe", ["swipe ended"]),
        ("pinch", ["pinch began", "pinch changed ×27", "pinch ended"]),
        ("rotate", ["rotation began", "rotation changed ×25", "rotation ended"]),
        ("two-finger-pan", ["pan began", "pan changed ×17", "pan ended"]),
        ("edge-swipe", ["edgePan began", "edgePan changed ×13", "edgePan ended"]),
        ("hover", ["hover began", "hover changed ×18", "hover ended"]),
    ]

    static func runLengths(_ lines: [String]) -> [String] {
        var out: [(String, Int)] = []
        for line in lines {
            if let last = out.last, last.0 == line { out[out.count - 1].1 += 1 } else { out.append((line, 1)) }
        }
        return out.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
    }

    @Test("Each fixture reads as its gesture", arguments: expected)
    func fixture(name: String, actions: [String]) throws {
        let path = Self.fixtures.appendingPathComponent("\(name).jsonl").path
        let reader = try TraceReader(path: path, strict: true)
        defer { reader.close() }
        let clock = ManualClock()
        let scene = AllRecognizersScene(clock: clock)
        let replayer = TraceReplayer(window: scene.window)
        let count = try replayer.play(reader)
        clock.advance(by: 1)
        #expect(count > 0)
        #expect(reader.problemCount == 0)
        #expect(Self.runLengths(scene.events) == actions)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("Every fixture in the folder is covered")
    func coverage() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
        #expect(files == Self.expected.map(\.0).sorted())
    }

    @Test("Script → trace file → replay reproduces the live recognizer trace, for every named script",
          arguments: ScriptCatalog.entries.map(\.name))
    func roundTrip(name: String) throws {
        let entry = try #require(ScriptCatalog.entry(named: name))
        // Live: the script drives the scene directly.
        let liveScene = AllRecognizersScene(clock: ManualClock())
        let liveTrace = TraceRecorder(window: liveScene.window, includesDecisions: true)
        let script = TouchScript(window: liveScene.window, sampleRate: 120, jitter: 0.5, seed: 3)
        entry.play(on: script)
        script.wait(1)
        // Recorded: the same script's events written to text, read back, replayed.
        var writer = TraceWriter(header: script.traceHeader, output: "")
        writer.write(contentsOf: script.recording)
        let reader = try TraceReader(text: writer.output, strict: true)
        let clock = ManualClock()
        let replayScene = AllRecognizersScene(clock: clock)
        let replayTrace = TraceRecorder(window: replayScene.window, includesDecisions: true)
        _ = try TraceReplayer(window: replayScene.window).play(reader)
        clock.advance(by: 1)
        #expect(!liveTrace.lines.isEmpty)
        expectTrace(replayTrace.lines, liveTrace.lines)
    }
}
