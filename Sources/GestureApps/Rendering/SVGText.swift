import Gestures

/// The small text helpers of SVG output: numbers without exponents, escaped text, colours, and an
/// indenting element writer.
enum SVGText {
    /// Decimal places kept in coordinates and matrix entries: 1/10 000 of a point is far below a
    /// pixel, and a rotation matrix entry rounded there moves a corner 100 points away by at most
    /// 0.005 points. Our decision.
    static let decimalPlaces = 4

    /// Coordinates are clamped to ±this many points before printing, so that a view sent to an
    /// absurd place still prints as a plain decimal. A billion points is far off any screen. Our
    /// decision.
    static let largestMagnitude = 1e9

    /// `value` as a plain decimal with at most ``decimalPlaces`` places and no trailing zeros:
    /// `12`, `-0.5`, `0.7071`. Non-finite values print as `0`; `-0` prints as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = Swift.min(largestMagnitude, Swift.max(-largestMagnitude, value))
        var scale = 1.0
        for _ in 0..<decimalPlaces { scale *= 10 }
        let scaled = (clamped * scale).rounded()
        if scaled == 0 { return "0" }
        let units = Int64(scaled.magnitude)
        let divisor = Int64(scale)
        var text = scaled < 0 ? "-" : ""
        text += String(units / divisor)
        var fraction = units % divisor
        if fraction != 0 {
            var digits = decimalPlaces
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    /// `text` with the five XML special characters escaped, and control characters (which XML 1.0
    /// forbids) replaced by spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `#rrggbb` for a colour's red, green and blue (its alpha goes into a separate opacity).
    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var out = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((Swift.min(1, Swift.max(0, component)) * 255).rounded())
            out.append(digits[byte / 16])
            out.append(digits[byte % 16])
        }
        return out
    }

    /// The SVG `transform` value for a transform: `translate(x y)` when it only moves, the full
    /// `matrix(a b c d tx ty)` otherwise, nil for the identity.
    static func transform(_ t: Transform) -> String? {
        if t.isTranslation {
            if number(t.tx) == "0" && number(t.ty) == "0" { return nil }
            return "translate(\(number(t.tx)) \(number(t.ty)))"
        }
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number)
        return "matrix(\(entries.joined(separator: " ")))"
    }
}

/// Writes SVG elements one per line, indented by nesting depth.
struct SVGWriter {
    /// Indentation stops growing past this depth, so a very deep view tree costs linear, not
    /// quadratic, space. Our decision.
    static let maximumIndentDepth = 24

    private(set) var text = ""
    private var depth: Int

    /// Creates a writer whose first elements sit at `depth` (for a fragment placed inside others).
    init(depth: Int = 0) {
        self.depth = Swift.max(0, depth)
    }

    /// An attribute list: names and already-formatted values (escaped here).
    typealias Attributes = [(String, String)]

    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.format(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth = Swift.max(0, depth - 1)
        line("</\(name)>")
    }

    /// An element with no children.
    mutating func empty(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.format(attributes))/>")
    }

    /// An element holding only text.
    mutating func textElement(_ name: String, _ attributes: Attributes, _ content: String) {
        line("<\(name)\(Self.format(attributes))>\(SVGText.escaped(content))</\(name)>")
    }

    /// A line of markup written as it is (for the built-in asset fragments).
    mutating func raw(_ markup: String) {
        for part in markup.split(separator: "\n", omittingEmptySubsequences: true) {
            line(String(part.drop { $0 == " " }))
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: Swift.min(depth, Self.maximumIndentDepth))
        text += content
        text += "\n"
    }

    private static func format(_ attributes: Attributes) -> String {
        var out = ""
        for (name, value) in attributes {
            out += " \(name)=\"\(SVGText.escaped(value))\""
        }
        return out
    }
}
