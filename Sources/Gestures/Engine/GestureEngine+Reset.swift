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
            if !hasRequirementLinks() {
                guard resetUnlinked() else { break }
                continue
            }
            let members = engaged
            let finished = members.map { $0.engagement.participation.isFinished }
            guard finished.contains(true) else { break }
            let resettable = Arena.resettable(finished: finished, links: requirementLinks(among: members))
            guard !resettable.isEmpty else { break }
            var reset: Set<ObjectIdentifier> = []
            var resetMembers: Set<Arena.Member> = []
            for index in resettable where members[index].engagement.participation.isFinished {
                resetMembers.insert(members[index].engagement.participation.member)
                self.reset(members[index])
                reset.insert(ObjectIdentifier(members[index]))
            }
            // One sweep for all of them. A recognizer engaged again by a `reset()` that ran
            // meanwhile sits further on in the list: only the first entry of each goes.
            var askersReset = reset
            engaged.removeAll { reset.remove(ObjectIdentifier($0)) != nil }
            askers.removeAll { askersReset.remove(ObjectIdentifier($0)) != nil }
            if !engaged.isEmpty { arena.forget { resetMembers.contains($0) } }
        }
        if engaged.isEmpty { arena.clear() }
    }

    /// Whether a failure requirement this gesture has met links two engaged recognizers (then
    /// groups reset together), as `requirementLinks(among:)` would find one.
    private func hasRequirementLinks() -> Bool {
        if !arena.requirementsFound.isEmpty { return true }
        for recognizer in engaged {
            for weak in recognizer.explicitRequirements {
                if let other = weak.value, other.engagement.participation.isEngaged { return true }
            }
        }
        return false
    }

    /// One round of `resetFinished` when no requirement links any two engaged recognizers: each
    /// is a group of its own, so every finished one resets, in the order they joined; returns
    /// whether any did. The same rounds as the general way, without its tables: a gesture's end
    /// allocates nothing here. (`resetScratch` lists the positions reset, all before `count`: a
    /// recognizer engaged again by a `reset()` meanwhile sits further on and stays there, as in
    /// the general way, which takes only the first entry of each out.)
    private func resetUnlinked() -> Bool {
        let count = engaged.count
        resetScratch.removeAll()
        for index in 0..<count where engaged[index].engagement.participation.isFinished {
            resetScratch.append(index)
        }
        guard resetScratch.count > 0 else { return false }
        memberScratch.removeAll()
        for position in 0..<resetScratch.count {
            let recognizer = engaged[resetScratch[position]]
            // Checked again: an earlier `reset()` may have changed it (then it stays).
            guard recognizer.engagement.participation.isFinished else {
                resetScratch[position] = -1
                continue
            }
            memberScratch.append(recognizer.engagement.participation.member)
            reset(recognizer)
            if let asker = askers.firstIndex(ofIdentical: recognizer) { askers.remove(at: asker) }
        }
        // Out of `engaged` in one sweep, keeping the order of the rest.
        // `resetScratch` is in ascending order, with -1 where a recognizer stayed.
        var kept = 0
        var next = 0
        for index in 0..<engaged.count {
            while next < resetScratch.count && resetScratch[next] < index { next += 1 }
            if next < resetScratch.count && resetScratch[next] == index { continue }
            if kept != index { engaged.swapAt(kept, index) }
            kept += 1
        }
        engaged.removeLast(engaged.count - kept)
        if !engaged.isEmpty, memberScratch.count > 0 {
            arena.forget { member in
                for position in 0..<memberScratch.count where memberScratch[position] == member { return true }
                return false
            }
        }
        return true
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
        // Out of `engaged` next, so out of the queue that `engaged` keeps alive (an entry whose
        // assignment was taken by an earlier one may be left when a pass hit its round limit).
        assignments.forget(recognizer)
        if recognizer.engagement.participation.phase.state.isRunning { runningCount -= 1 }
        recognizer.generation &+= 1
        recognizer.cancelAllTimers()
        recognizer.runReset()
        recognizer.lastCentroid = recognizer.centroidInWindow
        // The whole record at once. Timers its `reset()` started belong to the next gesture
        // (they carry the new generation): they stay. The touch lists keep their storage (emptied:
        // the touches are let go of), so the next gesture allocates none.
        recognizer.retireTrackedSet()
        var tracked = recognizer.engagement.tracked
        var sequenceTouches = recognizer.engagement.sequenceTouches
        let timers = recognizer.engagement.timers
        recognizer.engagement = Engagement()
        tracked.removeAll(keepingCapacity: true)
        sequenceTouches.removeAll(keepingCapacity: true)
        recognizer.engagement.tracked = tracked
        recognizer.engagement.sequenceTouches = sequenceTouches
        recognizer.engagement.timers = timers
        // From here on the recognizer answers to the window its view is in, if any: one whose
        // view has left must not be arbitrated by its old window.
        recognizer.engine = nil
        report(.reset(recognizer))
    }
}
