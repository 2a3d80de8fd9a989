import Gestures

// Foundation's selector-based timing on Linux, on the window's clock.
//
// Linux's Foundation has no Objective-C runtime, so it has no `perform(_:with:afterDelay:)`,
// no `Timer(timeInterval:target:selector:userInfo:repeats:)` and no
// `NotificationCenter.addObserver(_:selector:name:object:)`. This layer adds them, sending
// through ``Selector`` like every other action, and runs the delays on the clock of the window
// involved (the engine's injectable clock: a manual clock in tests), never the wall clock.

/// The clock a delayed action of `target` runs on: the window of the target when it is a view or
/// a controller whose view is in one, otherwise the key window's.
@MainActor
func actionClock(for target: AnyObject?) -> (clock: any GestureClock, window: UIWindow)? {
    let window = (target as? UIView)?.window ?? (target as? UIViewController)?.viewIfLoaded?.window
        ?? UIApplication.shared.keyWindow
    return window.map { ($0.clock, $0) }
}

/// The requests of `perform(_:with:afterDelay:)` not yet run, for
/// `cancelPreviousPerformRequests(withTarget:)`.
@MainActor
enum PerformRequests {
    struct Request {
        weak var target: AnyObject?
        let targetID: ObjectIdentifier
        let selector: Selector
        let argument: Any?
        let token: TimerToken
        weak var clock: (any GestureClock)?
    }

    static var pending: [UInt64: Request] = [:]
    private static var counter: UInt64 = 0

    static func schedule(_ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: Double) {
        let label = "perform(\(selector.name), afterDelay: \(delay))"
        guard delay.isFinite else {
            reportMisuse("\(label): the delay is not finite; not scheduled", in: actionClock(for: target)?.window)
            return
        }
        guard let (clock, window) = actionClock(for: target) else {
            GestureEngine.reportDetached(.misuse("\(label) with no window to time it; not scheduled"))
            return
        }
        guard selector.isSendable else {
            reportMisuse("\(label): selector \(selector.name) has no method to call; pass the method itself, Type.method", in: window)
            return
        }
        counter &+= 1
        let id = counter
        weak let weakWindow = window
        let token = clock.schedule(at: clock.now + Swift.max(0, delay)) {
            guard let request = pending.removeValue(forKey: id) else { return }
            guard let target = request.target else {
                reportMisuse("\(label): the target was freed before the delay ended; not sent", in: weakWindow)
                return
            }
            selector.send(to: target, from: argument, event: nil) {
                reportMisuse("\(label): \($0)", in: weakWindow)
            }
        }
        pending[id] = Request(target: target, targetID: ObjectIdentifier(target), selector: selector,
                              argument: argument, token: token, clock: clock)
    }

    /// Cancels the pending requests of `target`, only those of `selector` when given (and of an
    /// argument identical to `argument` when it is an object).
    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool) {
        let id = ObjectIdentifier(target)
        for (key, request) in pending where request.targetID == id && (selector == nil || request.selector == selector) {
            if matchArgument, !sameArgument(request.argument, argument) { continue }
            request.clock?.cancel(request.token)
            pending[key] = nil
        }
    }

    private static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): (a as AnyObject) === (b as AnyObject) || "\(a)" == "\(b)"
        default: false
        }
    }
}

extension UIResponder {
    /// Sends `selector` to this object with `argument` after `delay` seconds on the window's clock
    /// (see `actionClock(for:)`): UIKit's `perform(_:with:afterDelay:)`. The object is held weakly:
    /// one freed before the delay ends gets nothing, and that is reported. [OURS: UIKit keeps it]
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.schedule(selector, on: self, with: argument, afterDelay: delay)
    }

    /// Sends a method of this object taking no argument after `delay`.
    public func perform<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void, with argument: Any?,
                                           afterDelay delay: TimeInterval) {
        perform(Selector(method), with: argument, afterDelay: delay)
    }

    /// Sends a method of this object taking the argument after `delay`.
    public func perform<Target: AnyObject, Argument>(_ method: @escaping (Target) -> (Argument) -> Void, with argument: Any?,
                                                     afterDelay delay: TimeInterval) {
        perform(Selector(method), with: argument, afterDelay: delay)
    }

    /// Cancels every pending `perform(_:with:afterDelay:)` of `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        PerformRequests.cancel(target: target as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the pending `perform(_:with:afterDelay:)` requests of `target` for `selector` and
    /// `argument`.
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        PerformRequests.cancel(target: target as AnyObject, selector: selector, argument: argument, matchArgument: true)
    }
}

extension NSObject {
    /// Cancels every pending `perform(_:with:afterDelay:)` of `target` (see ``UIResponder``).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        PerformRequests.cancel(target: target as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the pending requests of `target` for `selector` and `argument`.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        PerformRequests.cancel(target: target as AnyObject, selector: selector, argument: argument, matchArgument: true)
    }
}

/// Carries non-Sendable values into Foundation's `@Sendable` blocks, which this layer runs on the
/// main thread alone.
private struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value
}

extension Timer {
    /// A timer that sends `selector` to `target` (held weakly) with the timer, once or every
    /// `interval` seconds, once scheduled with ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``
    /// or fired with `fire()`. `userInfo` is not kept: Linux's `Timer` cannot carry it (keep it in
    /// the target). A timer made this way and added to a `RunLoop` runs on the wall clock, as
    /// Foundation's do; schedule it through this layer to run it on the window's clock.
    @MainActor
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                            repeats: Bool) {
        let box = MainThreadBox(value: (target: WeakReference(target as AnyObject), selector: selector))
        self.init(timeInterval: interval, repeats: repeats) { timer in
            let timerBox = MainThreadBox(value: timer)
            MainActor.assumeIsolated {
                let timer = timerBox.value
                let (weakTarget, selector) = box.value
                guard let target = weakTarget.value else {
                    timer.invalidate()
                    reportMisuse("Timer action \(selector.name): the target was freed; the timer is invalidated", in: nil)
                    return
                }
                selector.send(to: target, from: timer, event: nil) { reportMisuse("Timer: \($0)", in: nil) }
            }
        }
    }

    /// A method-reference form of ``init(timeInterval:target:selector:userInfo:repeats:)``.
    @MainActor
    public convenience init<Target: AnyObject, Sender>(timeInterval interval: TimeInterval, target: Target,
                                                       selector method: @escaping (Target) -> (Sender) -> Void,
                                                       userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, selector: Selector(method), userInfo: userInfo, repeats: repeats)
    }

    /// A method-reference form of ``init(timeInterval:target:selector:userInfo:repeats:)`` for a
    /// method taking no argument.
    @MainActor
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               selector method: @escaping (Target) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, selector: Selector(method), userInfo: userInfo, repeats: repeats)
    }

    /// Makes a timer that sends `selector` to `target` and schedules it on the clock of the
    /// target's window (the key window's when the target is no view or controller in one): it
    /// fires after `interval` seconds, and again every `interval` when it repeats, until
    /// `invalidate()`. With no window to time it, it never fires, and that is reported.
    @MainActor
    @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        guard let (clock, window) = actionClock(for: target as AnyObject) else {
            GestureEngine.reportDetached(.misuse("Timer.scheduledTimer(\(selector.name)) with no window to time it; it never fires"))
            return timer
        }
        guard interval.isFinite else {
            reportMisuse("Timer.scheduledTimer(\(selector.name)): the interval is not finite; it never fires", in: window)
            return timer
        }
        // Foundation's rule: an interval of 0 or less is taken as 0.1 ms.
        let step = Swift.max(interval, 0.0001)
        let box = MainThreadBox(value: timer)
        func arm(at deadline: Double) {
            _ = clock.schedule(at: deadline) {
                let timer = box.value
                guard timer.isValid else { return }
                timer.fire()
                if repeats, timer.isValid { arm(at: deadline + step) }
            }
        }
        arm(at: clock.now + step)
        return timer
    }

    /// A method-reference form of ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``.
    @MainActor
    @discardableResult
    public class func scheduledTimer<Target: AnyObject, Sender>(timeInterval interval: TimeInterval, target: Target,
                                                                selector method: @escaping (Target) -> (Sender) -> Void,
                                                                userInfo: Any?, repeats: Bool) -> Timer {
        scheduledTimer(timeInterval: interval, target: target, selector: Selector(method), userInfo: userInfo, repeats: repeats)
    }

    /// A method-reference form of ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``
    /// for a method taking no argument.
    @MainActor
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                        selector method: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        scheduledTimer(timeInterval: interval, target: target, selector: Selector(method), userInfo: userInfo, repeats: repeats)
    }
}

/// The observers added with a selector, by observer, so that `removeObserver` finds them.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private let lock = NSLock()
    private var tokens: [ObjectIdentifier: [(name: Notification.Name?, token: NSObjectProtocol)]] = [:]

    func add(_ observer: AnyObject, name: Notification.Name?, token: NSObjectProtocol) {
        lock.lock()
        defer { lock.unlock() }
        tokens[ObjectIdentifier(observer), default: []].append((name, token))
    }

    /// Takes out the tokens of `observer` (for `name` when given).
    func take(_ id: ObjectIdentifier, name: Notification.Name?) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let all = tokens[id] ?? []
        let taken = all.filter { name == nil || $0.name == name }
        tokens[id] = all.filter { !(name == nil || $0.name == name) }
        if tokens[id]?.isEmpty == true { tokens[id] = nil }
        return taken.map(\.token)
    }
}

extension NotificationCenter {
    /// Sends `selector` to `observer` (held weakly) with each notification named `name` (any for
    /// nil) from `object` (any for nil), on the thread that posts it, as Foundation does on Apple
    /// platforms. An observer freed without removing itself is skipped and forgotten, as on iOS 9
    /// and later.
    @MainActor
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        guard selector.isSendable else {
            reportMisuse("NotificationCenter.addObserver: selector \(selector.name) has no method to call; pass the method itself, Type.method", in: nil)
            return
        }
        let box = MainThreadBox(value: (target: WeakReference(target), selector: selector))
        let id = ObjectIdentifier(target)
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            let notificationBox = MainThreadBox(value: notification)
            MainActor.assumeIsolated {
                let notification = notificationBox.value
                guard let target = box.value.target.value else {
                    for token in SelectorObservers.shared.take(id, name: nil) { self?.removeObserver(token) }
                    return
                }
                box.value.selector.send(to: target, from: notification, event: nil) {
                    reportMisuse("NotificationCenter: \($0)", in: nil)
                }
            }
        }
        SelectorObservers.shared.add(target, name: name, token: token)
    }

    /// A method-reference form of ``addObserver(_:selector:name:object:)``.
    @MainActor
    public func addObserver<Target: AnyObject, Sender>(_ observer: Target, selector method: @escaping (Target) -> (Sender) -> Void,
                                                       name: Notification.Name?, object: Any?) {
        addObserver(observer, selector: Selector(method), name: name, object: object)
    }

    /// A method-reference form of ``addObserver(_:selector:name:object:)`` for a method taking no
    /// argument.
    @MainActor
    public func addObserver<Target: AnyObject>(_ observer: Target, selector method: @escaping (Target) -> () -> Void,
                                               name: Notification.Name?, object: Any?) {
        addObserver(observer, selector: Selector(method), name: name, object: object)
    }

    /// Removes every observation of `observer`, those added with a selector included. Callable
    /// from a `deinit`.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.take(ObjectIdentifier(observer), name: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes the observations of `observer` for `name` (every name for nil), those added with a
    /// selector included (the `object` filter applies to Foundation's own observations alone).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.shared.take(ObjectIdentifier(observer), name: name) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }
}
