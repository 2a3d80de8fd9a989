import Gestures

/// The application: its windows, the key one, its delegate, and the end of the responder chain.
///
/// Touches nobody handles go from the window to the application, and from it to the delegate when
/// the delegate is a responder (`class AppDelegate: UIResponder, UIApplicationDelegate`), as in
/// UIKit. A host starts the application with ``UIApplicationMain(delegate:launchOptions:)``.
@MainActor
public final class UIApplication: UIResponder {
    /// The application object.
    public static let shared = UIApplication()

    private override init() {}

    /// The app's delegate. Held strongly: on iOS `UIApplicationMain` keeps the delegate it made
    /// alive for the app's life, and here the host hands it over instead.
    public var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app's state: `.inactive` until ``UIApplicationMain(delegate:launchOptions:)`` starts
    /// it, then `.active` (hosts move it with ``resignActive()`` and ``becomeActive()``).
    public private(set) var applicationState: State = .inactive

    /// Keys of the launch options (there are none on Linux: a host may pass its own).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The delegate, when it is a responder of its own (not a view, a controller or the app).
    public override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), responder !== self else { return nil }
        return responder
    }

    /// The windows made key or visible, oldest first.
    public var windows: [UIWindow] {
        knownWindows.removeAll { $0.value == nil }
        return knownWindows.compactMap(\.value)
    }

    /// The window that receives input: the last made key.
    public private(set) weak var keyWindow: UIWindow?

    /// The windows made key, most recent last (held weakly).
    private var knownWindows: [WeakReference<UIWindow>] = []

    func makeKey(_ window: UIWindow) {
        if !knownWindows.contains(where: { $0.value === window }) { knownWindows.append(WeakReference(window)) }
        keyWindow = window
    }

    /// Delivers a frame of input to the key window (dropped, with a diagnostic, when there is none).
    public func sendEvent(_ event: InputEvent) {
        guard let keyWindow else {
            GestureEngine.reportDetached(.misuse("UIApplication.sendEvent with no key window; event dropped"))
            return
        }
        keyWindow.sendEvent(event)
    }

    // MARK: Lifecycle, driven by the host

    /// Starts the app with `delegate`: the `UIApplicationMain` of a host (see
    /// ``UIApplicationMain(delegate:launchOptions:)``).
    func launch(_ delegate: any UIApplicationDelegate, launchOptions: [LaunchOptionsKey: Any]?) -> Bool {
        self.delegate = delegate
        applicationState = .inactive  // launching starts inactive, even when a host launches again
        guard delegate.application(self, willFinishLaunchingWithOptions: launchOptions) else { return false }
        let launched = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        becomeActive()
        return launched
    }

    /// The app stops receiving events for a while (an incoming call on iOS; a host's window losing
    /// focus): the delegate and ``willResignActiveNotification`` are told. [OURS: the host calls it]
    public func resignActive() {
        guard applicationState == .active else { return }
        applicationState = .inactive
        delegate?.applicationWillResignActive(self)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
    }

    /// The app is active again (or for the first time): the delegate and
    /// ``didBecomeActiveNotification`` are told. [OURS: the host calls it]
    public func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// The system is low on memory: the delegate, ``didReceiveMemoryWarningNotification`` and every
    /// view controller shown in a window (root and presented) are told, as on iOS. Linux sends no
    /// such warning; a test or a host raises it. [OURS]
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        for window in windows {
            var controller = window.rootViewController
            while let current = controller {
                current.didReceiveMemoryWarning()
                controller = current.presentedViewController
            }
        }
    }
}

extension UIApplication {
    /// Posted once the app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background (a host may post it; nothing else does here).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground (a host may post it).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end (a host may post it).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on a memory warning (``UIApplication/receiveMemoryWarning()``).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

/// What an app's delegate is told about the app's life; every method has a default that does
/// nothing (UIKit's are optional), so a delegate implements only what it uses.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The delegate's window, if it keeps one (as UIKit's template delegates do).
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// Starts the app as iOS's `UIApplicationMain` does, for a host: the delegate becomes
/// `UIApplication.shared.delegate`, is asked `willFinishLaunching` and `didFinishLaunching` (where
/// it makes its window key), and the app becomes active. Unlike iOS's it returns, since the host
/// runs the loop that feeds input (`UIApplication.shared.sendEvent`); it answers what
/// `didFinishLaunching` answered (false when `willFinishLaunching` refused).
@MainActor
@discardableResult
public func UIApplicationMain(delegate: any UIApplicationDelegate,
                              launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
    UIApplication.shared.launch(delegate, launchOptions: launchOptions)
}
