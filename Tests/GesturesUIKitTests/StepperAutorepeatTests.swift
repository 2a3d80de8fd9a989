import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A held stepper button keeps stepping on the window's clock: after 0.5 s, ten steps a second,
/// twenty once the press has lasted 2 s.
@MainActor
@Suite("UIStepper autorepeat")
struct StepperAutorepeatTests {
    /// A window with a 94 × 32 stepper at (100, 100); the log notes each control event with the
    /// value and the clock's time.
    private func host(_ configure: (UIStepper) -> Void = { _ in }) -> (UIWindow, UIStepper, TouchDriver, ManualClock, () -> [String]) {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
        configure(stepper)
        root.view.addSubview(stepper)
        var log: [String] = []
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
                              (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside")] {
            stepper.addAction(UIAction { _ in
                log.append("\(name) value=\(stepper.value) t=\(TraceFormat.number(clock.now, digits: 2))")
            }, for: event)
        }
        return (window, stepper, TouchDriver(window: window.engineWindow), clock, { log })
    }

    /// The right half of the stepper: plus.
    private let plus = Point(x: 180, y: 115)

    @Test("Held on plus for a second: one step at once, then from 0.5 s one every 0.1 s, until the lift")
    func holdOneSecond() {
        let (window, _, driver, _, log) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(1.05)
        driver.up(1)
        driver.wait(1)
        #expect(log() == [
            "touchDown value=0.0 t=0.0",
            "valueChanged value=1.0 t=0.0",
            "valueChanged value=2.0 t=0.5",
            "valueChanged value=3.0 t=0.6",
            "valueChanged value=4.0 t=0.7",
            "valueChanged value=5.0 t=0.8",
            "valueChanged value=6.0 t=0.9",
            "valueChanged value=7.0 t=1.0",
            "touchUpInside value=7.0 t=1.05",
        ])
    }

    @Test("Held past 2 s the steps come twice as fast")
    func accelerates() {
        let (window, stepper, driver, _, log) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(2.31)
        driver.up(1)
        let times = log().filter { $0.hasPrefix("valueChanged") }.map { $0.components(separatedBy: "t=")[1] }
        let slow = (0...15).map { TraceFormat.number(0.5 + 0.1 * Double($0), digits: 2) }
        let fast = (1...6).map { TraceFormat.number(2 + 0.05 * Double($0), digits: 2) }
        #expect(times == ["0.0"] + slow + fast)
        #expect(stepper.value == 23)
    }

    @Test("Dragged outside the tracking area the repeats pause; back inside they resume")
    func pausesOutside() {
        let (window, _, driver, _, log) = host()
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(0.55)
        // 70 points of tolerance past the right edge (194): 280 is outside.
        driver.move(1, to: Point(x: 280, y: 115))
        driver.wait(0.3)
        driver.move(1, to: plus)
        driver.wait(0.2)
        driver.up(1)
        #expect(log() == [
            "touchDown value=0.0 t=0.0",
            "valueChanged value=1.0 t=0.0",
            "valueChanged value=2.0 t=0.5",
            "valueChanged value=3.0 t=0.9",
            "valueChanged value=4.0 t=1.0",
            "touchUpInside value=4.0 t=1.05",
        ])
    }

    @Test("Without autorepeat a held press steps once")
    func noAutorepeat() {
        let (window, _, driver, clock, log) = host { $0.autorepeat = false }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(1)
        #expect(clock.pendingTimerCount == 0)
        driver.up(1)
        #expect(log() == ["touchDown value=0.0 t=0.0", "valueChanged value=1.0 t=0.0", "touchUpInside value=1.0 t=1.0"])
    }

    @Test("Not continuous: one valueChanged at the lift, with the value the repeats reached")
    func notContinuous() {
        let (window, _, driver, _, log) = host { $0.isContinuous = false }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(0.75)
        driver.up(1)
        #expect(log() == ["touchDown value=0.0 t=0.0", "valueChanged value=4.0 t=0.75", "touchUpInside value=4.0 t=0.75"])
    }

    @Test("At the maximum the repeats change nothing and send nothing; with wraps they go round")
    func limits() {
        let (window, _, driver, _, log) = host { $0.maximumValue = 2 }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: plus)
        driver.wait(0.85)
        driver.up(1)
        #expect(log() == [
            "touchDown value=0.0 t=0.0", "valueChanged value=1.0 t=0.0", "valueChanged value=2.0 t=0.5",
            "touchUpInside value=2.0 t=0.85",
        ])
        let (window2, _, driver2, _, log2) = host { $0.maximumValue = 2; $0.wraps = true }
        defer { withExtendedLifetime(window2) {} }
        driver2.down(1, at: plus)
        driver2.wait(0.65)
        driver2.up(1)
        #expect(log2() == [
            "touchDown value=0.0 t=0.0", "valueChanged value=1.0 t=0.0", "valueChanged value=2.0 t=0.5",
            "valueChanged value=0.0 t=0.6", "touchUpInside value=0.0 t=0.65",
        ])
    }

    @Test("A stepper removed by its own valueChanged action stops repeating and leaves no timer behind")
    func removedByItsAction() {
        let (window, stepper, driver, clock, log) = host()
        defer { withExtendedLifetime(window) {} }
        stepper.addAction(UIAction { _ in if stepper.value == 3 { stepper.removeFromSuperview() } }, for: .valueChanged)
        driver.down(1, at: plus)
        driver.wait(1)
        driver.up(1)
        #expect(clock.pendingTimerCount == 0)
        #expect(stepper.superview == nil)
        #expect(log() == [
            "touchDown value=0.0 t=0.0", "valueChanged value=1.0 t=0.0", "valueChanged value=2.0 t=0.5",
            "valueChanged value=3.0 t=0.6",
        ])
    }
}
