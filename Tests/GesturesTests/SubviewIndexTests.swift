@testable import Gestures
import GestureTesting
import Testing

/// A view whose inside test reaches 30 points past its bounds on every side: a class of its own,
/// so the hit test asks it wherever the point is.
private final class WideTarget: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

/// A view whose own hit test answers a fixed view for any point left of x = 20 (in its own
/// coordinates), wherever its bounds are.
private final class Redirect: View {
    weak var answer: View?
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        point.x < 20 ? answer : super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Hit testing among many siblings: the subview index")
struct SubviewIndexTests {
    /// The name of the view hit at each probe point, row by row: the whole answer of a window.
    private func hits(_ window: Window, probes: [Point]) -> [String] {
        probes.map { window.hitTest($0, with: nil)?.accessibilityIdentifier ?? "-" }
    }

    /// The same probes with the index off: the plain walk, the reference.
    private func plainHits(_ window: Window, probes: [Point]) -> [String] {
        SubviewIndex.isEnabled = false
        defer { SubviewIndex.isEnabled = true }
        return hits(window, probes: probes)
    }

    private func grid(step: Double, in rect: Rect, offset: Double = 0.37) -> [Point] {
        var points: [Point] = []
        var y = rect.minY + offset
        while y < rect.maxY {
            var x = rect.minX + offset
            while x < rect.maxX {
                points.append(Point(x: x, y: y))
                x += step
            }
            y += step
        }
        return points
    }

    /// Forty tiles in a row of 40 × 40 points under a window, named t0…t39.
    private func tiles(_ window: Window, count: Int = 40) -> [View] {
        (0..<count).map { index in
            let tile = View(frame: Rect(x: Double(index % 10) * 40, y: Double(index / 10) * 40, width: 40, height: 40))
            tile.accessibilityIdentifier = "t\(index)"
            window.addSubview(tile)
            return tile
        }
    }

    @Test("Front to back, hidden, disabled, transparent, flattened and rotated siblings: the index answers as the walk")
    func rulesAmongSiblings() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        window.accessibilityIdentifier = "window"
        let all = tiles(window)
        // A tile over t0 and t1, added last: in front.
        let cover = View(frame: Rect(x: 20, y: 10, width: 40, height: 20))
        cover.accessibilityIdentifier = "cover"
        window.addSubview(cover)
        all[2].isHidden = true
        all[3].isUserInteractionEnabled = false
        all[4].alpha = 0.005
        all[5].transform = Transform(scaleX: 0, y: 0)
        all[6].transform = Transform(rotationAngle: Double.pi / 4)
        let probes = [
            Point(x: 5, y: 5), Point(x: 30, y: 20), Point(x: 55, y: 25), Point(x: 90, y: 20),
            Point(x: 130, y: 20), Point(x: 170, y: 20), Point(x: 210, y: 20), Point(x: 241, y: 1),
            Point(x: 260, y: 20), Point(x: 399, y: 199), Point(x: -5, y: 20), Point(x: 500, y: 20),
        ]
        #expect(hits(window, probes: probes) == [
            "t0", "cover", "cover", "window", "window", "window", "window", "window",
            "t6", "window", "-", "-",
        ])
        #expect(hits(window, probes: probes) == plainHits(window, probes: probes))
    }

    @Test("An inside test wider than the bounds, and a hit test of its own, are asked wherever the point is")
    func overridesAskedEverywhere() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        window.accessibilityIdentifier = "window"
        let all = tiles(window)
        let wide = WideTarget(frame: Rect(x: 300, y: 100, width: 20, height: 20))
        wide.accessibilityIdentifier = "wide"
        window.addSubview(wide)
        let redirect = Redirect(frame: Rect(x: 380, y: 150, width: 10, height: 10))
        redirect.accessibilityIdentifier = "redirect"
        redirect.answer = all[0]
        window.insertSubview(redirect, at: 0)  // at the back: only reached when nothing is in front
        let probes = [Point(x: 285, y: 95), Point(x: 345, y: 145), Point(x: 351, y: 151), Point(x: 375, y: 155),
                      Point(x: 395, y: 190), Point(x: 310, y: 110)]
        // The redirect, at the back, is reached only below the tiles; there its own hit test
        // answers t0 for a point outside its bounds.
        #expect(hits(window, probes: probes) == ["wide", "wide", "t38", "t39", "t0", "wide"])
        #expect(hits(window, probes: probes) == plainHits(window, probes: probes))
    }

    @Test("Moving, turning, resizing, reordering, hiding and removing siblings after a hit test: never a stale answer")
    func changesAfterAHitTest() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        window.accessibilityIdentifier = "window"
        let all = tiles(window)
        let point = Point(x: 395, y: 155)
        // Inside the turned tile's diamond but left of its square; inside the square's corner but
        // outside the diamond.
        let diamondOnly = Point(x: 368, y: 155), cornerOnly = Point(x: 376, y: 136)
        var answers = hits(window, probes: [point])
        all[0].center = point  // moved under the point, but behind t39
        answers += hits(window, probes: [point])
        window.bringSubviewToFront(all[0])
        answers += hits(window, probes: [point])
        all[0].transform = Transform(rotationAngle: Double.pi / 4)
        answers += hits(window, probes: [point, diamondOnly, cornerOnly])
        all[0].bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        answers += hits(window, probes: [point, diamondOnly, cornerOnly])
        all[0].removeFromSuperview()
        answers += hits(window, probes: [point])
        let newcomer = View(frame: Rect(x: 390, y: 150, width: 10, height: 10))
        newcomer.accessibilityIdentifier = "newcomer"
        window.addSubview(newcomer)
        answers += hits(window, probes: [point])
        window.sendSubviewToBack(newcomer)
        answers += hits(window, probes: [point])
        #expect(answers == ["t39", "t39", "t0", "t0", "t0", "t39", "t0", "t39", "t39", "t39", "newcomer", "t39"])
    }

    @Test("Random scenes of 32 to 600 siblings, some nested, transformed, hidden or overriding: every probe answers as the walk",
          arguments: 0..<24)
    func randomScenes(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.accessibilityIdentifier = "window"
        let count = Int.random(in: 32...600, using: &random)
        var views: [View] = []
        for index in 0..<count {
            let size = Double.random(in: 2...(index % 17 == 0 ? 300 : 40), using: &random)
            let frame = Rect(x: Double.random(in: -20...400, using: &random), y: Double.random(in: -20...400, using: &random),
                             width: size, height: Double.random(in: 2...40, using: &random))
            let view: View = switch Int.random(in: 0..<20, using: &random) {
            case 0: WideTarget(frame: frame)
            default: View(frame: frame)
            }
            view.accessibilityIdentifier = "v\(index)"
            switch Int.random(in: 0..<12, using: &random) {
            case 0: view.isHidden = true
            case 1: view.transform = Transform(rotationAngle: Double.random(in: -3...3, using: &random))
            case 2: view.transform = Transform(scaleX: Double.random(in: 0.2...3, using: &random), y: 1)
            case 3: view.transform = Transform(scaleX: 0, y: 0)
            case 4: view.bounds.origin = Point(x: 5, y: 5)
            default: break
            }
            // Now and then a sibling goes inside the first one, making a second long list there.
            if index > 40, index % 5 == 0 {
                views[0].addSubview(view)
            } else {
                window.addSubview(view)
            }
            views.append(view)
        }
        let probes = grid(step: 9.3, in: Rect(x: -30, y: -30, width: 460, height: 460))
        let indexed = hits(window, probes: probes)
        #expect(indexed == plainHits(window, probes: probes))
        // Move a third of them and reorder a few: the answers follow.
        for view in views where Int.random(in: 0..<3, using: &random) == 0 {
            view.center = Point(x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...400, using: &random))
        }
        for view in views.prefix(10) { view.superview?.bringSubviewToFront(view) }
        let moved = hits(window, probes: probes)
        #expect(moved == plainHits(window, probes: probes))
        // Not a vacuous comparison: many different views answer.
        #expect(Set(indexed).count > 20)
    }

    @Test("Frames that are not finite, or outside the grid, and points that are not numbers: no trap, the walk's answers")
    func nonFinite() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.accessibilityIdentifier = "window"
        let all = tiles(window)
        all[1].center = Point(x: Double.nan, y: 10)
        all[2].center = Point(x: Double.infinity, y: 10)
        all[3].bounds = Rect(x: 0, y: 0, width: Double.greatestFiniteMagnitude, height: 10)
        let probes = [Point(x: Double.nan, y: 5), Point(x: 5, y: Double.infinity), Point(x: 50, y: 5),
                      Point(x: 1e300, y: 5), Point(x: 130, y: 20)]
        #expect(hits(window, probes: probes) == plainHits(window, probes: probes))
        #expect(hits(window, probes: probes) == ["-", "-", "window", "-", "t3"])
    }
}
