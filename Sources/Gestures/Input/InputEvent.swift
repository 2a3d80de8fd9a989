/// One touch's sample in an ``InputEvent``: what a backend read from the device for that finger.
///
/// The backend names each finger with an `id` of its choosing, stable from the finger's `began`
/// sample to its `ended` or `cancelled` one. The engine turns samples into ``Touch`` objects that
/// keep their identity for the whole life of the finger.
nonisolated public struct TouchInput: Hashable, Sendable {
    /// The backend's identifier of the finger, unique among the fingers down at the same time.
    public var id: Int
    /// What happened to the finger in this frame.
    public var phase: Touch.Phase
    /// Where the finger is, in window coordinates (points).
    public var location: Point
    /// The kind of input device.
    public var type: Touch.TouchType
    /// Pressure, where 1 is an average touch; nil when the device does not report it.
    public var force: Double?
    /// The radius of the contact, in points; nil when the device does not report it.
    public var majorRadius: Double?
    /// The tap count the device computed; nil lets the engine count taps itself.
    public var tapCount: Int?
    /// The force at full pressure on this device; nil when it reports no pressure.
    public var maximumPossibleForce: Double?
    /// A stylus's angle to the surface, in radians (π/2 perpendicular); nil when not reported.
    public var altitudeAngle: Double?
    /// The direction a stylus leans, in window coordinates (radians from +x toward +y); nil when
    /// not reported.
    public var azimuthAngle: Double?

    /// Creates a sample.
    public init(
        id: Int, phase: Touch.Phase, location: Point, type: Touch.TouchType = .direct,
        force: Double? = nil, majorRadius: Double? = nil, tapCount: Int? = nil,
        maximumPossibleForce: Double? = nil, altitudeAngle: Double? = nil, azimuthAngle: Double? = nil
    ) {
        self.maximumPossibleForce = maximumPossibleForce
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.id = id
        self.phase = phase
        self.location = location
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
        self.tapCount = tapCount
    }
}

/// A pointer (mouse or trackpad cursor) hovering without a button pressed.
nonisolated public struct PointerInput: Hashable, Sendable {
    /// The pointer's movement relative to the window.
    nonisolated public enum Phase: Hashable, Sendable {
        /// The pointer came into the window.
        case entered
        /// The pointer moved inside the window.
        case moved
        /// The pointer left the window.
        case exited
    }

    /// What happened.
    public var phase: Phase
    /// Where the pointer is, in window coordinates.
    public var location: Point

    /// Creates a pointer sample.
    public init(phase: Phase, location: Point) {
        self.phase = phase
        self.location = location
    }
}

/// Everything the input device reported in one frame: the value a backend hands to
/// ``Window/sendEvent(_:)``.
///
/// Fingers that are down but absent from `touches` are stationary in this frame. Samples are
/// applied in order; a finger may appear once per event.
nonisolated public struct InputEvent: Hashable, Sendable {
    /// When the frame was sampled, in seconds on the window clock's time base.
    public var timestamp: Double
    /// The touch samples of the frame.
    public var touches: [TouchInput]
    /// A hover sample, for pointer devices.
    public var pointer: PointerInput?
    /// A scroll step from a wheel or a trackpad, which has no touches.
    public var scroll: ScrollInput? {
        get { sequenceSteps?.scroll }
        set { sequenceSteps = SequenceSteps.holding(scroll: newValue, transform: transform) }
    }
    /// A pinch or rotation step from a trackpad, which has no touches.
    public var transform: TransformInput? {
        get { sequenceSteps?.transform }
        set { sequenceSteps = SequenceSteps.holding(scroll: scroll, transform: newValue) }
    }
    /// The scroll and transform steps, kept out of line: an event of touches stays as small as it
    /// was before they existed, so handing it through the engine copies no more per update.
    private var sequenceSteps: SequenceSteps?
    /// The mouse or trackpad buttons pressed; empty for fingers and styluses.
    public var buttonMask: ButtonMask = []
    /// The modifier keys held.
    public var modifierFlags: KeyModifierFlags = []

    /// Creates an event of touch samples.
    public init(timestamp: Double, touches: [TouchInput]) {
        self.timestamp = timestamp
        self.touches = touches
        self.pointer = nil
    }

    /// Creates a scroll event.
    public init(timestamp: Double, scroll: ScrollInput) {
        self.timestamp = timestamp
        self.touches = []
        self.scroll = scroll
    }

    /// Creates a trackpad pinch or rotation event.
    public init(timestamp: Double, transform: TransformInput) {
        self.timestamp = timestamp
        self.touches = []
        self.transform = transform
    }

    /// Creates a hover event.
    public init(timestamp: Double, pointer: PointerInput) {
        self.timestamp = timestamp
        self.touches = []
        self.pointer = pointer
    }
}

/// An event's scroll and transform steps, held by reference and never changed (a change makes a
/// new one), compared by value.
nonisolated private final class SequenceSteps: Hashable, Sendable {
    let scroll: ScrollInput?
    let transform: TransformInput?

    private init(scroll: ScrollInput?, transform: TransformInput?) {
        self.scroll = scroll
        self.transform = transform
    }

    /// Steps holding these, or nil when both are absent.
    static func holding(scroll: ScrollInput?, transform: TransformInput?) -> SequenceSteps? {
        scroll == nil && transform == nil ? nil : SequenceSteps(scroll: scroll, transform: transform)
    }

    static func == (lhs: SequenceSteps, rhs: SequenceSteps) -> Bool {
        lhs.scroll == rhs.scroll && lhs.transform == rhs.transform
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scroll)
        hasher.combine(transform)
    }
}
