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
@MainActor
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
    public var isTracking: Bool { tracker.phase != .idle }
    /// Whether the tracked finger is inside the tracking area.
    public var isTouchInside: Bool { tracker.isTouchInside }

    /// The gesture this control's default action claims against recognizers on its superviews
    /// (none for the base class).
    open var defaultGesture: ControlDefaultGesture { .none }

    private var tracker = ControlTracker()
    private var trackedTouch: Touch?
    private var actions: [ControlAction] = []
    private var nextActionSerial: UInt64 = 0

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    // MARK: Actions

    /// Adds a closure called with the control for each of `events`; returns a token to remove it.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping @MainActor (Control) -> Void) -> ControlActionToken {
        checkThread("Control.addAction(for:_:)")
        nextActionSerial += 1
        actions.append(ControlAction(serial: nextActionSerial, events: events, target: nil, handler: { _, control in handler(control) }))
        return ControlActionToken(serial: nextActionSerial)
    }

    /// Adds a method of `target` (held weakly) called for each of `events`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: ControlEvents
    ) {
        checkThread("Control.addTarget(_:action:for:)")
        nextActionSerial += 1
        actions.append(ControlAction(serial: nextActionSerial, events: events, target: target, handler: { target, control in
            guard let target = target as? Target else { return }
            action(target)(control)
        }))
    }

    /// Removes an action added with ``addAction(for:_:)``.
    public func removeAction(_ token: ControlActionToken) {
        checkThread("Control.removeAction(_:)")
        actions.removeAll { $0.serial == token.serial }
    }

    /// Removes `target`'s actions for `events` (nil: every target's, closures included).
    public func removeTarget(_ target: AnyObject?, for events: ControlEvents) {
        checkThread("Control.removeTarget(_:for:)")
        for index in actions.indices.reversed() where target == nil || actions[index].target === target {
            actions[index].events.subtract(events)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// The events some action listens to.
    public var allControlEvents: ControlEvents {
        actions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Calls the actions of each of `events`, event by event in UIKit's order, each event's actions
    /// in the order they were added. Actions added or removed by an action take effect with the
    /// next event.
    open func sendActions(for events: ControlEvents) {
        checkThread("Control.sendActions(for:)")
        for event in events.inSendingOrder {
            let snapshot = actions
            for action in snapshot where action.events.contains(event) {
                if action.target != nil || action.isClosure { action.handler(action.target, self) }
            }
        }
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
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        isHighlighted = true
        send(tracker.began(tapCount: touch.tapCount), during: "touchDown")
        guard trackedTouch === touch, tracker.phase != .idle else { return }
        if !beginTracking(touch, with: event) {
            tracker.stop()
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        guard tracker.phase != .idle else { return }
        let engine = window?.engine
        if !continueTracking(touch, with: event) || leftWindow(engine, in: "continueTracking(_:with:)", "move") {
            tracker.stop()
            isHighlighted = false
            return
        }
        let events = tracker.moved(to: touch.location(in: self), bounds: bounds)
        isHighlighted = tracker.isTouchInside
        send(events, during: "a drag")
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        trackedTouch = nil
        isHighlighted = false
        guard tracker.phase != .idle else { return }
        let engine = window?.engine
        endTracking(touch, with: event)
        guard !leftWindow(engine, in: "endTracking(_:with:)", "lift") else { return tracker.stop() }
        var events = tracker.ended(at: touch.location(in: self), bounds: bounds)
        if events.contains(.touchUpInside) { events.formUnion(primaryActionEvents) }
        send(events, during: "touchUpInside")
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        trackedTouch = nil
        isHighlighted = false
        guard tracker.phase != .idle else { return }
        cancelTracking(with: event)
        send(tracker.cancelled(), during: "touchCancel")
    }

    /// The events a lift inside adds to `touchUpInside`: `primaryActionTriggered` for controls
    /// whose primary action is a tap. Value controls add `valueChanged` themselves.
    open var primaryActionEvents: ControlEvents {
        defaultGesture == .singleTap ? .primaryActionTriggered : []
    }

    /// Sends `events`; a control that leaves its window inside one of the actions sends nothing
    /// more for this touch phase, and says so.
    private func send(_ events: ControlEvents, during phase: String) {
        let engine = window?.engine
        for event in events.inSendingOrder {
            if engine != nil, window == nil {
                engine?.report(.misuse("\(gestureDebugName) left its window inside its own \(phase) action; \(event.name) and later events of this touch are not sent"))
                return
            }
            sendActions(for: event)
        }
    }

    /// Whether the control left its window (of `engine`, read before `hook` ran) inside `hook` or
    /// an action it sent (a segmented control's `valueChanged`): then the `step`'s control events
    /// are not sent from outside the window, and a `misuse` diagnostic says so.
    private func leftWindow(_ engine: GestureEngine?, in hook: String, _ step: String) -> Bool {
        guard let engine, window == nil else { return false }
        engine.report(.misuse("\(gestureDebugName) left its window inside \(hook) or an action it sent; "
                              + "the \(step)'s control events are not sent"))
        return true
    }

    // MARK: Overlap with recognizers

    /// Apple's overlap rule: false for a recognizer on a superview that this control's default
    /// gesture claims (``defaultGesture``); true otherwise.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !defaultGesture.blocks(gestureRecognizer, on: self)
    }
}

/// Identifies an action added to a ``Control``.
public struct ControlActionToken: Hashable, Sendable {
    let serial: UInt64
}

/// One action of a control: a closure, or a method of a weakly held target.
struct ControlAction {
    let serial: UInt64
    var events: ControlEvents
    weak var target: AnyObject?
    let isClosure: Bool
    let handler: @MainActor (AnyObject?, Control) -> Void

    init(serial: UInt64, events: ControlEvents, target: AnyObject?, handler: @escaping @MainActor (AnyObject?, Control) -> Void) {
        self.serial = serial
        self.events = events
        self.target = target
        isClosure = target == nil
        self.handler = handler
    }
}
