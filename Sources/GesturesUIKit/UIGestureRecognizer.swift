import Gestures

/// The base class of UIKit-shaped gesture recognizers, over the Gestures engine.
///
/// Subclass it as in UIKit: override the touch methods and ``reset()``, and assign ``state``.
/// Built-in kinds (``UIPanGestureRecognizer`` …) wrap the engine's recognizers; a subclass of one
/// of them that overrides a touch method and calls `super` gets the built-in behaviour.
///
/// Target–action without the Objective-C runtime: pass an unapplied method,
/// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)`, or a ``Selector``
/// made from one, where UIKit code writes `#selector(handlePan)`. Targets and the delegate are
/// held weakly.
@MainActor
open class UIGestureRecognizer: RecognizerInterceptor, Hashable {
    /// The states of a gesture: `.possible`, `.began`, `.changed`, `.ended` (= `.recognized`),
    /// `.cancelled`, `.failed`.
    public typealias State = GestureRecognizer.State

    /// The engine recognizer this one speaks for: made once, by the class's ``makeBase()``, at
    /// initialization. The targets, the failure requirements and the state live there, and
    /// nowhere else. A constant, so that this object's methods read it lent: as a lazy property
    /// each read cost a retain and a release (three per update of a drag, callgrind).
    let base: GestureRecognizer
    /// Forwards the engine's delegate questions to ``delegate``, made when a delegate is set.
    private var delegateAdapter: DelegateAdapter?
    /// The adapter the engine's recognizer has as its delegate, while a delegate is set.
    var delegateAdapterObject: AnyObject? { delegateAdapter }

    /// Creates a recognizer that sends `action` to `target` whenever its state changes; both may
    /// be nil. The one designated initializer: a subclass that overrides it inherits `init()`,
    /// `init?(coder:)` and the method-reference initializers.
    public init(target: Any?, action: Selector?) {
        base = Self.makeBase()
        base.interceptor = self
        baseForDeinit = base
        if let target, let action { addTarget(target, action: action) }
    }

    /// ``base``, for the deinitializer, which is nonisolated so that subclasses can declare a plain
    /// `deinit`, as on iOS. Unowned: `base` holds it.
    nonisolated(unsafe) private unowned(unsafe) var baseForDeinit: GestureRecognizer?

    /// The engine recognizer may outlive this object (its view and the engine hold it): it stops
    /// pointing here.
    deinit {
        baseForDeinit?.interceptorWentAway()
    }

    /// Creates a recognizer from an archive. There are no archives here (storyboards, nibs): the
    /// recognizer starts with no targets and UIKit's default settings and reads nothing from
    /// `coder`.
    ///
    /// A convenience initializer, where UIKit's is designated: Swift lets a subclass inherit the
    /// convenience initializers (the method-reference ones above all) only when it implements every
    /// designated one, and recognizer subclasses override `init(target:action:)` alone. A subclass
    /// made for a storyboard writes `convenience init?(coder:)` calling `self.init(target: nil,
    /// action: nil)` (see docs/porting.md).
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer with no targets.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// A new engine recognizer of this kind: each built-in kind makes its own, and reads it back
    /// typed (`unsafeDowncast`: it made it). A class method, called before the object is whole.
    class func makeBase() -> GestureRecognizer { GestureRecognizer() }

    /// Creates a recognizer that calls `action` of `target` — an unapplied method such as
    /// `ViewController.handlePan`, taking the recognizer — when its state changes.
    @inlinable
    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// Creates a recognizer that calls a method of `target` taking no argument.
    @inlinable
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// The UIKit-shaped recognizer speaking for an engine one, if any.
    static func owner(of recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        recognizer.interceptor as? UIGestureRecognizer
    }

    // MARK: Targets

    /// Adds a target–action pair (the target is held weakly, as in UIKit). A selector made from a
    /// name alone cannot be sent: it is reported as a misuse and not added.
    open func addTarget(_ target: Any, action: Selector) {
        base.checkThread("UIGestureRecognizer.addTarget(_:action:)")
        guard action.isSendable else {
            base.report(.misuse("\(base.diagnosticLabel): selector \(action.name) has no method to call; pass the method itself, Type.method"))
            return
        }
        let object = target as AnyObject
        // The sender is found through the engine recognizer's pointer to this one (cleared when
        // this goes), not captured weakly: a weak capture gave every UIKit recognizer with a
        // target a side table, and each of its retains and releases the runtime's slow path.
        if let call = action.typedSend(to: object, from: self) {
            // The method's types checked once, here (the target's class and this recognizer's
            // never change): each action is a direct call.
            base.addTarget(object, key: action.serial) { target, base in
                guard let target, let sender = base.interceptorObject else { return }
                call(target, sender)
            }
            return
        }
        base.addTarget(object, key: action.serial) { target, base in
            guard let target, let sender = UIGestureRecognizer.owner(of: base) else { return }
            action.send(to: target, from: sender, event: nil) { base.report(.misuse("\(base.diagnosticLabel): \($0)")) }
        }
    }

    /// Adds a method reference of `target` taking the recognizer, such as
    /// `ViewController.handlePan`.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a method reference of `target` taking no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Removes the pairs of `target` (every target's for nil) whose action is `action` (every
    /// action for nil). An action is matched by its ``Selector`` value: keep the selector you added
    /// to remove it alone.
    open func removeTarget(_ target: Any?, action: Selector?) {
        base.checkThread("UIGestureRecognizer.removeTarget(_:action:)")
        // Selectors made from names are never added, and their serial (0) matches nothing.
        base.removeTargets(target.map { $0 as AnyObject }, key: action?.serial)
    }

    /// Removes every action of `target` (nil: every action).
    public func removeTarget(_ target: AnyObject?) {
        base.checkThread("UIGestureRecognizer.removeTarget(_:)")
        base.removeTargets(target, key: nil)
    }

    // MARK: State and configuration

    /// The gesture's state. Subclasses assign it, and may override it with observers: every
    /// transition the recognizer makes by itself, built-in kinds included, goes through this
    /// setter (UIKit's corrections of illegal assignments apply). Transitions arbitration imposes
    /// (failed by exclusion, cancelled by removal, the reset to `.possible`) change it without
    /// calling the setter.
    open var state: State {
        get { base.state }
        set { base.assignState(newValue) }
    }

    /// Not kept alive, as UIKit's is weak; read as a weak reference would be, but held without
    /// one, for the reason the engine's recognizer gives (``GestureRecognizer/delegate``): a view
    /// controller that is delegate and target would otherwise take the runtime's slow path on
    /// every retain and release, each action's among them.
    public var delegate: (any UIGestureRecognizerDelegate)? {
        get { WeakAddress.isAlive(at: delegateAddress.address) ? delegateReference : nil }
        set {
            (delegateReference, delegateAddress) = (newValue, WeakAddress(newValue))
            if newValue == nil {
                base.delegate = nil
                delegateAdapter = nil
            } else {
                if delegateAdapter == nil { delegateAdapter = DelegateAdapter(owner: self) }
                base.delegate = delegateAdapter
            }
        }
    }
    /// Read only while ``delegateAddress`` says the delegate is alive.
    @exclusivity(unchecked) private unowned(unsafe) var delegateReference: (any UIGestureRecognizerDelegate)?
    @exclusivity(unchecked) private var delegateAddress = WeakAddress(nil)

    open var isEnabled: Bool {
        get { base.isEnabled }
        set { base.isEnabled = newValue }
    }

    public var name: String? {
        get { base.name }
        set { base.name = newValue }
    }

    open var cancelsTouchesInView: Bool {
        get { base.cancelsTouchesInView }
        set { base.cancelsTouchesInView = newValue }
    }

    open var delaysTouchesBegan: Bool {
        get { base.delaysTouchesBegan }
        set { base.delaysTouchesBegan = newValue }
    }

    open var delaysTouchesEnded: Bool {
        get { base.delaysTouchesEnded }
        set { base.delaysTouchesEnded = newValue }
    }

    open var requiresExclusiveTouchType: Bool {
        get { base.requiresExclusiveTouchType }
        set { base.requiresExclusiveTouchType = newValue }
    }

    /// The kinds of touch the recognizer receives, as UIKit spells them: the raw values of
    /// ``UITouch/TouchType`` in `NSNumber`s (`[UITouch.TouchType.direct.rawValue as NSNumber]`).
    /// Numbers that name no touch type are ignored.
    open var allowedTouchTypes: [NSNumber] {
        get { UITouch.TouchType.allCases.filter(base.allowedTouchTypes.contains).map { NSNumber(value: $0.rawValue) } }
        set { base.allowedTouchTypes = Set(newValue.compactMap { UITouch.TouchType(rawValue: $0.intValue) }) }
    }

    /// The view the recognizer is attached to.
    public var view: UIView? { UIView.owner(of: base.view) }

    /// The pointer buttons pressed in the current event; empty for fingers.
    public var buttonMask: UIEvent.ButtonMask { base.buttonMask }

    /// The modifier keys held in the current event.
    public var modifierFlags: UIKeyModifierFlags { base.modifierFlags }

    open var numberOfTouches: Int { base.numberOfTouches }

    /// The centroid of the touches in `view`'s coordinates (window coordinates for nil).
    open func location(in view: UIView?) -> CGPoint {
        CGPoint(base.location(in: view?.node))
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
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

    // MARK: Identity

    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: RecognizerInterceptor

    /// The layer's own recognizer classes, whose touch methods are this class's: they would only
    /// unwrap the touches again for the engine recognizer. [OURS]
    private static let defaultTouchClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIPanGestureRecognizer.self),
        ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UIPinchGestureRecognizer.self), ObjectIdentifier(UIRotationGestureRecognizer.self),
        ObjectIdentifier(UIHoverGestureRecognizer.self), ObjectIdentifier(UIScrollViewPanGestureRecognizer.self),
        ObjectIdentifier(UIScrollViewPinchGestureRecognizer.self),
    ]

    /// Whether this recognizer's class keeps the default touch methods: then the engine's touches
    /// go straight to the engine recognizer, with no UIKit touch or event made for each delivery
    /// (what a subclass that overrides a touch method needs, and gets).
    private lazy var keepsDefaultTouchMethods = Self.defaultTouchClasses.contains(ObjectIdentifier(type(of: self)))

    package func interceptTouchesBegan(_ touches: Set<Touch>, with event: Event) {
        if keepsDefaultTouchMethods { return base.touchesBegan(touches, with: event) }
        touchesBegan(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesMoved(_ touches: Set<Touch>, with event: Event) {
        if keepsDefaultTouchMethods { return base.touchesMoved(touches, with: event) }
        touchesMoved(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesEnded(_ touches: Set<Touch>, with event: Event) {
        if keepsDefaultTouchMethods { return base.touchesEnded(touches, with: event) }
        touchesEnded(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptTouchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if keepsDefaultTouchMethods { return base.touchesCancelled(touches, with: event) }
        touchesCancelled(UITouch.wrapping(touches), with: UIEvent.wrapping(event))
    }

    package func interceptReset() {
        reset()
    }

    package func interceptAssignState(_ state: State) {
        self.state = state
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

/// Hands the engine's delegate questions to a UIKit-shaped delegate, in UIKit's types.
@MainActor
final class DelegateAdapter: GestureRecognizerDelegate {
    unowned let owner: UIGestureRecognizer

    init(owner: UIGestureRecognizer) {
        self.owner = owner
    }

    private func wrap(_ recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        UIGestureRecognizer.owner(of: recognizer)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizerShouldBegin(owner)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldRecognizeSimultaneouslyWith: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        guard let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldRequireFailureOf: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        guard let delegate = owner.delegate, let other = wrap(other) else { return false }
        return delegate.gestureRecognizer(owner, shouldBeRequiredToFailBy: other)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizer(owner, shouldReceive: UITouch.wrapping(touch))
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        guard let delegate = owner.delegate else { return true }
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
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        // The default, which answers yes to every event: when this is the recognizer's delegate,
        // the engine stops asking it (through the adapter) until a delegate is set again.
        if let delegate = gestureRecognizer.delegate, delegate === self {
            gestureRecognizer.base.delegateKeepsDefaultEventAnswer(gestureRecognizer.delegateAdapterObject)
        }
        return true
    }
}
