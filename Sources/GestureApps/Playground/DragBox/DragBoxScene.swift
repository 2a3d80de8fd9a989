import Gestures

/// The smallest playground scene: a teal box holding a banana, which follows one finger or the
/// centroid of several. Picked up, it grows a little and turns slightly see-through; dropped, it
/// settles back and says "chomp".
///
/// Named views: `box` (the dragged view) and `banana` (its image). The box's center stays inside
/// the window.
@MainActor
final class DragBoxScene: PlaygroundScene {
    static let entry = PlaygroundSceneEntry(
        name: "drag-box", summary: "a box to drag with one finger or several (the host's smoke test)",
        intendedFindings: ["class-dependent drag": "the drag is the scene's own recognizer class, as an example of one; --consult-classes asks it"]
    ) { clock in DragBoxScene(clock: clock) }

    /// The window's size, in points: small enough for a 640×480 screen.
    static let windowSize = Size(width: 480, height: 360)
    /// The box's side, in points.
    static let boxSide = 120.0
    /// How much the box grows while held: 8 %, our decision (visible, not jumpy).
    static let liftScale = 1.08
    /// The box's alpha while held. Our decision.
    static let liftAlpha = 0.9
    /// How long picking up and dropping take, in seconds: 0.15, a quick UI response. Our decision.
    static let liftDuration = 0.15

    let title = "Drag the box"
    let window: Window
    weak var soundPlayer: (any SoundPlayer)?

    let box: View
    let drag: DragRecognizer

    init(clock: any GestureClock) {
        let size = Self.windowSize
        window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        window.accessibilityIdentifier = "window"
        window.backgroundColor = Color(red: 0.957, green: 0.937, blue: 0.902)

        box = View(frame: Rect(x: (size.width - Self.boxSide) / 2, y: (size.height - Self.boxSide) / 2,
                               width: Self.boxSide, height: Self.boxSide))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = Color(red: 0.165, green: 0.616, blue: 0.561)
        window.addSubview(box)

        let banana = ImageView(image: .banana)
        banana.accessibilityIdentifier = "banana"
        banana.center = Point(x: Self.boxSide / 2, y: Self.boxSide / 2)
        banana.transform = Transform(scaleX: 0.8, y: 0.8)
        box.addSubview(banana)

        drag = DragRecognizer()
        drag.name = "drag"
        box.addGestureRecognizer(drag)
        drag.addTarget(self, action: DragBoxScene.handleDrag)
    }

    /// Nothing to do per frame: the lift and the drop are view animations on the window's clock.
    func step(to time: Double) {}

    private func handleDrag(_ drag: DragRecognizer) {
        switch drag.state {
        case .began:
            View.animate(withDuration: Self.liftDuration, options: [.allowUserInteraction, .curveEaseOut]) {
                box.transform = Transform(scaleX: Self.liftScale, y: Self.liftScale)
                box.alpha = Self.liftAlpha
            }
            follow(drag)
        case .changed:
            follow(drag)
        case .ended:
            follow(drag)
            settle()
            soundPlayer?.play(.chomp)
        case .cancelled:
            settle()
        case .possible, .failed:
            break
        }
    }

    /// Moves the box by the drag's translation, keeping its center inside the window.
    private func follow(_ drag: DragRecognizer) {
        let translation = drag.translation(in: window)
        let bounds = window.bounds
        box.center = Point(x: Swift.min(bounds.maxX, Swift.max(bounds.minX, box.center.x + translation.dx)),
                           y: Swift.min(bounds.maxY, Swift.max(bounds.minY, box.center.y + translation.dy)))
        drag.setTranslation(.zero, in: window)
    }

    private func settle() {
        View.animate(withDuration: Self.liftDuration, options: [.allowUserInteraction, .curveEaseOut]) {
            box.transform = .identity
            box.alpha = 1
        }
    }
}
