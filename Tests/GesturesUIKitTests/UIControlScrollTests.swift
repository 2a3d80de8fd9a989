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

    @Test("A press held on the UIButton past the content-touch delay, then dragged: the button keeps it and fires; nothing scrolls")
    func heldPressStaysWithButton() {
        let (controller, window, driver) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 60, y: 120))
        driver.wait(0.2)
        #expect(controller.button.isHighlighted && controller.button.isTracking)
        for _ in 0..<3 {
            driver.wait(1.0 / 60)
            let at = driver.location(of: 1)
            driver.move(1, to: Point(x: at.x, y: at.y - 5))
        }
        driver.up(1)
        #expect(controller.log == ["buy Buy", "primary action"])
        #expect(controller.scrollView.contentOffset == .zero)
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

@MainActor
@Suite("UIKit value controls: switch, stepper, slider")
struct UIValueControlTests {
    private func host(_ control: UIControl) -> (UIWindow, TouchDriver, () -> [String]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(control)
        var log: [String] = []
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside")] {
            control.addAction(UIAction { _ in
                switch control {
                case let s as UISwitch: log.append("\(name) isOn=\(s.isOn)")
                case let s as UIStepper: log.append("\(name) value=\(s.value)")
                case let s as UISlider: log.append("\(name) value=\(s.value)")
                default: log.append(name)
                }
            }, for: event)
        }
        return (window, TouchDriver(window: window.engineWindow), { log })
    }

    @Test("A tap on a switch flips it, and a tap recognizer on its superview does not fire")
    func switchTap() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let (window, driver, log) = host(toggle)
        defer { withExtendedLifetime(window) {} }
        var background = 0
        toggle.superview!.addGestureRecognizer(UITapGestureRecognizer(target: toggle, action: { (_: UISwitch) in { (_: UITapGestureRecognizer) in background += 1 } }))
        driver.down(1, at: Point(x: 120, y: 115))
        driver.up(1)
        #expect(log() == ["touchDown isOn=false", "valueChanged isOn=true", "touchUpInside isOn=true"])
        #expect(background == 0)
    }

    @Test("A stepper steps on landing, down on its left half and up on its right, clamped to its range")
    func stepper() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
        stepper.maximumValue = 2
        let (window, driver, log) = host(stepper)
        defer { withExtendedLifetime(window) {} }
        for x in [180.0, 180, 180, 110] {
            driver.down(1, at: Point(x: x, y: 115))
            driver.up(1)
            driver.wait(1)
        }
        #expect(log() == [
            // touchDown goes out before beginTracking, where the stepper steps.
            "touchDown value=0.0", "valueChanged value=1.0", "touchUpInside value=1.0",
            "touchDown value=1.0", "valueChanged value=2.0", "touchUpInside value=2.0",
            "touchDown value=2.0", "touchUpInside value=2.0",
            "touchDown value=2.0", "valueChanged value=1.0", "touchUpInside value=1.0",
        ])
    }

    @Test("A slider follows a drag that starts on its knob, sending valueChanged per move; a drag off the knob does nothing")
    func slider() {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        let (window, driver, log) = host(slider)
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 250, y: 115))   // far from the knob at x = 100
        driver.move(1, to: Point(x: 260, y: 115))
        driver.up(1)
        driver.wait(1)
        driver.down(2, at: Point(x: 105, y: 115))
        driver.move(2, to: Point(x: 150, y: 115))
        driver.move(2, to: Point(x: 400, y: 115))
        driver.up(2)
        #expect(log() == [
            // Off the knob: beginTracking says no, so nothing follows touchDown.
            "touchDown value=0.0",
            // On the knob: the value follows; the lift, 100 points past the end, is outside.
            "touchDown value=0.0", "valueChanged value=0.25", "valueChanged value=1.0",
        ])
    }
}

/// A photo screen as UIKit code writes it: a zooming scroll view, and an image view of its own that
/// turns scrolling off on its enclosing scroll view while it is pinched.
@MainActor
final class PhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.contentSize = photo.bounds.size
        scrollView.addSubview(photo)
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming \(view === photo) \((scale * 100).rounded() / 100)")
    }
}

@MainActor
@Suite("UIKit zooming")
struct UIZoomTests {
    @Test("viewForZooming(in:): a pinch zooms the photo; the scroll view's pinch is there only while zooming is possible")
    func zoom() {
        let controller = PhotoViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let driver = TouchDriver(window: window.engineWindow)
        #expect(controller.scrollView.pinchGestureRecognizer != nil)
        driver.down(1, at: Point(x: 140, y: 300))
        driver.down(2, at: Point(x: 240, y: 300))
        for step in 1...5 {
            driver.wait(1.0 / 60)
            driver.frame { samples in
                samples.append(TouchInput(id: 1, phase: .moved, location: Point(x: 140 - Double(step) * 10, y: 300)))
                samples.append(TouchInput(id: 2, phase: .moved, location: Point(x: 240 + Double(step) * 10, y: 300)))
            }
        }
        #expect(controller.scrollView.isZooming)
        driver.up(1)
        driver.up(2)
        #expect(controller.log == ["didEndZooming true 1.85"])
        #expect(abs(controller.photo.frame.width - 375 * 200 / 108) < 1e-9)
        controller.scrollView.maximumZoomScale = 1
        #expect(controller.scrollView.pinchGestureRecognizer == nil)
    }
}
