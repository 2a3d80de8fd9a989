import Gestures

/// What the evdev backend makes of a device's events: input for a window, the device's scrolls
/// and buttons as it reported them (``WindowFeed`` turns them into the engine's scroll sequences
/// and pointer touches), and problems.
public enum DeviceOutput: Hashable, Sendable {
    /// Touches, a hovering pointer or a touchpad's pinch, for ``Window/sendEvent(_:)``.
    case event(InputEvent)
    /// A scroll from a touchpad's two fingers (continuous) or a wheel (discrete).
    case scroll(DeviceScroll)
    /// A button pressed or released: a mouse button, a touchpad's click, or a tap on a touchpad.
    case button(ButtonInput)
    /// Something in the input was wrong; the stream goes on.
    case problem(InputProblem)
}

/// A scroll, as UIKit's scroll events model it: continuous from a touchpad, in discrete steps from
/// a wheel.
public struct DeviceScroll: Hashable, Sendable {
    /// How the scroll was made.
    public enum Kind: Hashable, Sendable {
        /// Two fingers on a touchpad: ``delta`` in window points, with a beginning and an end.
        case continuous
        /// A wheel: ``delta`` in detents (fractions of one from a high-resolution wheel); every
        /// step is `.changed`.
        case discrete
    }

    /// Where a continuous scroll is in its life.
    public enum Phase: Hashable, Sendable {
        /// The fingers started scrolling; ``delta`` holds the motion until then.
        case began
        /// More scrolling.
        case changed
        /// The fingers lifted or stopped being two; ``delta`` is zero.
        case ended
    }

    /// When, in seconds on the window clock's time base.
    public var timestamp: Double
    /// Continuous or discrete.
    public var kind: Kind
    /// The phase.
    public var phase: Phase
    /// The motion: for a touchpad, the fingers' mean motion in window points (the way they moved:
    /// fingers moving down give a positive `dy`); for a wheel, detents, positive `dy` away from the
    /// user and positive `dx` to the right, as the kernel counts them.
    public var delta: Vector
    /// The pointer's location in window points.
    public var location: Point

    /// Creates a scroll sample.
    public init(timestamp: Double, kind: Kind, phase: Phase, delta: Vector, location: Point) {
        self.timestamp = timestamp
        self.kind = kind
        self.phase = phase
        self.delta = delta
        self.location = location
    }
}

/// A button's press or release.
public struct ButtonInput: Hashable, Sendable {
    /// Which button.
    public enum Button: Hashable, Sendable {
        /// The left button, or a one-finger tap.
        case primary
        /// The right button, or a two-finger tap.
        case secondary
        /// The middle button, or a three-finger tap.
        case middle
    }

    /// When, in seconds on the window clock's time base.
    public var timestamp: Double
    /// The button.
    public var button: Button
    /// Pressed (true) or released.
    public var isPressed: Bool
    /// The pointer's location in window points.
    public var location: Point
    /// Whether a tap on a touchpad made the click rather than a physical button.
    public var isTap: Bool

    /// Creates a button sample.
    public init(timestamp: Double, button: Button, isPressed: Bool, location: Point, isTap: Bool = false) {
        self.timestamp = timestamp
        self.button = button
        self.isPressed = isPressed
        self.location = location
        self.isTap = isTap
    }
}
