/// Recognizes a press: fingers held still for a while, optionally after some taps. Continuous.
///
/// The callback order: `.began` from a timer, ``minimumPressDuration`` after the required fingers
/// are down (no event needed); `.changed` on every move after that (there is no movement limit once
/// it began); `.ended` when a required finger lifts. It fails if the fingers move more than
/// ``allowableMovement`` before it began, if they lift early, or if more fingers land than
/// required.
///
/// With ``numberOfTapsRequired`` above zero, that many quick taps must come first (each shorter
/// than ``GestureConstants/tapMaximumDuration``, each within
/// ``GestureConstants/tapMaximumInterval`` of the last), then the press.
open class LongPressGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of long presses.
    override package var touchesNeededToRecognize: Int { numberOfTouchesRequired }
    /// With taps before the press, it waits for the next tap as a tap does.
    override package var longestUndecidedTime: Double? { numberOfTapsRequired > 0 ? GestureConstants.tapMaximumInterval : 0 }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// How long the fingers must stay down, in seconds (default 0.5).
    @exclusivity(unchecked) public var minimumPressDuration = GestureConstants.longPressMinimumDuration {
        willSet { checkThread("LongPressGestureRecognizer.minimumPressDuration") }
        didSet { minimumPressDuration = boundedDuration(minimumPressDuration, "minimumPressDuration", oldValue) }
    }
    /// How far the fingers may move before the press begins, in points (default 10).
    @exclusivity(unchecked) public var allowableMovement = GestureConstants.longPressAllowableMovement {
        willSet { checkThread("LongPressGestureRecognizer.allowableMovement") }
        didSet { allowableMovement = boundedDistance(allowableMovement, "allowableMovement", oldValue) }
    }
    /// Taps before the press (default 0).
    @exclusivity(unchecked) public var numberOfTapsRequired = 0 {
        willSet { checkThread("LongPressGestureRecognizer.numberOfTapsRequired") }
    }
    /// Fingers that must press (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        willSet { checkThread("LongPressGestureRecognizer.numberOfTouchesRequired") }
    }

    private static let pressTimer = 1
    private static let intervalTimer = 2
    private static let tapTooLongTimer = 3

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var landings = Landings()
    /// The press timer fired: the gesture began (or asked to, while it waits for others to fail).
    @exclusivity(unchecked) private var pressed = false

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if pressed {
            // Extra fingers after the press began do not matter.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        cancelTimer(tag: Self.intervalTimer)
        landings.record(touches)
        guard landings.count <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        if tapsCompleted < numberOfTapsRequired {
            scheduleTimer(after: GestureConstants.tapMaximumDuration, tag: Self.tapTooLongTimer)
        } else {
            scheduleTimer(after: minimumPressDuration, tag: Self.pressTimer)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        if pressed {
            state = .changed
            return
        }
        let limit = tapsCompleted < numberOfTapsRequired ? GestureConstants.tapAllowableMovement : allowableMovement
        if landings.anyMoved(touches, beyond: limit) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if pressed {
            if numberOfTouches < numberOfTouchesRequired { state = .ended }
            return
        }
        if tapsCompleted < numberOfTapsRequired && landings.count == numberOfTouchesRequired {
            guard numberOfTouches == 0 else { return }
            cancelTimer(tag: Self.tapTooLongTimer)
            tapsCompleted += 1
            landings.removeAll()
            scheduleTimer(after: GestureConstants.tapMaximumInterval, tag: Self.intervalTimer)
            return
        }
        // Lifted before the press began.
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        // A gesture that never began fails (what the engine would make of `.cancelled`, said
        // directly so that no correction is reported).
        state = state == .possible ? .failed : .cancelled
    }

    open override func timerFired(tag: Int) {
        if tag == Self.pressTimer, numberOfTouches >= numberOfTouchesRequired {
            pressed = true
            state = .began
        } else {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        landings.removeAll()
        pressed = false
    }
}
