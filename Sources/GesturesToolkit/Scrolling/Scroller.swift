import Gestures

/// What a scroller tells the object that owns it, and asks it: the scroll view's delegate
/// callbacks and its two touch questions. The engine's ``ScrollView`` and the UIKit layer's
/// `UIScrollView` are the hosts.
#if !hasFeature(Embedded)
@MainActor
#endif
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
    func scrollerShouldScrollToTop() -> Bool
    func scrollerDidScrollToTop()
}

/// A scroll view's behaviour, over one engine view whose `bounds.origin` is the content offset:
/// the pan that drags, the recognizer that delays content touches, rubber-banding, deceleration,
/// paging, zooming and animated offsets, stepped on the window's clock.
///
/// One scroller serves the engine's ``ScrollView`` and the UIKit layer's `UIScrollView` (over its
/// engine view), so the rules live once. The scroller holds the settings, the recognizers and the
/// frame timer, and composes parts that each own one concern, each a value with no reference back:
///
/// | concern | part | file |
/// |---|---|---|
/// | resting offsets | ``ScrollLimits`` | `Parts/ScrollLimits.swift` |
/// | a drag: its start and axes | ``ScrollDrag`` | `Parts/ScrollDrag.swift` |
/// | past an edge | ``RubberBand`` | `Parts/RubberBand.swift` |
/// | a fling's momentum | ``Deceleration`` | `Parts/Deceleration.swift` |
/// | the page to settle on | ``Paging`` | `Parts/Paging.swift` |
/// | an eased offset | ``ScrollSettle`` | `Parts/ScrollSettle.swift` |
/// | a pinch's zoom | ``PinchZoom`` | `Parts/PinchZoom.swift` |
/// | an eased zoom | ``ZoomAnimation`` | `Parts/ZoomAnimation.swift` |
///
/// What to do with each part's answer — move the content, tell the host, schedule the next frame
/// — is the scroller's (`Scroller.swift`, `Scroller+Dragging.swift`, `Scroller+Zooming.swift`).
///
/// Ownership: the host owns the scroller, and the scroller's view; the scroller points back to
/// both without owning them. Its recognizers (and the frame timer) can outlive it, held by their
/// view and by the engine while touches are down: the pan's and pinch's actions and the delay
/// recognizer point to it `unowned(unsafe)`, and the scroller's deinit removes those actions and
/// clears the delay recognizer's pointer, so none outlives it. The pan's and pinch's delegate and
/// the frame timer reach it through its ``ScrollerLink``, which its deinit clears (nothing points
/// to the scroller weakly: a weak reference would give it a side table, and every retain and
/// release of it on a drag step would take the runtime's slow path). Whatever calls into the scroller from outside the host (a recognizer's
/// action, the delay recognizer, a frame) goes through ``withHost(_:)``, which holds the host,
/// and so the view, until it returns (the pan's drag step lends a host that is its own view
/// instead: the engine holds a recognizer's view for the length of its gesture):
/// a delegate that takes its scroll view out of its last owner in a callback (`scrollViewDidScroll`
/// mid-drag, `scrollViewDidZoom` mid-pinch) frees it only after the scroller has finished.
///
/// Motion lifetime: `idle ──drag──▶ dragging ──release──▶ decelerating | settling | idle`;
/// `decelerating ──stop──▶ idle`, `settling ──arrive──▶ idle`; `idle ──animated zoom, or a pinch
/// released past the zoom range──▶ zooming ──arrive──▶ idle`. A finger landing stops any motion
/// (a zoom animation jumps to its end); the view leaving its window stops it with no more
/// callbacks.
#if !hasFeature(Embedded)
@MainActor
#endif
package final class Scroller {
    /// What the scroll view is doing: each case carries the part that owns that motion. A plain
    /// value (no references), so reading and writing it on every drag step costs no reference
    /// counting.
    enum Motion: Equatable {
        case idle
        /// Following the finger.
        case dragging(ScrollDrag)
        /// Slowing down after a fling.
        case decelerating(Deceleration)
        /// Easing from one offset to another.
        case settling(ScrollSettle)
        /// Easing the zoom scale (and the offset with it).
        case zooming(ZoomAnimation)
    }

    /// The view that scrolls (its bounds' origin is the content offset).
    ///
    /// Ownership: `unowned(unsafe)` because the host owns this view (it is the host, or the host's
    /// engine view) and owns the scroller: the view outlives every call that reaches the scroller
    /// through the host, and calls from elsewhere hold the host first (``withHost(_:)``). It cannot
    /// dangle: nothing but the host keeps the scroller, and the deinit cuts the recognizers' and
    /// the delay recognizer's ways in.
    package unowned(unsafe) let view: View
    /// ``view``, for lending without a retain where the host is already held (a drag step).
    let viewReference: Unmanaged<View>
    /// The object that hears the callbacks.
    ///
    /// Ownership: `unowned(unsafe)` because the host owns the scroller, so it is alive whenever the
    /// scroller is reached through it; calls that reach the scroller another way hold it first
    /// (``withHost(_:)``), and the scroller's deinit cuts every such way in.
    package unowned(unsafe) let host: any ScrollerHost
    /// ``host`` when it is the scroller's own view (a toolkit ``ScrollView``): the drag step lends
    /// it, since the engine holds a recognizer's view for the length of its gesture.
    let viewHost: Unmanaged<ScrollView>?
    /// The pan that drags the content.
    package let pan = PanGestureRecognizer()
    /// The scroller as its recognizers' delegate and its frame timer see it.
    let link = ScrollerLink()
    /// The scroller's action on ``pan``, and on ``pinch`` while there is one.
    private var panAction = ActionToken.none
    var pinchAction: ActionToken?
    /// The recognizer that delays content touches.
    private(set) lazy var delay = ContentTouchDelayRecognizer(host: self)

    // Fields read on every drag update are marked `@exclusivity(unchecked)`, as in the engine: the
    // runtime's checks made a scroll-view pan update about 800 instructions dearer (callgrind,
    // docs/benchmarks.md). The scroller holds no long access to them across a call out.
    @exclusivity(unchecked) package var contentSize = Size(width: 0, height: 0) {
        willSet { view.checkThread("scroll view's contentSize") }
        didSet {
            let clean = Size(width: Self.sanitize(contentSize.width), height: Self.sanitize(contentSize.height))
            if clean != contentSize {
                report("contentSize \(contentSize) is not a finite size of 0 or more; using \(clean)")
                contentSize = clean
            }
        }
    }
    @exclusivity(unchecked) package var contentInset = EdgeInsets.zero {
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
    @exclusivity(unchecked) package var bounces = true {
        willSet { view.checkThread("scroll view's bounces") }
    }
    @exclusivity(unchecked) package var alwaysBounceVertical = false {
        willSet { view.checkThread("scroll view's alwaysBounceVertical") }
    }
    @exclusivity(unchecked) package var alwaysBounceHorizontal = false {
        willSet { view.checkThread("scroll view's alwaysBounceHorizontal") }
    }
    @exclusivity(unchecked) package var isPagingEnabled = false {
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
        didSet {
            minimumZoomScale = checkedZoomScale(minimumZoomScale, "minimumZoomScale", oldValue)
            updatePinch()
        }
    }
    package var maximumZoomScale = 1.0 {
        willSet { view.checkThread("scroll view's maximumZoomScale") }
        didSet {
            maximumZoomScale = checkedZoomScale(maximumZoomScale, "maximumZoomScale", oldValue)
            updatePinch()
        }
    }
    /// The scale of the view for zooming.
    package internal(set) var zoomScale = 1.0
    /// Whether a pinch may take the scale past the zoom range, which springs back when the fingers
    /// lift (default true).
    package var bouncesZoom = true {
        willSet { view.checkThread("scroll view's bouncesZoom") }
    }
    /// The pinch that zooms, while zooming is possible.
    package internal(set) var pinch: PinchGestureRecognizer?
    /// The pinch's zoom in progress.
    @exclusivity(unchecked) var pinchZoom: PinchZoom?
    /// The view a zoom animation scales, while ``motion`` is `zooming`. Weak: the delegate named
    /// it and the app may take it away mid-animation, which ends the animation with no more
    /// callbacks.
    /// (Strong in Embedded Swift, which has no weak references; the scroller lets go of it when
    /// the animation ends.)
    #if hasFeature(Embedded)
    var zoomAnimationView: View?
    #else
    weak var zoomAnimationView: View?
    #endif
    /// Whether a drag that starts mostly along one axis scrolls along that axis only.
    @exclusivity(unchecked) package var isDirectionalLockEnabled = false {
        willSet { view.checkThread("scroll view's isDirectionalLockEnabled") }
    }
    package var delaysContentTouches = true {
        willSet { view.checkThread("scroll view's delaysContentTouches") }
    }
    package var canCancelContentTouches = true {
        willSet { view.checkThread("scroll view's canCancelContentTouches") }
    }
    package var scrollsToTop = true {
        willSet { view.checkThread("scroll view's scrollsToTop") }
    }
    @exclusivity(unchecked) var motion = Motion.idle
    private var frameTimer: TimerToken?
    private var frameClock: (any GestureClock)?
    private var keptFrameHandler: (() -> Void)?
    /// Set while the host hears `didScroll`: an offset set then applies without a nested callback.
    @exclusivity(unchecked) private var isNotifyingScroll = false

    /// The highest rate accepted: at 1 or above a fling would never stop.
    static let maximumRate = 0.9999

    package init(view: View, host: any ScrollerHost) {
        self.view = view
        viewReference = Unmanaged.passUnretained(view)
        self.host = host
        viewHost = (host as? ScrollView).flatMap { $0 === view ? Unmanaged.passUnretained($0) : nil }
        link.scroller = self
        pan.name = "scroll view pan"
        pan.delegate = link
        // Ownership: unowned(unsafe), owner-cleared: the deinit removes this action before the
        // scroller goes, and the action holds the host while it runs.
        // The scroller itself is lent to the action (not retained on each call): it is alive
        // whenever the action can run, by the same rule.
        let me = Unmanaged.passUnretained(self)
        panAction = pan.addAction { pan in withLent(me) { $0.panned(pan) } }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(delay)
    }

    /// The pan and the pinch may outlive the scroller (their view and the engine hold them): their
    /// actions, which point to it `unowned(unsafe)`, go with it, and so does the delay
    /// recognizer's pointer.
    #if hasFeature(Embedded)
    deinit { tearDown() }
    #else
    isolated deinit { tearDown() }
    #endif

    private func tearDown() {
        pan.removeAction(panAction)
        if let pinch, let pinchAction { pinch.removeAction(pinchAction) }
        delay.host = nil
        link.scroller = nil
    }

    // MARK: Offsets

    package var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }
    package var isDecelerating: Bool {
        switch motion {
        case .decelerating: true
        case let .settling(settle): settle.ending == .didEndDecelerating
        default: false
        }
    }
    /// Whether the scale is springing back inside the zoom range.
    package var isZoomBouncing: Bool {
        if case let .zooming(animation) = motion { return animation.bounce }
        return false
    }

    package var contentOffset: Point { view.bounds.origin }

    /// Runs `body` holding the host (and so the view) until it returns. A scroller is alive only
    /// while its host is, or while such a call is under way; every call from outside the host
    /// starts here, so the host cannot be freed by its own delegate under the scroller's feet.
    package func withHost<R>(_ body: (Scroller) -> R) -> R {
        let host = self.host
        // Not `withExtendedLifetime(host) { … }`: a main-actor closure handed straight to the
        // standard library checks its executor on every call (docs/benchmarks.md).
        defer { extendLifetime(host) }
        return body(self)
    }

    /// The offsets the content can rest at now.
    var limits: ScrollLimits { limits(contentSize: contentSize) }

    /// The offsets the content can rest at with content of `size`.
    func limits(contentSize size: Size) -> ScrollLimits {
        limits(contentSize: size, view: view)
    }

    /// ``limits(contentSize:)`` with the scroller's view already in hand.
    func limits(contentSize size: Size, view: View) -> ScrollLimits {
        ScrollLimits(contentSize: size, inset: contentInset, viewSize: view.bounds.size)
    }

    /// Whether the finger moves the content along each axis: the content is larger than the view,
    /// or bouncing is forced.
    var scrollsHorizontally: Bool { scrolls(limits).horizontal }
    var scrollsVertically: Bool { scrolls(limits).vertical }

    /// Whether the content scrolls along each axis within `limits`.
    func scrolls(_ limits: ScrollLimits) -> ScrollDrag.Axes {
        ScrollDrag.Axes(horizontal: limits.maximum.x > limits.minimum.x || (bounces && alwaysBounceHorizontal),
                        vertical: limits.maximum.y > limits.minimum.y || (bounces && alwaysBounceVertical))
    }

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
            motion = .settling(ScrollSettle(from: contentOffset, to: offset, start: clock.now, ending: .didEndScrollingAnimation))
            scheduleFrame(on: clock)
        } else {
            moveContent(to: offset)
        }
    }

    /// A tap on the status bar: unless ``scrollsToTop`` is off or the host refuses, any motion
    /// stops and the content eases to its top (the least resting vertical offset, the horizontal
    /// one kept), ending with `didScrollToTop` (not `didEndScrollingAnimation`: UIKit sends only
    /// the former for it, as developers report). Content already at its top hears
    /// `didScrollToTop` at once, as does a view in no window after moving there. [OURS: UIKit does
    /// not say what happens at the top]
    package func scrollToTop() -> Bool {
        view.checkThread("scroll view's scrollToTop")
        guard scrollsToTop, host.scrollerShouldScrollToTop() else { return false }
        stopMotion()
        let top = Point(x: contentOffset.x, y: limits.minimum.y)
        if top != contentOffset, let clock = view.window?.clock {
            motion = .settling(ScrollSettle(from: contentOffset, to: top, start: clock.now, ending: .didScrollToTop))
            scheduleFrame(on: clock)
        } else {
            moveContent(to: top)
            host.scrollerDidScrollToTop()
        }
        return true
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
        // One strong reference for the uses that follow (each read of an `unowned(unsafe)` field
        // retains the view).
        moveContent(to: offset, view: view, host: host)
    }

    /// ``moveContent(to:)`` with the scroller's view and host already in hand (a drag step holds
    /// both: reading the host's `unowned(unsafe)` field again would retain and release it).
    func moveContent<Host: ScrollerHost>(to offset: Point, view: View, host: Host) {
        var bounds = view.bounds
        guard offset.isFinite, offset != bounds.origin else { return }
        bounds.origin = offset
        view.bounds = bounds
        guard !isNotifyingScroll else { return }
        isNotifyingScroll = true
        host.scrollerDidScroll()
        isNotifyingScroll = false
    }

    /// UIKit's projection (``Deceleration/projection(from:velocity:rate:)``) kept inside the
    /// offsets the content can rest at.
    package func projectedTarget(from offset: Point, velocity: Vector) -> Point {
        limits.clamped(Deceleration.projection(from: offset, velocity: velocity, rate: decelerationRate))
    }

    // MARK: Frames

    func scheduleFrame(on clock: any GestureClock) {
        frameClock = clock
        frameTimer = clock.schedule(at: clock.now + GestureConstants.scrollFrameInterval, frameHandler())
    }

    /// The clock handler of the frame timer: made once and kept, so that a fling allocates nothing
    /// per frame or per touch sequence. It holds the scroller's link, which reads nil once the
    /// scroller is gone.
    private func frameHandler() -> () -> Void {
        if let keptFrameHandler { return keptFrameHandler }
        let link = self.link
        let handler: () -> Void = {
            link.scroller?.withHost { scroller in
                scroller.frameTimer = nil
                scroller.step()
            }
        }
        keptFrameHandler = handler
        return handler
    }

    /// Stops any motion; a zoom animation jumps to its end with its callbacks, unless
    /// `finishingZoom` is false (the view left its window: no more callbacks).
    package func stopMotion(finishingZoom: Bool = true) {
        if let frameTimer, let frameClock { frameClock.cancel(frameTimer) }
        frameTimer = nil
        if !finishingZoom { zoomAnimationView = nil }
        if case let .zooming(animation) = motion {
            // A zoom animation is not left half-way: it jumps to its end.
            motion = .idle
            finishZoom(animation)
            return
        }
        if case .dragging = motion { return }
        motion = .idle
    }

    /// One frame: deceleration advances millisecond by millisecond up to the clock's time
    /// (``Deceleration``); settling and zoom animations ease towards their targets
    /// (``ScrollSettle``, ``ZoomAnimation``).
    private func step() {
        // The scroll view left its window: the motion ends there, with no more callbacks.
        guard let clock = view.window?.clock else { return stopMotion(finishingZoom: false) }
        switch motion {
        case .idle, .dragging:
            return
        case var .decelerating(fling):
            let (offset, stopped) = fling.advance(to: clock.now, from: contentOffset, rate: decelerationRate, limits: limits)
            motion = stopped ? .idle : .decelerating(fling)
            moveContent(to: offset)
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            finishStep(stopped: stopped, ending: .didEndDecelerating, clock: clock)
        case let .zooming(animation):
            guard let frame = animation.frame(at: clock.now) else {
                motion = .idle
                finishZoom(animation)
                return
            }
            guard let target = zoomAnimationView else { return stopMotion(finishingZoom: false) }
            apply(scale: frame.scale, to: target)
            moveContent(to: frame.offset)
            host.scrollerDidZoom()
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            if frameTimer == nil, case .zooming = motion { scheduleFrame(on: clock) }
        case let .settling(settle):
            let (offset, arrived) = settle.offset(at: clock.now)
            if arrived { motion = .idle }
            moveContent(to: offset)
            guard view.window != nil else { return stopMotion(finishingZoom: false) }
            finishStep(stopped: arrived, ending: settle.ending, clock: clock)
        }
    }

    /// After a frame's `didScroll`: the end callback once the motion stopped, else the next frame
    /// (unless the host changed the motion meanwhile).
    private func finishStep(stopped: Bool, ending: ScrollSettle.Ending, clock: any GestureClock) {
        if stopped {
            guard case .idle = motion, frameTimer == nil else { return }
            switch ending {
            case .didEndDecelerating: host.scrollerDidEndDecelerating()
            case .didEndScrollingAnimation: host.scrollerDidEndScrollingAnimation()
            case .didScrollToTop: host.scrollerDidScrollToTop()
            }
        } else if frameTimer == nil, view.window != nil {
            switch motion {
            case .decelerating, .settling: scheduleFrame(on: clock)
            case .idle, .dragging, .zooming: break
            }
        }
    }

    // MARK: Bad input

    private static func sanitize(_ value: Double) -> Double {
        value.isFinite ? Swift.max(0, value) : 0
    }

    func report(_ message: String) {
        let line = "\(view.gestureDebugName): \(message)"
        if let engine = view.window?.engine {
            engine.report(.misuse(line))
        } else {
            GestureEngine.reportDetached(.misuse(line))
        }
    }
}

extension Scroller: ContentTouchDelayHost {
    package func contentTouchDelayTouchDown() -> Bool {
        withHost { scroller in
            scroller.touchDown()
            return scroller.delaysContentTouches
        }
    }

    package func contentTouchDelayRefuses(_ touches: Set<Touch>, with event: Event?) -> Bool {
        withHost { scroller in
            touches.contains { touch in
                guard let view = touch.view, view !== scroller.view else { return false }
                return !scroller.host.scrollerTouchesShouldBegin(touches, with: event, in: view)
            }
        }
    }
}

/// The scroller where something must reach it without keeping it alive: the delegate of its pan
/// and pinch, and what its frame timer's handler holds.
///
/// Ownership: `unowned(unsafe)`, owner-cleared: the scroller holds its link and clears it in its
/// deinit, so the pointer is nil or a live scroller. (The recognizers hold their delegate weakly,
/// so the link, not the scroller, carries the side table that a weak reference brings.)
#if !hasFeature(Embedded)
@MainActor
#endif
package final class ScrollerLink: GestureRecognizerDelegate {
    unowned(unsafe) var scroller: Scroller?

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        scroller?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    package func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        scroller?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
    }
}
