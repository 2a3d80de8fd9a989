/// One finger (or stylus, or pointer button) on the screen, from the moment it lands until it lifts
/// or is cancelled.
///
/// A touch keeps its identity for its whole life: the engine updates the same object every frame,
/// so recognizers and views can keep touches in sets and compare them. Locations are stored in
/// window coordinates and converted on demand with ``location(in:)``.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class Touch: Hashable {
    /// Where a touch is in its life.
    nonisolated public enum Phase: Hashable, Sendable {
        /// The finger landed in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system took the touch away (the device reported a cancel, or the touch's view left
        /// the window).
        case cancelled

        /// `Began`, `Moved`, … as in the names of the touch methods.
        var methodSuffix: String {
            switch self {
            case .began: "Began"
            case .moved: "Moved"
            case .stationary: "Stationary"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            }
        }

        /// Whether the touch is over in this phase.
        @inlinable public var isTerminal: Bool { self == .ended || self == .cancelled }
    }

    /// The kind of device behind a touch, for ``GestureRecognizer/allowedTouchTypes``.
    nonisolated public enum TouchType: Hashable, Sendable, CaseIterable {
        /// A finger on a touch screen.
        case direct
        /// A touch on a surface that is not the screen (a trackpad, a remote).
        case indirect
        /// A mouse or trackpad pointer with a button pressed.
        case pointer
        /// A stylus on the screen.
        case stylus
    }

    /// The backend's identifier of this finger (``TouchInput/id``).
    public let identifier: Int
    /// The kind of device.
    public let type: TouchType
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, a pan
    // update runs 21 % more instructions (measured: docs/architecture.md, "Exclusivity"). The engine holds
    // no long access to them across a call into user code.
    /// The phase of the touch in the most recent event.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// When the touch last changed, in seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// How many taps in quick succession at about this place this touch is part of (1 for a first tap).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// Pressure, where 1 is an average touch; nil when the device does not report it.
    @exclusivity(unchecked) public internal(set) var force: Double?
    /// The contact radius, in points; nil when the device does not report it.
    @exclusivity(unchecked) public internal(set) var majorRadius: Double?
    /// The force at full pressure on this device; nil when it reports no pressure.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: Double?
    /// A stylus's angle to the surface, in radians: π/2 when perpendicular (UIKit's value for
    /// every touch that is not a stylus with tilt), smaller as it leans.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: Double = Double.pi / 2
    /// The direction a stylus leans (from its tip toward its end), in window coordinates: radians
    /// from the positive x axis toward the positive y axis; 0 when unknown.
    @exclusivity(unchecked) public internal(set) var azimuthInWindow: Double = 0
    /// The location in window coordinates.
    @exclusivity(unchecked) public internal(set) var locationInWindow: Point
    /// The location before the most recent movement, in window coordinates.
    @exclusivity(unchecked) public internal(set) var previousLocationInWindow: Point

    /// The node the touch landed on (its hit-test result); it keeps that node for its whole life.
    public var node: (any GestureNode)? { hitNode }
    /// The view the touch landed on, when the node is one of our ``View``s.
    public var view: View? { hitNode as? View }
    /// The window the touch belongs to.
    public var window: Window? { view?.window }

    /// The recognizers receiving this touch, in the order they receive it.
    public var gestureRecognizers: [GestureRecognizer] {
        entries.compactMap { $0.isLive ? $0.recognizer : nil }
    }

    /// The location in a view's coordinates; `nil` means window coordinates.
    public func location(in view: View?) -> Point {
        // Not `guard let view`: the binding made the optimizer retain and release the view around
        // the read (see `PanGestureRecognizer.translation(in:)`).
        if view == nil { return locationInWindow }
        return locationInWindow.applying(view.unsafelyUnwrapped.windowToLocalTransform)
    }

    /// The previous location in a view's coordinates; `nil` means window coordinates.
    public func previousLocation(in view: View?) -> Point {
        if view == nil { return previousLocationInWindow }
        return previousLocationInWindow.applying(view.unsafelyUnwrapped.windowToLocalTransform)
    }

    /// The direction a stylus leans, in a view's coordinates (`nil`: the window's), as radians from
    /// the view's positive x axis toward its positive y axis: UIKit's `azimuthAngle(in:)`.
    public func azimuthAngle(in view: View?) -> Double {
        guard let view else { return azimuthInWindow }
        let origin = Point(x: 0, y: 0).applying(view.windowToLocalTransform)
        let tip = Point(x: Math.cos(azimuthInWindow), y: Math.sin(azimuthInWindow)).applying(view.windowToLocalTransform)
        return Math.atan2(tip.y - origin.y, tip.x - origin.x)
    }

    /// The location in a host node's coordinates; `nil` means window coordinates.
    public func location(inNode node: (any GestureNode)?) -> Point {
        guard let node else { return locationInWindow }
        return locationInWindow.applying(node.windowToLocalTransform)
    }

    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The object another module of this package shows for this touch (GesturesUIKit's
    /// `UITouch`), held weakly. (Embedded Swift has no UIKit layer to set it.)
    #if hasFeature(Embedded)
    @exclusivity(unchecked) package var bridge: AnyObject?
    #else
    @exclusivity(unchecked) package weak var bridge: AnyObject?
    #endif

    // MARK: Engine state

    /// A recognizer that received this touch, stamped with the recognizer's reset generation: after
    /// the recognizer resets, the entry is stale and the touch is never delivered to it again.
    struct Entry {
        let recognizer: GestureRecognizer
        let generation: UInt32
        var isIgnored = false

        var isLive: Bool { !isIgnored && recognizer.generation == generation }
    }

    /// The node the touch landed on, kept alive by the touch so that a view removed mid-gesture can
    /// still be told its touches were cancelled.
    ///
    /// Held strongly, except when the node is the window whose engine holds the touch: the window
    /// owns its engine, which owns its touches, so a strong reference would keep a window let go
    /// with a finger on it alive for ever. That one is reached through the window's anchor
    /// (`landedWindow`), which reads nil once the window is gone.
    var hitNode: (any GestureNode)? { ownedNode ?? landedWindow?.window }
    @exclusivity(unchecked) var ownedNode: (any GestureNode)?
    @exclusivity(unchecked) var landedWindow: WindowAnchor?
    @exclusivity(unchecked) var entries: [Entry] = []
    @exclusivity(unchecked) var delivery = NodeDelivery()
    /// Whether the touch counts among the fingers down on its node.
    @exclusivity(unchecked) var countsTowardNode = false
    /// Where the touch began, for the catch-up `touchesMoved` after a delayed `touchesBegan`.
    @exclusivity(unchecked) var beganLocation: Point
    /// Where the touch was when the current event started: its movement in this event is
    /// `locationInWindow − eventStartLocation`, however many samples the event held.
    @exclusivity(unchecked) var eventStartLocation: Point
    /// The engine's pass counter when the touch last changed, to tell this event's touches apart.
    @exclusivity(unchecked) var lastChangeStamp: UInt64 = 0
    /// The phases the touch went through in the current event (a touch can begin and end in one).
    @exclusivity(unchecked) var eventPhases = PhaseSet()
    /// Whether its node has seen `touchesBegan` and nothing yet that ends the touch.
    package var isDeliveredToView: Bool { delivery.stage == .delivered }
    /// Whether the touch is still down (its last phase is neither ended nor cancelled).
    var isDown: Bool { !phase.isTerminal }

    init(identifier: Int, type: TouchType, location: Point, timestamp: Double, tapCount: Int) {
        self.identifier = identifier
        self.type = type
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.beganLocation = location
        self.eventStartLocation = location
    }

    #if !hasFeature(Embedded)
    /// Nothing to do but let go of its fields, so the touch does not make the deinit of a main
    /// actor class, which checks the executor and may hop to it (one check per touch sequence
    /// was about 220 instructions). What it lets go of that must go on the main actor goes there
    /// by its own deinit: its node (a view) and recognizers.
    nonisolated deinit {}
    #endif
}

/// How far a touch's node (its hit view) has been told about the touch.
///
/// The life of a touch in its node, guarded by the engine:
/// `withheld → delivered → finished`, or `withheld → dropped`, or `delivered → finished` directly.
/// While withheld, `touchesBegan` waits for recognizers that delay it; once delivered, the node
/// gets exactly one of `touchesEnded` or `touchesCancelled`.
nonisolated struct NodeDelivery {
    nonisolated enum Stage {
        /// The node has not seen `touchesBegan` yet.
        case withheld
        /// The node has seen `touchesBegan` and nothing that ends the touch.
        case delivered
        /// The node has seen `touchesEnded` or `touchesCancelled`.
        case finished
        /// The node will never hear of this touch.
        case dropped
    }

    var stage: Stage = .withheld
    /// The touch lifted, and the node has not been told yet.
    var endPending = false
    /// The touch was cancelled by the device or by the node leaving the window.
    var cancelPending = false
    /// A recognizer that cancels touches in its view recognized with this touch.
    var cancelledByRecognizer = false
    /// The touch moved in the current event.
    var movedThisPass = false

    var isSettled: Bool { stage == .finished || stage == .dropped }
}

/// A small set of touch phases, for a touch's phases within one event.
nonisolated struct PhaseSet: OptionSet {
    let rawValue: UInt8
    static let began = PhaseSet(rawValue: 1)
    static let moved = PhaseSet(rawValue: 2)
    static let ended = PhaseSet(rawValue: 4)
    static let cancelled = PhaseSet(rawValue: 8)
}
