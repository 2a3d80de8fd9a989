import Gestures

/// An eased change of the zoom scale, and of the offset with it: an animated `setZoomScale`,
/// `zoom(to:animated:)`, or a bounce back inside the zoom range after a pinch (`bounce`). It eases
/// out (cubic) over ``GestureConstants/scrollSettleDuration``, as ``ScrollSettle`` does, and ends
/// with `didEndZooming`. A value owned by the scroller's motion, and a pure function of the
/// clock's time; it holds no reference (the scroller holds the view it scales, weakly, so that the
/// motion stays a plain value that copies without reference counting).
struct ZoomAnimation: Equatable {
    let fromScale: Double
    let toScale: Double
    let from: Point
    let to: Point
    /// The clock time it started, in seconds.
    let start: Double
    /// Whether it springs back inside the zoom range after a pinch.
    let bounce: Bool

    /// The scale and offset at clock time `now`; nil once it has arrived (at ``toScale`` and ``to``).
    func frame(at now: Double) -> (scale: Double, offset: Point)? {
        let p = ScrollSettle.progress(at: now, since: start)
        guard p < 1 else { return nil }
        let eased = ScrollSettle.easeOut(p)
        return (fromScale + (toScale - fromScale) * eased,
                Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased))
    }
}
