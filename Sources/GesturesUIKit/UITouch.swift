import Gestures

/// A finger on the screen, in UIKit's shape.
///
/// Touch objects compare equal (and hash alike) when they stand for the same finger, so sets of
/// touches behave as in UIKit across callbacks.
@MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life.
    public typealias Phase = Touch.Phase
    /// The kind of device behind a touch.
    public typealias TouchType = Touch.TouchType

    let base: Touch

    private init(base: Touch) {
        self.base = base
    }

    /// The wrapper of an engine touch (one object per touch while anyone holds it).
    static func wrapping(_ touch: Touch) -> UITouch {
        if let existing = touch.bridge as? UITouch { return existing }
        let wrapper = UITouch(base: touch)
        touch.bridge = wrapper
        return wrapper
    }

    static func wrapping(_ touches: Set<Touch>) -> Set<UITouch> {
        Set(touches.map(wrapping))
    }

    public var phase: Phase { base.phase }
    public var tapCount: Int { base.tapCount }
    public var timestamp: TimeInterval { base.timestamp }
    public var type: TouchType { base.type }
    public var force: CGFloat { CGFloat(base.force ?? 0) }
    /// The force at full pressure: the device's when the backend reports it, else 20/3 for a touch
    /// with force, 0 without.
    public var maximumPossibleForce: CGFloat {
        CGFloat(base.maximumPossibleForce ?? (base.force == nil ? 0 : 20.0 / 3.0))
    }
    public var majorRadius: CGFloat { CGFloat(base.majorRadius ?? 0) }
    /// A stylus's angle to the surface, in radians (π/2 perpendicular, and for fingers).
    public var altitudeAngle: CGFloat { CGFloat(base.altitudeAngle) }
    /// The direction a stylus leans, in `view`'s coordinates (the window's for nil).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        CGFloat(base.azimuthAngle(in: view?.node))
    }
    /// The view the touch landed on.
    public var view: UIView? { (base.view as? HostView)?.owner }
    /// The window of the touch.
    public var window: UIWindow? { (base.view?.window as? HostWindow)?.owner }
    /// The recognizers receiving the touch.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let owners = base.gestureRecognizers.compactMap { UIGestureRecognizer.owner(of: $0) }
        return owners.isEmpty ? nil : owners
    }

    /// The location in `view`'s coordinates (window coordinates for nil).
    public func location(in view: UIView?) -> CGPoint {
        CGPoint(base.location(in: view?.node))
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        CGPoint(base.previousLocation(in: view?.node))
    }

    /// The location in the window, the touch's own coordinates (UIKit's `location(in: nil)`).
    public var locationInWindow: CGPoint { CGPoint(base.locationInWindow) }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs.base === rhs.base }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(base)) }
}

/// One frame of input, in UIKit's shape.
@MainActor
public final class UIEvent {
    /// The kind of event.
    public typealias EventType = Event.EventType

    let base: Event

    private init(base: Event) {
        self.base = base
    }

    static func wrapping(_ event: Event) -> UIEvent {
        if let existing = event.bridge as? UIEvent { return existing }
        let wrapper = UIEvent(base: event)
        event.bridge = wrapper
        return wrapper
    }

    /// An event with no touches, for an action of the `(sender, forEvent:)` shape sent outside
    /// any input (`sendActions(for:)` called by the app, a timer): UIKit passes nil there, which a
    /// Swift method declared with a non-optional `UIEvent` cannot take. [OURS]
    @usableFromInline static func empty() -> UIEvent { UIEvent(base: Event()) }

    public var type: EventType { base.type }
    public var timestamp: TimeInterval { base.timestamp }

    /// The mouse or trackpad buttons of an event.
    public typealias ButtonMask = Gestures.ButtonMask
    /// The pointer buttons pressed; empty for fingers.
    public var buttonMask: ButtonMask { base.buttonMask }
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags { base.modifierFlags }
    /// Every touch of the frame.
    public var allTouches: Set<UITouch>? { base.allTouches.map(UITouch.wrapping) }

    /// The touches of the frame that landed on `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        base.touches(for: view.node).map(UITouch.wrapping)
    }

    /// The touches the recognizer receives.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        base.touches(for: gestureRecognizer.base).map(UITouch.wrapping)
    }
}

extension Touch.TouchType {
    /// UIKit's raw value: 0 direct, 1 indirect, 2 pencil, 3 indirect pointer.
    public var rawValue: Int {
        switch self {
        case .direct: 0
        case .indirect: 1
        case .stylus: 2
        case .pointer: 3
        }
    }

    /// The touch type with UIKit's raw value, if there is one.
    public init?(rawValue: Int) {
        guard let type = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// UIKit's name for a stylus on the screen (an Apple Pencil).
    public static var pencil: Self { .stylus }
    /// UIKit's name for a pointer (a mouse or trackpad with a button pressed).
    public static var indirectPointer: Self { .pointer }
}
