/// The engine's view of one frame of input, handed to the touch methods of recognizers and nodes.
///
/// There is one event object per engine, updated for every frame, as UIKit reuses its touch
/// event: read it during the callback, do not keep it.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class Event {
    /// The kind of input in the event.
    nonisolated public enum EventType: Hashable, Sendable {
        /// Touches of fingers, styluses or pressed pointers.
        case touches
        /// A pointer hovering without a button pressed.
        case hover
        /// A timer fired; no new input arrived.
        case timer
        /// A wheel or trackpad scrolled; no touches.
        case scroll
        /// A trackpad pinched or rotated; no touches.
        case transform
    }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, these
    // and the other small engine types add 16 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// The kind of input.
    @exclusivity(unchecked) public internal(set) var type: EventType = .touches
    /// The time of the frame, in seconds.
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0
    /// The mouse or trackpad buttons pressed in the frame (kept through timer passes).
    @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask = []
    /// The modifier keys held in the frame (kept through timer passes).
    @exclusivity(unchecked) public internal(set) var modifierFlags: KeyModifierFlags = []

    /// The engine that owns this event. Not counted: the engine makes its one event and clears
    /// this in its deinit, so an event app code kept longer answers like one of no engine.
    @exclusivity(unchecked) unowned(unsafe) var engine: GestureEngine?

    /// The object another module of this package shows for this event (GesturesUIKit's `UIEvent`),
    /// held weakly. (Embedded Swift has no UIKit layer to set it.)
    #if hasFeature(Embedded)
    @exclusivity(unchecked) package var bridge: AnyObject?
    #else
    @exclusivity(unchecked) package weak var bridge: AnyObject?
    #endif

    package init() {}

    /// Every touch that is down in this frame (or lifted in it).
    public var allTouches: Set<Touch>? {
        guard let engine else { return nil }
        let touches = engine.touches.live.filter { $0.lastChangeStamp == engine.passStamp || $0.isDown }
        return touches.isEmpty ? nil : Set(touches)
    }

    /// The touches of the frame that landed on `view`.
    public func touches(for view: View) -> Set<Touch>? {
        touches(forNode: view)
    }

    /// The touches of the frame that landed on a host node.
    public func touches(forNode node: any GestureNode) -> Set<Touch>? {
        guard let engine else { return nil }
        let touches = engine.touches.live.filter {
            $0.hitNode === node && ($0.lastChangeStamp == engine.passStamp || $0.isDown)
        }
        return touches.isEmpty ? nil : Set(touches)
    }

    /// The touches the recognizer is receiving.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch>? {
        recognizer.engagement.tracked.isEmpty ? nil : Set(recognizer.engagement.tracked)
    }
}
