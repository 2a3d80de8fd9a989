import Gestures

/// The corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with its stroke settings, drawn into the current context with
/// ``fill()`` and ``stroke()`` in the current colours (``UIColor/setFill()``…): UIKit's
/// `UIBezierPath`.
///
/// Angles are in radians, 0 along +x, growing clockwise on the y-down screen; `clockwise: true`
/// draws clockwise on screen. Points that are not finite are left out and reported (see
/// ``CGPath``). Rounded rectangles use circular arcs (UIKit's use a smoother "continuous" curve;
/// the corners differ by under a tenth of the radius).
@MainActor
open class UIBezierPath {
    /// The path's elements.
    let path = CGMutablePath()

    /// The width of stroked lines, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// How stroked ends look (butt by default).
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines meet (miter by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter join, as a multiple of the width (10 by default).
    open var miterLimit: CGFloat = 10
    /// Whether ``fill()`` and ``contains(_:)`` use the even-odd rule (false: nonzero winding).
    open var usesEvenOddFillRule = false
    /// The dash pattern of stroked lines (empty: solid), and its phase.
    private(set) var dashes: [Double] = []
    private(set) var dashPhase = 0.0

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = Double(cornerRadius)
        path.appendRoundedRect(rect.rect, radii: [r, r, r, r], transform: .identity)
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (UIKit reads the width
    /// for circular corners too).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Double(cornerRadii.width)
        path.appendRoundedRect(rect.rect, radii: [
            corners.contains(.topLeft) ? r : 0, corners.contains(.topRight) ? r : 0,
            corners.contains(.bottomRight) ? r : 0, corners.contains(.bottomLeft) ? r : 0,
        ], transform: .identity)
    }

    /// An arc of a circle, as an open subpath.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a Core Graphics path's elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a Core Graphics path (a copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set {
            removeAllPoints()
            path.addPath(newValue)
        }
    }

    // MARK: Building

    /// Starts a new subpath at a point.
    open func move(to point: CGPoint) { checked("move(to:)") { path.move(to: point) } }
    /// A line from the current point.
    open func addLine(to point: CGPoint) { checked("addLine(to:)") { path.addLine(to: point) } }
    /// A cubic curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        checked("addCurve(to:controlPoint1:controlPoint2:)") { path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
    }
    /// A quadratic curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        checked("addQuadCurve(to:controlPoint:)") { path.addQuadCurve(to: endPoint, control: controlPoint) }
    }
    /// An arc, joined to the current point by a line; `clockwise` as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = CGPath.sweep(from: Double(startAngle), to: Double(endAngle), increasing: clockwise)
        checked("addArc(withCenter:radius:startAngle:endAngle:clockwise:)") {
            path.appendArc(center: center.point, radius: Double(radius), from: Double(startAngle), sweep: sweep,
                           transform: .identity, connect: true)
        }
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    open func removeAllPoints() {
        path.elements.removeAll()
        path.subpathStart = nil
        path.lastPoint = nil
    }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        let elements = PathGeometry.transformed(path.elements, transform.transform)
        removeAllPoints()
        checked("apply(_:)") { for element in elements { path.append(element) } }
    }

    /// Runs a change of the path, and reports the elements it refused for a point that is not
    /// finite (left out; the rest of the path stays).
    private func checked(_ entry: String, _ change: () -> Void) {
        let before = path.refusedElements
        change()
        let refused = path.refusedElements - before
        if refused > 0 {
            reportMisuse("UIBezierPath.\(entry): \(refused == 1 ? "an element" : "\(refused) elements") with a value that is not finite left out", in: UIApplication.shared.keyWindow)
        }
    }
    /// Sets the dash pattern: `count` lengths from `pattern` (nil or 0: solid), starting `phase`
    /// points into it. Negative lengths, or all zero, make the line solid.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashes = []
            dashPhase = 0
            return
        }
        let values = (0..<count).map { Double(pattern[$0]) }
        dashes = values.allSatisfy({ $0.isFinite && $0 >= 0 }) && values.contains(where: { $0 > 0 }) ? values : []
        dashPhase = phase.isFinite ? Double(phase) : 0
    }

    /// A copy of the path and its settings.
    open func copy() -> Any {
        let copy = UIBezierPath()
        copy.append(self)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashes = dashes
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The end of the last element (zero for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }
    /// The box of every point, control points included (UIKit's `bounds`); `.null` when empty.
    open var bounds: CGRect { path.boundingBox }
    /// Whether the point is inside the fill, under ``usesEvenOddFillRule``.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing

    /// The stroke settings as the renderer reads them.
    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Double(lineWidth), cap: lineCapStyle.cap, join: lineJoinStyle.join,
                    miterLimit: Double(miterLimit), dashes: dashes, dashPhase: dashPhase)
    }

    /// Fills the path in the current context's fill colour; with no current context the call
    /// draws nothing and is reported.
    open func fill() {
        guard let context = CGContext.current(for: "UIBezierPath.fill()") else { return }
        context.fill(path.elements, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path with its own line settings in the current context's stroke colour.
    open func stroke() {
        guard let context = CGContext.current(for: "UIBezierPath.stroke()") else { return }
        context.stroke(path.elements, style: strokeStyle)
    }

    /// Intersects the current context's clip with the path's fill.
    open func addClip() {
        guard let context = CGContext.current(for: "UIBezierPath.addClip()") else { return }
        context.clip(to: path.elements, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}
