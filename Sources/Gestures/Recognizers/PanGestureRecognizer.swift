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
    /// Fingers needed before the pan can begin (default 1).
    public var minimumNumberOfTouches = 1
    /// Fingers the pan follows at most; more are ignored (default `Int.max`).
    public var maximumNumberOfTouches = Int.max
    /// Movement along one axis needed to begin, in points (default 10).
    public var hysteresis = GestureConstants.panHysteresis
    /// How velocity is estimated (default ``VelocityEstimation/uikit``).
    public var velocityEstimation: VelocityEstimation = .uikit {
        didSet { estimator = VelocityEstimator(estimation: velocityEstimation, seedsWithFirstStep: false) }
    }

    /// The centroid's movement in window coordinates, summed over moves only (joins and lifts of
    /// fingers do not count).
    private var accumulated = Vector.zero
    /// Subtracted from `accumulated` to give the translation: the hysteresis, then whatever
    /// `setTranslation` or a release from waiting set.
    private var baseline = Vector.zero
    private var previousCentroid: Point?
    /// The movement passed the hysteresis: the pan began, or asked to while it waits for others.
    private(set) var hasPassedThreshold = false
    private var estimator = VelocityEstimator(estimation: .uikit, seedsWithFirstStep: false)
    private var lastTimestamp = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        // The newest fingers beyond the maximum are not followed.
        ignoreFingers(beyond: maximumNumberOfTouches, among: touches, with: event)
        if previousCentroid == nil { estimator.restart(at: event.timestamp, value: accumulated) }
        previousCentroid = super.location(in: nil)
        lastTimestamp = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        let centroid = super.location(in: nil)
        // Movement made with too few fingers down does not count.
        if let last = previousCentroid, hasPassedThreshold || numberOfTouches >= minimumNumberOfTouches {
            accumulated += centroid - last
        }
        previousCentroid = centroid
        lastTimestamp = event.timestamp
        estimator.add(time: event.timestamp, value: accumulated)
        if hasPassedThreshold {
            state = .changed
        } else if numberOfTouches >= minimumNumberOfTouches, let offset = beginningOffset(for: accumulated) {
            hasPassedThreshold = true
            baseline = offset
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        // The lifting fingers' last positions count towards the translation, not the velocity.
        if let last = previousCentroid {
            var x = 0.0, y = 0.0
            var n = 0.0
            for touch in touches {
                x += touch.locationInWindow.x
                y += touch.locationInWindow.y
                n += 1
            }
            let remaining = Double(numberOfTouches)
            if remaining > 0 {
                let rest = super.location(in: nil)
                x += rest.x * remaining
                y += rest.y * remaining
                n += remaining
            }
            let before = Point(x: x / n, y: y / n)
            accumulated += before - last
            if velocityEstimation == .leastSquares { estimator.add(time: event.timestamp, value: accumulated) }
        }
        previousCentroid = numberOfTouches > 0 ? super.location(in: nil) : nil
        lastTimestamp = event.timestamp
        if numberOfTouches == 0 {
            state = hasPassedThreshold ? .ended : .failed
        } else if hasPassedThreshold && numberOfTouches < minimumNumberOfTouches {
            state = .ended
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    open override func reset() {
        super.reset()
        accumulated = .zero
        baseline = .zero
        previousCentroid = nil
        hasPassedThreshold = false
        estimator.reset()
    }

    /// A pan released from waiting starts from zero translation.
    override func recognitionReleased() {
        baseline = accumulated
    }

    /// Whether a movement starts the pan, and if so the part of it the translation leaves out.
    func beginningOffset(for movement: Vector) -> Vector? {
        guard abs(movement.dx) >= hysteresis || abs(movement.dy) >= hysteresis else { return nil }
        return Vector(dx: Swift.min(Swift.max(movement.dx, -hysteresis), hysteresis),
                      dy: Swift.min(Swift.max(movement.dy, -hysteresis), hysteresis))
    }

    /// The translation in window coordinates.
    var windowTranslation: Vector { accumulated - baseline }

    /// How far the fingers moved since the gesture began, in `view`'s coordinates (window
    /// coordinates for nil).
    public func translation(in view: View?) -> Point {
        let t = windowTranslation
        guard let view else { return t.asPoint }
        return view.windowToLocalTransform.applyLinear(t).asPoint
    }

    /// Makes the translation read `translation` in `view`'s coordinates from now on, and starts the
    /// velocity afresh. Handlers that apply the movement incrementally set it back to zero.
    public func setTranslation(_ translation: Point, in view: View?) {
        var t = Vector(translation)
        if let view { t = view.localToWindowTransform.applyLinear(t) }
        guard t.isFinite else {
            report(.misuse("\(diagnosticLabel).setTranslation(\(translation)) is not finite; ignored"))
            return
        }
        baseline = accumulated - t
    }

    /// How fast the fingers move, in `view`'s points per second (window coordinates for nil).
    public func velocity(in view: View?) -> Point {
        let v = estimator.velocity
        guard let view else { return v.asPoint }
        return view.windowToLocalTransform.applyLinear(v).asPoint
    }
}
