import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A delegate that logs every callback in order and takes the scroll view out of its superview
/// at the first `scrollViewDidScroll` or `scrollViewDidZoom` (the scroll view's last owner).
@MainActor
private final class RemovingDelegate: UIScrollViewDelegate {
    let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var log: [String] = []
    var removesOnScroll = true
    var removesOnZoom = false

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll \(scrollView.contentOffset.x) \(scrollView.contentOffset.y)")
        if removesOnScroll, scrollView.superview != nil {
            scrollView.removeFromSuperview()
            log.append("removed")
        }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        log.append("didZoom")
        if removesOnZoom, scrollView.superview != nil {
            scrollView.removeFromSuperview()
            log.append("removed")
        }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming")
    }
}

@MainActor
@Suite("A UIScrollView removed by its own delegate mid-gesture: it lives out the callback, then says nothing more")
struct UIScrollViewRemovalTests {
    /// A window whose root view holds the only reference to a scroll view; `scroll` is weak.
    private func host(_ delegate: RemovingDelegate) -> (UIWindow, TouchDriver, ManualClock, () -> UIScrollView?) {
        let clock = ManualClock()
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        weak var weakScroll: UIScrollView?
        do {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = CGSize(width: 320, height: 3000)
            scroll.minimumZoomScale = 1
            scroll.maximumZoomScale = 4
            scroll.delegate = delegate
            scroll.addSubview(delegate.zoomed)
            controller.view.addSubview(scroll)
            weakScroll = scroll
        }
        return (window, TouchDriver(window: window.engineWindow), clock, { weakScroll })
    }

    @Test("Removed in scrollViewDidScroll during a drag: no crash, no didEndDragging, no more didScroll, freed")
    func removedWhileDragging() {
        let delegate = RemovingDelegate()
        let (window, driver, _, scroll) = host(delegate)
        defer { withExtendedLifetime(window) {} }
        #expect(scroll() != nil)
        driver.down(1, at: Point(x: 100, y: 400))
        for step in 1...6 {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: 100, y: 400 - 20 * Double(step)))
        }
        driver.up(1)
        driver.wait(3)
        #expect(delegate.log == ["willBeginDragging", "didScroll 0.0 10.0", "removed"])
        #expect(scroll() == nil)
        #expect(window.engineWindow.engine.activeRecognizers.isEmpty)
    }

    @Test("Removed in scrollViewDidZoom during a pinch: no crash, no didEndZooming, freed")
    func removedWhileZooming() {
        let delegate = RemovingDelegate()
        delegate.removesOnScroll = false
        delegate.removesOnZoom = true
        let (window, driver, _, scroll) = host(delegate)
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 130, y: 250))
        driver.down(2, at: Point(x: 170, y: 250))
        for gap in [60.0, 80.0, 100.0, 120.0] {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: 150 - gap / 2, y: 250))
            driver.move(2, to: Point(x: 150 + gap / 2, y: 250))
        }
        driver.up(1)
        driver.up(2)
        driver.wait(3)
        #expect(delegate.log == ["willBeginZooming", "didScroll 6.041666666666686 10.416666666666686", "didZoom", "removed"])
        #expect(scroll() == nil)
        #expect(window.engineWindow.engine.activeRecognizers.isEmpty)
    }
}
