/// A two-dimensional affine transform: a 3×3 matrix whose last column is `(0, 0, 1)`.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, the convention of Core Graphics, so a
/// transform built here has the same six numbers as its UIKit counterpart. A positive rotation angle
/// turns clockwise on screen, because `y` grows downwards.
///
/// `t1.concatenating(t2)` applies `t1` first and then `t2`. The `scaledBy`, `rotated` and
/// `translatedBy` methods put the new operation *before* the existing transform, as their Core
/// Graphics namesakes do: `view.transform = view.transform.scaledBy(x: 2, y: 2)` scales the view in
/// its own coordinates.
nonisolated public struct Transform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    @inlinable public static var identity: Transform { Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let (s, c) = Math.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    @inlinable
    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// Whether the transform is a pure translation (its linear part is the identity).
    @inlinable
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The determinant of the linear part; zero when the transform flattens the plane.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Whether the transform can be undone: its determinant is finite and non-zero.
    @inlinable
    public var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// This transform followed by `other`.
    @inlinable
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// The transform that undoes this one, or this transform unchanged when it cannot be inverted (as
    /// Core Graphics does).
    public func inverted() -> Transform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        // One division and four products (a view's window map is inverted after every change of
        // its transform): within an ulp or so of four quotients. A determinant so small or so large
        // that its reciprocal leaves the normal range divides instead, so nothing overflows.
        let reciprocal = 1 / det
        let ia: Double, ib: Double, ic: Double, id: Double
        if reciprocal.isNormal {
            (ia, ib, ic, id) = (d * reciprocal, -b * reciprocal, -c * reciprocal, a * reciprocal)
        } else {
            (ia, ib, ic, id) = (d / det, -b / det, -c / det, a / det)
        }
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A scale by `sx` and `sy` applied before this transform.
    @inlinable
    public func scaledBy(x sx: Double, y sy: Double) -> Transform {
        Transform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// A translation by `tx` and `ty` applied before this transform.
    @inlinable
    public func translatedBy(x tx: Double, y ty: Double) -> Transform {
        Transform(translationX: tx, y: ty).concatenating(self)
    }

    /// Applies only the linear part (no translation): the right map for vectors such as a pan's
    /// translation or velocity.
    @inlinable
    public func applyLinear(_ vector: Vector) -> Vector {
        Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
    }
}

nonisolated extension Point {
    /// The point mapped by a transform.
    @inlinable
    public func applying(_ t: Transform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

nonisolated extension Size {
    /// The size mapped by the linear part of a transform (its components may turn negative).
    @inlinable
    public func applying(_ t: Transform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

nonisolated extension Transform: CustomStringConvertible {
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
