import Gestures

/// Drawing what a view's layer adds (``ViewDrawing``): its shadow, rounded background, the display
/// list its `draw(_:)` recorded, its sublayers and its border, as SVG paths.
///
/// A display list becomes, item by item: a `<path>` per fill or stroke (with the item's transform,
/// fill rule, caps, joins, miter limit and dashes), a `<clipPath>` and a group that uses it per clip
/// (closed at the matching restore), a `<linearGradient>` and a rectangle per gradient, a group per
/// picture. A shadow is its shape, offset, in the shadow colour, blurred by a Gaussian of standard
/// deviation half the shadow radius (the usual reading of Core Animation's radius).
extension SceneSnapshot {
    /// Unique ids for the definitions a picture needs.
    struct DrawingIDs {
        private var next = 0
        mutating func make(_ prefix: String) -> String {
            next += 1
            return "\(prefix)-\(next)"
        }
    }

    /// Pictures drawn inside pictures deeper than this are left out: each level is a picture a
    /// drawing drew into another. [OURS]
    static let maximumPictureDepth = 16

    /// What a view shows as presented now: the engine's presentation values, or the layer
    /// animation's where one moves the view.
    struct Presented {
        var center: Point
        var bounds: Rect
        var transform: Transform
        var alpha: Double

        #if !hasFeature(Embedded)
        @MainActor
        #endif
        init(_ view: View, _ drawing: ViewDrawing?) {
            center = drawing?.presentationCenter ?? view.presentationCenter
            bounds = drawing?.presentationBounds ?? view.presentationBounds
            transform = drawing?.presentationTransform ?? view.presentationTransform
            alpha = drawing?.presentationAlpha ?? view.presentationAlpha
        }

        /// Whether the view can be drawn at all: visible and finite.
        var isDrawable: Bool {
            let (t, b) = (transform, bounds)
            return alpha > 0 && center.isFinite && b.origin.isFinite && b.size.width.isFinite && b.size.height.isFinite
                && [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite }) && t.determinant != 0
        }

        /// The map from the view's coordinates into its superview's (see `localToSuperview`).
        var localToSuperview: Transform {
            let boundsCenter = Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
            return Transform(translationX: -boundsCenter.x, y: -boundsCenter.y)
                .concatenating(transform)
                .concatenating(Transform(translationX: center.x, y: center.y))
        }
    }

    // MARK: Layers

    /// The shadow and the rounded background of a layer over `bounds`.
    func drawUnderlay(_ layer: LayerDrawing, bounds: Rect, into out: inout SVGWriter, ids: inout DrawingIDs) {
        let b = bounds.standardized
        let hasArea = b.width > 0 && b.height > 0
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 && hasArea ? $0 : nil }
        if let shadowColor = layer.shadowColor, layer.shadowOpacity > 0, shadowColor.alpha > 0 {
            let shape: String? = if let path = layer.shadowPath { Self.pathData(path) } else if background != nil {
                Self.roundedRectData(b, radius: layer.cornerRadius, corners: layer.maskedCorners)
            } else { nil }
            if let shape, !shape.isEmpty {
                var group: SVGWriter.Attributes = []
                if let offset = SVGText.transform(Transform(translationX: layer.shadowOffset.dx, y: layer.shadowOffset.dy)) {
                    group.append(("transform", offset))
                }
                if layer.shadowRadius > 0 && layer.shadowRadius.isFinite {
                    let id = ids.make("shadow")
                    out.open("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")])
                    out.empty("feGaussianBlur", [("stdDeviation", SVGText.number(layer.shadowRadius / 2))])
                    out.close("filter")
                    group.append(("filter", "url(#\(id))"))
                }
                out.open("g", [("data-layer", "shadow")] + group)
                let color = Color(red: shadowColor.red, green: shadowColor.green, blue: shadowColor.blue,
                                  alpha: shadowColor.alpha * Swift.min(1, layer.shadowOpacity))
                out.empty("path", [("d", shape)] + Self.fill(color))
                out.close("g")
            }
        }
        if let background {
            if layer.cornerRadius > 0 {
                out.empty("path", [("d", Self.roundedRectData(b, radius: layer.cornerRadius, corners: layer.maskedCorners))]
                          + Self.fill(background))
            } else {
                out.empty("rect", Self.rectAttributes(b) + Self.fill(background))
            }
        }
    }

    /// A layer's content (clipped to its bounds for a view, as a view's drawing is), its
    /// sublayers (clipped when it masks to its bounds) and its border.
    func drawOverlay(_ layer: LayerDrawing, bounds: Rect, clipsContent: Bool, into out: inout SVGWriter, ids: inout DrawingIDs,
                     usedAssets: inout [Asset]) {
        let b = bounds.standardized
        if !layer.content.isEmpty {
            if clipsContent {
                let id = ids.make("content-clip")
                out.open("clipPath", [("id", id)])
                out.empty("rect", Self.rectAttributes(b))
                out.close("clipPath")
                out.open("g", [("clip-path", "url(#\(id))")])
            }
            drawList(layer.content, depth: 0, into: &out, ids: &ids, usedAssets: &usedAssets)
            if clipsContent { out.close("g") }
        }
        if !layer.sublayers.isEmpty {
            if layer.masksToBounds {
                let id = ids.make("mask")
                out.open("clipPath", [("id", id)])
                out.empty("path", [("d", Self.roundedRectData(b, radius: layer.cornerRadius, corners: layer.maskedCorners))])
                out.close("clipPath")
                out.open("g", [("clip-path", "url(#\(id))")])
            }
            for sublayer in layer.sublayers { drawSublayer(sublayer, into: &out, ids: &ids, usedAssets: &usedAssets) }
            if layer.masksToBounds { out.close("g") }
        }
        if layer.borderWidth > 0, layer.borderWidth.isFinite, let color = layer.borderColor, color.alpha > 0,
           b.width > 0, b.height > 0 {
            let w = Swift.min(layer.borderWidth, Swift.min(b.width, b.height) / 2)
            let inset = Rect(x: b.minX + w / 2, y: b.minY + w / 2, width: b.width - w, height: b.height - w)
            out.empty("path", [
                ("d", Self.roundedRectData(inset, radius: Swift.max(0, layer.cornerRadius - w / 2), corners: layer.maskedCorners)),
                ("fill", "none"),
            ] + Self.stroke(color, StrokeStyle(width: w)))
        }
    }

    /// A free-standing layer, in its superlayer's coordinates (the renderer walks sublayers by
    /// recursion; the layer above bounds their depth by `GestureConstants.maximumLayerDepth`).
    private func drawSublayer(_ layer: LayerDrawing, into out: inout SVGWriter, ids: inout DrawingIDs, usedAssets: inout [Asset]) {
        let t = layer.localToSuperlayer
        guard !layer.isHidden, layer.opacity > 0, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite }), t.determinant != 0
        else { return }
        var attributes: SVGWriter.Attributes = [("data-layer", "sublayer")]
        if let transform = SVGText.transform(t) { attributes.append(("transform", transform)) }
        if layer.opacity < 1 { attributes.append(("opacity", SVGText.number(layer.opacity))) }
        out.open("g", attributes)
        drawUnderlay(layer, bounds: layer.bounds, into: &out, ids: &ids)
        drawOverlay(layer, bounds: layer.bounds, clipsContent: false, into: &out, ids: &ids, usedAssets: &usedAssets)
        out.close("g")
    }

    // MARK: Display lists

    /// The items of a display list, clips nested as saved and restored.
    func drawList(_ list: DisplayList, depth: Int, into out: inout SVGWriter, ids: inout DrawingIDs, usedAssets: inout [Asset]) {
        // Clip groups opened at each save level, innermost last.
        var open = [0]
        for item in list.items {
            switch item {
            case .save:
                open.append(0)
            case .restore:
                guard open.count > 1 else { continue }
                for _ in 0..<open.removeLast() { out.close("g") }
            case let .clip(path, rule, t):
                let id = ids.make("draw-clip")
                out.open("clipPath", [("id", id)])
                out.empty("path", [("d", Self.pathData(path))] + Self.transformAttribute(t)
                          + (rule == .evenOdd ? [("clip-rule", "evenodd")] : []))
                out.close("clipPath")
                out.open("g", [("clip-path", "url(#\(id))")])
                open[open.count - 1] += 1
            case let .fill(path, color, rule, t):
                out.empty("path", [("d", Self.pathData(path))] + Self.transformAttribute(t) + Self.fill(color)
                          + (rule == .evenOdd ? [("fill-rule", "evenodd")] : []))
            case let .stroke(path, color, style, t):
                out.empty("path", [("d", Self.pathData(path))] + Self.transformAttribute(t) + [("fill", "none")]
                          + Self.stroke(color, style))
            case let .gradient(gradient, rect, t):
                let id = ids.make("gradient")
                out.open("linearGradient", [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"),
                    ("x1", SVGText.number(gradient.start.x)), ("y1", SVGText.number(gradient.start.y)),
                    ("x2", SVGText.number(gradient.end.x)), ("y2", SVGText.number(gradient.end.y)),
                ])
                for (color, location) in zip(gradient.colors, gradient.locations) {
                    var stop: SVGWriter.Attributes = [("offset", SVGText.number(Swift.max(0, Swift.min(1, location)))),
                                                      ("stop-color", SVGText.hex(color))]
                    if color.alpha < 1 { stop.append(("stop-opacity", SVGText.number(color.alpha))) }
                    out.empty("stop", stop)
                }
                out.close("linearGradient")
                out.empty("rect", Self.rectAttributes(rect.standardized) + Self.transformAttribute(t) + [("fill", "url(#\(id))")])
            case let .picture(picture, size, rect, t):
                guard depth < Self.maximumPictureDepth, size.width > 0, size.height > 0 else { continue }
                let place = Transform(scaleX: rect.width / size.width, y: rect.height / size.height)
                    .concatenating(Transform(translationX: rect.minX, y: rect.minY)).concatenating(t)
                out.open("g", [("data-picture", "\(picture.items.count)")] + Self.transformAttribute(place))
                drawList(picture, depth: depth + 1, into: &out, ids: &ids, usedAssets: &usedAssets)
                out.close("g")
            case let .image(image, rect, t):
                if t.isIdentity {
                    drawImage(image, in: rect.standardized, into: &out, usedAssets: &usedAssets)
                } else {
                    out.open("g", Self.transformAttribute(t))
                    drawImage(image, in: rect.standardized, into: &out, usedAssets: &usedAssets)
                    out.close("g")
                }
            }
        }
        for count in open { for _ in 0..<count { out.close("g") } }
    }

    static func transformAttribute(_ t: Transform) -> SVGWriter.Attributes {
        SVGText.transform(t).map { [("transform", $0)] } ?? []
    }

    static func stroke(_ color: Color, _ style: StrokeStyle) -> SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = [("stroke", SVGText.hex(color))]
        if color.alpha < 1 { attributes.append(("stroke-opacity", SVGText.number(color.alpha))) }
        attributes.append(("stroke-width", SVGText.number(style.width)))
        switch style.cap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        }
        switch style.join {
        case .miter: attributes.append(("stroke-miterlimit", SVGText.number(style.miterLimit)))
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        }
        if !style.dashes.isEmpty {
            attributes.append(("stroke-dasharray", style.dashes.map(SVGText.number).joined(separator: " ")))
            if style.dashPhase != 0 { attributes.append(("stroke-dashoffset", SVGText.number(style.dashPhase))) }
        }
        return attributes
    }

    /// SVG path data for path elements.
    static func pathData(_ elements: [PathElement]) -> String {
        var d = ""
        d.reserveCapacity(elements.count * 12)
        func point(_ p: Point) -> String { "\(SVGText.number(p.x)) \(SVGText.number(p.y))" }
        for element in elements {
            if !d.isEmpty { d += " " }
            switch element {
            case let .move(p): d += "M" + point(p)
            case let .line(p): d += "L" + point(p)
            case let .quadCurve(to, c): d += "Q" + point(c) + " " + point(to)
            case let .curve(to, c1, c2): d += "C" + point(c1) + " " + point(c2) + " " + point(to)
            case .close: d += "Z"
            }
        }
        return d
    }

    /// A rectangle with the masked corners (bit 0 top-left, 1 top-right, 2 bottom-left, 3
    /// bottom-right) rounded by `radius`, at most half the shorter side.
    static func roundedRectData(_ rect: Rect, radius: Double, corners: UInt8) -> String {
        let r = rect.standardized
        let limit = Swift.max(0, Swift.min(r.width, r.height) / 2)
        let k = radius.isFinite ? Swift.max(0, Swift.min(limit, radius)) : 0
        func corner(_ bit: UInt8) -> Double { corners & (1 << bit) != 0 ? k : 0 }
        let (tl, tr, bl, br) = (corner(0), corner(1), corner(2), corner(3))
        let n = SVGText.number
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            radius > 0 ? " A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
        }
        return "M\(n(r.minX + tl)) \(n(r.minY)) H\(n(r.maxX - tr))" + arc(tr, r.maxX, r.minY + tr)
            + " V\(n(r.maxY - br))" + arc(br, r.maxX - br, r.maxY)
            + " H\(n(r.minX + bl))" + arc(bl, r.minX, r.maxY - bl)
            + " V\(n(r.minY + tl))" + arc(tl, r.minX + tl, r.minY) + " Z"
    }
}
