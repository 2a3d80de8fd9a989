/// An axis-aligned rectangle: an origin and a size, in points.
///
/// As with Core Graphics rectangles, a negative width or height is allowed and every edge accessor
/// (`minX`, `maxY`, …) standardizes it, so a rectangle means the same area whichever corner it names.
nonisolated public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from (the top-left one for a standardized rectangle).
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extent.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with no extent.
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The rectangle that stands for "no rectangle": the result of intersecting disjoint rectangles.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    @inlinable
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle covers no area (it is null, or its width or height is zero).
    @inlinable
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The width, always positive or zero.
    @inlinable
    public var width: Double { abs(size.width) }
    /// The height, always positive or zero.
    @inlinable
    public var height: Double { abs(size.height) }

    @inlinable
    public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    @inlinable
    public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    @inlinable
    public var midX: Double { origin.x + size.width / 2 }
    @inlinable
    public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    @inlinable
    public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    @inlinable
    public var midY: Double { origin.y + size.height / 2 }

    /// The centre point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// The same area with a positive width and height.
    @inlinable
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether the point lies inside the rectangle.
    ///
    /// The minimum edges are inside and the maximum edges are outside, as for Core Graphics, so two
    /// rectangles that share an edge never both contain a point on it.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share some area.
    ///
    /// Rectangles that only touch along an edge do not intersect: their common part has no area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The area the two rectangles share, or ``null`` when they share none.
    public func intersection(_ other: Rect) -> Rect {
        guard intersects(other) else { return .null }
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that holds both.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), x1 = Swift.max(maxX, other.maxX)
        let y0 = Swift.min(minY, other.minY), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by `dx` and `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` at the top and bottom (grown,
    /// for negative values).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The bounding box of the rectangle's four corners after the transform.
    public func applying(_ transform: Transform) -> Rect {
        if transform.isIdentity || isNull { return self }
        let corners = (
            Point(x: minX, y: minY).applying(transform), Point(x: maxX, y: minY).applying(transform),
            Point(x: minX, y: maxY).applying(transform), Point(x: maxX, y: maxY).applying(transform)
        )
        let x0 = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let x1 = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let y0 = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let y1 = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

nonisolated extension Rect: CustomStringConvertible {
    public var description: String { "{\(origin), \(size)}" }
}
