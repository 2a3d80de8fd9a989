import Gestures

/// An eased move of the content offset: a springing back from past an edge, a snap to a page, a
/// move to a target a delegate chose, an animated `setContentOffset`, or a scroll to the top. It eases out (cubic) from
/// `from` to `to` over ``GestureConstants/scrollSettleDuration``. A value owned by the scroller's
/// motion, and a pure function of the clock's time; it holds no reference.
struct ScrollSettle: Equatable {
    let from: Point
    let to: Point
    /// The clock time it started, in seconds.
    let start: Double
    /// The callback it ends with.
    let ending: Ending

    /// The callback a settle ends with, which says what started it.
    enum Ending: Equatable {
        /// It follows a drag (the scroll view reads as decelerating meanwhile).
        case didEndDecelerating
        /// An animated `setContentOffset`.
        case didEndScrollingAnimation
        /// A tap on the status bar.
        case didScrollToTop
    }

    /// The offset at clock time `now`, and whether it has arrived (then the offset is `to`).
    func offset(at now: Double) -> (offset: Point, arrived: Bool) {
        let p = Self.progress(at: now, since: start)
        guard p < 1 else { return (to, true) }
        let eased = Self.easeOut(p)
        return (Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased), false)
    }

    /// The fraction of ``GestureConstants/scrollSettleDuration`` gone at `now`, at most 1.
    static func progress(at now: Double, since start: Double) -> Double {
        Swift.min(1, (now - start) / GestureConstants.scrollSettleDuration)
    }

    /// The cubic ease-out `1 − (1 − p)³` of progress `p`.
    static func easeOut(_ p: Double) -> Double {
        1 - (1 - p) * (1 - p) * (1 - p)
    }
}
