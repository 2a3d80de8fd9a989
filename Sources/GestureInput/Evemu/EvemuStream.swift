#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An evemu recording read from its file as it is used, one line at a time, so that a recording
/// of any length takes the same memory: a 64 KiB buffer and one line (``EvemuRecording`` holds
/// every event).
///
/// Opening it reads the file once, to the end, for what must be known before the first event
/// plays: the device's description (a self-contained recording may carry it anywhere), the problems
/// of its lines (the first 100) and how many lines were skipped. Every call to ``events()`` then
/// reads the file again from its start. The problems, their files and line numbers, and the errors
/// are those ``EvemuRecording/init(path:descriptionPath:)`` reports for the same file; a line of
/// more than ``maximumLineLength`` bytes, which no recording has, is skipped as a problem.
///
/// A path that is no regular file (a pipe, say) cannot be read twice: it is read whole, as an
/// ``EvemuRecording``, and its events are served from memory.
///
/// ```swift
/// let recording = try EvemuStream(path: "N-Trig_MultiTouch.2-fingers-touch-release.events")
/// let events = try recording.events()
/// while let (event, line) = try events.next() { print(line, event.type, event.code, event.value) }
/// ```
public final class EvemuStream {
    /// The device the recording was taken from.
    public let description: DeviceDescription
    /// Lines that could not be read and were skipped, or were cut short (the first 100).
    public let problems: [InputProblem]
    /// How many lines were skipped in all.
    public let skippedLineCount: Int
    /// How many events the recording has.
    public let eventCount: Int
    /// The events file's path (or the recording's source).
    public let source: String

    /// The longest line read, in bytes: longer ones are skipped. Our decision, see `FileLines`.
    public static var maximumLineLength: Int { FileLines.maximumLength }

    private enum Storage {
        case file(String)
        case memory(EvemuRecording)
    }

    private let storage: Storage

    /// Opens a recording and reads it once for its description and problems. A description
    /// inside it is used; otherwise the one at `descriptionPath`, or else the `.desc` beside it
    /// (``EvemuRecording/descriptionPath(forRecording:)``).
    public convenience init(path: String, descriptionPath: String? = nil) throws(InputProblem) {
        guard Self.isRegularFile(path) else {
            self.init(try EvemuRecording(path: path, descriptionPath: descriptionPath))
            return
        }
        var parser = EvemuParser(source: path, keepsEvents: false)
        let lines = try FileLines(path: path)
        while let line = try lines.next() { try parser.parse(line) }
        try parser.completeDescription(recordingPath: path, descriptionPath: descriptionPath)
        self.init(description: try parser.requireDescription(), problems: parser.problems, skippedLineCount: parser.skipped,
                  eventCount: parser.eventCount, source: path, storage: .file(path))
    }

    /// Serves a recording already in memory.
    public convenience init(_ recording: EvemuRecording) {
        self.init(description: recording.description, problems: recording.problems,
                  skippedLineCount: recording.skippedLineCount, eventCount: recording.events.count,
                  source: recording.source, storage: .memory(recording))
    }

    private init(description: DeviceDescription, problems: [InputProblem], skippedLineCount: Int, eventCount: Int,
                 source: String, storage: Storage) {
        self.description = description
        self.problems = problems
        self.skippedLineCount = skippedLineCount
        self.eventCount = eventCount
        self.source = source
        self.storage = storage
    }

    /// The events from the first, read as they are asked for.
    public func events() throws(InputProblem) -> Events {
        switch storage {
        case let .file(path): Events(reading: try FileLines(path: path))
        case let .memory(recording): Events(recording: recording)
        }
    }

    /// The events of an ``EvemuStream``, in file order, each with its 1-based line.
    public final class Events {
        private let lines: FileLines?
        private var parser: EvemuParser
        private let recording: EvemuRecording?
        private var index = 0

        fileprivate init(reading lines: FileLines) {
            self.lines = lines
            parser = EvemuParser(source: lines.path, keepsEvents: false)
            recording = nil
        }

        fileprivate init(recording: EvemuRecording) {
            lines = nil
            parser = EvemuParser(source: recording.source)
            self.recording = recording
        }

        /// The next event and its line; nil after the last. Lines that are not events, or cannot
        /// be read, are passed over (the stream's ``EvemuStream/problems`` tells of them).
        public func next() throws(InputProblem) -> (event: EvdevEvent, line: Int)? {
            if let recording {
                guard index < recording.events.count else { return nil }
                defer { index += 1 }
                return (recording.events[index], recording.lines[index])
            }
            guard let lines else { return nil }
            while let line = try lines.next() {
                try parser.parse(line)
                if let latest = parser.latest {
                    parser.latest = nil
                    return latest
                }
            }
            return nil
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        #if canImport(Glibc) || canImport(Darwin)
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFREG
        #else
        return false
        #endif
    }
}

extension EvemuParser {
    /// Reads one line of a file read line by line; an over-long line is skipped as a problem.
    mutating func parse(_ line: FileLines.Line) throws(InputProblem) {
        switch line {
        case let .text(text, number):
            try parse(line: text, number: number)
        case let .tooLong(length, number):
            skip(number, "the line is \(length) bytes long; the longest read is \(FileLines.maximumLength) bytes")
        }
    }
}
