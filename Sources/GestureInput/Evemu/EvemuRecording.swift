/// A recording of an input device in evemu's text format: the device's description and the events
/// it sent.
///
/// Two layouts occur. A self-contained recording starts with `# EVEMU 1.x`, carries the description
/// (`N:`, `I:`, `P:`, `B:`, `A:` lines, with a commented copy) and then the events (`E:` lines). An
/// older split recording keeps the description in `NAME.desc` and only the events in
/// `NAME.WHAT.events`; ``descriptionPath(forRecording:)`` finds the one beside a recording.
///
/// Lines of the description must be well formed: a bad one is an error naming the file and line.
/// A bad event line is a problem in ``problems`` and is skipped, so one garbled line does not cost
/// the rest of the recording; so is a bad description line after the events have begun (where no
/// description belongs). A `P:` or `B:` bitmask longer than every 16-bit code needs
/// (``maximumMaskBytes``) keeps its first bytes, with a problem.
///
/// It holds every event; ``EvemuStream`` reads the same file as it is used, in the same memory
/// whatever its size.
///
/// ```swift
/// let recording = try EvemuRecording(path: "N-Trig_MultiTouch.2-fingers-touch-release.events")
/// print(recording.description.name, recording.events.count)
/// ```
public struct EvemuRecording: Sendable {
    /// The device the recording was taken from.
    public var description: DeviceDescription
    /// The events, in file order.
    public var events: [EvdevEvent]
    /// The 1-based line of each event in ``events``, for messages.
    public var lines: [Int]
    /// Lines that could not be read and were skipped, or were cut short (the first 100).
    public var problems: [InputProblem]
    /// How many lines were skipped in all.
    public var skippedLineCount: Int
    /// The events file's path (or the name given for text).
    public var source: String

    /// Reads a recording from a file. A description inside it is used; otherwise the one at
    /// `descriptionPath`, or else the `.desc` beside it (``descriptionPath(forRecording:)``).
    public init(path: String, descriptionPath: String? = nil) throws(InputProblem) {
        var parser = EvemuParser(source: path)
        try parser.parse(try FileContents.text(of: path))
        try parser.completeDescription(recordingPath: path, descriptionPath: descriptionPath)
        try self.init(parser: parser)
    }

    /// Reads a recording from text: `events` may carry its own description; `description` is the
    /// text of a split recording's `.desc`.
    public init(events: String, description: String? = nil, source: String = "recording") throws(InputProblem) {
        var parser = EvemuParser(source: source)
        try parser.parse(events)
        if let description {
            var descriptionParser = EvemuParser(source: source + ".desc")
            try descriptionParser.parse(description)
            if descriptionParser.description() != nil { try parser.replaceDescription(from: descriptionParser) }
        }
        try self.init(parser: parser)
    }

    private init(parser: EvemuParser) throws(InputProblem) {
        self.description = try parser.requireDescription()
        events = parser.events
        lines = parser.lines
        problems = parser.problems
        skippedLineCount = parser.skipped
        source = parser.source
    }

    /// The most bytes a `P:` bitmask, or the `B:` bitmask of one event type, keeps: 8,192 bytes
    /// name every code an evdev event can carry (a 16-bit number; the kernel's largest type, keys,
    /// needs 96 bytes). [OURS: a longer mask names codes no event can send; its rest is ignored]
    public static let maximumMaskBytes = 8_192

    /// The description file of a split recording: in the recording's folder, the recording's file
    /// name up to its first `.`, then `.desc` (`N-Trig_MultiTouch.desc` for
    /// `N-Trig_MultiTouch.2-fingers-touch-release.events`).
    public static func descriptionPath(forRecording path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return folder + stem + ".desc"
    }
}

/// The line-by-line reader of evemu text.
struct EvemuParser {
    let source: String
    /// Whether ``events`` and ``lines`` keep every event; a streaming reader keeps only the
    /// latest, in ``latest``.
    let keepsEvents: Bool
    private(set) var events: [EvdevEvent] = []
    private(set) var lines: [Int] = []
    /// The event the last line read was, with its line, when events are not kept.
    var latest: (event: EvdevEvent, line: Int)?
    /// How many events were read.
    private(set) var eventCount = 0
    private(set) var problems: [InputProblem] = []
    private var name: String?
    private var ids: [UInt16] = []
    private var propertyBytes: [UInt8] = []
    private var maskBytes: [UInt16: [UInt8]] = [:]
    private var axes: [UInt16: AbsInfo] = [:]
    private var replacement: DeviceDescription?

    /// At most this many skipped lines are kept as problems; ``skipped`` counts them all.
    static let maximumProblems = 100
    private(set) var skipped = 0

    init(source: String, keepsEvents: Bool = true) {
        self.source = source
        self.keepsEvents = keepsEvents
    }

    /// Takes the description from `other`, the parser of a split recording's `.desc`, with the
    /// problems found there (first: the description is read before the events).
    mutating func replaceDescription(from other: EvemuParser) throws(InputProblem) {
        replacement = try other.requireDescription()
        problems = Array((other.problems + problems).prefix(Self.maximumProblems))
        skipped += other.skipped
    }

    /// Finishes a recording's description after its file was read: from `descriptionPath` when
    /// given, else from the file itself, else from the `.desc` beside it.
    mutating func completeDescription(recordingPath path: String, descriptionPath: String?) throws(InputProblem) {
        if let descriptionPath {
            var descriptionParser = EvemuParser(source: descriptionPath)
            try descriptionParser.parse(try FileContents.text(of: descriptionPath))
            try replaceDescription(from: descriptionParser)
        } else if description() == nil {
            let besides = EvemuRecording.descriptionPath(forRecording: path)
            var descriptionParser = EvemuParser(source: besides)
            let descriptionText: String
            do {
                descriptionText = try FileContents.text(of: besides)
            } catch {
                throw InputProblem(
                    source: path,
                    message: "the recording has no device description and \(besides) cannot be read "
                        + "(\(error.message)); name one with --desc"
                )
            }
            try descriptionParser.parse(descriptionText)
            try replaceDescription(from: descriptionParser)
        }
    }

    /// The description, or the error of a recording without one.
    func requireDescription() throws(InputProblem) -> DeviceDescription {
        guard let description = description() else {
            throw InputProblem(source: source, message: "no device description (no N: line)")
        }
        return description
    }

    func description() -> DeviceDescription? {
        if let replacement { return replacement }
        guard let name else { return nil }
        var properties = Set<UInt16>()
        for (index, byte) in propertyBytes.enumerated() { properties.formUnion(Self.bits(of: byte, at: index)) }
        var codes: [UInt16: Set<UInt16>] = [:]
        for (type, bytes) in maskBytes {
            var set = Set<UInt16>()
            for (index, byte) in bytes.enumerated() { set.formUnion(Self.bits(of: byte, at: index)) }
            codes[type] = set
        }
        return DeviceDescription(name: name, ids: ids, properties: properties, codes: codes, axes: axes)
    }

    /// The codes byte `index` of a mask sets; none past the last 16-bit code (the parser keeps
    /// masks to ``EvemuRecording/maximumMaskBytes``).
    private static func bits(of byte: UInt8, at index: Int) -> [UInt16] {
        (0..<8).compactMap { bit in byte & (1 << bit) != 0 ? UInt16(exactly: index * 8 + bit) : nil }
    }

    mutating func parse(_ text: String) throws(InputProblem) {
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            try parse(line: rawLine, number: number)
        }
    }

    /// Reads line `number` (1-based), without its `\n`.
    mutating func parse(line rawLine: Substring, number: Int) throws(InputProblem) {
        var line = rawLine
        if line.last == "\r" { line = line.dropLast() }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.first == "#" { return }
        guard trimmed.count >= 2, trimmed.dropFirst().first == ":" else {
            skip(number, "not an evemu line: \"\(Self.excerpt(trimmed))\"")
            return
        }
        let letter = trimmed.first!
        let body = trimmed.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        switch letter {
        case "E": event(body, line: number)
        case "N": name = String(body.drop { $0 == " " })
        case "I":
            let fields = Self.fields(body)
            guard fields.count == 4, let values = Self.hexValues(fields, as: UInt16.self) else {
                try refuse(number, "I: needs four hex numbers (bus vendor product version)")
                return
            }
            ids = values
        case "P":
            guard let bytes = Self.hexValues(Self.fields(body), as: UInt8.self) else {
                try refuse(number, "P: needs hex bytes")
                return
            }
            propertyBytes = bounded(propertyBytes, bytes[...], "P:", line: number)
        case "B":
            let fields = Self.fields(body)
            guard let values = Self.hexValues(fields, as: UInt8.self), let type = values.first else {
                try refuse(number, "B: needs an event type and hex bytes")
                return
            }
            let key = UInt16(type)
            maskBytes[key] = bounded(maskBytes[key] ?? [], values.dropFirst(), "B: \(Self.hex(type))", line: number)
        case "A":
            let fields = Self.fields(body)
            guard fields.count == 5 || fields.count == 6, let code = UInt16(fields[0], radix: 16),
                  let numbers = Self.decimalValues(fields.dropFirst())
            else {
                try refuse(number, "A: needs a hex axis code and min max fuzz flat [resolution]; found \"\(Self.excerpt(trimmed))\"")
                return
            }
            axes[code] = AbsInfo(
                value: axes[code]?.value ?? 0, minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2],
                flat: numbers[3], resolution: numbers.count > 4 ? numbers[4] : 0
            )
        case "L", "S":
            return // LED and switch states: nothing a pointer needs.
        default:
            skip(number, "unknown evemu line kind \"\(letter):\"")
        }
    }

    private mutating func event(_ body: Substring, line: Int) {
        var text = body
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        let fields = Self.fields(text)
        guard fields.count == 4 else {
            skip(line, "an event line needs a time, a type, a code and a value; found \"\(Self.excerpt(body))\"")
            return
        }
        guard let time = Self.time(fields[0]), let type = UInt16(fields[1], radix: 16),
              let code = UInt16(fields[2], radix: 16), let value = Int32(fields[3])
        else {
            skip(line, "cannot read the event \"\(Self.excerpt(body))\"")
            return
        }
        let event = EvdevEvent(time: time, type: type, code: code, value: value)
        eventCount += 1
        if keepsEvents {
            events.append(event)
            lines.append(line)
        } else {
            latest = (event, line)
        }
    }

    /// A description line that cannot be read: an error before the events; after them, where no
    /// description belongs, a line skipped.
    private mutating func refuse(_ line: Int, _ message: String) throws(InputProblem) {
        guard eventCount == 0 else { return skip(line, message) }
        throw InputProblem(source: source, line: line, message: message)
    }

    /// `existing` and `more`, kept to ``EvemuRecording/maximumMaskBytes``; a longer mask is a
    /// problem and keeps its first bytes.
    private mutating func bounded(_ existing: [UInt8], _ more: ArraySlice<UInt8>, _ kind: String, line: Int) -> [UInt8] {
        let limit = EvemuRecording.maximumMaskBytes
        guard existing.count + more.count > limit else { return existing + more }
        note(line, "the \(kind) bitmask has \(existing.count + more.count) bytes; evdev codes end at 0xffff "
            + "(\(limit) bytes), so the rest is ignored")
        return Array((existing + more).prefix(limit))
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// A problem with a line that was still read (in part).
    private mutating func note(_ line: Int, _ message: String) {
        if problems.count < Self.maximumProblems {
            problems.append(InputProblem(source: source, line: line, message: message))
        }
    }

    mutating func skip(_ line: Int, _ message: String) {
        skipped += 1
        if problems.count < Self.maximumProblems {
            problems.append(InputProblem(source: source, line: line, message: message + "; line skipped"))
        }
    }

    /// `SECONDS.MICROSECONDS`, as seconds.
    private static func time(_ field: Substring) -> Double? {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let seconds = Int64(parts[0]), seconds >= 0 else { return nil }
        guard parts.count == 2 else { return Double(seconds) }
        guard !parts[1].isEmpty, parts[1].count <= 9, let fraction = Int64(parts[1]), fraction >= 0 else { return nil }
        var scale = 1.0
        for _ in 0..<parts[1].count { scale *= 10 }
        return Double(seconds) + Double(fraction) / scale
    }

    private static func fields(_ text: Substring) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    }

    private static func hexValues<T: FixedWidthInteger>(_ fields: [Substring], as: T.Type) -> [T]? {
        var values: [T] = []
        for field in fields {
            guard let value = T(field, radix: 16) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func decimalValues(_ fields: ArraySlice<Substring>) -> [Int32]? {
        var values: [Int32] = []
        for field in fields {
            guard let value = Int32(field) else { return nil }
            values.append(value)
        }
        return values
    }

    private static func excerpt(_ text: Substring) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : String(text)
    }
}
