/// Recognizes a quick straight stroke in one of the allowed directions. Discrete.
///
/// The callback order: the action is sent once, with `.ended`, *during* the movement, as soon as
/// every required finger has moved far enough along one allowed direction while staying close
/// enough to its line — not when the fingers lift. The recognizer is reset right after its action,
/// so it already reads `.possible` when the event that recognized it returns.
///
/// The limits depend on the time t since the first finger landed (capped at
/// ``maximumDuration``): the movement along the direction must reach
/// `minimumPrimaryMovement · (1 − primaryDecay · t)` and the movement across it must stay within
/// `maximumSecondaryMovement · (1 − secondaryDecay · t)`, which is UIKit's measured behaviour
/// (50 points at first, about 26 and 25 points at 0.5 s). It fails when the fingers move against
/// every allowed direction or too far across it, when it is not recognized within
/// ``maximumDuration``, when a finger lifts first, or when more fingers land than
/// ``numberOfTouchesRequired``.
///
/// A ``direction`` that mixes horizontal and vertical directions counts only its horizontal
/// ones: `[.right, .down]` recognizes a swipe to the right and fails a swipe down. UIKit's
/// header allows several directions only "if they will result in the same behavior", and UIKit
/// on iOS 26.1 measures this way. Within one axis (`[.left, .right]`, `[.up, .down]`) every
/// direction counts.
///
/// Every limit is compared with ``GestureConstants/thresholdTolerance`` of slack, and the
/// duration is inclusive: a qualifying move exactly ``maximumDuration`` after the first finger
/// landed still recognizes.
open class SwipeGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of swipes.
    override package var touchesNeededToRecognize: Int { numberOfTouchesRequired }
    /// Undecided until its duration runs out, while the fingers stay down.
    override package var longestUndecidedTime: Double? { maximumDuration }

    /// Directions of a swipe, as a set.
    nonisolated public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of a single direction, on a y-down screen.
        var unit: Vector {
            switch self {
            case .right: Vector(dx: 1, dy: 0)
            case .left: Vector(dx: -1, dy: 0)
            case .up: Vector(dx: 0, dy: -1)
            default: Vector(dx: 0, dy: 1)
            }
        }
    }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// The directions that count (default `.right`). A set mixing horizontal and vertical
    /// directions counts only the horizontal ones (see the type's discussion).
    @exclusivity(unchecked) public var direction: Direction = .right {
        willSet { checkThread("SwipeGestureRecognizer.direction") }
    }
    /// Fingers that must swipe together (default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        willSet { checkThread("SwipeGestureRecognizer.numberOfTouchesRequired") }
    }
    /// The longest a swipe may take, in seconds (default 0.5).
    @exclusivity(unchecked) public var maximumDuration = GestureConstants.swipeMaximumDuration {
        willSet { checkThread("SwipeGestureRecognizer.maximumDuration") }
        didSet { maximumDuration = boundedDuration(maximumDuration, "maximumDuration", oldValue) }
    }
    /// Movement along the direction needed at time 0, in points (default 50).
    @exclusivity(unchecked) public var minimumPrimaryMovement = GestureConstants.swipeMinimumPrimaryMovement {
        willSet { checkThread("SwipeGestureRecognizer.minimumPrimaryMovement") }
        didSet { minimumPrimaryMovement = boundedDistance(minimumPrimaryMovement, "minimumPrimaryMovement", oldValue) }
    }
    /// How fast the needed primary movement shrinks, per second (default 0.94).
    @exclusivity(unchecked) public var primaryDecay = GestureConstants.swipePrimaryDecay {
        willSet { checkThread("SwipeGestureRecognizer.primaryDecay") }
    }
    /// Movement across the direction allowed at time 0, in points (default 50).
    @exclusivity(unchecked) public var maximumSecondaryMovement = GestureConstants.swipeMaximumSecondaryMovement {
        willSet { checkThread("SwipeGestureRecognizer.maximumSecondaryMovement") }
        didSet { maximumSecondaryMovement = boundedDistance(maximumSecondaryMovement, "maximumSecondaryMovement", oldValue) }
    }
    /// How fast the allowed secondary movement shrinks, per second (default 0.98).
    @exclusivity(unchecked) public var secondaryDecay = GestureConstants.swipeSecondaryDecay {
        willSet { checkThread("SwipeGestureRecognizer.secondaryDecay") }
    }

    @exclusivity(unchecked) private var startTime: Double?
    @exclusivity(unchecked) private var landings = Landings()
    /// The direction that was recognized, for diagnostics and traces.
    @exclusivity(unchecked) private(set) var recognizedDirection: Direction?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if startTime == nil {
            startTime = event.timestamp
            // Due just after the limit, so a move that arrives exactly at it is seen first.
            scheduleTimer(after: maximumDuration + GestureConstants.thresholdTolerance)
        }
        landings.record(touches)
        if landings.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let startTime, landings.count == numberOfTouchesRequired, numberOfTouches == numberOfTouchesRequired
        else { return }
        let tolerance = GestureConstants.thresholdTolerance
        let elapsed = event.timestamp - startTime
        guard elapsed <= maximumDuration + tolerance else {
            state = .failed  // the failure timer has not run yet on a clock that jumped past it
            return
        }
        let t = Swift.min(Swift.max(elapsed, 0), maximumDuration)
        let needed = minimumPrimaryMovement * (1 - primaryDecay * t) - tolerance
        let allowed = maximumSecondaryMovement * (1 - secondaryDecay * t) + tolerance
        let opposite = GestureConstants.swipeOppositeMovement + tolerance
        var anyDirectionAlive = false
        for candidate in [Direction.right, .left, .up, .down] where effectiveDirection.contains(candidate) {
            let unit = candidate.unit
            var allReached = true
            var violated = false
            for landing in landings.entries {
                let d = landing.touch.locationInWindow - landing.at
                let primary = d.dx * unit.dx + d.dy * unit.dy
                let secondary = abs(d.dx * unit.dy - d.dy * unit.dx)
                if primary < -opposite || secondary > allowed { violated = true }
                if primary < needed { allReached = false }
            }
            if violated { continue }
            anyDirectionAlive = true
            if allReached {
                recognizedDirection = candidate
                state = .ended
                return
            }
        }
        if !anyDirectionAlive { state = .failed }
    }

    /// The directions that count: the horizontal ones of a set that mixes both axes.
    var effectiveDirection: Direction {
        let horizontal = direction.intersection([.left, .right])
        return horizontal.isEmpty ? direction : horizontal
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        state = .failed  // lifted before it was recognized
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func timerFired(tag: Int) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        startTime = nil
        landings.removeAll()
        recognizedDirection = nil
    }
}
