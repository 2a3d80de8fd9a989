import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("The view tree: geometry, conversion, hit testing, hierarchy")
struct ViewTreeTests {
    @Test("frame, bounds, center and transform relate as in UIKit")
    func geometry() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.center = Point(x: 100, y: 100)
        #expect(view.frame == Rect(x: 50, y: 75, width: 100, height: 50))
        view.transform = Transform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: 0, y: 50, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))
        view.transform = .identity
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == Point(x: 5, y: 5))
    }

    @Test("convert between views with offsets, bounds origins and transforms, both ways")
    func conversion() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let b = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(Point.zero, to: nil) == Point(x: 150, y: 150))
        a.bounds.origin = Point(x: 10, y: 0)  // scrolled
        #expect(b.convert(Point.zero, to: nil) == Point(x: 140, y: 150))
        b.transform = Transform(rotationAngle: Double.pi / 2)
        // b's centre stays put; its local (0, 0) corner rotates about it.
        let corner = b.convert(Point.zero, to: window)
        #expect(abs(corner.x - 240) < 1e-9 && abs(corner.y - 150) < 1e-9)
        let back = b.convert(corner, from: window)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let inA = b.convert(Point(x: 50, y: 50), to: a)
        // b's bounds centre is its center in a's (scrolled) coordinates.
        #expect(abs(inA.x - 100) < 1e-9 && abs(inA.y - 100) < 1e-9)
        let rect = b.convert(Rect(x: 0, y: 0, width: 100, height: 100), to: a)
        #expect(abs(rect.minX - 50) < 1e-9 && abs(rect.width - 100) < 1e-9)
        // Moving an ancestor refreshes the cached conversions of its descendants.
        a.center = Point(x: 300, y: 300)
        let moved = b.convert(Point(x: 50, y: 50), to: nil)
        #expect(abs(moved.x - 290) < 1e-9 && abs(moved.y - 300) < 1e-9)
    }

    @Test("A turned, scaled, scrolled view maps to the window exactly as the product of its translations and transforms")
    func windowMapIsTheProduct() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        let parent = View(frame: Rect(x: 37.25, y: 81.5, width: 500, height: 500))
        let child = View(frame: Rect(x: 120.3, y: 77.7, width: 200, height: 150))
        window.addSubview(parent)
        parent.addSubview(child)
        child.bounds.origin = Point(x: 13.1, y: -7.9)
        /// The map into the superview as UIKit composes it: the bounds' centre to the origin, the
        /// transform, the origin to the center.
        func toSuper(_ view: View) -> Transform {
            let b = view.bounds
            return Transform(translationX: -(b.minX + b.width / 2), y: -(b.minY + b.height / 2))
                .concatenating(view.transform)
                .concatenating(Transform(translationX: view.center.x, y: view.center.y))
        }
        let points = [Point(x: 0, y: 0), Point(x: 3.7, y: -11.2), Point(x: 199.9, y: 149.1)]
        var steps = 0
        // A superview that only moves (its map is a translation), then one that turns too.
        for parentTransform in [Transform.identity, Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)] {
            parent.transform = parentTransform
            for angle in stride(from: -3.0, through: 3.0, by: 0.37) {
                child.transform = Transform(rotationAngle: angle).scaledBy(x: 1 + angle / 7, y: 0.9).translatedBy(x: angle, y: -2)
                let map = toSuper(child).concatenating(toSuper(parent))
                for point in points {
                    // Written out, the maps sum what the products sum, in the same order (the
                    // products only add multiplications by 1 and 0): equal to the last bit.
                    let expected = point.applying(map)
                    #expect(child.convert(point, to: nil) == expected)
                    let back = child.convert(expected, from: nil)
                    #expect(back == expected.applying(map.inverted()))
                    steps += 1
                }
            }
        }
        #expect(steps == 2 * 17 * 3)
    }

    @Test("Hit testing: front to back, deepest wins, and UIKit's exclusions", arguments: [
        "plain", "hidden", "noInteraction", "transparent", "outsideParent",
    ])
    func hitTesting(rule: String) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let overflow = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))  // sticks out of front
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
        front.addSubview(overflow)
        switch rule {
        case "plain":
            #expect(window.hitTest(Point(x: 150, y: 150), with: nil) === front)
            #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === child)
            #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === back)
            #expect(window.hitTest(Point(x: 350, y: 50), with: nil) === window)
            #expect(window.hitTest(Point(x: 500, y: 50), with: nil) == nil)
        case "hidden":
            front.isHidden = true
            #expect(window.hitTest(Point(x: 150, y: 150), with: nil) === back)
            #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === back)
        case "noInteraction":
            front.isUserInteractionEnabled = false
            #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === back)
            #expect(ImageView(frame: .zero).isUserInteractionEnabled == false)
        case "transparent":
            front.alpha = 0.009
            #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === back)
            front.alpha = 0.01
            #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === child)
        default:
            // (320, 320) is inside `overflow` but outside `front`: never hit.
            #expect(window.hitTest(Point(x: 320, y: 320), with: nil) === window)
            #expect(window.hitTest(Point(x: 280, y: 280), with: nil) === overflow)
        }
    }

    @Test("Hit testing respects transforms and point(inside:) overrides")
    func hitTestingOverrides() {
        final class Round: View {
            override func point(inside point: Point, with event: Event?) -> Bool {
                point.distance(to: Point(x: bounds.midX, y: bounds.midY)) <= bounds.width / 2
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let round = Round(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(round)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === round)
        #expect(window.hitTest(Point(x: 5, y: 5), with: nil) === window)  // a corner of the square
        round.transform = Transform(scaleX: 2, y: 2)  // now a circle of radius 100 about (50, 50)
        #expect(window.hitTest(Point(x: 130, y: 50), with: nil) === round)
    }

    @Test("Hierarchy: insert, reorder, remove, window propagation, cycles refused")
    func hierarchy() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let a = View(), b = View(), c = View()
        a.tag = 1; b.tag = 2; c.tag = 3
        window.addSubview(a)
        window.addSubview(b)
        window.insertSubview(c, belowSubview: a)
        #expect(window.subviews.map(\.tag) == [3, 1, 2])
        window.bringSubviewToFront(c)
        #expect(window.subviews.map(\.tag) == [1, 2, 3])
        window.sendSubviewToBack(b)
        #expect(window.subviews.map(\.tag) == [2, 1, 3])
        window.insertSubview(b, aboveSubview: c)
        #expect(window.subviews.map(\.tag) == [1, 3, 2])
        let grandchild = View()
        grandchild.tag = 4
        a.addSubview(grandchild)
        #expect(grandchild.window === window)
        #expect(window.viewWithTag(4) === grandchild)
        c.addSubview(a)  // moves a (and its subtree) under c
        #expect(a.superview === c && grandchild.window === window)
        #expect(window.subviews.map(\.tag) == [3, 2])
        a.addSubview(c)  // would make a cycle: refused
        #expect(c.superview === window)
        c.removeFromSuperview()
        #expect(grandchild.window == nil)
        #expect(grandchild.isDescendant(of: c))
    }

    @Test("A tree 100,000 views deep is hit-tested, searched and touched without running out of stack")
    func deepTreeTouched() {
        let scene = Scene()
        // A view of a class of its own at the top gets the touches the plain views forward.
        let top = ForwardedTouchLog(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        top.addGestureRecognizer(TestTap(name: "top tap"))
        scene.window.addSubview(top)
        let leaf = chain(100_000, under: top)
        leaf.tag = 7
        leaf.accessibilityIdentifier = "leaf"
        leaf.addGestureRecognizer(TestTap(name: "leaf tap"))
        #expect(scene.window.hitTest(pt(50, 50), with: nil) === leaf)
        #expect(scene.window.hitTest(pt(250, 50), with: nil) === scene.window)
        #expect(scene.window.viewWithTag(7) === leaf)
        #expect(scene.window.viewWithTag(8) == nil)
        #expect(leaf.isDescendant(of: top))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        // The deepest recognizer first, then its ancestors'; the leaf's touch methods forward
        // through 100,000 plain views to the top view.
        expectTrace(scene.trace.lines, [
            "leaf.touchesBegan [1]",
            "leaf tap: possible → ended",
            "top tap: possible → failed",
            "leaf tap: action ended at (50.0, 50.0)",
            "leaf.touchesCancelled [1]",
        ])
        #expect(top.log == ["began [1]", "cancelled [1]"])
    }

    @Test("A tree 100,000 views deep builds, converts coordinates and is freed without running out of stack")
    func deepTree() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let leaf = chain(100_000, under: window)
        #expect(leaf.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 2))
        window.subviews[0].center = Point(x: 210, y: 200)
        #expect(leaf.convert(Point(x: 1, y: 2), to: nil) == Point(x: 11, y: 2))
    }
}

/// Adds `levels` views of the engine's own class under `top`, each inside the one before, all as
/// large as `top`; returns the deepest.
@MainActor
private func chain(_ levels: Int, under top: View) -> View {
    var parent = top
    for _ in 0..<levels {
        let child = View(frame: top.bounds)
        parent.addSubview(child)
        parent = child
    }
    return parent
}

/// A view that logs the touches forwarded to it.
private final class ForwardedTouchLog: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("began \(touches.map(\.identifier))")
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled \(touches.map(\.identifier))")
    }
}
