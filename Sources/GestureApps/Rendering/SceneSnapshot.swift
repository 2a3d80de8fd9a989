import Gestures

/// Draws a window's view tree as one self-contained SVG document: what a host rasterizes to show
/// the scene, and what tests read to see where everything is.
///
/// Every visible view becomes a group (`<g>`) nested as the views are, carrying the view's full
/// map into its superview (center, bounds origin and transform: rotation, scale, shear) and its
/// alpha as group opacity, so opacity multiplies down the tree as it does on screen. Geometry and
/// alpha are the *presentation* values (``View/presentationCenter`` and its siblings): what an
/// animation in flight shows at the clock's current time, the model values otherwise. Inside its
/// group a view draws, in its own coordinates, its ``View/backgroundColor`` as a filled rectangle
/// over its bounds, then (for an ``ImageView``) its image, then the text of a UIKit-shaped label, then its subviews back to front,
/// clipped to its bounds when it ``View/clipsToBounds`` (a scroll view's content, for one). Hidden views, views with an alpha of zero (or NaN) and views whose geometry is not
/// finite are skipped with their subviews.
///
/// Images are looked up by ``Image/name`` among the built-in vector assets and stretched over the
/// view's bounds (UIKit's default `scaleToFill`); an unknown name draws a crossed placeholder.
///
/// ```swift
/// let svg = SceneSnapshot(showsOverlay: true).svg(of: window)
/// // <svg xmlns="http://www.w3.org/2000/svg" … width="480" height="360" viewBox="0 0 480 360">
/// //   <g data-view="window">
/// //     <rect x="0" y="0" width="480" height="360" fill="#f4efe6"/>
/// //     <g data-view="box" transform="translate(180 120)">
/// //   …
/// ```
///
/// Views with an ``View/accessibilityIdentifier`` carry it as `data-view`. The optional overlay
/// draws each active touch of the window's engine as a disc and, in the bottom-left corner, a
/// legend with the number of touches and each active recognizer's name and state.
#if !hasFeature(Embedded)
@MainActor
#endif
public struct SceneSnapshot {
    /// Whether to draw the active touches and the recognizer legend over the scene.
    public var showsOverlay: Bool

    /// Where fingers would land, drawn as dashed rings whether or not the overlay is shown: the
    /// host's hint for emulated fingers hovering before a press, as the iOS Simulator shows them.
    public var fingerHints: [Point]

    /// Words to print under the picture, one line each, in a band added below the window; empty
    /// for none.
    public var caption: [String]

    /// The height of one caption line, in points.
    static let captionLineHeight = 18.0

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - showsOverlay: draw the touches and the recognizer legend.
    ///   - fingerHints: window points to mark as rings.
    ///   - caption: lines to print in a band under the picture.
    public init(showsOverlay: Bool = false, fingerHints: [Point] = [], caption: [String] = []) {
        self.showsOverlay = showsOverlay
        self.fingerHints = fingerHints
        self.caption = caption
    }

    /// The SVG document for the window as it is now, sized to the window's bounds.
    public func svg(of window: Window) -> String {
        var body = SVGWriter(depth: 1)
        var usedAssets: [Asset] = []
        drawTree(of: window, into: &body, usedAssets: &usedAssets)
        if showsOverlay { drawTouches(of: window, into: &body) }
        if !fingerHints.isEmpty { drawHints(into: &body) }
        if showsOverlay { drawLegend(of: window, into: &body) }

        let size = window.bounds.standardized.size
        let band = caption.isEmpty ? 0 : Self.captionLineHeight * Double(caption.count) + 10
        if band > 0 {
            body.empty("rect", [
                ("x", "0"), ("y", SVGText.number(size.height)), ("width", SVGText.number(size.width)),
                ("height", SVGText.number(band)), ("fill", "#263238"),
            ])
            for (index, line) in caption.enumerated() {
                let y = size.height + 5 + Self.captionLineHeight * (Double(index) + 0.75)
                body.textElement("text", [
                    ("class", "caption"), ("x", "8"), ("y", SVGText.number(y)),
                    ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
                    ("font-size", index == 0 ? "13" : "11"), ("font-weight", index == 0 ? "bold" : "normal"),
                    ("fill", "#ffffff"),
                ], line)
            }
        }
        let width = SVGText.number(size.width), height = SVGText.number(size.height + band)
        var document = SVGWriter()
        document.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
            ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)"),
        ])
        if !usedAssets.isEmpty {
            document.open("defs")
            for asset in usedAssets {
                document.open("symbol", [
                    ("id", asset.symbolID),
                    ("viewBox", "0 0 \(SVGText.number(asset.size.width)) \(SVGText.number(asset.size.height))"),
                    ("preserveAspectRatio", "none"),
                ])
                document.raw(asset.markup)
                document.close("symbol")
            }
            document.close("defs")
        }
        return document.text + body.text + "</svg>\n"
    }

    // MARK: The view tree

    /// One view being drawn, and the next of its subviews to visit.
    private struct Frame {
        let view: View
        var nextSubview = 0
        /// Whether the subviews sit in a clipping group of their own, closed with the view's.
        var clips = false
    }

    /// Draws the tree depth first without recursion, so that any depth of tree is safe.
    /// What a UIKit-shaped view draws beyond the engine's own properties (``ViewDrawingSource``).
    /// Embedded Swift cannot cast to a protocol, and has no UIKit layer whose views would: there,
    /// nothing.
    static func layerDrawing(of view: View) -> ViewDrawing? {
        #if hasFeature(Embedded)
        nil
        #else
        (view as? ViewDrawingSource)?.viewDrawing()
        #endif
    }

    private func drawTree(of window: Window, into out: inout SVGWriter, usedAssets: inout [Asset]) {
        guard Self.isDrawn(window) else { return }
        // The window's coordinates are the window coordinates, whatever its center and bounds.
        let rootBackground = drawableBackground(of: window, bounds: window.bounds)
        // A window's own layer (its decoration and sublayers), over its whole area.
        let rootDrawing = Self.layerDrawing(of: window)
        guard rootBackground != nil || rootDrawing != nil || !window.subviews.isEmpty else {
            out.empty("g", groupAttributes(of: window, transform: nil))
            return
        }
        out.open("g", groupAttributes(of: window, transform: nil))
        let rootArea = Rect(origin: .zero, size: window.bounds.standardized.size)
        var ids = DrawingIDs()
        if let rootDrawing {
            drawUnderlay(rootDrawing.layer, bounds: rootArea, into: &out, ids: &ids)
            drawOverlay(rootDrawing.layer, bounds: rootArea, clipsContent: true, into: &out, ids: &ids, usedAssets: &usedAssets)
        } else if let color = rootBackground {
            out.empty("rect", Self.rectAttributes(rootArea) + Self.fill(color))
        }
        var stack = [Frame(view: window)]
        var clipCount = 0
        while !stack.isEmpty {
            let top = stack.count - 1
            let frame = stack[top]
            guard frame.nextSubview < frame.view.subviews.count else {
                if frame.clips { out.close("g") }
                out.close("g")
                stack.removeLast()
                continue
            }
            stack[top].nextSubview += 1
            let view = frame.view.subviews[frame.nextSubview]
            guard !view.isHidden else { continue }
            // What a layer above adds (drawing, decoration, sublayers, layer animations).
            let drawing = Self.layerDrawing(of: view)
            let presented = Presented(view, drawing)
            guard presented.isDrawable else { continue }
            let attributes = groupAttributes(of: view, alpha: presented.alpha, transform: SVGText.transform(presented.localToSuperview))
            let bounds = presented.bounds
            let background = drawableBackground(of: view, bounds: bounds)
            let image = (view as? ImageView)?.image
            if drawing == nil && background == nil && image == nil && view.drawnText == nil && view.subviews.isEmpty {
                out.empty("g", attributes)
                continue
            }
            out.open("g", attributes)
            if let drawing {
                drawUnderlay(drawing.layer, bounds: bounds, into: &out, ids: &ids)
            } else if let background {
                out.empty("rect", Self.rectAttributes(bounds.standardized) + Self.fill(background))
            }
            if let image {
                drawImage(image, in: bounds.standardized, into: &out, usedAssets: &usedAssets)
            }
            if let text = view.drawnText {
                drawText(text, in: bounds.standardized, into: &out)
            }
            if let drawing {
                drawOverlay(drawing.layer, bounds: bounds, clipsContent: true, into: &out, ids: &ids, usedAssets: &usedAssets)
            }
            if view.subviews.isEmpty {
                out.close("g")
            } else if view.clipsToBounds {
                // The clip's rectangle is in the view's own coordinates: the group that uses it
                // carries no transform of its own. A rounded layer clips to its rounded corners.
                clipCount += 1
                let id = "clip-\(clipCount)"
                out.open("clipPath", [("id", id)])
                if let layer = drawing?.layer, layer.cornerRadius > 0 {
                    out.empty("path", [("d", Self.roundedRectData(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners))])
                } else {
                    out.empty("rect", Self.rectAttributes(bounds.standardized))
                }
                out.close("clipPath")
                out.open("g", [("clip-path", "url(#\(id))")])
                stack.append(Frame(view: view, clips: true))
            } else {
                stack.append(Frame(view: view))
            }
        }
    }

    /// Whether a view (and so its subtree) is drawn at all, as it is presented now.
    private static func isDrawn(_ view: View) -> Bool {
        !view.isHidden && Presented(view, nil).isDrawable
    }

    private func groupAttributes(of view: View, alpha: Double? = nil, transform: String?) -> SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = []
        if let name = view.accessibilityIdentifier { attributes.append(("data-view", name)) }
        if let transform { attributes.append(("transform", transform)) }
        let alpha = alpha ?? view.presentationAlpha
        if alpha < 1 { attributes.append(("opacity", SVGText.number(alpha))) }
        return attributes
    }

    private func drawableBackground(of view: View, bounds: Rect) -> Color? {
        guard let color = view.backgroundColor, color.alpha > 0 else { return nil }
        return bounds.size.width != 0 && bounds.size.height != 0 ? color : nil
    }

    func drawImage(_ image: Image, in bounds: Rect, into out: inout SVGWriter, usedAssets: inout [Asset]) {
        guard let asset = Asset.named(image.name) else {
            out.open("g", [("data-missing-image", image.name)])
            out.empty("rect", Self.rectAttributes(bounds) + [
                ("fill", Self.placeholderColor), ("fill-opacity", "0.15"),
                ("stroke", Self.placeholderColor), ("stroke-width", "2"),
            ])
            let (x0, y0) = (SVGText.number(bounds.minX), SVGText.number(bounds.minY))
            let (x1, y1) = (SVGText.number(bounds.maxX), SVGText.number(bounds.maxY))
            out.empty("path", [
                ("d", "M\(x0) \(y0) L\(x1) \(y1) M\(x1) \(y0) L\(x0) \(y1)"),
                ("stroke", Self.placeholderColor), ("stroke-width", "2"),
            ])
            out.close("g")
            return
        }
        if !usedAssets.contains(where: { $0.name == asset.name }) { usedAssets.append(asset) }
        out.empty("use", [("xlink:href", "#\(asset.symbolID)")] + Self.rectAttributes(bounds))
    }

    /// The colour of the placeholder for an image whose asset is unknown: magenta, the traditional
    /// "missing texture" colour, so it cannot pass for art.
    private static let placeholderColor = "#ff00ff"

    /// Line height as a multiple of the font size (a system font's ascender plus descender). [OURS]
    static let lineHeight = 1.2

    /// A label's lines, centred vertically in the bounds as UIKit's labels are, aligned
    /// horizontally as asked.
    private func drawText(_ text: DrawnText, in bounds: Rect, into out: inout SVGWriter) {
        let step = text.fontSize * Self.lineHeight
        let top = bounds.minY + (bounds.height - step * Double(text.lines.count)) / 2
        let (x, anchor): (Double, String) = switch text.alignment {
        case .leading: (bounds.minX, "start")
        case .center: (bounds.minX + bounds.width / 2, "middle")
        case .trailing: (bounds.maxX, "end")
        }
        for (index, line) in text.lines.enumerated() {
            var attributes: SVGWriter.Attributes = [
                ("x", SVGText.number(x)), ("y", SVGText.number(top + step * (Double(index) + 0.5))),
                ("font-family", "sans-serif"), ("font-size", SVGText.number(text.fontSize)),
                ("text-anchor", anchor), ("dominant-baseline", "central"),
            ]
            if text.isBold { attributes.append(("font-weight", "bold")) }
            out.textElement("text", attributes + Self.fill(text.color), line)
        }
    }

    static func rectAttributes(_ rect: Rect) -> SVGWriter.Attributes {
        [("x", SVGText.number(rect.minX)), ("y", SVGText.number(rect.minY)),
         ("width", SVGText.number(rect.width)), ("height", SVGText.number(rect.height))]
    }

    static func fill(_ color: Color) -> SVGWriter.Attributes {
        var attributes: SVGWriter.Attributes = [("fill", SVGText.hex(color))]
        if color.alpha < 1 { attributes.append(("fill-opacity", SVGText.number(color.alpha))) }
        return attributes
    }
}
