import Gestures

/// A drawing destination, as Core Graphics has it: here it records what is drawn into a display
/// list (a view's `draw(_:)` pass, an image renderer's picture), which the SVG renderer draws.
///
/// A context is open for one pass: ``UIView/draw(_:)`` gets one set as the current context
/// (``UIGraphicsGetCurrentContext()``) for the length of the call, an image renderer's closure for
/// the length of the closure. Drawing into a context after its pass ended (code that kept it) draws
/// nothing and is reported once. Transforms that are not finite are refused and reported.
///
/// Paths built in the context (``move(to:)``…) are in the coordinates of the transform current
/// when each element is added, as in Core Graphics; filling or stroking uses up the path.
@MainActor
public final class CGContext {
    /// The graphics state ``saveGState()`` saves.
    struct GraphicsState {
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var ctm = Transform.identity
        var alpha = 1.0
        /// How many clips this state added (closed by the matching restore).
        var clips = 0
    }

    /// What the pass recorded.
    private(set) var list = DisplayList()
    /// The current path, in the context's base coordinates (the transform applied as added).
    private let path = CGMutablePath()
    private var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The area the context covers, in its base coordinates.
    let area: Rect
    /// Who draws, for diagnostics.
    let name: String
    /// The window whose diagnostics hear about misuse (none for an image renderer's context).
    private weak var window: UIWindow?
    private(set) var isOpen = true
    private var reportedClosed = false

    init(area: Rect, name: String, window: UIWindow?) {
        self.area = area
        self.name = name
        self.window = window
    }

    func report(_ message: String) {
        reportMisuse("\(name): \(message)", in: window)
    }

    /// Ends the pass: later calls draw nothing (reported once), open clips are closed.
    func close() -> DisplayList {
        for _ in saved { list.append(.restore) }
        saved.removeAll()
        isOpen = false
        return list
    }

    /// What was recorded so far, with the open clips closed, the pass going on.
    func snapshot() -> DisplayList {
        var copy = list
        for _ in saved { copy.append(.restore) }
        return copy
    }

    /// Whether the context takes drawing now; reports the first call after the pass ended.
    private func usable(_ entry: String) -> Bool {
        if isOpen { return true }
        if !reportedClosed {
            reportedClosed = true
            report("\(entry) on a context whose drawing pass has ended draws nothing (further calls are ignored silently)")
        }
        return false
    }

    // MARK: The current context

    /// The contexts pushed, innermost last.
    static var stack: [CGContext] = []

    /// The current context for a drawing call made without one (`UIBezierPath.fill()`,
    /// `UIColor.setFill()`…); nil, reported, when there is none, as UIKit logs "invalid context".
    static func current(for entry: String) -> CGContext? {
        if let context = stack.last, context.isOpen { return context }
        let message = stack.last == nil ? "\(entry) with no current context draws nothing"
            : "\(entry) on a context whose drawing pass has ended draws nothing"
        reportMisuse(message, in: UIApplication.shared.keyWindow)
        return nil
    }

    /// Runs `body` with the context current.
    func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        Self.stack.append(self)
        defer { if let index = Self.stack.lastIndex(where: { $0 === self }) { Self.stack.remove(at: index) } }
        return try body()
    }

    // MARK: State

    /// Saves the graphics state (colours, line settings, transform, clip).
    public func saveGState() {
        guard usable("saveGState()") else { return }
        saved.append(state)
        state.clips = 0
        list.append(.save)
    }

    /// Restores the state the matching ``saveGState()`` saved; one without a match is reported
    /// and ignored.
    public func restoreGState() {
        guard usable("restoreGState()") else { return }
        guard let previous = saved.popLast() else {
            report("restoreGState() without a matching saveGState() is ignored")
            return
        }
        state = previous
        list.append(.restore)
    }

    /// The current transform, from user space to the context's base coordinates.
    public var ctm: CGAffineTransform { CGAffineTransform(state.ctm) }

    /// Applies a transform before the current one.
    public func concatenate(_ transform: CGAffineTransform) {
        guard usable("concatenate(_:)") else { return }
        let t = transform.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            report("a transform that is not finite (\(transform)) is refused")
            return
        }
        state.ctm = t.concatenating(state.ctm)
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setFillColor(_ color: CGColor) {
        guard usable("setFillColor(_:)") else { return }
        state.fillColor = color.color
    }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(_ color: CGColor) {
        guard usable("setStrokeColor(_:)") else { return }
        state.strokeColor = color.color
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The width of stroked lines, in user-space points; negative or not finite is ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard usable("setLineWidth(_:)"), width.isFinite, width >= 0 else { return }
        state.stroke.width = Double(width)
    }
    public func setLineCap(_ cap: CGLineCap) {
        guard usable("setLineCap(_:)") else { return }
        state.stroke.cap = cap.cap
    }
    public func setLineJoin(_ join: CGLineJoin) {
        guard usable("setLineJoin(_:)") else { return }
        state.stroke.join = join.join
    }
    public func setMiterLimit(_ limit: CGFloat) {
        guard usable("setMiterLimit(_:)"), limit.isFinite else { return }
        state.stroke.miterLimit = Double(limit)
    }
    /// The dash pattern (empty: solid); negative or non-finite lengths make the line solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard usable("setLineDash(phase:lengths:)") else { return }
        let values = lengths.map(Double.init)
        state.stroke.dashes = values.allSatisfy({ $0.isFinite && $0 >= 0 }) && values.contains(where: { $0 > 0 }) ? values : []
        state.stroke.dashPhase = phase.isFinite ? Double(phase) : 0
    }
    /// The opacity everything drawn is multiplied by, from 0 to 1.
    public func setAlpha(_ alpha: CGFloat) {
        guard usable("setAlpha(_:)") else { return }
        state.alpha = alpha.isNaN ? 0 : Swift.max(0, Swift.min(1, Double(alpha)))
    }

    // MARK: The current path

    /// Drops the current path.
    public func beginPath() {
        path.elements.removeAll()
        path.subpathStart = nil
        path.lastPoint = nil
    }
    public func move(to point: CGPoint) { addToPath { $0.move(to: point, transform: $1) } }
    public func addLine(to point: CGPoint) { addToPath { $0.addLine(to: point, transform: $1) } }
    public func addLines(between points: [CGPoint]) { addToPath { $0.addLines(between: points, transform: $1) } }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addToPath { $0.addCurve(to: end, control1: control1, control2: control2, transform: $1) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addToPath { $0.addQuadCurve(to: end, control: control, transform: $1) }
    }
    public func addRect(_ rect: CGRect) { addToPath { $0.addRect(rect, transform: $1) } }
    public func addRects(_ rects: [CGRect]) { addToPath { $0.addRects(rects, transform: $1) } }
    public func addEllipse(in rect: CGRect) { addToPath { $0.addEllipse(in: rect, transform: $1) } }
    /// An arc; `clockwise` is Core Graphics' flag (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addToPath { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: $1) }
    }
    public func addPath(_ other: CGPath) { addToPath { $0.addPath(other, transform: $1) } }
    public func closePath() { addToPath { path, _ in path.closeSubpath() } }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current path's last point, in user space.
    public var currentPointOfPath: CGPoint {
        guard let last = path.lastPoint, state.ctm.isInvertible else { return .zero }
        return CGPoint(last.applying(state.ctm.inverted()))
    }
    /// The current path's box, in user space.
    public var boundingBoxOfPath: CGRect {
        guard state.ctm.isInvertible else { return .null }
        return CGRect(PathGeometry.tightBounds(PathGeometry.transformed(path.elements, state.ctm.inverted())))
    }

    private func addToPath(_ body: (CGMutablePath, CGAffineTransform) -> Void) {
        guard usable("building a path") else { return }
        let before = path.refusedElements
        body(path, CGAffineTransform(state.ctm))
        if path.refusedElements > before { report("a path element with a value that is not finite is left out") }
    }

    /// Takes the current path, in user space, and empties it.
    private func takePath() -> [PathElement] {
        defer { beginPath() }
        guard state.ctm.isInvertible else { return [] }
        return PathGeometry.transformed(path.elements, state.ctm.inverted())
    }

    // MARK: Painting

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard usable("fillPath(using:)") else { return }
        fill(takePath(), rule: rule.rule)
    }

    /// Strokes the current path with the current line settings and empties it.
    public func strokePath() {
        guard usable("strokePath()") else { return }
        stroke(takePath(), style: state.stroke)
    }

    /// Fills, strokes or both, and empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard usable("drawPath(using:)") else { return }
        let elements = takePath()
        switch mode {
        case .fill: fill(elements, rule: .nonZero)
        case .eoFill: fill(elements, rule: .evenOdd)
        case .stroke: stroke(elements, style: state.stroke)
        case .fillStroke:
            fill(elements, rule: .nonZero)
            stroke(elements, style: state.stroke)
        case .eoFillStroke:
            fill(elements, rule: .evenOdd)
            stroke(elements, style: state.stroke)
        }
    }

    /// Intersects the clip with the current path, and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard usable("clip(using:)") else { return }
        clip(to: takePath(), rule: rule.rule)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        guard usable("clip(to:)") else { return }
        clip(to: CGPath(rect: rect, transform: nil).elements, rule: .nonZero)
    }

    public func fill(_ rect: CGRect) {
        guard usable("fill(_:)") else { return }
        fill(CGPath(rect: rect, transform: nil).elements, rule: .nonZero)
    }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) {
        guard usable("fillEllipse(in:)") else { return }
        fill(CGPath(ellipseIn: rect, transform: nil).elements, rule: .nonZero)
    }
    public func stroke(_ rect: CGRect) {
        guard usable("stroke(_:)") else { return }
        stroke(CGPath(rect: rect, transform: nil).elements, style: state.stroke)
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard usable("stroke(_:width:)") else { return }
        var style = state.stroke
        if width.isFinite && width >= 0 { style.width = Double(width) }
        stroke(CGPath(rect: rect, transform: nil).elements, style: style)
    }
    public func strokeEllipse(in rect: CGRect) {
        guard usable("strokeEllipse(in:)") else { return }
        stroke(CGPath(ellipseIn: rect, transform: nil).elements, style: state.stroke)
    }
    /// Strokes separate segments: points 0–1, 2–3…
    public func strokeLineSegments(between points: [CGPoint]) {
        guard usable("strokeLineSegments(between:)") else { return }
        let segments = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index])
            segments.addLine(to: points[index + 1])
            index += 2
        }
        stroke(segments.elements, style: state.stroke)
    }

    /// Clears a rectangle to transparent. The recording cannot erase part of what it holds: a
    /// rectangle that covers the context's whole area (with no clip in force) drops everything
    /// drawn so far — the way drawing code clears a canvas; a smaller one is recorded as a no-op
    /// and reported.
    public func clear(_ rect: CGRect) {
        guard usable("clear(_:)") else { return }
        let covered = CGPath(rect: rect, transform: nil).elements
        let device = PathGeometry.controlBounds(PathGeometry.transformed(covered, state.ctm))
        let coversAll = state.ctm.b == 0 && state.ctm.c == 0 && device.minX <= area.minX && device.minY <= area.minY
            && device.maxX >= area.maxX && device.maxY >= area.maxY
        if coversAll && saved.isEmpty && state.clips == 0 {
            list = DisplayList()
        } else {
            report("clear(_:) of part of the area cannot erase a recording; nothing is cleared")
        }
    }

    // MARK: Recording (shared by UIBezierPath and the images)

    private func faded(_ color: Color) -> Color {
        state.alpha >= 1 ? color : Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * state.alpha)
    }

    func fill(_ elements: [PathElement], rule: FillRule) {
        guard usable("fill"), !elements.isEmpty else { return }
        list.append(.fill(elements, faded(state.fillColor), rule, state.ctm))
    }

    func stroke(_ elements: [PathElement], style: StrokeStyle) {
        guard usable("stroke"), !elements.isEmpty, style.width > 0 else { return }
        list.append(.stroke(elements, faded(state.strokeColor), style, state.ctm))
    }

    func clip(to elements: [PathElement], rule: FillRule) {
        guard usable("clip") else { return }
        list.append(.clip(elements, rule, state.ctm))
        state.clips += 1
    }

    func draw(_ image: UIImage, in rect: CGRect) {
        guard usable("UIImage.draw(in:)") else { return }
        if let picture = image.picture {
            list.append(.picture(picture, size: image.size.size, in: rect.rect, state.ctm))
        } else {
            list.append(.image(Image(name: image.name, size: image.size.size), in: rect.rect, state.ctm))
        }
    }

    func setFill(_ color: UIColor) { if usable("UIColor.setFill()") { state.fillColor = color.color } }
    func setStroke(_ color: UIColor) { if usable("UIColor.setStroke()") { state.strokeColor = color.color } }
}

/// The context drawing goes to now: a view's inside its `draw(_:)`, an image renderer's inside its
/// closure; nil outside any drawing pass, as in UIKit.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    guard let context = CGContext.stack.last, context.isOpen else { return nil }
    return context
}

/// Makes a context current until the matching ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    CGContext.stack.append(context)
}

/// Makes the context current before the last push current again; without a push, reported.
@MainActor
public func UIGraphicsPopContext() {
    guard CGContext.stack.popLast() != nil else {
        reportMisuse("UIGraphicsPopContext() without a matching push is ignored", in: UIApplication.shared.keyWindow)
        return
    }
}

/// Fills a rectangle in the current context's fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    CGContext.current(for: "UIRectFill(_:)")?.fill(rect)
}

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    @MainActor
    public func set() {
        guard let context = CGContext.current(for: "UIColor.set()") else { return }
        context.setFill(self)
        context.setStroke(self)
    }

    /// Makes this the current context's fill colour.
    @MainActor
    public func setFill() { CGContext.current(for: "UIColor.setFill()")?.setFill(self) }

    /// Makes this the current context's stroke colour.
    @MainActor
    public func setStroke() { CGContext.current(for: "UIColor.setStroke()")?.setStroke(self) }
}
