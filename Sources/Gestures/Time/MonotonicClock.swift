/// A clock on real time, for apps: seconds since the clock was created, read from the standard
/// library's `ContinuousClock`.
///
/// The clock does not run by itself. The host's run loop calls ``fireDueTimers()`` whenever it
/// wakes, and can sleep until ``nextDeadline`` when there is no input. Input events must be stamped
/// with ``now`` (or with times on the same base) so that timers and touches agree.
#if !hasFeature(Embedded)
// Embedded Swift has no `ContinuousClock`: a host there keeps time itself and drives a
// ``ManualClock`` (or its own ``GestureClock``) with it.
@MainActor
public final class MonotonicClock: GestureClock {
    private let origin = ContinuousClock.now
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, these
    // and the other small engine types add 16 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    @exclusivity(unchecked) private var queue = TimerQueue()
    /// The thread whose calls are allowed (see `OwningThread`).
    private let owningThread = OwningThread()

    /// Creates a clock that reads zero now.
    public init() {}

    /// Seconds since this clock was created.
    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        let parts = elapsed.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// The deadline of the earliest pending timer, if any.
    public var nextDeadline: Double? { queue.nextDeadline }

    public func schedule(at deadline: Double, _ handler: @escaping () -> Void) -> TimerToken {
        queue.insert(deadline: deadline.isNaN ? now : deadline, handler: handler)
    }

    public func cancel(_ token: TimerToken) {
        queue.remove(token)
    }

    /// Fires every timer whose deadline has passed, in deadline order.
    public func fireDueTimers() {
        owningThread.check("MonotonicClock.fireDueTimers()")
        let time = now
        var fired = 0
        while fired < ManualClock.maximumFiringsPerAdvance, let entry = queue.popDue(at: time) {
            fired += 1
            entry.handler()
        }
    }

    public func synchronize(to timestamp: Double) {
        fireDueTimers()
    }
}
#endif
