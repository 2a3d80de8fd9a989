import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

@MainActor
@Suite("Core Animation layers: sublayers, shape and gradient layers, corners, borders, shadows and 3-D transforms, drawn in the SVG")
struct LayerTests {
    @Test("A card's layer: rounded background, border inside the bounds, blurred shadow offset under it")
    func cardDecoration() {
        let host = UIKitHost(nil)
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.gray.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        host.window.addSubview(card)
        // The shadow's shape is the rounded background (top corners only), moved 4 points down and
        // blurred by a standard deviation of 4; the border is stroked 1 point in, its radius 11.
        #expect(drawnLines(of: "card", in: host.window) == [
            "<g data-view=\"card\" transform=\"translate(10 20)\">",
            "<filter id=\"shadow-1\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">",
            "<feGaussianBlur stdDeviation=\"4\"/>",
            "</filter>",
            "<g data-layer=\"shadow\" transform=\"translate(0 4)\" filter=\"url(#shadow-1)\">",
            "<path d=\"M12 0 H88 A12 12 0 0 1 100 12 V60 H0 V12 A12 12 0 0 1 12 0 Z\" fill=\"#000000\" fill-opacity=\"0.5\"/>",
            "</g>",
            "<path d=\"M12 0 H88 A12 12 0 0 1 100 12 V60 H0 V12 A12 12 0 0 1 12 0 Z\" fill=\"#ffffff\"/>",
            "<path d=\"M12 1 H88 A11 11 0 0 1 99 12 V59 H1 V12 A11 11 0 0 1 12 1 Z\" fill=\"none\" stroke=\"#808080\" stroke-width=\"2\" stroke-miterlimit=\"10\"/>",
            "</g>",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("Shape, gradient and transformed sublayers, in order, clipped by a rounded mask")
    func sublayers() {
        let host = UIKitHost(nil)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        panel.accessibilityIdentifier = "panel"
        panel.layer.cornerRadius = 10
        panel.layer.masksToBounds = true
        host.window.addSubview(panel)

        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        let stroke = CAShapeLayer()
        stroke.path = line.cgPath
        stroke.fillColor = nil
        stroke.strokeColor = UIColor.red.cgColor
        stroke.lineWidth = 4
        stroke.lineCap = .round
        stroke.lineDashPattern = [6, 3]
        stroke.strokeEnd = 0.5
        stroke.frame = CGRect(x: 0, y: 0, width: 200, height: 20)

        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.frame = CGRect(x: 0, y: 40, width: 100, height: 50)

        let ring = CAShapeLayer()
        let rings = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        rings.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
        ring.path = rings.cgPath
        ring.fillRule = .evenOdd
        ring.fillColor = UIColor.green.cgColor
        ring.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        ring.position = CGPoint(x: 150, y: 60)
        ring.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        ring.opacity = 0.5

        panel.layer.addSublayer(gradient)
        panel.layer.insertSublayer(stroke, below: gradient)
        panel.layer.insertSublayer(ring, above: gradient)
        #expect(panel.layer.sublayers?.map { ObjectIdentifier($0) } == [stroke, gradient, ring].map { ObjectIdentifier($0) })
        #expect(ring.superlayer === panel.layer && ring.frame == CGRect(x: 140, y: 50, width: 20, height: 20))

        // The stroke ends half-way along its 100-point line; the gradient runs across its bounds;
        // the ring sits turned a quarter, half transparent, even-odd filled.
        let lines = drawnLines(of: "panel", in: host.window)
        // The ring's anchor (10, 10) lands on its position (150, 60): matrix(0 1 -1 0 160 50).
        #expect(lines == [
            "<g data-view=\"panel\">",
            "<clipPath id=\"mask-1\">",
            "<path d=\"M10 0 H190 A10 10 0 0 1 200 10 V90 A10 10 0 0 1 190 100 H10 A10 10 0 0 1 0 90 V10 A10 10 0 0 1 10 0 Z\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#mask-1)\">",
            "<g data-layer=\"sublayer\">",
            "<path d=\"M0 10 L50 10\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\"6 3\"/>",
            "</g>",
            "<g data-layer=\"sublayer\" transform=\"translate(0 40)\">",
            "<linearGradient id=\"gradient-2\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"25\" x2=\"100\" y2=\"25\">",
            "<stop offset=\"0\" stop-color=\"#ff0000\"/>",
            "<stop offset=\"1\" stop-color=\"#0000ff\"/>",
            "</linearGradient>",
            "<rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"url(#gradient-2)\"/>",
            "</g>",
            "<g data-layer=\"sublayer\" transform=\"matrix(0 1 -1 0 160 50)\" opacity=\"0.5\">",
            "<path d=\"M20 10 C20 15.5228 15.5228 20 10 20 C4.4772 20 0 15.5228 0 10 C0 4.4772 4.4772 0 10 0 C15.5228 0 20 4.4772 20 10 Z M15 10 C15 12.7614 12.7614 15 10 15 C7.2386 15 5 12.7614 5 10 C5 7.2386 7.2386 5 10 5 C12.7614 5 15 7.2386 15 10 Z\" fill=\"#00ff00\" fill-rule=\"evenodd\"/>",
            "</g>",
            "</g>",
            "</g>",
        ])

        gradient.removeFromSuperlayer()
        #expect(panel.layer.sublayers?.count == 2 && gradient.superlayer == nil)
        panel.layer.sublayers = nil
        #expect(panel.layer.sublayers == nil && stroke.superlayer == nil)
        #expect(host.diagnostics == [])
    }

    @Test("A view's layer kept after the view is freed: no delegate, and its own geometry from then on")
    func layerOutlivesView() {
        weak var weakView: UIView?
        var layer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            view.alpha = 0.5
            layer = view.layer
            #expect(layer?.delegate === view)
            #expect(layer?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(layer?.opacity == 0.5)
            weakView = view
        }
        #expect(weakView == nil)
        #expect(layer?.delegate == nil)
        layer?.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer?.opacity = 0.25
        #expect(layer?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(layer?.opacity == 0.25)
    }

    @Test("A layer cannot go under itself, its own sublayers, or be a view's layer: refused and reported")
    func refusedSublayers() {
        let host = UIKitHost(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let outer = CALayer(), inner = CALayer()
        view.layer.addSublayer(outer)
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        inner.addSublayer(inner)
        let other = UIView()
        outer.addSublayer(other.layer)
        #expect(outer.sublayers?.count == 1 && inner.sublayers == nil && outer.superlayer === view.layer)
        #expect(host.diagnostics == [
            "misuse: CALayer: a layer cannot be added under itself or its own sublayers; refused",
            "misuse: CALayer: a layer cannot be added under itself or its own sublayers; refused",
            "misuse: CALayer: a view's layer is added with addSubview on its view, not addSublayer; refused",
        ])
    }

    @Test("CATransform3D: the affine subset composes like CGAffineTransform; a view's layer transform is the view's")
    func transforms3D() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let both = CATransform3DConcat(scale, move)
        #expect(CATransform3DGetAffineTransform(both) == CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20)))
        let affineTurn = CATransform3DGetAffineTransform(turn)
        let expectedTurn = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(affineTurn.a - expectedTurn.a) < 1e-12 && abs(affineTurn.b - expectedTurn.b) < 1e-12
            && abs(affineTurn.c - expectedTurn.c) < 1e-12 && abs(affineTurn.d - expectedTurn.d) < 1e-12)
        #expect(CATransform3DIsAffine(both) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(move, CATransform3DMakeTranslation(-10, -20, 0))))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: 2, y: 3)), scale))

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.transform = CATransform3DScale(CATransform3DIdentity, 2, 2, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2) && view.layer.affineTransform() == view.transform)
        view.layer.setAffineTransform(.identity)
        #expect(CATransform3DIsIdentity(view.layer.transform))
        let free = CALayer()
        free.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        #expect(!CATransform3DIsAffine(free.transform))
    }

    @Test("A window's own layer draws its background and sublayers under its subviews")
    func windowLayer() {
        let host = UIKitHost(nil)
        host.window.accessibilityIdentifier = "window"
        host.window.backgroundColor = .black
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        dot.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.position = CGPoint(x: 10, y: 10)
        host.window.layer.addSublayer(dot)
        let lines = SceneSnapshot().svg(of: host.window.engineWindow).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = lines.firstIndex { $0.hasPrefix("<g data-view=\"window\"") } ?? 0
        #expect(Array(lines[start...].prefix(5)) == [
            "<g data-view=\"window\">",
            "<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\" fill=\"#000000\"/>",
            "<g data-layer=\"sublayer\" transform=\"translate(8 8)\">",
            "<path d=\"M0 0 L4 0 L4 4 L0 4 Z\" fill=\"#000000\"/>",
            "</g>",
        ])
    }
}
