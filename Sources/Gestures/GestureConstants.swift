/// Every threshold, timeout and limit of the package, in one place, each with its unit and where
/// the value comes from: UIKit's documentation [DOC], a measurement of real UIKit [MEASURED],
/// UIKit's reverse-engineered internals [RE], or our own decision [OURS].
///
/// Recognizers copy the values they use into per-instance properties at creation, so one
/// recognizer can be tuned without touching the others.
public enum GestureConstants {
    // MARK: Engine limits

    /// At most this many touches are down at once; samples that would land more are dropped and
    /// reported. Real devices report up to 10 or 11 fingers. [OURS]
    public static let maximumSimultaneousTouches = 32

    /// At most this many rounds of "send actions, then arbitrate what the actions changed" run for
    /// one event; an action that keeps changing states past that is reported and its further
    /// actions dropped. [OURS]
    public static let maximumActionRounds = 64

    /// At most this many events, timers and deferred settlements queued by re-entrant calls (an
    /// action that sends an event) are processed in one go; the rest are dropped and reported. [OURS]
    public static let maximumQueuedWork = 10_000

    // MARK: Touch tap counts

    /// A touch that lands within this time (seconds) of the previous touch's lift continues its tap
    /// count, when the device does not count taps itself. UIKit's double-tap interval. [RE]
    public static let tapCountInterval = 0.35

    /// …and within this distance (points) of where the previous touch lifted. UIKit's tap movement
    /// allowance. [RE]
    public static let tapCountDistance = 45.0
}
