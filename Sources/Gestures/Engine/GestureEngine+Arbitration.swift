extension GestureEngine {
    // MARK: Settling a pass

    /// Step 3 of a pass: arbitrate every assignment, conclude recognizers whose touches are gone,
    /// release or fail held recognizers, break requirement cycles and send actions, until nothing
    /// moves (or the round limit is hit).
    func settle() {
        var rounds = 0
        while true {
            processAssignments()
            if mayHaveAbandoned {
                mayHaveAbandoned = false
                concludeAbandoned()
                processAssignments()
            }
            var progressed = heldCount > 0 ? releaseHeld() : false
            if !progressed, breakRequirementCycle() {
                progressed = true
            }
            if actionQueue.isEmpty && dirty.isEmpty && !progressed { return }
            if !actionQueue.isEmpty {
                rounds += 1
                if rounds > GestureConstants.maximumActionRounds {
                    report(.misuse("actions kept changing states for \(GestureConstants.maximumActionRounds) rounds; \(actionQueue.count) actions dropped"))
                    actionQueue.removeAll()
                    processAssignments()
                    return
                }
                deliverActions()
            }
        }
    }

    /// Arbitrates the pending state assignments, in the order they were made.
    func processAssignments() {
        var index = 0
        while index < dirty.count {
            let recognizer = dirty[index]
            index += 1
            recognizer.isDirty = false
            process(recognizer)
        }
        dirty.clearKeepingCapacity()
    }

    /// Arbitrates one recognizer's assignment: the difference between the state it now has and the
    /// state the engine last accounted for.
    private func process(_ recognizer: GestureRecognizer) {
        guard recognizer.heldState == nil else { return }  // held: decided by `releaseHeld`
        let current = recognizer.storedState
        switch recognizer.reportedState {
        case .possible:
            switch current {
            case .possible:
                return
            case .failed, .cancelled:
                commitFailure(recognizer)
            case .began, .changed, .ended:
                attempt(recognizer, requesting: current, fromHold: false)
            }
        case .began, .changed:
            switch current {
            case .changed, .ended, .cancelled:
                commit(recognizer, current)
            case .failed:
                commit(recognizer, .cancelled)
            case .possible, .began:
                return
            }
        case .ended, .cancelled, .failed:
            return
        }
    }

    /// Records an accepted transition and queues the action it sends.
    func commit(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let from = recognizer.reportedState
        recognizer.reportedState = state
        recognizer.storedState = state
        report(.transition(recognizer, from: from, to: state))
        enqueueAction(recognizer, state)
        if state.isTerminal {
            recognizer.cancelAllTimers()
            needsResetCheck = true
        }
    }

    /// Records a failure: no action is sent.
    func commitFailure(_ recognizer: GestureRecognizer) {
        let from = recognizer.reportedState
        guard !from.isTerminal else { return }
        recognizer.heldState = nil
        recognizer.storedState = .failed
        recognizer.reportedState = .failed
        report(.transition(recognizer, from: from, to: .failed))
        recognizer.cancelAllTimers()
        needsResetCheck = true
    }

    private func fail(_ recognizer: GestureRecognizer, _ diagnostic: @autoclosure () -> Diagnostic.Event) {
        report(diagnostic())
        commitFailure(recognizer)
    }

    /// Queues the action of a transition. A recognizer that reaches `.changed` again before its
    /// queued `.changed` action went out (two assignments in one touch method) gets one action for
    /// both: as in UIKit, actions go out once the event has been processed, not per assignment.
    func enqueueAction(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        if recognizer.isQueuedForAction, let last = actionQueue.last(where: { $0.recognizer === recognizer }),
           last.state == state {
            return
        }
        recognizer.isQueuedForAction = true
        actionQueue.append((recognizer, state))
    }

    /// Sends the queued actions, each reporting the state of its transition.
    private func deliverActions() {
        swap(&actionQueue, &actionQueueSpare)
        for (recognizer, _) in actionQueueSpare { recognizer.isQueuedForAction = false }
        for (recognizer, state) in actionQueueSpare {
            let final = recognizer.storedState
            // A recognizer that went through two states in one round (began, then ended) reports
            // each in turn.
            let swapped = final != state
            if swapped { recognizer.storedState = state }
            report(.action(recognizer, state))
            recognizer.sendActions()
            // Put the later state back. An assignment made from this earlier action cannot revive
            // a recognizer that has already finished: against the state it really has, it comes
            // too late and is void.
            if swapped && (recognizer.storedState == state || final.isTerminal) { recognizer.storedState = final }
        }
        actionQueueSpare.clearKeepingCapacity()
    }

    // MARK: Leaving `possible`

    /// A recognizer asks to leave `possible` for `requested`. In order: recognizers already running
    /// that exclude it, its failure requirements, then `gestureRecognizerShouldBegin` (the touched
    /// views', then the delegate's).
    private func attempt(_ recognizer: GestureRecognizer, requesting requested: GestureRecognizer.State, fromHold: Bool) {
        if recognizer.requestOrder == 0 {
            requestCounter &+= 1
            recognizer.requestOrder = requestCounter
        }
        guard recognizer.isEnabled, recognizer.node != nil else {
            recognizer.storedState = .failed
            fail(recognizer, .concluded(recognizer, .failed, reason: recognizer.isEnabled ? "not attached to a view" : "disabled"))
            return
        }
        // Delegates and subclass hooks are asked below; one may change this recognizer (remove its
        // view, disable it, assign a state). That change marked it for arbitration again, and the
        // attempt in flight gives way to it.
        let stateBefore = recognizer.storedState
        for running in engaged where running !== recognizer && running.reportedState.isRunning {
            if excludes(running, recognizer) {
                guard recognizer.storedState == stateBefore else { return }
                fail(recognizer, .excluded(recognizer, by: running))
                return
            }
        }
        let required = requirements(of: recognizer)
        guard recognizer.storedState == stateBefore else { return }
        var waitingFor: [GestureRecognizer] = []
        for required in required {
            switch required.reportedState {
            case .failed:
                continue
            case .began, .changed, .ended, .cancelled:
                fail(recognizer, .requirementRecognized(recognizer, required: required))
                return
            case .possible:
                waitingFor.append(required)
            }
        }
        if !waitingFor.isEmpty {
            recognizer.heldState = requested
            if requested != .ended { recognizer.heldAsContinuous = true }
            recognizer.storedState = .possible
            if !fromHold {
                heldCount += 1
                report(.waiting(recognizer, for: waitingFor))
            }
            return
        }
        recognizer.heldState = nil
        if fromHold { report(.released(recognizer)) }
        if !shouldBegin(recognizer) { return }
        // A delegate may have changed the recognizer meanwhile.
        guard recognizer.storedState == stateBefore else { return }
        guard recognizer.reportedState == .possible, recognizer.isEnabled, recognizer.node != nil else {
            if recognizer.reportedState == .possible { commitFailure(recognizer) }
            return
        }
        recognize(recognizer, requested: requested, released: fromHold)
    }

    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        var asked: [ObjectIdentifier] = []
        for touch in recognizer.sequenceTouches {
            guard let node = touch.hitNode else { continue }
            let id = ObjectIdentifier(node)
            if asked.contains(id) { continue }
            asked.append(id)
            if !node.gestureRecognizerShouldBegin(recognizer) {
                recognizer.storedState = .failed
                fail(recognizer, .shouldBeginDenied(recognizer, byView: true))
                return false
            }
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.storedState = .failed
            fail(recognizer, .shouldBeginDenied(recognizer, byView: false))
            return false
        }
        return true
    }

    /// The recognizer recognizes: announce it, exclude the recognizers it prevents, fail those that
    /// required it to fail, and cancel its touches in their views.
    private func recognize(_ recognizer: GestureRecognizer, requested: GestureRecognizer.State, released: Bool) {
        if released { recognizer.recognitionReleased() }
        if requested == .ended {
            if recognizer.heldAsContinuous {
                // A continuous gesture that began and ended while held: both are announced.
                commit(recognizer, .began)
            }
            commit(recognizer, .ended)
        } else {
            commit(recognizer, .began)
        }
        recognizer.heldAsContinuous = false

        for other in engaged where other !== recognizer && other.reportedState == .possible {
            if requires(other, recognizer) {
                fail(other, .requirementRecognized(other, required: recognizer))
            } else if excludes(recognizer, other) {
                fail(other, .excluded(other, by: recognizer))
            }
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.sequenceTouches {
                touch.delivery.cancelledByRecognizer = true
            }
        }
    }

    // MARK: Relations between recognizers

    /// Whether `winner`, recognizing, makes `other` fail: their views are the same or one contains
    /// the other, neither opted out through `canPrevent`/`canBePrevented`, and neither delegate
    /// allows them to recognize together. A recognizer that requires the winner to fail is left to
    /// the requirement rule instead.
    func excludes(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard related(winner, other), !requires(other, winner) else { return false }
        guard winner.runCanPrevent(other), other.runCanBePrevented(by: winner) else { return false }
        return !simultaneous(winner, other)
    }

    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return false
    }

    /// Whether the two recognizers' views are the same view or one contains the other.
    func related(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard let nodeA = a.node, let nodeB = b.node else { return false }
        if nodeA === nodeB { return true }
        // Recognizers that share a touch sit on one chain from the hit view to the root.
        for touch in a.sequenceTouches where b.sequenceTouches.contains(where: { $0 === touch }) {
            return true
        }
        return nodeA.isDescendant(ofNode: nodeB) || nodeB.isDescendant(ofNode: nodeA)
    }

    /// The engaged recognizers `recognizer` must wait for: those given to `require(toFail:)` and
    /// those the class hooks and delegates ask for (computed once per change of the engaged set).
    /// Recognizers not taking part in the current touches are not waited for.
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        refreshDynamicRequirements(of: recognizer)
        var result: [GestureRecognizer] = []
        for weak in recognizer.explicitRequirements {
            guard let other = weak.value, other.isEngaged, other !== recognizer,
                  !recognizer.waivedRequirements.contains(ObjectIdentifier(other)) else { continue }
            result.append(other)
        }
        for other in recognizer.dynamicRequirements
        where !recognizer.waivedRequirements.contains(ObjectIdentifier(other))
            && !result.contains(where: { $0 === other }) && other.isEngaged {
            result.append(other)
        }
        return result
    }

    /// Whether `recognizer` must wait for `other` to fail.
    func requires(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard other.isEngaged, !recognizer.waivedRequirements.contains(ObjectIdentifier(other)) else { return false }
        if recognizer.explicitRequirements.contains(where: { $0.value === other }) { return true }
        refreshDynamicRequirements(of: recognizer)
        return recognizer.dynamicRequirements.contains { $0 === other }
    }

    private func refreshDynamicRequirements(of recognizer: GestureRecognizer) {
        guard recognizer.dynamicRequirementsEpoch != engagementEpoch else { return }
        recognizer.dynamicRequirementsEpoch = engagementEpoch
        recognizer.dynamicRequirements.clearKeepingCapacity()
        for other in engaged where other !== recognizer {
            if recognizer.runShouldRequireFailure(of: other) || other.runShouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                recognizer.dynamicRequirements.append(other)
            }
        }
    }

    // MARK: Held recognizers

    /// Re-examines every held recognizer; returns whether any left the hold. Counts the ones still
    /// held, so that looking for cycles costs nothing when none are.
    private func releaseHeld() -> Bool {
        var progressed = false
        var stillHeld = 0
        for recognizer in engaged {
            guard let requested = recognizer.heldState else { continue }
            attempt(recognizer, requesting: requested, fromHold: true)
            if recognizer.heldState == nil {
                progressed = true
                // Released after its touches lifted: running with nothing left to end it.
                if recognizer.tracked.isEmpty { mayHaveAbandoned = true }
            } else {
                stillHeld += 1
            }
        }
        heldCount = stillHeld
        return progressed
    }

    /// When held recognizers wait on one another in a cycle, none can ever move. The cycle is
    /// broken deterministically: the member that asked to recognize first stops waiting for the
    /// other members (for the rest of this gesture), and the cycle is reported.
    private func breakRequirementCycle() -> Bool {
        guard heldCount >= 2 else { return false }
        let held = engaged.filter { $0.heldState != nil }
        guard held.count >= 2 else { return false }
        // Depth-first search on the wait-for graph restricted to held recognizers.
        var state: [ObjectIdentifier: Int] = [:]  // 1 on the path, 2 done
        var path: [GestureRecognizer] = []
        func visit(_ node: GestureRecognizer) -> [GestureRecognizer]? {
            state[ObjectIdentifier(node)] = 1
            path.append(node)
            for next in requirements(of: node) where next.heldState != nil {
                switch state[ObjectIdentifier(next)] {
                case 1:
                    let start = path.firstIndex { $0 === next }!
                    return Array(path[start...])
                case nil:
                    if let cycle = visit(next) { return cycle }
                default:
                    break
                }
            }
            path.removeLast()
            state[ObjectIdentifier(node)] = 2
            return nil
        }
        for start in held.sorted(by: { $0.requestOrder < $1.requestOrder }) where state[ObjectIdentifier(start)] == nil {
            guard let cycle = visit(start) else { continue }
            let first = cycle.min { $0.requestOrder < $1.requestOrder }!
            for member in cycle where member !== first {
                first.waivedRequirements.append(ObjectIdentifier(member))
            }
            report(.requirementCycle(cycle, proceeding: first))
            _ = releaseHeld()
            return true
        }
        return false
    }

    // MARK: Recognizers left behind

    /// A recognizer whose touches have all ended, with no timer pending, can no longer learn
    /// anything: if it is still `possible` it fails, and if it is still running it is cancelled.
    /// (UIKit leaves this to each recognizer; the built-in ones always decide. Custom ones that
    /// forget would otherwise wedge their failure-requirement group forever.) Touches it ignored
    /// count as ended here: a recognizer that ignored all of them concludes the same way.
    private func concludeAbandoned() {
        for recognizer in engaged
        where recognizer.tracked.isEmpty && recognizer.timers.isEmpty && recognizer.hasReceivedTouches
            && recognizer.heldState == nil && !recognizer.isDirty {
            switch recognizer.reportedState {
            case .possible where recognizer.storedState == .possible:
                recognizer.storedState = .failed
                fail(recognizer, .concluded(recognizer, .failed, reason: "still possible after its touches ended"))
            case .began, .changed:
                guard recognizer.storedState.isRunning else { continue }
                report(.concluded(recognizer, .cancelled, reason: "still running after its touches ended"))
                commit(recognizer, .cancelled)
            default:
                continue
            }
        }
    }
}
