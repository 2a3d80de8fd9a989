import Gestures
import GestureTesting
import Testing
import GesturesToolkit

/// An inner scroll view inside an outer one, both vertical: which takes a drag.
@MainActor
@Suite("Nested scroll views in the same direction")
struct NestedScrollTests {
    /// An outer 320 × 480 list, 2000 points tall and scrolled to 300, holding at (0, 400) in its
    /// content (100 points down the screen) an inner 320 × 200 list 600 points tall. Their
    /// recognizers are named after them.
    private func nested() -> (Scene, outer: ScrollView, inner: ScrollView) {
        let scene = Scene(decisions: true)
        let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        outer.accessibilityIdentifier = "outer"
        outer.contentSize = Size(width: 320, height: 2000)
        scene.window.addSubview(outer)
        let inner = ScrollView(frame: Rect(x: 0, y: 400, width: 320, height: 200))
        inner.accessibilityIdentifier = "inner"
        inner.contentSize = Size(width: 320, height: 600)
        outer.addSubview(inner)
        outer.setContentOffset(pt(0, 300), animated: false)
        for scroll in [outer, inner] {
            for recognizer in scroll.gestureRecognizers ?? [] {
                recognizer.name = recognizer.name.map { $0.replacingOccurrences(of: "scroll view", with: scroll.accessibilityIdentifier!) }
            }
        }
        scene.trace.describeAction = { _ in nil }
        return (scene, outer, inner)
    }

    /// Finger 1 lands at (160, 200) — on the inner list — and moves by `dy` each frame, four
    /// times, then lifts.
    private func drag(_ scene: Scene, dy: Double) {
        let start = pt(160, 200)
        scene.driver.down(1, at: start)
        for index in 1...4 {
            scene.driver.wait(1.0 / 60)
            scene.driver.move(1, to: pt(160, 200 + dy * Double(index)))
        }
        scene.driver.up(1)
    }

    /// The inner list's pan takes the drag: the outer's fails with the exclusion.
    private static let innerTakes = [
            "inner pan: possible → began",
            "# inner content delay failed: excluded by inner pan",
            "inner content delay: possible → failed",
            "# outer pan failed: excluded by inner pan",
            "outer pan: possible → failed",
            "# outer content delay failed: excluded by inner pan",
            "outer content delay: possible → failed",
            "inner pan: action began",
            "inner pan: began → changed",
            "inner pan: action changed",
            "inner pan: changed → changed",
            "inner pan: action changed",
            "inner pan: changed → changed",
            "inner pan: action changed",
            "inner pan: changed → ended",
            "inner pan: action ended",
    ]

    /// The inner list's pan refuses the drag (it cannot move that way); the outer's takes it.
    private static let outerTakes = [
            "# inner pan failed: delegate said it should not begin",
            "inner pan: possible → failed",
            "outer pan: possible → began",
            "# inner content delay failed: excluded by outer pan",
            "inner content delay: possible → failed",
            "# outer content delay failed: excluded by outer pan",
            "outer content delay: possible → failed",
            "outer pan: action began",
            "outer pan: began → changed",
            "outer pan: action changed",
            "outer pan: changed → changed",
            "outer pan: action changed",
            "outer pan: changed → changed",
            "outer pan: action changed",
            "outer pan: changed → ended",
            "outer pan: action ended",
    ]

    @Test("An inner list at its top, dragged down, bounces itself; the outer list does not move")
    func innerBounces() {
        let (scene, outer, inner) = nested()
        drag(scene, dy: 15)
        expectTrace(scene.trace.lines, Self.innerTakes)
        // 60 points less the pan's 10-point slop, rubber-banded in a 200-point view.
        #expect(inner.contentOffset.y < 0 && inner.contentOffset.y > -50)
        #expect(outer.contentOffset == pt(0, 300))
        scene.driver.wait(1)
        #expect(inner.contentOffset == .zero && outer.contentOffset == pt(0, 300))
    }

    @Test("An inner list that does not bounce, at its top, dragged down: its pan fails and the outer list scrolls")
    func outerTakesFromTheEdge() {
        let (scene, outer, inner) = nested()
        inner.bounces = false
        drag(scene, dy: 15)
        expectTrace(scene.trace.lines, Self.outerTakes)
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset == pt(0, 250))
    }

    @Test("No hand-over within a drag: an inner list reaching its end stops (or bounces) there and the outer never moves",
          arguments: [false, true])
    func noHandOverMidDrag(bounces: Bool) {
        let (scene, outer, inner) = nested()
        inner.bounces = bounces
        inner.setContentOffset(pt(0, 380), animated: false)
        drag(scene, dy: -15)
        expectTrace(scene.trace.lines, Self.innerTakes)
        // 50 points of drag, 20 of them within the content: the rest stops at the end, or pulls
        // past it rubber-banded.
        if bounces {
            #expect(inner.contentOffset.y > 400 && inner.contentOffset.y < 430)
        } else {
            #expect(inner.contentOffset == pt(0, 400))
        }
        #expect(outer.contentOffset == pt(0, 300))
    }

    @Test("The next drag, from the inner list's end, goes to the outer list when the inner one does not bounce")
    func nextDragGoesOut() {
        let (scene, outer, inner) = nested()
        inner.bounces = false
        inner.setContentOffset(pt(0, 400), animated: false)
        drag(scene, dy: -15)
        expectTrace(scene.trace.lines, Self.outerTakes)
        #expect(inner.contentOffset == pt(0, 400))
        #expect(outer.contentOffset == pt(0, 350))
    }
}
