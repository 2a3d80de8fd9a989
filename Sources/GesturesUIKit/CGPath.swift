import Gestures

/// How the ends of stroked lines look, with Core Graphics' values.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var cap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How stroked lines meet, with Core Graphics' values.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var join: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// Which points a fill covers: nonzero winding (the default) or even-odd.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var rule: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What ``CGContext/drawPath(using:)`` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// An immutable path of lines and curves, as Core Graphics has it (here a class whose mutable
/// subclass is ``CGMutablePath``).
///
/// Points that are not finite are refused where they are added: the element is left out and the
/// misuse reported, so a path always holds finite numbers.
public class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in order.
    var elements: [PathElement] = []
    /// Where the current subpath started, for `closeSubpath()`.
    var subpathStart: Point?
    /// The end of the last element; nil for an empty path.
    var lastPoint: Point?

    init() {}

    init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// A rectangle, as a closed subpath (clockwise on screen, from the top-left corner).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendRect(rect.rect, transform: transform?.pointee.transform ?? .identity)
    }

    /// An ellipse inscribed in a rectangle, as four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        appendEllipse(rect.rect, transform: transform?.pointee.transform ?? .identity)
    }

    /// A rounded rectangle with elliptical corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        let r = Double(Swift.min(cornerWidth, cornerHeight))
        appendRoundedRect(rect.rect, radii: [r, r, r, r], transform: transform?.pointee.transform ?? .identity)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (zero for an empty path, as Core Graphics answers).
    public var currentPoint: CGPoint { lastPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included; `.null`
    /// for an empty path.
    public var boundingBox: CGRect { CGRect(PathGeometry.controlBounds(elements)) }

    /// The smallest rectangle holding the path itself (curves at their extremes, control points
    /// left out); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { CGRect(PathGeometry.tightBounds(elements)) }

    /// Whether the point is inside the path's fill under the rule (open subpaths count as closed).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var p = point.point
        if !transform.isIdentity {
            guard transform.transform.isInvertible else { return false }
            p = p.applying(transform.transform.inverted())
        }
        return PathGeometry.contains(p, in: elements, rule: rule.rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: PathGeometry.transformed(elements, transform?.pointee.transform ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        for element in elements { copy.append(element) }
        return copy
    }

    /// Calls `body` with each element, in order, as Core Graphics' `applyWithBlock` does.
    public func applyWithBlock(_ body: (CGPathElementKind, [CGPoint]) -> Void) {
        for element in elements {
            switch element {
            case let .move(p): body(.moveToPoint, [CGPoint(p)])
            case let .line(p): body(.addLineToPoint, [CGPoint(p)])
            case let .quadCurve(to, control): body(.addQuadCurveToPoint, [CGPoint(control), CGPoint(to)])
            case let .curve(to, c1, c2): body(.addCurveToPoint, [CGPoint(c1), CGPoint(c2), CGPoint(to)])
            case .close: body(.closeSubpath, [])
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Building (shared by CGMutablePath, UIBezierPath and CGContext)

    /// How many elements were refused because a point was not finite. Whoever draws or builds
    /// the path on the main actor reports them (a `UIBezierPath` call, a context, a shape layer):
    /// Core Graphics lets paths be built on any thread, where nothing can be reported.
    private(set) var refusedElements = 0

    /// Appends an element whose points are all finite; leaves out (and counts) any other. A line
    /// or curve with no current point starts the subpath there, as Core Graphics does.
    func append(_ element: PathElement) {
        guard element.isFinite else {
            refusedElements += 1
            return
        }
        switch element {
        case let .move(p):
            elements.append(element)
            subpathStart = p
            lastPoint = p
        case .close:
            guard let start = subpathStart else { return }
            elements.append(.close)
            lastPoint = start
        case .line, .quadCurve, .curve:
            if lastPoint == nil, let first = element.points.first {
                elements.append(.move(first))
                subpathStart = first
            }
            elements.append(element)
            lastPoint = element.end
        }
    }

    func appendRect(_ rect: Rect, transform t: Transform) {
        let r = rect.standardized
        append(.move(Point(x: r.minX, y: r.minY).applying(t)))
        append(.line(Point(x: r.maxX, y: r.minY).applying(t)))
        append(.line(Point(x: r.maxX, y: r.maxY).applying(t)))
        append(.line(Point(x: r.minX, y: r.maxY).applying(t)))
        append(.close)
    }

    func appendEllipse(_ rect: Rect, transform t: Transform) {
        let r = rect.standardized
        let center = Point(x: r.midX, y: r.midY)
        let scale = Transform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(Transform(translationX: center.x, y: center.y)).concatenating(t)
        appendArc(center: Point(x: 0, y: 0), radius: 1, from: 0, sweep: 2 * Double.pi, transform: scale, connect: false)
        append(.close)
    }

    /// A rounded rectangle whose corners (top-left, top-right, bottom-right, bottom-left) have the
    /// radii given, each clamped to half the shorter side; clockwise on screen.
    func appendRoundedRect(_ rect: Rect, radii: [Double], transform t: Transform) {
        let r = rect.standardized
        let limit = Swift.min(r.width, r.height) / 2
        let k = radii.map { Swift.max(0, Swift.min(limit, $0.isFinite ? $0 : 0)) }
        let half = Double.pi / 2
        append(.move(Point(x: r.minX + k[0], y: r.minY).applying(t)))
        append(.line(Point(x: r.maxX - k[1], y: r.minY).applying(t)))
        if k[1] > 0 { appendArc(center: Point(x: r.maxX - k[1], y: r.minY + k[1]), radius: k[1], from: -half, sweep: half, transform: t, connect: true) }
        append(.line(Point(x: r.maxX, y: r.maxY - k[2]).applying(t)))
        if k[2] > 0 { appendArc(center: Point(x: r.maxX - k[2], y: r.maxY - k[2]), radius: k[2], from: 0, sweep: half, transform: t, connect: true) }
        append(.line(Point(x: r.minX + k[3], y: r.maxY).applying(t)))
        if k[3] > 0 { appendArc(center: Point(x: r.minX + k[3], y: r.maxY - k[3]), radius: k[3], from: half, sweep: half, transform: t, connect: true) }
        append(.line(Point(x: r.minX, y: r.minY + k[0]).applying(t)))
        if k[0] > 0 { appendArc(center: Point(x: r.minX + k[0], y: r.minY + k[0]), radius: k[0], from: Double.pi, sweep: half, transform: t, connect: true) }
        append(.close)
    }

    /// An arc as cubic curves of at most a quarter turn each: from the angle `start` (radians,
    /// 0 along +x, growing clockwise on a y-down screen) through `sweep` (negative: the other way).
    /// With `connect`, a line joins the current point to the arc's start; otherwise the arc starts
    /// a subpath unless there is no current point.
    func appendArc(center: Point, radius: Double, from start: Double, sweep: Double, transform t: Transform, connect: Bool) {
        guard center.isFinite, radius.isFinite, start.isFinite, sweep.isFinite else {
            refusedElements += 1
            return
        }
        func point(_ angle: Double) -> Point {
            let (s, c) = Math.sinCos(angle)
            return Point(x: center.x + radius * c, y: center.y + radius * s)
        }
        let first = point(start).applying(t)
        if lastPoint == nil || !connect { append(.move(first)) } else { append(.line(first)) }
        let pieces = Swift.max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control points of a unit arc of angle `step` sit this far along the tangents.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (s0, c0) = Math.sinCos(angle), (s1, c1) = Math.sinCos(next)
            let p0 = point(angle), p1 = point(next)
            let control1 = Point(x: p0.x - handle * s0, y: p0.y + handle * c0)
            let control2 = Point(x: p1.x + handle * s1, y: p1.y - handle * c1)
            append(.curve(to: p1.applying(t), control1: control1.applying(t), control2: control2.applying(t)))
            angle = next
        }
    }

    /// The sweep of an arc from `start` to `end` turning with growing angles (`increasing`) or
    /// shrinking ones: a full turn when the angles are a turn or more apart, as Core Graphics does.
    static func sweep(from start: Double, to end: Double, increasing: Bool) -> Double {
        let full = 2 * Double.pi
        let raw = increasing ? end - start : start - end
        var sweep: Double
        if raw >= full { sweep = full } else if raw <= -full { sweep = full } else {
            sweep = raw.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        return increasing ? sweep : -sweep
    }
}

/// The kind of one element of a path, for ``CGPath/applyWithBlock(_:)``.
public enum CGPathElementKind: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// A path to build, as Core Graphics has it.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() { super.init() }

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.point.applying(transform.transform)))
    }

    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.point.applying(transform.transform)))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            let p = point.point.applying(transform.transform)
            append(index == 0 ? .move(p) : .line(p))
        }
    }

    /// A quadratic curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let t = transform.transform
        append(.quadCurve(to: end.point.applying(t), control: control.point.applying(t)))
    }

    /// A cubic curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let t = transform.transform
        append(.curve(to: end.point.applying(t), control1: control1.point.applying(t), control2: control2.point.applying(t)))
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        appendRect(rect.rect, transform: transform.transform)
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in the rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        appendEllipse(rect.rect, transform: transform.transform)
    }

    /// A closed rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = Double(Swift.min(cornerWidth, cornerHeight))
        appendRoundedRect(rect.rect, radii: [r, r, r, r], transform: transform.transform)
    }

    /// An arc around `center`, joined to the current point by a line. `clockwise` is Core
    /// Graphics' flag in a y-up space: in UIKit's y-down coordinates `clockwise: true` turns
    /// counterclockwise on screen (shrinking angles), the opposite of `UIBezierPath`'s flag.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = CGPath.sweep(from: Double(startAngle), to: Double(endAngle), increasing: !clockwise)
        appendArc(center: center.point, radius: Double(radius), from: Double(startAngle), sweep: sweep,
                  transform: transform.transform, connect: true)
    }

    /// Another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in PathGeometry.transformed(path.elements, transform.transform) { append(element) }
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        append(.close)
    }
}

extension PathElement {
    /// Whether every point of the element is finite.
    var isFinite: Bool {
        switch self {
        case let .move(p), let .line(p): p.isFinite
        case let .quadCurve(to, control): to.isFinite && control.isFinite
        case let .curve(to, c1, c2): to.isFinite && c1.isFinite && c2.isFinite
        case .close: true
        }
    }

    /// Where the element ends; nil for a close.
    var end: Point? {
        switch self {
        case let .move(p), let .line(p): p
        case let .quadCurve(to, _), let .curve(to, _, _): to
        case .close: nil
        }
    }

    /// The element's points, the end last.
    var points: [Point] {
        switch self {
        case let .move(p), let .line(p): [p]
        case let .quadCurve(to, control): [control, to]
        case let .curve(to, c1, c2): [c1, c2, to]
        case .close: []
        }
    }
}
