import Gestures

/// Turns a mouse into one or two fingers, the way the iOS Simulator does, for hosts without a
/// touch screen.
///
/// - The left button alone is one finger (id ``primaryID``) under the pointer.
/// - With Alt (the Simulator's Option) held when the button goes down, a second finger (id
///   ``secondaryID``) lands mirrored about a pivot, the window's center at first: dragging pinches
///   and rotates about the pivot.
/// - With Shift and Alt held, moving the pointer moves both fingers together, keeping their
///   distance: the pivot moves with the pointer. With the button up this carries the pair (shown by
///   ``hoverHints(at:modifiers:)``) to an object away from the window's center, which a press with
///   Alt then pinches where it is; with the button down the pair drags together. Releasing Shift
///   goes back to mirroring about the pivot's new place, so the second finger never jumps.
/// - Releasing Alt puts the pivot back at the window's center.
///
/// The number of fingers is fixed when the button goes down and stays until it comes up (or
/// ``cancel()``), whatever the modifiers do meanwhile. Every call returns the samples for one
/// ``InputEvent``: both fingers change in the same frame.
public struct MouseTouchEmulator {
    /// Modifier keys that change what the mouse does.
    public struct Modifiers: OptionSet, Sendable {
        /// The set's bits.
        public let rawValue: Int
        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Alt (Option on a Mac keyboard): two fingers.
        public static let alt = Modifiers(rawValue: 1)
        /// Shift: with Alt, move both fingers together.
        public static let shift = Modifiers(rawValue: 2)
    }

    /// The id of the finger under the pointer.
    public static let primaryID = 1
    /// The id of the mirrored finger.
    public static let secondaryID = 2

    /// The size of the window, whose center is the first pivot.
    public var windowSize: Size
    /// The type of the one finger of a press without Alt: `.direct` as in the iOS Simulator, or
    /// `.pointer` for an iPadOS app that takes indirect input (UIKit's
    /// `UIApplicationSupportsIndirectInputEvents`), where a click-drag is a pointer touch. The two
    /// fingers of a press with Alt are always `.direct`: they stand in for fingers. A change applies
    /// from the next press.
    public var singleFingerType: Touch.TouchType = .direct

    /// The point the second finger mirrors the first about, in window points.
    public private(set) var pivot: Point
    /// The pointer while the button is down.
    private var pointer: Point?
    /// The pointer while the button is up, when known.
    private var hoverPointer: Point?
    private var isTwoFingered = false
    /// The type of the finger under the pointer in the press under way.
    private var primaryType: Touch.TouchType = .direct

    /// Creates an emulator for a window of the given size, with the button up.
    public init(windowSize: Size) {
        self.windowSize = windowSize
        self.pivot = Point(x: windowSize.width / 2, y: windowSize.height / 2)
    }

    /// Whether the button is down (fingers are on the glass).
    public var isPressed: Bool { pointer != nil }

    /// The button went down at `point`: one finger lands, or two with Alt.
    public mutating func press(at point: Point, modifiers: Modifiers) -> [TouchInput] {
        var samples = isPressed ? cancel() : []
        guard point.isFinite else { return samples }
        if !modifiers.contains(.alt) { pivot = windowCenter }
        hoverPointer = nil
        pointer = point
        isTwoFingered = modifiers.contains(.alt)
        primaryType = isTwoFingered ? .direct : singleFingerType
        samples.append(TouchInput(id: Self.primaryID, phase: .began, location: point, type: primaryType))
        if isTwoFingered {
            samples.append(TouchInput(id: Self.secondaryID, phase: .began, location: mirrored(point)))
        }
        return samples
    }

    /// The pointer moved to `point`. With the button up no finger is down, so nothing is sent; but
    /// Shift and Alt carry the pivot along, and no Alt puts it back at the window's center.
    public mutating func move(to point: Point, modifiers: Modifiers) -> [TouchInput] {
        guard point.isFinite else { return [] }
        guard let previous = pointer else {
            modifiersChanged(modifiers)
            if let hover = hoverPointer, modifiers.contains(.shift), modifiers.contains(.alt) {
                pivot += point - hover
            }
            hoverPointer = point
            return []
        }
        guard point != previous else { return [] }
        if isTwoFingered && modifiers.contains(.shift) && modifiers.contains(.alt) {
            pivot += point - previous
        }
        pointer = point
        var samples = [TouchInput(id: Self.primaryID, phase: .moved, location: point, type: primaryType)]
        if isTwoFingered {
            samples.append(TouchInput(id: Self.secondaryID, phase: .moved, location: mirrored(point)))
        }
        return samples
    }

    /// The button came up (at `point`, when known): every finger lifts.
    public mutating func release(at point: Point?) -> [TouchInput] {
        guard let previous = pointer else { return [] }
        let last = point.flatMap { $0.isFinite ? $0 : nil } ?? previous
        return finish(phase: .ended, primaryAt: last)
    }

    /// The window lost the mouse with the button down: every finger is cancelled.
    public mutating func cancel() -> [TouchInput] {
        guard let previous = pointer else { return [] }
        return finish(phase: .cancelled, primaryAt: previous)
    }

    /// The modifier keys changed with the pointer still: releasing Alt puts the pivot back at the
    /// window's center (the fingers already down keep their mirror until the button comes up).
    public mutating func modifiersChanged(_ modifiers: Modifiers) {
        if !modifiers.contains(.alt) && !isTwoFingered { pivot = windowCenter }
    }

    /// The two fingers to draw, as the Simulator does: with the button up and Alt held, where they
    /// would land if the button went down now at `point`; with the button down on two fingers,
    /// where they are (so the marks stay under them through the drag); none otherwise.
    public func hoverHints(at point: Point, modifiers: Modifiers) -> [Point] {
        if let pointer, isTwoFingered { return [pointer, mirrored(pointer)] }
        guard !isPressed, modifiers.contains(.alt), point.isFinite else { return [] }
        return [point, mirrored(point)]
    }

    private var windowCenter: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    private func mirrored(_ point: Point) -> Point {
        Point(x: 2 * pivot.x - point.x, y: 2 * pivot.y - point.y)
    }

    private mutating func finish(phase: Touch.Phase, primaryAt point: Point) -> [TouchInput] {
        var samples = [TouchInput(id: Self.primaryID, phase: phase, location: point, type: primaryType)]
        if isTwoFingered {
            samples.append(TouchInput(id: Self.secondaryID, phase: phase, location: mirrored(point)))
        }
        pointer = nil
        hoverPointer = point
        isTwoFingered = false
        return samples
    }
}
