import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Value controls attacked from outside: removed by their own `valueChanged`, driven to the ends
/// of `Double`, handed NaN or an index that names nothing. Each is bounded or refused and reported.
@MainActor
@Suite("UIKit value controls and bad values")
struct UIControlBoundsTests {
    private static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"),
    ]

    /// A window holding `control` (named `name`); the log notes every control event with the
    /// control's value, then every misuse diagnostic, in order. With `removing`, the control
    /// takes itself out of its superview in its first `valueChanged`.
    private func host(_ control: UIControl, _ name: String, removing: Bool = false,
                      value: @escaping (UIControl) -> String) -> (UIWindow, TouchDriver, () -> [String]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        control.accessibilityIdentifier = name
        root.view.addSubview(control)
        var log: [String] = []
        for (event, eventName) in Self.events {
            control.addAction(UIAction { _ in
                log.append("\(eventName) \(value(control))\(control.window == nil ? " (outside the window)" : "")")
                if removing, event == .valueChanged, control.superview != nil {
                    control.removeFromSuperview()
                    log.append("removed")
                }
            }, for: event)
        }
        _ = window.engineWindow.engine.addObserver { diagnostic in
            if diagnostic.kind == "misuse" { log.append(diagnostic.line) }
        }
        return (window, TouchDriver(window: window.engineWindow), { log })
    }

    @Test("A switch removed in its own valueChanged sends no touchUpInside from outside the window, and says so")
    func switchRemovedInValueChanged() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let (window, driver, log) = host(toggle, "switch", removing: true) { "isOn=\(($0 as! UISwitch).isOn)" }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 120, y: 115))
        driver.wait(0.05)
        driver.up(1)
        #expect(log() == [
            "touchDown isOn=false",
            "valueChanged isOn=true",
            "removed",
            "misuse: switch left its window inside endTracking(_:with:) or an action it sent; the lift's control events are not sent",
        ])
        #expect(!toggle.isTracking)
    }

    @Test("A segmented control removed in its own valueChanged sends no touchUpInside from outside the window, and says so")
    func segmentedControlRemovedInValueChanged() {
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 100, y: 100, width: 200, height: 32)
        let (window, driver, log) = host(segments, "segments", removing: true) { "index=\(($0 as! UISegmentedControl).selectedSegmentIndex)" }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 250, y: 115))
        driver.wait(0.05)
        driver.up(1)
        #expect(log() == [
            "touchDown index=-1",
            "valueChanged index=1",
            "removed",
            "misuse: segments left its window inside endTracking(_:with:) or an action it sent; the lift's control events are not sent",
        ])
    }

    @Test("A slider removed in its own valueChanged mid-drag sends no touchDragInside from outside the window, and nothing after")
    func sliderRemovedInValueChanged() {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        let (window, driver, log) = host(slider, "slider", removing: true) { "value=\(($0 as! UISlider).value)" }
        defer { withExtendedLifetime(window) {} }
        driver.down(1, at: Point(x: 100, y: 115))
        driver.wait(0.02)
        driver.move(1, to: Point(x: 150, y: 115))
        driver.wait(0.02)
        driver.move(1, to: Point(x: 200, y: 115))
        driver.up(1)
        #expect(log() == [
            "touchDown value=0.0",
            "valueChanged value=0.25",
            "removed",
            "misuse: slider left its window inside continueTracking(_:with:) or an action it sent; the move's control events are not sent",
        ])
        #expect(!slider.isTracking)
    }

    @Test("A stepper at the ends of Double: values bounded and reported, stepping up stays at the top instead of wrapping")
    func stepperNearGreatestFinite() {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 94, height: 32))
        let (window, driver, log) = host(stepper, "stepper") { "value=\(($0 as! UIStepper).value)" }
        defer { withExtendedLifetime(window) {} }
        stepper.maximumValue = .greatestFiniteMagnitude
        stepper.value = .greatestFiniteMagnitude
        stepper.stepValue = 1e308
        stepper.stepValue = -1
        stepper.value = .infinity
        driver.down(1, at: Point(x: 180, y: 115))
        driver.wait(0.05)
        driver.up(1)
        #expect(stepper.value == GestureConstants.maximumControlValue)
        #expect(log() == [
            "misuse: stepper: maximumValue 1.7976931348623157e+308 is outside -1e+300…1e+300; using 1e+300",
            "misuse: stepper: value 1.7976931348623157e+308 is outside -1e+300…1e+300; using 1e+300",
            "misuse: stepper: stepValue 1e+308 is outside -1e+300…1e+300; using 1e+300",
            "misuse: stepper: stepValue -1.0 is not above 0; it stays 1e+300",
            "misuse: stepper: value inf is outside -1e+300…1e+300; using 1e+300",
            "touchDown value=1e+300",
            "touchUpInside value=1e+300",
        ])
    }

    @Test("A slider refuses a NaN end or value and never sends NaN; a segmented control refuses index 1000")
    func nanSliderAndBadSegment() {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        let (window, driver, log) = host(slider, "slider") { "value=\(($0 as! UISlider).value)" }
        defer { withExtendedLifetime(window) {} }
        slider.minimumValue = .nan
        slider.maximumValue = -.infinity
        slider.value = .nan
        slider.maximumValue = 10
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.accessibilityIdentifier = "segments"
        window.rootViewController?.view.addSubview(segments)
        segments.selectedSegmentIndex = 1
        segments.selectedSegmentIndex = 1000
        segments.selectedSegmentIndex = -7
        #expect(segments.selectedSegmentIndex == 1)
        driver.down(1, at: Point(x: 100, y: 115))
        driver.wait(0.02)
        driver.move(1, to: Point(x: 200, y: 115))
        driver.up(1)
        let limit = Double(Float.greatestFiniteMagnitude) / 2
        #expect(log() == [
            "misuse: slider: minimumValue nan is not a number; it stays 0.0",
            "misuse: slider: maximumValue -inf is outside -\(limit)…\(limit); using -\(limit)",
            "misuse: slider: value nan is not a number; it stays 0.0",
            "misuse: segments: selectedSegmentIndex 1000 names no segment (there are 2); it stays 1",
            "misuse: segments: selectedSegmentIndex -7 names no segment (there are 2); it stays 1",
            "touchDown value=0.0",
            "valueChanged value=5.0",
            "touchDragInside value=5.0",
            "touchUpInside value=5.0",
        ])
    }
}
