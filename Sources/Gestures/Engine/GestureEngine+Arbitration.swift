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
    func processAssignments() {
        while let recognizer = assignments.next() {
            switch recognizer.engagement.participation.takePending() {
            case .none: continue
            case let .attempt(requested): attempt(recognizer, requesting: requested, throughBegan: false, released: false)
            case let .commit(state): commit(recognizer, state)
            case .fail: commitFailure(recognizer)
            }
        }
    }

    /// Records an accepted transition and queues the action it sends.
    @inline(__always)
    func commit(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
        let from = recognizer.engagement.participation.commit(state)
        if state.isRunning != from.isRunning { runningCount += state.isRunning ? 1 : -1 }
        report(.transition(recognizer, from: from, to: state))
        actions.enqueue(recognizer, state)
        if state.isTerminal {
            recognizer.cancelAllTimers()
            followUps.insert(.resetFinished)
        }
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
            let (recognizer, state) = actions.entries[index]
            recognizer.engagement.participation.announce(state)
            report(.action(recognizer, state))
            recognizer.sendActions()
            recognizer.engagement.participation.announce(nil)
        }
        actions.endBatch()
    }

    // MARK: Leaving `possible`

    /// A recognizer asks to leave `possible` for `requested`. In order: recognizers already running
    /// that exclude it, its failure requirements (the arena decides on the answers gathered here),
    /// then `gestureRecognizerShouldBegin` (the touched views', then the delegate's), asked while
    /// its state still reads `possible`.
    func attempt(
        _ recognizer: GestureRecognizer, requesting requested: GestureRecognizer.State, throughBegan: Bool,
        released: Bool
    ) {
        recognizer.engagement.participation.stampRequest {
            requestCounter &+= 1
            return requestCounter
        }
        guard recognizer.isEnabled, recognizer.node != nil else {
            fail(recognizer, .concluded(recognizer, .failed, reason: recognizer.isEnabled ? "not attached to a view" : "disabled"))
            return
        }
        // Delegates and subclass hooks are asked below; one may change this recognizer (remove its
        // view, disable it, assign a state). That change is pending arbitration, and the attempt in
        // flight gives way to it.
        let excluder = runningCount > 0 ? runningExcluder(of: recognizer) : nil
        let required = excluder == nil ? requirements(of: recognizer) : []
        guard !recognizer.engagement.participation.changedDuringAttempt else { return }
        let decision = Arena.decide(
            excludedBy: excluder?.engagement.participation.member,
            requirements: required.map { ($0.engagement.participation.member, $0.engagement.participation.phase.state) }
        )
        switch decision {
        case .excluded:
            fail(recognizer, .excluded(recognizer, by: excluder!))
        case let .requirementRecognized(member):
            let other = required.first { $0.engagement.participation.member == member }!
            fail(recognizer, .requirementRecognized(recognizer, required: other))
        case let .hold(waitingFor):
            recognizer.engagement.participation.hold(asking: requested, throughBegan: throughBegan)
            if !released {
                heldCount += 1
                report(.waiting(recognizer, for: required.filter { waitingFor.contains($0.engagement.participation.member) }))
            }
        case .proceed:
            if released { report(.released(recognizer)) }
            guard shouldBegin(recognizer), !recognizer.engagement.participation.changedDuringAttempt else { return }
            guard recognizer.isEnabled, recognizer.node != nil else {
                commitFailure(recognizer)
                return
            }
            recognize(recognizer, requested: requested, throughBegan: throughBegan, released: released)
        }
    }

    /// The first engaged recognizer (in the order they joined) that runs and excludes
    /// `recognizer`. Only called while some recognizer runs, so a request among thousands of
    /// recognizers that all still decide costs nothing here.
    private func runningExcluder(of recognizer: GestureRecognizer) -> GestureRecognizer? {
        for other in engaged where other !== recognizer && other.engagement.participation.phase.state.isRunning {
            if excludes(other, recognizer) { return other }
        }
        return nil
    }

    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        var asked: [ObjectIdentifier] = []
        for touch in recognizer.engagement.sequenceTouches {
            guard let node = touch.hitNode else { continue }
            let id = ObjectIdentifier(node)
            if asked.contains(id) { continue }
            asked.append(id)
            if !node.gestureRecognizerShouldBegin(recognizer) {
                if !recognizer.engagement.participation.changedDuringAttempt {
                    fail(recognizer, .shouldBeginDenied(recognizer, byView: true))
                }
                return false
            }
        }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            if !recognizer.engagement.participation.changedDuringAttempt {
                fail(recognizer, .shouldBeginDenied(recognizer, byView: false))
            }
            return false
        }
        return true
    }

    /// The recognizer recognizes: announce it, exclude the recognizers it prevents, fail those that
    /// required it to fail, and cancel its touches in their views.
    private func recognize(
        _ recognizer: GestureRecognizer, requested: GestureRecognizer.State, throughBegan: Bool, released: Bool
    ) {
        if released { recognizer.recognitionReleased() }
        if requested == .ended {
            // A continuous gesture that began and ended while held: both are announced.
            if throughBegan { commit(recognizer, .began) }
            commit(recognizer, .ended)
        } else {
            commit(recognizer, .began)
        }
        for other in engaged where other !== recognizer && other.engagement.participation.phase.state == .possible {
            if requires(other, recognizer) {
                fail(other, .requirementRecognized(other, required: recognizer))
            } else if excludes(recognizer, other) {
                fail(other, .excluded(other, by: recognizer))
            }
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer.engagement.sequenceTouches {
                touch.delivery.cancelledByRecognizer = true
            }
        }
    }
}
