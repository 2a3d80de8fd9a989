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
            let finished = members.map(\.participation.isFinished)
            guard finished.contains(true) else { break }
            let resettable = Arena.resettable(finished: finished, links: requirementLinks(among: members))
            guard !resettable.isEmpty else { break }
            for index in resettable where members[index].participation.isFinished {
                reset(members[index])
            }
        }
        if engaged.isEmpty { arena.clear() }
    }

    /// Every pair of the given recognizers linked by a failure requirement, in either direction,
    /// as indices into `members`.
    private func requirementLinks(among members: [GestureRecognizer]) -> [(Int, Int)] {
        var links: [(Int, Int)] = []
        for i in members.indices {
            for j in members.indices where j > i {
                if requires(members[i], members[j]) || requires(members[j], members[i]) { links.append((i, j)) }
            }
        }
        return links
    }

    /// Returns a recognizer to `possible`: its subclass's `reset()` runs first, while the state still
    /// reads the terminal state; the touches it had are never delivered to it again.
    func reset(_ recognizer: GestureRecognizer) {
        recognizer.generation &+= 1
        recognizer.cancelAllTimers()
        recognizer.runReset()
        recognizer.participation.reset()
        recognizer.lastCentroid = recognizer.centroidInWindow
        recognizer.tracked.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.hasReceivedTouches = false
        recognizer.trackedSetCache = nil
        recognizer.movedSetCache = nil
        recognizer.exclusiveTouchType = nil
        // From here on the recognizer answers to the window its view is in, if any: one whose
        // view has left must not be arbitrated by its old window.
        recognizer.engine = nil
        engaged.removeAll { $0 === recognizer }
        report(.reset(recognizer))
    }
}
