import Gestures

/// The engine view behind a ``UIView``: it hands touches, hit tests and the should-begin question
/// to the UIKit-shaped object that owns it.
///
/// Ownership: a UIView holds its node; the node points back uncounted; a superview holds its
/// subviews' UIViews (and the node tree holds the nodes), so a view added to a superview stays
/// alive with it, as in UIKit, and nothing forms a cycle.
final class HostView: ImageView {
    /// The UIView this node stands for, or nil once it is gone.
    ///
    /// Ownership: `unowned(unsafe)`, owner-cleared: the UIView's deinit (or its switch to another
    /// node) sets it to nil, so it is nil or a live view. Not weak: a weak reference would give
    /// every UIView a side table, after which each retain and release of it takes the runtime's
    /// slow path (measured: docs/benchmarks.md). `nonisolated(unsafe)` so that the UIView's
    /// nonisolated deinit can clear it; views live on the main thread alone.
    nonisolated(unsafe) unowned(unsafe) var owner: UIView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        owner?.touchesBegan(UITouch.wrapping(touches), with: event.map(UIEvent.wrapping))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        owner?.touchesMoved(UITouch.wrapping(touches), with: event.map(UIEvent.wrapping))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        owner?.touchesEnded(UITouch.wrapping(touches), with: event.map(UIEvent.wrapping))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        owner?.touchesCancelled(UITouch.wrapping(touches), with: event.map(UIEvent.wrapping))
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard let owner else { return super.hitTest(point, with: event) }
        return owner.hitTest(CGPoint(point), with: event.map(UIEvent.wrapping))?.node
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        guard let owner else { return super.point(inside: point, with: event) }
        return owner.point(inside: CGPoint(point), with: event.map(UIEvent.wrapping))
    }

    /// The engine's own hit test, for UIView's default.
    func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        super.hitTest(point, with: event)
    }

    /// The engine's own inside test, for UIView's default.
    func defaultPointInside(_ point: Point, with event: Event?) -> Bool {
        super.point(inside: point, with: event)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let owner, let wrapper = UIGestureRecognizer.owner(of: gestureRecognizer) else { return true }
        return owner.gestureRecognizerShouldBegin(wrapper)
    }

    /// Tells the view it changed window, and lays a view that entered one out if due. The engine
    /// tells every view of a subtree that moved, top down, so each lays out only itself here: the
    /// subtree is laid out top down once, in a walk of any depth.
    override func didMoveToWindow() {
        guard let owner else { return }
        owner.didMoveToWindow()
        if window != nil { owner.layoutSubviewsIfNeeded() }
    }
    override func didMoveToSuperview() { owner?.didMoveToSuperview() }
}

/// A rectangular area of the screen that holds subviews, handles touches and carries gesture
/// recognizers: UIKit's view over the Gestures engine.
///
/// Subclass it as on iOS: `override init(frame:)` and `required init?(coder:)`, then `MyView()`
/// works; override the geometry properties (with observers), ``layoutSubviews()``, hit testing,
/// the touch methods and the move notifications.
///
/// Each view stands for exactly one engine view, made with it and owned by it (see
/// `docs/architecture.md`, "The UIKit layer"): the engine's tree is the only tree.
@MainActor
open class UIView: UIResponder {
    /// The engine view this one stands for: a window's engine window, or a ``HostView``.
    private(set) var node: View
    /// `node`, for the deinitializer to clear its back-pointer (it is nonisolated, like the rest
    /// of the deinit: see ``retainedSubviews``). Unowned: `node` holds it.
    nonisolated(unsafe) private unowned(unsafe) var nodeForDeinit: View
    /// Keeps the subviews' UIViews alive while they are in this view, as UIKit's superviews do (the
    /// engine tree holds only the engine views, which hold their UIViews weakly).
    /// Read by the deinitializer, which is nonisolated so that subclasses can declare a plain
    /// `deinit`; views are made, changed and freed on the main thread alone.
    nonisolated(unsafe) private var retainedSubviews: [ObjectIdentifier: UIView] = [:]
    /// Keeps the recognizers' UIKit objects alive while they are attached here.
    private var retainedRecognizers: [ObjectIdentifier: UIGestureRecognizer] = [:]
    /// The view controller whose root view this is; not kept (the controller keeps its view).
    /// Read as a weak reference reads, without one (see `WeakAddress`): a weak reference gives
    /// the controller a side table, and a controller is usually the target of its views'
    /// recognizers and controls, whose every retain and release of it would then take the
    /// runtime's slow path.
    var viewController: UIViewController? {
        get { WeakAddress.isAlive(at: viewControllerAddress.address) ? viewControllerReference : nil }
        set { (viewControllerReference, viewControllerAddress) = (newValue, WeakAddress(newValue)) }
    }
    private unowned(unsafe) var viewControllerReference: UIViewController?
    private var viewControllerAddress = WeakAddress(nil)
    /// Whether ``layoutSubviews()`` is due (``setNeedsLayout()``, a new size, a new subview).
    public private(set) var needsLayout = true
    /// The view's layer: geometry shared with the view, and the drawing properties a renderer reads.
    /// Made at the first read.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let made = CALayer(view: self)
        layerStorage = made
        return made
    }
    /// The layer once made; `nonisolated(unsafe)` so that the deinitializer can tell it the view
    /// is gone (see ``retainedSubviews``).
    nonisolated(unsafe) private var layerStorage: CALayer?

    /// Creates a view with a frame in its future superview's coordinates.
    public init(frame: CGRect) {
        let host = HostView(frame: frame.rect)
        host.isUserInteractionEnabled = true
        node = host
        nodeForDeinit = host
        super.init()
        host.owner = self
        host.hitTestsByDefault = Self.keepsDefaultHitTest
    }

    /// Creates a view from an archive. There are no archives (storyboards, nibs) here: the view
    /// starts with an empty frame and reads nothing from `coder`, so that subclasses that call
    /// `super.init(coder:)` work.
    public required init?(coder: NSCoder) {
        let host = HostView(frame: .zero)
        node = host
        nodeForDeinit = host
        super.init()
        host.owner = self
        host.hitTestsByDefault = Self.keepsDefaultHitTest
    }

    /// Frees the subviews this view alone holds in a loop, not a call per level, so a tree of any
    /// depth is freed without running out of stack: each subview nobody else holds hands its own
    /// subviews to the loop before it goes. Not `isolated`: a subclass may then declare its own
    /// plain `deinit`, as on iOS.
    deinit {
        Self.letGo(of: nodeForDeinit)
        layerStorage?.viewWentAway()
        if ownTintColor != nil { Self.viewsWithOwnTint -= 1 }
        guard !retainedSubviews.isEmpty else { return }
        var pending = Array(retainedSubviews.values)
        retainedSubviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.retainedSubviews.values)
                view.retainedSubviews.removeAll()
            }
        }
    }

    /// The classes of this layer that keep UIView's hit test and inside test: their engine views
    /// are hit-tested in the engine's loop. A subclass of the app's own is asked through its
    /// methods (it may override them), a call per level only where such views nest.
    private static let defaultHitTestClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIScrollView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISegmentedControl.self),
        ObjectIdentifier(UISwitch.self), ObjectIdentifier(UIStepper.self), ObjectIdentifier(UISlider.self),
        ObjectIdentifier(UITableView.self), ObjectIdentifier(UITableViewCell.self),
        ObjectIdentifier(UITableViewHeaderFooterView.self), ObjectIdentifier(UICollectionView.self),
        ObjectIdentifier(UICollectionReusableView.self), ObjectIdentifier(UICollectionViewCell.self),
    ]

    /// Whether this class keeps UIView's hit test and inside test (see `defaultHitTestClasses`).
    private static var keepsDefaultHitTest: Bool { defaultHitTestClasses.contains(ObjectIdentifier(self)) }

    /// Creates a view with an empty frame: inherited by subclasses that override the designated
    /// initializers, as on iOS.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// For windows: swaps in the engine window made after `init(frame:)`.
    func replaceNode(with node: View) {
        Self.letGo(of: self.node)
        self.node = node
        nodeForDeinit = node
    }

    /// Clears a node's pointer back to its UIView, which is going or taking another node.
    nonisolated private static func letGo(of node: View) {
        if let host = node as? HostView {
            host.owner = nil
        } else if let host = node as? HostWindow {
            host.owner = nil
        }
    }

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Geometry

    /// The smallest rectangle in the superview's coordinates that holds the view, derived from
    /// ``center``, ``bounds`` and ``transform``. Setting it sets ``center`` and the size of
    /// ``bounds`` through the transform, as UIKit does: a view scaled by 0.5 given a 100×100 frame
    /// has 200×200 bounds. A frame that is not finite is refused, and a frame set while the
    /// transform cannot be inverted only moves the center; both are reported.
    open var frame: CGRect {
        get { CGRect(node.frame) }
        set {
            let rect = newValue.rect
            guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
                reportMisuse("\(node.gestureDebugName): frame (\(newValue.origin.x), \(newValue.origin.y), \(newValue.width), \(newValue.height)) is not finite; the frame is unchanged", in: window)
                return
            }
            if !node.transform.isInvertible {
                reportMisuse("\(node.gestureDebugName): frame set while the transform cannot be inverted; the center moves, the bounds keep their size", in: window)
            }
            let oldSize = node.bounds.size
            node.frame = rect
            if node.bounds.size != oldSize { sizeDidChange() }
        }
    }

    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set {
            let oldSize = node.bounds.size
            node.bounds = newValue.rect
            if node.bounds.size != oldSize { sizeDidChange() }
        }
    }

    /// A new size: a layout is due, and a drawing pass when the content mode is `.redraw`.
    private func sizeDidChange() {
        setNeedsLayout()
        if contentMode == .redraw { layer.setNeedsDisplay() }
    }

    open var center: CGPoint {
        get { CGPoint(node.center) }
        set { node.center = newValue.point }
    }

    /// The view's transform, applied around its center. An entry that is not finite is refused
    /// (the transform is unchanged); a transform that flattens the view (a scale of 0) is kept, and
    /// the view is then not hit-tested and conversions into it return points unchanged (Core
    /// Graphics' rule for a transform that cannot be inverted). Both are reported.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(node.transform) }
        set {
            let t = newValue.transform
            guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
                reportMisuse("\(node.gestureDebugName): transform \(newValue) is not finite; the transform is unchanged", in: window)
                return
            }
            if !t.isInvertible {
                reportMisuse("\(node.gestureDebugName): transform \(newValue) flattens the view; it is not hit-tested until the transform can be inverted", in: window)
            }
            node.transform = t
        }
    }

    open var alpha: CGFloat {
        get { CGFloat(node.alpha) }
        set { node.alpha = Double(newValue) }
    }

    open var isHidden: Bool {
        get { node.isHidden }
        set {
            let changed = newValue != node.isHidden
            node.isHidden = newValue
            // A stack view lays out its visible arranged subviews only. Other views (a list's
            // cells, hidden and shown as rows come and go) skip the superview's lookup and cast.
            if changed, isArrangedInStack, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityChanged(self) }
        }
    }

    /// Whether a stack view arranges this view (its superview, then): set and cleared by
    /// `UIStackView` as it arranges and lets go of the view, read by ``isHidden``.
    @exclusivity(unchecked) final var isArrangedInStack = false

    open var isUserInteractionEnabled: Bool {
        get { node.isUserInteractionEnabled }
        set { node.isUserInteractionEnabled = newValue }
    }

    open var isMultipleTouchEnabled: Bool {
        get { node.isMultipleTouchEnabled }
        set { node.isMultipleTouchEnabled = newValue }
    }

    open var isExclusiveTouch: Bool {
        get { node.isExclusiveTouch }
        set { node.isExclusiveTouch = newValue }
    }

    open var backgroundColor: UIColor? {
        get { node.backgroundColor.map(UIColor.init) }
        set { node.backgroundColor = newValue?.color }
    }

    open var tag: Int {
        get { node.tag }
        set { node.tag = newValue }
    }

    open var accessibilityIdentifier: String? {
        get { node.accessibilityIdentifier }
        set { node.accessibilityIdentifier = newValue }
    }

    // MARK: Drawing properties (recorded for renderers; no effect on touches)

    /// How the content fills the bounds; recorded for renderers.
    open var contentMode: ContentMode = .scaleToFill {
        willSet { node.checkThread("UIView.contentMode") }
        didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
    }
    /// Whether subviews are clipped to the bounds when drawn (the SVG pictures clip them; a scroll
    /// view clips by default). Hit testing skips subviews outside their superview's bounds with or
    /// without it.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The tint of template images and controls, as UIKit types it: the colour set on this view,
    /// or else its nearest ancestor's, or else the system blue. Setting nil goes back to
    /// inheriting. A system button draws its title in it; ``tintColorDidChange()`` tells this view
    /// and the subviews that inherit it.
    open var tintColor: UIColor! {
        get {
            var view: UIView? = self
            while let current = view {
                if let color = current.ownTintColor { return color }
                view = current.superview
            }
            return .systemBlue
        }
        set {
            node.checkThread("UIView.tintColor")
            if (ownTintColor == nil) != (newValue == nil) { Self.viewsWithOwnTint += newValue == nil ? -1 : 1 }
            ownTintColor = newValue
            notifyTintColorChange()
        }
    }
    /// The tint set on this view itself (read by the deinitializer, like ``retainedSubviews``).
    nonisolated(unsafe) private var ownTintColor: UIColor?
    /// How many views have a tint of their own: while none has, every view's tint is the system
    /// blue, and moving a view changes nobody's tint (no walk up the tree to find out).
    nonisolated(unsafe) private static var viewsWithOwnTint = 0

    /// The insets that keep content clear of bars and the screen's rounded corners and notch:
    /// no system bars or notch overlap views here (hosts draw plain windows), so they are the
    /// view controllers' `additionalSafeAreaInsets` where they overlap the view (UIView+Layout.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called when ``safeAreaInsets`` may have changed: when a view controller's
    /// `additionalSafeAreaInsets` change, for its view's subtree. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called by Interface Builder to draw a designable view; never here (there is no Interface
    /// Builder). The default does nothing; a view's override still compiles.
    open func prepareForInterfaceBuilder() {}

    /// The view's traits: a phone's, in light appearance.
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// Called when the view's tint colour changed (set on it or an ancestor, or by moving); the
    /// default does nothing.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint, top down, in a loop.
    private func notifyTintColorChange() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            pending.append(contentsOf: view.subviews.reversed().filter { $0.ownTintColor == nil })
        }
    }
    /// How the view resizes with its superview, as constraints of Auto Layout when the view
    /// takes part in it (``translatesAutoresizingMaskIntoConstraints``).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether Auto Layout turns the frame and autoresizing mask into constraints (true for views
    /// made in code, as in UIKit); set it to false for a view placed by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { (superview ?? self).setNeedsLayout() } }
    }

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The edges and sizes a view follows when its superview resizes.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Layout

    /// Lays out the subviews; the default sets the frames Auto Layout solved for the subviews
    /// that take part (UIView+Layout.swift). Called by ``layoutIfNeeded()`` when a layout is due,
    /// which happens when the view enters a window, before and after each event a window
    /// delivers through ``UIWindow/sendEvent(_:)``, and on request.
    open func layoutSubviews() { LayoutEngine.shared.applyFrames(ofSubviewsOf: self) }

    /// Auto Layout's state for the view, made when it first takes part (Layout/LayoutEngine.swift).
    var layoutState: ViewLayoutState?

    /// The size the view's content needs, for Auto Layout: UIKit's sizes for labels, buttons,
    /// image views, switches, steppers, sliders and segmented controls
    /// (UIView+Layout.swift), ``noIntrinsicMetric`` on both axes for other views.
    open var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    /// Activates or updates the view's constraints, in the update pass that runs from the
    /// leaves up before each layout where ``setNeedsUpdateConstraints()`` made it due (and once
    /// at first). The default does nothing; call `super` last, as in UIKit.
    open func updateConstraints() {}

    /// Marks the layout as due.
    open func setNeedsLayout() {
        node.checkThread("UIView.setNeedsLayout()")
        needsLayout = true
    }

    /// How many times the view asked to be redrawn since it was made. [OURS]
    public private(set) var displayRequests = 0

    /// Asks for ``draw(_:)`` to run again before the view is next drawn; counted in
    /// ``displayRequests``.
    open func setNeedsDisplay() {
        displayRequests += 1
        layer.setNeedsDisplay()
    }

    /// Asks for ``draw(_:)`` to run again; the whole view is redrawn (`rect` is not kept apart).
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Draws the view's content in its bounds' coordinates into the current context
    /// (``UIGraphicsGetCurrentContext()``); the default draws nothing. Called when the view is
    /// first drawn, after ``setNeedsDisplay()``, and after a change of size when ``contentMode``
    /// is `.redraw` — at the time a renderer draws the window (``CALayer/displayIfNeeded()``).
    /// What it draws is recorded and drawn in the SVG pictures over the background, clipped to
    /// the bounds.
    open func draw(_ rect: CGRect) {}

    /// Runs the due layouts of this view and its subviews now, top down, with Auto Layout's update
    /// and solve before them (UIView+Layout.swift).
    open func layoutIfNeeded() {
        node.checkThread("UIView.layoutIfNeeded()")
        runLayoutPass()
    }

    /// Runs the due `layoutSubviews()` of this view and its subviews, top down.
    /// A loop over the subtree, not a call per level: a tree of any depth takes no stack.
    func layoutDueSubviews() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.layoutSubviewsIfNeeded()
            // Reversed, so the first subview is laid out first.
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Lays out this view alone, if due, between its controller's hooks.
    func layoutSubviewsIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    // MARK: Hierarchy

    // Plain branches and loops rather than `flatMap`, `compactMap` or `??` with these main-actor
    // functions: handed to the standard library, each call would check its executor (about 150
    // instructions; docs/benchmarks.md), and a table's layout reads these on every scroll.
    open var superview: UIView? {
        guard let parent = node.superview else { return nil }
        return Self.owner(of: parent)
    }
    open var subviews: [UIView] {
        var owners: [UIView] = []
        owners.reserveCapacity(node.subviews.count)
        for child in node.subviews {
            if let owner = Self.owner(of: child) { owners.append(owner) }
        }
        return owners
    }
    open var window: UIWindow? { (node.window as? HostWindow)?.owner }

    static func owner(of node: View?) -> UIView? {
        if let host = node as? HostView { return host.owner }
        if let host = node as? HostWindow { return host.owner }
        return nil
    }

    open func addSubview(_ view: UIView) {
        node.checkThread("UIView.addSubview(_:)")
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        node.checkThread("UIView.insertSubview(_:at:)")
        attach(view) { node.insertSubview(view.node, at: index) }
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        node.checkThread("UIView.insertSubview(_:aboveSubview:)")
        attach(view) { node.insertSubview(view.node, aboveSubview: sibling.node) }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        node.checkThread("UIView.insertSubview(_:belowSubview:)")
        attach(view) { node.insertSubview(view.node, belowSubview: sibling.node) }
    }

    open func bringSubviewToFront(_ view: UIView) { node.bringSubviewToFront(view.node) }
    open func sendSubviewToBack(_ view: UIView) { node.sendSubviewToBack(view.node) }
    /// The Swift 3 spelling of ``bringSubviewToFront(_:)``, still found in older code.
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// The Swift 3 spelling of ``sendSubviewToBack(_:)``.
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

    /// Removes the view from its superview and window; touches down on it are cancelled. Safe from
    /// the view's own touch methods and from actions.
    open func removeFromSuperview() {
        node.checkThread("UIView.removeFromSuperview()")
        guard let parent = superview else { return }
        LayoutEngine.shared.viewWillLeaveSuperview(self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if window != nil { notifyWillMove(toWindow: nil) }
        node.removeFromSuperview()
        // The cancellations it sends may have put the view somewhere else already.
        if node.superview !== parent.node { parent.retainedSubviews[ObjectIdentifier(self)] = nil }
    }

    open func isDescendant(of view: UIView) -> Bool { node.isDescendant(of: view.node) }

    open func viewWithTag(_ tag: Int) -> UIView? { node.viewWithTag(tag).flatMap(Self.owner(of:)) }

    /// Moves `view` into this view through the engine, which refuses cycles with a diagnostic, and
    /// keeps the UIViews' retention with the engine tree's outcome.
    private func attach(_ view: UIView, _ insert: () -> Void) {
        let oldParent = view.superview
        let oldTint = view.ownTintColor == nil && Self.viewsWithOwnTint > 0 ? view.tintColor : nil
        // Only the view itself, or a view with subviews, can be an ancestor of this one.
        let moves = oldParent !== self && view !== self && (view.node.subviews.isEmpty || !isDescendant(of: view))
        if moves {
            if oldParent != nil { LayoutEngine.shared.viewWillLeaveSuperview(view) }
            oldParent?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
            if view.window !== window { view.notifyWillMove(toWindow: window) }
        }
        insert()
        guard view.node.superview === node else { return }  // refused by the engine
        if let oldParent, oldParent !== self { oldParent.retainedSubviews[ObjectIdentifier(view)] = nil }
        retainedSubviews[ObjectIdentifier(view)] = view
        setNeedsLayout()
        if moves {
            didAddSubview(view)
            // A view that inherits its tint is told when the move changed it, as in UIKit.
            if let oldTint, view.tintColor != oldTint { view.notifyTintColorChange() }
        }
    }

    /// Tells the view and its subviews, top down, that they are about to change window; a loop,
    /// not a call per level.
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.willMove(toWindow: newWindow)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: Hit testing and conversion

    /// The deepest visible, interactive view under `point` (UIKit's rules); override to change how
    /// the view is hit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit: View?
        if let host = node as? HostView {
            hit = host.defaultHitTest(point.point, with: event?.base)
        } else {
            hit = node.hitTest(point.point, with: event?.base)  // a window: the engine's own
        }
        return hit.flatMap(Self.owner(of:))
    }

    /// Whether `point` is inside the view (inside its bounds by default).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let host = node as? HostView else { return bounds.contains(point) }
        return host.defaultPointInside(point.point, with: event?.base)
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.point, to: view?.node))
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.point, from: view?.node))
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(node.convert(rect.rect, to: view?.node))
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(node.convert(rect.rect, from: view?.node))
    }

    // MARK: Gesture recognizers

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let owners = node.gestureAttachments.recognizers.compactMap { UIGestureRecognizer.owner(of: $0) }
            return owners.isEmpty ? nil : owners
        }
        set {
            for recognizer in gestureRecognizers ?? [] where !(newValue ?? []).contains(where: { $0 === recognizer }) {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (moving it from any other view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        node.checkThread("UIView.addGestureRecognizer(_:)")
        let oldView = gestureRecognizer.view
        node.addGestureRecognizer(gestureRecognizer.base)
        guard gestureRecognizer.base.node === node else { return }
        if let oldView, oldView !== self { oldView.retainedRecognizers[ObjectIdentifier(gestureRecognizer)] = nil }
        retainedRecognizers[ObjectIdentifier(gestureRecognizer)] = gestureRecognizer
    }

    /// Detaches a recognizer; a gesture under way is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        node.checkThread("UIView.removeGestureRecognizer(_:)")
        node.removeGestureRecognizer(gestureRecognizer.base)
        if gestureRecognizer.base.node !== node { retainedRecognizers[ObjectIdentifier(gestureRecognizer)] = nil }
    }

    /// Whether a recognizer of this view or an ancestor may begin (default true).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Called after the view moved into a window or out of one; a view entering a window is laid
    /// out.
    open func didMoveToWindow() {}
    /// Called after the view moved to a new superview or out of its superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another superview (nil: out of its superview).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called before the view moves into another window or out of its window (nil).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after a subview was added (or moved here from another superview).
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Animation

    /// Options of ``animate(withDuration:delay:options:animations:completion:)``.
    public typealias AnimationOptions = View.AnimationOptions

    /// Animates the changes `animations` makes to views' frame, bounds, center, transform and
    /// alpha (see the engine's `View.animate` for the model: values change at once, the
    /// presentation follows the curve on the window's clock).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, options: options, animations: animations,
                     completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: (@MainActor (Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                     initialSpringVelocity: Double(velocity), options: options, animations: animations,
                     completion: completion)
    }
}

/// A view that shows an image; user interaction starts off, as in UIKit.
@MainActor
open class UIImageView: UIView {
    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        node.isUserInteractionEnabled = false
    }

    /// Creates an image view sized to its image, at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        node.isUserInteractionEnabled = false
        self.image = image
    }

    /// Creates an image view sized to its image, with an image for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        node.isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view from an archive: no image, interaction off (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        node.isUserInteractionEnabled = false
    }

    /// The image shown.
    open var image: UIImage? {
        get { storedImage }
        set {
            node.checkThread("UIImageView.image")
            storedImage = newValue
            (node as? ImageView)?.image = isHighlighted ? (highlightedImage ?? newValue)?.image : newValue?.image
        }
    }
    private var storedImage: UIImage?

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? {
        willSet { node.checkThread("UIImageView.highlightedImage") }
        didSet { refreshShownImage() }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        willSet { node.checkThread("UIImageView.isHighlighted") }
        didSet { refreshShownImage() }
    }

    private func refreshShownImage() {
        (node as? ImageView)?.image = (isHighlighted ? (highlightedImage ?? storedImage) : storedImage)?.image
    }
}
