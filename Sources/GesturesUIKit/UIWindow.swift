import Gestures

/// The engine window behind a ``UIWindow``.
final class HostWindow: Window {
    weak var owner: UIWindow?
}

/// The root of a view tree and the entry point of input.
@MainActor
open class UIWindow: UIView {
    /// The window's clock, for timers and animations.
    public var clock: any GestureClock { (node as! Window).clock }

    /// The engine window, for backends and tools (renderers, trace recorders, drivers).
    public var engineWindow: Window { node as! Window }

    /// Creates a window on a clock: a ``ManualClock`` for tests and replay, a ``MonotonicClock``
    /// for apps.
    public init(frame: CGRect, clock: any GestureClock) {
        let host = HostWindow(frame: frame.rect, clock: clock)
        super.init(node: host)
        host.owner = self
    }

    /// Creates a window on a new manual clock.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, clock: ManualClock())
    }

    /// The controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// Whether ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// Shows the window (nothing to do off a real screen, beyond remembering it).
    public func makeKeyAndVisible() {
        isKeyWindow = true
    }

    /// Delivers one frame of input.
    public func sendEvent(_ event: InputEvent) {
        engineWindow.sendEvent(event)
    }
}

/// A controller of one screen: it owns its ``view``, loaded on first use.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() {
        super.init()
    }

    /// The controller's root view; reading it loads it (``loadView()``, then ``viewDidLoad()``).
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not yet.
    public func loadViewIfNeeded() { _ = view }

    /// Creates the view; the default is a plain view the size of the screen.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded: set up gestures here.
    open func viewDidLoad() {}

    open override var next: UIResponder? { loadedView?.superview }
}
