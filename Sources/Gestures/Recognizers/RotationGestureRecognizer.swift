/// Recognizes two fingers turning around each other. Continuous.
///
/// The callback order: `.began` once the line between the two fingers turned by ``threshold``
/// (10°); `.changed` on every move after that; `.ended` when both fingers lifted; `.cancelled` if a
/// touch is cancelled. One finger alone never begins it; once it began, one finger may lift and
/// land again without ending it or making the rotation jump. Fingers beyond two are ignored.
///
/// ``rotation`` is in radians, positive clockwise on screen (y grows downwards), and cumulative
/// across full turns. At `began` the baseline keeps ``hysteresis`` (5°) of the starting turn in the
/// rotation's direction, so a turn of 10° first reads 5° and 45° reads 40°. Setting ``rotation``
/// moves the baseline with no hysteresis (handlers that apply it incrementally set it back to 0).
/// ``velocity`` is in radians per second.
///
/// A trackpad's rotation (``TransformInput``, with no touches) drives it too, as UIKit's transform
/// events do: it begins at the first step that turns, with no threshold or hysteresis (the
/// trackpad's driver has decided), adds each step's turn to ``rotation``, and ends with the
/// sequence; ``location(in:)`` is the pointer's, ``numberOfTouches`` stays 0.
open class RotationGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of it: two fingers, and it fails as soon as they lift without
    // having begun.
    override package var touchesNeededToRecognize: Int { 2 }
    override package var longestUndecidedTime: Double? { 0 }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// Turn needed to begin, in radians (default 10°).
    @exclusivity(unchecked) public var threshold = GestureConstants.rotationThreshold {
        willSet { checkThread("RotationGestureRecognizer.threshold") }
        didSet { threshold = boundedAngle(threshold, "threshold", oldValue) }
    }
    /// Part of the starting turn the baseline keeps, in radians (default 5°).
    @exclusivity(unchecked) public var hysteresis = GestureConstants.rotationHysteresis {
        willSet { checkThread("RotationGestureRecognizer.hysteresis") }
        didSet { hysteresis = boundedAngle(hysteresis, "hysteresis", oldValue) }
    }
    /// How velocity is estimated (default ``VelocityEstimation/uikit``).
    public var velocityEstimation: VelocityEstimation = .uikit {
        willSet { checkThread("RotationGestureRecognizer.velocityEstimation") }
        didSet { estimator = VelocityEstimator(estimation: velocityEstimation, seedsWithFirstStep: true) }
    }

    /// The turn of the line between the fingers since they landed, summed across moves.
    @exclusivity(unchecked) private var accumulated = 0.0
    @exclusivity(unchecked) private var baseline = 0.0
    @exclusivity(unchecked) private var lastPair: Vector?
    @exclusivity(unchecked) private var lastTime = 0.0
    @exclusivity(unchecked) private var hasPassedThreshold = false
    @exclusivity(unchecked) private var estimator = VelocityEstimator(estimation: .uikit, seedsWithFirstStep: true)

    /// The rotation in radians since the gesture began (0 before).
    public var rotation: Double {
        get { hasPassedThreshold ? accumulated - baseline : 0 }
        set {
            guard newValue.isFinite else {
                report(.misuse("\(diagnosticLabel).rotation = \(newValue) is not finite; ignored"))
                return
            }
            baseline = accumulated - newValue
            estimator.restart(at: lastTime, value: Vector(dx: newValue, dy: 0))
        }
    }

    /// How fast the rotation changes, in radians per second.
    public var velocity: Double { estimator.velocity.dx }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        ignoreFingers(beyond: 2, among: touches, with: event)
        lastPair = pairVector()
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let pair = pairVector() else { return }
        let previousRotation = accumulated - baseline
        if let last = lastPair { accumulated += Self.turn(from: last, to: pair) }
        let previousTime = lastTime
        lastPair = pair
        lastTime = event.timestamp
        if hasPassedThreshold {
            estimator.add(time: event.timestamp, value: Vector(dx: rotation, dy: 0))
            state = .changed
            return
        }
        // Reached within the tolerance that absorbs coordinate rounding (see GestureConstants).
        guard abs(accumulated) >= threshold - GestureConstants.thresholdTolerance else { return }
        hasPassedThreshold = true
        baseline = accumulated > 0 ? hysteresis : -hysteresis
        estimator.restart(at: previousTime, value: Vector(dx: previousRotation - baseline, dy: 0))
        estimator.add(time: event.timestamp, value: Vector(dx: rotation, dy: 0))
        state = .began
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 {
            state = hasPassedThreshold ? .ended : .failed
        } else {
            lastPair = pairVector()
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        // A gesture that never began fails (what the engine would make of `.cancelled`, said
        // directly so that no correction is reported).
        state = state == .possible ? .failed : .cancelled
    }

    override var followsTransforms: Bool { engagement.tracked.isEmpty }

    override func transform(_ transform: TransformInput, with event: Event) {
        lastTime = event.timestamp
        followTransform(transform, hasBegun: hasPassedThreshold, changes: transform.rotation != 0,
                        restart: { estimator.restart(at: event.timestamp, value: Vector(dx: rotation, dy: 0)) },
                        step: { turned(by: transform.rotation, at: event.timestamp) })
    }

    /// One step of a trackpad's rotation: the rotation grows by `angle`; the first step that turns
    /// begins the recognizer.
    private func turned(by angle: Double, at time: Double) {
        accumulated += angle
        if hasPassedThreshold {
            estimator.add(time: time, value: Vector(dx: rotation, dy: 0))
            state = .changed
        } else if angle != 0 {
            hasPassedThreshold = true
            estimator.add(time: time, value: Vector(dx: rotation, dy: 0))
            state = .began
        }
    }

    open override func reset() {
        super.reset()
        accumulated = 0
        baseline = 0
        lastPair = nil
        hasPassedThreshold = false
        estimator.reset()
    }

    /// The line from the first tracked finger to the second, in window coordinates; nil while
    /// there are not two fingers apart.
    private func pairVector() -> Vector? {
        guard engagement.tracked.count >= 2 else { return nil }
        let d = engagement.tracked[1].locationInWindow - engagement.tracked[0].locationInWindow
        return d.dx != 0 || d.dy != 0 ? d : nil
    }

    /// The angle, in (−π, π], that turns the line `from` into the line `to`: the arctangent of their
    /// cross and dot products, the same as the difference of the two lines' angles brought into one
    /// turn, but with one arctangent, whose argument (a step of a turning pair of fingers, a few
    /// degrees) is small enough that it takes a single division. Coordinates are bounded by
    /// ``GestureConstants/maximumCoordinateMagnitude``, so the products stay finite.
    nonisolated package static func turn(from: Vector, to: Vector) -> Double {
        let cross = from.dx * to.dy - from.dy * to.dx
        let dot = from.dx * to.dx + from.dy * to.dy
        let angle = Math.atan2(cross, dot)
        // A half turn exactly: π, not −π, as the interval is open below.
        return angle == -Math.pi ? Math.pi : angle
    }
}
