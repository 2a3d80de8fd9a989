extension GestureRecognizer {
    /// Starts a timer that calls ``timerFired(tag:)`` after `delay` seconds on the window's clock.
    ///
    /// Timers belong to the current gesture: resetting the recognizer cancels them. A recognizer
    /// with a pending timer is still deciding, so the engine does not fail it when its touches end.
    /// Starting a timer with a tag that is pending restarts it. Outside any window the call is
    /// reported and does nothing.
    public func scheduleTimer(after delay: Double, tag: Int = 0) {
        guard let engine = currentEngine else {
            report(.misuse("\(diagnosticLabel).scheduleTimer outside any window ignored"))
            return
        }
        cancelTimer(tag: tag)
        let seconds = delay.isFinite ? Swift.max(0, delay) : 0
        let generation = self.generation
        let recognizer = WeakReference(self), owner = WeakReference(engine)
        let token = engine.clock.schedule(at: engine.clock.now + seconds) {
            guard let self = recognizer.value, let engine = owner.value else { return }
            engine.timerFired(for: self, tag: tag, generation: generation)
        }
        engagement.timers.append((tag, token))
    }

    /// Cancels the pending timer with this tag, if any.
    public func cancelTimer(tag: Int = 0) {
        guard let index = engagement.timers.firstIndex(where: { $0.tag == tag }) else { return }
        let token = engagement.timers.remove(at: index).token
        currentEngine?.clock.cancel(token)
    }

    /// Whether a timer with this tag is pending.
    public func hasPendingTimer(tag: Int = 0) -> Bool {
        engagement.timers.contains { $0.tag == tag }
    }

    func cancelAllTimers() {
        guard !engagement.timers.isEmpty else { return }
        let clock = currentEngine?.clock
        for timer in engagement.timers { clock?.cancel(timer.token) }
        engagement.timers.removeAll()
    }
}
