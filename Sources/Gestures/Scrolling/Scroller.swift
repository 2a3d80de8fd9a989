/// What a scroller tells the object that owns it, and asks it: the scroll view's delegate
/// callbacks and its two touch questions. The engine's ``ScrollView`` and the UIKit layer's
/// `UIScrollView` are the hosts.
@MainActor
package protocol ScrollerHost: AnyObject {
    func scrollerDidScroll()
    func scrollerWillBeginDragging()
    func scrollerWillEndDragging(velocity: Point, targetContentOffset: inout Point)
    func scrollerDidEndDragging(willDecelerate: Bool)
    func scrollerWillBeginDecelerating()
    func scrollerDidEndDecelerating()
    func scrollerDidEndScrollingAnimation()
    func scrollerTouchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool
    func scrollerTouchesShouldCancel(in view: View) -> Bool
    func scrollerViewForZooming() -> View?
    func scrollerWillBeginZooming(_ view: View?)
    func scrollerDidZoom()
    func scrollerDidEndZooming(_ view: View?, atScale scale: Double)
}

/// A scroll view's behaviour, over one engine view whose `bounds.origin` is the content offset:
/// the pan that drags, the recognizer that delays content touches, rubber-banding, deceleration,
/// paging and animated offsets, stepped on the window's clock.
///
/// One scroller serves the engine's ``ScrollView`` and the UIKit layer's `UIScrollView` (over its
/// engine view), so the rules live once.
///
/// Ownership: the host owns the scroller, and the scroller's view; the scroller points back to
/// both without owning them. Its recognizers (and the frame timer) can outlive it, held by their
/// view and by the engine while touches are down: the pan's and pinch's actions and the delay
/// recognizer point to it `unowned(unsafe)`, and the scroller's deinit removes those actions and
/// clears the delay recognizer's pointer, so none outlives it (the frame timer, once per frame,
/// holds it weakly). Whatever calls into the scroller from outside the host (a recognizer's
/// action, the delay recognizer, a frame) goes through ``withHost(_:)``, which holds the host,
/// and so the view, until it returns:
/// a delegate that takes its scroll view out of its last owner in a callback (`scrollViewDidScroll`
/// mid-drag, `scrollViewDidZoom` mid-pinch) frees it only after the scroller has finished.
///
/// Motion lifetime: `idle ──drag──▶ dragging ──release──▶ decelerating | settling | idle`;
/// `decelerating ──stop──▶ idle`, `settling ──arrive──▶ idle`; `idle ──animated zoom, or a pinch
/// released past the zoom range──▶ zooming ──arrive──▶ idle`. A finger landing stops any motion
/// (a zoom animation jumps to its end); the view leaving its window stops it with no more
/// callbacks.
@MainActor
package final class Scroller: GestureRecognizerDelegate {
    /// What the scroll view is doing.
    package enum Motion: Equatable {
        case idle
        /// Following the finger from the offset it started at.
        case dragging(start: Point)
        /// Slowing down after a fling: velocity in points per millisecond, the clock time it started,
        /// the milliseconds stepped so far, the step it stops at, and the target it rests at.
        case decelerating(velocity: Vector, start: Double, steps: Int, last: Int, target: Point)
        /// Easing from one offset to another in ``GestureConstants/scrollSettleDuration``;
        /// `afterDrag` says whether it ends with `didEndDecelerating` (else
        /// `didEndScrollingAnimation`).
        case settling(from: Point, to: Point, start: Double, afterDrag: Bool)
        /// Easing the zoom scale (and the offset with it) in ``GestureConstants/scrollSettleDuration``:
        /// an animated zoom, or a bounce back inside the zoom range (`bounce`). Ends with
        /// `didEndZooming`.
        case zooming(fromScale: Double, toScale: Double, from: Point, to: Point, start: Double, bounce: Bool)
    }

    /// The view that scrolls (its bounds' origin is the content offset). Owned by the host, which
    /// outlives the scroller's use of it: see ``withHost(_:)``.
    package unowned(unsafe) let view: View
    /// The object that hears the callbacks. It owns the scroller, so it is alive whenever the
    /// scroller is reached through it; calls that reach the scroller another way hold it first
    /// (``withHost(_:)``).
    package unowned(unsafe) let host: any ScrollerHost
    /// The pan that drags the content.
    package let pan = PanGestureRecognizer()
    /// The scroller's action on ``pan``, and on ``pinch`` while there is one.
    private var panAction = ActionToken(raw: 0)
    private var pinchAction: ActionToken?
    /// The recognizer that delays content touches.
    private(set) lazy var delay = ContentTouchDelayRecognizer(scroller: self)

    package var contentSize = Size(width: 0, height: 0) {
        willSet { view.checkThread("scroll view's contentSize") }
        didSet {
            let clean = Size(width: Self.sanitize(contentSize.width), height: Self.sanitize(contentSize.height))
            if clean != contentSize {
                report("contentSize \(contentSize) is not a finite size of 0 or more; using \(clean)")
                contentSize = clean
            }
        }
    }
    package var contentInset = EdgeInsets.zero {
        willSet { view.checkThread("scroll view's contentInset") }
        didSet {
            let clean = EdgeInsets(top: Self.sanitize(contentInset.top), left: Self.sanitize(contentInset.left),
                                   bottom: Self.sanitize(contentInset.bottom), right: Self.sanitize(contentInset.right))
            if clean != contentInset {
                report("contentInset \(contentInset) has a negative or non-finite edge; using \(clean)")
                contentInset = clean
            }
        }
    }
    package var bounces = true {
        willSet { view.checkThread("scroll view's bounces") }
    }
    package var alwaysBounceVertical = false {
        willSet { view.checkThread("scroll view's alwaysBounceVertical") }
    }
    package var alwaysBounceHorizontal = false {
        willSet { view.checkThread("scroll view's alwaysBounceHorizontal") }
    }
    package var isPagingEnabled = false {
        willSet { view.checkThread("scroll view's isPagingEnabled") }
    }
    package var isScrollEnabled: Bool {
        get { pan.isEnabled }
        set { pan.isEnabled = newValue }
    }
    package var decelerationRate = GestureConstants.decelerationRateNormal {
        willSet { view.checkThread("scroll view's decelerationRate") }
        didSet {
            let clean = decelerationRate.isFinite ? Swift.min(Swift.max(decelerationRate, 0), Self.maximumRate) : GestureConstants.decelerationRateNormal
            if clean != decelerationRate {
                report("decelerationRate \(decelerationRate) is outside 0…\(Self.maximumRate); using \(clean)")
                decelerationRate = clean
            }
        }
    }
    /// The smallest and largest zoom scales (default 1 and 1: no zooming). A scale of 0 or less, or
    /// not finite, is refused (reported); the pinch exists while the largest exceeds the smallest.
    package var minimumZoomScale = 1.0 {
        willSet { view.checkThread("scroll view's minimumZoomScale") }
        didSet { zoomRangeDidChange(\.minimumZoomScale, "minimumZoomScale", oldValue) }
    }
    package var maximumZoomScale = 1.0 {
        willSet { view.checkThread("scroll view's maximumZoomScale") }
        didSet { zoomRangeDidChange(\.maximumZoomScale, "maximumZoomScale", oldValue) }
    }
    /// The scale of the view for zooming.
    package private(set) var zoomScale = 1.0
    /// Whether a pinch may take the scale past the zoom range, which springs back when the fingers
    /// lift (default true).
    package var bouncesZoom = true {
        willSet { view.checkThread("scroll view's bouncesZoom") }
    }
    /// The view a zoom animation scales.
    private weak var zoomAnimationView: View?
    /// The pinch that zooms, while zooming is possible.
    package private(set) var pinch: PinchGestureRecognizer?
    /// The zoom in progress: the view, the scale at the start, and the content point (in the
    /// zoomed view's own coordinates) under the fingers.
    private var zooming: (view: View, startScale: Double, anchor: Point)?
    /// Whether a drag that starts mostly along one axis scrolls along that axis only.
    package var isDirectionalLockEnabled = false {
        willSet { view.checkThread("scroll view's isDirectionalLockEnabled") }
    }
    /// The axes the current drag may move: decided on its first movement when locking.
    private var dragAxes: (horizontal: Bool, vertical: Bool)?
    package var delaysContentTouches = true {
        willSet { view.checkThread("scroll view's delaysContentTouches") }
    }
    package var canCancelContentTouches = true {
        willSet { view.checkThread("scroll view's canCancelContentTouches") }
    }
    package private(set) var motion = Motion.idle
    private var frameTimer: TimerToken?
    private var frameClock: (any GestureClock)?
    /// Set while the host hears `didScroll`: an offset set then applies without a nested callback.
    private var isNotifyingScroll = false

    /// The highest rate accepted: at 1 or above a fling would never stop.
    static let maximumRate = 0.9999

    package init(view: View, host: any ScrollerHost) {
        self.view = view
        self.host = host
        pan.name = "scroll view pan"
        pan.delegate = self
        // Unowned, owner-cleared: the deinit removes this action before the scroller goes.
        panAction = pan.addAction { [unowned(unsafe) self] pan in withHost { $0.panned(pan) } }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(delay)
    }

    /// The pan and the pinch may outlive the scroller (their view and the engine hold them): their
    /// actions, which point to it `unowned(unsafe)`, go with it, and so does the delay
    /// recognizer's pointer.
    isolated deinit {
        pan.removeAction(panAction)
        if let pinch, let pinchAction { pinch.removeAction(pinchAction) }
        delay.scroller = nil
    }

    // MARK: Offsets

    package var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }
    package var isDecelerating: Bool {
        switch motion {
        case .decelerating: true
        case let .settling(_, _, _, afterDrag): afterDrag
        default: false
        }
    }
    /// Whether the scale is springing back inside the zoom range.
    package var isZoomBouncing: Bool {
        if case let .zooming(_, _, _, _, _, bounce) = motion { return bounce }
        return false
    }

    package var contentOffset: Point { view.bounds.origin }

    /// Runs `body` holding the host (and so the view) until it returns. A scroller is alive only
    /// while its host is, or while such a call is under way; every call from outside the host
    /// starts here, so the host cannot be freed by its own delegate under the scroller's feet.
    package func withHost<R>(_ body: (Scroller) -> R) -> R {
        let host = self.host
        return withExtendedLifetime(host) { body(self) }
    }

    /// The offsets the content can rest at: from minus the top/left inset to the content's far edge
    /// plus its inset, never below the least.
    package var minimumOffset: Point { Point(x: 0 - contentInset.left, y: 0 - contentInset.top) }
    package var maximumOffset: Point {
        let size = view.bounds.size
        let min = minimumOffset
        return Point(x: Swift.max(min.x, contentSize.width + contentInset.right - size.width),
                     y: Swift.max(min.y, contentSize.height + contentInset.bottom - size.height))
    }

    /// Whether the finger moves the content along each axis: the content is larger than the view,
    /// or bouncing is forced.
    var scrollsHorizontally: Bool { maximumOffset.x > minimumOffset.x || (bounces && alwaysBounceHorizontal) }
    var scrollsVertically: Bool { maximumOffset.y > minimumOffset.y || (bounces && alwaysBounceVertical) }

    /// Sets the offset: NaN or infinite offsets are refused and reported; `animated` eases there on
    /// the window's clock (immediately when the view is in no window).
    package func setContentOffset(_ offset: Point, animated: Bool) {
        view.checkThread("scroll view's setContentOffset(_:animated:)")
        guard offset.isFinite else {
            report("setContentOffset(\(offset)) is not finite; the offset stays \(contentOffset)")
            return
        }
        stopMotion()
        if animated, offset != contentOffset, let clock = view.window?.clock {
            motion = .settling(from: contentOffset, to: offset, start: clock.now, afterDrag: false)
            scheduleFrame(on: clock)
        } else {
            moveContent(to: offset)
        }
    }

    /// Assigns the offset (the `contentOffset` property): a non-finite one is refused and reported;
    /// any motion under way goes on from the new offset.
    package func assignContentOffset(_ offset: Point) {
        view.checkThread("scroll view's contentOffset")
        guard offset.isFinite else {
            report("setContentOffset(\(offset)) is not finite; the offset stays \(contentOffset)")
            return
        }
        moveContent(to: offset)
    }

    /// Moves the bounds' origin and tells the host, once per change.
    package func moveContent(to offset: Point) {
        guard offset.isFinite, offset != contentOffset else { return }
        var bounds = view.bounds
        bounds.origin = offset
        view.bounds = bounds
        guard !isNotifyingScroll else { return }
        isNotifyingScroll = true
        host.scrollerDidScroll()
        isNotifyingScroll = false
    }

    // MARK: Dragging

    /// A finger landed in the scroll view: any motion stops where it is.
    func touchDown() {
        if case .dragging = motion { return }
        stopMotion()
    }

    /// The scroll view's pan begins only when the content can scroll along the finger's main
    /// direction (so a vertical list inside a horizontal pager leaves sideways drags to the pager),
    /// without bouncing only when the drag does not push the content past an edge it rests at (so
    /// an inner list at its end leaves the drag to an outer one scrolling the same way), and never
    /// takes a touch from content that is tracking it unless `canCancelContentTouches` and
    /// `touchesShouldCancel(in:)` both allow it.
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        withHost { $0.shouldBegin(gestureRecognizer) }
    }

    private func shouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === pinch { return host.scrollerViewForZooming() != nil }
        guard gestureRecognizer === pan else { return true }
        guard scrollsHorizontally || scrollsVertically else { return false }
        let t = pan.translation(in: nil)
        if !scrollsHorizontally && abs(t.x) > abs(t.y) { return false }
        if !scrollsVertically && abs(t.y) > abs(t.x) { return false }
        if !bounces && isPushedPastEdge() { return false }
        for touch in pan.engagement.sequenceTouches where touch.delivery.stage == .delivered {
            guard let content = touch.view, content !== view else { continue }
            if !canCancelContentTouches || !host.scrollerTouchesShouldCancel(in: content) { return false }
        }
        return true
    }

    /// Whether the drag's main direction pushes the content past an edge it rests at: then a
    /// scroll view that does not bounce cannot move, and its pan leaves the drag to an enclosing
    /// scroll view scrolling the same way. The direction is the finger's velocity (the
    /// translation has the pan's slop taken off and can read nothing yet).
    private func isPushedPastEdge() -> Bool {
        let v = pan.velocity(in: view), t = pan.translation(in: view)
        let d = v != .zero ? v : t
        let offset = contentOffset, min = minimumOffset, max = maximumOffset
        if abs(d.x) > abs(d.y) {
            return (d.x > 0 && offset.x <= min.x) || (d.x < 0 && offset.x >= max.x)
        }
        return (d.y > 0 && offset.y <= min.y) || (d.y < 0 && offset.y >= max.y)
    }

    /// The scroll view's own pan and pinch run together, as UIKit's do.
    package func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        (gestureRecognizer === pan && other === pinch) || (gestureRecognizer === pinch && other === pan)
    }

    // MARK: Zooming

    /// Refuses a zoom-range end that is not a finite scale above 0, then adds or removes the pinch.
    private func zoomRangeDidChange(_ end: ReferenceWritableKeyPath<Scroller, Double>, _ name: String, _ oldValue: Double) {
        let value = self[keyPath: end]
        if !(value > 0 && value.isFinite) {
            report("\(name) \(value) is not a finite scale above 0; it stays \(oldValue)")
            self[keyPath: end] = oldValue
        }
        updatePinch()
    }

    private func updatePinch() {
        if maximumZoomScale > minimumZoomScale {
            guard pinch == nil else { return }
            let pinch = PinchGestureRecognizer()
            pinch.name = "scroll view pinch"
            pinch.delegate = self
            // Unowned, owner-cleared: the deinit (or the pinch's removal) removes this action.
            pinchAction = pinch.addAction { [unowned(unsafe) self] pinch in withHost { $0.pinched(pinch) } }
            view.addGestureRecognizer(pinch)
            self.pinch = pinch
        } else if let pinch {
            self.pinch = nil
            if let pinchAction { pinch.removeAction(pinchAction) }
            pinchAction = nil
            view.removeGestureRecognizer(pinch)
        }
    }

    private func pinched(_ pinch: PinchGestureRecognizer) {
        // Taken out of its window mid-pinch: the zoom ends where it is, with no more callbacks.
        guard view.window != nil else {
            zooming = nil
            if case .dragging = motion { motion = .idle }
            return
        }
        switch pinch.state {
        case .began:
            guard let target = host.scrollerViewForZooming() else { return }
            stopMotion()
            let finger = pinch.location(in: view)
            zooming = (target, zoomScale, Point(x: finger.x / zoomScale, y: finger.y / zoomScale))
            host.scrollerWillBeginZooming(target)
            zoom(pinch)
        case .changed:
            zoom(pinch)
        case .ended, .cancelled:
            guard let zoom = zooming else { return }
            zooming = nil
            let inRange = Swift.min(Swift.max(zoomScale, minimumZoomScale), maximumZoomScale)
            if inRange != zoomScale, let clock = view.window?.clock {
                // Past the range: spring back about the fingers' centroid, then didEndZooming.
                let finger = pinch.location(in: view)
                let focus = Point(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
                if case .dragging = motion { motion = .idle }
                animateZoom(zoom.view, to: inRange, focus: focus, bounce: true, clock: clock)
                return
            }
            if isDragging {
                // A finger still down drags on from here.
                let t = self.pan.translation(in: view)
                motion = .dragging(start: Point(x: contentOffset.x + t.x, y: contentOffset.y + t.y))
            } else {
                moveContent(to: clamped(contentOffset))
            }
            host.scrollerDidEndZooming(zoom.view, atScale: zoomScale)
        case .possible, .failed:
            break
        }
    }

    /// Scales the view for zooming about the content point that was under the fingers, which stays
    /// under their centroid (so the fingers pan as they pinch).
    private func zoom(_ pinch: PinchGestureRecognizer) {
        guard let zoom = zooming, pinch.scale.isFinite else { return }
        let scale = pinchedScale(zoom.startScale * pinch.scale)
        apply(scale: scale, to: zoom.view)
        let finger = pinch.location(in: view)
        let onScreen = Point(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
        moveContent(to: Point(x: zoom.anchor.x * scale - onScreen.x, y: zoom.anchor.y * scale - onScreen.y))
        host.scrollerDidZoom()
    }

    /// Scales `target` by `scale` with its frame's origin at the content's origin; the content size
    /// follows the scaled frame, as UIKit's does.
    private func apply(scale: Double, to target: View) {
        zoomScale = scale
        let size = target.bounds.size
        target.transform = Transform(scaleX: scale, y: scale)
        target.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
    }

    /// Sets the zoom scale (clamped to the range) about the view's centre; a scale of 0 or less, or
    /// not finite, is refused (reported).
    package func setZoomScale(_ scale: Double, animated: Bool) {
        view.checkThread("scroll view's setZoomScale(_:animated:)")
        guard scale > 0, scale.isFinite else {
            report("setZoomScale(\(scale)) is not a finite scale above 0; the scale stays \(zoomScale)")
            return
        }
        guard let target = host.scrollerViewForZooming() else { return }
        let clampedScale = Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
        let size = view.bounds.size
        let middle = Point(x: size.width / 2, y: size.height / 2)
        stopMotion()
        if animated, clampedScale != zoomScale, let clock = view.window?.clock {
            animateZoom(target, to: clampedScale, focus: middle, bounce: false, clock: clock)
            return
        }
        let offset = zoomedOffset(keeping: middle, at: clampedScale, for: target)
        apply(scale: clampedScale, to: target)
        moveContent(to: offset)
        host.scrollerDidZoom()
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the view as far as the
    /// zoom range allows, centred; a rect with no area or not finite is refused (reported).
    package func zoom(to rect: Rect, animated: Bool) {
        view.checkThread("scroll view's zoom(to:animated:)")
        let r = rect.standardized
        guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite, r.size.width > 0 || r.size.height > 0 else {
            report("zoom(to: \(rect)) needs a finite rectangle with some size; nothing zooms")
            return
        }
        guard let target = host.scrollerViewForZooming() else { return }
        let size = view.bounds.size
        let fits = [r.size.width > 0 ? size.width / r.size.width : .infinity,
                    r.size.height > 0 ? size.height / r.size.height : .infinity].min()!
        let scale = Swift.min(Swift.max(fits, minimumZoomScale), maximumZoomScale)
        let offset = clamped(Point(x: (r.origin.x + r.size.width / 2) * scale - size.width / 2,
                                   y: (r.origin.y + r.size.height / 2) * scale - size.height / 2),
                             contentSize: Size(width: target.bounds.size.width * scale, height: target.bounds.size.height * scale))
        stopMotion()
        if animated, let clock = view.window?.clock, scale != zoomScale || offset != contentOffset {
            zoomAnimationView = target
            motion = .zooming(fromScale: zoomScale, toScale: scale, from: contentOffset, to: offset, start: clock.now, bounce: false)
            scheduleFrame(on: clock)
            return
        }
        apply(scale: scale, to: target)
        moveContent(to: offset)
        host.scrollerDidZoom()
    }

    /// The scale a pinch shows for `raw`: within the range, or past it with resistance when
    /// bouncing: the limit times the square root of the overshoot's ratio, so pinching to twice
    /// the largest scale shows 1.41 times it. [OURS: UIKit documents only that it goes "just past"]
    private func pinchedScale(_ raw: Double) -> Double {
        let low = minimumZoomScale, high = maximumZoomScale
        guard raw < low || raw > high else { return raw }
        guard bouncesZoom else { return raw < low ? low : high }
        let limit = raw < low ? low : high
        let scale = limit * (raw / limit).squareRoot()
        return scale.isFinite && scale > 0 ? scale : limit
    }

    /// The offset, at `scale`, that keeps the content under `focus` (a point of the view's
    /// frame, relative to its top-left corner) where it is, kept inside the resting offsets for
    /// `target`'s size at that scale.
    private func zoomedOffset(keeping focus: Point, at scale: Double, for target: View) -> Point {
        let point = Point(x: (contentOffset.x + focus.x) / zoomScale, y: (contentOffset.y + focus.y) / zoomScale)
        let size = target.bounds.size
        return clamped(Point(x: point.x * scale - focus.x, y: point.y * scale - focus.y),
                       contentSize: Size(width: size.width * scale, height: size.height * scale))
    }

    /// Starts easing the scale to `scale` about `focus` on the window's clock.
    private func animateZoom(_ target: View, to scale: Double, focus: Point, bounce: Bool, clock: any GestureClock) {
        let offset = zoomedOffset(keeping: focus, at: scale, for: target)
        zoomAnimationView = target
        motion = .zooming(fromScale: zoomScale, toScale: scale, from: contentOffset, to: offset, start: clock.now, bounce: bounce)
        scheduleFrame(on: clock)
    }

    private func panned(_ pan: PanGestureRecognizer) {
        // Taken out of its window (by a delegate, mid-drag): the drag ends there, with no more
        // callbacks, as any motion does when the view leaves its window.
        guard view.window != nil else {
            if case .dragging = motion { motion = .idle }
            return
        }
        switch pan.state {
        case .began:
            stopMotion()
            motion = .dragging(start: contentOffset)
            dragAxes = nil
            host.scrollerWillBeginDragging()
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard case .dragging = motion else { return }
            release(velocity: pan.velocity(in: view))
        case .possible, .failed:
            break
        }
    }

    /// Moves the content against the finger, rubber-banded past the edges.
    private func follow(_ pan: PanGestureRecognizer) {
        // While zooming, the pinch moves the content with the fingers' centroid.
        guard zooming == nil, case let .dragging(start) = motion else { return }
        let t = pan.translation(in: view)
        let size = view.bounds.size
        let min = minimumOffset, max = maximumOffset
        var offset = contentOffset
        if dragAxes == nil {
            // The finger's direction: its velocity (the translation has the pan's hysteresis
            // taken off each axis, which hides a small component).
            let v = pan.velocity(in: view)
            let d = v != .zero ? v : t
            let ratio = GestureConstants.directionalLockRatio
            let lock = isDirectionalLockEnabled
            if d != .zero {
                dragAxes = (horizontal: !lock || abs(d.x) * ratio >= abs(d.y), vertical: !lock || abs(d.y) * ratio >= abs(d.x))
            }
        }
        let axes = dragAxes ?? (true, true)
        if scrollsHorizontally && axes.horizontal {
            offset.x = rubberBanded(start.x - t.x, min: min.x, max: max.x, size: size.width)
        }
        if scrollsVertically && axes.vertical {
            offset.y = rubberBanded(start.y - t.y, min: min.y, max: max.y, size: size.height)
        }
        moveContent(to: offset)
    }

    /// An offset past an edge moves `(1 − 1 / (x · c / d + 1)) · d` beyond it for a pull of `x` in a
    /// view of size `d`; without bouncing (or with no size) it stops at the edge.
    private func rubberBanded(_ raw: Double, min: Double, max: Double, size: Double) -> Double {
        let beyond = raw < min ? raw - min : raw > max ? raw - max : 0
        guard beyond != 0 else { return raw }
        let edge = beyond < 0 ? min : max
        guard bounces, size > 0 else { return edge }
        let x = abs(beyond)
        let moved = (1 - 1 / (x * GestureConstants.rubberBandCoefficient / size + 1)) * size
        return edge + (beyond < 0 ? -moved : moved)
    }

    /// The finger lifted with `fingerVelocity` (points per second): ask the host where to go, then
    /// decelerate, settle, or stop.
    private func release(velocity fingerVelocity: Point) {
        func perMillisecond(_ v: Double, _ scrolls: Bool) -> Double {
            scrolls && v.isFinite ? -v / 1000 : 0
        }
        let velocity = Vector(dx: perMillisecond(fingerVelocity.x, scrollsHorizontally),
                              dy: perMillisecond(fingerVelocity.y, scrollsVertically))
        let offset = contentOffset
        let natural = isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : projectedTarget(from: offset, velocity: velocity)
        var target = natural
        host.scrollerWillEndDragging(velocity: Point(x: velocity.dx, y: velocity.dy), targetContentOffset: &target)
        if !target.isFinite {
            report("targetContentOffset \(target) from the delegate is not finite; using \(natural)")
            target = natural
        }
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        let momentum = !isPagingEnabled && target == natural && isInRange(offset) && speed >= GestureConstants.decelerationStopSpeed
        let willDecelerate = momentum || target != offset
        motion = .idle
        host.scrollerDidEndDragging(willDecelerate: willDecelerate)
        guard willDecelerate, case .idle = motion else { return }
        host.scrollerWillBeginDecelerating()
        guard case .idle = motion else { return }
        guard let clock = view.window?.clock else {
            moveContent(to: target)
            host.scrollerDidEndDecelerating()
            return
        }
        if momentum {
            let fling = flingSteps(velocity)
            motion = .decelerating(velocity: fling.velocity, start: clock.now, steps: 0, last: fling.steps, target: target)
        } else {
            motion = .settling(from: offset, to: target, start: clock.now, afterDrag: true)
        }
        scheduleFrame(on: clock)
    }

    /// How a fling plays so that it comes to rest exactly at the projection it announced, as
    /// UIKit's does (apps snap by changing the target, so the announced place must be the resting
    /// place): each millisecond the velocity is multiplied by the rate and added to the offset,
    /// for the steps it takes the speed to fall below ``GestureConstants/decelerationStopSpeed``
    /// (N); those steps cover `v · r · (1 − r^N) / (1 − r)`, so the velocity is scaled by
    /// `1 / (1 − r^N)` to cover the whole projection `v · r / (1 − r)` in the same time.
    private func flingSteps(_ velocity: Vector) -> (velocity: Vector, steps: Int) {
        let r = decelerationRate
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        var power = 1.0, steps = 0
        // Ends: r ≤ 0.9999, and the power underflows to 0 before the speed could stay above the
        // stop speed (at most about 7 million steps for the largest finite speed).
        repeat {
            steps += 1
            power *= r
        } while speed * power >= GestureConstants.decelerationStopSpeed
        let scale = power < 1 ? 1 / (1 - power) : 1
        return (Vector(dx: velocity.dx * scale, dy: velocity.dy * scale), steps)
    }

    /// UIKit's projection: `offset + v · r / (1 − r)` (v in points per millisecond), kept inside
    /// the offsets the content can rest at.
    package func projectedTarget(from offset: Point, velocity: Vector) -> Point {
        let r = decelerationRate
        let factor = r / (1 - r)
        return clamped(Point(x: offset.x + velocity.dx * factor, y: offset.y + velocity.dy * factor))
    }

    /// The page to settle on: the nearest one, or the next in the fling's direction for a fast
    /// release. Pages are the view's size; a view with no size does not page.
    func pageTarget(from offset: Point, velocity: Vector) -> Point {
        func page(_ value: Double, _ v: Double, size: Double, min: Double, max: Double) -> Double {
            guard size > 0 else { return Swift.min(Swift.max(value, min), max) }
            var index = (value / size).rounded()
            if abs(v) >= GestureConstants.pagingFlingSpeed {
                index = v > 0 ? (value / size).rounded(.down) + 1 : (value / size).rounded(.up) - 1
            }
            return Swift.min(Swift.max(index * size, min), max)
        }
        let size = view.bounds.size, min = minimumOffset, max = maximumOffset
        return Point(x: page(offset.x, velocity.dx, size: size.width, min: min.x, max: max.x),
                     y: page(offset.y, velocity.dy, size: size.height, min: min.y, max: max.y))
    }

    func clamped(_ offset: Point) -> Point {
        clamped(offset, contentSize: contentSize)
    }

    /// `offset` kept inside the resting offsets for content of `size`.
    func clamped(_ offset: Point, contentSize size: Size) -> Point {
        let min = minimumOffset, bounds = view.bounds.size
        let max = Point(x: Swift.max(min.x, size.width + contentInset.right - bounds.width),
                        y: Swift.max(min.y, size.height + contentInset.bottom - bounds.height))
        return Point(x: Swift.min(Swift.max(offset.x, min.x), max.x), y: Swift.min(Swift.max(offset.y, min.y), max.y))
    }

    private func isInRange(_ offset: Point) -> Bool { clamped(offset) == offset }

    // MARK: Frames

    private func scheduleFrame(on clock: any GestureClock) {
        frameClock = clock
        frameTimer = clock.schedule(at: clock.now + GestureConstants.scrollFrameInterval) { [weak self] in
            self?.withHost { scroller in
                scroller.frameTimer = nil
                scroller.step()
            }
        }
    }

    /// Stops any motion; a zoom animation jumps to its end with its callbacks, unless
    /// `finishingZoom` is false (the view left its window: no more callbacks).
    package func stopMotion(finishingZoom: Bool = true) {
        if let frameTimer, let frameClock { frameClock.cancel(frameTimer) }
        frameTimer = nil
        if !finishingZoom { zoomAnimationView = nil }
        if case let .zooming(_, toScale, _, to, _, _) = motion {
            // A zoom animation is not left half-way: it jumps to its end.
            motion = .idle
            finishZoom(scale: toScale, offset: to)
            return
        }
        if case .dragging = motion { return }
        motion = .idle
    }

    /// The end of a zoom animation: the final scale and offset, then `didEndZooming`.
    private func finishZoom(scale: Double, offset: Point) {
        guard let target = zoomAnimationView else { return }
        zoomAnimationView = nil
        apply(scale: scale, to: target)
        moveContent(to: offset)
        host.scrollerDidZoom()
        host.scrollerDidEndZooming(target, atScale: zoomScale)
    }

    /// One frame: deceleration advances millisecond by millisecond (velocity times the rate, then
    /// added to the offset) up to the clock's time; settling eases towards its target.
    private func step() {
        // The scroll view left its window: the motion ends there, with no more callbacks.
        guard let clock = view.window?.clock else { return stopMotion(finishingZoom: false) }
        switch motion {
        case .idle, .dragging:
            return
        case .decelerating(var velocity, let start, var steps, let last, let target):
            let due = Int(((clock.now - start) * 1000).rounded(.down) + 1e-6)
            var offset = contentOffset
            let r = decelerationRate
            var stopped = false
            while steps < due {
                steps += 1
                velocity.dx *= r
                velocity.dy *= r
                offset = Point(x: offset.x + velocity.dx, y: offset.y + velocity.dy)
                let kept = clamped(offset)
                if kept.x != offset.x { velocity.dx = 0 }
                if kept.y != offset.y { velocity.dy = 0 }
                offset = kept
                if steps >= last || velocity == Vector(dx: 0, dy: 0) {
                    stopped = true
                    offset = Point(x: Self.resting(offset.x, at: target.x), y: Self.resting(offset.y, at: target.y))
                    break
                }
            }
            motion = stopped ? .idle : .decelerating(velocity: velocity, start: start, steps: steps, last: last, target: target)
            moveContent(to: offset)
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            finishStep(stopped: stopped, afterDrag: true, clock: clock)
        case let .zooming(fromScale, toScale, from, to, start, _):
            let p = Swift.min(1, (clock.now - start) / GestureConstants.scrollSettleDuration)
            if p >= 1 {
                motion = .idle
                finishZoom(scale: toScale, offset: to)
                return
            }
            guard let target = zoomAnimationView else { return stopMotion(finishingZoom: false) }
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            apply(scale: fromScale + (toScale - fromScale) * eased, to: target)
            moveContent(to: Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            host.scrollerDidZoom()
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            if frameTimer == nil, case .zooming = motion { scheduleFrame(on: clock) }
        case let .settling(from, to, start, afterDrag):
            let p = Swift.min(1, (clock.now - start) / GestureConstants.scrollSettleDuration)
            let eased = 1 - (1 - p) * (1 - p) * (1 - p)
            let arrived = p >= 1
            if arrived { motion = .idle }
            moveContent(to: arrived ? to : Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            finishStep(stopped: arrived, afterDrag: afterDrag, clock: clock)
        }
    }

    /// After a frame's `didScroll`: the end callback once the motion stopped, else the next frame
    /// (unless the host changed the motion meanwhile).
    private func finishStep(stopped: Bool, afterDrag: Bool, clock: any GestureClock) {
        if stopped {
            guard case .idle = motion, frameTimer == nil else { return }
            if afterDrag { host.scrollerDidEndDecelerating() } else { host.scrollerDidEndScrollingAnimation() }
        } else if frameTimer == nil, view.window != nil {
            switch motion {
            case .decelerating, .settling: scheduleFrame(on: clock)
            case .idle, .dragging, .zooming: break
            }
        }
    }

    /// Where an axis of a finished fling rests: exactly on the target when the steps brought it
    /// there but for rounding (a sum of thousands of steps), else where it is (it stopped at an
    /// edge, or the delegate moved the content on the way).
    private static func resting(_ value: Double, at target: Double) -> Double {
        abs(value - target) <= 1e-9 * Swift.max(1, abs(target)) ? target : value
    }

    // MARK: Bad input

    private static func sanitize(_ value: Double) -> Double {
        value.isFinite ? Swift.max(0, value) : 0
    }

    private func report(_ message: String) {
        let line = "\(view.gestureDebugName): \(message)"
        if let engine = view.window?.engine {
            engine.report(.misuse(line))
        } else {
            GestureEngine.reportDetached(.misuse(line))
        }
    }
}
