/// Recognizes taps: one or more fingers landing and lifting, once or several times in quick
/// succession. Discrete.
///
/// The callback order: the action is sent once, with state `.ended`, when the fingers of the last
/// required tap lift. Before that the recognizer stays `.possible`; it fails when
/// - more fingers land than ``numberOfTouchesRequired``, or a tap lifts with fewer;
/// - fingers land with other buttons pressed than ``buttonMaskRequired``;
/// - a finger moves more than ``allowableMovement`` from where it landed, or a later tap lands
///   farther than that from the first;
/// - a finger stays down longer than ``maximumTapDuration``, or the next tap does not land within
///   ``maximumTapInterval`` of the last lift (both on the window's clock).
///
/// ``location(in:)`` reports where the first tap landed (the centroid of its fingers).
///
/// A tap prevents another tap with the same number of fingers only if the other needs no more taps
/// than it does, so a single tap does not make a double tap fail: both fire, unless the single tap
/// is told to `require(toFail:)` the double tap.
open class TapGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of taps.
    override package var touchesNeededToRecognize: Int { numberOfTouchesRequired }
    /// After a lift, a multi-tap waits this long for the next tap before it fails.
    override package var longestUndecidedTime: Double? { numberOfTapsRequired > 1 ? maximumTapInterval : 0 }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// Taps needed (default 1).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1 {
        willSet { checkThread("TapGestureRecognizer.numberOfTapsRequired") }
    }
    /// Fingers per tap (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        willSet { checkThread("TapGestureRecognizer.numberOfTouchesRequired") }
    }
    /// How far, in points, fingers may move from where they landed, and later taps may land from
    /// the first (default ``GestureConstants/tapAllowableMovement``, 45).
    @exclusivity(unchecked) public var allowableMovement = GestureConstants.tapAllowableMovement {
        willSet { checkThread("TapGestureRecognizer.allowableMovement") }
        didSet { allowableMovement = boundedDistance(allowableMovement, "allowableMovement", oldValue) }
    }
    /// The longest a tap may keep its fingers down, in seconds (default 0.75).
    @exclusivity(unchecked) public var maximumTapDuration = GestureConstants.tapMaximumDuration {
        willSet { checkThread("TapGestureRecognizer.maximumTapDuration") }
        didSet { maximumTapDuration = boundedDuration(maximumTapDuration, "maximumTapDuration", oldValue) }
    }
    /// The longest pause between taps, in seconds (default 0.35).
    @exclusivity(unchecked) public var maximumTapInterval = GestureConstants.tapMaximumInterval {
        willSet { checkThread("TapGestureRecognizer.maximumTapInterval") }
        didSet { maximumTapInterval = boundedDuration(maximumTapInterval, "maximumTapInterval", oldValue) }
    }
    /// The buttons a pointer must press for the tap (default ``ButtonMask/primary``): the tap fails
    /// when a tap's fingers land with other buttons. A finger presses none and counts as primary,
    /// so a tap that requires ``ButtonMask/secondary`` is a secondary click only.
    @exclusivity(unchecked) public var buttonMaskRequired: ButtonMask = .primary {
        willSet { checkThread("TapGestureRecognizer.buttonMaskRequired") }
    }

    private static let durationTimer = 1
    private static let intervalTimer = 2

    @exclusivity(unchecked) private var tapsCompleted = 0
    /// Fingers that landed during the current tap, with where each landed.
    @exclusivity(unchecked) private var landings = Landings()
    @exclusivity(unchecked) private var firstTapCentroid: Point?
    @exclusivity(unchecked) private var touchesOfLastTap = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        cancelTimer(tag: Self.intervalTimer)
        if landings.isEmpty { scheduleTimer(after: maximumTapDuration, tag: Self.durationTimer) }
        landings.record(touches)
        let pressed = event.buttonMask.isEmpty ? ButtonMask.primary : event.buttonMask
        guard pressed == buttonMaskRequired, landings.count <= numberOfTouchesRequired,
              engagement.tracked.count <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if engagement.tracked.count == numberOfTouchesRequired {
            let centroid = centroid(of: landings.points)
            if let first = firstTapCentroid {
                if centroid.distance(to: first) > allowableMovement { state = .failed }
            } else {
                firstTapCentroid = centroid
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        if landings.anyMoved(touches, beyond: allowableMovement) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if landings.anyMoved(touches, beyond: allowableMovement) {
            state = .failed
            return
        }
        guard engagement.tracked.isEmpty else { return }
        cancelTimer(tag: Self.durationTimer)
        guard landings.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesOfLastTap = landings.count
        landings.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: maximumTapInterval, tag: Self.intervalTimer)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func timerFired(tag: Int) {
        // Held too long, or the next tap did not come.
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        landings.removeAll()
        firstTapCentroid = nil
        touchesOfLastTap = 0
    }

    /// Where the first tap landed; before that, the centroid of the fingers down.
    open override func location(in view: View?) -> Point {
        guard let first = firstTapCentroid else { return super.location(in: view) }
        guard let view else { return first }
        return first.applying(view.windowToLocalTransform)
    }

    /// The fingers down, or once they lifted, the number of fingers of the last tap.
    open override var numberOfTouches: Int {
        let down = super.numberOfTouches
        return down > 0 ? down : touchesOfLastTap
    }

    /// A tap prevents a tap with as many fingers only if the other needs no more taps than it does.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTouchesRequired == numberOfTouchesRequired {
            return tap.numberOfTapsRequired <= numberOfTapsRequired
        }
        return super.canPrevent(other)
    }
}

/// The centroid of some points.
nonisolated func centroid(of points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    var x = 0.0, y = 0.0
    for p in points {
        x += p.x
        y += p.y
    }
    return Point(x: x / Double(points.count), y: y / Double(points.count))
}
