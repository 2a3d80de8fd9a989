/// An opaque handle to a timer scheduled on a ``GestureClock``.
public struct TimerToken: Hashable, Sendable {
    @usableFromInline let raw: UInt64

    @usableFromInline init(raw: UInt64) { self.raw = raw }
}

/// The time seam: where the engine reads the time and asks for timers.
///
/// Nothing in `Gestures` reads a system clock. Recognizers that need time (a long press's
/// minimum duration, the interval between the taps of a double tap) ask their window's clock for a
/// timer, and the clock calls back when the deadline passes. Tests and replays use ``ManualClock``,
/// which moves only when told to; apps use ``MonotonicClock`` and call
/// ``MonotonicClock/fireDueTimers()`` from their run loop.
///
/// All times are seconds on one monotonic time base, the same base as the timestamps of the
/// ``InputEvent``s the host sends.
@MainActor
public protocol GestureClock: AnyObject {
    /// The current time, in seconds.
    var now: Double { get }

    /// Runs `handler` once when the clock reaches `deadline` (seconds).
    ///
    /// Timers with equal deadlines fire in the order they were scheduled.
    func schedule(at deadline: Double, _ handler: @escaping @MainActor () -> Void) -> TimerToken

    /// Cancels a timer; cancelling one that fired or was cancelled already does nothing.
    func cancel(_ token: TimerToken)

    /// Called by the engine just before it handles an input event stamped `timestamp`, so that
    /// timers due by then fire first, in order. A manual clock moves forward to `timestamp`; a real
    /// clock fires whatever is due.
    func synchronize(to timestamp: Double)
}

/// A deadline-ordered list of timers, shared by the clocks.
struct TimerQueue {
    struct Entry {
        var deadline: Double
        var sequence: UInt64
        var handler: @MainActor () -> Void
    }

    private(set) var entries: [Entry] = []
    private var nextSequence: UInt64 = 1

    var nextDeadline: Double? { entries.first?.deadline }
    var count: Int { entries.count }

    mutating func insert(deadline: Double, handler: @escaping @MainActor () -> Void) -> TimerToken {
        let sequence = nextSequence
        nextSequence += 1
        // Keep (deadline, sequence) order: the new entry goes after every entry due no later.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
        }
        entries.insert(Entry(deadline: deadline, sequence: sequence, handler: handler), at: low)
        return TimerToken(raw: sequence)
    }

    mutating func remove(_ token: TimerToken) {
        if let index = entries.firstIndex(where: { $0.sequence == token.raw }) {
            entries.remove(at: index)
        }
    }

    /// Removes and returns the earliest entry if it is due at `time`.
    mutating func popDue(at time: Double) -> Entry? {
        guard let first = entries.first, first.deadline <= time else { return nil }
        return entries.removeFirst()
    }
}
