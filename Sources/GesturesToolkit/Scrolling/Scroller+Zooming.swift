import Gestures

/// The scroller's zoom: the pinch that exists while the zoom range is open and its action
/// (``PinchZoom``), the scale applied to the view for zooming, and animated zooms and bounces
/// (``ZoomAnimation``).
extension Scroller {
    /// A new zoom-range end, or the old one (reported) when the new is not a finite scale above 0.
    func checkedZoomScale(_ value: Double, _ name: String, _ oldValue: Double) -> Double {
        guard !(value > 0 && value.isFinite) else { return value }
        report("\(name) \(value) is not a finite scale above 0; it stays \(oldValue)")
        return oldValue
    }

    func updatePinch() {
        if maximumZoomScale > minimumZoomScale {
            guard pinch == nil else { return }
            let pinch = PinchGestureRecognizer()
            pinch.name = "scroll view pinch"
            pinch.delegate = link
            // Ownership: unowned(unsafe), owner-cleared: the deinit (or the pinch's removal)
            // removes this action before the scroller goes, and the action holds the host while
            // it runs.
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
            pinchZoom = nil
            if case .dragging = motion { motion = .idle }
            return
        }
        switch pinch.state {
        case .began:
            guard let target = host.scrollerViewForZooming() else { return }
            stopMotion()
            pinchZoom = PinchZoom(view: target, scale: zoomScale, finger: pinch.location(in: view))
            host.scrollerWillBeginZooming(target)
            zoom(pinch)
        case .changed:
            zoom(pinch)
        case .ended, .cancelled:
            guard let zoom = pinchZoom else { return }
            pinchZoom = nil
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
                motion = .dragging(ScrollDrag(start: Point(x: contentOffset.x + t.x, y: contentOffset.y + t.y)))
            } else {
                moveContent(to: limits.clamped(contentOffset))
            }
            host.scrollerDidEndZooming(zoom.view, atScale: zoomScale)
        case .possible, .failed:
            break
        }
    }

    /// Scales the view for zooming about the content point that was under the fingers, which stays
    /// under their centroid (so the fingers pan as they pinch).
    private func zoom(_ pinch: PinchGestureRecognizer) {
        guard let zoom = pinchZoom, pinch.scale.isFinite else { return }
        let scale = PinchZoom.scale(zoom.startScale * pinch.scale, minimum: minimumZoomScale, maximum: maximumZoomScale,
                                    bounces: bouncesZoom)
        apply(scale: scale, to: zoom.view)
        let finger = pinch.location(in: view)
        let onScreen = Point(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
        moveContent(to: zoom.offset(at: scale, fingersOnScreen: onScreen))
        host.scrollerDidZoom()
    }

    /// Scales `target` by `scale` with its frame's origin at the content's origin; the content size
    /// follows the scaled frame, as UIKit's does.
    func apply(scale: Double, to target: View) {
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
        let offset = limits(contentSize: Size(width: target.bounds.size.width * scale, height: target.bounds.size.height * scale))
            .clamped(Point(x: (r.origin.x + r.size.width / 2) * scale - size.width / 2,
                           y: (r.origin.y + r.size.height / 2) * scale - size.height / 2))
        stopMotion()
        if animated, let clock = view.window?.clock, scale != zoomScale || offset != contentOffset {
            startZoomAnimation(target, to: scale, offset: offset, bounce: false, clock: clock)
            return
        }
        apply(scale: scale, to: target)
        moveContent(to: offset)
        host.scrollerDidZoom()
    }

    /// The offset, at `scale`, that keeps the content under `focus` (a point of the view's
    /// frame, relative to its top-left corner) where it is, kept inside the resting offsets for
    /// `target`'s size at that scale.
    private func zoomedOffset(keeping focus: Point, at scale: Double, for target: View) -> Point {
        let point = Point(x: (contentOffset.x + focus.x) / zoomScale, y: (contentOffset.y + focus.y) / zoomScale)
        let size = target.bounds.size
        return limits(contentSize: Size(width: size.width * scale, height: size.height * scale))
            .clamped(Point(x: point.x * scale - focus.x, y: point.y * scale - focus.y))
    }

    /// Starts easing the scale to `scale` about `focus` on the window's clock.
    private func animateZoom(_ target: View, to scale: Double, focus: Point, bounce: Bool, clock: any GestureClock) {
        let offset = zoomedOffset(keeping: focus, at: scale, for: target)
        startZoomAnimation(target, to: scale, offset: offset, bounce: bounce, clock: clock)
    }

    private func startZoomAnimation(_ target: View, to scale: Double, offset: Point, bounce: Bool, clock: any GestureClock) {
        zoomAnimationView = target
        motion = .zooming(ZoomAnimation(fromScale: zoomScale, toScale: scale, from: contentOffset, to: offset,
                                        start: clock.now, bounce: bounce))
        scheduleFrame(on: clock)
    }

    /// The end of a zoom animation: the final scale and offset, then `didEndZooming` (nothing when
    /// its view is gone, or the scroll view left its window).
    func finishZoom(_ animation: ZoomAnimation) {
        guard let target = zoomAnimationView else { return }
        zoomAnimationView = nil
        apply(scale: animation.toScale, to: target)
        moveContent(to: animation.to)
        host.scrollerDidZoom()
        host.scrollerDidEndZooming(target, atScale: zoomScale)
    }
}
