import Gestures

/// The engine view behind a ``UIView``: it hands touches, hit tests and the should-begin question
/// to the UIKit-shaped object that owns it.
///
/// Ownership: a UIView holds its node; the node points back weakly; a superview holds its
/// subviews' UIViews (and the node tree holds the nodes), so a view added to a superview stays
/// alive with it, as in UIKit, and nothing forms a cycle.
final class HostView: ImageView {
    weak var owner: UIView?

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

    override func didMoveToWindow() { owner?.didMoveToWindow() }
    override func didMoveToSuperview() { owner?.didMoveToSuperview() }
}

/// A rectangular area of the screen that holds subviews, handles touches and carries gesture
/// recognizers: UIKit's view over the Gestures engine.
@MainActor
open class UIView: UIResponder {
    /// The engine view this one stands for.
    let node: View
    /// The subviews' UIViews, kept alive by their superview as in UIKit.
    private var children: [UIView] = []
    /// The recognizers' UIKit objects, kept alive by their view.
    private var recognizers: [UIGestureRecognizer] = []
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?

    /// Creates a view with a frame in its future superview's coordinates.
    public init(frame: CGRect) {
        let host = HostView(frame: frame.rect)
        host.isUserInteractionEnabled = true
        node = host
        super.init()
        host.owner = self
    }

    /// Creates a view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// For windows: a node of their own kind.
    init(node: View) {
        self.node = node
        super.init()
    }

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Geometry

    public var frame: CGRect {
        get { CGRect(node.frame) }
        set { node.frame = newValue.rect }
    }

    public var bounds: CGRect {
        get { CGRect(node.bounds) }
        set { node.bounds = newValue.rect }
    }

    public var center: CGPoint {
        get { CGPoint(node.center) }
        set { node.center = newValue.point }
    }

    public var transform: CGAffineTransform {
        get { CGAffineTransform(node.transform) }
        set { node.transform = newValue.transform }
    }

    public var alpha: CGFloat {
        get { CGFloat(node.alpha) }
        set { node.alpha = Double(newValue) }
    }

    public var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    public var isUserInteractionEnabled: Bool {
        get { node.isUserInteractionEnabled }
        set { node.isUserInteractionEnabled = newValue }
    }

    public var isMultipleTouchEnabled: Bool {
        get { node.isMultipleTouchEnabled }
        set { node.isMultipleTouchEnabled = newValue }
    }

    public var isExclusiveTouch: Bool {
        get { node.isExclusiveTouch }
        set { node.isExclusiveTouch = newValue }
    }

    public var backgroundColor: UIColor? {
        get { node.backgroundColor.map(UIColor.init) }
        set { node.backgroundColor = newValue?.color }
    }

    public var tag: Int {
        get { node.tag }
        set { node.tag = newValue }
    }

    public var accessibilityIdentifier: String? {
        get { node.accessibilityIdentifier }
        set { node.accessibilityIdentifier = newValue }
    }

    // MARK: Hierarchy

    public var superview: UIView? { (node.superview as? HostView)?.owner ?? (node.superview as? HostWindow)?.owner }
    public var subviews: [UIView] { node.subviews.compactMap(Self.owner(of:)) }
    public var window: UIWindow? { (node.window as? HostWindow)?.owner }

    static func owner(of node: View) -> UIView? {
        (node as? HostView)?.owner ?? (node as? HostWindow)?.owner
    }

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        adopt(view)
        node.insertSubview(view.node, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        adopt(view)
        node.insertSubview(view.node, aboveSubview: sibling.node)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        adopt(view)
        node.insertSubview(view.node, belowSubview: sibling.node)
    }

    public func bringSubviewToFront(_ view: UIView) { node.bringSubviewToFront(view.node) }
    public func sendSubviewToBack(_ view: UIView) { node.sendSubviewToBack(view.node) }
    /// The Swift 3 spelling of ``bringSubviewToFront(_:)``, still found in older code.
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// The Swift 3 spelling of ``sendSubviewToBack(_:)``.
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

    public func removeFromSuperview() {
        let parent = superview
        node.removeFromSuperview()
        parent?.children.removeAll { $0 === self }
    }

    public func isDescendant(of view: UIView) -> Bool { node.isDescendant(of: view.node) }

    public func viewWithTag(_ tag: Int) -> UIView? { node.viewWithTag(tag).flatMap(Self.owner(of:)) }

    private func adopt(_ view: UIView) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let old = view.superview, old !== self { old.children.removeAll { $0 === view } }
        if !children.contains(where: { $0 === view }) { children.append(view) }
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

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.point, to: view?.node))
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.point, from: view?.node))
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(node.convert(rect.rect, to: view?.node))
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(node.convert(rect.rect, from: view?.node))
    }

    // MARK: Gesture recognizers

    public var gestureRecognizers: [UIGestureRecognizer]? {
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
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.recognizers.removeAll { $0 === gestureRecognizer } }
        if !recognizers.contains(where: { $0 === gestureRecognizer }) { recognizers.append(gestureRecognizer) }
        node.addGestureRecognizer(gestureRecognizer.base)
    }

    /// Detaches a recognizer; a gesture under way is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        node.removeGestureRecognizer(gestureRecognizer.base)
        recognizers.removeAll { $0 === gestureRecognizer }
    }

    /// Whether a recognizer of this view or an ancestor may begin (default true).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func didMoveToWindow() {}
    open func didMoveToSuperview() {}

    // MARK: Animation

    /// Whether one of the view's properties is animating on screen.
    public var layerIsAnimating: Bool { node.isAnimating }

    /// Where the view is drawn now, while an animation moves it (UIKit's
    /// `layer.presentation()?.position`).
    public var presentationCenter: CGPoint { CGPoint(node.presentationCenter) }

    /// The opacity drawn now.
    public var presentationAlpha: CGFloat { CGFloat(node.presentationAlpha) }

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
    public override init(frame: CGRect) {
        super.init(frame: frame)
        node.isUserInteractionEnabled = false
    }

    /// Creates an image view sized to its image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image shown.
    public var image: UIImage? {
        didSet { (node as? ImageView)?.image = image?.image }
    }
}
