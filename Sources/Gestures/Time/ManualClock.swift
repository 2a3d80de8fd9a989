/// A clock that moves only when told to: the clock of tests, scripts and trace replay.
///
/// ```swift
/// let clock = ManualClock()
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
/// // … a touch goes down on a view with a long-press recognizer …
/// clock.advance(by: 0.5)   // the long press begins here, from its timer
/// ```
///
/// Advancing fires every timer that falls due, in deadline order, with ``now`` set to each timer's
/// deadline while its handler runs, so a handler that schedules another timer measures from the
/// right instant.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class ManualClock: GestureClock {
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, these
    // and the other small engine types add 16 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// The current time, in seconds.
    @exclusivity(unchecked) public private(set) var now: Double
    @exclusivity(unchecked) private var queue = TimerQueue()
    /// The thread whose calls are allowed (see `OwningThread`).
    private let owningThread = OwningThread()
    @exclusivity(unchecked) private var isAdvancing = false
    @exclusivity(unchecked) private var target: Double = 0

    /// At most this many timers fire in one call to ``advance(to:)``; any beyond stay pending for the
    /// next call. It stops a timer that keeps rescheduling itself at the same instant from hanging the
    /// caller. Our decision; no real gesture needs more than a handful.
    public static let maximumFiringsPerAdvance = 10_000

    /// Creates a clock reading `now` seconds.
    public init(now: Double = 0) {
        self.now = now
    }

    /// The number of timers waiting to fire.
    public var pendingTimerCount: Int { queue.count }

    /// The deadline of the earliest pending timer, if any.
    public var nextDeadline: Double? { queue.nextDeadline }

    public func schedule(at deadline: Double, _ handler: @escaping () -> Void) -> TimerToken {
        queue.insert(deadline: deadline.isNaN ? now : deadline, handler: handler)
    }

    public func cancel(_ token: TimerToken) {
        queue.remove(token)
    }

    /// Moves the clock forward by `seconds` (negative or non-finite amounts are ignored), firing the
    /// timers that fall due.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(to: now + seconds)
    }

    /// Moves the clock forward to `time` (a time in the past is ignored), firing the timers that fall
    /// due on the way in deadline order.
    ///
    /// Called from inside a timer handler, it extends the walk of the advance already under way
    /// instead of starting a second one.
    public func advance(to time: Double) {
        owningThread.check("ManualClock.advance")
        guard time.isFinite else { return }
        moveOn(to: time)
    }

    /// ``advance(to:)`` once its checks are passed; inline, since ``synchronize(to:)`` runs it on
    /// every event.
    @inline(__always)
    private func moveOn(to time: Double) {
        if isAdvancing {
            target = Swift.max(target, time)
            return
        }
        guard time >= now else { return }
        // Nothing pending (the usual case between touches of a gesture): nothing can fire.
        guard queue.count > 0 else {
            now = time
            return
        }
        fireTimers(until: time)
    }

    /// The walk over the timers that fall due, out of line: inlined, its frame cost every advance
    /// with nothing pending (one per event) 18 instructions.
    @inline(never)
    private func fireTimers(until time: Double) {
        isAdvancing = true
        target = time
        defer { isAdvancing = false }
        var fired = 0
        while fired < Self.maximumFiringsPerAdvance, let entry = queue.popDue(at: target) {
            now = Swift.max(now, entry.deadline)
            fired += 1
            entry.handler()
        }
        now = Swift.max(now, target)
    }

    public func synchronize(to timestamp: Double) {
        owningThread.check("ManualClock.synchronize")
        synchronizeOnOwningThread(to: timestamp)
    }

    /// ``synchronize(to:)`` for a caller that has checked that it runs on this clock's thread: the
    /// engine, on every event, when ``isOwned(by:)`` said the clock's thread is its own.
    @inline(__always)
    func synchronizeOnOwningThread(to timestamp: Double) {
        guard timestamp.isFinite, timestamp > now else { return }
        moveOn(to: timestamp)
    }

    /// Whether this clock belongs to the thread `thread` names.
    func isOwned(by thread: OwningThread) -> Bool {
        owningThread == thread
    }
}
