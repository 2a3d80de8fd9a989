import Gestures

/// One entry of a trace file: an input event, or time passing with no input.
///
/// ```swift
/// for item in try TraceReader(text: text).readAll() {
///     switch item {
///     case .event(let event): print(event.timestamp, event.touches.count)
///     case .idle(let until): print("nothing until", until)
///     }
/// }
/// ```
public enum TraceItem: Hashable, Sendable {
    /// An event, as a backend handed it to ``Window/sendEvent(_:)``.
    case event(InputEvent)
    /// No input until this time, in seconds: a replay moves the clock there, firing the timers
    /// that fall due. A recording ends with one when time passed after its last event.
    case idle(until: Double)

    /// The item's time, in seconds.
    public var time: Double {
        switch self {
        case let .event(event): event.timestamp
        case let .idle(until): until
        }
    }
}
