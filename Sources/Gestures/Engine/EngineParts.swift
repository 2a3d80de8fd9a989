// The parts a `GestureEngine` owns, each a value with one job. None of their methods calls user
// code, so the engine can mutate them in place while it is in the middle of a pass.

/// The touches an engine knows: those down, and those lifted but not yet settled with their node.
struct TouchTable: ~Copyable {
    /// In the order they landed.
    var live: [Touch] = []
    /// The touches that changed in the current event, in sample order (held by ``live``).
    var changed = PassList<Touch>()
    /// The timestamp of the last event taken, for refusing time that goes backwards.
    var lastTimestamp = -Double.infinity
    /// The last lifted touch, for counting taps.
    var lastLift: (location: Point, time: Double, tapCount: Int)?
    /// The emptied lists of recognizers of pruned touches, for new touches (see ``prune()``).
    var spareEntries: [[Touch.Entry]] = []
    /// How many of ``live`` are not settled with their node yet (``NodeDelivery/isSettled``): the
    /// delivery step has nothing to do when none is, as on every update of a gesture that
    /// cancelled its touches in the view. Counted up as a touch lands, down as it settles, the one
    /// way each goes (a settled touch never unsettles, and only settled ones are pruned).
    var unsettledCount = 0

    /// Where in ``live`` the touch with this identifier that is down is, if any.
    func downIndex(withID id: Int) -> Int? {
        var index = 0
        while index < live.count {
            if live[index].identifier == id && live[index].isDown { return index }
            index += 1
        }
        return nil
    }

    var downCount: Int { live.reduce(0) { $0 + ($1.isDown ? 1 : 0) } }

    /// Records that `touch` changed in the pass stamped `stamp`, in `phase`.
    mutating func markChanged(_ touch: Touch, _ phase: PhaseSet, stamp: UInt64) {
        if touch.lastChangeStamp != stamp {
            touch.lastChangeStamp = stamp
            touch.eventPhases = []
            changed.append(touch)
        }
        touch.eventPhases.insert(phase)
    }

    /// Forgets touches that are over for everyone: lifted, and settled with their node.
    mutating func prune() {
        var kept = 0
        for index in live.indices {
            let touch = live[index]
            if !touch.isDown && touch.delivery.isSettled {
                // Its list of recognizers is of no more use: emptied (letting go of them), its
                // storage serves the next touch to land.
                if spareEntries.count < GestureConstants.maximumSimultaneousTouches {
                    var entries = touch.entries
                    touch.entries = []
                    entries.removeAll(keepingCapacity: true)
                    spareEntries.append(entries)
                } else {
                    touch.entries = []
                }
                continue
            }
            if kept != index { live.swapAt(kept, index) }
            kept += 1
        }
        live.removeLast(live.count - kept)
    }

    /// Empty storage for a new touch's list of recognizers: a pruned touch's, if there is one.
    mutating func takeSpareEntries() -> [Touch.Entry] {
        spareEntries.popLast() ?? []
    }
}

/// The touches of one phase set, sorted into a bucket per phase: what a recognizer or a node gets
/// in one event. The buckets keep their capacity from event to event.
struct PhaseBuckets {
    var began: [Touch] = []
    var moved: [Touch] = []
    var ended: [Touch] = []
    var cancelled: [Touch] = []

    var isEmpty: Bool { began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty }

    /// The bucket of one phase.
    subscript(phase: Touch.Phase) -> [Touch] {
        switch phase {
        case .began: began
        case .moved, .stationary: moved
        case .ended: ended
        case .cancelled: cancelled
        }
    }

    /// Adds `touch` to the bucket of each phase in `phases` (a moved touch only while `movedCounts`).
    mutating func add(_ touch: Touch, phases: PhaseSet, movedCounts: Bool = true) {
        if phases.contains(.began) { began.append(touch) }
        if phases.contains(.moved) && movedCounts { moved.append(touch) }
        if phases.contains(.ended) { ended.append(touch) }
        if phases.contains(.cancelled) { cancelled.append(touch) }
    }

    mutating func clear() {
        began.clearKeepingCapacity()
        moved.clearKeepingCapacity()
        ended.clearKeepingCapacity()
        cancelled.clearKeepingCapacity()
    }
}

/// The actions waiting to be sent, each with the state it announces, in the order the transitions
/// happened. The engine sends them in batches: the actions queued while a batch is sent (by the
/// targets' own changes) wait for the next one.
///
/// Ownership: the recognizers are listed without counting references (``ScratchBuffer``); an
/// action is queued only for an engaged recognizer, which `GestureEngine.engaged` owns, and the
/// queue is empty by the time a pass resets recognizers (checked between passes in debug builds).
struct ActionQueue: ~Copyable {
    struct Entry {
        let recognizer: Unmanaged<GestureRecognizer>
        let state: GestureRecognizer.State
    }

    /// The batch being sent (before `batchEnd`), then the actions queued since.
    private(set) var entries = ScratchBuffer<Entry>()
    private var batchEnd = 0

    var isEmpty: Bool { entries.count == batchEnd }
    var count: Int { entries.count - batchEnd }

    /// Queues the action of a transition. A recognizer that reaches `.changed` again before its
    /// queued `.changed` action went out (two assignments in one touch method) gets one action for
    /// both: as in UIKit, actions go out once the event has been processed, not per assignment.
    mutating func enqueue(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let reference = Unmanaged.passUnretained(recognizer)
        if recognizer.engagement.participation.isQueuedForAction {
            var index = entries.count - 1
            while index >= batchEnd && entries[index].recognizer.toOpaque() != reference.toOpaque() { index -= 1 }
            if index >= batchEnd && entries[index].state == state { return }
        }
        recognizer.engagement.participation.setQueuedForAction(true)
        entries.append(Entry(recognizer: reference, state: state))
    }

    /// Makes every queued action the batch to send, read with ``entries``; returns its size.
    mutating func beginBatch() -> Int {
        batchEnd = entries.count
        for index in 0..<batchEnd {
            withLent(entries[index].recognizer) { $0.engagement.participation.setQueuedForAction(false) }
        }
        return batchEnd
    }

    /// The batch is sent: forgets it, keeping what was queued meanwhile.
    mutating func endBatch() {
        entries.removeFirst(batchEnd)
        batchEnd = 0
    }

    /// Drops every queued action, unsent.
    mutating func dropAll() {
        for index in batchEnd..<entries.count {
            withLent(entries[index].recognizer) { $0.engagement.participation.setQueuedForAction(false) }
        }
        entries.removeLast(from: batchEnd)
    }
}

/// A first-in first-out list of work that is consumed while more is added: taken items stay in
/// place until every item is taken, so adding and taking never shift the array.
nonisolated struct WorkList<Element> {
    private var items: [Element] = []
    /// Items before the cursor have been taken.
    private var cursor = 0

    var pendingCount: Int { items.count - cursor }
    var isEmpty: Bool { cursor == items.count }
    /// The last item not yet taken.
    var lastPending: Element? { cursor < items.count ? items[items.count - 1] : nil }

    mutating func append(_ item: Element) { items.append(item) }

    /// The next item; the list empties itself (keeping its capacity) once every item is taken.
    mutating func next() -> Element? {
        guard cursor < items.count else {
            if cursor > 0 {
                items.clearKeepingCapacity()
                cursor = 0
            }
            return nil
        }
        cursor += 1
        return items[cursor - 1]
    }

    /// Drops every item not yet taken; returns how many.
    mutating func removeAll() -> Int {
        let dropped = pendingCount
        items.clearKeepingCapacity()
        cursor = 0
        return dropped
    }
}

/// Whether the engine is in a pass, and the work that arrived re-entrantly meanwhile (an action
/// that sends an event, a timer that fires while a touch method runs).
struct PassQueue {
    nonisolated enum Work {
        case input(InputEvent)
        case timer(GestureRecognizer, tag: Int, generation: UInt32)
        case settle
    }

    nonisolated enum State {
        case idle
        /// A pass runs; `pending` waits its turn, first in first out.
        case dispatching
    }

    private(set) var state = State.idle
    private var pending = WorkList<Work>()

    var isDispatching: Bool { if case .dispatching = state { true } else { false } }

    mutating func begin() { state = .dispatching }
    mutating func end() { state = .idle }

    /// Queues work for after the current pass; false when the queue is full.
    mutating func enqueue(_ work: Work) -> Bool {
        guard pending.pendingCount < GestureConstants.maximumQueuedWork else { return false }
        pending.append(work)
        return true
    }

    mutating func next() -> Work? { pending.next() }

    /// Whether any work waits (`next()` would return some).
    var hasPending: Bool { !pending.isEmpty }

    /// Drops everything queued; returns how much.
    mutating func dropAll() -> Int { pending.removeAll() }
}

/// Work a pass may owe after its main steps, noted when something happens that can call for it.
nonisolated struct FollowUps: OptionSet {
    let rawValue: UInt8

    /// A touch ended, a timer fired, a node left or a touch was ignored: look for recognizers
    /// left with no touches and nothing pending.
    static let concludeAbandoned = FollowUps(rawValue: 1 << 0)
    /// A recognizer reached a terminal state: look for groups that can reset.
    static let resetFinished = FollowUps(rawValue: 1 << 1)
    /// A touch was settled with its node: forget touches that are over.
    static let pruneTouches = FollowUps(rawValue: 1 << 2)

    /// Clears `item` and returns whether it was set.
    mutating func take(_ item: FollowUps) -> Bool {
        remove(item) != nil
    }
}

/// The diagnostics observers of an engine.
struct Observers {
    private(set) var handlers: [(token: ObserverToken, handler: (Diagnostic) -> Void)] = []
    private var counter = 0

    var isEmpty: Bool { handlers.isEmpty }

    mutating func add(_ handler: @escaping (Diagnostic) -> Void) -> ObserverToken {
        counter += 1
        let token = ObserverToken(raw: counter)
        handlers.append((token, handler))
        return token
    }

    mutating func remove(_ token: ObserverToken) {
        handlers.removeAll { $0.token == token }
    }

    mutating func removeAll() {
        handlers.removeAll()
    }
}
