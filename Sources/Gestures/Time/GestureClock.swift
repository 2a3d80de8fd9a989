/// An opaque handle to a timer scheduled on a ``GestureClock``.
nonisolated public struct TimerToken: Hashable, Sendable {
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
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol GestureClock: AnyObject {
    /// The current time, in seconds.
    var now: Double { get }

    /// Runs `handler` once when the clock reaches `deadline` (seconds).
    ///
    /// Timers with equal deadlines fire in the order they were scheduled.
    func schedule(at deadline: Double, _ handler: @escaping () -> Void) -> TimerToken

    /// Cancels a timer; cancelling one that fired or was cancelled already does nothing.
    func cancel(_ token: TimerToken)

    /// Called by the engine just before it handles an input event stamped `timestamp`, so that
    /// timers due by then fire first, in order. A manual clock moves forward to `timestamp`; a real
    /// clock fires whatever is due.
    func synchronize(to timestamp: Double)
}

/// The pending timers of a clock, earliest deadline first (equal deadlines in the order they were
/// scheduled), shared by the clocks.
///
/// A binary heap: scheduling, cancelling and firing cost O(log n), so a window with a thousand
/// recognizers that each start and cancel a timer per touch stays linear. A cancelled timer is
/// only forgotten, and its entry dropped when it reaches the top (or when such entries outnumber
/// the pending ones, so memory stays bounded).
nonisolated struct TimerQueue {
    nonisolated struct Entry {
        var deadline: Double
        var sequence: UInt64
        var handler: () -> Void

        func precedes(_ other: Entry) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    /// The sequence numbers of timers scheduled and neither fired nor cancelled.
    private var pending: Set<UInt64> = []
    private var nextSequence: UInt64 = 1

    var count: Int { pending.count }

    var nextDeadline: Double? {
        mutating get {
            dropCancelledAtTop()
            return heap.first?.deadline
        }
    }

    mutating func insert(deadline: Double, handler: @escaping () -> Void) -> TimerToken {
        let sequence = nextSequence
        nextSequence += 1
        pending.insert(sequence)
        heap.append(Entry(deadline: deadline, sequence: sequence, handler: handler))
        siftUp(heap.count - 1)
        return TimerToken(raw: sequence)
    }

    mutating func remove(_ token: TimerToken) {
        pending.remove(token.raw)
        if pending.isEmpty {
            heap.removeAll(keepingCapacity: true)
        } else if heap.count > 2 * pending.count + 64 {
            // Cancelled timers behind a long-lived one would pile up: rebuild without them.
            heap.removeAll { !pending.contains($0.sequence) }
            for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        } else {
            dropCancelledAtTop()
        }
    }

    /// Removes and returns the earliest entry if it is due at `time`.
    mutating func popDue(at time: Double) -> Entry? {
        dropCancelledAtTop()
        guard let first = heap.first, first.deadline <= time else { return nil }
        pending.remove(first.sequence)
        return popTop()
    }

    private mutating func dropCancelledAtTop() {
        while let first = heap.first, !pending.contains(first.sequence) { _ = popTop() }
    }

    private mutating func popTop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, heap[left].precedes(heap[first]) { first = left }
            if right < heap.count, heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
