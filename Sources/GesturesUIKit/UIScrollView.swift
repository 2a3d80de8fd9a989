import Gestures
import GesturesToolkit

/// Distances inward from the edges of a rectangle: UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    var edgeInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

/// The callbacks of a ``UIScrollView``: the engine's one scroll-view delegate protocol,
/// ``ScrollViewDelegate`` (UIKit's method names, in UIKit's order, every method with a default),
/// with its scroll view fixed to ``UIScrollView`` (and so its points to `CGPoint`, its views to
/// ``UIView`` and its scale to `CGFloat`). It declares nothing of its own: there is one list of
/// callbacks and one set of defaults.
@MainActor
public protocol UIScrollViewDelegate: ScrollViewDelegate where ScrollingView == UIScrollView {}

extension UIScrollView: DelegatingScrollView {
    public typealias Offset = CGPoint
    public typealias ZoomingView = UIView
    public typealias Scale = CGFloat
}

/// A view whose content moves under the finger: UIKit's `UIScrollView` over the engine's
/// scroller (the same one ``ScrollView`` uses), acting on this view's engine view.
@MainActor
open class UIScrollView: UIView, ScrollerHost {
    /// The fraction of velocity kept per millisecond after a fling.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 [DOC].
        public static let normal = DecelerationRate(rawValue: CGFloat(GestureConstants.decelerationRateNormal))
        /// 0.99 [DOC].
        public static let fast = DecelerationRate(rawValue: CGFloat(GestureConstants.decelerationRateFast))
    }

    /// The object that hears the scroll view's callbacks; not kept alive (UIKit's delegate is
    /// weak). Read on every scroll step, it is read as the toolkit's ``ScrollView/delegate`` is:
    /// the typed reference, only while its `WeakAddress` says the object is alive, so that the
    /// delegate has no side table (a weak reference cost each step a weak load and two releases
    /// on the runtime's slow path).
    open var delegate: (any UIScrollViewDelegate)? {
        get { WeakAddress.isAlive(at: delegateAddress.address) ? delegateReference : nil }
        set { (delegateReference, delegateAddress) = (newValue, WeakAddress(newValue)) }
    }
    // `@exclusivity(unchecked)`: read on every scroll step (a checked read is a runtime call);
    // nothing holds an access to them across a call into app code.
    @exclusivity(unchecked) private unowned(unsafe) var delegateReference: (any UIScrollViewDelegate)?
    @exclusivity(unchecked) private var delegateAddress = WeakAddress(nil)
    private var scroller: Scroller!
    /// ``scroller``, for reads lent without a retain (the content offset, read on every scroll
    /// step by the view and by lists): set once with it, and it is never replaced.
    @exclusivity(unchecked) private var scrollerReference: Unmanaged<Scroller>?
    private var panWrapper: UIPanGestureRecognizer!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScroller()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScroller()
    }

    /// UIKit's defaults for a scroll view: it clips its content (drawn only inside its bounds), and
    /// its pan follows a mouse wheel's notches and a trackpad's two-finger scrolling as well as a
    /// finger (`allowedScrollTypesMask` is `.all`), with no setting.
    private func setUpScroller() {
        scroller = Scroller(view: node, host: self)
        scrollerReference = .passUnretained(scroller)
        panWrapper = UIScrollViewPanGestureRecognizer(wrapping: scroller.pan)
        scroller.pan.allowedScrollTypesMask = .all
        clipsToBounds = true
    }

    // MARK: Recorded settings (nothing on Linux for them to do)

    /// Whether the horizontal scroll indicator shows while scrolling; recorded (no indicators are
    /// drawn here).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling; recorded.
    open var showsVerticalScrollIndicator = true

    /// How a drag dismisses the keyboard; recorded (there is no on-screen keyboard here).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// How a drag dismisses the keyboard; recorded.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
    /// How the safe area adds to the content inset; recorded (the safe area is empty here, so
    /// ``adjustedContentInset`` is ``contentInset`` whatever it says).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The content inset with the safe area's added (the safe area is empty here) and the room
    /// of a refreshing ``refreshControl``.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        inset.top += refreshInset
        return inset
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshControl?.place()
    }

    /// The pan that scrolls (its delegate is the scroll view's own).
    open var panGestureRecognizer: UIPanGestureRecognizer { panWrapper }

    open var contentSize: CGSize {
        get { CGSize(scroller.contentSize) }
        set { scroller.contentSize = newValue.size }
    }
    open var contentOffset: CGPoint {
        get { withLent(scrollerReference.unsafelyUnwrapped) { CGPoint($0.contentOffset) } }
        set { scroller.assignContentOffset(newValue.point) }
    }
    open var contentInset: UIEdgeInsets {
        get { ownContentInset }
        set {
            ownContentInset = newValue
            applyContentInset()
        }
    }
    private var ownContentInset = UIEdgeInsets.zero

    /// The pull-to-refresh control at the top of the content (Lists/UIRefreshControl.swift).
    @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if let oldValue {
                oldValue.removeFromSuperview()
                oldValue.scrollView = nil
                refreshInset = 0
            }
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                refreshControl.place()
                if refreshControl.isRefreshing { refreshInset = UIRefreshControl.height }
            }
        }
    }
    /// The room a refreshing control keeps above the content, added to the top inset.
    var refreshInset: CGFloat = 0 {
        didSet { if refreshInset != oldValue { applyContentInset() } }
    }

    private func applyContentInset() {
        var inset = ownContentInset
        inset.top += refreshInset
        scroller.contentInset = inset.edgeInsets
    }
    open var bounces: Bool {
        get { scroller.bounces }
        set { scroller.bounces = newValue }
    }
    open var alwaysBounceVertical: Bool {
        get { scroller.alwaysBounceVertical }
        set { scroller.alwaysBounceVertical = newValue }
    }
    open var alwaysBounceHorizontal: Bool {
        get { scroller.alwaysBounceHorizontal }
        set { scroller.alwaysBounceHorizontal = newValue }
    }
    open var isPagingEnabled: Bool {
        get { scroller.isPagingEnabled }
        set { scroller.isPagingEnabled = newValue }
    }
    open var isDirectionalLockEnabled: Bool {
        get { scroller.isDirectionalLockEnabled }
        set { scroller.isDirectionalLockEnabled = newValue }
    }
    open var isScrollEnabled: Bool {
        get { scroller.isScrollEnabled }
        set { scroller.isScrollEnabled = newValue }
    }
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scroller.decelerationRate)) }
        set { scroller.decelerationRate = Double(newValue.rawValue) }
    }
    open var delaysContentTouches: Bool {
        get { scroller.delaysContentTouches }
        set { scroller.delaysContentTouches = newValue }
    }
    open var canCancelContentTouches: Bool {
        get { scroller.canCancelContentTouches }
        set { scroller.canCancelContentTouches = newValue }
    }
    /// The pinch that zooms; nil unless `maximumZoomScale` exceeds `minimumZoomScale`.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard let pinch = scroller.pinch else { return nil }
        if let wrapper = pinchWrapper, wrapper.base === pinch { return wrapper }
        let wrapper = UIScrollViewPinchGestureRecognizer(wrapping: pinch)
        pinchWrapper = wrapper
        return wrapper
    }
    private var pinchWrapper: UIPinchGestureRecognizer?
    open var minimumZoomScale: CGFloat {
        get { CGFloat(scroller.minimumZoomScale) }
        set { scroller.minimumZoomScale = Double(newValue) }
    }
    open var maximumZoomScale: CGFloat {
        get { CGFloat(scroller.maximumZoomScale) }
        set { scroller.maximumZoomScale = Double(newValue) }
    }
    open var zoomScale: CGFloat {
        get { CGFloat(scroller.zoomScale) }
        set { scroller.setZoomScale(Double(newValue), animated: false) }
    }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        scroller.setZoomScale(Double(scale), animated: animated)
    }
    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the scroll view as
    /// far as the zoom range allows, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        scroller.zoom(to: rect.rect, animated: animated)
    }
    /// Whether a pinch may take the scale past the zoom range, springing back when the fingers
    /// lift (default true).
    open var bouncesZoom: Bool {
        get { scroller.bouncesZoom }
        set { scroller.bouncesZoom = newValue }
    }
    /// Whether the scale is springing back inside the zoom range.
    open var isZoomBouncing: Bool { scroller.isZoomBouncing }
    open var isZooming: Bool { scroller.pinch?.state.isRunning ?? false }

    /// Whether a tap on the status bar scrolls this view to the top (default true). No host here
    /// draws a status bar; a host that does calls `scrollToTop()` for the tap.
    open var scrollsToTop: Bool {
        get { scroller.scrollsToTop }
        set { scroller.scrollsToTop = newValue }
    }

    /// The status bar was tapped: see ``ScrollView``'s `scrollToTop()`.
    @discardableResult
    package func scrollToTop() -> Bool { scroller.scrollToTop() }

    open var isDragging: Bool { scroller.isDragging }
    open var isDecelerating: Bool { scroller.isDecelerating }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroller.setContentOffset(contentOffset.point, animated: animated)
    }

    /// Asked before content hears of touches that landed on `view`; false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when scrolling would take touches from `view`, which is tracking them. Default:
    /// false for controls, true for other views.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: ScrollerHost

    package func scrollerDidScroll() {
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }
    package func scrollerWillBeginDragging() { delegate?.scrollViewWillBeginDragging(self) }
    package func scrollerWillEndDragging(velocity: Point, targetContentOffset: inout Point) {
        var target = CGPoint(targetContentOffset)
        withMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(velocity), targetContentOffset: pointer)
        }
        targetContentOffset = target.point
    }
    package func scrollerDidEndDragging(willDecelerate: Bool) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }
    package func scrollerWillBeginDecelerating() { delegate?.scrollViewWillBeginDecelerating(self) }
    package func scrollerDidEndDecelerating() { delegate?.scrollViewDidEndDecelerating(self) }
    package func scrollerDidEndScrollingAnimation() { delegate?.scrollViewDidEndScrollingAnimation(self) }
    package func scrollerTouchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        guard let owner = UIView.owner(of: view) else { return true }
        return touchesShouldBegin(UITouch.wrapping(touches), with: event.map(UIEvent.wrapping), in: owner)
    }
    package func scrollerViewForZooming() -> View? { delegate?.viewForZooming(in: self)?.node }
    package func scrollerWillBeginZooming(_ view: View?) {
        delegate?.scrollViewWillBeginZooming(self, with: UIView.owner(of: view))
    }
    package func scrollerDidZoom() { delegate?.scrollViewDidZoom(self) }
    package func scrollerDidEndZooming(_ view: View?, atScale scale: Double) {
        delegate?.scrollViewDidEndZooming(self, with: UIView.owner(of: view), atScale: CGFloat(scale))
    }
    package func scrollerTouchesShouldCancel(in view: View) -> Bool {
        guard let owner = UIView.owner(of: view) else { return true }
        return touchesShouldCancel(in: owner)
    }
    package func scrollerShouldScrollToTop() -> Bool { delegate?.scrollViewShouldScrollToTop(self) ?? true }
    package func scrollerDidScrollToTop() { delegate?.scrollViewDidScrollToTop(self) }
}

/// The UIKit object of a scroll view's pan: speaks for the engine pan of the scroll view's
/// scroller (UIKit's own is a private subclass too).
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroller's pan, handed to ``makeBase()`` for the length of `init(wrapping:)` (a class
    /// method, it has no instance to read it from).
    private static var wrapped: PanGestureRecognizer?
    override class func makeBase() -> GestureRecognizer { wrapped.take() ?? PanGestureRecognizer() }

    init(wrapping pan: PanGestureRecognizer) {
        Self.wrapped = pan
        super.init(target: nil, action: nil)
    }
}

/// The UIKit object of a scroll view's pinch.
@MainActor
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// The scroller's pinch, handed over as the pan's is.
    private static var wrapped: PinchGestureRecognizer?
    override class func makeBase() -> GestureRecognizer { wrapped.take() ?? PinchGestureRecognizer() }

    init(wrapping pinch: PinchGestureRecognizer) {
        Self.wrapped = pinch
        super.init(target: nil, action: nil)
    }
}
