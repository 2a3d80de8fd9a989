import Gestures

/// A 2-D affine transform with Core Graphics' layout and conventions: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty); `scaledBy`, `rotated` and `translatedBy` apply the new
/// operation before the existing transform; positive angles turn clockwise on a y-down screen.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(Transform(translationX: Double(tx), y: Double(ty)))
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(Transform(scaleX: Double(sx), y: Double(sy)))
    }

    public init(rotationAngle angle: CGFloat) {
        self.init(Transform(rotationAngle: Double(angle)))
    }

    public var isIdentity: Bool { transform.isIdentity }

    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform.scaledBy(x: Double(sx), y: Double(sy)))
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform.rotated(by: Double(angle)))
    }

    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform.translatedBy(x: Double(tx), y: Double(ty)))
    }

    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform.concatenating(other.transform))
    }

    public func inverted() -> CGAffineTransform {
        CGAffineTransform(transform.inverted())
    }

    // The engine's transform with the same entries.
    init(_ t: Transform) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    var transform: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    /// The point mapped by a transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(point.applying(t.transform))
    }

    init(_ p: Point) {
        self.init(x: CGFloat(p.x), y: CGFloat(p.y))
    }

    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    /// The size mapped by the linear part of a transform.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let s = Size(width: Double(width), height: Double(height)).applying(t.transform)
        return CGSize(width: CGFloat(s.width), height: CGFloat(s.height))
    }

    init(_ s: Size) {
        self.init(width: CGFloat(s.width), height: CGFloat(s.height))
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    /// The bounding box of the rectangle's corners after the transform.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        CGRect(rect.applying(t.transform))
    }

    init(_ r: Rect) {
        self.init(x: CGFloat(r.origin.x), y: CGFloat(r.origin.y), width: CGFloat(r.size.width),
                  height: CGFloat(r.size.height))
    }

    var rect: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}
