/// Recognizes two fingers moving apart or together. Continuous.
///
/// The callback order: `.began` once the distance between the two fingers changed by
/// ``threshold`` points; `.changed` on every move after that; `.ended` when both fingers lifted;
/// `.cancelled` if a touch is cancelled. One finger alone never begins a pinch; once it began, one
/// finger may lift and land again without ending it (the scale holds meanwhile and does not jump).
/// Fingers beyond two are ignored.
///
/// ``scale`` is absolute: the current distance divided by a baseline. The baseline keeps
/// ``hysteresis`` points of the starting movement in the pinch's direction, so a pinch from 100 to
/// 110 points first reads 110/108. Setting ``scale`` moves the baseline so the scale reads the new
/// value from the current distance on (handlers that apply the scale incrementally set it back to
/// 1). ``velocity`` is in scale units per second.
///
/// A trackpad's pinch (``TransformInput``, with no touches) drives it too, as UIKit's transform
/// events do: it begins at the first step that changes the scale, with no threshold (the
/// trackpad's driver has decided it is a pinch), multiplies ``scale`` by each step's, and ends
/// with the sequence; ``location(in:)`` is the pointer's, ``numberOfTouches`` stays 0.
open class PinchGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of it: two fingers, and it fails as soon as they lift without
    // having begun.
    override package var touchesNeededToRecognize: Int { 2 }
    override package var longestUndecidedTime: Double? { 0 }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// Distance change needed to begin, in points (default 10).
    @exclusivity(unchecked) public var threshold = GestureConstants.pinchThreshold {
        willSet { checkThread("PinchGestureRecognizer.threshold") }
        didSet { threshold = boundedDistance(threshold, "threshold", oldValue) }
    }
    /// Part of the starting change the baseline keeps, in points (default 8).
    @exclusivity(unchecked) public var hysteresis = GestureConstants.pinchHysteresis {
        willSet { checkThread("PinchGestureRecognizer.hysteresis") }
        didSet { hysteresis = boundedDistance(hysteresis, "hysteresis", oldValue) }
    }
    /// How velocity is estimated (default ``VelocityEstimation/uikit``).
    public var velocityEstimation: VelocityEstimation = .uikit {
        willSet { checkThread("PinchGestureRecognizer.velocityEstimation") }
        didSet { estimator = VelocityEstimator(estimation: velocityEstimation, seedsWithFirstStep: true) }
    }

    @exclusivity(unchecked) private var initialDistance: Double?
    @exclusivity(unchecked) private var baseline = 1.0
    @exclusivity(unchecked) private var currentScale = 1.0
    @exclusivity(unchecked) private var lastDistance: Double?
    @exclusivity(unchecked) private var lastTime = 0.0
    @exclusivity(unchecked) private var hasPassedThreshold = false
    @exclusivity(unchecked) private var estimator = VelocityEstimator(estimation: .uikit, seedsWithFirstStep: true)

    /// The distance between the two fingers now as a multiple of the baseline (1 before the pinch
    /// begins).
    public var scale: Double {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                report(.misuse("\(diagnosticLabel).scale = \(newValue) is not a positive number; ignored"))
                return
            }
            currentScale = newValue
            if let distance = lastDistance, hasPassedThreshold {
                baseline = distance / newValue
            }
            estimator.restart(at: lastTime, value: Vector(dx: newValue, dy: 0))
        }
    }

    /// How fast the scale changes, per second.
    public var velocity: Double { estimator.velocity.dx }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        ignoreFingers(beyond: 2, among: touches, with: event)
        guard let distance = pairDistance() else { return }
        if hasPassedThreshold {
            // A finger came back: keep the scale where it was.
            baseline = distance / currentScale
        } else {
            initialDistance = distance
        }
        lastDistance = distance
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let distance = pairDistance() else { return }
        defer {
            lastDistance = distance
            lastTime = event.timestamp
        }
        if hasPassedThreshold {
            currentScale = distance / baseline
            estimator.add(time: event.timestamp, value: Vector(dx: currentScale, dy: 0))
            state = .changed
            return
        }
        // Reached within the tolerance that absorbs coordinate rounding (see GestureConstants).
        guard let initial = initialDistance, initial > 0,
              abs(distance - initial) >= threshold - GestureConstants.thresholdTolerance
        else { return }
        hasPassedThreshold = true
        baseline = initial + (distance > initial ? hysteresis : -hysteresis)
        currentScale = distance / baseline
        // The first velocity is the step from the previous sample.
        if let previous = lastDistance {
            estimator.restart(at: lastTime, value: Vector(dx: previous / baseline, dy: 0))
        }
        estimator.add(time: event.timestamp, value: Vector(dx: currentScale, dy: 0))
        state = .began
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 {
            state = hasPassedThreshold ? .ended : .failed
        } else if numberOfTouches < 2 {
            lastDistance = nil
            if !hasPassedThreshold { initialDistance = nil }
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
        followTransform(transform, hasBegun: hasPassedThreshold, changes: transform.scale != 1,
                        restart: { estimator.restart(at: event.timestamp, value: Vector(dx: currentScale, dy: 0)) },
                        step: { pinched(by: transform.scale, at: event.timestamp) })
    }

    /// One step of a trackpad's pinch: the scale is multiplied by `factor`; the first step that
    /// changes it begins the pinch.
    private func pinched(by factor: Double, at time: Double) {
        currentScale *= factor
        if let bounded = InputBounds.scale(currentScale) {
            report(.input("\(diagnosticLabel): scale \(currentScale) beyond 1/\(GestureConstants.maximumTransformScale)…"
                          + "\(GestureConstants.maximumTransformScale); using \(bounded)"))
            currentScale = bounded
        }
        estimator.add(time: time, value: Vector(dx: currentScale, dy: 0))
        if hasPassedThreshold {
            state = .changed
        } else if factor != 1 {
            hasPassedThreshold = true
            state = .began
        }
    }

    open override func reset() {
        super.reset()
        initialDistance = nil
        baseline = 1
        currentScale = 1
        lastDistance = nil
        hasPassedThreshold = false
        estimator.reset()
    }

    /// The distance between the first two tracked fingers, in window coordinates.
    private func pairDistance() -> Double? {
        guard engagement.tracked.count >= 2 else { return nil }
        return engagement.tracked[0].locationInWindow.distance(to: engagement.tracked[1].locationInWindow)
    }
}
