import Gestures

/// Plays a trace into a window: for each item, first moves the window's ``ManualClock`` to the
/// item's time (firing the timers due by then, in order), then sends the event, if it is one.
///
/// Replaying a ``TouchScript``'s ``TouchScript/recording`` into a fresh window built like the
/// script's gives the very same recognizer transitions, actions and view deliveries as the script
/// did.
///
/// ```swift
/// let reader = try TraceReader(path: "session.jsonl")
/// let window = Window(frame: Rect(origin: .zero, size: reader.header.screenSize))
/// // … build the same views and recognizers as when the trace was recorded …
/// let replayer = TraceReplayer(window: window)
/// try replayer.play(reader)
/// ```
///
/// On a window whose clock is not a ``ManualClock`` the events are still sent, stamped with their
/// trace times (shifted by ``timeOffset``); the window's own clock decides when its timers fire.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class TraceReplayer {
    /// The window receiving the events.
    public let window: Window
    /// Added to every time of the trace, in seconds (default 0): a trace recorded from time 0
    /// replays into a window whose clock reads 10 with an offset of 10.
    public var timeOffset: Double
    /// The number of events sent so far.
    public private(set) var eventCount = 0
    /// Called with each event (with its shifted timestamp) just before the window receives it.
    public var onEvent: ((InputEvent) -> Void)?

    private let clock: ManualClock?

    /// Creates a replayer for `window`.
    ///
    /// - Parameters:
    ///   - window: the window receiving the events.
    ///   - timeOffset: seconds added to every time of the trace.
    public init(window: Window, timeOffset: Double = 0) {
        self.window = window
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.clock = window.clock as? ManualClock
    }

    /// Plays one item.
    public func play(_ item: TraceItem) {
        let time = item.time + timeOffset
        clock?.advance(to: time)
        guard case var .event(event) = item else { return }
        event.timestamp = time
        eventCount += 1
        onEvent?(event)
        window.sendEvent(event)
    }

    /// Plays items in order.
    public func play(_ items: some Sequence<TraceItem>) {
        for item in items { play(item) }
    }

    /// Plays everything a reader has left, one item at a time, never holding more than one.
    ///
    /// - Returns: the number of items played.
    /// - Throws: what the reader throws: its first problem in strict mode, or a read error.
    @discardableResult
    public func play(_ reader: TraceReader) throws(TraceProblem) -> Int {
        var count = 0
        while let item = try reader.next() {
            play(item)
            count += 1
        }
        return count
    }
}
