/// The kinds of scrolling a pan may follow, as UIKit's `UIScrollTypeMask` has them.
nonisolated public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel's notches.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Two fingers on a trackpad.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}

/// One step of a scroll gesture from a wheel or a trackpad: no touches, only a place and a
/// movement. A backend sends a sequence `began`, `changed`…, `ended` (or `cancelled`); for a wheel,
/// whose notches have no end, it ends the sequence once the notches stop.
nonisolated public struct ScrollInput: Hashable, Sendable {
    /// Where the sequence is in its life.
    nonisolated public enum Phase: Hashable, Sendable {
        /// The scroll started (fingers on the trackpad, or the first notch).
        case began
        /// The content moved by ``ScrollInput/delta``.
        case changed
        /// The scroll finished.
        case ended
        /// The scroll was interrupted.
        case cancelled
    }

    /// What happened.
    public var phase: Phase
    /// Where the pointer is, in window coordinates: the scroll goes to the views under it.
    public var location: Point
    /// How far the content moves in this step, in window points, as a finger dragging it would:
    /// positive `dy` moves it down.
    public var delta: Vector
    /// A wheel (``ScrollTypeMask/discrete``) or a trackpad (``ScrollTypeMask/continuous``).
    public var type: ScrollTypeMask

    /// Creates a scroll step.
    public init(phase: Phase, location: Point, delta: Vector = .zero, type: ScrollTypeMask) {
        self.phase = phase
        self.location = location
        self.delta = delta
        self.type = type
    }
}
