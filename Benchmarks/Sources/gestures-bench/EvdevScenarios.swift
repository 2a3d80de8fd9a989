import GestureInput
import Gestures

/// The evdev backend's cost per input event (one kernel `input_event`: a position, a slot, a
/// `SYN_REPORT`…), on real recordings from `Tests/Fixtures/evemu` played over and over, each lap
/// shifted in time so that the backend sees one endless, well-formed stream.
enum EvdevScenarios {
    static let folder: String = {
        var path = #filePath
        for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Tests/Fixtures/evemu/"
    }()

    /// Decoding only: events into an `EvdevInterpreter`, outputs dropped.
    @MainActor
    static func decode(_ name: String) -> (Int) -> Void {
        let (recording, mapping) = load(name)
        var interpreter = try! EvdevInterpreter(description: recording.description, mapping: mapping, source: name)
        var output: [DeviceOutput] = []
        output.reserveCapacity(8)
        var stream = Stream(recording)
        return { count in
            for _ in 0..<count {
                interpreter.handle(stream.next(), into: &output)
                if !output.isEmpty {
                    blackHole(output.count)
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    /// Decoding and delivery: events through the interpreter and a `WindowFeed` into a window whose
    /// view has a pan (and, for several fingers, a pinch).
    @MainActor
    static func toWindow(_ name: String) -> (Int) -> Void {
        let (recording, mapping) = load(name)
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: mapping.windowSize.width, height: mapping.windowSize.height),
                            clock: clock)
        let view = View(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pan = PanGestureRecognizer()
        var sink = Point(x: 0, y: 0)
        pan.addAction { sink = $0.translation(in: nil) }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(PinchGestureRecognizer())
        let feed = WindowFeed(window: window)
        var interpreter = try! EvdevInterpreter(description: recording.description, mapping: mapping, source: name)
        var output: [DeviceOutput] = []
        output.reserveCapacity(8)
        var stream = Stream(recording)
        return { count in
            for _ in 0..<count {
                interpreter.handle(stream.next(), into: &output)
                if !output.isEmpty {
                    for item in output { feed.deliver(item) }
                    output.removeAll(keepingCapacity: true)
                }
            }
            blackHole(sink)
        }
    }

    private static func load(_ name: String) -> (EvemuRecording, ScreenMapping) {
        let recording = try! EvemuRecording(path: folder + name)
        return (recording, ScreenMapping(windowSize: Size(width: 800, height: 480)))
    }

    /// The recording's events, lap after lap, each lap later by the recording's length.
    struct Stream {
        let events: [EvdevEvent]
        let span: Double
        var index = 0
        var offset = 0.0

        init(_ recording: EvemuRecording) {
            events = recording.events
            span = (events.last!.time - events.first!.time) + 0.5
        }

        mutating func next() -> EvdevEvent {
            if index == events.count {
                index = 0
                offset += span
            }
            var event = events[index]
            event.time += offset
            index += 1
            return event
        }
    }
}
