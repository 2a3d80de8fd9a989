import Gestures

/// A view that turns one finger into control events sent to actions: UIKit's `UIControl`, for the
/// engine's tree.
///
/// The first finger on the control is tracked. On landing the control highlights and sends
/// `touchDown` (and `touchDownRepeat` for a repeated tap), then asks ``beginTracking(_:with:)``;
/// each move sends `touchDragInside`/`Outside` (with `Enter`/`Exit` when the finger crosses the edge
/// of the tracking area, the bounds grown by ``GestureConstants/controlTrackingTolerance``) after
/// ``continueTracking(_:with:)``; the lift sends `touchUpInside` or `touchUpOutside` after
/// ``endTracking(_:with:)``; a cancellation sends `touchCancel` after ``cancelTracking(with:)``.
///
/// ```swift
/// let button = Control(frame: Rect(x: 0, y: 0, width: 80, height: 44))
/// button.addAction(for: .touchUpInside) { _ in print("tapped") }
/// ```
///
/// Apple's overlap rule is ``defaultGesture``: a control that claims single taps keeps a
/// single-tap recognizer on a superview from beginning over it (``gestureRecognizerShouldBegin(_:)``).
#if !hasFeature(Embedded)
@MainActor
#endif
open class Control: View {
    /// Whether the control reacts to touches (default true). A disabled control forwards its
    /// touches up the responder chain, as a plain view does.
    public var isEnabled = true {
        willSet { checkThread("Control.isEnabled") }
        didSet { if !isEnabled { isHighlighted = false } }
    }
    /// Whether the control is selected (a state for drawing; the control does not change it).
    public var isSelected = false
    /// Whether the control is highlighted: a finger is down on it and inside its tracking area.
    public var isHighlighted = false
    /// Whether a finger is being tracked.
    public var isTracking: Bool { isTrackingTouch }
    /// Whether the tracked finger is inside the tracking area.
    public var isTouchInside: Bool { touchSession.tracker.isTouchInside }

    /// The gesture this control's default action claims against recognizers on its superviews
    /// (none for the base class).
    open var defaultGesture: ControlDefaultGesture { .none }

    /// The tracked finger and its tracker (``ControlTouchTracking``, shared with `UIControl`).
    package var touchSession = ControlTouchSession<Touch>()
    /// The closures and target methods, in the order they were added (UIKit's sending order).
    private var actions = ControlTargetList<ControlAction>()
    private var nextActionSerial: UInt64 = 0

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    // MARK: Actions

    /// Adds a closure called with the control for each of `events`; returns a token to remove it.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping ControlActionHandler) -> ControlActionToken {
        checkThread("Control.addAction(for:_:)")
        nextActionSerial += 1
        actions.add(ControlAction(serial: nextActionSerial, target: nil, handler: { _, control in handler(control) }), for: events)
        return ControlActionToken(serial: nextActionSerial)
    }

    /// Adds a method of `target` (held weakly) called for each of `events`. (Final: Embedded
    /// Swift compiles a generic method only where no subclass can override it.)
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: ControlEvents
    ) {
        checkThread("Control.addTarget(_:action:for:)")
        nextActionSerial += 1
        actions.add(ControlAction(serial: nextActionSerial, target: target, handler: { target, control in
            guard let target = target as? Target else { return }
            action(target)(control)
        }), for: events)
    }

    /// Removes an action added with ``addAction(for:_:)``.
    public func removeAction(_ token: ControlActionToken) {
        checkThread("Control.removeAction(_:)")
        actions.removeAll { $0.serial == token.serial }
    }

    /// Removes `target`'s actions for `events` (nil: every target's, closures included).
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        checkThread("Control.removeTarget(_:for:)")
        actions.remove(events) { target == nil || $0.target.value === target }
    }

    /// The events some action listens to.
    public var allControlEvents: ControlEvents { actions.allControlEvents }

    /// Calls the actions of `events` as UIKit does (``ControlTargetList``): one pass over the
    /// actions in the order they were added, each once when it listens to any of the events.
    /// Actions added or removed by an action take effect with the next call. An action that takes
    /// the control out of its window ends the pass, reported.
    open func sendActions(for events: ControlEvents) {
        checkThread("Control.sendActions(for:)")
        let engine = window?.engine
        actions.send(events, mayContinue: {
            guard engine != nil, window == nil else { return true }
            engine?.report(.misuse("\(gestureDebugName) left its window inside one of its actions; the later actions for \(events.name) are not sent"))
            return false
        }, perform: { action in
            let target = action.target.value
            if target != nil || action.isClosure { action.handler(target, self) }
        })
    }

    // MARK: Tracking

    /// A finger landed; return false to stop tracking it. Default true.
    open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked finger moved; return false to stop tracking it. Default true.
    open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
    /// The tracked finger lifted.
    open func endTracking(_ touch: Touch?, with event: Event?) {}
    /// The tracked finger was cancelled.
    open func cancelTracking(with event: Event?) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        trackLanding(touches.first, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch(in: touches.contains) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        trackMove(of: touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch(in: touches.contains) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        trackLift(of: touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard trackedTouch(in: touches.contains) != nil else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        trackCancellation(with: event)
    }

    /// The events a lift inside adds to `touchUpInside`: `primaryActionTriggered` for controls
    /// whose primary action is a tap. Value controls add `valueChanged` themselves.
    open var primaryActionEvents: ControlEvents {
        defaultGesture == .singleTap ? .primaryActionTriggered : []
    }

    // MARK: Overlap with recognizers

    /// Apple's overlap rule: false for a recognizer on a superview that this control's default
    /// gesture claims (``defaultGesture``); true otherwise.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !defaultGesture.blocks(gestureRecognizer, on: self)
    }
}

extension Control: ControlTouchTracking {
    package var trackingView: View { self }
    package var trackingBounds: Rect { bounds }
    package var trackingPrimaryActionEvents: ControlEvents { primaryActionEvents }
    package func setTrackingHighlighted(_ highlighted: Bool) { isHighlighted = highlighted }
    package func trackingTapCount(of touch: Touch) -> Int { touch.tapCount }
    package func trackingLocation(of touch: Touch) -> Point { touch.location(in: self) }
    package func callBeginTracking(_ touch: Touch, with event: Event?) -> Bool { beginTracking(touch, with: event) }
    package func callContinueTracking(_ touch: Touch, with event: Event?) -> Bool { continueTracking(touch, with: event) }
    package func callEndTracking(_ touch: Touch, with event: Event?) { endTracking(touch, with: event) }
    package func callCancelTracking(with event: Event?) { cancelTracking(with: event) }
    /// Sends `events`, the set one touch phase produced, in one pass (``sendActions(for:)``).
    package func sendTrackingEvents(_ events: ControlEvents, with event: Event?) {
        guard !events.isEmpty else { return }
        sendActions(for: events)
    }
}

/// Identifies an action added to a ``Control``.
public struct ControlActionToken: Hashable, Sendable {
    let serial: UInt64
}

/// A closure a control calls with itself for the events it was added for (``Control/addAction(for:_:)``).
/// Main-actor isolated, as the control is; Embedded Swift has no actors, and there it is a plain
/// closure on the one thread the engine runs on.
#if hasFeature(Embedded)
public typealias ControlActionHandler = (Control) -> Void
#else
public typealias ControlActionHandler = @MainActor (Control) -> Void
#endif

/// One action of a control: a closure, or a method of a weakly held target.
struct ControlAction {
    /// Called with the target (nil for a closure's action) and the control.
    #if hasFeature(Embedded)
    typealias Handler = (AnyObject?, Control) -> Void
    #else
    typealias Handler = @MainActor (AnyObject?, Control) -> Void
    #endif

    let serial: UInt64
    /// Held as a weak reference would be, without giving the target (usually a view controller,
    /// often a recognizer's target too) a side table: ``WeakAddress``.
    let target: WeakAddress
    let isClosure: Bool
    let handler: Handler

    init(serial: UInt64, target: AnyObject?, handler: @escaping Handler) {
        self.serial = serial
        self.target = WeakAddress(target)
        isClosure = target == nil
        self.handler = handler
    }
}
