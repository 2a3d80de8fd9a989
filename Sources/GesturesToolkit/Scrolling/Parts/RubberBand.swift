import Gestures

/// Rubber-banding: how far the content follows a finger that pulls it past an edge.
///
/// A pull of `x` points past an edge, in a view of size `d` along that axis, moves the content
/// `(1 − 1 / (x · c / d + 1)) · d` beyond the edge, with `c` ``GestureConstants/rubberBandCoefficient``:
/// it follows the finger at first and never goes a whole view's size past the edge. Without
/// bouncing (or in a view with no size) the content stops at the edge. A pure function of the pull.
enum RubberBand {
    /// The offset shown for the unbanded offset `raw` along one axis whose resting offsets are
    /// `min…max`, in a view of `size` points along it.
    static func offset(_ raw: Double, min: Double, max: Double, size: Double, bounces: Bool) -> Double {
        let beyond = raw < min ? raw - min : raw > max ? raw - max : 0
        guard beyond != 0 else { return raw }
        let edge = beyond < 0 ? min : max
        guard bounces, size > 0 else { return edge }
        let x = abs(beyond)
        let moved = (1 - 1 / (x * GestureConstants.rubberBandCoefficient / size + 1)) * size
        return edge + (beyond < 0 ? -moved : moved)
    }
}
