/// The range of an absolute axis (`struct input_absinfo`): its current value, its limits, and its
/// resolution.
public struct AbsInfo: Hashable, Sendable {
    /// The axis's value when the description was taken.
    public var value: Int32
    /// The smallest value the device reports.
    public var minimum: Int32
    /// The largest value the device reports.
    public var maximum: Int32
    /// Noise the kernel filters out, in axis units.
    public var fuzz: Int32
    /// The dead zone, in axis units.
    public var flat: Int32
    /// Units per millimetre for positions, per radian for orientation, per degree for tilt; 0 when
    /// unknown.
    public var resolution: Int32

    /// Creates an axis range.
    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// `maximum - minimum`, as a Double (0 or negative for a range of zero width).
    @inlinable public var width: Double { Double(maximum) - Double(minimum) }

    /// Where `value` lies in the range, 0 at the minimum and 1 at the maximum; 0.5 for a range of
    /// zero width (which has no inside to measure).
    @inlinable public func fraction(_ value: Int32) -> Double {
        let width = width
        guard width > 0 else { return 0.5 }
        return (Double(value) - Double(minimum)) / width
    }
}
