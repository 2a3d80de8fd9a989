import Gestures

/// Writes input events as a trace file (see `docs/trace-format.md`): a header line, then one
/// JSON line per touch or pointer sample, every line of one event carrying the same event number.
///
/// It writes to any `TextOutputStream`: a `String`, or a ``TraceFileOutput`` for a file. Each line
/// goes out as soon as it is written, so the writer holds nothing however long the trace.
///
/// ```swift
/// var writer = TraceWriter(header: TraceHeader(screenSize: Size(width: 320, height: 480)), output: "")
/// writer.write(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 10, y: 20))]))
/// writer.writeIdle(until: 0.5)
/// print(writer.output)
/// // {"format":"swift-gestures-trace","version":"1.2","width":320.0,"height":480.0,"device":"unknown"}
/// // {"e":0,"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}
/// // {"t":0.5}
/// ```
///
/// Numbers are written in Swift's shortest form that reads back to the same `Double`, so a trace
/// read back gives identical events. Values JSON cannot hold (NaN, infinities) are written as the
/// strings `"nan"`, `"inf"` and `"-inf"`. An event without samples carries no input and is written
/// as an idle line.
public struct TraceWriter<Output: TextOutputStream> {
    /// Where the lines go.
    public private(set) var output: Output
    /// The header written first.
    public let header: TraceHeader
    /// The number of the next event, counting from 0.
    public private(set) var eventCount = 0
    private var line = ""

    /// Starts a trace: writes the header line to `output`.
    ///
    /// - Parameters:
    ///   - header: the header; its ``TraceHeader/version`` is written as is.
    ///   - output: where the lines go.
    public init(header: TraceHeader, output: Output) {
        self.header = header
        self.output = output
        line.reserveCapacity(160)
        line += "{\"format\":"
        Self.appendString(TraceHeader.formatName, to: &line)
        line += ",\"version\":\"\(header.version)\",\"width\":"
        Self.appendNumber(header.screenSize.width, to: &line)
        line += ",\"height\":"
        Self.appendNumber(header.screenSize.height, to: &line)
        line += ",\"device\":"
        Self.appendString(header.device, to: &line)
        line += "}\n"
        flushLine()
    }

    /// Writes one event: a line per sample, touches first in their order, then the pointer, the
    /// scroll and the transform; each line carries the event's buttons and modifier keys when
    /// there are any.
    public mutating func write(_ event: InputEvent) {
        guard !event.touches.isEmpty || event.pointer != nil || event.scroll != nil || event.transform != nil else {
            writeIdle(until: event.timestamp)
            return
        }
        let number = eventCount
        eventCount += 1
        for sample in event.touches {
            startLine(event: number, time: event.timestamp)
            line += ",\"id\":\(sample.id),\"phase\":\"\(TraceVocabulary.name(of: sample.phase))\""
            appendLocation(sample.location)
            if sample.type != .direct { line += ",\"type\":\"\(TraceVocabulary.name(of: sample.type))\"" }
            Self.appendField("force", sample.force, to: &line)
            Self.appendField("radius", sample.majorRadius, to: &line)
            if let taps = sample.tapCount { line += ",\"taps\":\(taps)" }
            Self.appendField("maxForce", sample.maximumPossibleForce, to: &line)
            Self.appendField("altitude", sample.altitudeAngle, to: &line)
            Self.appendField("azimuth", sample.azimuthAngle, to: &line)
            endLine(of: event)
        }
        if let pointer = event.pointer {
            startLine(event: number, time: event.timestamp)
            line += ",\"pointer\":\"\(TraceVocabulary.name(of: pointer.phase))\""
            appendLocation(pointer.location)
            endLine(of: event)
        }
        if let scroll = event.scroll {
            startLine(event: number, time: event.timestamp)
            line += ",\"scroll\":\"\(TraceVocabulary.name(of: scroll.phase))\""
            appendLocation(scroll.location)
            line += ",\"dx\":"
            Self.appendNumber(scroll.delta.dx, to: &line)
            line += ",\"dy\":"
            Self.appendNumber(scroll.delta.dy, to: &line)
            line += ",\"scrollType\":\"\(TraceVocabulary.name(of: scroll.type))\""
            endLine(of: event)
        }
        if let transform = event.transform {
            startLine(event: number, time: event.timestamp)
            line += ",\"transform\":\"\(TraceVocabulary.name(of: transform.phase))\""
            appendLocation(transform.location)
            line += ",\"scale\":"
            Self.appendNumber(transform.scale, to: &line)
            line += ",\"rotation\":"
            Self.appendNumber(transform.rotation, to: &line)
            endLine(of: event)
        }
    }

    private mutating func appendLocation(_ location: Point) {
        line += ",\"x\":"
        Self.appendNumber(location.x, to: &line)
        line += ",\"y\":"
        Self.appendNumber(location.y, to: &line)
    }

    /// Ends a line of `event`: its buttons and modifier keys, when there are any.
    private mutating func endLine(of event: InputEvent) {
        if !event.buttonMask.isEmpty { line += ",\"buttons\":\(event.buttonMask.rawValue)" }
        if !event.modifierFlags.isEmpty { line += ",\"modifiers\":\(event.modifierFlags.rawValue)" }
        line += "}\n"
        flushLine()
    }

    /// Appends `,"NAME":VALUE` for an optional number that is present.
    private static func appendField(_ name: String, _ value: Double?, to line: inout String) {
        guard let value else { return }
        line += ",\"\(name)\":"
        appendNumber(value, to: &line)
    }

    /// Writes an idle line: no input until `time` (seconds).
    public mutating func writeIdle(until time: Double) {
        line += "{\"t\":"
        Self.appendNumber(time, to: &line)
        line += "}\n"
        flushLine()
    }

    /// Writes one item.
    public mutating func write(_ item: TraceItem) {
        switch item {
        case let .event(event): write(event)
        case let .idle(until): writeIdle(until: until)
        }
    }

    /// Writes items in order, such as a ``TouchScript/recording``.
    public mutating func write(contentsOf items: some Sequence<TraceItem>) {
        for item in items { write(item) }
    }

    private mutating func startLine(event: Int, time: Double) {
        line += "{\"e\":\(event),\"t\":"
        Self.appendNumber(time, to: &line)
    }

    private mutating func flushLine() {
        output.write(line)
        line.removeAll(keepingCapacity: true)
    }

    /// Appends a number as JSON: Swift's shortest round-tripping form (`0.1`, `5.0`, `1e-05`), or
    /// a string for what JSON cannot hold.
    static func appendNumber(_ value: Double, to text: inout String) {
        if value.isFinite {
            text += value.description
        } else if value.isNaN {
            text += "\"nan\""
        } else {
            text += value > 0 ? "\"inf\"" : "\"-inf\""
        }
    }

    /// Appends a string as JSON, escaping quotes, backslashes and control characters; with
    /// `inertInHTML`, also `<`, `>`, `&` and the line separators U+2028 and U+2029, so that the JSON
    /// can sit inside an HTML `<script>` element.
    static func appendString(_ value: String, to text: inout String, inertInHTML: Bool = false) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                let markup: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]
                if scalar.value < 0x20 || (inertInHTML && markup.contains(scalar)) {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}

extension TraceWriter where Output == TraceFileOutput {
    /// Starts a trace file at `path` (replacing any file there) and writes its header.
    ///
    /// - Throws: a ``TraceProblem`` when the file cannot be created.
    public init(path: String, header: TraceHeader) throws(TraceProblem) {
        self.init(header: header, output: try TraceFileOutput(path: path))
    }

    /// Finishes the file: flushes and closes it.
    ///
    /// - Throws: a ``TraceProblem`` if any write failed (a full disk, say).
    public func close() throws(TraceProblem) {
        try output.close()
    }
}
