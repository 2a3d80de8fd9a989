extension GestureEngine {
    /// Step 5 of a pass: reset every finished recognizer whose failure-requirement group is finished
    /// too.
    ///
    /// A recognizer is finished when its state is terminal and its last action has been sent. Its
    /// group is every engaged recognizer linked to it by failure requirements, in either direction;
    /// the group resets together once no member is still deciding or running, so a single tap that
    /// waited for a double tap and the double tap start over at the same moment.
    func resetFinished() {
        // A subclass's `reset()` may change other recognizers: look again until nothing resets.
        while !engaged.isEmpty {
            let members = engaged
            let finished = members.map { $0.engagement.participation.isFinished }
            guard finished.contains(true) else { break }
            let resettable = Arena.resettable(finished: finished, links: requirementLinks(among: members))
            guard !resettable.isEmpty else { break }
            var reset: Set<ObjectIdentifier> = []
            for index in resettable where members[index].engagement.participation.isFinished {
                self.reset(members[index])
                reset.insert(ObjectIdentifier(members[index]))
            }
            // One sweep for all of them. A recognizer engaged again by a `reset()` that ran
            // meanwhile sits further on in the list: only the first entry of each goes.
            var askersReset = reset
            engaged.removeAll { reset.remove(ObjectIdentifier($0)) != nil }
            askers.removeAll { askersReset.remove(ObjectIdentifier($0)) != nil }
        }
        if engaged.isEmpty { arena.clear() }
    }

    /// The pairs of the given recognizers linked by a failure requirement this gesture has met,
    /// as indices into `members`: those given to `require(toFail:)`, and those the class hooks or
    /// delegates answered yes to when asked. Pairs never asked are not asked here: a relation no
    /// decision depended on does not hold a recognizer back from resetting. Linear in the
    /// recognizers and the requirements.
    private func requirementLinks(among members: [GestureRecognizer]) -> [(Int, Int)] {
        var index: [Arena.Member: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, recognizer) in members.enumerated() { index[recognizer.engagement.participation.member] = position }
        var links: [(Int, Int)] = []
        for (position, recognizer) in members.enumerated() {
            for weak in recognizer.explicitRequirements {
                guard let other = weak.value, let otherPosition = index[other.engagement.participation.member],
                      other.engagement.participation.isEngaged else { continue }
                links.append((position, otherPosition))
            }
        }
        for pair in arena.requirementsFound {
            if let a = index[pair.waiter], let b = index[pair.required] { links.append((a, b)) }
        }
        return links
    }

    /// Returns a recognizer to `possible`: its subclass's `reset()` runs first, while the state still
    /// reads the terminal state; the touches it had are never delivered to it again. The caller
    /// takes it out of `engaged`.
    func reset(_ recognizer: GestureRecognizer) {
        if recognizer.engagement.participation.phase.state.isRunning { runningCount -= 1 }
        recognizer.generation &+= 1
        recognizer.cancelAllTimers()
        recognizer.runReset()
        recognizer.lastCentroid = recognizer.centroidInWindow
        // The whole record at once. Timers its `reset()` started belong to the next gesture
        // (they carry the new generation): they stay.
        recognizer.engagement = Engagement(timers: recognizer.engagement.timers)
        // From here on the recognizer answers to the window its view is in, if any: one whose
        // view has left must not be arbitrated by its old window.
        recognizer.engine = nil
        report(.reset(recognizer))
    }
}
