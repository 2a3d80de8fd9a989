import Gestures

/// A button of a navigation bar or toolbar: UIKit's `UIBarButtonItem`. There are no bars drawn
/// here: the items are recorded in the controller's ``UIViewController/navigationItem``, and a
/// host or a test taps one with ``tap()``, as a finger on the bar would.
@MainActor
open class UIBarButtonItem {
    /// How the item is drawn (recorded).
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The system's items (recorded: the item is drawn from it on iOS).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style
    /// The system item it was made from, if any.
    public let systemItem: SystemItem?
    open var isEnabled = true
    open var tag = 0
    /// The view shown instead of a button, if any.
    open var customView: UIView?
    /// A closure action sent before the target's, when set.
    open var primaryAction: UIAction?
    /// The object sent ``action`` (held weakly); nil sends it along the responder chain.
    open weak var target: AnyObject?
    /// The action sent on a tap.
    open var action: Selector?

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        systemItem = nil
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        systemItem = nil
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        style = .plain
        self.systemItem = systemItem
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public init(customView: UIView) {
        style = .plain
        systemItem = nil
        self.customView = customView
    }

    /// An item whose tap runs `primaryAction`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.title = title ?? primaryAction?.title
        self.image = image
        style = .plain
        systemItem = nil
        self.primaryAction = primaryAction
    }

    /// A method-reference form of ``init(title:style:target:action:)``.
    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    /// A method-reference form of ``init(title:style:target:action:)`` for a method taking no argument.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    /// A method-reference form of ``init(barButtonSystemItem:target:action:)``.
    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                       action: @escaping (Target) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    /// A method-reference form of ``init(barButtonSystemItem:target:action:)`` for a method taking
    /// no argument.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    /// Taps the item, as a finger on its bar would: runs ``primaryAction``, then sends ``action``
    /// to ``target`` with the item (a nil target: the first responder of the method's class along
    /// the chain from the key window's frontmost controller). A disabled item does nothing; an
    /// action nothing can take is reported. [OURS: hosts and tests stand in for the bar]
    public func tap() {
        guard isEnabled else { return }
        primaryAction?.perform(from: self)
        guard let action else { return }
        let window = UIApplication.shared.keyWindow
        var front = window?.rootViewController
        while let presented = front?.presentedViewController { front = presented }
        let report = { (message: String) in reportMisuse("UIBarButtonItem \(self.title ?? "untitled"): \(message)", in: window) }
        guard let receiver = target ?? action.firstResponder(from: front) else {
            report("no target, and no responder along the chain takes action \(action.name)")
            return
        }
        action.send(to: receiver, from: self, event: nil, report: report)
    }
}

/// What a controller shows in a navigation bar: its title and bar button items (recorded; no bar
/// is drawn here).
@MainActor
open class UINavigationItem {
    open var title: String?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    public init(title: String) { self.title = title }
    init() {}
}
