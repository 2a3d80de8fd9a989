import Gestures

/// Line caps of a shape layer, with Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cap: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// Line joins of a shape layer, with Core Animation's names.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var join: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// Fill rules of a shape layer, with Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled, then stroked between ``strokeStart`` and ``strokeEnd`` (the
/// fractions of the path's length; animating `strokeEnd` from 0 to 1 draws the line on).
///
/// The trimmed part of a stroke is drawn as straight segments (curves cut into
/// `PathGeometry.segmentsPerCurve` pieces); an untrimmed stroke keeps its curves.
@MainActor
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates; nil draws nothing. A path from which elements were
    /// left out for a point that is not finite is reported when set.
    open var path: CGPath? {
        didSet {
            if let path, path.refusedElements > 0 {
                reportMisuse("CAShapeLayer.path: \(path.refusedElements) elements with a value that is not finite were left out of the path", in: window ?? UIApplication.shared.keyWindow)
            }
        }
    }
    /// The fill's colour (opaque black by default, as in Core Animation); nil fills nothing.
    open var fillColor: CGColor? = UIColor.black
    /// The stroke's colour (none by default).
    open var strokeColor: CGColor?
    /// The stroke's width, in points.
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Lengths of dashes and gaps, in points (nil: solid).
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat = 1
    open var fillRule: CAShapeLayerFillRule = .nonZero

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { copyShape(of: other) }
    }

    private func copyShape(of other: CAShapeLayer) {
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        fillRule = other.fillRule
    }

    override func makeCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func ownContent() -> DisplayList {
        var list = DisplayList()
        guard let path, !path.isEmpty else { return list }
        if let fillColor {
            list.append(.fill(path.elements, fillColor.color, fillRule == .evenOdd ? .evenOdd : .nonZero, .identity))
        }
        if let strokeColor, lineWidth > 0 {
            let dashes = (lineDashPattern ?? []).map(\.doubleValue)
            let style = StrokeStyle(
                width: Double(lineWidth), cap: lineCap.cap, join: lineJoin.join, miterLimit: Double(miterLimit),
                dashes: dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) && dashes.contains(where: { $0 > 0 }) ? dashes : [],
                dashPhase: lineDashPhase.isFinite ? Double(lineDashPhase) : 0)
            let trimmed = PathGeometry.trimmed(path.elements, from: Double(strokeStart), to: Double(strokeEnd))
            if !trimmed.isEmpty { list.append(.stroke(trimmed, strokeColor.color, style, .identity)) }
        }
        return list
    }

    override func shadowShape() -> [PathElement]? { path?.elements }
}

/// Kinds of gradient, with Core Animation's names; only `.axial` is drawn as such (the others are
/// drawn axial too).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with an axial gradient: ``colors`` at ``locations`` along the line from
/// ``startPoint`` to ``endPoint`` (unit coordinates of the bounds: (0.5, 0) is the top centre).
@MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order; fewer than one draws nothing, one fills flat.
    open var colors: [Any]?
    /// One location per colour, from 0 to 1, increasing; nil spreads the colours evenly. A list of
    /// another length than ``colors`` is not used (spread evenly), reported.
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
    /// Whether a mismatch of locations and colours was reported (once a layer).
    private var reportedLocations = false

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    override func makeCopy() -> CALayer { CAGradientLayer(layer: self) }

    override func ownContent() -> DisplayList {
        var list = DisplayList()
        let palette = (colors ?? []).compactMap { ($0 as? UIColor)?.color }
        guard !palette.isEmpty else { return list }
        var stops = (locations ?? []).map(\.doubleValue)
        if stops.count != palette.count || !stops.allSatisfy(\.isFinite) {
            if locations != nil && !reportedLocations {
                reportedLocations = true
                reportMisuse("CAGradientLayer: \(stops.count) locations for \(palette.count) colours; the colours are spread evenly", in: window)
            }
            stops = palette.count == 1 ? [0] : (0..<palette.count).map { Double($0) / Double(palette.count - 1) }
        }
        let b = bounds.rect
        func point(_ unit: CGPoint) -> Point {
            Point(x: b.minX + b.width * Double(unit.x), y: b.minY + b.height * Double(unit.y))
        }
        let gradient = AxialGradient(colors: palette, locations: stops, start: point(startPoint), end: point(endPoint))
        list.append(.gradient(gradient, clipTo: b, .identity))
        return list
    }
}
