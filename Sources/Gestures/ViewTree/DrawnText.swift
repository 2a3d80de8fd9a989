/// Text a view draws over its background, for renderers: what a UIKit-shaped label shows. The
/// engine never reads it; touches and hit testing do not depend on it.
nonisolated package struct DrawnText: Hashable, Sendable {
    /// How lines line up in the view's bounds.
    nonisolated package enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// The lines to draw, top to bottom.
    package var lines: [String]
    /// The font size, in points.
    package var fontSize: Double
    /// Whether the font is bold.
    package var isBold: Bool
    /// The text's colour.
    package var color: Color
    /// The horizontal alignment.
    package var alignment: Alignment

    package init(lines: [String], fontSize: Double, isBold: Bool, color: Color, alignment: Alignment) {
        self.lines = lines
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
    }
}
