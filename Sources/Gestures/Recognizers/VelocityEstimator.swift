/// How a pan, pinch or rotation estimates its velocity.
nonisolated public enum VelocityEstimation: Hashable, Sendable {
    /// UIKit's behaviour: each step's velocity is blended into the estimate with weight 0.2
    /// (``GestureConstants/velocitySmoothing``), steps under 1 ms count as zero, and lifting the
    /// fingers does not update it, so `.ended` reports the velocity of the last movement even after
    /// a pause. The default.
    case uikit
    /// A least-squares fit of a quadratic through the samples of the last 100 ms (at most 20), as
    /// Flutter and Android do: smoother flings, and a finger that stopped before lifting reads
    /// (nearly) zero.
    case leastSquares
}

/// Estimates the velocity of a value sampled over time: a 2-D centroid for a pan, a scale or an
/// angle (in `x`) for a pinch or a rotation.
///
/// Allocation-free: the samples live in a fixed ring of
/// ``GestureConstants/leastSquaresMaximumSamples`` entries reserved once.
///
/// Internal to the engine; the benchmarks reach it through the `Benchmarks` SPI
/// (`@_spi(Benchmarks) import Gestures`) to time it per sample.
@_spi(Benchmarks) nonisolated public struct VelocityEstimator {
    var estimation: VelocityEstimation
    /// For pinch and rotation, UIKit's first estimate is the first step's velocity itself (no
    /// blending with zero). [MEASURED]
    var seedsWithFirstStep: Bool

    /// The current estimate, in units of the value per second.
    @_spi(Benchmarks) public private(set) var velocity = Vector.zero
    private var hasEstimate = false
    private var lastTime: Double?
    private var lastValue = Vector.zero

    // Least-squares samples: a ring buffer.
    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var head = 0
    private var count = 0

    /// Creates an estimator with no samples.
    @_spi(Benchmarks) public init(estimation: VelocityEstimation, seedsWithFirstStep: Bool) {
        self.estimation = estimation
        self.seedsWithFirstStep = seedsWithFirstStep
        let capacity = GestureConstants.leastSquaresMaximumSamples
        times = [Double](repeating: 0, count: capacity)
        xs = [Double](repeating: 0, count: capacity)
        ys = [Double](repeating: 0, count: capacity)
    }

    /// Forgets every sample and the estimate.
    mutating func reset() {
        velocity = .zero
        hasEstimate = false
        lastTime = nil
        count = 0
        head = 0
    }

    /// Starts over from `value` at `time` (a finger joined or left, or the baseline moved), keeping
    /// no velocity.
    mutating func restart(at time: Double, value: Vector) {
        reset()
        add(time: time, value: value, isMovement: false)
    }

    /// Adds a sample. `isMovement` is false for samples that are not a movement of the value (a lift
    /// in UIKit mode).
    @_spi(Benchmarks) public mutating func add(time: Double, value: Vector, isMovement: Bool = true) {
        switch estimation {
        case .uikit:
            if let lastTime, isMovement {
                let dt = time - lastTime
                // One division for both components (dt is at least the minimum step, so its
                // reciprocal is finite).
                let step = dt >= GestureConstants.velocityMinimumStep ? (value - lastValue) * (1 / dt) : .zero
                if !hasEstimate && seedsWithFirstStep {
                    velocity = step
                } else {
                    let w = GestureConstants.velocitySmoothing
                    velocity = step * w + velocity * (1 - w)
                }
                hasEstimate = true
            }
        case .leastSquares:
            addLeastSquaresSample(time: time, value: value)
        }
        lastTime = time
        lastValue = value
    }

    /// Out of line: its frame and ring-buffer work would cost UIKit's estimator, the default,
    /// a dozen instructions per sample.
    @inline(never)
    private mutating func addLeastSquaresSample(time: Double, value: Vector) {
        let capacity = times.count
        let index = (head + count) % capacity
        if count == capacity {
            head = (head + 1) % capacity
        } else {
            count += 1
        }
        times[index] = time
        xs[index] = value.dx
        ys[index] = value.dy
        velocity = leastSquaresVelocity()
    }

    /// The derivative at the newest sample of a quadratic (or, with two samples, a line) fitted to
    /// the samples within the horizon.
    private func leastSquaresVelocity() -> Vector {
        guard count >= 2 else { return .zero }
        let capacity = times.count
        let newest = times[(head + count - 1) % capacity]
        // Sums for the normal equations in u = (t − newest) / horizon: the derivative at the newest
        // sample is the linear term divided by the horizon, and u in [−1, 0] keeps them well
        // conditioned.
        let horizon = GestureConstants.leastSquaresHorizon
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var xy0 = 0.0, xy1 = 0.0, xy2 = 0.0, yy0 = 0.0, yy1 = 0.0, yy2 = 0.0
        var used = 0
        for k in 0..<count {
            let index = (head + count - 1 - k) % capacity
            let u = (times[index] - newest) / horizon
            if u < -1 { break }
            let u2 = u * u
            s0 += 1; s1 += u; s2 += u2; s3 += u2 * u; s4 += u2 * u2
            let x = xs[index], y = ys[index]
            xy0 += x; xy1 += x * u; xy2 += x * u2
            yy0 += y; yy1 += y * u; yy2 += y * u2
            used += 1
        }
        guard used >= 2 else { return .zero }
        if used >= 3 {
            // Solve [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]] · [c0 c1 c2] = rhs by Cramer's rule for c1.
            let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            if abs(det) > 1e-12 {
                func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
                    (s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)) / det / horizon
                }
                return Vector(dx: slope(xy0, xy1, xy2), dy: slope(yy0, yy1, yy2))
            }
        }
        // A straight line.
        let det = s0 * s2 - s1 * s1
        guard abs(det) > 1e-12 else { return .zero }
        return Vector(dx: (s0 * xy1 - s1 * xy0) / det / horizon, dy: (s0 * yy1 - s1 * yy0) / det / horizon)
    }
}
