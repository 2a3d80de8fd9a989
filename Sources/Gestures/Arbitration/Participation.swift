/// A recognizer's part in the current gesture, as its engine accounts for it: the one value from
/// which the public ``GestureRecognizer/state`` is derived.
///
/// The legal lifetimes of ``Phase``, guarded by the mutating methods below (the only writers):
///
/// ```
/// idle ──engage──▶ deciding ──recognize──▶ running(began) ──▶ running(changed)* ──▶ finished(ended | cancelled)
///                     │  ▲                      (a discrete gesture: deciding ──▶ finished(ended))
///                     │  └──── fail (while held) ─────┐
///                     ├──hold──▶ held(asked, …) ──release──▶ running / finished(ended)
///                     └──fail──▶ finished(failed)
/// finished ──reset──▶ idle                    any phase ──reset──▶ idle
/// ```
///
/// Besides its phase, a recognizer may have an assignment the engine has not arbitrated yet
/// (``pending``: what a subclass, a delegate or app code set ``GestureRecognizer/state`` to), and an
/// action being sent (``announcing``). The public state reads the pending assignment first, then
/// the announced state while its action runs, then the phase's state; a held recognizer reads
/// `possible`, and so does one being asked whether it should begin.
nonisolated struct Participation {
    nonisolated enum Phase: Equatable {
        /// Not taking part in any gesture: no touches, no state since the last reset.
        case idle
        /// Taking part and still `possible`.
        case deciding
        /// Asked to recognize and waits for recognizers it requires to fail. `asked` is the state
        /// it wants (`began`, `changed` or `ended`); `throughBegan` says the transition went through
        /// `began`, so a held `ended` is announced as `began` then `ended`.
        case held(asked: GestureRecognizer.State, throughBegan: Bool)
        /// A continuous gesture under way: `began` or `changed` has been accounted for.
        case running(GestureRecognizer.State)
        /// Over: `ended`, `cancelled` or `failed` has been accounted for; waits to be reset.
        case finished(GestureRecognizer.State)

        /// The state arbitration and the targets know of.
        var state: GestureRecognizer.State {
            switch self {
            case .idle, .deciding, .held: .possible
            case let .running(state), let .finished(state): state
            }
        }
    }

    /// What the engine must do about an assignment.
    nonisolated enum AssignmentStep: Equatable {
        /// Nothing to arbitrate (a repeated assignment, or one folded into a hold).
        case none
        /// The assignment waits in ``pending``; arbitrate it.
        case arbitrate
        /// The assignment is illegal and ignored.
        case ignored
    }

    /// What arbitrating the pending assignment asks for.
    nonisolated enum ArbitrationStep: Equatable {
        case none
        /// Ask to leave `possible` for this state.
        case attempt(GestureRecognizer.State)
        /// Account for this transition of a running gesture.
        case commit(GestureRecognizer.State)
        /// Account for a failure (no action).
        case fail
    }

    private(set) var phase: Phase = .idle
    /// An assignment not yet arbitrated.
    private(set) var pending: GestureRecognizer.State?
    /// The state whose action is being sent, while its targets run.
    private(set) var announcing: GestureRecognizer.State?
    /// Whether an action of this recognizer waits in the engine's action queue.
    private(set) var isQueuedForAction = false
    /// Its identity in the arena for this engagement (0: not engaged).
    private(set) var member: Arena.Member = 0
    /// When the recognizer first asked to recognize in the current gesture, for breaking
    /// requirement cycles (0: not yet).
    private(set) var requestOrder: UInt64 = 0

    /// The public state.
    var state: GestureRecognizer.State { pending ?? announcing ?? phase.state }

    /// The state assignments are corrected from: the latest one, whatever action is being sent.
    var current: GestureRecognizer.State { pending ?? phase.state }

    var isEngaged: Bool { phase != .idle }
    var isHeld: Bool { if case .held = phase { true } else { false } }

    /// Whether the recognizer still takes touches: neither over nor assigned an end.
    var isReceivingTouches: Bool {
        if case .finished = phase { return false }
        return !(pending?.isTerminal ?? false)
    }

    /// Over, with nothing left to arbitrate or announce: ready to be reset.
    var isFinished: Bool {
        if case .finished = phase { return pending == nil && !isQueuedForAction }
        return false
    }

    // MARK: Transitions

    /// Starts taking part, as the arena member numbered `member`.
    mutating func engage(as member: Arena.Member) {
        guard phase == .idle else { return }
        phase = .deciding
        self.member = member
    }

    /// A correction of an assignment: what the recognizer was in, and what applies instead of the
    /// requested state (nil: nothing, the assignment is ignored).
    nonisolated struct Correction: Equatable {
        var from: GestureRecognizer.State
        var applied: GestureRecognizer.State?
    }

    /// A state was assigned. Applies UIKit's correction (``GestureRecognizer/State/corrected(from:assigning:)``)
    /// and returns what the engine must do, with the correction made when the assignment was not
    /// taken as it was.
    mutating func assign(_ requested: GestureRecognizer.State) -> (step: AssignmentStep, correction: Correction?) {
        if case let .held(asked, throughBegan) = phase {
            guard let next = GestureRecognizer.State.corrected(from: asked, assigning: requested) else {
                return (.ignored, asked != requested ? Correction(from: asked, applied: nil) : nil)
            }
            let correction = next != requested ? Correction(from: asked, applied: next) : nil
            if next == .cancelled || next == .failed {
                phase = .deciding
                pending = .failed
                return (.arbitrate, correction)
            }
            phase = .held(asked: next, throughBegan: throughBegan || next != .ended)
            return (.none, correction)
        }
        let from = current
        guard let next = GestureRecognizer.State.corrected(from: from, assigning: requested) else {
            return (.ignored, from != requested ? Correction(from: from, applied: nil) : nil)
        }
        let correction = next != requested ? Correction(from: from, applied: next) : nil
        if next == from && next != .changed { return (.none, correction) }
        pending = next
        return (.arbitrate, correction)
    }

    /// ``assign(_:)`` of `changed` to a gesture under way with nothing pending, the one
    /// assignment of every update: it needs no correction and waits to be arbitrated. False (and
    /// nothing done) in any other phase, or with an assignment already pending.
    @inline(__always)
    mutating func assignRunningChange() -> Bool {
        guard pending == nil, case .running = phase else { return false }
        pending = .changed
        return true
    }

    /// The engine ends the recognizer's part from outside (disabled, removed, its view left):
    /// a gesture running as far as its targets know is cancelled, any other fails. Returns the
    /// state it concludes with, or nil when it has nothing to conclude.
    mutating func abandon() -> GestureRecognizer.State? {
        guard isEngaged || pending != nil else { return nil }
        guard !current.isTerminal else { return nil }
        let target: GestureRecognizer.State = phase.state.isRunning ? .cancelled : .failed
        if isHeld { phase = .deciding }
        pending = target
        return target
    }

    /// Takes the pending assignment for arbitration.
    mutating func takePending() -> ArbitrationStep {
        guard let assigned = pending, !isHeld else { return .none }
        pending = nil
        switch phase.state {
        case .possible:
            switch assigned {
            case .possible: return .none
            case .failed, .cancelled: return .fail
            case .began, .changed, .ended: return .attempt(assigned)
            }
        case .began, .changed:
            switch assigned {
            case .changed, .ended, .cancelled: return .commit(assigned)
            case .failed: return .commit(.cancelled)
            case .possible, .began: return .none
            }
        case .ended, .cancelled, .failed:
            return .none
        }
    }

    /// The recognizer asked to leave `possible` and must wait.
    mutating func hold(asking asked: GestureRecognizer.State, throughBegan: Bool) {
        phase = .held(asked: asked, throughBegan: throughBegan || asked != .ended)
    }

    /// Whether something assigned a state while the engine was deciding a request (a delegate or
    /// hook it asked): the request in flight gives way to that assignment.
    var changedDuringAttempt: Bool { pending != nil }

    /// Leaves a hold to be decided again (released, or to ask whether it should begin).
    /// Returns what it had asked for and whether that went through `began`.
    mutating func unhold() -> (asked: GestureRecognizer.State, throughBegan: Bool)? {
        guard case let .held(asked, throughBegan) = phase else { return nil }
        phase = .deciding
        return (asked, throughBegan)
    }

    /// Accounts for an accepted transition; returns the state it came from.
    @discardableResult
    mutating func commit(_ state: GestureRecognizer.State) -> GestureRecognizer.State {
        let from = phase.state
        pending = nil
        phase = state.isTerminal ? .finished(state) : .running(state)
        return from
    }

    /// Accounts for a failure; returns the state it came from, or nil if it was over already.
    mutating func fail() -> GestureRecognizer.State? {
        let from = phase.state
        guard !from.isTerminal else { return nil }
        pending = nil
        phase = .finished(.failed)
        return from
    }

    // MARK: Bookkeeping beside the phase

    /// Stamps the first request to leave `possible` in this gesture with a number `order` gives
    /// (later requests keep the first stamp, and `order` is not called for them).
    mutating func stampRequest(_ order: () -> UInt64) {
        if requestOrder == 0 { requestOrder = order() }
    }

    /// An action announcing a state was queued (true) or taken from the queue to be sent (false).
    mutating func setQueuedForAction(_ queued: Bool) {
        isQueuedForAction = queued
    }

    /// The action announcing `state` is being sent (nil: it has been sent).
    mutating func announce(_ state: GestureRecognizer.State?) {
        announcing = state
    }

    /// Back to the start, for the next gesture.
    mutating func reset() {
        self = Participation()
    }
}
