/// An eased change of the zoom scale, and of the offset with it: an animated `setZoomScale`,
/// `zoom(to:animated:)`, or a bounce back inside the zoom range after a pinch (`bounce`). It eases
/// out (cubic) over ``GestureConstants/scrollSettleDuration``, as ``ScrollSettle`` does, and ends
/// with `didEndZooming`.
///
/// Ownership: it holds the view it scales weakly, as the scroller does not own that view (the
/// delegate names it, and the app may take it away mid-animation); an animation whose view is gone
/// ends with no more callbacks.
struct ZoomAnimation {
    /// The view it scales.
    weak var view: View?
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
