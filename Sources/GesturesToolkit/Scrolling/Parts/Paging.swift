import Gestures

/// Where a paging scroll view settles after a drag: the nearest page, or the next one in the
/// fling's direction when the release is at least ``GestureConstants/pagingFlingSpeed`` fast. Pages
/// are the view's size, as UIKit's are; along an axis of a view with no size there are no pages and
/// the offset is only kept inside the limits. A pure function.
enum Paging {
    /// The page offset to settle on from `offset`, released at `velocity` (points per
    /// millisecond), for pages of `pageSize` inside `limits`.
    static func target(from offset: Point, velocity: Vector, pageSize: Size, limits: ScrollLimits) -> Point {
        Point(x: page(offset.x, velocity.dx, size: pageSize.width, min: limits.minimum.x, max: limits.maximum.x),
              y: page(offset.y, velocity.dy, size: pageSize.height, min: limits.minimum.y, max: limits.maximum.y))
    }

    private static func page(_ value: Double, _ v: Double, size: Double, min: Double, max: Double) -> Double {
        guard size > 0 else { return Swift.min(Swift.max(value, min), max) }
        var index = (value / size).rounded()
        if abs(v) >= GestureConstants.pagingFlingSpeed {
            index = v > 0 ? (value / size).rounded(.down) + 1 : (value / size).rounded(.up) - 1
        }
        return Swift.min(Swift.max(index * size, min), max)
    }
}
