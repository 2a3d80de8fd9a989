extension GestureEngine {
    // MARK: Settling a pass

    /// Step 3 of a pass: arbitrate every assignment, conclude recognizers whose touches are gone,
    /// release or fail held recognizers, break requirement cycles and send actions, until nothing
    /// moves (or the round limit is hit).
    func settle() {
        var rounds = 0
        while true {
            processAssignments()
            if followUps.take(.concludeAbandoned) {
                concludeAbandoned()
                processAssignments()
            }
            var progressed = heldCount > 0 ? releaseHeld() : false
            if !progressed, breakRequirementCycle() {
                progressed = true
            }
            if actions.isEmpty && assignments.isEmpty && !progressed { return }
            if !actions.isEmpty {
                rounds += 1
                if rounds > GestureConstants.maximumActionRounds {
                    report(.misuse("actions kept changing states for \(GestureConstants.maximumActionRounds) rounds; \(actions.count) actions dropped"))
                    actions.dropAll()
                    processAssignments()
                    return
                }
                deliverActions()
            }
        }
    }

    /// Arbitrates the pending state assignments, in the order they were made.
    ///
    /// Called after every touch method and in every round of settling, most often with nothing to
    /// do: that check is inlined, the work is not.
    @inline(__always)
    func processAssignments() {
        if !assignments.isEmpty { processPendingAssignments() }
    }

    @inline(never)
    private func processPendingAssignments() {
        while let next = assignments.next() {
            // Lent without a retain: `engaged` owns every queued recognizer (`AssignmentQueue`).
            withLent(next) { recognizer in
                // A running gesture's next state (on every update of a pan, a pinch, a rotation)
                // is accounted for here; requests to leave `possible` and failures, which ask
                // user code and walk the arena, are out of line, so this loop stays small.
                let step = recognizer.engagement.participation.takePending()
                if case let .commit(state) = step {
                    commit(recognizer, state)
                } else if step != .none {
                    arbitrate(recognizer, step)
                }
            }
        }
    }

    @inline(never)
    private func arbitrate(_ recognizer: GestureRecognizer, _ step: Participation.ArbitrationStep) {
        switch step {
        case .none: break
        case let .attempt(requested): attempt(recognizer, requesting: requested, throughBegan: false, released: false)
        case let .commit(state): commit(recognizer, state)
        case .fail: commitFailure(recognizer)
        }
    }

    /// Records an accepted transition and queues the action it sends.
    @inline(__always)
    func commit(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let from = recognizer.engagement.participation.commit(state)
        if state.isRunning != from.isRunning { runningCount += state.isRunning ? 1 : -1 }
        report(.transition(recognizer, from: from, to: state))
        actions.enqueue(recognizer, state)
        if state.isTerminal { concluded(recognizer) }
    }

    /// A gesture ended or was cancelled: its timers stop, and the pass resets what finished.
    @inline(never)
    private func concluded(_ recognizer: GestureRecognizer) {
        recognizer.cancelAllTimers()
        followUps.insert(.resetFinished)
    }

    /// Records a failure: no action is sent.
    func commitFailure(_ recognizer: GestureRecognizer) {
        guard let from = recognizer.engagement.participation.fail() else { return }
        if from.isRunning { runningCount -= 1 }
        report(.transition(recognizer, from: from, to: .failed))
        recognizer.cancelAllTimers()
        followUps.insert(.resetFinished)
    }

    func fail(_ recognizer: GestureRecognizer, _ diagnostic: @autoclosure () -> Diagnostic.Event) {
        report(diagnostic())
        commitFailure(recognizer)
    }

    /// Sends the queued actions. Each carries the state it announces, which the recognizer's
    /// ``GestureRecognizer/state`` reads while its targets run (a recognizer that went through two
    /// states in one round, `began` then `ended`, announces each in turn). An assignment made from
    /// an action applies to the recognizer's real state: one that has finished meanwhile ignores it.
    private func deliverActions() {
        let count = actions.beginBatch()
        for index in 0..<count {
            let entry = actions.entries[index]
            // Lent without a retain: `engaged` owns it until the pass resets it, after every action.
            withLent(entry.recognizer) { recognizer in
                recognizer.engagement.participation.announce(entry.state)
                report(.action(recognizer, entry.state))
                recognizer.sendActions()
                recognizer.engagement.participation.announce(nil)
            }
        }
        actions.endBatch()
    }

    // MARK: Leaving `possible`

    /// A recognizer asks to leave `possible` for `requested`: the driver of its ``Attempt``.
    ///
    /// The machine decides; this loop carries out what it returns and is the one place where the
    /// arbitration of a request calls user code (class hooks, delegates, views'
    /// `gestureRecognizerShouldBegin`). A callout may change the requester — remove its view,
    /// disable it, assign it a state: that change waits in its participation as a pending
    /// assignment, and an undecided request gives way to it here, right after the callout.
    func attempt(
        _ recognizer: GestureRecognizer, requesting requested: GestureRecognizer.State, throughBegan: Bool,
        released: Bool
    ) {
        recognizer.engagement.participation.stampRequest {
            requestCounter &+= 1
            return requestCounter
        }
        var machine = Attempt(requester: recognizer)
        var recognized = false
        while true {
            switch machine.step(self) {
            case let .ask(callout):
                let answer = perform(callout, for: recognizer)
                if machine.isDeciding, recognizer.engagement.participation.changedDuringAttempt { return }
                machine.answer(answer)
            case let .fail(failing, failure):
                fail(failing, as: failure)
            case let .hold(waitingFor):
                recognizer.engagement.participation.hold(asking: requested, throughBegan: throughBegan)
                if !released {
                    heldCount += 1
                    report(.waiting(recognizer, for: waitingFor))
                }
            case .proceed:
                if released { report(.released(recognizer)) }
            case .recognize:
                recognized = true
                if released { recognizer.recognitionReleased() }
                if requested == .ended {
                    // A continuous gesture that began and ended while held: both are announced.
                    if throughBegan { commit(recognizer, .began) }
                    commit(recognizer, .ended)
                } else {
                    commit(recognizer, .began)
                }
            case .done:
                if recognized, recognizer.cancelsTouchesInView {
                    for touch in recognizer.engagement.sequenceTouches {
                        touch.delivery.cancelledByRecognizer = true
                    }
                }
                return
            }
        }
    }

    /// The engaged recognizers `recognizer` must wait for: those given to `require(toFail:)`, then
    /// those the class hooks and delegates ask for, in the order they joined (a
    /// ``RequirementSearch`` whose callouts are asked here).
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var search = RequirementSearch(for: recognizer, in: self)
        while let other = search.step(self) {
            search.answer(ask(recognizer, requires: other))
        }
        return search.found
    }

    private func fail(_ recognizer: GestureRecognizer, as failure: Attempt<GestureRecognizer>.Failure) {
        switch failure {
        case let .unavailable(reason):
            fail(recognizer, .concluded(recognizer, .failed, reason: reason == .disabled ? "disabled" : "not attached to a view"))
        case .unavailableAfterAsking:
            commitFailure(recognizer)
        case let .excluded(by: winner):
            fail(recognizer, .excluded(recognizer, by: winner))
        case let .requirementRecognized(required):
            fail(recognizer, .requirementRecognized(recognizer, required: required))
        case let .shouldBeginDenied(byView):
            fail(recognizer, .shouldBeginDenied(recognizer, byView: byView))
        }
    }

    // MARK: Callouts

    /// Asks user code what the arbitration machine cannot know.
    private func perform(
        _ callout: Attempt<GestureRecognizer>.Callout, for requester: GestureRecognizer
    ) -> Attempt<GestureRecognizer>.Answer {
        // User code runs only here, between the machine's steps: the engine's tables must be
        // whole, with no access to them in progress.
        checkInvariants(betweenPasses: false)
        switch callout {
        case let .requires(waiter, required):
            return ask(waiter, requires: required) ? .yes : .no
        case let .prevents(winner, other):
            return prevents(winner, other) ? .yes : .no
        case .shouldBegin:
            return askShouldBegin(requester)
        }
    }

    /// Whether `waiter` must wait for `required` to fail, asked of the class hooks, then the
    /// delegates; the arena keeps the answer while both take part (UIKit asks lazily, once per
    /// attempt).
    private func ask(_ waiter: GestureRecognizer, requires required: GestureRecognizer) -> Bool {
        let waiterMember = waiter.engagement.participation.member
        let requiredMember = required.engagement.participation.member
        let answer = waiter.runShouldRequireFailure(of: required) || required.runShouldBeRequiredToFail(by: waiter)
            || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: required) == true
            || required.delegate?.gestureRecognizer(required, shouldBeRequiredToFailBy: waiter) == true
        // A hook may have reset either recognizer (re-entrantly): record only for the same pair.
        if waiter.engagement.participation.member == waiterMember,
           required.engagement.participation.member == requiredMember {
            arena.record(waiterMember, requires: requiredMember, answer)
        }
        return answer
    }

    /// Whether `winner` may prevent `other`: neither opted out through `canPrevent` /
    /// `canBePrevented`, and neither delegate lets them recognize simultaneously.
    private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard winner.runCanPrevent(other), other.runCanBePrevented(by: winner) else { return false }
        if let delegate = winner.delegate, delegate.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) {
            return false
        }
        if let delegate = other.delegate, delegate.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) {
            return false
        }
        return true
    }

    /// `gestureRecognizerShouldBegin`: each touched view once (in the order touched), then the
    /// delegate, while the recognizer's state still reads `possible`.
    private func askShouldBegin(_ recognizer: GestureRecognizer) -> Attempt<GestureRecognizer>.Answer {
        // Each node once, in the order touched: a node an earlier touch landed on was asked
        // already (compared in place, so that asking allocates nothing).
        let touches = recognizer.engagement.sequenceTouches
        for index in touches.indices {
            guard let node = touches[index].hitNode else { continue }
            var askedBefore = false
            for earlier in 0..<index where touches[earlier].hitNode === node {
                askedBefore = true
                break
            }
            if askedBefore { continue }
            if !node.gestureRecognizerShouldBegin(recognizer) { return .refusedByView }
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return .no }
        return .yes
    }
}

extension GestureEngine: ArbitrationFacts {
    func same(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool { a === b }

    func member(_ recognizer: GestureRecognizer) -> Arena.Member { recognizer.engagement.participation.member }

    func state(_ recognizer: GestureRecognizer) -> GestureRecognizer.State {
        recognizer.engagement.participation.phase.state
    }

    func unavailability(_ recognizer: GestureRecognizer) -> Attempt<GestureRecognizer>.Unavailable? {
        if !recognizer.isEnabled { return .disabled }
        return recognizer.node == nil ? .detached : nil
    }

    func mayAsk(_ recognizer: GestureRecognizer) -> Bool { recognizer.mayAskAboutRequirements }

    func explicitRequirements(of waiter: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        let member = waiter.engagement.participation.member
        for weak in waiter.explicitRequirements {
            guard let other = weak.value, other.engagement.participation.isEngaged, other !== waiter,
                  !arena.isWaived(member, other.engagement.participation.member),
                  !result.contains(where: { $0 === other }) else { continue }
            result.append(other)
        }
        return result
    }

    func isWaived(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool { arena.isWaived(waiter, required) }

    func recordedRequirement(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool? {
        arena.answer(waiter, requires: required)
    }

    func explicitlyRequires(_ waiter: GestureRecognizer, _ required: GestureRecognizer) -> Bool {
        waiter.explicitRequirements.contains { $0.value === required }
    }
}
