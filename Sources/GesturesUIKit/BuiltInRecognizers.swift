import Gestures

/// Edges of a rectangle, for ``UIScreenEdgePanGestureRecognizer/edges``.
public typealias UIRectEdge = RectEdge
/// The modifier keys held during an event.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// The kinds of scrolling a pan may follow.
public typealias UIScrollTypeMask = ScrollTypeMask

/// Taps. See the engine's `TapGestureRecognizer` for the timings.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { TapGestureRecognizer() }
    private var tap: TapGestureRecognizer { unsafeDowncast(base, to: TapGestureRecognizer.self) }

    open var numberOfTapsRequired: Int {
        get { tap.numberOfTapsRequired }
        set { tap.numberOfTapsRequired = newValue }
    }

    open var numberOfTouchesRequired: Int {
        get { tap.numberOfTouchesRequired }
        set { tap.numberOfTouchesRequired = newValue }
    }

    /// The pointer buttons the tap needs (default `.primary`; a finger counts as primary):
    /// `.secondary` makes a secondary-click tap.
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get { tap.buttonMaskRequired }
        set { tap.buttonMaskRequired = newValue }
    }
}

/// Presses held still for a while.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { LongPressGestureRecognizer() }
    private var press: LongPressGestureRecognizer { unsafeDowncast(base, to: LongPressGestureRecognizer.self) }

    open var minimumPressDuration: TimeInterval {
        get { press.minimumPressDuration }
        set { press.minimumPressDuration = newValue }
    }

    open var allowableMovement: CGFloat {
        get { CGFloat(press.allowableMovement) }
        set { press.allowableMovement = Double(newValue) }
    }

    open var numberOfTapsRequired: Int {
        get { press.numberOfTapsRequired }
        set { press.numberOfTapsRequired = newValue }
    }

    open var numberOfTouchesRequired: Int {
        get { press.numberOfTouchesRequired }
        set { press.numberOfTouchesRequired = newValue }
    }
}

/// Drags.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { PanGestureRecognizer() }
    /// The engine pan: its own, a screen-edge pan for ``UIScreenEdgePanGestureRecognizer``, or a
    /// scroll view's.
    final var pan: PanGestureRecognizer { unsafeDowncast(base, to: PanGestureRecognizer.self) }

    open var minimumNumberOfTouches: Int {
        get { pan.minimumNumberOfTouches }
        set { pan.minimumNumberOfTouches = newValue }
    }

    /// The scrolling the pan follows as a drag (default none): `.discrete` for a wheel,
    /// `.continuous` for a trackpad, `.all` for both.
    open var allowedScrollTypesMask: UIScrollTypeMask {
        get { pan.allowedScrollTypesMask }
        set { pan.allowedScrollTypesMask = newValue }
    }

    open var maximumNumberOfTouches: Int {
        get { pan.maximumNumberOfTouches }
        set { pan.maximumNumberOfTouches = newValue }
    }

    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(pan.translation(in: view?.node))
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        pan.setTranslation(translation.point, in: view?.node)
    }

    open func velocity(in view: UIView?) -> CGPoint {
        CGPoint(pan.velocity(in: view?.node))
    }
}

/// Pans that start at an edge of the screen.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { ScreenEdgePanGestureRecognizer() }
    private var edgePan: ScreenEdgePanGestureRecognizer { unsafeDowncast(base, to: ScreenEdgePanGestureRecognizer.self) }

    open var edges: UIRectEdge {
        get { edgePan.edges }
        set { edgePan.edges = newValue }
    }
}

/// Quick straight strokes.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions: `.right`, `.left`, `.up`, `.down`, combinable.
    public typealias Direction = SwipeGestureRecognizer.Direction

    override class func makeBase() -> GestureRecognizer { SwipeGestureRecognizer() }
    private var swipe: SwipeGestureRecognizer { unsafeDowncast(base, to: SwipeGestureRecognizer.self) }

    open var direction: Direction {
        get { swipe.direction }
        set { swipe.direction = newValue }
    }

    open var numberOfTouchesRequired: Int {
        get { swipe.numberOfTouchesRequired }
        set { swipe.numberOfTouchesRequired = newValue }
    }
}

/// Two fingers moving apart or together.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { PinchGestureRecognizer() }
    /// The engine pinch: its own, or a scroll view's.
    final var pinch: PinchGestureRecognizer { unsafeDowncast(base, to: PinchGestureRecognizer.self) }

    open var scale: CGFloat {
        get { CGFloat(pinch.scale) }
        set { pinch.scale = Double(newValue) }
    }

    open var velocity: CGFloat { CGFloat(pinch.velocity) }
}

/// Two fingers turning.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { RotationGestureRecognizer() }
    private var rotationRecognizer: RotationGestureRecognizer { unsafeDowncast(base, to: RotationGestureRecognizer.self) }

    open var rotation: CGFloat {
        get { CGFloat(rotationRecognizer.rotation) }
        set { rotationRecognizer.rotation = Double(newValue) }
    }

    open var velocity: CGFloat { CGFloat(rotationRecognizer.velocity) }
}

/// A pointer hovering over a view.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override class func makeBase() -> GestureRecognizer { HoverGestureRecognizer() }
}
