extension TouchScript {
    /// How a moving finger covers its distance over a gesture's duration.
    ///
    /// ``value(at:)`` maps the fraction of time elapsed, u in [0, 1], to the fraction of the
    /// distance covered; every curve starts at 0 and ends at 1.
    ///
    /// ```swift
    /// script.drag(from: Point(x: 20, y: 200), to: Point(x: 300, y: 200), duration: 0.15, easing: .fling)
    /// ```
    public enum Easing: Hashable, Sendable, CaseIterable {
        /// Constant speed, `u`. The finger arrives moving, rests one frame at the end, then lifts:
        /// a pan ends with the drag's speed as its velocity.
        case linear
        /// Fast start, gentle arrival, `1 − (1 − u)³`. The finger comes to rest at the end, stays one
        /// frame, then lifts: the velocity at the end is about zero.
        case easeOut
        /// A flick, `u²`: the finger accelerates and lifts in the very frame it reaches the end, at
        /// its fastest (twice the average speed), without resting.
        case fling

        /// The fraction of the distance covered after the fraction `u` of the time (clamped to
        /// [0, 1]; NaN counts as 0).
        public func value(at u: Double) -> Double {
            let u = u >= 1 ? 1 : (u > 0 ? u : 0)
            switch self {
            case .linear:
                return u
            case .easeOut:
                let rest = 1 - u
                return 1 - rest * rest * rest
            case .fling:
                return u * u
            }
        }

        /// Whether the finger lifts in the frame it arrives (true) or rests there one frame first.
        var liftsWhileMoving: Bool {
            switch self {
            case .linear, .easeOut: false
            case .fling: true
            }
        }
    }
}
