import Gestures

/// The events a control sends to its actions: UIKit's control events, with UIKit's bit values.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger landed on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A finger landed on the control again, within the tap-count interval (tap count above 1).
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// The finger moved while inside the control's tracking area.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// The finger moved while outside the control's tracking area.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// The finger moved from outside the tracking area to inside it.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// The finger moved from inside the tracking area to outside it.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// The finger lifted inside the tracking area.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// The finger lifted outside the tracking area.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled the touch (a recognizer or scroll view took it).
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed (a segment, a switch, a slider, a stepper).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action: a button's tap.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

    /// Every touch event.
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The event's UIKit name, for traces.
    package var name: String {
        let names: [(ControlEvents, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
            (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        return names.filter { contains($0.0) }.map { $0.1 }.joined(separator: "+")
    }
}

/// What a control does with one finger, as UIKit's `UIControl` does it: a state machine over the
/// tracked touch that answers, for each touch phase, which control events to send.
///
/// Lifetime: `idle ──began──▶ tracking(inside | outside) ──moved──▶ tracking(…)* ──ended | cancelled──▶ idle`.
/// Shared by the engine's ``Control`` and the UIKit layer's `UIControl`, so the rules live once.
package struct ControlTracker {
    package enum Phase: Equatable {
        case idle
        case tracking(inside: Bool)
    }

    package private(set) var phase: Phase = .idle

    package init() {}

    /// Whether the tracked finger is inside the tracking area (false when nothing is tracked).
    package var isTouchInside: Bool { phase == .tracking(inside: true) }

    /// Whether a point (in the control's coordinates) counts as inside: within the bounds grown by
    /// ``GestureConstants/controlTrackingTolerance`` on every side.
    package static func isInside(_ point: Point, bounds: Rect) -> Bool {
        let t = GestureConstants.controlTrackingTolerance
        return point.x >= bounds.minX - t && point.x <= bounds.maxX + t
            && point.y >= bounds.minY - t && point.y <= bounds.maxY + t
    }

    /// A finger landed on the control: `touchDown`, plus `touchDownRepeat` for a repeated tap.
    package mutating func began(tapCount: Int) -> ControlEvents {
        phase = .tracking(inside: true)
        return tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
    }

    /// The finger moved to `point`: a drag inside or outside, with an enter or exit when it crossed
    /// the tracking area's edge. Nothing when not tracking.
    package mutating func moved(to point: Point, bounds: Rect) -> ControlEvents {
        guard case let .tracking(wasInside) = phase else { return [] }
        let inside = Self.isInside(point, bounds: bounds)
        phase = .tracking(inside: inside)
        switch (wasInside, inside) {
        case (true, true): return .touchDragInside
        case (false, false): return .touchDragOutside
        case (false, true): return [.touchDragEnter, .touchDragInside]
        case (true, false): return [.touchDragExit, .touchDragOutside]
        }
    }

    /// The finger lifted at `point`: `touchUpInside` or `touchUpOutside`. Nothing when not tracking.
    package mutating func ended(at point: Point, bounds: Rect) -> ControlEvents {
        guard case .tracking = phase else { return [] }
        phase = .idle
        return Self.isInside(point, bounds: bounds) ? .touchUpInside : .touchUpOutside
    }

    /// The touch was cancelled: `touchCancel`. Nothing when not tracking.
    package mutating func cancelled() -> ControlEvents {
        guard case .tracking = phase else { return [] }
        phase = .idle
        return .touchCancel
    }

    /// Tracking stopped early (`continueTracking` answered false): no more events for this touch.
    package mutating func stop() {
        phase = .idle
    }
}

/// The gesture a control's default action claims against recognizers of its superviews, under
/// Apple's rule ("Interacting with other user interface controls"): the control's own action wins
/// over an overlapping recognizer attached to a superview.
public enum ControlDefaultGesture: Sendable {
    /// No claim (the base class, custom controls).
    case none
    /// A single-finger single tap: buttons, steppers, segmented controls, page controls.
    case singleTap
    /// A single-finger pan or swipe along the control's width that starts on its knob: a slider.
    case knobDrag
    /// Both: a switch, whose knob can be tapped or dragged.
    case singleTapAndKnobDrag

    /// Whether this claim keeps `recognizer` (asked by `node`, the touched control) from beginning.
    /// A recognizer on the control itself is never affected.
    ///
    /// - A single tap claims a single-finger, single-tap `TapGestureRecognizer`.
    /// - A knob drag, while `knobTouched` (the control tracks a finger that landed on its knob),
    ///   claims a pan with one finger moving, in the control's coordinates, more along its width
    ///   than across it, and a single-finger swipe whose directions include left
    ///   or right (a swipe's directions are the screen's: a turned control is not considered).
    #if !hasFeature(Embedded)
    @MainActor
    #endif
    package func blocks(_ recognizer: GestureRecognizer, on node: any GestureNode, knobTouched: Bool = false) -> Bool {
        guard recognizer.node !== node else { return false }
        switch self {
        case .none:
            return false
        case .singleTap:
            return Self.isSingleTap(recognizer)
        case .knobDrag:
            return knobTouched && Self.isDragAlong(recognizer, node)
        case .singleTapAndKnobDrag:
            return Self.isSingleTap(recognizer) || (knobTouched && Self.isDragAlong(recognizer, node))
        }
    }

    /// Whether the claim includes the single tap (and so a button's `primaryActionTriggered`).
    package var claimsSingleTap: Bool { self == .singleTap || self == .singleTapAndKnobDrag }

    #if !hasFeature(Embedded)
    @MainActor
    #endif
    private static func isSingleTap(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    #if !hasFeature(Embedded)
    @MainActor
    #endif
    private static func isDragAlong(_ recognizer: GestureRecognizer, _ node: any GestureNode) -> Bool {
        switch recognizer {
        case let pan as PanGestureRecognizer:
            guard pan.numberOfTouches == 1 else { return false }
            // The finger's direction: its velocity (the translation has the pan's slop taken off
            // each axis, which can leave nothing when the pan begins).
            let view = node as? View
            let v = pan.velocity(in: view)
            let d = v != .zero ? v : pan.translation(in: view)
            return abs(d.x) > abs(d.y)
        case let swipe as SwipeGestureRecognizer:
            return swipe.numberOfTouchesRequired == 1 && !swipe.direction.isDisjoint(with: [.left, .right])
        default:
            return false
        }
    }
}
