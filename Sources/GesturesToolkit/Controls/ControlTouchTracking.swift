import Gestures

/// The finger a control tracks and the tracker's state for it: the stored part of
/// ``ControlTouchTracking``, kept by each control.
package struct ControlTouchSession<TrackedTouch: AnyObject> {
    /// The state machine that turns the finger's phases into control events.
    package var tracker = ControlTracker()
    /// The finger being tracked, from its landing to its lift or cancellation.
    package var touch: TrackedTouch?

    package init() {}
}

/// How a control follows one finger, written once for the engine's ``Control`` and the UIKit
/// layer's `UIControl`: each conforms with its own touch and event types and its overridable
/// tracking methods, and calls these from its touch methods after its own forwarding rule.
///
/// The order is UIKit's: the landing highlights and sends `touchDown` (+ `touchDownRepeat`) before
/// `beginTracking` (false stops tracking); a move asks `continueTracking` (false stops tracking and
/// unhighlights) before its drag events; a lift unhighlights and calls `endTracking` before
/// `touchUpInside` (+ the primary action) or `touchUpOutside`; a cancellation unhighlights and calls
/// `cancelTracking` before `touchCancel`. A control that leaves its window inside a hook (or an
/// action it sent) sends nothing more for that step, stops tracking, and a `misuse` diagnostic
/// says so.
#if !hasFeature(Embedded)
@MainActor
#endif
package protocol ControlTouchTracking: AnyObject {
    associatedtype TrackedTouch: AnyObject
    associatedtype TrackedEvent

    /// The tracked finger and the tracker.
    var touchSession: ControlTouchSession<TrackedTouch> { get set }
    /// The control's engine view: its window and engine, and its name in diagnostics.
    var trackingView: View { get }
    /// The tracking area before the tolerance: the control's bounds.
    var trackingBounds: Rect { get }
    /// The events a lift inside adds to `touchUpInside`.
    var trackingPrimaryActionEvents: ControlEvents { get }
    func setTrackingHighlighted(_ highlighted: Bool)
    func trackingTapCount(of touch: TrackedTouch) -> Int
    /// Where `touch` is, in the control's own coordinates.
    func trackingLocation(of touch: TrackedTouch) -> Point
    func callBeginTracking(_ touch: TrackedTouch, with event: TrackedEvent?) -> Bool
    func callContinueTracking(_ touch: TrackedTouch, with event: TrackedEvent?) -> Bool
    func callEndTracking(_ touch: TrackedTouch, with event: TrackedEvent?)
    func callCancelTracking(with event: TrackedEvent?)
    /// Sends the set of events one step produced, in one pass (``ControlTargetList``).
    func sendTrackingEvents(_ events: ControlEvents, with event: TrackedEvent?)
}

extension ControlTouchTracking {
    /// Whether a finger is being tracked.
    package var isTrackingTouch: Bool { touchSession.tracker.phase != .idle }

    /// The tracked finger, when it is among the touches `contains` answers for.
    package func trackedTouch(in contains: (TrackedTouch) -> Bool) -> TrackedTouch? {
        guard let touch = touchSession.touch, contains(touch) else { return nil }
        return touch
    }

    /// A finger landed on the enabled control: it is tracked unless one already is.
    package func trackLanding(_ touch: TrackedTouch?, with event: TrackedEvent?) {
        guard touchSession.touch == nil, let touch else { return }
        touchSession.touch = touch
        setTrackingHighlighted(true)
        sendTrackingEvents(touchSession.tracker.began(tapCount: trackingTapCount(of: touch)), with: event)
        guard touchSession.touch === touch, isTrackingTouch else { return }
        if !callBeginTracking(touch, with: event) { touchSession.tracker.stop() }
    }

    /// The tracked finger moved.
    package func trackMove(of touch: TrackedTouch, with event: TrackedEvent?) {
        guard isTrackingTouch else { return }
        let engine = trackingView.window?.engine
        guard callContinueTracking(touch, with: event), !leftWindow(engine, in: "continueTracking(_:with:)", "move") else {
            touchSession.tracker.stop()
            setTrackingHighlighted(false)
            return
        }
        let events = touchSession.tracker.moved(to: trackingLocation(of: touch), bounds: trackingBounds)
        setTrackingHighlighted(touchSession.tracker.isTouchInside)
        sendTrackingEvents(events, with: event)
    }

    /// The tracked finger lifted.
    package func trackLift(of touch: TrackedTouch, with event: TrackedEvent?) {
        touchSession.touch = nil
        setTrackingHighlighted(false)
        guard isTrackingTouch else { return }
        let engine = trackingView.window?.engine
        callEndTracking(touch, with: event)
        guard !leftWindow(engine, in: "endTracking(_:with:)", "lift") else { return touchSession.tracker.stop() }
        var events = touchSession.tracker.ended(at: trackingLocation(of: touch), bounds: trackingBounds)
        if events.contains(.touchUpInside) { events.formUnion(trackingPrimaryActionEvents) }
        sendTrackingEvents(events, with: event)
    }

    /// The tracked finger was cancelled.
    package func trackCancellation(with event: TrackedEvent?) {
        touchSession.touch = nil
        setTrackingHighlighted(false)
        guard isTrackingTouch else { return }
        callCancelTracking(with: event)
        sendTrackingEvents(touchSession.tracker.cancelled(), with: event)
    }

    /// Whether the control left its window (of `engine`, read before `hook` ran) inside `hook` or
    /// an action it sent (a value control's `valueChanged`): then the `step`'s control events are
    /// not sent from outside the window, and a `misuse` diagnostic says so.
    private func leftWindow(_ engine: GestureEngine?, in hook: String, _ step: String) -> Bool {
        guard let engine, trackingView.window == nil else { return false }
        engine.report(.misuse("\(trackingView.gestureDebugName) left its window inside \(hook) or an action it sent; "
                              + "the \(step)'s control events are not sent"))
        return true
    }
}
