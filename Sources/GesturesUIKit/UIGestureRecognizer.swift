import Gestures

/// The base class of UIKit-shaped gesture recognizers, over the Gestures engine.
///
/// Subclass it as in UIKit: override the touch methods and ``reset()``, and assign ``state``.
/// Built-in kinds (``UIPanGestureRecognizer`` …) wrap the engine's recognizers; a subclass of one
/// of them that overrides a touch method and calls `super` gets the built-in behaviour.
///
/// Target–action without the Objective-C runtime: pass an unapplied method,
/// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)`, where UIKit code
/// writes `#selector(handlePan)`. Targets and the delegate are held weakly.
@MainActor
open class UIGestureRecognizer: RecognizerInterceptor {
    /// The states of a gesture: `.possible`, `.began`, `.changed`, `.ended` (= `.recognized`),
    /// `.cancelled`, `.failed`.
    public typealias State = GestureRecognizer.State

    /// The engine recognizer this one stands in front of, made on first use by ``makeBase()``.
    private(set) lazy var base: GestureRecognizer = {
        let base = Self.makeBase()
        base.interceptor = self
        delegateAdapter.owner = self
        base.addAction { [weak self] _ in self?.sendActions() }
        return base
    }()
    private let delegateAdapter = DelegateAdapter()
    private var targets: [(target: Weak, invoke: @MainActor (AnyObject, UIGestureRecognizer) -> Void)] = []

    /// Creates a recognizer with no targets.
    public init() {}

    /// The engine recognizer of this kind: each built-in kind answers its own.
    class func makeBase() -> GestureRecognizer { GestureRecognizer() }

    /// Creates a recognizer that calls `action` of `target` — an unapplied method such as
    /// `ViewController.handlePan` — when its state changes.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` taking no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// The UIKit-shaped recognizer standing in front of an engine one, if any.
    static func owner(of recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        recognizer.interceptor as? UIGestureRecognizer
    }

    // MARK: Targets

    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        targets.append((Weak(target), { object, recognizer in
            guard let object = object as? Target, let typed = recognizer as? Recognizer else { return }
            action(object)(typed)
        }))
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append((Weak(target), { object, _ in
            guard let object = object as? Target else { return }
            action(object)()
        }))
    }

    /// Removes every action of `target` (nil: every action). UIKit's `action:` argument has no
    /// equivalent: Swift cannot compare method references.
    public func removeTarget(_ target: AnyObject?) {
        if let target { targets.removeAll { $0.target.value === target } } else { targets.removeAll() }
    }

    private func sendActions() {
        var index = 0
        while index < targets.count {
            let pair = targets[index]
            index += 1
            if let target = pair.target.value { pair.invoke(target, self) }
        }
        targets.removeAll { $0.target.value == nil }
    }

    // MARK: State and configuration

    /// The gesture's state; subclasses assign it (UIKit's corrections of illegal assignments apply).
    public var state: State {
        get { base.state }
        set { base.state = newValue }
    }

    public weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet { base.delegate = delegate == nil ? nil : delegateAdapter }
    }

    public var isEnabled: Bool {
        get { base.isEnabled }
        set { base.isEnabled = newValue }
    }

    public var name: String? {
        get { base.name }
        set { base.name = newValue }
    }

    public var cancelsTouchesInView: Bool {
        get { base.cancelsTouchesInView }
        set { base.cancelsTouchesInView = newValue }
    }

    public var delaysTouchesBegan: Bool {
        get { base.delaysTouchesBegan }
        set { base.delaysTouchesBegan = newValue }
    }

    public var delaysTouchesEnded: Bool {
        get { base.delaysTouchesEnded }
        set { base.delaysTouchesEnded = newValue }
    }

    public var requiresExclusiveTouchType: Bool {
        get { base.requiresExclusiveTouchType }
        set { base.requiresExclusiveTouchType = newValue }
    }

    /// The view the recognizer is attached to.
    public var view: UIView? { base.view.flatMap(UIView.owner(of:)) }

    public var numberOfTouches: Int { base.numberOfTouches }

    /// The centroid of the touches in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        CGPoint(base.location(in: view?.node))
    }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        CGPoint(base.location(ofTouch: touchIndex, in: view?.node))
    }

    /// Waits for `otherGestureRecognizer` to fail before recognizing; fails if it recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        base.require(toFail: otherGestureRecognizer.base)
    }

    // MARK: Subclass hooks

    /// Touches landed. The default is the built-in behaviour of this kind of recognizer.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        base.touchesBegan(Set(touches.map(\.base)), with: event.base)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        base.touchesMoved(Set(touches.map(\.base)), with: event.base)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        base.touchesEnded(Set(touches.map(\.base)), with: event.base)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        base.touchesCancelled(Set(touches.map(\.base)), with: event.base)
    }

    /// Clears the recognizer's own bookkeeping after a gesture; the engine calls it while `state`
    /// still reads the terminal state.
    open func reset() {
        base.reset()
    }

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        base.ignore(touch.base, for: event.base)
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        base.canPrevent(preventedGestureRecognizer.base)
    }

    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        base.canBePrevented(by: preventingGestureRecognizer.base)
    }

    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        base.shouldRequireFailure(of: otherGestureRecognizer.base)
    }

    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        base.shouldBeRequiredToFail(by: otherGestureRecognizer.base)
    }

    // MARK: RecognizerInterceptor

    package func interceptTouchesBegan(_ touches: Set<Touch>, with event: Event) {
        touchesBegan(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesMoved(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesEnded(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesCancelled(_ touches: Set<Touch>, with event: Event) {
        touchesCancelled(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptReset() {
        reset()
    }

    package func interceptCanPrevent(_ other: GestureRecognizer) -> Bool {
        guard let other = Self.owner(of: other) else { return base.canPrevent(other) }
        return canPrevent(other)
    }

    package func interceptCanBePrevented(by other: GestureRecognizer) -> Bool {
        guard let other = Self.owner(of: other) else { return base.canBePrevented(by: other) }
        return canBePrevented(by: other)
    }

    package func interceptShouldRequireFailure(of other: GestureRecognizer) -> Bool {
        guard let other = Self.owner(of: other) else { return base.shouldRequireFailure(of: other) }
        return shouldRequireFailure(of: other)
    }

    package func interceptShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        guard let other = Self.owner(of: other) else { return base.shouldBeRequiredToFail(by: other) }
        return shouldBeRequiredToFail(by: other)
    }
}

/// A weak reference to any object.
struct Weak {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// Hands the engine's delegate questions to a UIKit-shaped delegate, in UIKit's types.
@MainActor
final class DelegateAdapter: GestureRecognizerDelegate {
    weak var owner: UIGestureRecognizer?

    private func wrap(_ recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        UIGestureRecognizer.owner(of: recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizerShouldBegin(owner)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let owner, let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldRecognizeSimultaneouslyWith: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        guard let owner, let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldRequireFailureOf: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        guard let owner, let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldBeRequiredToFailBy: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizer(owner, shouldReceive: UITouch.wrapping(touch))
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizer(owner, shouldReceive: UIEvent.wrapping(event))
    }
}

/// UIKit's gesture recognizer delegate; every method has a default, so a delegate implements only
/// what it needs.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
