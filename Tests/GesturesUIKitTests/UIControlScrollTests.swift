import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A list screen as UIKit code writes it: a scroll view with a button (a method target and a
/// closure action), a segmented control, and a tap recognizer on the root view.
@MainActor
final class ListViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let button = UIButton(type: .system)
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    let plain = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 60))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentSize = CGSize(width: 375, height: 3000)
        scrollView.delegate = self
        view.addSubview(scrollView)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.addTarget(self, action: Selector(ListViewController.buy), for: .touchUpInside)
        button.addAction(UIAction(title: "Log") { [unowned self] _ in log.append("primary action") }, for: .primaryActionTriggered)
        scrollView.addSubview(button)
        segments.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        segments.addTarget(self, action: Selector(ListViewController.segmentChanged), for: .valueChanged)
        scrollView.addSubview(segments)
        scrollView.addSubview(plain)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ListViewController.backgroundTapped))
    }

    func buy(_ sender: UIButton) { log.append("buy \(sender.currentTitle ?? "")") }
    func segmentChanged(_ sender: UISegmentedControl) { log.append("segment \(sender.selectedSegmentIndex)") }
    func backgroundTapped(_ recognizer: UITapGestureRecognizer) { log.append("background tap") }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("willEndDragging")
        targetContentOffset.pointee = .zero
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log.append("didEndDecelerating \(scrollView.contentOffset.y)")
    }
}

@MainActor
@Suite("UIKit controls and scroll views")
struct UIControlScrollTests {
    private func host() -> (ListViewController, UIWindow, TouchDriver) {
        let controller = ListViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window, TouchDriver(window: window.engineWindow))
    }

    @Test("A tap on a UIButton in a UIScrollView: its target and its UIAction run, the background tap does not, no scroll")
    func tapButton() {
        let (controller, window, driver) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 60, y: 120))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.log == ["buy Buy", "primary action"])
        #expect(controller.scrollView.contentOffset == .zero)
    }

    @Test("A tap on a plain view in the list: the background tap recognizer wins")
    func tapPlain() {
        let (controller, window, driver) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 60, y: 620))
        driver.up(1)
        #expect(controller.log == ["background tap"])
    }

    @Test("A tap on a segment selects it and sends valueChanged")
    func tapSegment() {
        let (controller, window, driver) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 270, y: 215))
        driver.up(1)
        #expect(controller.log == ["segment 2"])
        #expect(controller.segments.selectedSegmentIndex == 2)
    }

    @Test("A quick drag from the button scrolls, the button never fires; the delegate's target sends the list back")
    func dragFromButton() {
        let (controller, window, driver) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 60, y: 120))
        for _ in 0..<5 {
            driver.wait(1.0 / 60)
            let at = driver.location(of: 1)
            driver.move(1, to: Point(x: at.x, y: at.y - 15))
        }
        #expect(controller.scrollView.contentOffset.y == 65)
        #expect(controller.scrollView.isDragging)
        driver.up(1)
        driver.wait(1)
        #expect(controller.log == ["willBeginDragging", "willEndDragging", "didEndDecelerating 0.0"])
        #expect(controller.scrollView.contentOffset == .zero)
        #expect(controller.scrollView.panGestureRecognizer.state == .possible)
    }
}
