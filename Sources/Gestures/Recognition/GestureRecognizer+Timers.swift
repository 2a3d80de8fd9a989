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
        let deadline = engine.clock.now + seconds
        let token = engine.clock.schedule(at: deadline, timerHandler(tag: tag))
        engagement.timers.append((tag, token, deadline))
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
        engagement.timers.removeAll(keepingCapacity: true)
    }

    /// The handler the clock calls for this recognizer's timers with `tag`, made once per tag and
    /// kept, so that starting a timer allocates nothing (a new closure context per timer was one
    /// allocation per touch sequence of every recognizer with a delay).
    ///
    /// It holds the recognizer weakly (a pending timer does not keep it alive) and finds the engine
    /// when it fires: the one the recognizer answers to then. Whether the timer is still wanted is
    /// the recognizer's list of pending timers to say (`GestureEngine.timerFired(for:tag:)`):
    /// cancelling or restarting a timer, and every reset, take it off that list, and a listed
    /// timer fires only once the clock reached its deadline (so a stale firing of a restarted tag,
    /// from a clock that ignores cancellations, is not taken for the new timer).
    ///
    /// In Embedded Swift the weak box holds its object, so a kept handler would be a cycle through
    /// the recognizer: there each timer gets a handler of its own, let go of when it fires or is
    /// cancelled.
    private func timerHandler(tag: Int) -> () -> Void {
        #if !hasFeature(Embedded)
        if let cached = timerHandlers.first(where: { $0.tag == tag }) { return cached.handler }
        #endif
        let recognizer = WeakReference(self)
        let handler = {
            guard let self = recognizer.value, let engine = self.currentEngine else { return }
            engine.timerFired(for: self, tag: tag)
        }
        #if !hasFeature(Embedded)
        timerHandlers.append(TimerHandler(tag: tag, handler: handler))
        #endif
        return handler
    }
}

/// A recognizer's kept clock handler for one timer tag. (A named type rather than a tuple: a
/// closure stored in an array of tuples is kept in the array's generic form, and reading it back
/// wraps it in a thunk, one allocation per read.)
nonisolated struct TimerHandler {
    let tag: Int
    let handler: () -> Void
}
