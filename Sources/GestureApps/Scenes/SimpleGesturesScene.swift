import Gestures
import GesturesUIKit
import GesturesUIKitSamples

/// Apple's "Simple Gesture Recognizers" sample, as ported in UIKit's words
/// (``SimpleGesturesViewController``), shown in a `UIWindow` so that the demo and the playground
/// can play it like the other scenes: tap, swipe left or right, rotate with two fingers; the
/// segmented control at the bottom turns left swipes off and on.
///
/// The scene adds nothing to the controller's behaviour, and two things to what it shows (our
/// decisions): a hint of what to do, under everything, so that the page is not blank before the
/// first touch; and, where the sample shows one swipe picture both ways, the picture of the way the
/// swipe went (``swipeImageName(for:)``). It listens: a target of its own on each
/// recognizer and on the segmented control (targets run in the order they were added, so it sees
/// what the controller's action just did), and a stand-in delegate for the tap recognizer that
/// asks the controller and writes down each touch the controller keeps the tap away from.
@MainActor
public final class SimpleGesturesScene: PlaygroundScene {
    public let title = "Simple gestures (UIKit)"
    /// The UIKit window the controller's view fills.
    public let uiWindow: UIWindow
    public var window: Window { uiWindow.engineWindow }
    public weak var soundPlayer: (any SoundPlayer)?
    /// The sample's view controller.
    public let controller: SimpleGesturesViewController
    /// What happened, in order: gestures shown, segments selected, touches the delegate refused.
    public private(set) var events: [String] = []
    private let tapDelegate: TapDelegateLog
    /// The hint at the top of the page: what to do. Touches pass through it.
    public let hint: UILabel

    public static let entry = PlaygroundSceneEntry(
        name: "simple-gestures",
        summary: "Apple's Simple Gesture Recognizers sample: tap, swipe, rotate; a segment turns left swipes off"
    ) { clock in SimpleGesturesScene(clock: clock) }

    /// Creates the scene on a 375 × 667 point screen.
    public init(clock: any GestureClock) {
        controller = SimpleGesturesViewController()
        uiWindow = .scene(showing: controller, clock: clock)
        hint = .sceneHint("Tap, swipe left or right,\nor turn two fingers:\nits picture shows where you did it",
                          frame: CGRect(x: 20, y: 70, width: 335, height: 90), white: 0.45)
        controller.view.insertSubview(hint, at: 0)

        tapDelegate = TapDelegateLog(controller: controller)
        tapDelegate.scene = self
        controller.tapRecognizer.delegate = tapDelegate
        var recognizers = controller.view.gestureRecognizers ?? []
        if !recognizers.contains(controller.swipeLeftRecognizer) { recognizers.append(controller.swipeLeftRecognizer) }
        for recognizer in recognizers {
            recognizer.addTarget(self, action: SimpleGesturesScene.gestureHandled)
        }
        controller.segmentedControl.addTarget(self, action: Selector(SimpleGesturesScene.segmentSelected), for: .valueChanged)
    }

    public func step(to time: Double) {}

    // MARK: Listening

    /// The picture of a swipe that went the way `recognizer` recognizes: an arrow pointing that way.
    public static func swipeImageName(for recognizer: UISwipeGestureRecognizer) -> String {
        recognizer.direction == .left ? "swipe-left" : "swipe-right"
    }

    private func gestureHandled(_ recognizer: UIGestureRecognizer) {
        let name = recognizer.name ?? "recognizer"
        let image = controller.imageView!
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            image.image = UIImage(named: Self.swipeImageName(for: swipe))
        }
        let at = Self.format(recognizer.location(in: controller.view))
        switch recognizer {
        case is UITapGestureRecognizer:
            events.append("\(name) at \(at): the tap picture shows there and fades out over \(fade)")
        case is UISwipeGestureRecognizer:
            events.append("\(name) at \(at): the swipe picture moves to \(Self.format(image.center)) as it fades out over \(fade)")
        case let rotation as UIRotationGestureRecognizer:
            let degrees = Double(rotation.rotation) * 180 / .pi
            switch rotation.state {
            case .began:
                events.append("\(name) began at \(at)")
            case .ended, .cancelled:
                events.append("\(name) \(rotation.state) at \(Self.degrees(degrees)) around \(at): the picture turns back level as it fades out over \(fade)")
            default:
                break
            }
        default:
            break
        }
    }

    private var fade: String { "\(SimpleGesturesViewController.fadeDuration) s" }

    private func segmentSelected(_ control: UISegmentedControl) {
        let index = control.selectedSegmentIndex
        let attached = controller.swipeLeftRecognizer.view != nil
        events.append("segment \(index) (\(control.titleForSegment(at: index) ?? "")) selected: "
            + "\(controller.swipeLeftRecognizer.name ?? "left swipe") \(attached ? "on the view" : "removed from the view")")
    }

    fileprivate func delegateRefused(_ recognizer: UIGestureRecognizer, touch: UITouch) {
        let place = touch.view?.accessibilityIdentifier ?? "a view"
        events.append("delegate: \(recognizer.name ?? "recognizer") does not receive the touch on \(place)")
    }

    static func format(_ p: CGPoint) -> String {
        MonkeyScene.format(Point(x: Double(p.x), y: Double(p.y)))
    }

    static func degrees(_ value: Double) -> String {
        "\((value * 10).rounded() / 10)°"
    }
}

/// The tap recognizer's delegate in the scene: the controller answers; this writes down the
/// touches it refused.
@MainActor
private final class TapDelegateLog: UIGestureRecognizerDelegate {
    unowned let controller: SimpleGesturesViewController
    weak var scene: SimpleGesturesScene?

    init(controller: SimpleGesturesViewController) {
        self.controller = controller
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let answer = controller.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
        if !answer { scene?.delegateRefused(gestureRecognizer, touch: touch) }
        return answer
    }
}
