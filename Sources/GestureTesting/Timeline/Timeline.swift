import Gestures

/// What every touch and every recognizer of a window did over time: the data behind the timeline
/// picture (``TimelineSVG``).
public struct Timeline: Sendable {
    /// One finger's samples, in time order.
    public struct TouchTrack: Sendable {
        public struct Sample: Sendable {
            public var time: Double
            public var location: Point
            public var phase: Touch.Phase
        }
        public var id: Int
        public var samples: [Sample]
    }

    /// One stretch of time a recognizer spent in one state.
    public struct Span: Sendable {
        public var state: GestureRecognizer.State
        public var start: Double
        /// Nil while the state lasts.
        public var end: Double?
    }

    /// One recognizer's life: its states and its actions.
    public struct Lane: Sendable {
        public var label: String
        public var spans: [Span]
        public var actions: [(time: Double, state: GestureRecognizer.State)]
    }

    /// An arbitration decision, drawn as an arrow from the lane of `from` (when there is one) to the
    /// lane of `to`.
    public struct Decision: Sendable {
        public enum Kind: String, Sendable {
            /// `from` recognized and excluded `to`.
            case excluded
            /// `to` waits for `from` to fail.
            case waiting
            /// `to`, which waited, may recognize now.
            case released
            /// `from`, which `to` required to fail, recognized: `to` failed.
            case requirement
            /// `to`'s view or delegate said it should not begin.
            case shouldBegin
            /// The engine ended `to` on its own.
            case concluded
            /// `to` stopped waiting to break a cycle of requirements.
            case cycle
        }
        public var time: Double
        public var kind: Kind
        public var from: String?
        public var to: String
        /// The engine's diagnostic line.
        public var text: String
    }

    public var tracks: [TouchTrack] = []
    public var lanes: [Lane] = []
    public var decisions: [Decision] = []
    /// The size of the window, for scaling the touch tracks.
    public var windowSize: Size

    /// An empty timeline for a window of the given size.
    public init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// The first and last moments anything happened.
    public var timeRange: ClosedRange<Double> {
        var low = Double.infinity, high = -Double.infinity
        for track in tracks {
            for sample in track.samples {
                low = Swift.min(low, sample.time)
                high = Swift.max(high, sample.time)
            }
        }
        for lane in lanes {
            for span in lane.spans {
                low = Swift.min(low, span.start)
                high = Swift.max(high, span.end ?? span.start)
            }
        }
        for decision in decisions {
            low = Swift.min(low, decision.time)
            high = Swift.max(high, decision.time)
        }
        guard low <= high else { return 0...0 }
        return low...high
    }
}

/// Builds a ``Timeline`` while a window runs: the engine's transitions, actions and decisions as
/// they happen, stamped with the window clock's time, and the raw input that the driver reports
/// through ``record(_:)``.
@MainActor
public final class TimelineRecorder {
    public private(set) var timeline: Timeline
    private let window: Window
    private var token: ObserverToken?
    private var laneIndex: [String: Int] = [:]
    private var trackIndex: [Int: Int] = [:]
    /// Finger ids reused after they lift get a track each: the key is the current track of an id.
    private var liveTrack: [Int: Int] = [:]

    /// Starts recording a window.
    public init(window: Window) {
        self.window = window
        timeline = Timeline(windowSize: window.bounds.size)
        token = window.engine.addObserver { [weak self] in self?.observe($0) }
    }

    /// Stops recording.
    public func stop() {
        if let token { window.engine.removeObserver(token) }
        token = nil
    }

    /// Adds an input event's touch samples to the touch tracks.
    public func record(_ input: InputEvent) {
        for sample in input.touches where sample.location.isFinite {
            let index: Int
            if let live = liveTrack[sample.id] {
                index = live
            } else {
                index = timeline.tracks.count
                timeline.tracks.append(Timeline.TouchTrack(id: sample.id, samples: []))
                liveTrack[sample.id] = index
            }
            timeline.tracks[index].samples.append(.init(time: input.timestamp, location: sample.location, phase: sample.phase))
            if sample.phase.isTerminal { liveTrack[sample.id] = nil }
        }
    }

    private var now: Double { window.clock.now }

    private func lane(_ recognizer: GestureRecognizer) -> Int {
        let label = recognizer.diagnosticLabel
        if let index = laneIndex[label] { return index }
        laneIndex[label] = timeline.lanes.count
        timeline.lanes.append(Timeline.Lane(label: label, spans: [], actions: []))
        return timeline.lanes.count - 1
    }

    private func open(_ state: GestureRecognizer.State, in index: Int) {
        close(index)
        timeline.lanes[index].spans.append(Timeline.Span(state: state, start: now, end: nil))
    }

    private func close(_ index: Int) {
        guard let last = timeline.lanes[index].spans.indices.last, timeline.lanes[index].spans[last].end == nil else {
            return
        }
        timeline.lanes[index].spans[last].end = now
    }

    private func decide(_ kind: Timeline.Decision.Kind, from: GestureRecognizer?, to: GestureRecognizer,
                        _ diagnostic: Diagnostic) {
        if let from { _ = lane(from) }
        _ = lane(to)
        timeline.decisions.append(Timeline.Decision(time: now, kind: kind, from: from?.diagnosticLabel,
                                                    to: to.diagnosticLabel, text: diagnostic.line))
    }

    private func observe(_ diagnostic: Diagnostic) {
        switch diagnostic.event {
        case let .engaged(recognizer):
            open(.possible, in: lane(recognizer))
        case let .transition(recognizer, _, to):
            open(to, in: lane(recognizer))
        case let .action(recognizer, state):
            timeline.lanes[lane(recognizer)].actions.append((now, state))
        case let .reset(recognizer):
            close(lane(recognizer))
        case let .excluded(loser, winner):
            decide(.excluded, from: winner, to: loser, diagnostic)
        case let .waiting(recognizer, others):
            for other in others { decide(.waiting, from: other, to: recognizer, diagnostic) }
        case let .released(recognizer):
            decide(.released, from: nil, to: recognizer, diagnostic)
        case let .requirementRecognized(recognizer, required):
            decide(.requirement, from: required, to: recognizer, diagnostic)
        case let .shouldBeginDenied(recognizer, _):
            decide(.shouldBegin, from: nil, to: recognizer, diagnostic)
        case let .concluded(recognizer, _, _):
            decide(.concluded, from: nil, to: recognizer, diagnostic)
        case let .requirementCycle(_, proceeding):
            decide(.cycle, from: nil, to: proceeding, diagnostic)
        case .correction, .delivered, .input, .misuse:
            break
        }
    }
}
