#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
@testable import GestureTesting
import Testing

private let screen = Size(width: 320, height: 480)
private let header = #"{"format":"swift-gestures-trace","version":"1.0","width":320.0,"height":480.0,"device":"test"}"#

/// A path in /tmp unique to this test process.
private func temporaryPath(_ name: String) -> String {
    "/tmp/swift-gestures-\(getpid())-\(name).jsonl"
}

private func touch(_ id: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double) -> TouchInput {
    TouchInput(id: id, phase: phase, location: Point(x: x, y: y))
}

private func event(_ time: Double, _ touches: TouchInput...) -> TraceItem {
    .event(InputEvent(timestamp: time, touches: touches))
}

extension TraceReader {
    /// A whole small file as text, read through the reader's own byte source.
    static func readWholeFileForTests(_ path: String) throws -> String {
        let source = try ByteSource(path: path)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = try source.read(into: &chunk), count > 0 { bytes += chunk[0..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite("Trace files")
struct TraceFileTests {
    // MARK: Writing

    @Test("The writer writes a header, one line per sample with its event's number, and idle lines")
    func writerText() {
        var writer = TraceWriter(header: TraceHeader(screenSize: screen, device: "rig \"A\"\n"), output: "")
        writer.write(InputEvent(timestamp: 0, touches: [touch(1, .began, 10, 20)]))
        writer.write(InputEvent(timestamp: 1.0 / 60, touches: [
            touch(1, .moved, 10.5, 20),
            TouchInput(id: 2, phase: .began, location: Point(x: 0.1 + 0.2, y: -0.0), type: .stylus,
                       force: 0.5, majorRadius: 12, tapCount: 2),
        ]))
        var both = InputEvent(timestamp: 0.1, pointer: PointerInput(phase: .entered, location: Point(x: 5, y: 1e-5)))
        both.touches = [touch(1, .ended, .nan, .infinity)]
        writer.write(both)
        writer.write(InputEvent(timestamp: 0.2, touches: []))
        writer.writeIdle(until: 0.5)

        #expect(writer.eventCount == 3)
        #expect(writer.output == #"""
            {"format":"swift-gestures-trace","version":"1.2","width":320.0,"height":480.0,"device":"rig \"A\"\n"}
            {"e":0,"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}
            {"e":1,"t":0.016666666666666666,"id":1,"phase":"moved","x":10.5,"y":20.0}
            {"e":1,"t":0.016666666666666666,"id":2,"phase":"began","x":0.30000000000000004,"y":-0.0,"type":"stylus","force":0.5,"radius":12.0,"taps":2}
            {"e":2,"t":0.1,"id":1,"phase":"ended","x":"nan","y":"inf"}
            {"e":2,"t":0.1,"pointer":"entered","x":5.0,"y":1e-05}
            {"t":0.2}
            {"t":0.5}

            """#)
    }

    // MARK: Round trips

    @Test("Writing then reading gives identical events, every field and awkward number included")
    func roundTrip() throws {
        var hover = InputEvent(timestamp: 3, pointer: PointerInput(phase: .moved, location: Point(x: -1e300, y: Double.leastNonzeroMagnitude)))
        hover.touches = [TouchInput(id: Int.min, phase: .cancelled, location: Point(x: 1, y: 2), type: .indirect)]
        let items: [TraceItem] = [
            event(0, touch(1, .began, 10, 20), touch(Int.max, .began, 0.1 + 0.2, 1.0 / 3)),
            event(0.016666666666666666, TouchInput(id: 1, phase: .moved, location: Point(x: 11, y: 21), type: .pointer,
                                                   force: 0, majorRadius: 1e-7, tapCount: -1)),
            .idle(until: 1),
            event(1.5, touch(1, .stationary, 11, 21), TouchInput(id: 7, phase: .ended, location: Point(x: 0, y: 0),
                                                                  type: .stylus, force: 6.5)),
            .event(InputEvent(timestamp: 2, pointer: PointerInput(phase: .entered, location: Point(x: 1, y: 1)))),
            .event(hover),
            .event(InputEvent(timestamp: 4, pointer: PointerInput(phase: .exited, location: Point(x: 0, y: 0)))),
            .idle(until: 9.75),
        ]
        var writer = TraceWriter(header: TraceHeader(screenSize: screen, device: "round trip ✓"), output: "")
        writer.write(contentsOf: items)

        let reader = try TraceReader(text: writer.output, strict: true)
        #expect(reader.header == TraceHeader(screenSize: screen, device: "round trip ✓"))
        #expect(try reader.readAll() == items)
        #expect(reader.problems == [])
    }

    @Test("Non-finite numbers survive the round trip as the strings nan, inf and -inf")
    func nonFinite() throws {
        var writer = TraceWriter(header: TraceHeader(screenSize: screen), output: "")
        writer.write(InputEvent(timestamp: .infinity, touches: [
            TouchInput(id: 1, phase: .began, location: Point(x: .nan, y: -.infinity), force: .nan),
        ]))
        let items = try TraceReader(text: writer.output, strict: true).readAll()
        guard case let .event(event)? = items.first, items.count == 1, let sample = event.touches.first else {
            Issue.record("expected one event, read \(items)")
            return
        }
        #expect([event.timestamp, sample.location.y].map(\.description) == ["inf", "-inf"])
        #expect([sample.location.x, sample.force!].map(\.isNaN) == [true, true])
    }

    @Test("A script's recording goes through a file and comes back identical")
    @MainActor
    func scriptThroughFile() throws {
        let script = TouchScript(screenSize: screen, sampleRate: 240, jitter: 0.5, seed: 99)
        script.tap(at: pt(40, 40), count: 2, fingers: 2)
        script.wait(0.4)
        script.rotate(center: pt(160, 240), by: -1.2)
        script.hover(from: pt(0, 0), to: pt(100, 100))
        script.wait(0.25)
        let path = temporaryPath("script")
        defer { unlink(path) }

        var writer = try TraceWriter(path: path, header: script.traceHeader)
        writer.write(contentsOf: script.recording)
        try writer.close()

        let reader = try TraceReader(path: path, strict: true)
        #expect(reader.header.device == "touch-script")
        #expect(reader.header.screenSize == screen)
        #expect(try reader.readAll() == script.recording)
    }

    // MARK: Grouping

    @Test("Lines with the same e form one event; lines without e group by equal time; idle lines end an event")
    func grouping() throws {
        let text = header + "\n" + #"""
            {"e":0,"t":0,"id":1,"phase":"began","x":1,"y":1}
            {"e":0,"t":0,"id":2,"phase":"began","x":2,"y":2}
            {"e":1,"t":0,"id":1,"phase":"moved","x":3,"y":3}
            {"t":0.5,"id":1,"phase":"moved","x":4,"y":4}
            {"t":0.5,"id":2,"phase":"moved","x":5,"y":5}
            {"t":0.6,"id":2,"phase":"moved","x":6,"y":6}
            {"t":0.6}
            {"t":0.6,"id":1,"phase":"ended","x":7,"y":7}
            {"e":9,"t":0.7,"id":2,"phase":"ended","x":8,"y":8}
            """#
        let items = try TraceReader(text: text, strict: true).readAll()
        #expect(items == [
            event(0, touch(1, .began, 1, 1), touch(2, .began, 2, 2)),
            event(0, touch(1, .moved, 3, 3)),
            event(0.5, touch(1, .moved, 4, 4), touch(2, .moved, 5, 5)),
            event(0.6, touch(2, .moved, 6, 6)),
            .idle(until: 0.6),
            event(0.6, touch(1, .ended, 7, 7)),
            event(0.7, touch(2, .ended, 8, 8)),
        ])
    }

    @Test("Unknown fields are ignored, nested ones too; blank lines, CRLF and a byte-order mark are fine")
    func tolerance() throws {
        let text = "\u{FEFF}" + #"{"comment":"hi","format":"swift-gestures-trace","version":"1.9","width":10,"height":20,"extra":{"a":[1,{"b":"]"}]}}"#
            + "\r\n\r\n   \n"
            + #"{ "e" : 0 , "t" : 0.25 , "id" : 3 , "phase" : "began" , "x" : 1.5e1 , "y" : -2E-1 , "pressure" : [1, 2] , "force" : null , "note" : "\u00e9\ud83d\ude00\\" }"#
            + "\r\n"
            + #"{"t":1,"future":true}"#
        let reader = try TraceReader(text: text, strict: true)
        #expect(reader.header.version == TraceHeader.Version(major: 1, minor: 9))
        #expect(reader.header.screenSize == Size(width: 10, height: 20))
        #expect(reader.header.device == "unknown")
        #expect(try reader.readAll() == [event(0.25, touch(3, .began, 15, -0.2)), .idle(until: 1)])
        #expect(reader.lineNumber == 5)
    }

    // MARK: Bad lines

    @Test("Each malformed line is reported with what is wrong", arguments: [
        (#"not json"#, "expected a JSON object ('{'), found 'n' at column 1"),
        (#"[1, 2]"#, "expected a JSON object ('{'), found '[' at column 1"),
        (#"{}"#, #"missing field "t" (the time, in seconds)"#),
        (#"{"t":"soon"}"#, #""t" must be a number, found the string "soon""#),
        (#"{"t":null}"#, #""t" must be a number, found null"#),
        (#"{"t":1.}"#, "1. is not a number at column 6"),
        (#"{"t":0,}"#, "expected a field name in double quotes, found '}' at column 8"),
        (#"{"t":0} and more"#, "unexpected 'a' after the end of the object at column 9"),
        (#"{"t":0 "id":1}"#, #"expected ',' or '}' after the value of "t", found '"' at column 8"#),
        (#"{"t" 0}"#, #"expected ':' after field name "t", found '0' at column 6"#),
        (#"{"t":0,"id":1,"phase":"began","x":1,"y":2"#, #"expected ',' or '}' after the value of "y", found end of line at column 42"#),
        (#"{"t":0,"note":"abc}"#, "unterminated string at column 15"),
        (#"{"t":0,"note":"a\qb"}"#, #"unknown escape '\q' in a string at column 17"#),
        (#"{"t":0,"list":[1,{"a":2}}"#, "expected ']' to close what opened at column 15, found '}' at column 25"),
        (#"{"t":0,"list":[1,{"a":"]"}"#, "unterminated array at column 15"),
        (#"{"t":0,"x":1,"x":2}"#, #"field "x" appears twice"#),
        (#"{"t":0,"id":1,"phase":"began","x":1}"#, #"missing field "y""#),
        (#"{"t":0,"id":1,"x":1,"y":1}"#, #"missing field "phase""#),
        (#"{"t":0,"phase":"began","x":1,"y":1}"#, #"missing field "id" of a touch sample"#),
        (#"{"t":0,"id":1.5,"phase":"began","x":1,"y":1}"#,
         #""id" must be an integer (digits only, within ±9223372036854775807), found 1.5"#),
        (#"{"t":0,"id":99999999999999999999,"phase":"began","x":1,"y":1}"#,
         #""id" must be an integer (digits only, within ±9223372036854775807), found 1e+20"#),
        (#"{"t":0,"id":1,"phase":"jumped","x":1,"y":1}"#,
         #""phase" must be began, moved, stationary, ended or cancelled; found "jumped""#),
        (#"{"t":0,"id":1,"phase":"began","x":true,"y":1}"#, #""x" must be a number, found a boolean"#),
        (#"{"t":0,"id":1,"phase":"began","x":1,"y":1,"type":"pen"}"#,
         #""type" must be direct, indirect, pointer or stylus; found "pen""#),
        (#"{"t":0,"pointer":"left","x":1,"y":1}"#, #""pointer" must be entered, moved or exited; found "left""#),
        (#"{"t":0,"pointer":"moved","y":1}"#, #"missing field "x""#),
        (#"{"t":0,"id":1,"pointer":"moved","x":1,"y":1}"#,
         #"a line is one of a touch sample ("id"), a pointer sample ("pointer"), a scroll ("scroll") or a transform ("transform"); this one has "id" and "pointer""#),
        (#"{"e":-1,"t":0,"id":1,"phase":"began","x":1,"y":1}"#, #""e" must not be negative, found -1"#),
        // Version 1.2's lines and fields.
        (#"{"t":0,"scroll":"spun","x":1,"y":1,"scrollType":"discrete"}"#,
         #""scroll" must be began, changed, ended or cancelled; found "spun""#),
        (#"{"t":0,"scroll":"began","x":1,"y":1}"#, #"missing field "scrollType" (discrete or continuous)"#),
        (#"{"t":0,"scroll":"began","x":1,"y":1,"scrollType":"wheel"}"#,
         #""scrollType" must be discrete or continuous; found "wheel""#),
        (#"{"t":0,"scroll":"began","y":1,"scrollType":"discrete"}"#, #"missing field "x""#),
        (#"{"t":0,"scroll":"changed","x":1,"y":1,"dy":"far","scrollType":"discrete"}"#, #""dy" must be a number, found the string "far""#),
        (#"{"t":0,"transform":"began","x":1,"y":1,"scale":[2]}"#, #""scale" must be a number, found an array or object"#),
        (#"{"t":0,"transform":"twisted","x":1,"y":1}"#,
         #""transform" must be began, changed, ended or cancelled; found "twisted""#),
        (#"{"t":0,"scroll":"began","transform":"began","x":1,"y":1,"scrollType":"discrete"}"#,
         #"a line is one of a touch sample ("id"), a pointer sample ("pointer"), a scroll ("scroll") or a transform ("transform"); this one has "scroll" and "transform""#),
        (#"{"t":0,"dx":3}"#, #"a scroll's or transform's field without "scroll" or "transform""#),
        (#"{"t":0,"buttons":1}"#, #""buttons" and "modifiers" belong to an event's samples, not to an idle mark"#),
        (#"{"t":0,"id":1,"phase":"began","x":1,"y":1,"buttons":-1}"#, #""buttons" must not be negative, found -1"#),
        (#"{"t":0,"id":1,"phase":"began","x":1,"y":1,"modifiers":1.5}"#,
         #""modifiers" must be an integer (digits only, within ±9223372036854775807), found 1.5"#),
        (#"{"format":"swift-gestures-trace","version":"1.0","width":1,"height":1}"#,
         "a header in the middle of the trace (were two traces joined?)"),
    ])
    func malformedLine(line: String, message: String) throws {
        let text = header + "\n" + #"{"e":0,"t":0,"id":1,"phase":"began","x":1,"y":1}"# + "\n" + line + "\n"
            + #"{"e":5,"t":1,"id":1,"phase":"ended","x":1,"y":1}"#
        let lenient = try TraceReader(text: text)
        #expect(try lenient.readAll() == [event(0, touch(1, .began, 1, 1)), event(1, touch(1, .ended, 1, 1))])
        #expect(lenient.problems == [TraceProblem(line: 3, message: message)])

        let strict = try TraceReader(text: text, strict: true)
        #expect(try strict.next() == event(0, touch(1, .began, 1, 1)))
        #expect(throws: TraceProblem(line: 3, message: message)) { try strict.next() }
        #expect(try strict.next() == nil)
    }

    @Test("Buttons, modifier keys, scrolls and transforms round-trip bit for bit; version 1.1 files still read")
    func pointerInputRoundTrip() throws {
        var click = InputEvent(timestamp: 0.5, touches: [TouchInput(id: 3, phase: .began, location: Point(x: 1, y: 2), type: .pointer)])
        click.buttonMask = [.secondary, .button(5)]
        click.modifierFlags = [.command, .alternate]
        var hover = InputEvent(timestamp: 0.6, pointer: PointerInput(phase: .moved, location: Point(x: 3, y: 4)))
        hover.modifierFlags = .shift
        var scroll = InputEvent(timestamp: 0.7, scroll: ScrollInput(phase: .changed, location: Point(x: 5, y: 6),
                                                                     delta: Vector(dx: -0.1, dy: 20), type: .continuous))
        scroll.buttonMask = .primary
        let transform = InputEvent(timestamp: 0.8, transform: TransformInput(phase: .changed, location: Point(x: 7, y: 8),
                                                                             scale: 0.9, rotation: -Double.pi / 7))
        // Everything at once in one frame: touches, pointer, scroll and transform.
        var all = InputEvent(timestamp: 0.9, touches: [TouchInput(id: 3, phase: .ended, location: Point(x: 1, y: 2), type: .pointer)])
        all.pointer = PointerInput(phase: .exited, location: Point(x: 0, y: 0))
        all.scroll = ScrollInput(phase: .ended, location: Point(x: 5, y: 6), type: .discrete)
        all.transform = TransformInput(phase: .cancelled, location: Point(x: 7, y: 8))
        all.modifierFlags = .control
        let items: [TraceItem] = [.event(click), .event(hover), .event(scroll), .event(transform), .event(all), .idle(until: 1)]
        var writer = TraceWriter(header: TraceHeader(screenSize: screen, device: "evemu:mouse"), output: "")
        writer.write(contentsOf: items)
        let reader = try TraceReader(text: writer.output, strict: true)
        #expect(reader.header.version == TraceHeader.Version(major: 1, minor: 2))
        #expect(try reader.readAll() == items)

        // A 1.1 file (no new fields) reads as before, every event with no buttons or keys.
        let old = try TraceReader(text: #"""
            {"format":"swift-gestures-trace","version":"1.1","width":320,"height":480}
            {"e":0,"t":0,"id":1,"phase":"began","x":1,"y":1,"maxForce":4}
            """#, strict: true)
        #expect(try old.readAll() == [event(0, TouchInput(id: 1, phase: .began, location: Point(x: 1, y: 1), maximumPossibleForce: 4))])
    }

    @Test("Problems of grouping in 1.2: buttons or modifiers that differ within an event, a second scroll or transform")
    func pointerGroupingProblems() throws {
        let text = header + "\n" + #"""
            {"e":1,"t":1,"id":1,"phase":"began","x":1,"y":1,"buttons":1}
            {"e":1,"t":1,"id":2,"phase":"began","x":2,"y":2,"buttons":2}
            {"e":1,"t":1,"id":3,"phase":"began","x":3,"y":3,"modifiers":131072}
            {"e":1,"t":1,"id":4,"phase":"began","x":4,"y":4,"modifiers":262144}
            {"e":2,"t":2,"scroll":"began","x":0,"y":0,"scrollType":"discrete"}
            {"e":2,"t":2,"scroll":"changed","x":0,"y":0,"dy":20,"scrollType":"discrete"}
            {"e":2,"t":2,"transform":"began","x":0,"y":0}
            {"e":2,"t":2,"transform":"changed","x":0,"y":0,"scale":2}
            """#
        let reader = try TraceReader(text: text)
        var first = InputEvent(timestamp: 1, touches: [touch(1, .began, 1, 1), touch(3, .began, 3, 3)])
        first.buttonMask = .primary
        first.modifierFlags = .shift
        var second = InputEvent(timestamp: 2, scroll: ScrollInput(phase: .began, location: .zero, type: .discrete))
        second.transform = TransformInput(phase: .began, location: .zero)
        #expect(try reader.readAll() == [.event(first), .event(second)])
        #expect(reader.problems == [
            TraceProblem(line: 3, message: "the sample's buttons 2 differ from the buttons 1 of its event, which began on line 2"),
            TraceProblem(line: 5, message: "the sample's modifiers 262144 differ from the modifiers 131072 of its event, which began on line 2"),
            TraceProblem(line: 7, message: "a second scroll in one event, which began on line 6; an event has at most one"),
            TraceProblem(line: 9, message: "a second transform in one event, which began on line 6; an event has at most one"),
        ])
    }

    @Test("Problems of grouping: event numbers going back, times that differ within an event, two pointers")
    func groupingProblems() throws {
        let text = header + "\n" + #"""
            {"e":3,"t":1,"id":1,"phase":"began","x":1,"y":1}
            {"e":3,"t":1.5,"id":2,"phase":"began","x":2,"y":2}
            {"e":3,"t":1,"pointer":"entered","x":0,"y":0}
            {"e":3,"t":1,"pointer":"moved","x":0,"y":0}
            {"e":2,"t":2,"id":1,"phase":"moved","x":3,"y":3}
            {"e":3,"t":2,"id":1,"phase":"moved","x":3,"y":3}
            {"e":4,"t":2,"id":1,"phase":"ended","x":4,"y":4}
            """#
        let reader = try TraceReader(text: text)
        var seen: [TraceProblem] = []
        reader.onProblem = { seen.append($0) }
        var expected = InputEvent(timestamp: 1, touches: [touch(1, .began, 1, 1)])
        expected.pointer = PointerInput(phase: .entered, location: Point(x: 0, y: 0))
        #expect(try reader.readAll() == [.event(expected), event(2, touch(1, .ended, 4, 4))])
        let problems = [
            TraceProblem(line: 3, message: "the sample's time 1.5 differs from the time 1.0 of its event, which began on line 2"),
            TraceProblem(line: 5, message: "a second pointer sample in one event, which began on line 2; an event has at most one"),
            TraceProblem(line: 6, message: "event number 2 comes after event 3; event numbers must increase"),
            TraceProblem(line: 7, message: "event number 3 comes after event 3; event numbers must increase"),
        ]
        #expect(reader.problems == problems)
        #expect(seen == problems)
        #expect(reader.problemCount == 4)
        #expect(problems.map(\.description).first == "line 3: the sample's time 1.5 differs from the time 1.0 of its event, which began on line 2")
    }

    @Test("An event of more samples than the limit is reported and split into events of bounded size")
    func oversizedEvent() throws {
        let limit = TraceReader.maximumSamplesPerEvent
        let count = 2 * limit + 100
        // Every line in event 0; then event 1 as usual.
        var text = header + "\n"
        for id in 0..<count { text += #"{"e":0,"t":1,"id":\#(id),"phase":"began","x":1,"y":2}"# + "\n" }
        text += #"{"e":1,"t":2,"id":0,"phase":"ended","x":1,"y":2}"# + "\n"
        let reader = try TraceReader(text: text)
        var sizes: [Int] = []
        var firstIDs: [Int] = []
        while let item = try reader.next() {
            guard case let .event(event) = item else { continue }
            sizes.append(event.touches.count)
            firstIDs.append(event.touches.first?.id ?? -1)
        }
        #expect(sizes == [limit, limit, 100, 1])
        #expect(firstIDs == [0, limit, 2 * limit, 0])
        // Sample k is on line k + 2 (the header is line 1).
        #expect(reader.problems == [
            TraceProblem(line: limit + 2, message: "the event that began on line 2 has more than \(limit) touch samples; "
                + "split here, the rest plays as a further event"),
            TraceProblem(line: 2 * limit + 2, message: "the event that began on line \(limit + 2) has more than \(limit) "
                + "touch samples; split here, the rest plays as a further event"),
        ])
    }

    @Test("A line over the length limit is reported and skipped, and reading goes on")
    func longLine() throws {
        let long = #"{"t":0,"padding":""# + String(repeating: "x", count: 70_000) + #""}"#
        let text = header + "\n" + long + "\n" + #"{"t":1}"# + "\n"
        let reader = try TraceReader(text: text)
        #expect(try reader.readAll() == [.idle(until: 1)])
        #expect(reader.problems == [TraceProblem(line: 2, message: "the line is 70020 bytes long; the longest allowed is 65536")])
        #expect(reader.bufferedBytes < 64 * 1024 + TraceReader.maximumLineLength + 1024)
    }

    @Test("Only the first problems are kept, but all are counted")
    func manyProblems() throws {
        let text = header + "\n" + String(repeating: "garbage\n", count: 1500)
        let reader = try TraceReader(text: text)
        #expect(try reader.readAll() == [])
        #expect(reader.problemCount == 1500)
        #expect(reader.problems.count == TraceReader.maximumKeptProblems)
        #expect(reader.problems.last == TraceProblem(line: 1001, message: "expected a JSON object ('{'), found 'g' at column 1"))
    }

    // MARK: Headers

    @Test("A file without a valid header, or of a newer major version, is refused", arguments: [
        ("", "line 1: the trace is empty; its first line should be the header"),
        ("\n" + header, "line 1: the first line is blank; it should be the trace header"),
        ("hello", "line 1: not a trace header: expected a JSON object ('{'), found 'h' at column 1"),
        (#"{"e":0,"t":0,"id":1,"phase":"began","x":1,"y":1}"#,
         #"line 1: not a trace header: missing field "format" ("swift-gestures-trace")"#),
        (#"{"format":"gpx","version":"1.0","width":1,"height":1}"#,
         #"line 1: not a trace header: "format" is "gpx", expected "swift-gestures-trace""#),
        (#"{"format":"swift-gestures-trace","width":1,"height":1}"#, #"line 1: missing field "version" in the header"#),
        (#"{"format":"swift-gestures-trace","version":"2.0","width":1,"height":1}"#,
         "line 1: trace format version 2.0 is newer than this reader, which reads version 1.x; a newer swift-gestures can read it"),
        (#"{"format":"swift-gestures-trace","version":"0.9","width":1,"height":1}"#,
         "line 1: trace format version 0.9 is not supported; this reader reads version 1.x"),
        (#"{"format":"swift-gestures-trace","version":"one","width":1,"height":1}"#,
         #"line 1: "version" must be "MAJOR.MINOR", such as "1.0"; found "one""#),
        (#"{"format":"swift-gestures-trace","version":true,"width":1,"height":1}"#,
         #"line 1: "version" must be a string "MAJOR.MINOR", such as "1.0"; found a boolean"#),
        (#"{"format":"swift-gestures-trace","version":"1.0","height":1}"#,
         #"line 1: the header's "width" must be a positive number of points, and it is missing"#),
        (#"{"format":"swift-gestures-trace","version":"1.0","width":1,"height":-4}"#,
         #"line 1: the header's "height" must be a positive number of points, found -4.0"#),
        (#"{"format":"swift-gestures-trace","version":"1.0","width":"wide","height":1}"#,
         #"line 1: not a trace header: "width" must be a number, found the string "wide""#),
    ])
    func badHeader(text: String, message: String) {
        #expect(throws: TraceProblem.self) { try TraceReader(text: text) }
        do {
            _ = try TraceReader(text: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A version written as a number is read as MAJOR.0")
    func numericVersion() throws {
        let reader = try TraceReader(text: #"{"format":"swift-gestures-trace","version":1,"width":1,"height":1,"device":"x"}"#)
        #expect(reader.header.version == TraceHeader.Version(major: 1, minor: 0))
        #expect(try reader.readAll() == [])
    }

    @Test("Files that cannot be opened or created are clear errors")
    func fileErrors() {
        #expect(throws: TraceProblem(line: 0, message: "cannot open /nonexistent/trace.jsonl: No such file or directory")) {
            try TraceReader(path: "/nonexistent/trace.jsonl")
        }
        #expect(throws: TraceProblem(line: 0, message: "cannot create /nonexistent/trace.jsonl: No such file or directory")) {
            try TraceWriter(path: "/nonexistent/trace.jsonl", header: TraceHeader(screenSize: screen))
        }
    }

    // MARK: The document

    @Test("The example in docs/trace-format.md reads without a problem, as the events it describes")
    func documentedExample() throws {
        let docs = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
            .joined(separator: "/")) + "/docs/trace-format.md"
        let markdown = try TraceReader.readWholeFileForTests(docs)
        let afterHeading = try #require(markdown.firstRange(of: "## Example")).upperBound
        let block = markdown[afterHeading...].split(separator: "```", omittingEmptySubsequences: false)[1]
        let reader = try TraceReader(text: String(block.drop { $0 == "\n" }), strict: true)
        #expect(reader.header == TraceHeader(screenSize: screen, device: "touch-script"))
        var both = InputEvent(timestamp: 0.6166666666666667, touches: [touch(2, .moved, 101, 200), touch(3, .began, 160, 200)])
        both.pointer = PointerInput(phase: .entered, location: Point(x: 10, y: 10))
        #expect(try reader.readAll() == [
            event(0, touch(1, .began, 50, 50)),
            event(0.1, touch(1, .ended, 50, 50)),
            .idle(until: 0.6),
            event(0.6, TouchInput(id: 2, phase: .began, location: Point(x: 100, y: 200), type: .stylus,
                                  force: 0.5, majorRadius: 4)),
            .event(both),
            event(0.7, touch(2, .ended, 101, 200), touch(3, .ended, 160, 200)),
            .idle(until: 1.2),
            clicked(1.3, .began, buttons: .secondary),
            clicked(1.35, .ended, buttons: []),
            wheel(1.5, .began, dy: 0),
            wheel(1.5, .changed, dy: 20),
            wheel(1.65, .ended, dy: 0),
            .event(InputEvent(timestamp: 1.9, transform: TransformInput(phase: .began, location: Point(x: 160, y: 240),
                                                                         scale: 1.1, rotation: 0.05))),
            .event(InputEvent(timestamp: 2.0, transform: TransformInput(phase: .ended, location: Point(x: 160, y: 240)))),
        ])
        func clicked(_ time: Double, _ phase: Touch.Phase, buttons: ButtonMask) -> TraceItem {
            var event = InputEvent(timestamp: time, touches: [
                TouchInput(id: 4, phase: phase, location: Point(x: 60, y: 60), type: .pointer),
            ])
            event.buttonMask = buttons
            event.modifierFlags = .control
            return .event(event)
        }
        func wheel(_ time: Double, _ phase: ScrollInput.Phase, dy: Double) -> TraceItem {
            var event = InputEvent(timestamp: time, scroll: ScrollInput(phase: phase, location: Point(x: 150, y: 100),
                                                                        delta: Vector(dx: 0, dy: dy), type: .discrete))
            event.modifierFlags = .shift
            return .event(event)
        }
    }

    // MARK: Size

    @Test("A file of 200,000 samples is written and read back as a stream, in bounded memory")
    func largeFile() throws {
        let path = temporaryPath("large")
        defer { unlink(path) }
        let eventCount = 100_000
        var writer = try TraceWriter(path: path, header: TraceHeader(screenSize: screen, device: "generated"))
        for index in 0..<eventCount {
            let time = Double(index) / 240
            let phase: Touch.Phase = index == 0 ? .began : (index == eventCount - 1 ? .ended : .moved)
            let x = Double(index % 320), y = Double(index % 480) + 0.25
            writer.write(InputEvent(timestamp: time, touches: [touch(1, phase, x, y), touch(2, phase, y, x)]))
        }
        try writer.close()

        let reader = try TraceReader(path: path, strict: true)
        var events = 0, samples = 0, largestBuffer = 0
        var sum = 0.0, lastTime = -1.0
        var ordered = true
        while let item = try reader.next() {
            guard case let .event(event) = item else { continue }
            events += 1
            samples += event.touches.count
            ordered = ordered && event.timestamp > lastTime
            lastTime = event.timestamp
            for sample in event.touches { sum += sample.location.x }
            largestBuffer = max(largestBuffer, reader.bufferedBytes)
        }
        var expectedSum = 0.0
        for index in 0..<eventCount { expectedSum += Double(index % 320) + Double(index % 480) + 0.25 }

        #expect([events, samples, reader.lineNumber] == [eventCount, 2 * eventCount, 2 * eventCount + 1])
        #expect(sum == expectedSum)
        #expect(ordered)
        #expect(lastTime == Double(eventCount - 1) / 240)
        #expect(reader.problems == [])
        // The file is some 13 MB; the reader holds a 64 KiB chunk and a 64 KiB line buffer.
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(Int(info.st_size) > 10_000_000)
        #expect(largestBuffer < 64 * 1024 + TraceReader.maximumLineLength + 1024)
        #expect(reader.lines.largestLine < 200)
    }
}
