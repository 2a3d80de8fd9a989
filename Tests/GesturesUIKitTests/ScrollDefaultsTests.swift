import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import Testing
import GesturesToolkit

/// Records the scroll view's callbacks with the offset.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { lines.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lines.append("willEndDragging toward \(rounded(targetContentOffset.pointee.y))")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging at \(rounded(scrollView.contentOffset.y)) decelerate \(decelerate)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        lines.append("didEndDecelerating at \(rounded(scrollView.contentOffset.y))")
    }
    /// To a tenth of a point.
    func rounded(_ value: CGFloat) -> Double { (Double(value) * 10).rounded() / 10 }
}

@MainActor
@Suite("UIKit's scroll view defaults: it clips its content and follows the wheel and trackpad")
struct ScrollDefaultsTests {
    /// Sends one wheel or trackpad scroll step at `time` over the point (100, 200).
    private func scroll(_ host: UIKitHost, _ phase: ScrollInput.Phase, dy: Double, type: ScrollTypeMask, at time: Double) {
        (host.window.clock as! ManualClock).advance(to: time)
        host.window.sendEvent(InputEvent(timestamp: time, scroll: ScrollInput(phase: phase, location: Point(x: 100, y: 200),
                                                                                delta: Vector(dx: 0, dy: dy), type: type)))
    }

    @Test("A list follows the mouse wheel and a trackpad's two-finger scroll with no setting", arguments: [ScrollTypeMask.discrete, .continuous])
    func followsWheel(type: ScrollTypeMask) {
        let host = UIKitHost()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 3000)
        let log = ScrollLog()
        list.delegate = log
        host.window.addSubview(list)
        #expect(list.clipsToBounds && list.panGestureRecognizer.allowedScrollTypesMask == .all)
        scroll(host, .began, dy: 0, type: type, at: 0)
        for step in 1...4 { scroll(host, .changed, dy: -30, type: type, at: Double(step) * 0.1) }
        scroll(host, .ended, dy: 0, type: type, at: 0.5)
        host.driver.wait(5)
        // Four steps of 30 points; the scroll ends moving, so the list decelerates on, as after a
        // finger's fling (the pan's velocity is UIKit's: the end does not update it).
        // It comes to rest exactly at the target it announced.
        #expect(log.lines == [
            "willBeginDragging", "willEndDragging toward 208.4", "didEndDragging at 120.0 decelerate true",
            "didEndDecelerating at 208.4",
        ])
        #expect(host.nothingEngaged)
    }

    @Test("A scroll view's content is drawn clipped to its bounds in the SVG pictures")
    func clipsContent() {
        let host = UIKitHost()
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        list.accessibilityIdentifier = "list"
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        row.backgroundColor = .systemBlue
        list.addSubview(row)
        host.window.addSubview(list)
        let svg = SceneSnapshot().svg(of: host.window.engineWindow)
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = lines.firstIndex { $0.contains("data-view=\"list\"") }!
        #expect(Array(lines[start..<(start + 6)]) == [
            "<g data-view=\"list\" transform=\"translate(0 100)\">",
            "<clipPath id=\"clip-1\">",
            "<rect x=\"0\" y=\"0\" width=\"200\" height=\"100\"/>",
            "</clipPath>",
            "<g clip-path=\"url(#clip-1)\">",
            "<g>",
        ])
    }
}

/// A view that records when its tint colour changes.
final class TintWatcher: UIView {
    var changes: [String] = []
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes.append(tintColor == .systemRed ? "red" : tintColor == .systemBlue ? "blue" : "other")
    }
}

@MainActor
@Suite("System buttons show their titles in their tint colour")
struct ButtonTitleDrawingTests {
    /// The `<text>` lines of the window's picture.
    private func texts(_ host: UIKitHost) -> [String] {
        SceneSnapshot().svg(of: host.window.engineWindow).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("<text") }
            .map { line in
                let fill = line.split(separator: "fill=\"")[1].prefix(7)
                let opacity = line.contains("fill-opacity") ? " faded" : ""
                return "\(line.split(separator: ">")[1].dropLast(6)) \(fill)\(opacity)"
            }
    }

    @Test("Titles drawn in the tint (inherited, faded while held, grey when disabled), a set colour, or white on a custom button")
    func titles() {
        let host = UIKitHost()
        let panel = TintWatcher(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        host.window.addSubview(panel)
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        panel.addSubview(save)
        let plain = UIButton(frame: CGRect(x: 20, y: 80, width: 100, height: 44))
        panel.addSubview(plain)
        #expect(save.subviews.isEmpty && save.titleLabel == nil)
        save.setTitle("Save", for: .normal)
        plain.setTitle("Plain", for: .normal)
        var drawn = [texts(host)]
        panel.tintColor = .systemRed
        drawn.append(texts(host))
        host.driver.down(1, at: Point(x: 50, y: 40))
        drawn.append(texts(host))
        host.driver.up(1)
        save.isEnabled = false
        drawn.append(texts(host))
        save.isEnabled = true
        save.setTitleColor(.systemGreen, for: .normal)
        drawn.append(texts(host))
        #expect(drawn == [
            ["Save #007aff", "Plain #ffffff"],
            ["Save #ff3b30", "Plain #ffffff"],
            ["Save #ff3b30 faded", "Plain #ffffff"],
            ["Save #8e8e93", "Plain #ffffff"],
            ["Save #34c759", "Plain #ffffff"],
        ])
        #expect(save.titleLabel?.text == "Save" && save.subviews == [save.titleLabel!])
        #expect(panel.changes == ["red"])
        #expect(host.window.hitTest(CGPoint(x: 50, y: 40), with: nil) === save)
    }
}

/// A UIKit delegate heard through the engine's one protocol: `UIScrollViewDelegate` is
/// `ScrollViewDelegate` with its scroll view fixed, so generic engine code calls it.
@MainActor
private final class TopLog: UIScrollViewDelegate {
    var lines: [String] = []
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        lines.append("shouldScrollToTop at \(Double(scrollView.contentOffset.y))")
        return true
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        lines.append("didScrollToTop at \(Double(scrollView.contentOffset.y))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation") }
}

/// Asks any scroll view's delegate, engine's or UIKit's, through the one protocol.
@MainActor
private func askScrollToTop<Delegate: ScrollViewDelegate>(_ delegate: Delegate, of scrollView: Delegate.ScrollingView) -> Bool {
    delegate.scrollViewShouldScrollToTop(scrollView)
}

@MainActor
@Suite("UIKit's scroll view delegate is the engine's protocol")
struct UIScrollViewDelegateTests {
    @Test("A UIScrollViewDelegate answers through ScrollViewDelegate; scrolling to the top eases there and ends with didScrollToTop")
    func oneProtocol() {
        let host = UIKitHost()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 3000)
        host.window.addSubview(list)
        list.contentOffset = CGPoint(x: 0, y: 900)
        let log = TopLog()
        list.delegate = log
        #expect(askScrollToTop(log, of: list))
        #expect(list.scrollsToTop)
        #expect(list.scrollToTop())
        host.driver.wait(1)
        #expect(log.lines == ["shouldScrollToTop at 900.0", "shouldScrollToTop at 900.0", "didScrollToTop at 0.0"])
        list.scrollsToTop = false
        #expect(!list.scrollToTop())
        #expect(log.lines.count == 3)
    }
}
