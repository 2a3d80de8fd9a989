import Gestures
import GestureTesting
import Testing
import GesturesToolkit

/// Notes each scroll view callback in the trace, with the offset rounded to 0.01 point.
@MainActor
final class ScrollLog: ScrollViewDelegate {
    let trace: TraceRecorder
    var offsets: [Point] = []
    var onScroll: ((ScrollView) -> Void)?
    var target: ((Point) -> Point)?

    init(_ trace: TraceRecorder) { self.trace = trace }

    static func f(_ p: Point) -> String { "(\(TraceFormat.number(p.x, digits: 2)), \(TraceFormat.number(p.y, digits: 2)))" }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        trace.note("didScroll \(Self.f(scrollView.contentOffset))")
        onScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { trace.note("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>) {
        trace.note("willEndDragging velocity=\(Self.f(velocity)) target=\(Self.f(targetContentOffset.pointee))")
        if let target { targetContentOffset.pointee = target(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        trace.note("didEndDragging willDecelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { trace.note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        trace.note("didEndDecelerating \(Self.f(scrollView.contentOffset))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        trace.note("didEndScrollingAnimation \(Self.f(scrollView.contentOffset))")
    }
}

/// A scroll view that keeps touches from views named "blocked".
final class GuardingScrollView: ScrollView {
    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        view.accessibilityIdentifier != "blocked"
    }
}

/// A scroll view whose content controls may be cancelled by scrolling.
final class CancellingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { true }
}

@MainActor
@Suite("Scroll views: content touches, dragging, deceleration, rubber-banding, paging")
struct ScrollViewTests {
    /// A 320×480 vertical list, 2000 points tall, with a button at (20, 100) in the content.
    private func listScene(_ make: (Rect) -> ScrollView = { ScrollView(frame: $0) }) -> (Scene, ScrollView, Button, ScrollLog) {
        let scene = Scene()
        let scroll = make(Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = Size(width: 320, height: 2000)
        scene.window.addSubview(scroll)
        let button = Button(frame: Rect(x: 20, y: 100, width: 100, height: 44))
        button.accessibilityIdentifier = "button"
        scroll.addSubview(button)
        recordEvents(of: button, as: "button", in: scene.trace)
        let log = ScrollLog(scene.trace)
        scroll.delegate = log
        return (scene, scroll, button, log)
    }

    /// Moves finger 1 by `step` every frame (1/60 s), `count` times.
    private func drag(_ scene: Scene, by step: Point, count: Int) {
        for _ in 0..<count {
            scene.driver.wait(1.0 / 60)
            let at = scene.driver.location(of: 1)
            scene.driver.move(1, to: Point(x: at.x + step.x, y: at.y + step.y))
        }
    }

    @Test("A tap on a button inside a scroll view: held back until the lift, then the button fires; no scroll")
    func tapOnButton() {
        let (scene, scroll, _, log) = listScene()
        defer { withExtendedLifetime(log) {} }
        scene.driver.down(1, at: pt(50, 120))
        scene.driver.wait(0.08)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "scroll view pan: possible → failed",
            "scroll view content delay: possible → failed",
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "button.touchesEnded [1]",
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
        ])
        #expect(scroll.contentOffset == .zero)
    }

    @Test("A quick drag that starts on the button scrolls; the button never hears of the touch")
    func quickDragFromButton() {
        let (scene, scroll, _, log) = listScene()
        defer { withExtendedLifetime(log) {} }
        scene.driver.down(1, at: pt(50, 120))
        drag(scene, by: pt(0, -6), count: 3)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "scroll view pan: possible → began",
            "scroll view content delay: possible → failed",
            "scroll view pan: action began translation=(0.0, -2.0) velocity=(0.0, -129.6)",
            "willBeginDragging",
            "didScroll (0.0, 2.0)",
            "scroll view pan: began → changed",
            "scroll view pan: action changed translation=(0.0, -8.0) velocity=(0.0, -175.7)",
            "didScroll (0.0, 8.0)",
            "scroll view pan: changed → ended",
            "scroll view pan: action ended translation=(0.0, -8.0) velocity=(0.0, -175.7)",
            // 8 + 0.1757 · 0.998 / 0.002
            "willEndDragging velocity=(0.0, 0.18) target=(0.0, 95.66)",
            "didEndDragging willDecelerate=true",
            "willBeginDecelerating",
        ])
        #expect(scroll.isDecelerating)
    }

    @Test("A press held past the content-touch delay, then dragged, stays with the button: controls are not cancelled")
    func heldPressStaysWithButton() {
        let (scene, scroll, _, log) = listScene()
        defer { withExtendedLifetime(log) {} }
        scene.driver.down(1, at: pt(50, 120))
        scene.driver.wait(0.2)
        drag(scene, by: pt(0, -10), count: 3)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "scroll view content delay: possible → failed",
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "scroll view pan: possible → failed",
            "button.touchesMoved [1]",
            "button: touchDragInside highlighted=true",
            "button.touchesMoved [1]",
            "button: touchDragInside highlighted=true",
            "button.touchesMoved [1]",
            "button: touchDragInside highlighted=true",
            "button.touchesEnded [1]",
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
        ])
        #expect(scroll.contentOffset == .zero)
    }

    @Test("…unless touchesShouldCancel(in:) says yes: the button is cancelled and the list scrolls")
    func heldPressCancelledByOverride() {
        let (scene, scroll, _, log) = listScene { CancellingScrollView(frame: $0) }
        defer { withExtendedLifetime(log) {} }
        scene.driver.down(1, at: pt(50, 120))
        scene.driver.wait(0.2)
        drag(scene, by: pt(0, -10), count: 2)
        expectTrace(scene.trace.lines, [
            "scroll view content delay: possible → failed",
            "button.touchesBegan [1]",
            "button: touchDown highlighted=true",
            "scroll view pan: possible → began",
            "scroll view pan: action began translation=(0.0, 0.0) velocity=(0.0, -9.2)",
            "willBeginDragging",
            "button.touchesCancelled [1]",
            "button: touchCancel highlighted=false",
            "scroll view pan: began → changed",
            "scroll view pan: action changed translation=(0.0, -10.0) velocity=(0.0, -127.4)",
            "didScroll (0.0, 10.0)",
        ])
        #expect(scroll.contentOffset == pt(0, 10))
    }

    @Test("With canCancelContentTouches false a tracking plain view keeps its touch and nothing scrolls")
    func cannotCancel() {
        let (scene, scroll, _, log) = listScene()
        defer { withExtendedLifetime(log) {} }
        scroll.canCancelContentTouches = false
        scene.view("row", Rect(x: 0, y: 300, width: 320, height: 60), in: scroll)
        scene.driver.down(1, at: pt(100, 320))
        scene.driver.wait(0.2)
        drag(scene, by: pt(0, -10), count: 2)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "scroll view content delay: possible → failed",
            "row.touchesBegan [1]",
            "scroll view pan: possible → failed",
            "row.touchesMoved [1]",
            "row.touchesMoved [1]",
            "row.touchesEnded [1]",
        ])
        #expect(scroll.contentOffset == .zero)
    }

    @Test("touchesShouldBegin(_:with:in:) false: the content view never hears of the touch, after the delay or without it")
    func touchesShouldBeginRefuses() {
        let (scene, scroll, _, log) = listScene { GuardingScrollView(frame: $0) }
        defer { withExtendedLifetime(log) {} }
        scene.view("blocked", Rect(x: 0, y: 300, width: 320, height: 60), in: scroll)
        scene.driver.down(1, at: pt(100, 320))
        scene.driver.wait(0.2)
        scene.driver.up(1)
        scroll.delaysContentTouches = false
        scene.driver.wait(1)
        scene.driver.down(2, at: pt(100, 320))
        scene.driver.up(2)
        scene.driver.down(3, at: pt(50, 120))
        scene.driver.up(3)
        expectTrace(scene.trace.lines, [
            // Refused at the end of the delay: the delay recognizer recognizes, dropping the touch.
            "scroll view content delay: possible → ended",
            "scroll view content delay: action ended at (100.0, 320.0)",
            "scroll view pan: possible → failed",
            // Refused at once, with no delay.
            "scroll view content delay: possible → ended",
            "scroll view content delay: action ended at (100.0, 320.0)",
            "scroll view pan: possible → failed",
            // Without the delay, a button that is allowed hears of its touch at once.
            "scroll view content delay: possible → failed",
            "button.touchesBegan [3]",
            "button: touchDown highlighted=true",
            "scroll view pan: possible → failed",
            "button.touchesEnded [3]",
            "button: touchUpInside highlighted=false",
            "button: primaryActionTriggered highlighted=false",
        ])
    }

    @Test("On a turned, scaled scroll view the drag's translation and velocity read as a fresh map would give them, while the content moves and when the turn changes mid-drag; the rows' maps follow the scroll")
    func turnedScrollViewDrag() {
        let scene = Scene(width: 800, height: 800)
        let scroll = ScrollView(frame: Rect(x: 200, y: 200, width: 300, height: 300))
        scroll.contentSize = Size(width: 3000, height: 3000)
        scroll.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5)
        let row = View(frame: Rect(x: 0, y: 1000, width: 300, height: 40))
        scroll.addSubview(row)
        scene.window.addSubview(scroll)
        scroll.setContentOffset(Point(x: 0, y: 1000), animated: false)
        let pan = scroll.panGestureRecognizer
        // The translation and velocity in the scroll view against the inverse of its whole map,
        // read now (a fresh map: its linear part is the one vectors go through).
        func fresh(_ vector: Point) -> Point {
            let v = scroll.windowToLocalTransform.applyLinear(Vector(vector))
            return Point(x: v.dx, y: v.dy)
        }
        var seen: [String] = []
        pan.addAction { pan in
            let t = pan.translation(in: scroll), v = pan.velocity(in: scroll)
            seen.append("\(pan.state) \(t == fresh(pan.translation(in: nil))) \(v == fresh(pan.velocity(in: nil)))")
        }
        var rowOrigins: [Point] = []
        scene.driver.down(1, at: pt(350, 350))
        for step in 1...4 {
            scene.driver.move(1, to: pt(350, 350 - 15 * Double(step)))
            rowOrigins.append(row.convert(Point(x: 0, y: 0), to: nil))
        }
        scroll.transform = Transform(rotationAngle: -0.2)  // turned mid-drag
        scene.driver.move(1, to: pt(350, 280))
        scene.driver.up(1)
        #expect(seen == ["began true true", "changed true true", "changed true true", "changed true true",
                         "changed true true", "ended true true"])
        // Each read of the row's origin followed the content: read again fresh, the last matches,
        // and the four differ from one another (the content moved between them).
        #expect(Set(rowOrigins).count == 4)
        scroll.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5)
        scroll.bounds = scroll.bounds  // no change
        let offset = scroll.contentOffset
        scroll.contentOffset = Point(x: offset.x, y: offset.y + 7)
        let moved = row.convert(Point(x: 0, y: 0), to: nil)
        scroll.contentOffset = offset
        #expect(row.convert(Point(x: 0, y: 0), to: nil) != moved)
        // Where the row's origin went with the offset 7 points further: where the scroll view
        // shows content 7 points above it now.
        let expected = scroll.convert(Point(x: 0, y: 993), to: nil)
        #expect(abs(moved.x - expected.x) < 1e-9 && abs(moved.y - expected.y) < 1e-9)
    }
}
