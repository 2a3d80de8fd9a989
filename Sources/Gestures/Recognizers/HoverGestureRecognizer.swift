/// Follows a pointer (mouse or trackpad cursor) moving over a view without a button pressed.
/// Continuous.
///
/// The callback order: `.began` when the pointer enters the view, `.changed` as it moves over it,
/// `.ended` when it leaves (or leaves the window). ``location(in:)`` is the pointer's location.
/// Hover never competes with touch gestures: it neither prevents nor is prevented by other
/// recognizers, and it receives no touches.
open class HoverGestureRecognizer: GestureRecognizer {
    // What the relation lint knows of hover: it follows the pointer and never holds others back.
    override package var longestUndecidedTime: Double? { 0 }

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    @exclusivity(unchecked) private var pointer: Point?

    override package var receivesHover: Bool { true }

    override func hover(_ phase: PointerInput.Phase, at location: Point, with event: Event) {
        if location.isFinite { pointer = location }
        switch phase {
        case .entered:
            state = .began
        case .moved:
            state = state == .possible ? .began : .changed
        case .exited:
            state = .ended
        }
    }

    /// The pointer's location in `view`'s coordinates (window coordinates for nil).
    open override func location(in view: View?) -> Point {
        guard let pointer else { return super.location(in: view) }
        guard let view else { return pointer }
        return pointer.applying(view.windowToLocalTransform)
    }

    open override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    open override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
}
