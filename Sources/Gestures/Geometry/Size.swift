/// A width and a height, in points.
nonisolated public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with no extent.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

nonisolated extension Size: CustomStringConvertible {
    public var description: String { "\(width)×\(height)" }
}
