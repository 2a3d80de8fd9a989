import Gestures

/// The offsets a scroll view's content can rest at: from minus the top and left insets to the
/// content's far edge plus its inset, never below the least. A value computed from the view's size,
/// the content size and the insets whenever a part needs it; it holds no reference.
struct ScrollLimits: Equatable {
    /// The least resting offset.
    let minimum: Point
    /// The greatest resting offset (never below ``minimum``).
    let maximum: Point

    /// The limits for content of `contentSize` with `inset`, in a view of `viewSize`.
    init(contentSize: Size, inset: EdgeInsets, viewSize: Size) {
        let min = Point(x: 0 - inset.left, y: 0 - inset.top)
        minimum = min
        maximum = Point(x: Swift.max(min.x, contentSize.width + inset.right - viewSize.width),
                        y: Swift.max(min.y, contentSize.height + inset.bottom - viewSize.height))
    }

    /// `offset` kept inside the limits, axis by axis.
    func clamped(_ offset: Point) -> Point {
        Point(x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
              y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
    }

    /// Whether `offset` is a resting offset.
    func contains(_ offset: Point) -> Bool { clamped(offset) == offset }
}
