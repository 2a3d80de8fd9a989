import Gestures

/// A font: its size is what layout needs here; the name is recorded for renderers.
public final class UIFont: Hashable, Sendable {
    /// The font's family name ("System" for the system fonts).
    public let fontName: String
    /// The size, in points.
    public let pointSize: CGFloat
    /// Whether the system font is bold.
    public let isBold: Bool

    /// A named font at a size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        pointSize = fontSize
        isBold = false
    }

    private init(system size: CGFloat, bold: Bool) {
        fontName = "System"
        pointSize = size
        isBold = bold
    }

    /// The system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, bold: false) }

    /// The system font at a size and weight; drawn bold from `.semibold` up (renderers draw two
    /// weights).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    /// The weights of the system font, with UIKit's values.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }
    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, bold: true) }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        fontName == "System" ? UIFont(system: fontSize, bold: isBold) : UIFont(name: fontName, size: fontSize)!
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.isBold == rhs.isBold
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

/// How text lines up in its bounds.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A view that shows a line or more of text. Interaction starts off, as in UIKit. The text, font,
/// colour and alignment go to renderers (the SVG pictures draw them, centred vertically as UIKit
/// does); ``sizeToFit()`` estimates the size from the font.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? {
        willSet { node.checkThread("UILabel.text") }
        didSet { refreshDrawnText() }
    }
    /// The font (the 17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        willSet { node.checkThread("UILabel.font") }
        didSet { refreshDrawnText() }
    }
    /// The text's colour (black by default).
    open var textColor: UIColor! = .black {
        willSet { node.checkThread("UILabel.textColor") }
        didSet { refreshDrawnText() }
    }
    /// How the text lines up.
    open var textAlignment: NSTextAlignment = .natural {
        willSet { node.checkThread("UILabel.textAlignment") }
        didSet { refreshDrawnText() }
    }
    /// At most this many lines; 0 for any number (1 by default).
    open var numberOfLines = 1 {
        willSet { node.checkThread("UILabel.numberOfLines") }
        didSet { refreshDrawnText() }
    }

    /// The lines shown: the text's lines, at most ``numberOfLines`` of them.
    private var shownLines: [String] {
        let lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return numberOfLines == 0 ? lines : Array(lines.prefix(numberOfLines))
    }

    /// Hands what is shown to the engine view, where renderers (the SVG pictures) draw it.
    private func refreshDrawnText() {
        invalidateIntrinsicContentSize()
        guard let text, !text.isEmpty else {
            node.drawnText = nil
            return
        }
        let font = font ?? .systemFont(ofSize: 17)
        let alignment: DrawnText.Alignment = switch textAlignment {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
        node.drawnText = DrawnText(lines: shownLines, fontSize: Double(font.pointSize), isBold: font.isBold,
                                   color: (textColor ?? .black).color, alignment: alignment)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Average advance of a character as a fraction of the point size, for ``sizeToFit()``; an
    /// estimate for proportional system fonts. [OURS]
    public static let estimatedCharacterWidth: CGFloat = 0.55
    /// Line height as a multiple of the point size (the system font's ascender plus descender is
    /// about 1.2 em). [OURS]
    public static let estimatedLineHeight: CGFloat = 1.2

    /// Resizes the label around its text, keeping its origin: one line per line of text, each
    /// character ``estimatedCharacterWidth`` of the point size wide.
    open func sizeToFit() {
        let lines = shownLines
        let longest = lines.map(\.count).max() ?? 0
        let size = font.pointSize
        frame.size = CGSize(width: CGFloat(longest) * size * Self.estimatedCharacterWidth,
                            height: CGFloat(max(lines.count, 1)) * size * Self.estimatedLineHeight)
    }
}
