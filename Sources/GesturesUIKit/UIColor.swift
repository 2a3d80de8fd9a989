import Gestures

/// A colour, for views' backgrounds.
public final class UIColor: Hashable, Sendable {
    let color: Color

    /// Creates a colour from components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), alpha: Double(alpha))
    }

    init(_ color: Color) {
        self.color = color
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(alpha)))
    }

    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
    public static let darkGray = UIColor(.darkGray)
    public static let lightGray = UIColor(.lightGray)
    public static let gray = UIColor(.gray)
    public static let red = UIColor(.red)
    public static let green = UIColor(.green)
    public static let blue = UIColor(.blue)
    public static let yellow = UIColor(.yellow)
    public static let orange = UIColor(.orange)
    public static let systemBackground = UIColor(.white)

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
