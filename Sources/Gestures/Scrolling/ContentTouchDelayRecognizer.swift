/// The scroll view's second recognizer: it holds `touchesBegan` back from the content while the
/// scroll view finds out whether the finger scrolls (`delaysContentTouches`), and asks
/// `touchesShouldBegin(_:with:in:)` before the content hears of a touch.
///
/// It never takes part in exclusion: it fails to let the touch through (when the delay runs out,
/// or the finger lifts first), recognizes to drop it (when `touchesShouldBegin` says no), and the
/// scroll view's pan excludes it when scrolling starts, which drops the withheld touch with the
/// pan's `cancelsTouchesInView`. Lifetime: `possible → failed` (delivered) or
/// `possible → ended` (dropped).
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// What the relation lint knows of it: undecided until its delay runs out, while the finger
    /// stays down and does not scroll.
    override var longestUndecidedTime: Double? { GestureConstants.contentTouchDelay }
    override var isLibraryMachinery: Bool { true }

    /// The scroller that made this recognizer, or nil once it is gone: the view and the engine
    /// hold the recognizer, and may still send it touches or fire its timer after the scroller's
    /// host freed the scroller. Owner-cleared: the scroller's deinit sets it to nil. Calls into the
    /// scroller hold its host (``Scroller/withHost(_:)``).
    unowned(unsafe) var scroller: Scroller?
    private var pendingTouches: Set<Touch> = []

    init(scroller: Scroller) {
        self.scroller = scroller
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        name = "scroll view content delay"
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        pendingTouches.formUnion(touches)
        let delays = scroller?.withHost { scroller in
            scroller.touchDown()
            return scroller.delaysContentTouches
        } ?? false
        if !delays {
            decide(event)
        } else if !hasPendingTimer() {
            scheduleTimer(after: GestureConstants.contentTouchDelay)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        decide(event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func timerFired(tag: Int) {
        decide(nil)
    }

    override func reset() {
        super.reset()
        pendingTouches.removeAll()
    }

    /// It never prevents anything: it only lets touches through or drops them.
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    /// The delay is over: the content gets the touches (fail) unless `touchesShouldBegin` refuses
    /// them for a content view (recognize, which drops them).
    private func decide(_ event: Event?) {
        guard state == .possible else { return }
        cancelTimer()
        let touches = pendingTouches
        let refused = scroller?.withHost { scroller in
            touches.contains { touch in
                guard let view = touch.view, view !== scroller.view else { return false }
                return !scroller.host.scrollerTouchesShouldBegin(touches, with: event, in: view)
            }
        } ?? false
        state = refused ? .ended : .failed
    }
}
