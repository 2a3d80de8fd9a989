import Gestures

/// One animation attached to a layer: the copy added, its begin on the clock, its timers.
///
/// Ownership: the layer holds its entries; the clock's timers hold them weakly.
@MainActor
final class LayerAnimationEntry {
    let key: String
    let animation: CAAnimation
    /// The clock time the animation begins.
    let begin: Double
    let clock: any GestureClock
    var startTimer: TimerToken?
    var endTimer: TimerToken?
    var started = false
    var stopped = false
    /// The transactions whose completion waits for this animation.
    var transactions: [CATransaction.Frame] = []

    init(key: String, animation: CAAnimation, begin: Double, clock: any GestureClock) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.clock = clock
    }

    /// Tells the delegate and the transactions that the animation stopped, once.
    func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        if let startTimer { clock.cancel(startTimer) }
        if let endTimer { clock.cancel(endTimer) }
        startTimer = nil
        endTimer = nil
        animation.delegate?.animationDidStop(animation, finished: finished)
        for frame in transactions { frame.animationStopped() }
        transactions = []
    }
}

extension CALayer {
    /// Adds a copy of an animation under a key (replacing one under the same key, which stops
    /// unfinished), on the clock of the layer's window. The layer's model values do not change;
    /// ``presentation()`` and the pictures show the animated values, and hit testing keeps using
    /// the model (UIKit's rule).
    ///
    /// Refused, reported, with the layer unchanged: a key path that names no animatable property
    /// of the layer's class (Core Animation ignores it silently), values that are not finite or
    /// not of the property's kind. Corrected, reported: a negative or non-finite duration (taken
    /// as 0, which means the transaction's duration), a negative or NaN repeat count (1),
    /// keyframe times of another count than the values or out of order (spread evenly).
    ///
    /// A layer in no window has no clock: the animation is not kept, and its delegate hears it
    /// start and finish at once (as `UIView.animate` completes at once for views in no window).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        delegate?.node.checkThread("CALayer.add(_:forKey:)")
        guard let copy = anim.copy() as? CAAnimation, resolve(copy, entry: "CALayer.add(_:forKey:)") else { return }
        guard let clock = window?.clock else {
            copy.delegate?.animationDidStart(copy)
            copy.delegate?.animationDidStop(copy, finished: true)
            return
        }
        let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        if key != nil { removeAnimation(forKey: name) }
        let now = clock.now
        let begin = copy.beginTime > 0 ? copy.beginTime : now
        let entry = LayerAnimationEntry(key: name, animation: copy, begin: begin, clock: clock)
        entry.transactions = CATransaction.frames
        for frame in entry.transactions { frame.pending += 1 }
        animationEntries.append(entry)
        entry.startTimer = clock.schedule(at: Swift.max(now, begin)) { [weak entry] in
            guard let entry, !entry.stopped else { return }
            entry.startTimer = nil
            entry.started = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        let end = begin + copy.activeDuration
        if end.isFinite {
            entry.endTimer = clock.schedule(at: Swift.max(now, end)) { [weak self, weak entry] in
                guard let entry, !entry.stopped else { return }
                entry.endTimer = nil
                if entry.animation.isRemovedOnCompletion { self?.animationEntries.removeAll { $0 === entry } }
                if !entry.started {
                    entry.started = true
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
                entry.stop(finished: true)
            }
        }
    }

    /// Removes the animation under a key; an unfinished one tells its delegate it stopped
    /// unfinished, later on the clock.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        animationEntries.removeAll { $0.key == key }
        for entry in removed { stopLater(entry) }
    }

    /// Removes every animation (see ``removeAnimation(forKey:)``).
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        for entry in removed { stopLater(entry) }
    }

    /// The animation under a key: the copy that runs (not the object passed to `add`).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    private func stopLater(_ entry: LayerAnimationEntry) {
        if let startTimer = entry.startTimer { entry.clock.cancel(startTimer) }
        if let endTimer = entry.endTimer { entry.clock.cancel(endTimer) }
        entry.startTimer = nil
        entry.endTimer = nil
        guard !entry.stopped else { return }
        _ = entry.clock.schedule(at: entry.clock.now) { entry.stop(finished: false) }
    }

    /// Writes the values of `model`'s animations at the clock's current time onto this copy.
    func applyAnimations(from model: CALayer) {
        for entry in model.animationEntries {
            if let local = entry.animation.localTime(elapsed: entry.clock.now - entry.begin) {
                entry.animation.apply(atLocalTime: local, to: self, model: model)
            }
        }
    }

    /// The value of a key path on screen now.
    private func presentedValue(_ key: LayerKeyPath) -> LayerValue? {
        key.value(of: delegate == nil ? presentedForDrawing() : (presentation() ?? self))
    }

    /// Checks an animation's settings and works out its values; false (reported) when it cannot
    /// be added.
    private func resolve(_ animation: CAAnimation, entry: String) -> Bool {
        func report(_ message: String) {
            reportMisuse("\(entry): \(message)", in: window)
        }
        if !animation.duration.isFinite || animation.duration < 0 {
            report("duration \(animation.duration) is not a duration; the transaction's (\(CATransaction.animationDuration()) s) is used")
            animation.duration = 0
        }
        animation.resolvedDuration = animation.duration > 0 ? animation.duration : CATransaction.animationDuration()
        if animation.repeatCount.isNaN || animation.repeatCount < 0 {
            report("repeat count \(animation.repeatCount) is not a count; the animation runs once")
            animation.repeatCount = 0
        }
        if !animation.beginTime.isFinite {
            report("begin time \(animation.beginTime) is not finite; the animation begins when added")
            animation.beginTime = 0
        }
        let functions = [animation.timingFunction].compactMap { $0 } + ((animation as? CAKeyframeAnimation)?.timingFunctions ?? [])
        if functions.contains(where: \.wasNotFinite) {
            report("a timing function with control points that are not finite is linear")
        }
        if let group = animation as? CAAnimationGroup {
            group.animations = (group.animations ?? []).filter { resolve($0, entry: entry) }
            return true
        }
        guard let property = animation as? CAPropertyAnimation else { return true }
        guard let path = property.keyPath, let key = LayerKeyPath(rawValue: path), key.applies(to: self) else {
            report("key path \"\(property.keyPath ?? "nil")\" names no animatable property of \(type(of: self)); the animation is not added")
            return false
        }
        func value(_ any: Any?, _ name: String) -> LayerValue?? {
            guard let any else { return .some(nil) }
            guard let value = LayerValue(any), value.isFinite, key.accepts(value, on: self) else {
                report("\(name) \(any) is not a finite value of \"\(path)\"; the animation is not added")
                return nil
            }
            return .some(value)
        }
        if let keyframes = animation as? CAKeyframeAnimation {
            var frames: [LayerValue] = []
            for item in keyframes.values ?? [] {
                guard let v = value(item, "keyframe value"), let v else { return false }
                frames.append(v)
            }
            if let path = keyframes.path, !path.isEmpty {
                guard key.accepts(.point(.zero), on: self) else {
                    report("a path animates a point, and \"\(key.rawValue)\" is not one; the animation is not added")
                    return false
                }
            }
            var times = (keyframes.keyTimes ?? []).map(\.doubleValue)
            let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } && times.allSatisfy { $0.isFinite }
            if keyframes.keyTimes != nil && (times.count != frames.count || !ordered) {
                report("\(times.count) key times for \(frames.count) values\(ordered ? "" : ", out of order"); the values are spread evenly")
                times = []
            }
            if times.isEmpty { times = frames.count < 2 ? [0] : (0..<frames.count).map { Double($0) / Double(frames.count - 1) } }
            keyframes.resolvedFrames = (frames, times)
            return true
        }
        if let basic = animation as? CABasicAnimation {
            guard let from = value(basic.fromValue, "fromValue"), let to = value(basic.toValue, "toValue"),
                  let by = value(basic.byValue, "byValue") else { return false }
            let current = presentedValue(key) ?? key.value(of: self)!
            let model = key.value(of: self)!
            let ends: (LayerValue, LayerValue) = switch (from, to, by) {
            case let (from?, to?, _): (from, to)
            case let (from?, nil, by?): (from, from.adding(by))
            case let (nil, to?, _): (current, to)
            case let (from?, nil, nil): (from, model)
            case let (nil, nil, by?): (current, current.adding(by))
            case (nil, nil, nil): (current, model)
            }
            basic.resolvedEnds = ends
        }
        return true
    }
}

/// Groups layer animations: the duration given to those that set none, and a block that runs
/// when every animation added inside ``begin()``/``commit()`` has stopped.
///
/// Implicit animations (Core Animation's animation of a free-standing layer's property changes)
/// are not made here: property changes apply at once, so ``setDisableActions(_:)`` is recorded
/// (``disableActions()`` answers it) and has nothing to disable.
@MainActor
public final class CATransaction {
    /// One `begin()`…`commit()`.
    @MainActor
    final class Frame {
        var duration = CATransaction.defaultDuration
        var disableActions = false
        var timingFunction: CAMediaTimingFunction?
        var completion: (@MainActor () -> Void)?
        /// Animations added inside that have not stopped.
        var pending = 0
        var committed = false

        func animationStopped() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The duration of animations that set none, in seconds: Core Animation's 0.25. [DOC]
    public static let defaultDuration: CFTimeInterval = 0.25

    /// The open transactions, innermost last.
    static var frames: [Frame] = []
    /// What the setters set outside any transaction (recorded for the getters).
    private static let outside = Frame()

    private static var current: Frame { frames.last ?? outside }

    /// Opens a transaction.
    public static func begin() { frames.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs when its animations have all
    /// stopped (at once when it added none). Without a `begin()`, reported.
    public static func commit() {
        guard let frame = frames.popLast() else {
            reportMisuse("CATransaction.commit() without a begin() is ignored", in: UIApplication.shared.keyWindow)
            return
        }
        frame.committed = true
        frame.finishIfDone()
    }

    /// Commits nothing: there is no render server to flush to; recorded no-op.
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval { current.duration }

    /// The duration of animations added in the transaction that set none; negative or not finite
    /// is ignored, reported.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            reportMisuse("CATransaction.setAnimationDuration(_:): \(duration) is not a duration; ignored", in: UIApplication.shared.keyWindow)
            return
        }
        current.duration = duration > 0 ? duration : defaultDuration
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    public static func disableActions() -> Bool { current.disableActions }
    /// Recorded (see the type's discussion).
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    public static func completionBlock() -> (@MainActor () -> Void)? { current.completion }

    /// The block to run when the transaction's animations have stopped. Outside a transaction it
    /// would never run: reported, ignored.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let frame = frames.last else {
            reportMisuse("CATransaction.setCompletionBlock(_:) outside begin()/commit() would never run; ignored", in: UIApplication.shared.keyWindow)
            return
        }
        frame.completion = block
    }
}
