/// What a view draws beyond its background, image and text, as renderers read it: the recording of
/// a UIKit-shaped view's `draw(_:)` and the layers under its layer. The engine never reads any of
/// it; touches and hit testing do not depend on it.
///
/// Everything here is a small value: a layer above records it, and a renderer walks it. Paths are
/// lists of elements in the coordinates of the item's own transform; colours are ``Color``s.

/// One element of a path, with Core Graphics' meaning.
nonisolated package enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A quadratic Bézier curve to `to` with one control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line back to its start.
    case close
}

/// Which points a path's fill covers: nonzero winding (Core Graphics' default) or even-odd.
nonisolated package enum FillRule: Hashable, Sendable {
    case nonZero, evenOdd
}

/// How the ends of stroked lines look.
nonisolated package enum LineCap: Hashable, Sendable {
    case butt, round, square
}

/// How stroked lines meet.
nonisolated package enum LineJoin: Hashable, Sendable {
    case miter, round, bevel
}

/// How a path is stroked.
nonisolated package struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points.
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    /// The longest miter, as a multiple of the width, before a join is bevelled.
    package var miterLimit: Double
    /// Lengths of dashes and gaps, in points, alternating; empty for a solid line.
    package var dashes: [Double]
    /// How far into the dash pattern the line starts, in points.
    package var dashPhase: Double

    package init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                 dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}

/// An axial gradient: colours at locations from 0 to 1 along the line from `start` to `end`.
nonisolated package struct AxialGradient: Hashable, Sendable {
    package var colors: [Color]
    /// One location per colour, from 0 to 1, increasing.
    package var locations: [Double]
    package var start: Point
    package var end: Point

    package init(colors: [Color], locations: [Double], start: Point, end: Point) {
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }
}

/// One drawing operation. Each carries the transform that was current when it was recorded (the
/// map from the path's coordinates into the owner's).
nonisolated package enum DisplayItem: Hashable, Sendable {
    /// Fills a path.
    case fill([PathElement], Color, FillRule, Transform)
    /// Strokes a path.
    case stroke([PathElement], Color, StrokeStyle, Transform)
    /// Intersects the clip with a path until the matching ``restore``.
    case clip([PathElement], FillRule, Transform)
    /// Fills the current clip (or the rectangle given) with an axial gradient.
    case gradient(AxialGradient, clipTo: Rect, Transform)
    /// Draws a recorded picture (an image made by drawing) into a rectangle.
    case picture(DisplayList, size: Size, in: Rect, Transform)
    /// Draws a named image into a rectangle.
    case image(Image, in: Rect, Transform)
    /// Saves the clip; the matching ``restore`` brings it back.
    case save
    /// Restores the clip saved by the matching ``save``.
    case restore
}

/// A recording of drawing operations: what a `draw(_:)` pass or a picture drew, in order.
///
/// Bounded: at most ``GestureConstants/maximumDisplayListElements`` path elements are kept; what a
/// pass draws beyond that is counted in ``droppedElements`` and not kept, so a drawing of a
/// million segments costs the renderer no more than the cap.
nonisolated package struct DisplayList: Hashable, Sendable {
    package private(set) var items: [DisplayItem] = []
    /// The path elements the items hold.
    package private(set) var elementCount = 0
    /// The path elements drawn beyond the cap, and dropped.
    package private(set) var droppedElements = 0

    package init() {}

    package var isEmpty: Bool { items.isEmpty }

    /// Appends an item. A path that would take the list past the cap keeps the elements that fit
    /// (the first ones) and the rest are counted in ``droppedElements``; any other item that does
    /// not fit is dropped and counted.
    package mutating func append(_ item: DisplayItem) {
        let count = item.elementCount
        let room = GestureConstants.maximumDisplayListElements - elementCount
        guard count > room else {
            elementCount += count
            items.append(item)
            return
        }
        droppedElements += count - Swift.max(0, room)
        guard room > 0 else { return }
        switch item {
        case let .fill(path, color, rule, t): items.append(.fill(Array(path.prefix(room)), color, rule, t))
        case let .stroke(path, color, style, t): items.append(.stroke(Array(path.prefix(room)), color, style, t))
        case let .clip(path, rule, t): items.append(.clip(Array(path.prefix(room)), rule, t))
        case .gradient, .picture, .image, .save, .restore:
            droppedElements += Swift.max(0, room)
            return
        }
        elementCount += room
    }

    /// Appends every item of another list (a layer's content drawn in a view's, say), under the
    /// same cap.
    package mutating func append(contentsOf other: DisplayList) {
        for item in other.items { append(item) }
        droppedElements += other.droppedElements
    }
}

nonisolated extension DisplayItem {
    /// The path elements the item holds (a picture counts its own).
    var elementCount: Int {
        switch self {
        case let .fill(path, _, _, _), let .stroke(path, _, _, _), let .clip(path, _, _): path.count
        case let .picture(list, _, _, _): list.elementCount
        case .gradient, .image, .save, .restore: 1
        }
    }
}

nonisolated extension GestureConstants {
    /// At most this many path elements (moves, lines, curves, closes) are kept in one display list
    /// — one view's `draw(_:)` pass, one layer's content, one picture. A pass that draws more
    /// keeps the first ones and reports how many it dropped. A finger-drawing canvas gathers a
    /// point a frame, so 100,000 is half an hour of drawing at 60 Hz; the SVG of that many is about
    /// 2 MB, which the window's rasterizer draws in well under a frame's budget on a desktop. [OURS]
    public static let maximumDisplayListElements = 100_000

    /// Sublayers deeper than this below a view's layer are not drawn, and reported: the renderer
    /// walks layers by recursion, and real layer trees are a few levels deep. [OURS]
    public static let maximumLayerDepth = 64
}

/// How a layer looks, for renderers: its geometry in its superlayer, its decoration and what it
/// draws itself, and its sublayers. For a view's own layer the geometry is the view's and is not
/// read from here.
nonisolated package struct LayerDrawing: Hashable, Sendable {
    /// Where the layer's anchor sits in the superlayer.
    package var position = Point(x: 0, y: 0)
    package var bounds = Rect.zero
    /// The anchor point in unit coordinates of the bounds (0.5, 0.5: the centre).
    package var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The affine part of the layer's transform, applied around the anchor point.
    package var transform = Transform.identity
    package var opacity = 1.0
    package var isHidden = false
    package var backgroundColor: Color?
    package var cornerRadius = 0.0
    /// Which corners are rounded: bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
    package var maskedCorners: UInt8 = 0b1111
    package var masksToBounds = false
    package var borderWidth = 0.0
    package var borderColor: Color?
    package var shadowColor: Color?
    package var shadowOpacity = 0.0
    package var shadowOffset = Vector(dx: 0, dy: -3)
    package var shadowRadius = 3.0
    /// The shape the shadow takes; nil for the layer's own (its content's, or its bounds').
    package var shadowPath: [PathElement]?
    /// What the layer draws itself (a shape layer's path, a gradient, a view's `draw(_:)`), in
    /// its bounds' coordinates, over the background.
    package var content = DisplayList()
    /// The sublayers, back to front.
    package var sublayers: [LayerDrawing] = []

    package init() {}

    /// The map from the layer's coordinates into its superlayer's, as Core Animation composes it:
    /// the anchor point goes to the origin, the transform applies there, the origin goes to the
    /// position.
    package var localToSuperlayer: Transform {
        let anchor = Point(x: bounds.origin.x + bounds.size.width * anchorPoint.x,
                           y: bounds.origin.y + bounds.size.height * anchorPoint.y)
        return Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform(translationX: position.x, y: position.y))
    }
}

/// What a view draws beyond its background, image and text, with the presentation values a layer
/// above animates (Core Animation animations of a view's layer), for renderers.
nonisolated package struct ViewDrawing: Hashable, Sendable {
    /// The view's layer: decoration, content (its `draw(_:)`), sublayers. Its geometry is unused.
    package var layer: LayerDrawing
    /// The view's centre as presented, when a layer animation moves it.
    package var presentationCenter: Point?
    package var presentationBounds: Rect?
    package var presentationTransform: Transform?
    package var presentationAlpha: Double?

    package init(layer: LayerDrawing) {
        self.layer = layer
    }
}

/// A view that draws more than the engine records (a UIKit-shaped view with `draw(_:)`, layer
/// decoration or sublayers): renderers ask it, once per picture, for what to draw.
#if !hasFeature(Embedded)
@MainActor
#endif
package protocol ViewDrawingSource: AnyObject {
    /// What the view draws now, at the clock's current time; nil for nothing beyond the engine's
    /// own properties. May run the view's pending `draw(_:)`.
    func viewDrawing() -> ViewDrawing?
}
