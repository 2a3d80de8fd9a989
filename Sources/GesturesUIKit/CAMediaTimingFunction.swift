import Gestures

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: the cubic Bézier from (0, 0) to (1, 1) through two control points, mapping the
/// fraction of time elapsed (x) to the fraction of the change made (y).
///
/// The curve is evaluated exactly: x(s) = x is solved for the curve's parameter s as a cubic
/// equation (closed form, Cardano's method, or the trigonometric form when it has three real
/// roots), then y(s) is read. The predefined curves' control points are Apple's documented ones.
public final class CAMediaTimingFunction: Hashable, Sendable {
    /// The control points (x1, y1, x2, y2).
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// Whether the control points given were not finite (the curve is then linear; an animation
    /// added with it reports it).
    let wasNotFinite: Bool

    /// A curve through two control points; an x outside 0…1 is clamped there (the curve must be a
    /// function of time), and a value that is not finite makes the curve linear (reported when an
    /// animation with it is added).
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(exactly: [c1x, c1y, c2x, c2y].map(Double.init))
    }

    /// A curve through control points given as doubles (the named curves keep their decimals
    /// exactly, not rounded to `Float`).
    init(exactly values: [Double]) {
        if values.allSatisfy(\.isFinite) {
            x1 = Swift.max(0, Swift.min(1, values[0]))
            y1 = values[1]
            x2 = Swift.max(0, Swift.min(1, values[2]))
            y2 = values[3]
            wasNotFinite = false
        } else {
            (x1, y1, x2, y2) = (0, 0, 1, 1)
            wasNotFinite = true
        }
    }

    /// A predefined curve: linear (0, 0, 1, 1), ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1),
    /// ease in and out (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1). [DOC]
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(exactly: [0.42, 0, 1, 1])
        case .easeOut: self.init(exactly: [0, 0, 0.58, 1])
        case .easeInEaseOut: self.init(exactly: [0.42, 0, 0.58, 1])
        case .default: self.init(exactly: [0.25, 0.1, 0.25, 1])
        default: self.init(exactly: [0, 0, 1, 1])
        }
    }

    /// Writes the control point at `index` (0: the start, 1 and 2: the handles, 3: the end) into
    /// `values` as (x, y).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Double, Double) = switch index {
        case 1: (x1, y1)
        case 2: (x2, y2)
        case 3: (1, 1)
        default: (0, 0)
        }
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// The fraction of the change made when the fraction `x` of the time has passed (x clamped to
    /// 0…1).
    public func value(at x: Double) -> Double {
        let time = x.isNaN ? 0 : Swift.max(0, Swift.min(1, x))
        if time == 0 { return 0 }
        if time == 1 { return 1 }
        if x1 == y1 && x2 == y2 { return time }
        let s = Self.parameter(forX: time, x1, x2)
        return Self.coordinate(s, y1, y2)
    }

    /// B(s) for one coordinate of the curve with the given handle coordinates.
    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The parameter s in 0…1 where the curve's x is `x`: the root in 0…1 of
    /// a s³ + b s² + c s − x = 0 (x(s) only grows there, so there is one).
    static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        let a = 1 + 3 * x1 - 3 * x2, b = 3 * x2 - 6 * x1, c = 3 * x1
        let roots = cubicRoots(a, b, c, -x)
        let tolerance = 1e-9
        let inside = roots.filter { $0 >= -tolerance && $0 <= 1 + tolerance }
        // Of roots that round-off placed just outside, or doubled, the one whose x is closest.
        var s = Swift.max(0, Swift.min(1, (inside.isEmpty ? roots : inside).min { abs(coordinate($0, x1, x2) - x) < abs(coordinate($1, x1, x2) - x) } ?? x))
        // The closed form loses digits near a double root (a flat stretch of the curve); two
        // Newton steps on the same cubic bring the root back to the last bit where the slope allows.
        for _ in 0..<2 {
            let slope = (3 * a * s + 2 * b) * s + c
            guard abs(slope) > 1e-12 else { break }
            let next = s - (coordinate(s, x1, x2) - x) / slope
            guard next >= 0 && next <= 1 else { break }
            s = next
        }
        return s
    }

    /// The real roots of a s³ + b s² + c s + d = 0, in closed form.
    static func cubicRoots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        if abs(a) < 1e-12 {
            if abs(b) < 1e-12 { return abs(c) < 1e-12 ? [] : [-d / c] }
            let discriminant = c * c - 4 * b * d
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-c + root) / (2 * b), (-c - root) / (2 * b)]
        }
        // Depressed cubic t³ + p t + q = 0 with s = t − b / 3a.
        let (B, C, D) = (b / a, c / a, d / a)
        let p = C - B * B / 3
        let q = 2 * B * B * B / 27 - B * C / 3 + D
        let shift = -B / 3
        let discriminant = q * q / 4 + p * p * p / 27
        if discriminant > 0 {
            let root = discriminant.squareRoot()
            return [cbrt(-q / 2 + root) + cbrt(-q / 2 - root) + shift]
        }
        if p == 0 { return [shift] }
        // Three real roots: the trigonometric form.
        let r = 2 * (-p / 3).squareRoot()
        let phi = acos(Swift.max(-1, Swift.min(1, 3 * q / (p * r))))
        return (0..<3).map { k in r * cos((phi - 2 * Double.pi * Double(k)) / 3) + shift }
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        (lhs.x1, lhs.y1, lhs.x2, lhs.y2) == (rhs.x1, rhs.y1, rhs.x2, rhs.y2)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine([x1, y1, x2, y2]) }
}
