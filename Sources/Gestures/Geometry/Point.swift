/// A location in a two-dimensional coordinate space, in points.
///
/// Coordinates grow to the right (`x`) and downwards (`y`), as on every touch screen and in UIKit.
/// The type mirrors the shape of Core Graphics' point so that UIKit code reads the same, but it is
/// our own type: importing Foundation beside `Gestures` causes no clash.
nonisolated public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; it grows downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    /// Whether both coordinates are finite numbers (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point moved by a vector.
    @inlinable
    public static func + (point: Point, offset: Vector) -> Point {
        Point(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    /// The point moved against a vector.
    @inlinable
    public static func - (point: Point, offset: Vector) -> Point {
        Point(x: point.x - offset.dx, y: point.y - offset.dy)
    }

    /// The vector that leads from `other` to this point.
    @inlinable
    public static func - (point: Point, other: Point) -> Vector {
        Vector(dx: point.x - other.x, dy: point.y - other.y)
    }

    /// Moves the point by a vector.
    @inlinable
    public static func += (point: inout Point, offset: Vector) {
        point.x += offset.dx
        point.y += offset.dy
    }

    /// The straight-line distance to another point, in points.
    @inlinable
    public func distance(to other: Point) -> Double {
        (other - self).length
    }
}

nonisolated extension Point: CustomStringConvertible {
    /// `(x, y)` with the shortest decimal form of each coordinate.
    public var description: String { "(\(x), \(y))" }
}
