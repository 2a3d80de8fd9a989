import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A 3×3 matrix acting on column vectors (x, y, 1): the straightforward computation the view
/// geometry is checked against, written without the engine's transform type.
private struct Matrix3 {
    var m: [[Double]]

    static let identity = Matrix3(m: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    static func translation(_ x: Double, _ y: Double) -> Matrix3 { Matrix3(m: [[1, 0, x], [0, 1, y], [0, 0, 1]]) }

    /// Core Graphics' (a, b, c, d, tx, ty) as a column-vector matrix.
    init(_ t: CGAffineTransform) {
        m = [[Double(t.a), Double(t.c), Double(t.tx)], [Double(t.b), Double(t.d), Double(t.ty)], [0, 0, 1]]
    }

    init(m: [[Double]]) { self.m = m }

    static func * (l: Matrix3, r: Matrix3) -> Matrix3 {
        var out = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { for k in 0..<3 { out[i][j] += l.m[i][k] * r.m[k][j] } } }
        return Matrix3(m: out)
    }

    func apply(_ p: (Double, Double)) -> (Double, Double) {
        (m[0][0] * p.0 + m[0][1] * p.1 + m[0][2], m[1][0] * p.0 + m[1][1] * p.1 + m[1][2])
    }

    /// The inverse by cofactors.
    var inverse: Matrix3 {
        let a = m
        let det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        var out = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                let rows = (0..<3).filter { $0 != j }, cols = (0..<3).filter { $0 != i }
                let minor = a[rows[0]][cols[0]] * a[rows[1]][cols[1]] - a[rows[0]][cols[1]] * a[rows[1]][cols[0]]
                out[i][j] = ((i + j) % 2 == 0 ? 1 : -1) * minor / det
            }
        }
        return Matrix3(m: out)
    }
}

/// One view's part of the map to its superview: center, bounds and transform as UIKit defines
/// them (the bounds' middle goes to the center, through the transform).
@MainActor
private func localToSuper(_ view: UIView) -> Matrix3 {
    let b = view.bounds
    return Matrix3.translation(Double(view.center.x), Double(view.center.y)) * Matrix3(view.transform)
        * Matrix3.translation(-Double(b.midX), -Double(b.midY))
}

@MainActor
private func localToWindow(_ view: UIView) -> Matrix3 {
    var matrix = Matrix3.identity
    var current: UIView? = view
    while let v = current, !(v is UIWindow) {
        matrix = localToSuper(v) * matrix
        current = v.superview
    }
    return matrix
}

private func close(_ a: CGFloat, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(Double(a) - b) <= tolerance * Swift.max(1, abs(b))
}

@MainActor
@Suite("Geometry under transforms: frame through the transform, hit tests and conversions against matrices")
struct TransformGeometryTests {
    @Test("A view scaled 0.5 and given a 100×100 frame has 200×200 bounds, is hit and converts as UIKit's does")
    func scaledViewFrameHitAndConvert() {
        let host = UIKitHost()
        let photo = UIView()
        host.window.addSubview(photo)
        photo.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        photo.frame = CGRect(x: 40, y: 60, width: 100, height: 100)
        let marker = UIView(frame: CGRect(x: 150, y: 150, width: 50, height: 50))
        photo.addSubview(marker)
        #expect(photo.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(photo.center == CGPoint(x: 90, y: 110))
        #expect(photo.frame == CGRect(x: 40, y: 60, width: 100, height: 100))
        // With a translation too, the frame set is the frame read.
        let badge = UIView()
        host.window.addSubview(badge)
        badge.transform = CGAffineTransform(translationX: 30, y: -10).scaledBy(x: -2, y: 4)
        badge.frame = CGRect(x: 250, y: 20, width: 40, height: 80)
        #expect(badge.bounds.size == CGSize(width: 20, height: 20) && badge.center == CGPoint(x: 240, y: 70))
        #expect(badge.frame == CGRect(x: 250, y: 20, width: 40, height: 80))
        // The marker's 50×50 bounds appear as 25×25 on screen, at (40 + 75, 60 + 75).
        #expect(marker.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 115, y: 135))
        #expect(photo.convert(CGPoint(x: 130, y: 147.5), from: nil) == CGPoint(x: 180, y: 175))
        #expect(marker.convert(marker.bounds, to: host.window) == CGRect(x: 115, y: 135, width: 25, height: 25))
        let hits = [CGPoint(x: 120, y: 140), CGPoint(x: 139, y: 159), CGPoint(x: 45, y: 65), CGPoint(x: 141, y: 100)]
            .map { host.window.hitTest($0, with: nil) }
        #expect(hits.map { $0 === marker ? "marker" : $0 === photo ? "photo" : $0 === host.window ? "window" : "?" }
            == ["marker", "marker", "photo", "window"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Random nested transforms: conversions, point(inside:) and hit tests agree with a matrix computation", arguments: [1, 2, 3, 4] as [UInt64])
    func nestedTransformsAgreeWithMatrices(seed: UInt64) {
        var random = SeededNumbers(seed: seed)
        for _ in 0..<50 {
            let host = UIKitHost()
            var chain: [UIView] = []
            var parent: UIView = host.window
            for _ in 0..<3 {
                let view = UIView()
                parent.addSubview(view)
                let sx = random.uniform(0.3...2) * (random.next() % 5 == 0 ? -1 : 1)
                let sy = random.uniform(0.3...2)
                let t = CGAffineTransform(rotationAngle: random.uniform(-3...3))
                    .scaledBy(x: sx, y: sy)
                    .concatenating(CGAffineTransform(a: 1, b: 0, c: random.uniform(-0.5...0.5), d: 1, tx: random.uniform(-20...20), ty: random.uniform(-20...20)))
                view.transform = t
                // The frame is set after the transform, as PhotoScroller does.
                let frame = CGRect(x: random.uniform(-40...120), y: random.uniform(-40...200),
                                   width: random.uniform(60...260), height: random.uniform(60...260))
                view.frame = frame
                // Bounds: the frame mapped back through the inverse linear part, its bounding box.
                let inverse = t.inverted()
                let w = Double(frame.width), h = Double(frame.height)
                let expectedWidth = abs(Double(inverse.a)) * w + abs(Double(inverse.c)) * h
                let expectedHeight = abs(Double(inverse.b)) * w + abs(Double(inverse.d)) * h
                #expect(close(view.bounds.width, expectedWidth) && close(view.bounds.height, expectedHeight))
                #expect(close(view.center.x, Double(frame.midX - t.tx)) && close(view.center.y, Double(frame.midY - t.ty)))
                view.bounds.origin = CGPoint(x: random.uniform(-30...30), y: random.uniform(-30...30))
                chain.append(view)
                parent = view
            }
            for _ in 0..<20 {
                let p = (random.uniform(0...374), random.uniform(0...666))
                let windowPoint = CGPoint(x: p.0, y: p.1)
                var expectedHit: UIView = host.window
                var stillInside = true
                for view in chain {
                    let local = localToWindow(view).inverse.apply(p)
                    let converted = view.convert(windowPoint, from: nil)
                    #expect(close(converted.x, local.0, tolerance: 1e-6) && close(converted.y, local.1, tolerance: 1e-6))
                    let back = view.convert(converted, to: nil)
                    #expect(close(back.x, p.0, tolerance: 1e-6) && close(back.y, p.1, tolerance: 1e-6))
                    let b = view.bounds
                    let inside = local.0 >= Double(b.minX) && local.0 < Double(b.maxX) && local.1 >= Double(b.minY) && local.1 < Double(b.maxY)
                    #expect(view.point(inside: converted, with: nil) == inside || abs(local.0 - Double(b.minX)) < 1e-6
                        || abs(local.0 - Double(b.maxX)) < 1e-6 || abs(local.1 - Double(b.minY)) < 1e-6 || abs(local.1 - Double(b.maxY)) < 1e-6)
                    stillInside = stillInside && inside
                    if stillInside { expectedHit = view }
                }
                #expect(host.window.hitTest(windowPoint, with: nil) === expectedHit)
                // View to view: the first view's point in the last view's coordinates.
                let local0 = (random.uniform(-20...20), random.uniform(-20...20))
                let expected = (localToWindow(chain[2]).inverse * localToWindow(chain[0])).apply(local0)
                let converted = chain[0].convert(CGPoint(x: local0.0, y: local0.1), to: chain[2])
                #expect(close(converted.x, expected.0) && close(converted.y, expected.1))
            }
            #expect(host.diagnostics.isEmpty)
        }
    }

    @Test("A view flattened by a scale of 0 is not hit (nor its subviews); a transform not finite is refused; both reported")
    func singularAndNonFiniteTransforms() {
        let host = UIKitHost()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(below)
        host.window.addSubview(card)
        card.addSubview(badge)
        card.accessibilityIdentifier = "card"
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === badge)
        card.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === below)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === below)
        card.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(card.center == CGPoint(x: 35, y: 35) && card.bounds.size == CGSize(width: 200, height: 200))
        card.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        card.transform = CGAffineTransform(translationX: .infinity, y: 0)
        #expect(card.transform == CGAffineTransform(scaleX: 0, y: 0))
        card.transform = .identity
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.frame = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        // A touch lands on the card again, and ends with nothing left down.
        host.tap(at: Point(x: 50, y: 50))
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === badge && host.nothingEngaged)
        #expect(host.diagnostics == [
            "misuse: card: transform CGAffineTransform(a: 0.0, b: 0.0, c: 0.0, d: 0.0, tx: 0.0, ty: 0.0) flattens the view; it is not hit-tested until the transform can be inverted",
            "misuse: card: frame set while the transform cannot be inverted; the center moves, the bounds keep their size",
            "misuse: card: transform CGAffineTransform(a: nan, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0) is not finite; the transform is unchanged",
            "misuse: card: transform CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: inf, ty: 0.0) is not finite; the transform is unchanged",
            "misuse: card: frame (0.0, nan, 10.0, 10.0) is not finite; the frame is unchanged",
        ])
    }
}
