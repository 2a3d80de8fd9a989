/// A displacement in a two-dimensional coordinate space: a translation, a velocity or a difference of
/// points.
nonisolated public struct Vector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component; positive is downwards.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector of a point's coordinates, as measured from the origin.
    @inlinable
    public init(_ point: Point) {
        self.dx = point.x
        self.dy = point.y
    }

    /// The null vector.
    @inlinable public static var zero: Vector { Vector(dx: 0, dy: 0) }

    /// The Euclidean length.
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// Whether both components are finite numbers.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    @inlinable
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    @inlinable
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    @inlinable
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }

    @inlinable
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    @inlinable
    public static func * (factor: Double, vector: Vector) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    @inlinable
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
    }

    @inlinable
    public static func += (lhs: inout Vector, rhs: Vector) {
        lhs.dx += rhs.dx
        lhs.dy += rhs.dy
    }

    /// The vector's components as a point, the form UIKit uses for translations and velocities.
    @inlinable
    public var asPoint: Point { Point(x: dx, y: dy) }
}

nonisolated extension Vector: CustomStringConvertible {
    public var description: String { "<\(dx), \(dy)>" }
}
