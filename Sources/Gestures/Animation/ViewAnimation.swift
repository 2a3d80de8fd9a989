/// The properties of a view that animate.
nonisolated enum AnimatedProperty: Hashable, Sendable {
    case center, bounds, transform, alpha
}

/// A value of an animated property.
nonisolated enum AnimatedValue: Hashable, Sendable {
    case point(Point)
    case rect(Rect)
    case transform(Transform)
    case scalar(Double)

    /// The value the fraction `p` of the way from `self` to `other` (p may overshoot for springs).
    func interpolated(to other: AnimatedValue, _ p: Double) -> AnimatedValue {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch (self, other) {
        case let (.point(a), .point(b)):
            return .point(Point(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
                              width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height)))
        case let (.scalar(a), .scalar(b)):
            return .scalar(lerp(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(Self.interpolate(a, b, p))
        default:
            return p < 1 ? self : other
        }
    }

    /// Transforms interpolate through their translation, rotation and scales (so a turning view
    /// does not squash half-way), unless one of them shears; then entry by entry.
    private static func interpolate(_ a: Transform, _ b: Transform, _ p: Double) -> Transform {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        guard let da = decompose(a), let db = decompose(b) else {
            return Transform(a: lerp(a.a, b.a), b: lerp(a.b, b.b), c: lerp(a.c, b.c), d: lerp(a.d, b.d),
                             tx: lerp(a.tx, b.tx), ty: lerp(a.ty, b.ty))
        }
        let angle = da.angle + Math.normalizedAngle(db.angle - da.angle) * p
        let (s, c) = Math.sinCos(angle)
        let sx = lerp(da.sx, db.sx), sy = lerp(da.sy, db.sy)
        return Transform(a: sx * c, b: sx * s, c: -sy * s, d: sy * c, tx: lerp(a.tx, b.tx), ty: lerp(a.ty, b.ty))
    }

    private static func decompose(_ t: Transform) -> (sx: Double, sy: Double, angle: Double)? {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let shear = t.a * t.c + t.b * t.d
        guard abs(shear) < 1e-9 * Swift.max(1, sx * sx) else { return nil }
        return (sx, t.determinant / sx, Math.atan2(t.b, t.a))
    }
}

/// One block of ``View/animate(withDuration:delay:options:animations:completion:)``: its timing
/// and its completion, shared by the property animations it started.
final class AnimationGroup {
    let clock: any GestureClock
    let start: Double
    let duration: Double
    let curve: AnimationCurve
    let allowsInteraction: Bool
    var completion: ((Bool) -> Void)?
    /// The views with property animations of this group still running.
    var views: [View] = []
    var running = 0
    var interrupted = false
    var timer: TimerToken?

    init(clock: any GestureClock, start: Double, duration: Double, curve: AnimationCurve, allowsInteraction: Bool,
         completion: ((Bool) -> Void)?) {
        self.clock = clock
        self.start = start
        self.duration = duration
        self.curve = curve
        self.allowsInteraction = allowsInteraction
        self.completion = completion
    }

    /// The progress at the clock's current time.
    var progress: Double {
        let elapsed = clock.now - start
        if elapsed <= 0 { return 0 }
        if duration <= 0 || elapsed >= duration { return 1 }
        return curve.progress(at: elapsed / duration, duration: duration)
    }

    /// Calls the completion once, later on the clock (never from inside a property setter).
    func finish() {
        guard let completion else { return }
        self.completion = nil
        if let timer { clock.cancel(timer) }
        let finished = !interrupted
        _ = clock.schedule(at: clock.now) { completion(finished) }
    }
}

/// A running animation of one property of one view.
nonisolated struct PropertyAnimation {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    let group: AnimationGroup
}

/// The animation block being run: its settings, and the groups it created, by clock.
final class AnimationTransaction {
    let duration: Double
    let delay: Double
    let curve: AnimationCurve
    let allowsInteraction: Bool
    let completion: ((Bool) -> Void)?
    var group: AnimationGroup?

    init(duration: Double, delay: Double, curve: AnimationCurve, allowsInteraction: Bool,
         completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.allowsInteraction = allowsInteraction
        self.completion = completion
    }

    /// The group of this block on `clock`, created on first use. Views of other windows join the
    /// first window's group.
    func group(on clock: any GestureClock) -> AnimationGroup {
        if let group { return group }
        let start = clock.now + delay
        let group = AnimationGroup(clock: clock, start: start, duration: duration, curve: curve,
                                   allowsInteraction: allowsInteraction, completion: completion)
        let reference = WeakReference(group)
        group.timer = clock.schedule(at: start + duration) {
            guard let group = reference.value else { return }
            group.timer = nil
            for view in group.views { view.removeAnimations(of: group) }
            group.views.removeAll()
            group.finish()
        }
        self.group = group
        return group
    }
}

extension View {
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // monkey scene ran 6 % more instructions (measured: docs/architecture.md, "Exclusivity"). The engine
    // holds no long access to them across a call into user code.
    /// The blocks being run, innermost last.
    @exclusivity(unchecked) static var transactions: [AnimationTransaction] = [] {
        didSet { transactionDepth = transactions.count }
    }
    /// How many blocks are being run: what every geometry setter asks. An integer initialised with
    /// a constant is laid out in the binary, while the array above is made on first use, so
    /// reading it checks that it was made (a `swift_once` call, about 10 instructions).
    @exclusivity(unchecked) static var transactionDepth = 0

    /// Animates the changes `animations` makes to views' ``center``, ``bounds``, ``frame``,
    /// ``transform`` and ``alpha``.
    ///
    /// As in UIKit, the properties take their new values at once (reading them inside or after the
    /// block gives the final values, and hit testing uses them); what animates is the
    /// *presentation* — ``presentationCenter`` and its siblings, which renderers draw — from what
    /// was on screen to the new value, over `duration` seconds after `delay`, on the window's clock
    /// (a ``ManualClock`` in tests, a ``MonotonicClock`` in apps). While a view animates it
    /// receives no touches, unless the options include `.allowUserInteraction`.
    ///
    /// Interruption: animating a property that is already animating, or setting it outside an
    /// animation block, replaces the running animation — the new one starts from what is on screen
    /// — and the replaced block's completion runs with `false`. Completions run on the clock, after
    /// the block ended (or was replaced), never from inside a property setter. Views in no window
    /// change at once, and their completion runs before this method returns.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, curve: options.curve,
            allowsInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` with a spring: `dampingRatio` 1 settles without
    /// overshooting, smaller values oscillate; `velocity` is the initial speed in animation lengths
    /// per second (1 covers the whole change in a second).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let damping = dampingRatio.isFinite ? dampingRatio : 1
        run(duration: duration, delay: delay, curve: .spring(damping: damping, velocity: velocity.isFinite ? velocity : 0),
            allowsInteraction: options.contains(.allowUserInteraction), animations: animations, completion: completion)
    }

    private static func run(
        duration: Double, delay: Double, curve: AnimationCurve, allowsInteraction: Bool,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let transaction = AnimationTransaction(
            duration: duration.isFinite ? Swift.max(0, duration) : 0, delay: delay.isFinite ? Swift.max(0, delay) : 0,
            curve: curve, allowsInteraction: allowsInteraction, completion: completion)
        transactions.append(transaction)
        animations()
        transactions.removeLast()
        if let group = transaction.group {
            if group.running == 0 { group.finish() }
        } else {
            // Nothing animatable changed, or nothing in a window: done already.
            completion?(true)
        }
    }

    // MARK: Presentation

    /// Where the view is drawn now: ``center`` unless an animation is moving it.
    public var presentationCenter: Point {
        if case let .point(p)? = presentationValue(.center) { return p }
        return storedCenter
    }

    /// The bounds drawn now.
    public var presentationBounds: Rect {
        if case let .rect(r)? = presentationValue(.bounds) { return r }
        return storedBounds
    }

    /// The transform drawn now.
    public var presentationTransform: Transform {
        if case let .transform(t)? = presentationValue(.transform) { return t }
        return storedTransform
    }

    /// The opacity drawn now.
    public var presentationAlpha: Double {
        if case let .scalar(a)? = presentationValue(.alpha) { return a }
        return alpha
    }

    /// Whether any of the view's properties is animating.
    public var isAnimating: Bool { !runningAnimations.isEmpty }

    func presentationValue(_ property: AnimatedProperty) -> AnimatedValue? {
        guard let animation = runningAnimations.first(where: { $0.property == property }) else { return nil }
        return animation.from.interpolated(to: animation.to, animation.group.progress)
    }

    /// Whether an animation without `.allowUserInteraction` is running on the view.
    var animationBlocksInteraction: Bool {
        guard !runningAnimations.isEmpty else { return false }
        return runningAnimations.contains { !$0.group.allowsInteraction }
    }

    /// A property is about to change from `old` to `new`: animate it if a block is running,
    /// otherwise stop any animation of it.
    func propertyWillChange(_ property: AnimatedProperty, from old: AnimatedValue, to new: AnimatedValue) {
        let onScreen = presentationValue(property) ?? old
        stopAnimation(of: property)
        guard let transaction = View.transactions.last, let clock = cachedWindow?.clock, onScreen != new else { return }
        let group = transaction.group(on: clock)
        runningAnimations.append(PropertyAnimation(property: property, from: onScreen, to: new, group: group))
        group.running += 1
        if !group.views.contains(where: { $0 === self }) { group.views.append(self) }
    }

    private func stopAnimation(of property: AnimatedProperty) {
        guard let index = runningAnimations.firstIndex(where: { $0.property == property }) else { return }
        let group = runningAnimations.remove(at: index).group
        group.running -= 1
        group.interrupted = true
        if group.running == 0 {
            group.views.removeAll { $0 === self }
            group.finish()
        }
    }

    func removeAnimations(of group: AnimationGroup) {
        runningAnimations.removeAll { $0.group === group }
    }
}
