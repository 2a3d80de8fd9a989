/// An alert or action sheet: a controller with a title, a message and actions. There is no screen
/// to tap its buttons on, so a test or a host chooses an action with ``choose(_:)``.
@MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The text under the title.
    open var message: String?
    /// The style it was made with.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return would choose.
    open var preferredAction: UIAlertAction?

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Not made from archives: there are none here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Chooses `action` as a tap on its button would: the alert is dismissed, then the action's
    /// handler runs. An action that is not this alert's, or is disabled, is refused with a misuse
    /// diagnostic. [OURS]
    public func choose(_ action: UIAlertAction) {
        guard actions.contains(where: { $0 === action }), action.isEnabled else {
            reportMisuse("UIAlertController.choose(\(action.title ?? "untitled")): not an enabled action of this alert; ignored",
                         in: presentingViewController?.viewIfLoaded?.window)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Chooses the first enabled action with this title (see ``choose(_:)``); false when there is
    /// none. [OURS]
    @discardableResult
    public func choose(actionTitled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        choose(action)
        return true
    }
}

/// A button of a ``UIAlertController``.
@MainActor
open class UIAlertAction {
    /// How the button looks.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    /// Whether the button can be chosen.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
