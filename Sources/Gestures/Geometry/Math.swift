/// The few elementary functions the engine needs, written on the standard library alone.
///
/// `Gestures` imports neither Foundation nor the C library, so that it can run wherever Swift's
/// standard library does (embedded and WebAssembly targets included). Angles only ever reach a few
/// turns here, so a Cody–Waite reduction by π/2 (sine and cosine), a reduction to the nearest
/// eighth (arctangent) and short Taylor series are accurate to an ulp or two; the tests compare
/// them with the C library over dense sweeps.
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
        // Past 10⁹ the reduction below loses the angle (and past about 10²⁸⁰ it overflows); an
        // angle that large has no meaningful fraction of a turn left, so any point on the circle
        // is as right as another: take the remainder by 2π, which at least stays finite.
        if abs(x) > 1e9 { return sinCos(x.truncatingRemainder(dividingBy: 2 * pi)) }
        let k = (x / halfPi).rounded(.toNearestOrEven)
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
        let s = sinKernel(r), c = cosKernel(r)
        // The quadrant: k modulo 4 (|k| < 10⁹ here; two's complement keeps the residue right for
        // a negative k).
        let quadrant = Int(k) & 3
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    package static func sin(_ x: Double) -> Double { sinCos(x).sin }
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }

    // The kernels evaluate their polynomials in Estrin's scheme: pairs of terms first, then the
    // pairs combined with z², z⁴. Horner's rule would chain every multiply and add one after the
    // other; these chains are three steps long, so a rotation's angle costs a fraction of the
    // time (the multiplies of one level run side by side).

    /// Taylor series of sine for |x| ≤ π/4; the first omitted term is below 10⁻¹⁹.
    @inline(__always)
    private static func sinKernel(_ x: Double) -> Double {
        let z = x * x, z2 = z * z
        let p01 = -0.16666666666666666 + 0.008333333333333333 * z
        let p23 = -0.0001984126984126984 + 2.7557319223985893e-06 * z
        let p45 = -2.505210838544172e-08 + 1.6059043836821613e-10 * z
        let p67 = -7.647163731819816e-13 + 2.8114572543455206e-15 * z
        let p = (p01 + z2 * p23) + (z2 * z2) * (p45 + z2 * p67)
        return x + x * z * p
    }

    /// Taylor series of cosine for |x| ≤ π/4; the first omitted term is below 10⁻¹⁹.
    @inline(__always)
    private static func cosKernel(_ x: Double) -> Double {
        let z = x * x, z2 = z * z
        let p01 = 0.041666666666666664 - 0.001388888888888889 * z
        let p23 = 2.48015873015873e-05 - 2.755731922398589e-07 * z
        let p45 = 2.08767569878681e-09 - 1.1470745597729725e-11 * z
        let p67 = 4.779477332387385e-14 - 1.5619206968586225e-16 * z
        let p = (p01 + z2 * p23) + (z2 * z2) * (p45 + z2 * p67)
        return 1 - 0.5 * z + z2 * p
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
    ///
    /// z is taken to the nearest eighth c = k/8, whose arctangent is a constant: atan(z) =
    /// atan(c) + atan(u) with u = (z − c) / (1 + z·c), and |u| ≤ 1/16, where seven terms of the
    /// Taylor series of atan(u) leave a relative error below 10⁻¹⁸. One division, no square root,
    /// and a polynomial in Estrin's scheme: a short chain of dependent operations.
    private static func atanUnit(_ z: Double) -> Double {
        let k = Int(z * 8 + 0.5)
        let c = Double(k) * 0.125
        // For the nearest eighth 0 the quotient is z itself (exactly): no division then.
        let u = k == 0 ? z : (z - c) / (1 + z * c)
        let w = u * u, w2 = w * w
        let p01 = -0.3333333333333333 + 0.2 * w
        let p23 = -0.14285714285714285 + 0.1111111111111111 * w
        let p45 = -0.09090909090909091 + 0.07692307692307693 * w
        let p = p01 + w2 * (p23 + w2 * p45)
        let (high, low) = arctangentOfEighth(k)
        return high + (low + (u + u * w * p))
    }

    /// atan(k/8) for k in 0...8, as the double nearest it and the remainder (computed to 200 bits
    /// with mpmath).
    @inline(__always)
    private static func arctangentOfEighth(_ k: Int) -> (Double, Double) {
        switch k {
        case 0: (0, 0)
        case 1: (0.12435499454676144, -3.1253241424539383e-18)
        case 2: (0.24497866312686414, 1.0698755618734451e-17)
        case 3: (0.35877067027057225, -2.4623815582638635e-17)
        case 4: (0.4636476090008061, 2.2698777452961687e-17)
        case 5: (0.5585993153435624, -5.4556305485916264e-18)
        case 6: (0.6435011087932844, 1.5834785051444286e-17)
        case 7: (0.7188299996216245, -2.1478388444456983e-17)
        default: (0.7853981633974483, 3.061616997868383e-17)
        }
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
        // Within one turn the remainder is `a` itself (exactly): the difference of two angles of
        // (−π, π], a rotation's step on every move, skips the division the remainder costs.
        var r = abs(a) < 2 * pi ? a : a.truncatingRemainder(dividingBy: 2 * pi)
        if r > pi { r -= 2 * pi } else if r <= -pi { r += 2 * pi }
        return r
    }
}
