/// The scroll view's second recognizer: it holds `touchesBegan` back from the content while the
/// scroll view finds out whether the finger scrolls (`delaysContentTouches`), and asks
/// `touchesShouldBegin(_:with:in:)` before the content hears of a touch.
///
/// It never takes part in exclusion: it fails to let the touch through (when the delay runs out,
/// or the finger lifts first), recognizes to drop it (when `touchesShouldBegin` says no), and the
/// scroll view's pan excludes it when scrolling starts, which drops the withheld touch with the
/// pan's `cancelsTouchesInView`. Lifetime: `possible → failed` (delivered) or
/// `possible → ended` (dropped).
#if !hasFeature(Embedded)
@MainActor
#endif
package final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// What the relation lint knows of it: undecided until its delay runs out, while the finger
    /// stays down and does not scroll.
    override package var longestUndecidedTime: Double? { GestureConstants.contentTouchDelay }
    override package var isLibraryMachinery: Bool { true }

    /// The scroll view that made this recognizer, or nil once it is gone: the view and the engine
    /// hold the recognizer, and may still send it touches or fire its timer after the scroll
    /// view's owner freed it. Owner-cleared: the host's deinit sets it to nil; the host keeps
    /// itself alive for the length of each call (see ``ContentTouchDelayHost``).
    package unowned(unsafe) var host: (any ContentTouchDelayHost)?
    private var pendingTouches: Set<Touch> = []

    package init(host: any ContentTouchDelayHost) {
        self.host = host
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        name = "scroll view content delay"
    }

    override package func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        pendingTouches.formUnion(touches)
        let delays = host?.contentTouchDelayTouchDown() ?? false
        if !delays {
            decide(event)
        } else if !hasPendingTimer() {
            scheduleTimer(after: GestureConstants.contentTouchDelay)
        }
    }

    override package func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        decide(event)
    }

    override package func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override package func timerFired(tag: Int) {
        decide(nil)
    }

    override package func reset() {
        super.reset()
        pendingTouches.removeAll(keepingCapacity: true)
    }

    /// It never prevents anything: it only lets touches through or drops them.
    override package func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    /// The delay is over: the content gets the touches (fail) unless `touchesShouldBegin` refuses
    /// them for a content view (recognize, which drops them).
    private func decide(_ event: Event?) {
        guard state == .possible else { return }
        cancelTimer()
        let touches = pendingTouches
        let refused = host?.contentTouchDelayRefuses(touches, with: event) ?? false
        state = refused ? .ended : .failed
    }
}

/// What the content-touch delay asks of the scroll view that made it. Each call keeps the scroll
/// view alive for its length (it may run user code that drops the last reference to it).
#if !hasFeature(Embedded)
@MainActor
#endif
package protocol ContentTouchDelayHost: AnyObject {
    /// A finger came down on the scroll view or its content: stops a fling or a bounce where it
    /// is, and answers whether content touches are held back (`delaysContentTouches`).
    func contentTouchDelayTouchDown() -> Bool
    /// Whether `touchesShouldBegin(_:with:in:)` refuses the touches for a content view they are
    /// in (touches on the scroll view itself are never refused).
    func contentTouchDelayRefuses(_ touches: Set<Touch>, with event: Event?) -> Bool
}
