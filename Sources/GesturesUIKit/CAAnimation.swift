import Gestures

/// What an animation does outside its active time, with Core Animation's names.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value stays after the end (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows from the moment it is added until its begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation goes between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Drawn as `.linear` here.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Drawn as `.linear` here.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Drawn as `.linear` here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Hears an animation start and stop, on the window's clock.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation reached its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The clock time of the key window, in seconds: the time base of ``CAAnimation/beginTime`` (0
/// with no key window).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.shared.keyWindow?.clock.now ?? 0
}

/// Seconds, as Core Foundation names them.
public typealias CFTimeInterval = Double

/// An animation of a layer, on the window's clock: its timing (begin, duration, repeats,
/// reversal, fill), its delegate, and whether it goes when it ends.
///
/// ``CALayer/add(_:forKey:)`` adds a copy, as Core Animation does: changing the animation
/// afterwards changes nothing on screen. The delegate is held strongly, as Core Animation holds it.
@MainActor
open class CAAnimation {
    /// When the animation starts, in the clock's time (``CACurrentMediaTime()`` + a delay); 0:
    /// when added. In a group: the offset from the group's start.
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle, in seconds; 0: the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How many cycles run (0: one); may be fractional or `.infinity`.
    open var repeatCount: Float = 0
    /// Whether each cycle plays forwards then backwards.
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// The curve of each cycle (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Hears the start and the end; held strongly.
    open var delegate: CAAnimationDelegate?

    public init() {}

    /// A copy with the same settings (a subclass copies its own).
    open func copy() -> Any {
        let copy = Self.makeEmpty(like: self)
        copy.copyTiming(from: self)
        return copy
    }

    /// An empty animation of the same class (subclasses of the app's own keep their class when
    /// they have a plain `init()`).
    class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CAAnimation() }

    func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        repeatCount = other.repeatCount
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
    }

    /// The key paths this animation changes.
    var animatedKeyPaths: [String] { [] }

    /// Writes the animation's values at its local time (seconds since its begin, already mapped
    /// through repeats and reversal into 0…duration) onto a presentation copy of `model`.
    func apply(atLocalTime time: Double, to shown: CALayer, model: CALayer) {}

    // MARK: Timing

    /// The cycle length in use: ``duration``, or the default when it is 0 (set when added).
    var resolvedDuration = 0.25

    /// How long the animation runs from its begin, repeats and reversals included (may be
    /// infinite).
    var activeDuration: Double {
        let cycle = resolvedDuration * (autoreverses ? 2 : 1)
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        return repeats.isInfinite ? .infinity : cycle * repeats
    }

    /// The local time (0…duration) at `elapsed` seconds after the begin, nil when the animation
    /// shows nothing then (before its begin without a backwards fill, after its end without a
    /// forwards fill).
    func localTime(elapsed: Double) -> Double? {
        let d = resolvedDuration
        if elapsed < 0 {
            return fillMode == .backwards || fillMode == .both ? 0 : nil
        }
        let active = activeDuration
        var t = elapsed
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            t = active
        }
        guard d > 0 else { return autoreverses ? 0 : d }
        let cycle = d * (autoreverses ? 2 : 1)
        var within = t.truncatingRemainder(dividingBy: cycle)
        // The end of a whole number of cycles shows the end of the last cycle.
        if within == 0 && t > 0 { within = cycle }
        return within <= d ? within : cycle - within
    }

    /// The fraction of the change at a local time, through the timing function.
    func progress(atLocalTime time: Double) -> Double {
        let fraction = resolvedDuration > 0 ? time / resolvedDuration : 1
        return timingFunction?.value(at: fraction) ?? Swift.max(0, Swift.min(1, fraction))
    }
}

/// An animation of one property, named by its key path ("position", "transform.scale"…).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the values are added to the model value instead of replacing it.
    open var isAdditive = false

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CAPropertyAnimation() }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
        }
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Writes a value of the key path onto the copy, added to the model's when additive.
    func write(_ value: LayerValue, to shown: CALayer, model: CALayer) {
        guard let keyPath, let key = LayerKeyPath(rawValue: keyPath) else { return }
        var value = value
        if isAdditive, let base = key.value(of: model) { value = base.adding(value) }
        key.set(value, on: shown)
    }
}

/// An animation from one value to another: ``fromValue`` (or what is on screen) to ``toValue``
/// (or the model value), or by ``byValue``.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public override init() { super.init() }

    override class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CABasicAnimation() }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
        }
    }

    /// The two ends, resolved when the animation is added (Core Animation's rules for which of
    /// from, to and by are set).
    var resolvedEnds: (LayerValue, LayerValue)?

    /// The fraction of the way from the start to the end at a local time.
    func fraction(atLocalTime time: Double) -> Double { progress(atLocalTime: time) }

    override func apply(atLocalTime time: Double, to shown: CALayer, model: CALayer) {
        guard let (from, to) = resolvedEnds else { return }
        write(from.interpolated(to: to, fraction(atLocalTime: time)), to: shown, model: model)
    }
}

/// A damped spring from ``fromValue`` to ``toValue``, in closed form: a mass on a spring with
/// viscous damping, released with ``initialVelocity`` (in lengths of the change per second).
///
/// x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ((ζω₀ − v₀)/ω_d) sin ω_d t) when under-damped (ζ < 1), with
/// ω₀ = √(k/m), ζ = c / (2√(km)), ω_d = ω₀√(1 − ζ²); 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t) when
/// critically damped; the sum of two exponentials when over-damped. The timing function is not
/// used; ``duration`` cuts the motion (set it to ``settlingDuration``).
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass, in kilograms-like units (1 by default); zero or less is taken as 1, reported.
    open var mass: CGFloat = 1
    /// The spring constant (100 by default).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (10 by default).
    open var damping: CGFloat = 10
    /// The starting speed, in lengths of the change per second (0 by default).
    open var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    override class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CASpringAnimation() }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
        }
    }

    /// How far from the end the motion must stay to count as settled, as a fraction of the
    /// change: 0.1 %. [OURS]
    static let settlingTolerance = 0.001

    /// The spring's parameters, with unusable values replaced by the defaults.
    var parameters: (omega: Double, zeta: Double, velocity: Double) {
        let m = mass.isFinite && mass > 0 ? Double(mass) : 1
        let k = stiffness.isFinite && stiffness > 0 ? Double(stiffness) : 100
        let c = damping.isFinite && damping >= 0 ? Double(damping) : 10
        let v = initialVelocity.isFinite ? Double(initialVelocity) : 0
        return ((k / m).squareRoot(), c / (2 * (k * m).squareRoot()), v)
    }

    /// The fraction of the change made `t` seconds after the start, in closed form.
    public func springValue(at t: Double) -> Double {
        let (w0, zeta, v0) = parameters
        guard t > 0 else { return 0 }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * w0 * t)
            return 1 - envelope * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
        // x = 1 + A e^(r1 t) + B e^(r2 t), with x(0) = 0 and x'(0) = v0.
        let a = (v0 + r2) / (r1 - r2)
        let b = -1 - a
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }

    /// How long the spring takes to stay within 0.1 % of the end: where the envelope of its
    /// motion falls below that, in closed form (the exact crossing of the motion itself may come a
    /// little earlier). Our decision of Core Animation's unspecified estimate.
    open var settlingDuration: CFTimeInterval {
        let (w0, zeta, v0) = parameters
        let epsilon = Self.settlingTolerance
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow((zeta * w0 - v0) / wd, 2)).squareRoot()
            return Swift.max(0, log(amplitude / epsilon) / (zeta * w0))
        }
        // Non-oscillating: step the closed form until it stays within the tolerance (its distance
        // to the end shrinks monotonically after at most one extremum).
        var t = 0.0
        let step = 0.001
        var lastOutside = 0.0
        while t < 3600 {
            t += step
            if abs(1 - springValue(at: t)) > epsilon { lastOutside = t } else if t - lastOutside > 1 { break }
        }
        return lastOutside
    }

    override func fraction(atLocalTime time: Double) -> Double { springValue(at: time) }
}

/// An animation through several values (at ``keyTimes``), or along a ``path`` (for a point
/// property: the position moves along it at an even speed, our decision of Core Animation's
/// default).
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// One time per value, from 0 to 1, increasing; nil spreads the values evenly. A list of
    /// another length than ``values``, or out of order, is not used, reported.
    open var keyTimes: [NSNumber]?
    /// One curve per segment between values (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    open var path: CGPath?
    open var calculationMode: CAAnimationCalculationMode = .linear

    public override init() { super.init() }

    override class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CAKeyframeAnimation() }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            path = other.path
            calculationMode = other.calculationMode
        }
    }

    /// The values and their times, resolved when added.
    var resolvedFrames: (values: [LayerValue], times: [Double])?

    override func apply(atLocalTime time: Double, to shown: CALayer, model: CALayer) {
        let p = progress(atLocalTime: time)
        if let path, !path.isEmpty {
            if let (point, _) = PathGeometry.point(along: path.elements, at: p) { write(.point(point), to: shown, model: model) }
            return
        }
        guard let (frames, times) = resolvedFrames, let first = frames.first else { return }
        guard frames.count > 1 else { return write(first, to: shown, model: model) }
        var index = 0
        while index < times.count - 2 && p >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? Swift.max(0, Swift.min(1, (p - times[index]) / span)) : 1
        if calculationMode == .discrete {
            let discreteIndex = p >= 1 ? frames.count - 1 : index
            return write(frames[discreteIndex], to: shown, model: model)
        }
        if let functions = timingFunctions, index < functions.count { local = functions[index].value(at: local) }
        write(frames[index].interpolated(to: frames[index + 1], local), to: shown, model: model)
    }
}

/// Several animations run together on the group's clock: each child's ``CAAnimation/beginTime``
/// is an offset from the group's start, and the group's duration cuts them.
@MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public override init() { super.init() }

    override class func makeEmpty(like animation: CAAnimation) -> CAAnimation { CAAnimationGroup() }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAAnimationGroup {
            animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
        }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(atLocalTime time: Double, to shown: CALayer, model: CALayer) {
        for child in animations ?? [] {
            if let local = child.localTime(elapsed: time - child.beginTime) {
                child.apply(atLocalTime: local, to: shown, model: model)
            }
        }
    }
}
