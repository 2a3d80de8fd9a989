import Gestures

/// A window of 375 × 667 points whose one view, `surface`, carries every built-in recognizer,
/// each named: tap, double tap (the single tap waits for it), two-finger tap, long press, swipe in
/// every direction, pan (which waits for the swipe to fail, so a quick stroke reads as a swipe and
/// a slower drag as a pan), screen-edge pan from the left, pinch and rotation (which recognize
/// together), and hover; everything else competes as UIKit's rules say.
///
/// It is the scene traces replay into by default (`gestures replay`, the playground's
/// `all-recognizers`), kept here so that every program that replays traces — the command, and the
/// engine compiled to WebAssembly — builds the same one.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class AllRecognizersSurface: GestureRecognizerDelegate {
    /// The window, named `window`.
    public let window: Window
    /// The view carrying the recognizers, named `surface`: the whole window.
    public let surface: View
    /// The recognizers, in the order they were added.
    public let recognizers: [GestureRecognizer]

    /// Builds the window on `clock`.
    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        surface = View(frame: window.bounds)
        surface.accessibilityIdentifier = "surface"
        surface.isMultipleTouchEnabled = true
        window.addSubview(surface)

        let tap = TapGestureRecognizer()
        tap.name = "tap"
        let doubleTap = TapGestureRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let twoFingerTap = TapGestureRecognizer()
        twoFingerTap.name = "twoFingerTap"
        twoFingerTap.numberOfTouchesRequired = 2
        let longPress = LongPressGestureRecognizer()
        longPress.name = "longPress"
        let swipe = SwipeGestureRecognizer()
        swipe.name = "swipe"
        swipe.direction = [.left, .right, .up, .down]
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        pan.require(toFail: swipe)
        let edgePan = ScreenEdgePanGestureRecognizer()
        edgePan.name = "edgePan"
        edgePan.edges = .left
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        let rotation = RotationGestureRecognizer()
        rotation.name = "rotation"
        let hover = HoverGestureRecognizer()
        hover.name = "hover"
        recognizers = [edgePan, tap, doubleTap, twoFingerTap, longPress, swipe, pan, pinch, rotation, hover]
        for recognizer in recognizers { surface.addGestureRecognizer(recognizer) }
        pinch.delegate = self
        rotation.delegate = self
    }

    /// Pinch and rotation recognize together; no other pair does.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        // By kind, not by name: comparing strings would bring the Unicode tables into an Embedded
        // build of the scene.
        let pair = [gestureRecognizer, other]
        return pair.contains { $0 is PinchGestureRecognizer } && pair.contains { $0 is RotationGestureRecognizer }
    }
}
