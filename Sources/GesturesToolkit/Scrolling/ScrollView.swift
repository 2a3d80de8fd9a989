import Gestures

/// A view whose content, larger than itself, moves under the finger: UIKit's `UIScrollView`, built
/// from the engine's own recognizers.
///
/// The content offset is the view's `bounds.origin`: subviews are the content, laid out in content
/// coordinates. The scroll view carries a ``panGestureRecognizer`` (which drags, rubber-bands past
/// the edges, and flings with ``decelerationRate``) and a recognizer that holds content touches
/// back for ``GestureConstants/contentTouchDelay`` (``delaysContentTouches``). Motion after a drag
/// steps on the window's clock, one `scrollViewDidScroll` per frame.
///
/// ```swift
/// let list = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// list.contentSize = Size(width: 320, height: 2000)
/// list.setContentOffset(Point(x: 0, y: 200), animated: false)
/// ```
#if !hasFeature(Embedded)
@MainActor
#endif
open class ScrollView: View, ScrollerHost {
    /// The object that hears the scroll view's callbacks (held weakly; strongly in Embedded
    /// Swift, which has no weak references: docs/embedding.md).
    // `@exclusivity(unchecked)`: read on every drag step (checked, the two cost about 120
    // instructions of a scroll-view pan update); nothing holds a long access to them across a call
    // into user code.
    #if hasFeature(Embedded)
    @exclusivity(unchecked) public var delegate: (any ScrollViewDelegate<ScrollView>)?
    #else
    public var delegate: (any ScrollViewDelegate<ScrollView>)? {
        get {
            // Read as a weak reference reads, without giving the delegate a side table (see
            // `WeakAddress`): a weak delegate cost every `scrollViewDidScroll` a weak load and
            // two slow releases, some 220 instructions of a scroll-view pan update. Alive, the
            // typed reference is read (one retain, which the caller's release balances).
            guard WeakAddress.isAlive(at: delegateAddress.address) else { return nil }
            return delegateReference
        }
        set {
            delegateReference = newValue
            delegateAddress = WeakAddress(newValue)
        }
    }
    /// The delegate as its protocol, read only while `delegateAddress` says it is alive.
    @exclusivity(unchecked) private unowned(unsafe) var delegateReference: (any ScrollViewDelegate<ScrollView>)?
    @exclusivity(unchecked) private var delegateAddress = WeakAddress(nil)
    #endif
    /// The scroll view's behaviour; made in `init`.
    @exclusivity(unchecked) package private(set) var scroller: Scroller!

    public override init(frame: Rect) {
        super.init(frame: frame)
        scroller = Scroller(view: self, host: self)
    }

    /// The pan that scrolls. Its delegate is the scroll view's: replacing it loses the rules of
    /// ``touchesShouldCancel(in:)`` and of content that cannot scroll (UIKit forbids it).
    public var panGestureRecognizer: PanGestureRecognizer { scroller.pan }

    /// The size of the content, in points; negative or non-finite sizes read 0 (reported).
    public var contentSize: Size {
        get { scroller.contentSize }
        set { scroller.contentSize = newValue }
    }
    /// The content's point at the view's top-left corner: the bounds' origin. Assigning it moves
    /// the content without stopping a deceleration (``setContentOffset(_:animated:)`` stops it); a
    /// non-finite offset is refused (reported).
    public var contentOffset: Point {
        get { bounds.origin }  // the scroller's view is this view
        set { scroller.assignContentOffset(newValue) }
    }
    /// Extra room around the content, in points; negative or non-finite edges read 0 (reported).
    public var contentInset: EdgeInsets {
        get { scroller.contentInset }
        set { scroller.contentInset = newValue }
    }
    /// Whether the content can be pulled past its edges and springs back (default true).
    public var bounces: Bool {
        get { scroller.bounces }
        set { scroller.bounces = newValue }
    }
    /// Whether vertical pulls bounce even when the content is not taller than the view.
    public var alwaysBounceVertical: Bool {
        get { scroller.alwaysBounceVertical }
        set { scroller.alwaysBounceVertical = newValue }
    }
    /// Whether horizontal pulls bounce even when the content is not wider than the view.
    public var alwaysBounceHorizontal: Bool {
        get { scroller.alwaysBounceHorizontal }
        set { scroller.alwaysBounceHorizontal = newValue }
    }
    /// Whether the content settles on multiples of the view's size.
    public var isPagingEnabled: Bool {
        get { scroller.isPagingEnabled }
        set { scroller.isPagingEnabled = newValue }
    }
    /// Whether a drag that starts mostly along one axis scrolls along that axis only (default
    /// false; see ``GestureConstants/directionalLockRatio``).
    public var isDirectionalLockEnabled: Bool {
        get { scroller.isDirectionalLockEnabled }
        set { scroller.isDirectionalLockEnabled = newValue }
    }
    /// Whether the finger scrolls (the pan's `isEnabled`).
    public var isScrollEnabled: Bool {
        get { scroller.isScrollEnabled }
        set { scroller.isScrollEnabled = newValue }
    }
    /// The fraction of velocity kept per millisecond after a fling (default
    /// ``GestureConstants/decelerationRateNormal``); clamped to 0…0.9999 (reported).
    public var decelerationRate: Double {
        get { scroller.decelerationRate }
        set { scroller.decelerationRate = newValue }
    }
    /// Whether content hears `touchesBegan` only after ``GestureConstants/contentTouchDelay``
    /// unless the finger starts scrolling first (default true).
    public var delaysContentTouches: Bool {
        get { scroller.delaysContentTouches }
        set { scroller.delaysContentTouches = newValue }
    }
    /// Whether scrolling may take a touch from content that is tracking it, as
    /// ``touchesShouldCancel(in:)`` allows (default true).
    public var canCancelContentTouches: Bool {
        get { scroller.canCancelContentTouches }
        set { scroller.canCancelContentTouches = newValue }
    }
    /// The pinch that zooms; nil unless ``maximumZoomScale`` exceeds ``minimumZoomScale``.
    public var pinchGestureRecognizer: PinchGestureRecognizer? { scroller.pinch }
    /// The smallest zoom scale (default 1); 0 or less, or not finite, is refused (reported).
    public var minimumZoomScale: Double {
        get { scroller.minimumZoomScale }
        set { scroller.minimumZoomScale = newValue }
    }
    /// The largest zoom scale (default 1); 0 or less, or not finite, is refused (reported).
    public var maximumZoomScale: Double {
        get { scroller.maximumZoomScale }
        set { scroller.maximumZoomScale = newValue }
    }
    /// The scale of the delegate's ``ScrollViewDelegate/viewForZooming(in:)``.
    public var zoomScale: Double {
        get { scroller.zoomScale }
        set { scroller.setZoomScale(newValue, animated: false) }
    }
    /// Zooms about the view's centre, clamped to the zoom range: at once (`scrollViewDidZoom`), or
    /// easing there on the window's clock in ``GestureConstants/scrollSettleDuration``
    /// (`scrollViewDidZoom` per frame, then `scrollViewDidEndZooming`).
    open func setZoomScale(_ scale: Double, animated: Bool) {
        scroller.setZoomScale(scale, animated: animated)
    }
    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the scroll view as
    /// far as the zoom range allows, centred; animated as ``setZoomScale(_:animated:)``. A rect
    /// with no size or not finite is refused (reported).
    open func zoom(to rect: Rect, animated: Bool) {
        scroller.zoom(to: rect, animated: animated)
    }
    /// Whether a pinch may take the scale past the zoom range, springing back inside it when the
    /// fingers lift (default true); false stops the scale at the range's ends.
    public var bouncesZoom: Bool {
        get { scroller.bouncesZoom }
        set { scroller.bouncesZoom = newValue }
    }
    /// Whether the scale is springing back inside the zoom range.
    public var isZoomBouncing: Bool { scroller.isZoomBouncing }

    /// Whether a tap on the status bar scrolls this view to the top of its content (default true).
    /// No host here draws a status bar; a host that does calls ``scrollToTop()`` for the tap.
    public var scrollsToTop: Bool {
        get { scroller.scrollsToTop }
        set { scroller.scrollsToTop = newValue }
    }

    /// The status bar was tapped: when ``scrollsToTop`` and the delegate's
    /// ``ScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` allow it, the content eases to its top
    /// (`scrollViewDidScroll` per frame) and the delegate hears `scrollViewDidScrollToTop`. Returns
    /// whether it scrolls.
    @discardableResult
    package func scrollToTop() -> Bool { scroller.scrollToTop() }

    /// Whether the finger is scrolling the content.
    public var isDragging: Bool { scroller.isDragging }
    /// Whether the content is moving on by itself after a drag.
    public var isDecelerating: Bool { scroller.isDecelerating }

    /// Sets the content offset, at once or easing there on the window's clock. A non-finite
    /// offset is refused (reported).
    open func setContentOffset(_ contentOffset: Point, animated: Bool) {
        scroller.setContentOffset(contentOffset, animated: animated)
    }

    /// Asked before content hears of touches that landed on `view`; false keeps them from it.
    /// Default true.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Asked when scrolling would take touches from `view`, which is tracking them; false leaves
    /// them with the view and the scroll view does not scroll. Default: false for controls, true
    /// for other views.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    // MARK: ScrollerHost

    package func scrollerDidScroll() { delegate?.scrollViewDidScroll(self) }
    package func scrollerWillBeginDragging() { delegate?.scrollViewWillBeginDragging(self) }
    package func scrollerWillEndDragging(velocity: Point, targetContentOffset: inout Point) {
        guard let delegate else { return }
        withMutablePointer(to: &targetContentOffset) { pointer in
            delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
    }
    package func scrollerDidEndDragging(willDecelerate: Bool) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }
    package func scrollerWillBeginDecelerating() { delegate?.scrollViewWillBeginDecelerating(self) }
    package func scrollerDidEndDecelerating() { delegate?.scrollViewDidEndDecelerating(self) }
    package func scrollerDidEndScrollingAnimation() { delegate?.scrollViewDidEndScrollingAnimation(self) }
    package func scrollerTouchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        touchesShouldBegin(touches, with: event, in: view)
    }
    package func scrollerTouchesShouldCancel(in view: View) -> Bool { touchesShouldCancel(in: view) }
    package func scrollerViewForZooming() -> View? { delegate?.viewForZooming(in: self) }
    package func scrollerWillBeginZooming(_ view: View?) { delegate?.scrollViewWillBeginZooming(self, with: view) }
    package func scrollerDidZoom() { delegate?.scrollViewDidZoom(self) }
    package func scrollerDidEndZooming(_ view: View?, atScale scale: Double) {
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }
    package func scrollerShouldScrollToTop() -> Bool { delegate?.scrollViewShouldScrollToTop(self) ?? true }
    package func scrollerDidScrollToTop() { delegate?.scrollViewDidScrollToTop(self) }
}
