// Consistency checks of the engine's own tables, compiled in debug builds (the test suite) and in
// the fuzzer's build, where `GESTURES_INTERNAL_CHECKS` is defined; release builds carry none of it.
// A broken invariant is a bug in the engine, never in app code, so it stops the program with a
// message saying which rule broke (as swift-collections' `_checkInvariants` do).

extension GestureEngine {
    /// The most engaged recognizers walked at each callout (our choice: scenes, fixtures and the
    /// fuzzer's lives stay under it, except its swarms of 160 and 320).
    static let calloutCheckLimit = 64

    /// Checks what every pass must leave true (`betweenPasses`), or the part of it that also holds
    /// at every callout of the arbitration machine (where actions may be queued and touches may be
    /// on their way out):
    /// - every engaged recognizer is listed once, answers to this engine, and has an arena member
    ///   of its own; its participation is consistent (see `Participation.checkInvariants()`);
    /// - between passes, no action is left unsent, none is still being announced, the per-event
    ///   lists are empty, and the touches a recognizer tracks are live touches that are down;
    /// - the running count is the number of engaged recognizers that run, the unsettled count the
    ///   number of live touches not settled with their node, and the askers are the engaged
    ///   recognizers that may ask about requirements, in the order they joined.
    func checkInvariants(betweenPasses: Bool = true) {
        #if GESTURES_INTERNAL_CHECKS
        guard !windowIsGone else { return }
        // At a callout the walk covers gestures of up to `calloutCheckLimit` recognizers: a swarm
        // of hundreds asks hundreds of thousands of questions, and a walk at each would make its
        // debug run cubic. Between passes every gesture is walked whole.
        guard betweenPasses || engaged.count <= Self.calloutCheckLimit else { return }
        precondition(!betweenPasses || actions.isEmpty, "engine invariant: \(actions.count) actions left unsent after a pass")
        // The per-event lists hold what they list without counting references (`PassList`): they
        // must not outlive the pass whose touch table keeps their elements alive.
        precondition(!betweenPasses || (touches.changed.isEmpty && eventRecognizers.isEmpty),
                     "engine invariant: per-event lists left filled after a pass")
        let unsettled = touches.live.reduce(0) { $0 + ($1.delivery.isSettled ? 0 : 1) }
        precondition(unsettled == touches.unsettledCount,
                     "engine invariant: \(unsettled) live touches unsettled with their node, counted \(touches.unsettledCount)")
        let running = engaged.reduce(0) { $0 + ($1.engagement.participation.phase.state.isRunning ? 1 : 0) }
        precondition(running == runningCount, "engine invariant: \(running) recognizers run, counted \(runningCount)")
        var previousMember: Arena.Member = 0
        var askerIDs = Set<ObjectIdentifier>()
        for asker in askers {
            let member = asker.engagement.participation.member
            precondition(member > previousMember, "engine invariant: askers out of joining order or not engaged")
            previousMember = member
            askerIDs.insert(ObjectIdentifier(asker))
        }
        for recognizer in engaged where recognizer.mayAskAboutRequirements {
            precondition(askerIDs.contains(ObjectIdentifier(recognizer)),
                         "engine invariant: \(recognizer.diagnosticLabel) may ask about requirements but is not among the askers")
        }
        var seen = Set<ObjectIdentifier>()
        var members = Set<Arena.Member>()
        seen.reserveCapacity(engaged.count)
        for recognizer in engaged {
            // The label is built only when a check fails: building it for every recognizer at
            // every callout made swarms of hundreds of recognizers cubic in debug builds.
            precondition(seen.insert(ObjectIdentifier(recognizer)).inserted,
                         "engine invariant: \(recognizer.diagnosticLabel) is engaged twice")
            precondition(recognizer.engine === self,
                         "engine invariant: engaged \(recognizer.diagnosticLabel) answers to another engine")
            let participation = recognizer.engagement.participation
            participation.checkInvariants(recognizer.diagnosticLabel)
            precondition(participation.isEngaged,
                         "engine invariant: \(recognizer.diagnosticLabel) is listed as engaged but idle")
            precondition(members.insert(participation.member).inserted,
                         "engine invariant: \(recognizer.diagnosticLabel) shares arena member \(participation.member)")
            guard betweenPasses else { continue }
            precondition(recognizer.eventTouches.isEmpty,
                         "engine invariant: \(recognizer.diagnosticLabel) keeps touches of an event after a pass")
            precondition(participation.announcing == nil && !participation.isQueuedForAction,
                         "engine invariant: \(recognizer.diagnosticLabel) still announces or waits for an action after a pass")
            for touch in recognizer.engagement.tracked {
                precondition(touch.isDown && touches.live.contains(where: { $0 === touch }),
                             "engine invariant: \(recognizer.diagnosticLabel) tracks touch \(touch.identifier), which is not down")
            }
        }
        #endif
    }
}

nonisolated extension Participation {
    /// The rules that tie the phase to the bookkeeping beside it: a member number exactly while
    /// engaged; no pending assignment while held (a held recognizer's assignments change what it
    /// asked for); a request stamp only once engaged.
    func checkInvariants(_ label: @autoclosure () -> String) {
        #if GESTURES_INTERNAL_CHECKS
        precondition((member != 0) == isEngaged, "participation invariant: \(label()) is \(phase) with member \(member)")
        if isHeld { precondition(pending == nil, "participation invariant: \(label()) is held with \(pending!) pending") }
        if requestOrder != 0 { precondition(isEngaged, "participation invariant: \(label()) asked to recognize while idle") }
        #endif
    }
}
