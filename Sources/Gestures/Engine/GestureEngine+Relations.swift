extension GestureEngine {
    // MARK: Relations between recognizers

    /// Whether the two recognizers' views are the same view or one contains the other.
    func related(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        guard let nodeA = a.node, let nodeB = b.node else { return false }
        if nodeA === nodeB { return true }
        // Recognizers that share a touch sit on one chain from the hit view to the root.
        for touch in a.engagement.sequenceTouches where b.engagement.sequenceTouches.containsIdentical(touch) {
            return true
        }
        return nodeA.isDescendant(ofNode: nodeB) || nodeB.isDescendant(ofNode: nodeA)
    }

    // MARK: Held recognizers

    /// Re-examines every held recognizer; returns whether any left the hold. Counts the ones still
    /// held, so that looking for cycles costs nothing when none are.
    func releaseHeld() -> Bool {
        var progressed = false
        var stillHeld = 0
        for recognizer in engaged {
            guard let (asked, throughBegan) = recognizer.engagement.participation.unhold() else { continue }
            attempt(recognizer, requesting: asked, throughBegan: throughBegan, released: true)
            if recognizer.engagement.participation.isHeld {
                stillHeld += 1
            } else {
                progressed = true
                // Released after its touches lifted: running with nothing left to end it.
                if recognizer.engagement.tracked.isEmpty { followUps.insert(.concludeAbandoned) }
            }
        }
        heldCount = stillHeld
        return progressed
    }

    /// When held recognizers wait on one another in a cycle, none can ever move. The cycle is
    /// broken deterministically: the member that asked to recognize first stops waiting for the
    /// other members (for the rest of this gesture), and the cycle is reported.
    ///
    /// Breaking a cycle changes only what its first member waits for. While that member would stay
    /// held and nothing runs, nothing else can move, so the next cycle is broken at once and the
    /// held recognizers are re-examined once at the end, not after each cycle: re-examining all of
    /// them after each made n recognizers that all wait for one another cost about n³. For the
    /// same reason what the held recognizers wait for is gathered once, and each broken cycle only
    /// takes its members out of its first member's list: gathering it again per cycle made a swarm
    /// of 320 recognizers with 458 cycles among their 90 held ones take seconds.
    ///
    /// Asked in every round of settling, almost always with fewer than two held: that check is
    /// inlined, the work is not (its frame alone cost a plain pan 40 instructions per update).
    @inline(__always)
    func breakRequirementCycle() -> Bool {
        heldCount >= 2 && breakRequirementCycles()
    }

    @inline(never)
    private func breakRequirementCycles() -> Bool {
        var waits = HeldWaits(gatheredFrom: self)
        var broken = false
        while let first = breakOneRequirementCycle(in: &waits) {
            broken = true
            guard wouldStayHeld(first) else { break }
        }
        if broken { _ = releaseHeld() }
        return broken
    }

    /// What each held recognizer waits for, in the order they asked to recognize, over plain
    /// identities: gathered once (the questions this asks of hooks and delegates), then searched
    /// for cycles with no user code called.
    private struct HeldWaits {
        var held: [GestureRecognizer]
        var byMember: [Arena.Member: GestureRecognizer] = [:]
        var waitsFor: [Arena.Member: [Arena.Member]] = [:]

        init(gatheredFrom engine: GestureEngine) {
            held = engine.engaged.filter { $0.engagement.participation.isHeld }
                .sorted { $0.engagement.participation.requestOrder < $1.engagement.participation.requestOrder }
            guard held.count >= 2 else { return }
            for recognizer in held {
                let member = recognizer.engagement.participation.member
                byMember[member] = recognizer
                waitsFor[member] = engine.requirements(of: recognizer).map { $0.engagement.participation.member }
            }
        }
    }

    /// Finds the first cycle among the held recognizers (searched from the first to ask), waives
    /// it for its first member (in the arena and in `waits`) and reports it; returns that member,
    /// or nil when there is none.
    private func breakOneRequirementCycle(in waits: inout HeldWaits) -> GestureRecognizer? {
        guard waits.held.count >= 2 else { return nil }
        let found = Arena.cycle(amongHeld: waits.held.map { $0.engagement.participation.member }) { waits.waitsFor[$0] ?? [] }
        guard let cycle = found?.compactMap({ waits.byMember[$0] }), cycle.count >= 2 else { return nil }
        let first = cycle.min { $0.engagement.participation.requestOrder < $1.engagement.participation.requestOrder }!
        let firstMember = first.engagement.participation.member
        let members = cycle.map { $0.engagement.participation.member }
        arena.waive(cycle: members, proceeding: firstMember)
        waits.waitsFor[firstMember]?.removeAll { members.contains($0) && $0 != firstMember }
        report(.requirementCycle(cycle, proceeding: first))
        return first
    }

    /// Whether re-examining `recognizer` would leave it held, with nothing else able to change:
    /// no recognizer runs (one could exclude it), no state assignment or action is pending, and it
    /// still waits for a requirement that has not failed. Asks nothing new of delegates: the
    /// answers about engaged pairs are kept.
    private func wouldStayHeld(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.engagement.participation.isHeld, assignments.isEmpty, actions.isEmpty,
              runningCount == 0 else { return false }
        let decision = Arena.decide(
            excludedBy: nil,
            requirements: requirements(of: recognizer).map { ($0.engagement.participation.member, $0.engagement.participation.phase.state) }
        )
        if case .hold = decision { return true }
        return false
    }

    // MARK: Recognizers left behind

    /// A recognizer whose touches have all ended, with no timer pending, can no longer learn
    /// anything: if it is still `possible` it fails, and if it is still running it is cancelled.
    /// (UIKit leaves this to each recognizer; the built-in ones always decide. Custom ones that
    /// forget would otherwise wedge their failure-requirement group forever.) Touches it ignored
    /// count as ended here: a recognizer that ignored all of them concludes the same way. So does
    /// one that app code set running with no touches at all (its targets hear `began`, then
    /// `cancelled`): nothing would ever end it. Hover recognizers follow the pointer, and pans driven by
    /// a scroll sequence under way follow the scroll, and pinches and rotations driven by a trackpad the
    /// trackpad's transform, not touches: they are left alone.
    func concludeAbandoned() {
        for recognizer in engaged where recognizer.engagement.tracked.isEmpty && recognizer.engagement.timers.isEmpty {
            guard recognizer.engagement.hasReceivedTouches
                || !(recognizer.receivesHover || scrollTargets.contains(where: { $0.recognizer === recognizer })
                     || transformTargets.contains(where: { $0.recognizer === recognizer })) else { continue }
            let participation = recognizer.engagement.participation
            guard participation.pending == nil else { continue }
            let how = recognizer.engagement.hasReceivedTouches ? "after its touches ended" : "with no touches"
            switch participation.phase {
            case .deciding:
                fail(recognizer, .concluded(recognizer, .failed, reason: "still possible \(how)"))
            case .running:
                report(.concluded(recognizer, .cancelled, reason: "still running \(how)"))
                commit(recognizer, .cancelled)
            case .idle, .held, .finished:
                continue
            }
        }
    }
}
