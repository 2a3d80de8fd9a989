import Gestures

/// The engine window behind a ``UIWindow``.
final class HostWindow: Window {
    /// The UIWindow, or nil once it is gone: uncounted and owner-cleared, as ``HostView/owner``.
    nonisolated(unsafe) unowned(unsafe) var owner: UIWindow?
}

/// The root of a view tree and the entry point of input.
@MainActor
open class UIWindow: UIView {
    /// The window's clock, for timers and animations.
    public var clock: any GestureClock { engineWindow.clock }

    /// The engine window, for backends and tools (renderers, trace recorders, drivers).
    public private(set) var engineWindow: Window

    /// Creates a window on a clock: a ``ManualClock`` for tests and replay, a ``MonotonicClock``
    /// for apps.
    public init(frame: CGRect, clock: any GestureClock) {
        let host = HostWindow(frame: frame.rect, clock: clock)
        engineWindow = host
        super.init(frame: frame)
        host.owner = self
        replaceNode(with: host)
    }

    /// Creates a window on a new manual clock.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, clock: ManualClock())
    }

    /// Creates a window the size of the main screen, on a new manual clock (see
    /// ``UIView/init(coder:)``: nothing is read from `coder`).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: UIScreen.main.bounds, clock: ManualClock())
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        willSet { node.checkThread("UIWindow.rootViewController") }
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.viewWillDisappear(false)
                old.view.removeFromSuperview()
                old.viewDidDisappear(false)
            }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                controller.viewWillAppear(false)
                addSubview(view)
                controller.viewDidAppear(false)
            }
        }
    }

    /// The application: a window passes what it does not handle to it, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }

    /// Whether this is the application's key window (``makeKeyAndVisible()``).
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the application's key window, shown (nothing to draw off a real screen).
    open func makeKeyAndVisible() {
        UIApplication.shared.makeKey(self)
        isHidden = false
        layoutIfNeeded()
    }

    /// Makes this the application's key window.
    open func makeKey() {
        UIApplication.shared.makeKey(self)
    }

    /// Delivers one frame of input, then runs the layouts it made due. Pending layout runs first
    /// too, so that a touch is hit-tested against the frames Auto Layout solved (UIKit lays out
    /// once per turn of the run loop, before the events of the next turn). [OURS]
    open func sendEvent(_ event: InputEvent) {
        layoutIfNeeded()
        engineWindow.sendEvent(event)
        layoutIfNeeded()
    }

    /// Reports misuse of the UIKit layer among this window's diagnostics.
    func reportMisuse(_ message: String) {
        engineWindow.engine.report(.misuse(message))
    }
}

/// Reports misuse of the UIKit layer: among the window's diagnostics, or the engine's detached
/// ones when no window is involved.
@MainActor
func reportMisuse(_ message: String, in window: UIWindow?) {
    if let window { window.reportMisuse(message) } else { GestureEngine.reportDetached(.misuse(message)) }
}
