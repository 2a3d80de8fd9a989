/// Edges of a rectangle, as a set.
nonisolated public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window and moves inward, like the system's back swipe.
/// Continuous.
///
/// Only the first finger counts, and it must land within ``edgeRegion`` points of one of
/// ``edges`` of the window. The pan begins once that finger moved ``edgeHysteresis`` points away
/// from the edge; the hysteresis is taken off the inward component of the translation. Otherwise it
/// behaves as a ``PanGestureRecognizer`` with one finger.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // built-in recognizers' properties add 5.5 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// The edges the gesture may start from (default none, as in UIKit: set it).
    @exclusivity(unchecked) public var edges: RectEdge = [] {
        willSet { checkThread("ScreenEdgePanGestureRecognizer.edges") }
    }
    /// How close to the edge the finger must land, in points (default 20).
    @exclusivity(unchecked) public var edgeRegion = GestureConstants.screenEdgeRegion {
        willSet { checkThread("ScreenEdgePanGestureRecognizer.edgeRegion") }
        didSet { edgeRegion = boundedDistance(edgeRegion, "edgeRegion", oldValue) }
    }
    /// How far the finger must move away from the edge to begin, in points (default 15).
    @exclusivity(unchecked) public var edgeHysteresis = GestureConstants.screenEdgeHysteresis {
        willSet { checkThread("ScreenEdgePanGestureRecognizer.edgeHysteresis") }
        didSet { edgeHysteresis = boundedDistance(edgeHysteresis, "edgeHysteresis", oldValue) }
    }

    /// The edge the gesture started from.
    @exclusivity(unchecked) private var startEdge: RectEdge?

    public override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if startEdge == nil, numberOfTouches == touches.count, let touch = touches.first {
            guard let size = view?.window?.bounds.size ?? rootSize(),
                  let edge = edge(near: touch.locationInWindow, in: size) else {
                state = .failed
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }

    override func beginningOffset(for movement: Vector) -> Vector? {
        guard let edge = startEdge else { return nil }
        let h = edgeHysteresis
        switch edge {
        case .left: return movement.dx >= h ? Vector(dx: h, dy: 0) : nil
        case .right: return -movement.dx >= h ? Vector(dx: -h, dy: 0) : nil
        case .top: return movement.dy >= h ? Vector(dx: 0, dy: h) : nil
        default: return -movement.dy >= h ? Vector(dx: 0, dy: -h) : nil
        }
    }

    private func edge(near point: Point, in size: Size) -> RectEdge? {
        if edges.contains(.left), point.x <= edgeRegion { return .left }
        if edges.contains(.right), point.x >= size.width - edgeRegion { return .right }
        if edges.contains(.top), point.y <= edgeRegion { return .top }
        if edges.contains(.bottom), point.y >= size.height - edgeRegion { return .bottom }
        return nil
    }

    /// For host trees without a `Window`, the screen is not known: the gesture never starts.
    private func rootSize() -> Size? { nil }
}
