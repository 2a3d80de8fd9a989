import Gestures

/// One view with every built-in recognizer, each named, for replaying traces and seeing which
/// gesture a recording is: tap, double tap (the single tap waits for it), long press, pan,
/// screen-edge pan from the left, swipe in every direction, pinch, rotation, hover, and a
/// two-finger tap.
///
/// The pan waits for the swipe to fail, so a quick stroke reads as a swipe and a slower drag as a
/// pan; pinch and rotation recognize together; everything else competes as UIKit's rules say.
@MainActor
public final class AllRecognizersScene: PlaygroundScene, GestureRecognizerDelegate {
    public let title = "Every recognizer"
    public let window: Window
    public weak var soundPlayer: (any SoundPlayer)?
    /// The view carrying the recognizers: the whole screen.
    public let surface: View
    /// The recognizers, in the order they were added.
    public let recognizers: [GestureRecognizer]
    /// One line per action sent, in order.
    public private(set) var events: [String] = []

    public static let entry = PlaygroundSceneEntry(
        name: "all-recognizers", summary: "one view with every built-in recognizer, for replaying traces"
    ) { clock in AllRecognizersScene(clock: clock) }

    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        surface = View(frame: window.bounds)
        surface.accessibilityIdentifier = "surface"
        surface.backgroundColor = Color(white: 0.95)
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
        for recognizer in recognizers {
            surface.addGestureRecognizer(recognizer)
            recognizer.addAction { [weak self] in self?.events.append("\($0.diagnosticLabel) \($0.state)") }
        }
        pinch.delegate = self
        rotation.delegate = self
    }

    public func step(to time: Double) {}

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        let pair = Set([gestureRecognizer.name, other.name].compactMap { $0 })
        return pair == ["pinch", "rotation"]
    }
}
