import Gestures

/// The scroller's drag: its pan's questions and action, following the finger (``ScrollDrag``,
/// ``RubberBand``), and the release into a fling (``Deceleration``), a page (``Paging``) or a settle
/// (``ScrollSettle``).
extension Scroller {
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
        let scrolls = scrolls(limits)
        guard scrolls.horizontal || scrolls.vertical else { return false }
        let t = pan.translation(in: nil)
        if !scrolls.horizontal && abs(t.x) > abs(t.y) { return false }
        if !scrolls.vertical && abs(t.y) > abs(t.x) { return false }
        if !bounces && isPushedPastEdge() { return false }
        for touch in pan.sequenceTouches where touch.isDeliveredToView {
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
        let offset = contentOffset, limits = limits
        let min = limits.minimum, max = limits.maximum
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

    /// The pan's action: one drag step, with the host alive for all of it and handed down with
    /// the view, each read once (every read of their `unowned(unsafe)` fields would retain and
    /// release them).
    func panned(_ pan: PanGestureRecognizer) {
        if let viewHost {
            // The host is the pan's own view, which the engine holds while the pan takes part in
            // a gesture (`Engagement.node`), and its actions run only then: lent, not retained
            // (a retain and a release per update, two atomic operations, saved). A host that is
            // not the view (a UIKit scroll view's) is held for the step, as `withHost` holds it.
            withLent(viewHost) { host in panned(pan, view: host, host: host) }
            return
        }
        let host = self.host
        defer { extendLifetime(host) }
        // The view is lent for the whole step: the host owns it, and the step holds the host.
        withLent(viewReference) { view in panned(pan, view: view, host: host) }
    }

    /// Generic over the host, as the steps it calls are: a host lent as its own type (the
    /// scroll view that is its own view) goes down to its `scrollerDidScroll()` as it is. Boxed
    /// in an `any ScrollerHost`, it was counted once more for the box on every update (callgrind:
    /// a retain and a release, 42 instructions of a scroll-view pan's 1,450).
    private func panned<Host: ScrollerHost>(_ pan: PanGestureRecognizer, view: View, host: Host) {
        // Taken out of its window (by a delegate, mid-drag): the drag ends there, with no more
        // callbacks, as any motion does when the view leaves its window.
        guard view.isInWindow else {
            if case .dragging = motion { motion = .idle }
            return
        }
        switch pan.state {
        case .began:
            stopMotion()
            motion = .dragging(ScrollDrag(start: contentOffset))
            host.scrollerWillBeginDragging()
            follow(pan, view: view, host: host)
        case .changed:
            follow(pan, view: view, host: host)
        case .ended, .cancelled:
            guard case .dragging = motion else { return }
            release(velocity: pan.velocity(in: view))
        case .possible, .failed:
            break
        }
    }

    /// Moves the content against the finger, rubber-banded past the edges.
    private func follow<Host: ScrollerHost>(_ pan: PanGestureRecognizer, view: View, host: Host) {
        // While zooming, the pinch moves the content with the fingers' centroid.
        guard pinchZoom == nil, case var .dragging(drag) = motion else { return }
        let limits = limits(contentSize: contentSize, view: view)
        let scrolls = scrolls(limits)
        let setting = ScrollDrag.Setting(scrollsHorizontally: scrolls.horizontal, scrollsVertically: scrolls.vertical,
                                         isDirectionalLockEnabled: isDirectionalLockEnabled, bounces: bounces)
        // The velocity only decides the axes, on the drag's first movement with a direction.
        let velocity = drag.axes == nil ? pan.velocity(in: view) : .zero
        let decided = drag.axes != nil
        let bounds = view.bounds
        let offset = drag.offset(translation: pan.translation(in: view), velocity: velocity,
                                 current: bounds.origin, limits: limits, viewSize: bounds.size, setting: setting)
        // Only the axes change, once: the motion is written back when they were decided now.
        if !decided { motion = .dragging(drag) }
        moveContent(to: offset, view: view, host: host)
    }

    /// The finger lifted with `fingerVelocity` (points per second): ask the host where to go, then
    /// decelerate, settle, or stop.
    private func release(velocity fingerVelocity: Point) {
        let limits = limits
        let scrolls = scrolls(limits)
        func perMillisecond(_ v: Double, _ scrolls: Bool) -> Double {
            scrolls && v.isFinite ? -v / 1000 : 0
        }
        let velocity = Vector(dx: perMillisecond(fingerVelocity.x, scrolls.horizontal),
                              dy: perMillisecond(fingerVelocity.y, scrolls.vertical))
        let offset = contentOffset
        let natural = isPagingEnabled
            ? Paging.target(from: offset, velocity: velocity, pageSize: view.bounds.size, limits: limits)
            : projectedTarget(from: offset, velocity: velocity)
        var target = natural
        host.scrollerWillEndDragging(velocity: Point(x: velocity.dx, y: velocity.dy), targetContentOffset: &target)
        if !target.isFinite {
            report("targetContentOffset \(target) from the delegate is not finite; using \(natural)")
            target = natural
        }
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        let momentum = !isPagingEnabled && target == natural && self.limits.contains(offset)
            && speed >= GestureConstants.decelerationStopSpeed
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
            motion = .decelerating(Deceleration(velocity: velocity, rate: decelerationRate, start: clock.now, target: target))
        } else {
            motion = .settling(ScrollSettle(from: offset, to: target, start: clock.now, ending: .didEndDecelerating))
        }
        scheduleFrame(on: clock)
    }
}
