import Foundation
import Gestures
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("Our sine, cosine and atan2 agree with the C library", arguments: [
        0.0, 1e-9, 0.3, -0.7, 0.78539816, 1.0, 1.5707963267948966, 2.5, -3.0, 3.141592653589793, 4.0, -6.3,
        12.566, 100.0, -1234.5, 1e6,
    ])
    func trigonometry(angle: Double) {
        let t = Transform(rotationAngle: angle)
        #expect(abs(t.a - Foundation.cos(angle)) <= 4e-16 * max(1, abs(angle) / 10))
        #expect(abs(t.b - Foundation.sin(angle)) <= 4e-16 * max(1, abs(angle) / 10))
    }

    @Test("Our atan2, sine and cosine stay within two ulps of the C library's over dense sweeps")
    func trigonometrySweeps() {
        func ulps(_ ours: Double, _ reference: Double) -> Double {
            ours == reference ? 0 : abs(ours - reference) / max(reference.ulp, Double.leastNormalMagnitude)
        }
        var worstArctangent = 0.0, worstSine = 0.0, worstCosine = 0.0
        // Every ratio class: both arguments' magnitudes from 10⁻⁶ to 10⁶, in all four quadrants,
        // and ratios on either side of each eighth the arctangent reduces to.
        let magnitudes = (-60...60).map { Foundation.pow(10, Double($0) / 10) }
        for a in magnitudes {
            for b in magnitudes {
                for (y, x) in [(a, b), (-a, b), (a, -b), (-a, -b)] {
                    worstArctangent = max(worstArctangent, ulps(Math.atan2(y, x), Foundation.atan2(y, x)))
                }
            }
        }
        for step in 0...8_000 {
            let ratio = Double(step) / 8_000
            worstArctangent = max(worstArctangent, ulps(Math.atan2(ratio, 1), Foundation.atan2(ratio, 1)))
            worstArctangent = max(worstArctangent, ulps(Math.atan2(1, ratio), Foundation.atan2(1, ratio)))
        }
        for step in -20_000...20_000 {
            let angle = Double(step) * 0.000_731
            let (sine, cosine) = Math.sinCos(angle)
            // Near a zero of the function, compare with the size of the angle's own ulp instead.
            worstSine = max(worstSine, abs(sine - Foundation.sin(angle)) / max(Foundation.sin(angle).ulp, 2e-16))
            worstCosine = max(worstCosine, abs(cosine - Foundation.cos(angle)) / max(Foundation.cos(angle).ulp, 2e-16))
        }
        #expect(worstArctangent <= 2, "atan2 off by \(worstArctangent) ulps")
        #expect(worstSine <= 2, "sine off by \(worstSine) ulps")
        #expect(worstCosine <= 2, "cosine off by \(worstCosine) ulps")
        #expect(Math.atan2(0, -1) == .pi && Math.atan2(-0.0, -1) == -.pi && Math.atan2(1, 0) == .pi / 2)
        #expect(Math.sinCos(1e300).sin.isFinite && Math.sinCos(-1e300).cos.isFinite)
    }

    @Test("atan2 through the rotation recovered from a transform, over every quadrant")
    func atan2Quadrants() {
        for step in -31...31 {
            let angle = Double(step) * 0.1
            let t = Transform(rotationAngle: angle)
            let recovered = Foundation.atan2(t.b, t.a)
            #expect(abs(recovered - angle) < 1e-12)
        }
    }

    @Test("A rotation's turn from one line to another is the difference of their angles, within one turn")
    func rotationTurn() {
        // Lines at 97 angles around the circle and of three lengths, every pair of them: the turn
        // from the arctangent of the cross and dot products against the difference of the C
        // library's angles brought into (−π, π].
        var worst = 0.0, outside: [String] = []
        let lengths = [0.5, 60, 2e9]
        for i in 0..<97 {
            for j in 0..<97 {
                let a = -Double.pi + Double(i) * 2 * .pi / 97, b = -Double.pi + Double(j) * 2 * .pi / 97 + 0.01
                let from = Vector(dx: lengths[i % 3] * Foundation.cos(a), dy: lengths[i % 3] * Foundation.sin(a))
                let to = Vector(dx: lengths[j % 3] * Foundation.cos(b), dy: lengths[j % 3] * Foundation.sin(b))
                var expected = Foundation.atan2(to.dy, to.dx) - Foundation.atan2(from.dy, from.dx)
                if expected > .pi { expected -= 2 * .pi } else if expected <= -.pi { expected += 2 * .pi }
                let turn = RotationGestureRecognizer.turn(from: from, to: to)
                worst = max(worst, abs(turn - expected))
                if !(turn > -.pi && turn <= .pi) { outside.append("\(i), \(j): \(turn)") }
            }
        }
        #expect(worst < 1e-13, "off by \(worst) radians")
        #expect(outside == [])
        // A half turn either way is π; a small step is itself, sign and all.
        #expect(RotationGestureRecognizer.turn(from: Vector(dx: 1, dy: 0), to: Vector(dx: -1, dy: 0)) == .pi)
        #expect(RotationGestureRecognizer.turn(from: Vector(dx: -1, dy: 0), to: Vector(dx: 1, dy: 0)) == .pi)
        #expect(abs(RotationGestureRecognizer.turn(from: Vector(dx: 60, dy: 0), to: Vector(dx: 60, dy: -0.6)) + Foundation.atan(0.01)) < 1e-16)
    }

    @Test("Transforms follow Core Graphics' conventions")
    func transforms() {
        let p = Point(x: 1, y: 0)
        let quarter = Transform(rotationAngle: Double.pi / 2)
        let rotated = p.applying(quarter)
        #expect(abs(rotated.x) < 1e-15 && abs(rotated.y - 1) < 1e-15)  // clockwise on a y-down screen

        // scaledBy puts the scale before the existing transform.
        let t = Transform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
        let u = Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(u) == Point(x: 22, y: 2))
        // concatenating applies the receiver first.
        let c = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 5, y: 7))
        #expect(Point(x: 1, y: 1).applying(c) == Point(x: 7, y: 10))

        let m = Transform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let roundTrip = Point(x: 3, y: -2).applying(m).applying(m.inverted())
        #expect(abs(roundTrip.x - 3) < 1e-12 && abs(roundTrip.y + 2) < 1e-12)
        let singular = Transform(scaleX: 0, y: 1)
        #expect(!singular.isInvertible)
        #expect(singular.inverted() == singular)
        // Determinants whose reciprocal leaves the normal range are divided by instead: 1e308's
        // reciprocal is subnormal, and the inverse exact; 1e-320's overflows, and the inverse is
        // finite, as close as a subnormal determinant's few digits allow.
        let tiny = Transform(scaleX: 1e-160, y: 1e-160).inverted(), huge = Transform(scaleX: 1e154, y: 1e154).inverted()
        #expect([huge.a, huge.b, huge.c, huge.d] == [1e-154, 0, 0, 1e-154])
        #expect(tiny.a.isFinite && abs(tiny.a / 1e160 - 1) < 1e-4 && tiny.a == tiny.d)
        #expect(Transform(scaleX: 4, y: 0.5).inverted() == Transform(scaleX: 0.25, y: 2))
        #expect(Transform.identity.isIdentity)
    }

    @Test("Rectangles: edges, containment, intersection, union, transform bounds")
    func rectangles() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect([r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY] == [10, 25, 40, 20, 40, 60])
        let flipped = Rect(x: 40, y: 60, width: -30, height: -40)
        #expect(flipped.standardized == r)
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(!r.contains(Point(x: 40, y: 30)))  // the max edge is outside
        #expect(r.contains(Rect(x: 15, y: 25, width: 5, height: 5)))
        let touching = Rect(x: 40, y: 20, width: 10, height: 10)
        #expect(!r.intersects(touching))
        #expect(r.intersection(touching).isNull)
        let overlapping = Rect(x: 30, y: 50, width: 20, height: 20)
        #expect(r.intersects(overlapping))
        #expect(r.intersection(overlapping) == Rect(x: 30, y: 50, width: 10, height: 10))
        #expect(r.union(overlapping) == Rect(x: 10, y: 20, width: 40, height: 50))
        #expect(Rect.null.union(r) == r)
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(r.offsetBy(dx: 1, dy: 2).origin == Point(x: 11, y: 22))
        let box = Rect(x: -1, y: -1, width: 2, height: 2).applying(Transform(rotationAngle: Double.pi / 4))
        #expect(abs(box.width - 2 * 2.0.squareRoot()) < 1e-12)
        #expect(!Rect.null.contains(Point.zero))
        #expect(Rect.zero.isEmpty)
    }

    @Test("Vectors and points")
    func vectors() {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 6)
        #expect(b - a == Vector(dx: 3, dy: 4))
        #expect((b - a).length == 5)
        #expect(a.distance(to: b) == 5)
        #expect(a + Vector(dx: 1, dy: 1) == Point(x: 2, y: 3))
        #expect(Vector(dx: 1, dy: 2) * 2 == Vector(dx: 2, dy: 4))
        #expect(!Point(x: .nan, y: 0).isFinite)
    }
}
