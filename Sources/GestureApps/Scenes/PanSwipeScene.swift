import Gestures

/// A card moved by a two-finger pan that also reports swipes: when the fingers lift moving faster
/// than 1000 points per second, the direction is a swipe. UIKit's own swipe recognizer has no
/// speed threshold; this does, and pans at the same time. A line of text at the top says what the
/// last release was: a swipe and its direction, or no swipe, with the release velocity.
@MainActor
public final class PanSwipeScene: PlaygroundScene {
    /// A swipe found at the end of a pan.
    public enum Swipe: String, Sendable {
        case left, right, up, down
    }

    public let title = "Pan as swipe"
    public let window: Window
    public weak var soundPlayer: (any SoundPlayer)?
    /// The area that takes the two-finger pan.
    public let targetView: View
    /// The card the pan moves.
    public let card: View
    public let panSwipe: PanGestureRecognizer
    /// The line of text saying whether the last release was a swipe.
    public let status: View
    public private(set) var events: [String] = []
    /// The swipes seen, in order.
    public private(set) var swipes: [Swipe?] = []

    /// Release speeds beyond which a pan counts as a swipe, in points per second (the tip's
    /// ±1000 on each axis).
    public static let swipeUpThreshold = -1000.0
    public static let swipeDownThreshold = 1000.0
    public static let swipeLeftThreshold = -1000.0
    public static let swipeRightThreshold = 1000.0

    public static let entry = PlaygroundSceneEntry(
        name: "pan-swipe", summary: "move a card with two fingers; a fast release is a swipe"
    ) { clock in PanSwipeScene(clock: clock) }

    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        targetView = View(frame: window.bounds)
        targetView.accessibilityIdentifier = "target"
        targetView.backgroundColor = Color(red: 0.86, green: 0.91, blue: 0.97)
        window.addSubview(targetView)
        card = View(frame: Rect(x: 97, y: 233, width: 180, height: 200))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(red: 0.23, green: 0.47, blue: 0.85)
        // The card shows where the pan goes; the pan itself is on the whole area.
        card.isUserInteractionEnabled = false
        targetView.addSubview(card)

        status = View(frame: Rect(x: 0, y: 24, width: window.bounds.width, height: 60))
        status.accessibilityIdentifier = "status"
        status.isUserInteractionEnabled = false
        targetView.addSubview(status)

        panSwipe = PanGestureRecognizer()
        panSwipe.name = "panSwipe"
        panSwipe.minimumNumberOfTouches = 2
        panSwipe.addTarget(self, action: PanSwipeScene.handlePanSwipe)
        targetView.addGestureRecognizer(panSwipe)
        show(["Two fingers move the card;", "a flick faster than 1000 pt/s is a swipe"], bold: false)
    }

    /// The status lines, top to bottom.
    public var statusLines: [String] { status.drawnText?.lines ?? [] }

    private func show(_ lines: [String], bold: Bool) {
        status.drawnText = DrawnText(lines: lines, fontSize: 16, isBold: bold,
                                     color: Color(red: 0.1, green: 0.15, blue: 0.3), alignment: .center)
    }

    public func step(to time: Double) {}

    func handlePanSwipe(_ recognizer: PanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view)
        recognizer.setTranslation(.zero, in: recognizer.view)
        card.center = Point(x: card.center.x + translation.x, y: card.center.y + translation.y)

        guard recognizer.state == .ended else { return }
        let velocity = recognizer.velocity(in: recognizer.view)
        let swipe: Swipe?
        if velocity.x < Self.swipeLeftThreshold {
            swipe = .left
        } else if velocity.x > Self.swipeRightThreshold {
            swipe = .right
        } else if velocity.y < Self.swipeUpThreshold {
            swipe = .up
        } else if velocity.y > Self.swipeDownThreshold {
            swipe = .down
        } else {
            swipe = nil
        }
        swipes.append(swipe)
        let speed = "velocity (\(Int(velocity.x.rounded())), \(Int(velocity.y.rounded())))"
        events.append(swipe.map { "swipe \($0.rawValue), \(speed)" } ?? "no swipe, \(speed)")
        show([swipe.map { "Swipe \($0.rawValue)!" } ?? "No swipe: too slow", "release \(speed) pt/s"],
             bold: swipe != nil)
    }
}
