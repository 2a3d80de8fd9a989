import Foundation
import GestureInput
import Testing

/// `EvemuStream` reads a recording line by line as it is used; what it reads is what
/// `EvemuRecording` reads from the whole file: the same description, events, lines and problems.
@Suite("Recordings read as a stream")
struct EvemuStreamTests {
    static let evemu = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/evemu")

    /// Every event of `stream`, with its line, in order.
    static func events(of stream: EvemuStream) throws -> [(EvdevEvent, Int)] {
        var all: [(EvdevEvent, Int)] = []
        let events = try stream.events()
        while let (event, line) = try events.next() { all.append((event, line)) }
        return all
    }

    @Test("Every fixture streams as it reads whole: description, events with their lines, problems",
          arguments: try FileManager.default.contentsOfDirectory(atPath: evemu.path).filter { $0.hasSuffix(".events") }.sorted())
    func sameAsWhole(name: String) throws {
        let path = Self.evemu.appendingPathComponent(name).path
        let whole = try EvemuRecording(path: path)
        let stream = try EvemuStream(path: path)
        #expect(stream.description == whole.description)
        #expect(stream.problems == whole.problems)
        #expect(stream.skippedLineCount == whole.skippedLineCount)
        #expect(stream.eventCount == whole.events.count)
        let streamed = try Self.events(of: stream)
        #expect(streamed.map(\.0) == whole.events)
        #expect(streamed.map(\.1) == whole.lines)
        // A second pass reads the same.
        #expect(try Self.events(of: stream).map(\.1) == whole.lines)
    }

    @Test("A line longer than 1 MiB is skipped with its length; the events around it stream with their lines")
    func overlongLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evemu-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Self.evemu.appendingPathComponent("Wacom_ISDv4_E6_Finger.double-tap-center.events")
        var lines = try String(contentsOf: original, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        lines.insert(String(repeating: "x", count: 2 << 20), at: 7)
        let recording = folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.long.events")
        try Data(lines.joined(separator: "\n").utf8).write(to: recording)
        try FileManager.default.copyItem(at: Self.evemu.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc"),
                                         to: folder.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc"))
        let stream = try EvemuStream(path: recording.path)
        #expect(stream.problems == [InputProblem(
            source: recording.path, line: 8,
            message: "the line is 2097152 bytes long; the longest read is 1048576 bytes; line skipped")])
        let whole = try EvemuRecording(path: original.path)
        let streamed = try Self.events(of: stream)
        #expect(streamed.map(\.0) == whole.events)
        #expect(streamed.map(\.1) == whole.lines.map { $0 < 8 ? $0 : $0 + 1 })
    }
}
