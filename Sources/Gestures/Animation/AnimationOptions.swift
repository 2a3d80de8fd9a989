extension View {
    /// Options of ``View/animate(withDuration:delay:options:animations:completion:)``, with UIKit's
    /// names and raw values.
    nonisolated public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Let the animating views receive touches (by default they do not, while they animate).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen now (ours always do: kept for source compatibility).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at both ends: the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }
}

/// How an animation's progress follows time.
nonisolated enum AnimationCurve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A damped spring: `damping` is the damping ratio (1 settles without overshoot, less
    /// oscillates); `velocity` the initial speed, in animation lengths per second.
    case spring(damping: Double, velocity: Double)

    /// The progress (0 at the start, 1 at the end, possibly overshooting for springs) after the
    /// fraction `t` (0…1) of the duration `duration` seconds.
    func progress(at t: Double, duration: Double) -> Double {
        let t = Swift.min(Swift.max(t, 0), 1)
        switch self {
        case .linear: return t
        // The standard cubic Bézier timing curves (as in CSS and Core Animation).
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: t)
        case let .spring(damping, velocity):
            return Self.spring(damping: damping, velocity: velocity, at: t * duration, duration: duration)
        }
    }

    /// y at the x = `x` of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2): Newton's method on x(s), with bisection when it stalls.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A damped spring from 0 to 1 that settles (within 0.1%) at `duration`.
    static func spring(damping: Double, velocity: Double, at time: Double, duration: Double) -> Double {
        guard duration > 0, time < duration else { return 1 }
        let zeta = Swift.max(damping, 0.01)
        // ln(1000): the envelope e^(−ζ·ω·t) falls to 0.001 at the end of the duration.
        let omega = 6.907755278982137 / (Swift.min(zeta, 1) * duration)
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = Math.exp(-zeta * omega * time)
            let (s, c) = Math.sinCos(omegaD * time)
            return 1 - envelope * (c + (zeta * omega - velocity) / omegaD * s)
        }
        let envelope = Math.exp(-omega * time)
        return 1 - envelope * (1 + (omega - velocity) * time)
    }
}
