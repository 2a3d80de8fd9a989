import Gestures

/// A fling's momentum after the finger lifts, stepped millisecond by millisecond.
///
/// UIKit's projection of a release at velocity `v` (points per millisecond) with deceleration rate
/// `r` is `offset + v · r / (1 − r)` (``projection(from:velocity:rate:)``), and UIKit comes to rest
/// exactly there (apps snap by changing the announced target). Each millisecond the velocity is
/// multiplied by `r` and added to the offset, for the N steps it takes the speed to fall below
/// ``GestureConstants/decelerationStopSpeed``. Those steps cover `v · r · (1 − r^N) / (1 − r)`, so the
/// velocity is scaled by `1 / (1 − r^N)` (``init(velocity:rate:start:target:)``) to cover the whole
/// projection in the same time. An axis that reaches an edge stops there.
///
/// A value owned by the scroller's motion, and a pure function of the clock's time: it holds no
/// reference, and ``advance(to:from:rate:limits:)`` is given everything it reads.
struct Deceleration: Equatable {
    /// The velocity of the next step, in points per millisecond.
    private(set) var velocity: Vector
    /// The clock time the fling started, in seconds.
    let start: Double
    /// The milliseconds stepped so far.
    private(set) var steps: Int
    /// The step the fling stops at.
    let last: Int
    /// Where it comes to rest.
    let target: Point

    /// A fling released at `velocity` (points per millisecond) at clock time `start`, coming to rest
    /// at `target` under deceleration rate `rate` (below 1).
    init(velocity: Vector, rate: Double, start: Double, target: Point) {
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        var power = 1.0, steps = 0
        // Ends: r ≤ 0.9999, and the power underflows to 0 before the speed could stay above the
        // stop speed (at most about 7 million steps for the largest finite speed).
        repeat {
            steps += 1
            power *= rate
        } while speed * power >= GestureConstants.decelerationStopSpeed
        let scale = power < 1 ? 1 / (1 - power) : 1
        self.velocity = Vector(dx: velocity.dx * scale, dy: velocity.dy * scale)
        self.start = start
        self.steps = 0
        last = steps
        self.target = target
    }

    /// UIKit's projection `offset + v · r / (1 − r)` (`velocity` in points per millisecond), not
    /// yet kept inside any limits.
    static func projection(from offset: Point, velocity: Vector, rate: Double) -> Point {
        let factor = rate / (1 - rate)
        return Point(x: offset.x + velocity.dx * factor, y: offset.y + velocity.dy * factor)
    }

    /// Steps from `offset` up to clock time `now` (seconds) at `rate`, inside `limits`: the offset
    /// reached, and whether the fling stopped (its last step, or no velocity left). A stopped
    /// fling rests exactly on its target along each axis the steps brought there but for rounding.
    mutating func advance(to now: Double, from offset: Point, rate: Double, limits: ScrollLimits) -> (offset: Point, stopped: Bool) {
        let due = Int(((now - start) * 1000).rounded(.down) + 1e-6)
        var offset = offset
        while steps < due {
            steps += 1
            velocity.dx *= rate
            velocity.dy *= rate
            offset = Point(x: offset.x + velocity.dx, y: offset.y + velocity.dy)
            let kept = limits.clamped(offset)
            if kept.x != offset.x { velocity.dx = 0 }
            if kept.y != offset.y { velocity.dy = 0 }
            offset = kept
            if steps >= last || velocity == Vector(dx: 0, dy: 0) {
                return (Point(x: Self.resting(offset.x, at: target.x), y: Self.resting(offset.y, at: target.y)), true)
            }
        }
        return (offset, false)
    }

    /// Where an axis of a finished fling rests: exactly on the target when the steps brought it
    /// there but for rounding (a sum of thousands of steps), else where it is (it stopped at an
    /// edge, or the delegate moved the content on the way).
    private static func resting(_ value: Double, at target: Double) -> Double {
        abs(value - target) <= 1e-9 * Swift.max(1, abs(target)) ? target : value
    }
}
