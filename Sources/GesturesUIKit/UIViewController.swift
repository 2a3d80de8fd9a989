import Gestures

/// A controller of one screen: it owns its ``view``, loaded on first use, and presents other
/// controllers over it.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The nib's name and bundle, kept for code that reads them (there are no nibs here: the view
    /// comes from ``loadView()``).
    public let nibName: String?
    public let nibBundle: Bundle?

    /// Creates a controller; the nib is remembered, not loaded (there are none here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive: there are none here, so it starts as
    /// `init(nibName: nil, bundle: nil)` does, reading nothing from `coder`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib: inherited by subclasses, as on iOS.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The title shown by containers (recorded; no navigation bar here).
    open var title: String?

    /// The title and bar button items a navigation bar would show (recorded; see
    /// ``UIBarButtonItem/tap()``).
    public private(set) lazy var navigationItem = UINavigationItem()

    /// The controller's root view; reading it loads it (``loadView()``, then ``viewDidLoad()``).
    open var view: UIView! {
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

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it is not yet.
    public func loadViewIfNeeded() { _ = view }

    /// Creates the view; the default is a plain view the size of the screen.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    // MARK: Lifecycle

    /// Called once the view is loaded: set up gestures here.
    open func viewDidLoad() {}
    /// The view is about to enter a window (as the root controller's or a presented one's).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The controller's traits: a phone's, in light appearance (see ``UITraitCollection``).
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// The system is low on memory (``UIApplication/receiveMemoryWarning()``, raised by a test or
    /// a host): release what can be rebuilt. The default does nothing.
    open func didReceiveMemoryWarning() {}

    open override var next: UIResponder? { loadedView?.superview }

    // MARK: Presentation

    /// The controller this one presents, if any.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one, if any.
    public private(set) weak var presentingViewController: UIViewController?

    /// Shows `viewControllerToPresent` over this controller: its view fills this controller's
    /// window, on top. `animated` is recorded in nothing (presentation is immediate); `completion`
    /// runs once the view is shown.
    ///
    /// As UIKit refuses them, these are refused with a misuse diagnostic and change nothing:
    /// presenting a controller that is already presented (or this controller itself), presenting
    /// while this controller already presents another, and presenting from a controller whose view
    /// is in no window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        let window = loadedView?.window
        let label = String(describing: type(of: viewControllerToPresent))
        if viewControllerToPresent === self || viewControllerToPresent.presentingViewController != nil
            || viewControllerToPresent.loadedView?.window != nil {
            reportMisuse("present(\(label)): it is already presented; ignored", in: window)
            return
        }
        if let presented = presentedViewController {
            reportMisuse("present(\(label)): already presenting \(type(of: presented)); ignored", in: window)
            return
        }
        guard let window else {
            reportMisuse("present(\(label)) from a controller whose view is in no window; ignored", in: nil)
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presentedView: UIView = viewControllerToPresent.view
        presentedView.frame = window.bounds
        viewControllerToPresent.viewWillAppear(flag)
        window.addSubview(presentedView)
        viewControllerToPresent.viewDidAppear(flag)
        completion?()
    }

    /// Dismisses the controller this one presents or, when it presents none, this controller
    /// (asking its presenter). Nothing presented: nothing happens, and `completion` still runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            if let presenter = presentingViewController {
                presenter.dismiss(animated: flag, completion: completion)
            } else {
                completion?()
            }
            return
        }
        if presented.presentedViewController != nil { presented.dismiss(animated: flag) }
        presented.viewWillDisappear(flag)
        presented.loadedView?.removeFromSuperview()
        presented.viewDidDisappear(flag)
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    // MARK: Segues

    /// The segues performed, in order, by identifier (there are no storyboards to run them).
    public private(set) var performedSegues: [String] = []

    /// Destinations for segue identifiers, for tests and hosts standing in for a storyboard; a
    /// segue with a registered destination presents it after ``prepare(for:sender:)``. [OURS]
    public var segueDestinations: [String: () -> UIViewController] = [:]

    /// Records the segue, calls ``prepare(for:sender:)`` with it, and presents its destination
    /// when one is registered in ``segueDestinations``.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performedSegues.append(identifier)
        let destination = segueDestinations[identifier]?()
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination ?? UIViewController())
        prepare(for: segue, sender: sender)
        if let destination { present(destination, animated: true) }
    }

    /// Called before a segue runs; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

/// A transition between two controllers, as ``UIViewController/performSegue(withIdentifier:sender:)``
/// makes it.
@MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
