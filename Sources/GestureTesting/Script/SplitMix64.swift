/// A small, fast, seeded pseudo-random generator (SplitMix64): the same seed always gives the same
/// numbers, on every platform and toolchain.
///
/// Touch scripts use it for jitter, so that a "noisy" gesture is still reproducible. It is not
/// suitable for anything that needs unpredictability.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let offset = random.nextSigned(amplitude: 0.5)   // in [-0.5, 0.5)
/// ```
///
/// The standard library's `Double.random(in:using:)` is deliberately not used for the conversion
/// to floating point: its algorithm is not part of its contract, and a different toolchain could
/// turn the same bits into different doubles.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        // Weyl step by the golden-ratio increment, then a 64-bit finalizer (Steele, Lea, Flood).
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1), from the top 53 bits of ``next()``.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in [−amplitude, amplitude).
    public mutating func nextSigned(amplitude: Double) -> Double {
        (nextUnit() * 2 - 1) * amplitude
    }
}
