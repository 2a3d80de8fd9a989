import Gestures

/// The geometry of paths: bounds, point-in-path, flattening into lines, trimming (a shape layer's
/// `strokeStart`/`strokeEnd`) and points along the length (a keyframe animation's `path`).
enum PathGeometry {
    /// Straight segments each curve is cut into where a path is flattened. 32 keeps a quarter
    /// circle of radius 1,000 points within 0.2 points of the curve. [OURS]
    static let segmentsPerCurve = 32

    static func transformed(_ elements: [PathElement], _ t: Transform) -> [PathElement] {
        guard !t.isIdentity else { return elements }
        return elements.map { element in
            switch element {
            case let .move(p): .move(p.applying(t))
            case let .line(p): .line(p.applying(t))
            case let .quadCurve(to, c): .quadCurve(to: to.applying(t), control: c.applying(t))
            case let .curve(to, c1, c2): .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: .close
            }
        }
    }

    /// The box of every point, control points included; `.null` when there is none.
    static func controlBounds(_ elements: [PathElement]) -> Rect {
        var box = Box()
        for element in elements { for p in element.points { box.add(p) } }
        return box.rect
    }

    /// The box of the path itself: curves at their extremes, control points left out.
    static func tightBounds(_ elements: [PathElement]) -> Rect {
        var box = Box()
        var current = Point.zero
        for element in elements {
            switch element {
            case let .move(p), let .line(p):
                box.add(p)
                current = p
            case let .quadCurve(to, c):
                box.add(to)
                for axis in 0..<2 {
                    let (a, b, e) = axis == 0 ? (current.x, c.x, to.x) : (current.y, c.y, to.y)
                    let denominator = a - 2 * b + e
                    if denominator != 0 {
                        let t = (a - b) / denominator
                        if t > 0 && t < 1 { box.add(quad(current, c, to, t)) }
                    }
                }
                current = to
            case let .curve(to, c1, c2):
                box.add(to)
                for axis in 0..<2 {
                    let (p0, p1, p2, p3) = axis == 0 ? (current.x, c1.x, c2.x, to.x) : (current.y, c1.y, c2.y, to.y)
                    // The derivative's roots: a t² + b t + c = 0.
                    let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
                    for t in quadraticRoots(a, b, c) where t > 0 && t < 1 { box.add(cubic(current, c1, c2, to, t)) }
                }
                current = to
            case .close:
                break
            }
        }
        return box.rect
    }

    private static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        if abs(a) < 1e-12 { return b == 0 ? [] : [-c / b] }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    static func quad(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The path as polylines, one per subpath, with whether each was closed.
    static func polylines(_ elements: [PathElement]) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                current = [p]
            case let .line(p):
                current.append(p)
            case let .quadCurve(to, c):
                let start = current.last ?? to
                for i in 1...segmentsPerCurve { current.append(quad(start, c, to, Double(i) / Double(segmentsPerCurve))) }
            case let .curve(to, c1, c2):
                let start = current.last ?? to
                for i in 1...segmentsPerCurve { current.append(cubic(start, c1, c2, to, Double(i) / Double(segmentsPerCurve))) }
            case .close:
                let start = current.first
                finish(closed: true)
                // A line or curve after a close starts from the closed subpath's start.
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result.filter { $0.points.count > 1 || $0.closed }
    }

    /// Whether the point is inside the fill (every subpath closed), by the winding number.
    static func contains(_ point: Point, in elements: [PathElement], rule: FillRule) -> Bool {
        var winding = 0
        for (points, _) in polylines(elements) where points.count > 2 {
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// The part of the path between the fractions `start` and `end` of its whole length (all
    /// subpaths in order), as lines: what a shape layer strokes for `strokeStart`/`strokeEnd`.
    /// The whole path when the fractions cover it.
    static func trimmed(_ elements: [PathElement], from start: Double, to end: Double) -> [PathElement] {
        let from = Swift.max(0, Swift.min(1, start.isNaN ? 0 : start))
        let to = Swift.max(0, Swift.min(1, end.isNaN ? 1 : end))
        if from <= 0 && to >= 1 { return elements }
        guard to > from else { return [] }
        let lines = polylines(elements).map { line in line.closed ? line.points + [line.points[0]] : line.points }
        let total = lines.reduce(0.0) { sum, points in sum + zip(points, points.dropFirst()).reduce(0.0) { $0 + distance($1.0, $1.1) } }
        guard total > 0 else { return [] }
        let (low, high) = (from * total, to * total)
        var result: [PathElement] = []
        var walked = 0.0
        for points in lines {
            var started = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = distance(a, b)
                let (s, e) = (walked, walked + length)
                walked = e
                guard e >= low, s <= high, length > 0 else { continue }
                let t0 = Swift.max(0, (low - s) / length), t1 = Swift.min(1, (high - s) / length)
                let p0 = Point(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = Point(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !started {
                    result.append(.move(p0))
                    started = true
                }
                result.append(.line(p1))
            }
        }
        return result
    }

    /// The point the fraction `t` of the way along the path's length, and the path's direction
    /// there (radians); nil for a path of no length.
    static func point(along elements: [PathElement], at t: Double) -> (point: Point, angle: Double)? {
        let points = polylines(elements).flatMap { line in line.closed ? line.points + [line.points[0]] : line.points }
        let segments = zip(points, points.dropFirst()).map { ($0, $1, distance($0, $1)) }
        let total = segments.reduce(0.0) { $0 + $1.2 }
        guard total > 0 else { return points.first.map { ($0, 0) } }
        var remaining = Swift.max(0, Swift.min(1, t)) * total
        for (a, b, length) in segments where length > 0 {
            if remaining <= length {
                let f = remaining / length
                return (Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), Math.atan2(b.y - a.y, b.x - a.x))
            }
            remaining -= length
        }
        let last = segments.last { $0.2 > 0 }!
        return (last.1, Math.atan2(last.1.y - last.0.y, last.1.x - last.0.x))
    }

    /// A running bounding box.
    private struct Box {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        mutating func add(_ p: Point) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        var rect: Rect { minX > maxX ? .null : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
}
