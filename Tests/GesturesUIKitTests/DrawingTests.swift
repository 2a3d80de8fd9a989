import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import Testing

/// The SVG lines of one view's group (the view's own line and everything inside it), trimmed.
@MainActor
func drawnLines(of id: String, in window: UIWindow) -> [String] {
    let lines = SceneSnapshot().svg(of: window.engineWindow).split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("data-view=\"\(id)\"") }) else { return [] }
    let indent = lines[start].prefix { $0 == " " }.count
    var result = [lines[start].trimmingCharacters(in: .whitespaces)]
    for line in lines[(start + 1)...] {
        let depth = line.prefix { $0 == " " }.count
        if depth < indent || (depth == indent && !line.trimmingCharacters(in: .whitespaces).hasPrefix("</")) { break }
        result.append(line.trimmingCharacters(in: .whitespaces))
        if depth == indent { break }
    }
    return result
}

/// A knob drawn the way knob controls draw themselves: a grey track arc of three quarters of a
/// turn, the value's arc over it in the tint colour, and a dot at the value's end.
final class KnobView: UIView {
    var value: CGFloat = 0.5 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let start = CGFloat.pi * 3 / 4
        let track = UIBezierPath(arcCenter: center, radius: 40, startAngle: start, endAngle: CGFloat.pi / 4, clockwise: true)
        track.lineWidth = 8
        track.lineCapStyle = .round
        UIColor.lightGray.setStroke()
        track.stroke()
        let end = start + CGFloat.pi * 3 / 2 * value
        let arc = UIBezierPath(arcCenter: center, radius: 40, startAngle: start, endAngle: end, clockwise: true)
        arc.lineWidth = 8
        arc.lineCapStyle = .round
        tintColor.setStroke()
        arc.stroke()
        let tip = arc.currentPoint
        UIColor.black.setFill()
        UIBezierPath(ovalIn: CGRect(x: tip.x - 4, y: tip.y - 4, width: 8, height: 8)).fill()
    }
}

@MainActor
@Suite("Custom drawing: draw(_:), UIBezierPath, CGContext and image renderers, drawn in the SVG pictures")
struct DrawingTests {
    @Test("A finger-drawing canvas: each move adds a line and asks for display; draw(_:) runs once per picture that needs it")
    func fingerCanvas() {
        let host = UIKitHost(nil)
        let canvas = FingerPaintView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        canvas.accessibilityIdentifier = "canvas"
        host.window.addSubview(canvas)
        var log: [String] = []
        func picture(_ label: String) {
            let lines = drawnLines(of: "canvas", in: host.window)
            log.append("\(label): passes \(canvas.drawPasses), requests \(canvas.displayRequests), \(lines.count) lines")
            log += lines
        }
        picture("first")
        host.drag(1, from: Point(x: 10, y: 10), by: [Vector(dx: 10, dy: 0), Vector(dx: 0, dy: 10)])
        log.append("after the drag: passes \(canvas.drawPasses)")
        picture("drawn")
        picture("again")
        // The stroke drawn in the view's coordinates, clipped to its bounds, over the background.
        let inked = [
            "<g data-view=\"canvas\">",
            "<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" fill=\"#ffffff\"/>",
            "<clipPath id=\"content-clip-1\">",
            "<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#content-clip-1)\">",
            "<path d=\"M10 10 L20 10 L20 20\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            "</g>",
            "</g>",
        ]
        #expect(log == [
            "first: passes 1, requests 0, 3 lines",
            "<g data-view=\"canvas\">",
            "<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" fill=\"#ffffff\"/>",
            "</g>",
            "after the drag: passes 1",
            "drawn: passes 2, requests 2, 9 lines",
        ] + inked + ["again: passes 2, requests 2, 9 lines"] + inked)
        #expect(host.diagnostics == [])
    }

    @Test("A knob drawn with arcs: three quarter-turn curves for the track, the value's arc, a dot at its end")
    func knob() {
        let host = UIKitHost(nil)
        let knob = KnobView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        knob.accessibilityIdentifier = "knob"
        host.window.addSubview(knob)
        let lines = drawnLines(of: "knob", in: host.window)
        // The track starts at 135° (21.7157, 78.2843) and turns clockwise through 225°, 315° and
        // 45°; each quarter's handles sit 4/3·tan(π/8)·40 = 22.0914 points along the tangents.
        // The value 0.5 ends half-way, at 270° (50, 10), in two pieces of 67.5° (the first ends at
        // 202.5°: (13.0448, 34.6927)); the dot is a circle of radius 4 around that end.
        #expect(lines == [
            "<g data-view=\"knob\" transform=\"translate(100 100)\">",
            "<clipPath id=\"content-clip-1\">",
            "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#content-clip-1)\">",
            "<path d=\"M21.7157 78.2843 C6.0948 62.6633 6.0948 37.3367 21.7157 21.7157 C37.3367 6.0948 62.6633 6.0948 78.2843 21.7157 C93.9052 37.3367 93.9052 62.6633 78.2843 78.2843\" fill=\"none\" stroke=\"#aaaaaa\" stroke-width=\"8\" stroke-linecap=\"round\" stroke-miterlimit=\"10\"/>",
            "<path d=\"M21.7157 78.2843 C10.2758 66.8444 6.8536 49.6396 13.0448 34.6927 C19.2361 19.7457 33.8215 10 50 10\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"8\" stroke-linecap=\"round\" stroke-miterlimit=\"10\"/>",
            "<path d=\"M54 10 C54 12.2091 52.2091 14 50 14 C47.7909 14 46 12.2091 46 10 C46 7.7909 47.7909 6 50 6 C52.2091 6 54 7.7909 54 10 Z\" fill=\"#000000\"/>",
            "</g>",
            "</g>",
        ])
        // A new value asks for display; the next picture redraws the value's arc to 0.25 (202.5°).
        knob.value = 0.25
        let redrawn = drawnLines(of: "knob", in: host.window)
        #expect(Array(redrawn[6...7]) == [
            "<path d=\"M21.7157 78.2843 C10.2758 66.8444 6.8536 49.6396 13.0448 34.6927\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"8\" stroke-linecap=\"round\" stroke-miterlimit=\"10\"/>",
            "<path d=\"M17.0448 34.6927 C17.0448 36.9018 15.254 38.6927 13.0448 38.6927 C10.8357 38.6927 9.0448 36.9018 9.0448 34.6927 C9.0448 32.4835 10.8357 30.6927 13.0448 30.6927 C15.254 30.6927 17.0448 32.4835 17.0448 34.6927 Z\" fill=\"#000000\"/>",
        ])
        #expect(Array(redrawn[0...5]) == Array(lines[0...5]) && Array(redrawn[8...]) == Array(lines[8...]))
        #expect(host.diagnostics == [])
    }
}

/// A view whose draw(_:) uses the Core Graphics calls drawing code uses, and keeps its context.
final class ContextSketchView: UIView {
    var kept: CGContext?

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(UIColor.red.cgColor)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.clip()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        context.setStrokeColor(UIColor.green.cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 1, lengths: [4, 2])
        context.setLineCap(.square)
        context.setLineJoin(.bevel)
        context.move(to: CGPoint(x: 0, y: 50))
        context.addLine(to: CGPoint(x: 30, y: 50))
        context.strokePath()
        context.rotate(by: .pi / 2)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: -10, width: 4, height: 4))
        context.restoreGState()
        kept = context
    }
}

/// A view that draws a path of a million segments.
final class MillionSegmentView: UIView {
    let path: UIBezierPath = {
        let path = UIBezierPath()
        path.move(to: .zero)
        for index in 1...1_000_000 { path.addLine(to: CGPoint(x: Double(index % 100), y: Double(index % 7))) }
        return path
    }()

    override func draw(_ rect: CGRect) {
        UIColor.black.setStroke()
        path.stroke()
    }
}

extension DrawingTests {
    @Test("UIBezierPath geometry: bounds with and without control points, nonzero and even-odd containment, transforms")
    func bezierPathGeometry() {
        let host = UIKitHost(nil)
        var log: [String] = []
        func text(_ r: CGRect) -> String { "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
        func text(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
        let empty = UIBezierPath()
        log.append("empty: \(empty.isEmpty) \(empty.bounds.isNull) \(text(empty.currentPoint))")
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        log.append("square: \(square.isEmpty) \(text(square.bounds)) current \(text(square.currentPoint)) in \(square.contains(CGPoint(x: 5, y: 5))) out \(square.contains(CGPoint(x: 15, y: 5)))")
        square.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        let nonZero = square.contains(CGPoint(x: 5, y: 5))
        square.usesEvenOddFillRule = true
        log.append("nested: nonzero centre \(nonZero), even-odd centre \(square.contains(CGPoint(x: 5, y: 5))) ring \(square.contains(CGPoint(x: 1, y: 1)))")
        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 10), controlPoint2: CGPoint(x: 10, y: 10))
        log.append("curve: bounds \(text(curve.bounds)) tight \(text(curve.cgPath.boundingBoxOfPath)) current \(text(curve.currentPoint))")
        curve.apply(CGAffineTransform(scaleX: 2, y: 2))
        log.append("scaled: bounds \(text(curve.bounds))")
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        log.append("oval: centre \(oval.contains(CGPoint(x: 10, y: 5))) corner \(oval.contains(CGPoint(x: 1, y: 1))) bounds \(text(oval.bounds))")
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
        log.append("rounded: top-left corner \(rounded.contains(CGPoint(x: 1, y: 1))) top-right corner \(rounded.contains(CGPoint(x: 39, y: 1)))")
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        log.append("quad: tight \(text(quad.cgPath.boundingBoxOfPath))")
        #expect(log == [
            "empty: true true (0.0, 0.0)",
            "square: false (0.0, 0.0, 10.0, 10.0) current (0.0, 0.0) in true out false",
            "nested: nonzero centre true, even-odd centre false ring true",
            "curve: bounds (0.0, 0.0, 10.0, 10.0) tight (0.0, 0.0, 10.0, 7.5) current (10.0, 0.0)",
            "scaled: bounds (0.0, 0.0, 20.0, 20.0)",
            "oval: centre true corner false bounds (0.0, 0.0, 20.0, 10.0)",
            "rounded: top-left corner false top-right corner true",
            "quad: tight (0.0, 0.0, 10.0, 5.0)",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("CGContext: saved state, clips, transforms, dashes, caps and joins drawn as SVG; a kept context and calls outside a pass are reported")
    func contextCalls() {
        let host = UIKitHost(nil)
        let sketch = ContextSketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sketch.accessibilityIdentifier = "sketch"
        host.window.addSubview(sketch)
        let lines = drawnLines(of: "sketch", in: host.window)
        // The clip opens a group inside the saved state, closed by the restore; the stroke keeps its
        // dash, cap and join; the rotated fill carries the rotation; no transform moves the view.
        #expect(lines == [
            "<g data-view=\"sketch\">",
            "<clipPath id=\"content-clip-1\">",
            "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#content-clip-1)\">",
            "<clipPath id=\"draw-clip-2\">",
            "<path d=\"M0 0 L5 0 L5 5 L0 5 Z\" transform=\"matrix(2 0 0 2 10 20)\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#draw-clip-2)\">",
            "<path d=\"M0 0 L10 0 L10 10 L0 10 Z\" transform=\"matrix(2 0 0 2 10 20)\" fill=\"#ff0000\"/>",
            "</g>",
            "<path d=\"M0 50 L30 50\" fill=\"none\" stroke=\"#00ff00\" stroke-width=\"2\" stroke-linecap=\"square\" stroke-linejoin=\"bevel\" stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"/>",
            "<path d=\"M0 -10 L4 -10 L4 -6 L0 -6 Z\" transform=\"matrix(0 1 -1 0 0 0)\" fill=\"#0000ff\" fill-opacity=\"0.5\"/>",
            "</g>",
            "</g>",
        ])
        // Code that kept the context draws nothing into it later; outside a pass there is none.
        sketch.kept?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        sketch.kept?.strokePath()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: .zero).fill()
        UIColor.red.setFill()
        UIGraphicsPopContext()
        #expect(host.diagnostics == [
            "misuse: sketch.draw(_:): restoreGState() without a matching saveGState() is ignored",
            "misuse: sketch.draw(_:): fill(_:) on a context whose drawing pass has ended draws nothing (further calls are ignored silently)",
            "misuse: UIBezierPath.fill() with no current context draws nothing",
            "misuse: UIColor.setFill() with no current context draws nothing",
            "misuse: UIGraphicsPopContext() without a matching push is ignored",
        ])
    }

    @Test("UIGraphicsImageRenderer: a picture shown by an image view and drawn, scaled, into another drawing")
    func imageRenderer() {
        let host = UIKitHost(nil)
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.white.setStroke()
            context.stroke(CGRect(x: 5, y: 0, width: 10, height: 10))
        }
        #expect(picture.size == CGSize(width: 20, height: 10))
        let shown = UIImageView(image: picture)
        shown.accessibilityIdentifier = "shown"
        host.window.addSubview(shown)
        let stamp = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            picture.draw(in: CGRect(x: 0, y: 20, width: 40, height: 20))
        }
        let stamped = UIImageView(image: stamp)
        stamped.accessibilityIdentifier = "stamped"
        stamped.frame.origin = CGPoint(x: 100, y: 0)
        host.window.addSubview(stamped)
        // The image view shows the picture over its bounds; the stamp holds the picture, placed
        // in its rectangle by a scale of 2 and a move down by 20.
        #expect(drawnLines(of: "shown", in: host.window) + drawnLines(of: "stamped", in: host.window) == [
            "<g data-view=\"shown\">",
            "<clipPath id=\"content-clip-1\">",
            "<rect x=\"0\" y=\"0\" width=\"20\" height=\"10\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#content-clip-1)\">",
            "<g data-picture=\"2\">",
            "<path d=\"M0 0 L20 0 L20 10 L0 10 Z\" fill=\"#0000ff\"/>",
            "<path d=\"M5 0 L15 0 L15 10 L5 10 Z\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1\" stroke-miterlimit=\"10\"/>",
            "</g>",
            "</g>",
            "</g>",
            "<g data-view=\"stamped\" transform=\"translate(100 0)\">",
            "<clipPath id=\"content-clip-2\">",
            "<rect x=\"0\" y=\"0\" width=\"40\" height=\"40\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#content-clip-2)\">",
            "<g data-picture=\"1\">",
            "<g data-picture=\"2\" transform=\"matrix(2 0 0 2 0 20)\">",
            "<path d=\"M0 0 L20 0 L20 10 L0 10 Z\" fill=\"#0000ff\"/>",
            "<path d=\"M5 0 L15 0 L15 10 L5 10 Z\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1\" stroke-miterlimit=\"10\"/>",
            "</g>",
            "</g>",
            "</g>",
            "</g>",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("A draw(_:) of a million segments keeps the first 100,000 path elements and reports the rest")
    func millionSegments() {
        let host = UIKitHost(nil)
        let big = MillionSegmentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        big.accessibilityIdentifier = "big"
        host.window.addSubview(big)
        let lines = drawnLines(of: "big", in: host.window)
        let path = lines.first { $0.hasPrefix("<path") } ?? ""
        #expect(path.split(separator: " ").filter { $0.hasPrefix("L") || $0.hasPrefix("d=\"M") }.count == GestureConstants.maximumDisplayListElements)
        #expect(host.diagnostics == [
            "misuse: big.draw(_:): drew 1000001 path elements; the first 100000 are kept, 900001 dropped",
        ])
    }

    @Test("Points that are not finite are left out of paths and reported; the rest of the path stays")
    func nonFinitePoints() {
        let host = UIKitHost(nil)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addArc(withCenter: CGPoint(x: 5, y: 5), radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
        let mutable = CGMutablePath()
        mutable.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        let expected = CGMutablePath()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 10, y: 0))
        #expect(path.cgPath == expected)
        #expect(mutable.isEmpty)
        // A path built with Core Graphics is reported where the main actor uses it.
        let shape = CAShapeLayer()
        shape.path = mutable
        #expect(host.diagnostics == [
            "misuse: UIBezierPath.addLine(to:): an element with a value that is not finite left out",
            "misuse: UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:): an element with a value that is not finite left out",
            "misuse: CAShapeLayer.path: 1 elements with a value that is not finite were left out of the path",
        ])
    }
}

extension DrawingTests {
    @Test("docs/porting.md's drawing rows: their sample runs, and what it does reports in order")
    func portingSample() {
        // Two passes (one due, one asked for), three sublayers left, the animations removed before
        // their end (the transaction completes once both have stopped), pictures of 4 points.
        #expect(drawingTableSample() == [
            "passes 2, due false", "sublayers 3, shape under true", "affine true identity true",
            "keys [\"fade\", \"group\"], fade true", "transaction done", "start", "stop false", "start", "stop true",
            "image 4.0x4.0, old 4.0",
        ])
    }
}

extension DrawingTests {
    @Test("When draw(_:) runs: first display, setNeedsDisplay(_:), a new size only with contentMode .redraw, never without a picture")
    func displayTriggers() {
        let host = UIKitHost(nil)
        let canvas = FingerPaintView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.accessibilityIdentifier = "canvas"
        host.window.addSubview(canvas)
        var log: [String] = []
        func step(_ label: String, _ change: () -> Void) {
            change()
            let before = canvas.drawPasses
            _ = SceneSnapshot().svg(of: host.window.engineWindow)
            log.append("\(label): \(canvas.drawPasses - before) pass(es), due \(canvas.layer.needsDisplay())")
        }
        step("first picture") {}
        step("nothing changed") {}
        step("new size, scale to fill") { canvas.bounds.size = CGSize(width: 120, height: 100) }
        step("redraw mode set") { canvas.contentMode = .redraw }
        step("new size, redraw") { canvas.frame.size = CGSize(width: 140, height: 100) }
        step("a rectangle asked") { canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        step("asked twice") {
            canvas.setNeedsDisplay()
            canvas.setNeedsDisplay()
        }
        #expect(log == [
            "first picture: 1 pass(es), due false",
            "nothing changed: 0 pass(es), due false",
            "new size, scale to fill: 0 pass(es), due false",
            "redraw mode set: 0 pass(es), due false",
            "new size, redraw: 1 pass(es), due false",
            "a rectangle asked: 1 pass(es), due false",
            "asked twice: 1 pass(es), due false",
        ])
    }
}

extension DrawingTests {
    @Test("A picture lays out first: a constraint changed between events shows solved in the next picture")
    func pictureLaysOutFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sheet = UIView()
        sheet.accessibilityIdentifier = "sheet"
        sheet.backgroundColor = .white
        sheet.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(sheet)
        let top = sheet.topAnchor.constraint(equalTo: window.topAnchor, constant: 150)
        NSLayoutConstraint.activate([
            top, sheet.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        var log: [String] = []
        func picture(_ label: String) {
            let line = drawnLines(of: "sheet", in: window).first ?? "not drawn"
            log.append("\(label): \(line) frame \(describe(sheet.frame))")
        }
        picture("first")
        top.constant = 40  // as a timer or app code would, with no event to lay out after
        picture("after the change")
        #expect(log == [
            #"first: <g data-view="sheet" transform="translate(0 150)"> frame 0,150 200×50"#,
            #"after the change: <g data-view="sheet" transform="translate(0 40)"> frame 0,40 200×160"#,
        ])
    }
}
