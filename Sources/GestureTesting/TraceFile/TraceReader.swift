import Gestures

/// Reads a trace file (see `docs/trace-format.md`) as a stream of ``TraceItem``s, one event at a
/// time, holding only a chunk of the file and one line in memory however large the file is.
///
/// The header is read when the reader is created; a file with no valid header, or with a newer
/// major version of the format, is refused there. After that, every line that cannot be read is a
/// ``TraceProblem`` naming its line number. By default the problem is recorded in ``problems``
/// (and handed to ``onProblem``), the line is dropped and reading goes on; a strict reader throws
/// the first problem instead and reads no further. Unknown fields are ignored; blank lines are
/// skipped.
///
/// The reader checks the file's form, not the sense of its input: a finger that moves without
/// having begun, or time that runs backwards, reaches the engine, whose sanitizer reports it.
///
/// ```swift
/// let reader = try TraceReader(path: "session.jsonl")
/// let window = Window(frame: Rect(origin: .zero, size: reader.header.screenSize))
/// try TraceReplayer(window: window).play(reader)
/// for problem in reader.problems { print(problem) }   // line 7: missing field "x"
/// ```
public final class TraceReader {
    /// The longest line read, in bytes; longer lines are reported and skipped. Our decision: a
    /// sample line is under 200 bytes, so this leaves room for many unknown fields.
    public static let maximumLineLength = 65_536
    /// At most this many problems are kept in ``problems``; ``problemCount`` and ``onProblem``
    /// see them all. Our decision: it bounds memory on a file of garbage.
    public static let maximumKeptProblems = 1_000
    /// The most touch samples one event is read with; an event with more is reported and split,
    /// its further samples read as further events at the same time. Our decision: the engine lands
    /// at most 32 fingers at once and a frame has one sample per finger, so a real event is far
    /// below it, while it bounds what one event holds (a file whose lines all belong to one event
    /// would otherwise be read into memory whole).
    public static let maximumSamplesPerEvent = 4_096

    /// The file's header.
    public let header: TraceHeader
    /// Whether the first problem stops reading (thrown by ``next()``) instead of being recorded.
    public let isStrict: Bool
    /// The first ``maximumKeptProblems`` problems met, in order.
    public private(set) var problems: [TraceProblem] = []
    /// How many problems were met in all.
    public private(set) var problemCount = 0
    /// Called with each problem as it is met.
    public var onProblem: ((TraceProblem) -> Void)?

    private let source: ByteSource
    private(set) var lines: LineReader
    /// A line read ahead: the first of the next event, or an idle line after an event.
    private var pending: (line: TraceLine, number: Int)?
    /// The `e` of the last event that had one, to check they increase.
    private var lastEventNumber: Int?
    /// The `e` of an event split for its size: its further lines may carry it again.
    private var splitEventNumber: Int?
    private var finished = false
    /// The problem that stopped a strict reader, thrown by the next call after the event that was
    /// complete before it.
    private var stoppingProblem: TraceProblem?

    /// Opens a trace file and reads its header.
    ///
    /// - Parameters:
    ///   - path: the file's path.
    ///   - strict: whether the first problem stops reading.
    /// - Throws: a ``TraceProblem`` when the file cannot be opened, is empty, or its first line is
    ///   not a header this reader understands.
    #if !hasFeature(Embedded)
    public convenience init(path: String, strict: Bool = false) throws(TraceProblem) {
        try self.init(source: ByteSource(path: path), strict: strict)
    }
    #endif

    /// Reads a trace held in memory (what an Embedded Swift program's host hands it).
    ///
    /// - Parameters:
    ///   - bytes: the trace's bytes.
    ///   - strict: whether the first problem stops reading.
    /// - Throws: a ``TraceProblem`` when there are no bytes or the first line is not a header this
    ///   reader understands.
    public convenience init(bytes: [UInt8], strict: Bool = false) throws(TraceProblem) {
        try self.init(source: ByteSource(bytes: bytes), strict: strict)
    }

    /// Reads a trace held in a string.
    ///
    /// - Parameters:
    ///   - text: the trace's text.
    ///   - strict: whether the first problem stops reading.
    /// - Throws: a ``TraceProblem`` when the text is empty or its first line is not a header this
    ///   reader understands.
    public convenience init(text: String, strict: Bool = false) throws(TraceProblem) {
        try self.init(bytes: Array(text.utf8), strict: strict)
    }

    private init(source: ByteSource, strict: Bool) throws(TraceProblem) {
        var lines = LineReader(source: source, maximumLength: Self.maximumLineLength)
        switch try lines.next() {
        case .end:
            throw TraceProblem(line: 1, message: "the trace is empty; its first line should be the header")
        case let .tooLong(length):
            throw TraceProblem(line: 1, message: "not a trace header: the line is \(length) bytes long")
        case .line:
            break
        }
        if Self.isBlank(lines.line) {
            throw TraceProblem(line: 1, message: "the first line is blank; it should be the trace header")
        }
        let decoded: Result<TraceHeader, FlatJSON.Failure> = lines.line.withUnsafeBufferPointer { bytes in
            do throws(FlatJSON.Failure) {
                return .success(try TraceLineDecoder.decodeHeader(bytes))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case let .success(header): self.header = header
        case let .failure(failure): throw TraceProblem(line: 1, message: failure.message)
        }
        self.source = source
        self.lines = lines
        self.isStrict = strict
    }

    /// The number of lines read so far, header included.
    public var lineNumber: Int { lines.lineNumber }

    /// The bytes the reader holds on to for reading: its 64 KiB chunk and its line buffer of
    /// ``maximumLineLength`` bytes, the same for a file of any size.
    public var bufferedBytes: Int { lines.retainedCapacity }

    /// Reads the next item: an event (all its lines), or an idle mark. Nil at the end.
    ///
    /// A strict reader that meets a problem first returns the event its earlier lines made up
    /// (every line before the problem is returned), then throws the problem, then returns nil.
    ///
    /// - Throws: in strict mode, the first problem; in any mode, a problem reading the file.
    public func next() throws(TraceProblem) -> TraceItem? {
        if let stoppingProblem {
            self.stoppingProblem = nil
            throw stoppingProblem
        }
        guard !finished else { return nil }
        var event = EventBuilder()
        do {
            return try readItem(into: &event)
        } catch {
            guard event.isOpen else { throw error }
            stoppingProblem = error
            return event.item
        }
    }

    /// The event being gathered from its lines.
    private struct EventBuilder {
        var isOpen = false
        var time = 0.0
        /// Its `e`, when its lines have one.
        var number: Int?
        /// The line it began on, for messages.
        var firstLine = 0
        var samples: [TouchInput] = []
        var pointer: PointerInput?
        var scroll: ScrollInput?
        var transform: TransformInput?
        var buttons: ButtonMask?
        var modifiers: KeyModifierFlags?

        var item: TraceItem {
            var event = InputEvent(timestamp: time, touches: samples)
            event.pointer = pointer
            event.scroll = scroll
            event.transform = transform
            event.buttonMask = buttons ?? []
            event.modifierFlags = modifiers ?? []
            return .event(event)
        }

        /// Whether a line belongs to this (open) event: same `e`, or, for lines without one, same
        /// time.
        func includes(_ line: TraceLine) -> Bool {
            switch (number, line.event) {
            case let (mine?, theirs?): mine == theirs
            case (nil, nil): TraceReader.sameTime(line.time, time)
            default: false
            }
        }
    }

    /// Gathers lines into `event` until the next line belongs elsewhere (kept as ``pending``).
    private func readItem(into event: inout EventBuilder) throws(TraceProblem) -> TraceItem? {
        while true {
            guard let (line, number) = try nextLine() else {
                finished = true
                return event.isOpen ? event.item : nil
            }
            if line.isIdle {
                guard event.isOpen else { return .idle(until: line.time) }
                pending = (line, number)
                return event.item
            }
            if event.isOpen {
                guard event.includes(line) else {
                    pending = (line, number)
                    return event.item
                }
                guard Self.sameTime(line.time, event.time) else {
                    try report(number, "the sample's time \(line.time) differs from the time \(event.time) of its "
                        + "event, which began on line \(event.firstLine)")
                    continue
                }
                if let buttons = line.buttons, let eventButtons = event.buttons, buttons != eventButtons {
                    try report(number, "the sample's buttons \(buttons.rawValue) differ from the buttons "
                        + "\(eventButtons.rawValue) of its event, which began on line \(event.firstLine)")
                    continue
                }
                if let modifiers = line.modifiers, let eventModifiers = event.modifiers, modifiers != eventModifiers {
                    try report(number, "the sample's modifiers \(modifiers.rawValue) differ from the modifiers "
                        + "\(eventModifiers.rawValue) of its event, which began on line \(event.firstLine)")
                    continue
                }
            } else if let lineEvent = line.event, let last = lastEventNumber, lineEvent <= last,
                      lineEvent != splitEventNumber {
                try report(number, "event number \(lineEvent) comes after event \(last); event numbers must increase")
                continue
            }
            switch line.kind {
            case let .touch(sample):
                if event.samples.count == Self.maximumSamplesPerEvent {
                    // Its further lines make a further event at the same time; this line begins it.
                    try report(number, "the event that began on line \(event.firstLine) has more than "
                        + "\(Self.maximumSamplesPerEvent) touch samples; split here, the rest plays as a further event")
                    splitEventNumber = event.number
                    pending = (line, number)
                    return event.item
                }
                event.samples.append(sample)
            case let .pointer(sample):
                guard event.pointer == nil else { try reportSecond("pointer sample", line: number, of: event); continue }
                event.pointer = sample
            case let .scroll(step):
                guard event.scroll == nil else { try reportSecond("scroll", line: number, of: event); continue }
                event.scroll = step
            case let .transform(step):
                guard event.transform == nil else { try reportSecond("transform", line: number, of: event); continue }
                event.transform = step
            case .idle:
                break
            }
            if let buttons = line.buttons { event.buttons = buttons }
            if let modifiers = line.modifiers { event.modifiers = modifiers }
            if !event.isOpen {
                event.isOpen = true
                event.time = line.time
                event.number = line.event
                event.firstLine = number
                if line.event != splitEventNumber { splitEventNumber = nil }
                if let lineEvent = line.event { lastEventNumber = lineEvent }
            }
        }
    }

    /// Reports a second sample of a kind an event has at most one of.
    private func reportSecond(_ what: String, line: Int, of event: EventBuilder) throws(TraceProblem) {
        try report(line, "a second \(what) in one event, which began on line \(event.firstLine); an event has at most one")
    }

    /// Reads every remaining item. Meant for small files: it holds them all.
    public func readAll() throws(TraceProblem) -> [TraceItem] {
        var items: [TraceItem] = []
        while let item = try next() { items.append(item) }
        return items
    }

    /// Stops reading and closes the file; ``next()`` then returns nil.
    public func close() {
        finished = true
        pending = nil
        source.close()
    }

    // MARK: Lines

    /// The next decodable line, reporting (and skipping) the others.
    private func nextLine() throws(TraceProblem) -> (TraceLine, Int)? {
        if let pending {
            self.pending = nil
            return pending
        }
        while true {
            let status = try lines.next()
            let number = lines.lineNumber
            switch status {
            case .end:
                return nil
            case let .tooLong(length):
                try report(number, "the line is \(length) bytes long; the longest allowed is \(Self.maximumLineLength)")
            case .line:
                if Self.isBlank(lines.line) { continue }
                let decoded: Result<TraceLine, FlatJSON.Failure> = lines.line.withUnsafeBufferPointer { bytes in
                    do throws(FlatJSON.Failure) {
                        return .success(try TraceLineDecoder.decodeLine(bytes))
                    } catch {
                        return .failure(error)
                    }
                }
                switch decoded {
                case let .success(line): return (line, number)
                case let .failure(failure): try report(number, failure.message)
                }
            }
        }
    }

    private func report(_ line: Int, _ message: String) throws(TraceProblem) {
        let problem = TraceProblem(line: line, message: message)
        problemCount += 1
        if problems.count < Self.maximumKeptProblems { problems.append(problem) }
        onProblem?(problem)
        if isStrict {
            finished = true
            pending = nil
            throw problem
        }
    }

    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    fileprivate static func sameTime(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
