import Gestures
import GestureTesting
import Testing
import GesturesToolkit

/// Notes the callbacks a scroll to the top makes, with the clock's time and the offset.
@MainActor
private final class TopLog: ScrollViewDelegate {
    let clock: ManualClock
    var lines: [String] = []
    var allows = true

    init(clock: ManualClock) { self.clock = clock }

    private func note(_ name: String, _ scrollView: ScrollView) {
        let p = scrollView.contentOffset
        lines.append("\(TraceFormat.number(clock.now, digits: 3)) \(name) (\(TraceFormat.number(p.x, digits: 2)), \(TraceFormat.number(p.y, digits: 2)))")
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { note("didScroll", scrollView) }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        note("shouldScrollToTop", scrollView)
        return allows
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { note("didScrollToTop", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { note("didEndScrollingAnimation", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { note("didEndDecelerating", scrollView) }
}

@MainActor
@Suite("Scrolling to the top: the status bar's tap, asked of the delegate and eased on the clock")
struct ScrollToTopTests {
    /// A 320 × 480 list of 2000 points, scrolled to (0, 600) with no callback heard yet.
    private func list(inset: Double = 0) -> (Scene, ScrollView, TopLog, ManualClock) {
        let scene = Scene()
        let clock = scene.window.clock as! ManualClock
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scene.window.addSubview(scroll)
        scroll.contentSize = Size(width: 320, height: 2000)
        scroll.contentInset = EdgeInsets(top: inset, left: 0, bottom: 0, right: 0)
        scroll.setContentOffset(pt(0, 600), animated: false)
        let log = TopLog(clock: clock)
        scroll.delegate = log
        return (scene, scroll, log, clock)
    }

    /// The lines of an ease from `from` to `to` (y) over 0.3 s, one per 1/60 s frame, then `end`.
    private func eased(from: Double, to: Double, end: String) -> [String] {
        (1...18).map { frame in
            let t = Double(frame) / 18, eased = 1 - (1 - t) * (1 - t) * (1 - t)
            let y = frame == 18 ? to : from + (to - from) * eased
            return "\(TraceFormat.number(Double(frame) / 60, digits: 3)) didScroll (0.0, \(TraceFormat.number(y, digits: 2)))"
        } + ["0.3 \(end) (0.0, \(TraceFormat.number(to, digits: 2)))"]
    }

    @Test("Allowed: the delegate is asked, the content eases to its top, then didScrollToTop (not didEndScrollingAnimation)")
    func easesToTop() {
        let (scene, scroll, log, clock) = list()
        defer { withExtendedLifetime(scene) {} }
        #expect(scroll.scrollToTop())
        clock.advance(by: 1)
        #expect(log.lines == ["0.0 shouldScrollToTop (0.0, 600.0)"] + eased(from: 600, to: 0, end: "didScrollToTop"))
        #expect(!scroll.isDecelerating)
    }

    @Test("The top is minus the top inset")
    func topInset() {
        let (scene, scroll, log, clock) = list(inset: 20)
        defer { withExtendedLifetime(scene) {} }
        #expect(scroll.scrollToTop())
        clock.advance(by: 1)
        #expect(log.lines == ["0.0 shouldScrollToTop (0.0, 600.0)"] + eased(from: 600, to: -20, end: "didScrollToTop"))
    }

    @Test("Refused by the delegate, or scrollsToTop off (the delegate is not asked): nothing moves")
    func refused() {
        let (scene, scroll, log, clock) = list()
        defer { withExtendedLifetime(scene) {} }
        log.allows = false
        #expect(!scroll.scrollToTop())
        scroll.scrollsToTop = false
        log.allows = true
        #expect(!scroll.scrollToTop())
        clock.advance(by: 1)
        #expect(log.lines == ["0.0 shouldScrollToTop (0.0, 600.0)"])
        #expect(scroll.contentOffset == pt(0, 600))
    }

    @Test("Already at the top: didScrollToTop at once, with no didScroll; a finger landing mid-way stops it with no end callback")
    func atTopAndInterrupted() {
        let (scene, scroll, log, clock) = list()
        defer { withExtendedLifetime(scene) {} }
        scroll.contentOffset = .zero
        log.lines.removeAll()
        #expect(scroll.scrollToTop())
        scroll.contentOffset = pt(0, 600)
        #expect(scroll.scrollToTop())
        clock.advance(by: 0.05)
        scene.driver.down(1, at: pt(100, 100))
        scene.driver.up(1)
        clock.advance(by: 1)
        #expect(log.lines == [
            "0.0 shouldScrollToTop (0.0, 0.0)", "0.0 didScrollToTop (0.0, 0.0)", "0.0 didScroll (0.0, 600.0)",
            "0.0 shouldScrollToTop (0.0, 600.0)",
        ] + eased(from: 600, to: 0, end: "didScrollToTop").prefix(3))
    }
}
