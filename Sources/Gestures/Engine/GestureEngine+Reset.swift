extension GestureEngine {
    /// Step 5 of a pass: reset every finished recognizer whose failure-requirement group is finished
    /// too.
    ///
    /// A recognizer is finished when its state is terminal and its last action has been sent. Its
    /// group is every engaged recognizer linked to it by failure requirements, in either direction;
    /// the group resets together once no member is still deciding or running, so a single tap that
    /// waited for a double tap and the double tap start over at the same moment.
    func resetFinished() {
        guard needsResetCheck else { return }
        needsResetCheck = false
        var resetAny = true
        while resetAny {
            resetAny = false
            for recognizer in engaged where isFinished(recognizer) && groupIsFinished(recognizer) {
                reset(recognizer)
                resetAny = true
            }
        }
    }

    private func isFinished(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.reportedState.isTerminal && recognizer.storedState.isTerminal
            && recognizer.heldState == nil && !recognizer.isQueuedForAction && !recognizer.isDirty
    }

    private func groupIsFinished(_ recognizer: GestureRecognizer) -> Bool {
        var visited: [GestureRecognizer] = [recognizer]
        var index = 0
        while index < visited.count {
            let member = visited[index]
            index += 1
            for other in engaged where other !== member && !visited.contains(where: { $0 === other }) {
                guard requires(member, other) || requires(other, member) else { continue }
                if !isFinished(other) { return false }
                visited.append(other)
            }
        }
        return true
    }

    /// Returns a recognizer to `possible`: its subclass's `reset()` runs first, while the state still
    /// reads the terminal state; the touches it had are never delivered to it again.
    func reset(_ recognizer: GestureRecognizer) {
        recognizer.generation &+= 1
        recognizer.cancelAllTimers()
        recognizer.runReset()
        recognizer.storedState = .possible
        recognizer.reportedState = .possible
        recognizer.heldState = nil
        recognizer.heldAsContinuous = false
        recognizer.requestOrder = 0
        recognizer.lastCentroid = recognizer.centroidInWindow
        recognizer.tracked.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.hasReceivedTouches = false
        recognizer.trackedSetCache = nil
        recognizer.movedSetCache = nil
        recognizer.waivedRequirements.removeAll()
        recognizer.dynamicRequirements.removeAll()
        recognizer.dynamicRequirementsEpoch = .max
        recognizer.exclusiveTouchType = nil
        recognizer.isEngaged = false
        // From here on the recognizer answers to the window its view is in, if any: one whose
        // view has left must not be arbitrated by its old window.
        recognizer.engine = nil
        engaged.removeAll { $0 === recognizer }
        engagementEpoch &+= 1
        report(.reset(recognizer))
    }

    /// Forgets touches that are over for everyone: lifted, and settled with their node.
    func pruneTouches() {
        needsPrune = false
        liveTouches.removeAll { !$0.isDown && $0.delivery.isSettled }
    }
}
