/// Recognizes a drag of one or more fingers. Continuous.
///
/// The callback order: `.began` once enough fingers (``minimumNumberOfTouches``) moved their
/// centroid ``hysteresis`` points along the x or the y axis (per axis, not diagonally); `.changed`
/// on every move after that; `.ended` when fewer than ``minimumNumberOfTouches`` fingers remain
/// (all of them, by default); `.cancelled` if a touch is cancelled. Lifting every finger before it
/// began fails it.
///
/// ``translation(in:)`` is the centroid's movement since the gesture began, with the hysteresis
/// taken off each axis at `began`, so it starts near zero: a first movement of (15, −12) reads
/// (5, −2). Fingers joining or leaving move the centroid without moving the translation. Fingers
/// beyond ``maximumNumberOfTouches`` are ignored.
///
/// ``velocity(in:)`` follows ``velocityEstimation``: by default UIKit's, which is not updated when
/// the fingers lift, so `.ended` reports how fast the fingers last moved.
open class PanGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of pans: it fails as soon as its fingers lift without having
    // begun.
    override package var touchesNeededToRecognize: Int { minimumNumberOfTouches }
    override package var longestUndecidedTime: Double? { 0 }
    override package var settingsProblem: String? {
        minimumNumberOfTouches > maximumNumberOfTouches
            ? "needs \(minimumNumberOfTouches) touches but follows at most \(maximumNumberOfTouches)" : nil
    }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// Fingers needed before the pan can begin (default 1).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1 {
        willSet { checkThread("PanGestureRecognizer.minimumNumberOfTouches") }
    }
    /// Fingers the pan follows at most; more are ignored (default `Int.max`).
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max {
        willSet { checkThread("PanGestureRecognizer.maximumNumberOfTouches") }
    }
    /// Movement along one axis needed to begin, in points (default 10).
    @exclusivity(unchecked) public var hysteresis = GestureConstants.panHysteresis {
        willSet { checkThread("PanGestureRecognizer.hysteresis") }
        didSet { hysteresis = boundedDistance(hysteresis, "hysteresis", oldValue) }
    }
    /// How velocity is estimated (default ``VelocityEstimation/uikit``).
    public var velocityEstimation: VelocityEstimation = .uikit {
        willSet { checkThread("PanGestureRecognizer.velocityEstimation") }
        didSet { estimator = VelocityEstimator(estimation: velocityEstimation, seedsWithFirstStep: false) }
    }

    /// The centroid's movement in window coordinates, summed over moves only. Each move adds the
    /// average of the moved fingers' own displacements over the fingers followed, so fingers
    /// landing or lifting — even in the same event as another finger's move — never count as
    /// movement.
    /// The scrolling the pan follows as if it were fingers dragging (default none, as UIKit's):
    /// a wheel's notches (``ScrollTypeMask/discrete``), a trackpad's two fingers
    /// (``ScrollTypeMask/continuous``), or both. A scroll begins the pan at its first movement,
    /// with no hysteresis, and ends it when the scroll ends; ``numberOfTouches`` stays 0.
    @exclusivity(unchecked) public var allowedScrollTypesMask: ScrollTypeMask = [] {
        willSet { checkThread("PanGestureRecognizer.allowedScrollTypesMask") }
    }

    /// Where the scroll under way is, in window coordinates.
    @exclusivity(unchecked) private var scrollLocation: Point?
    @exclusivity(unchecked) private var accumulated = Vector.zero
    /// Subtracted from `accumulated` to give the translation: the hysteresis, then whatever
    /// `setTranslation` or a release from waiting set.
    @exclusivity(unchecked) private var baseline = Vector.zero
    @exclusivity(unchecked) private var hasSamples = false
    /// The movement passed the hysteresis: the pan began, or asked to while it waits for others.
    @exclusivity(unchecked) private(set) var hasPassedThreshold = false
    @exclusivity(unchecked) private var estimator = VelocityEstimator(estimation: .uikit, seedsWithFirstStep: false)
    @exclusivity(unchecked) private var lastTimestamp = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        // The newest fingers beyond the maximum are not followed.
        ignoreFingers(beyond: maximumNumberOfTouches, among: touches, with: event)
        if !hasSamples {
            hasSamples = true
            estimator.restart(at: event.timestamp, value: accumulated)
        }
        lastTimestamp = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        // The fingers followed, read once from the record (not through the overridable
        // `numberOfTouches`, twice, on every update).
        let following = engagement.tracked.count
        // Movement made with too few fingers down does not count.
        if hasPassedThreshold || following >= minimumNumberOfTouches {
            accumulated += averageDisplacement(of: touches, among: following)
        }
        lastTimestamp = event.timestamp
        estimator.add(time: event.timestamp, value: accumulated)
        if hasPassedThreshold {
            state = .changed
        } else if following >= minimumNumberOfTouches, let offset = beginningOffset(for: accumulated) {
            hasPassedThreshold = true
            baseline = offset
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        // A lifting finger's last step counts towards the translation (not the velocity, UIKit's
        // way), over the fingers followed just before it lifted.
        if hasPassedThreshold || numberOfTouches + touches.count >= minimumNumberOfTouches {
            accumulated += averageDisplacement(of: touches, among: numberOfTouches + touches.count)
            if velocityEstimation == .leastSquares { estimator.add(time: event.timestamp, value: accumulated) }
        }
        lastTimestamp = event.timestamp
        if numberOfTouches == 0 {
            state = hasPassedThreshold ? .ended : .failed
        } else if hasPassedThreshold && numberOfTouches < minimumNumberOfTouches {
            state = .ended
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        // A gesture that never began fails (what the engine would make of `.cancelled`, said
        // directly so that no correction is reported).
        state = state == .possible ? .failed : .cancelled
    }

    override func follows(_ scroll: ScrollTypeMask) -> Bool {
        !allowedScrollTypesMask.isDisjoint(with: scroll) && engagement.tracked.isEmpty
    }

    override func scroll(_ scroll: ScrollInput, with event: Event) {
        scrollLocation = scroll.location
        lastTimestamp = event.timestamp
        switch scroll.phase {
        case .began:
            estimator.restart(at: event.timestamp, value: accumulated)
            // A backend may report the motion that started the scroll with its beginning.
            if scroll.delta != .zero { scrolled(by: scroll.delta, at: event.timestamp) }
        case .changed:
            scrolled(by: scroll.delta, at: event.timestamp)
        case .ended:
            state = hasPassedThreshold ? .ended : .failed
        case .cancelled:
            state = hasPassedThreshold ? .cancelled : .failed
        }
    }

    /// One step of scrolling: the translation grows by `delta`; the first step that moves begins
    /// the pan.
    private func scrolled(by delta: Vector, at time: Double) {
        accumulated += delta
        estimator.add(time: time, value: accumulated)
        if hasPassedThreshold {
            state = .changed
        } else if delta != .zero {
            hasPassedThreshold = true
            baseline = accumulated - delta
            state = .began
        }
    }

    open override func location(in view: View?) -> Point {
        guard engagement.tracked.isEmpty, let scrollLocation else { return super.location(in: view) }
        guard let view else { return scrollLocation }
        return scrollLocation.applying(view.windowToLocalTransform)
    }

    open override func reset() {
        super.reset()
        scrollLocation = nil
        accumulated = .zero
        baseline = .zero
        hasSamples = false
        hasPassedThreshold = false
        estimator.reset()
    }

    /// The centroid's displacement due to `touches` moving in this event, with `count` fingers
    /// followed.
    private func averageDisplacement(of touches: Set<Touch>, among count: Int) -> Vector {
        guard count > 0 else { return .zero }
        var sum = Vector.zero
        for touch in touches {
            sum += touch.locationInWindow - touch.eventStartLocation
        }
        // One finger (the usual pan): the same value without two divisions on the update's path.
        return count == 1 ? sum : sum / Double(count)
    }

    /// A pan released from waiting starts from zero translation.
    override func recognitionReleased() {
        baseline = accumulated
    }

    /// Whether a movement starts the pan, and if so the part of it the translation leaves out.
    func beginningOffset(for movement: Vector) -> Vector? {
        // Reached within the tolerance that absorbs coordinate rounding (see GestureConstants).
        let reach = hysteresis - GestureConstants.thresholdTolerance
        guard abs(movement.dx) >= reach || abs(movement.dy) >= reach else { return nil }
        return Vector(dx: Swift.min(Swift.max(movement.dx, -hysteresis), hysteresis),
                      dy: Swift.min(Swift.max(movement.dy, -hysteresis), hysteresis))
    }

    /// The translation in window coordinates.
    var windowTranslation: Vector { accumulated - baseline }

    /// How far the fingers moved since the gesture began, in `view`'s coordinates (window
    /// coordinates for nil).
    public func translation(in view: View?) -> Point {
        let t = windowTranslation
        // Not `guard let view`: binding the optional made the optimizer retain and release the
        // view around the read (two atomic operations on every update of a drag).
        if view == nil { return t.asPoint }
        return view.unsafelyUnwrapped.windowToLocalLinearPart.applyLinear(t).asPoint
    }

    /// Makes the translation read `translation` in `view`'s coordinates from now on, and starts the
    /// velocity afresh. Handlers that apply the movement incrementally set it back to zero.
    public func setTranslation(_ translation: Point, in view: View?) {
        var t = Vector(translation)
        if view != nil { t = view.unsafelyUnwrapped.localToWindowLinearPart.applyLinear(t) }
        guard t.isFinite else {
            report(.misuse("\(diagnosticLabel).setTranslation(\(translation)) is not finite; ignored"))
            return
        }
        baseline = accumulated - t
    }

    /// How fast the fingers move, in `view`'s points per second (window coordinates for nil).
    public func velocity(in view: View?) -> Point {
        let v = estimator.velocity
        if view == nil { return v.asPoint }
        return view.unsafelyUnwrapped.windowToLocalLinearPart.applyLinear(v).asPoint
    }
}
