import Gestures
import GesturesUIKit
import GesturesUIKitSamples

/// A ported screen that puts Auto Layout, custom drawing and Core Animation to work with
/// gestures (``BottomSheetViewController``), shown in a `UIWindow` so that the demo and the
/// playground can play it: draw on the canvas, drag or fling the sheet between its detents, hold
/// the card to lift it and carry it about the sheet.
///
/// The scene adds nothing to the controller's behaviour. It names the views for the pictures and
/// the dump, puts a hint at the top of the canvas (touches pass through it), and listens: a target
/// of its own on the sheet's pan, the card's long press and the canvas's double tap (after the
/// controller's, so it sees what the controller just did), and the controller's and the canvas's
/// callbacks for a detent reached and a stroke finished.
@MainActor
public final class BottomSheetScene: PlaygroundScene {
    public let title = "Bottom sheet (UIKit)"
    /// The UIKit window the controller's view fills.
    public let uiWindow: UIWindow
    public var window: Window { uiWindow.engineWindow }
    public weak var soundPlayer: (any SoundPlayer)?
    /// The ported view controller.
    public let controller: BottomSheetViewController
    /// What happened, in order: strokes drawn, the sheet grabbed, let go and settled, the card
    /// lifted and set down, the canvas wiped.
    public private(set) var events: [String] = []
    /// The hint at the top of the canvas: what to do.
    public let hint: UILabel

    public static let entry = PlaygroundSceneEntry(
        name: "bottom-sheet",
        summary: "a ported screen: draw on a canvas, fling a bottom sheet between detents, lift and carry a card"
    ) { clock in BottomSheetScene(clock: clock) }

    /// Creates the scene on a 375 × 667 point screen.
    public init(clock: any GestureClock) {
        controller = BottomSheetViewController()
        uiWindow = .scene(showing: controller, clock: clock)
        controller.canvas.accessibilityIdentifier = "canvas"
        controller.sheet.accessibilityIdentifier = "sheet"
        controller.grabber.accessibilityIdentifier = "grabber"
        controller.card.accessibilityIdentifier = "card"

        hint = .sceneHint("Draw here with a finger;\ndouble-tap to wipe",
                          frame: CGRect(x: 20, y: 24, width: 335, height: 40), white: 0.55)
        controller.view.insertSubview(hint, aboveSubview: controller.canvas)

        controller.canvas.strokeEnded = { [weak self] canvas in self?.strokeEnded(canvas) }
        controller.detentDidChange = { [weak self] detent in self?.detentReached(detent) }
        controller.sheetPan.addTarget(self, action: BottomSheetScene.sheetPanned)
        controller.cardPress.addTarget(self, action: BottomSheetScene.cardPressed)
        for recognizer in controller.canvas.gestureRecognizers ?? [] {
            recognizer.name = "canvasDoubleTap"
            recognizer.addTarget(self, action: BottomSheetScene.canvasWiped)
        }
    }

    public func step(to time: Double) {}

    // MARK: Listening

    private func strokeEnded(_ canvas: FingerPaintView) {
        let stroke = Self.lastStroke(of: canvas.path)
        guard let first = stroke.first, let last = stroke.last else { return }
        events.append("stroke drawn on the canvas: \(stroke.count) points, from \(Self.format(first)) to \(Self.format(last))")
    }

    private func detentReached(_ detent: BottomSheetViewController.Detent) {
        events.append("sheet settled at \(detent.rawValue) (top \(Self.format(controller.sheet.frame.minY)))")
    }

    private func sheetPanned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            events.append("sheet grabbed at top \(Self.format(controller.sheetTopConstraint.constant))")
        case .ended, .cancelled:
            // The controller's action ran first: the model is at the detent, the sheet shows where
            // it was let go.
            let sheet = controller.sheet!
            let shownTop = sheet.layer.presentation()?.frame.minY ?? sheet.frame.minY
            let velocity = pan.velocity(in: controller.view).y
            let projected = shownTop + BottomSheetViewController.projectedDistance(velocity: velocity)
            events.append("sheet let go at top \(Self.format(shownTop)), \(Self.format(velocity)) pt/s "
                + "(projected to \(Self.format(projected))): heading for \(controller.detent.rawValue)")
        default:
            break
        }
    }

    private func cardPressed(_ press: UILongPressGestureRecognizer) {
        let card = controller.card!
        let center = Self.format(card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: controller.view))
        switch press.state {
        case .began: events.append("card lifted at \(center)")
        case .ended: events.append("card set down at \(center)")
        case .cancelled: events.append("card press cancelled; set down at \(center)")
        default: break
        }
    }

    private func canvasWiped(_ tap: UITapGestureRecognizer) {
        events.append("canvas wiped")
    }

    // MARK: Formatting

    /// The points of the last subpath of `path`: where its last stroke went.
    public static func lastStroke(of path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.cgPath.applyWithBlock { kind, elementPoints in
            if kind == .moveToPoint { points = [] }
            if let end = elementPoints.last { points.append(end) }
        }
        return points
    }

    static func format(_ p: CGPoint) -> String {
        MonkeyScene.format(Point(x: Double(p.x), y: Double(p.y)))
    }

    static func format(_ value: CGFloat) -> String {
        "\((Double(value) * 10).rounded() / 10)"
    }
}
