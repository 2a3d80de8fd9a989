/// One haptic the app asked for, as a generator records it.
public enum UIFeedback: Hashable, Sendable {
    /// `UIImpactFeedbackGenerator.impactOccurred`, with its style and intensity (0…1).
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// `UISelectionFeedbackGenerator.selectionChanged`.
    case selectionChanged
    /// `UINotificationFeedbackGenerator.notificationOccurred`.
    case notification(UINotificationFeedbackGenerator.FeedbackType)
}

/// The base of the haptic feedback generators. There is no haptic engine here: each generator
/// records what it was asked for in ``played``, and passes it to ``handler`` so that a host with a
/// vibration motor (or a sound) can play it.
@MainActor
open class UIFeedbackGenerator {
    /// Receives every feedback any generator plays: a host's hook. [OURS]
    public static var handler: (@MainActor (UIFeedback) -> Void)?

    /// What this generator played, in order. [OURS]
    public private(set) var played: [UIFeedback] = []
    /// How many times ``prepare()`` was called. [OURS]
    public private(set) var preparedCount = 0

    public init() {}

    /// Readies the hardware; recorded.
    open func prepare() { preparedCount += 1 }

    func play(_ feedback: UIFeedback) {
        played.append(feedback)
        Self.handler?(feedback)
    }
}

/// Haptics for collisions and snaps.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of an impact.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at an intensity from 0 to 1 (clamped).
    open func impactOccurred(intensity: CGFloat) {
        play(.impact(style, intensity: min(max(intensity.isNaN ? 0 : intensity, 0), 1)))
    }
}

/// Haptics for a selection moving through values.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    open func selectionChanged() { play(.selectionChanged) }
}

/// Haptics for success, warning and error.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays a notification haptic.
    open func notificationOccurred(_ notificationType: FeedbackType) { play(.notification(notificationType)) }
}
