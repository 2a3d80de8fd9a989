/// The few elementary functions the engine needs, written on the standard library alone.
///
/// `Gestures` imports neither Foundation nor the C library, so that it can run wherever Swift's
/// standard library does (embedded and WebAssembly targets included). Angles only ever reach a few
/// turns here, so a Cody–Waite reduction by π/2 and short Taylor series are accurate to about one
/// unit in the last place; the tests compare them with the C library.
nonisolated package enum Math {
    static let pi = 3.141592653589793
    static let halfPi = 1.5707963267948966
    static let quarterPi = 0.7853981633974483

    // π/2 split into three parts whose sum carries ~150 bits, so that `x - k·π/2` loses nothing for
    // |x| up to about 10⁹.
    private static let halfPi1 = 1.57079632673412561417e+00
    private static let halfPi2 = 6.07710050630396597660e-11
    private static let halfPi3 = 2.02226624871116645580e-21

    /// The sine and cosine of `x` (radians).
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        if abs(x) <= quarterPi { return (sinKernel(x), cosKernel(x)) }
        let k = (x / halfPi).rounded(.toNearestOrEven)
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
        let s = sinKernel(r), c = cosKernel(r)
        switch Int(k.truncatingRemainder(dividingBy: 4)) {
        case 0: return (s, c)
        case 1, -3: return (c, -s)
        case 2, -2: return (-s, -c)
        default: return (-c, s)
        }
    }

    package static func sin(_ x: Double) -> Double { sinCos(x).sin }
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }

    /// Taylor series of sine for |x| ≤ π/4; the first omitted term is below 10⁻¹⁹.
    private static func sinKernel(_ x: Double) -> Double {
        let z = x * x
        var p = 2.8114572543455206e-15
        p = p * z - 7.647163731819816e-13
        p = p * z + 1.6059043836821613e-10
        p = p * z - 2.505210838544172e-08
        p = p * z + 2.7557319223985893e-06
        p = p * z - 0.0001984126984126984
        p = p * z + 0.008333333333333333
        p = p * z - 0.16666666666666666
        return x + x * z * p
    }

    /// Taylor series of cosine for |x| ≤ π/4; the first omitted term is below 10⁻¹⁹.
    private static func cosKernel(_ x: Double) -> Double {
        let z = x * x
        var p = -1.5619206968586225e-16
        p = p * z + 4.779477332387385e-14
        p = p * z - 1.1470745597729725e-11
        p = p * z + 2.08767569878681e-09
        p = p * z - 2.755731922398589e-07
        p = p * z + 2.48015873015873e-05
        p = p * z - 0.001388888888888889
        p = p * z + 0.041666666666666664
        return 1 - 0.5 * z + z * z * p
    }

    /// The angle of the point `(x, y)` from the positive x axis, in (−π, π].
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 {
            return (x > 0 || (x == 0 && x.sign == .plus)) ? y : (y.sign == .minus ? -pi : pi)
        }
        if x == 0 { return y > 0 ? halfPi : -halfPi }
        if x.isInfinite || y.isInfinite {
            if x.isInfinite && y.isInfinite {
                let base = x > 0 ? quarterPi : 3 * quarterPi
                return y > 0 ? base : -base
            }
            if x.isInfinite { return x > 0 ? (y > 0 ? 0.0 : -0.0) : (y > 0 ? pi : -pi) }
            return y > 0 ? halfPi : -halfPi
        }
        let ax = abs(x), ay = abs(y)
        // atan of the smaller ratio keeps the argument in [0, 1].
        var angle = ay <= ax ? atanUnit(ay / ax) : halfPi - atanUnit(ax / ay)
        if x < 0 { angle = pi - angle }
        return y < 0 ? -angle : angle
    }

    /// atan(z) for 0 ≤ z ≤ 1.
    private static func atanUnit(_ z: Double) -> Double {
        // Reduce around π/4, then halve the angle once, leaving |u| ≤ tan(π/16) ≈ 0.199.
        var base = 0.0
        var u = z
        if z > 0.41421356237309503 {  // tan(π/8)
            base = quarterPi
            u = (z - 1) / (z + 1)
        }
        let h = u / (1 + (1 + u * u).squareRoot())
        let w = h * h
        var p = 0.04
        p = p * w - 0.043478260869565216
        p = p * w + 0.047619047619047616
        p = p * w - 0.05263157894736842
        p = p * w + 0.058823529411764705
        p = p * w - 0.06666666666666667
        p = p * w + 0.07692307692307693
        p = p * w - 0.09090909090909091
        p = p * w + 0.1111111111111111
        p = p * w - 0.14285714285714285
        p = p * w + 0.2
        p = p * w - 0.3333333333333333
        return base + 2 * (h + h * w * p)
    }

    /// e raised to `x`: a reduction by ln 2 and a Taylor series, accurate to about an ulp.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let ln2Hi = 6.93147180369123816490e-01, ln2Lo = 1.90821492927058770002e-10
        let k = (x / 0.6931471805599453).rounded(.toNearestOrEven)
        let r = (x - k * ln2Hi) - k * ln2Lo
        var p = 1.6059043836821613e-10
        p = p * r + 2.08767569878681e-09
        p = p * r + 2.505210838544172e-08
        p = p * r + 2.755731922398589e-07
        p = p * r + 2.7557319223985893e-06
        p = p * r + 2.48015873015873e-05
        p = p * r + 0.0001984126984126984
        p = p * r + 0.001388888888888889
        p = p * r + 0.008333333333333333
        p = p * r + 0.041666666666666664
        p = p * r + 0.16666666666666666
        p = p * r + 0.5
        let e = 1 + r + r * r * p
        let exponent = Int(k)
        // Scale by 2^k in two steps so that neither factor overflows or underflows on its own.
        let half = exponent / 2
        return e * Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: exponent - half, significand: 1)
    }

    /// The angle `a` brought into (−π, π].
    package static func normalizedAngle(_ a: Double) -> Double {
        guard a.isFinite else { return a }
        var r = a.truncatingRemainder(dividingBy: 2 * pi)
        if r > pi { r -= 2 * pi } else if r <= -pi { r += 2 * pi }
        return r
    }
}
