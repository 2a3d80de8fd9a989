/// Distances inward from the four edges of a rectangle, in points: UIKit's `UIEdgeInsets`.
nonisolated public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every distance is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

nonisolated extension EdgeInsets: CustomStringConvertible {
    /// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` writes them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
