import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Apple's overlap rule for knobs: a one-finger pan or swipe along a slider or a switch that starts
/// on its knob belongs to the control, not to a recognizer on a superview.
@MainActor
@Suite("The overlap rule: a slider's and a switch's knob")
struct KnobOverlapTests {
    /// A window whose root view holds `control` and carries `recognizer`; the trace notes the
    /// control's events with its value.
    private func host(_ control: UIControl, _ recognizer: UIGestureRecognizer) -> (UIWindow, TouchDriver, TraceRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(control)
        root.view.addGestureRecognizer(recognizer)
        let trace = TraceRecorder(window: window.engineWindow, includesDecisions: true)
        trace.describeAction = { _ in nil }
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { [trace] _ in
                switch control {
                case let s as UISwitch: trace.note("\(name) isOn=\(s.isOn)")
                case let s as UISlider: trace.note("\(name) value=\(s.value)")
                default: trace.note(name)
                }
            }, for: event)
        }
        return (window, TouchDriver(window: window.engineWindow), trace)
    }

    private func pan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "superview pan"
        return pan
    }

    /// Finger 1 lands at `start` and moves by `step` each frame (1/60 s), `count` times, then lifts.
    private func drag(_ driver: TouchDriver, from start: Point, by step: Vector, count: Int) {
        driver.down(1, at: start)
        for index in 1...count {
            driver.wait(1.0 / 60)
            driver.move(1, to: start + step * Double(index))
        }
        driver.up(1)
    }

    private func slider() -> UISlider {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        slider.accessibilityIdentifier = "slider"
        return slider
    }

    private func toggle() -> UISwitch {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        toggle.accessibilityIdentifier = "switch"
        return toggle
    }

    @Test("A drag along the slider from its knob moves the slider; the superview's pan does not begin")
    func sliderKnobAlong() {
        let (window, driver, trace) = host(slider(), pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 102, y: 115), by: Vector(dx: 20, dy: 0), count: 3)
        expectTrace(trace.lines, [
            "slider.touchesBegan [1]",
            "touchDown value=0.0",
            // The slider tracks a finger that landed on its knob, moving along it.
            "# superview pan failed: view said it should not begin",
            "superview pan: possible → failed",
            "slider.touchesMoved [1]",
            "valueChanged value=0.11",
            "slider.touchesMoved [1]",
            "valueChanged value=0.21",
            "slider.touchesMoved [1]",
            "valueChanged value=0.31",
            "slider.touchesEnded [1]",
            "touchUpInside value=0.31",
        ])
    }

    @Test("A drag across the slider from its knob: the superview's pan begins and the slider's touch is cancelled")
    func sliderKnobAcross() {
        let (window, driver, trace) = host(slider(), pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 102, y: 115), by: Vector(dx: 0, dy: 20), count: 3)
        expectTrace(trace.lines, [
            "slider.touchesBegan [1]",
            "touchDown value=0.0",
            "superview pan: possible → began",
            "superview pan: action began",
            "slider.touchesCancelled [1]",
            "touchCancel value=0.0",
            "superview pan: began → changed",
            "superview pan: action changed",
            "superview pan: changed → changed",
            "superview pan: action changed",
            "superview pan: changed → ended",
            "superview pan: action ended",
        ])
    }

    @Test("A drag along the slider from elsewhere on its bar: the slider does not track it, the superview's pan takes it")
    func sliderOffKnob() {
        let (window, driver, trace) = host(slider(), pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 250, y: 115), by: Vector(dx: 20, dy: 0), count: 3)
        // Off the knob: beginTracking says no, so the slider sends nothing after touchDown, and
        // claims nothing.
        expectTrace(trace.lines, [
            "slider.touchesBegan [1]",
            "touchDown value=0.0",
            "superview pan: possible → began",
            "superview pan: action began",
            "slider.touchesCancelled [1]",
            "superview pan: began → changed",
            "superview pan: action changed",
            "superview pan: changed → changed",
            "superview pan: action changed",
            "superview pan: changed → ended",
            "superview pan: action ended",
        ])
    }

    @Test("A swipe along the slider from its knob does not recognize; the slider moves")
    func sliderKnobSwipe() {
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.name = "superview swipe"
        swipe.direction = .right
        let (window, driver, trace) = host(slider(), swipe)
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 102, y: 115), by: Vector(dx: 30, dy: 0), count: 4)
        expectTrace(trace.lines, [
            "slider.touchesBegan [1]",
            "touchDown value=0.0",
            "slider.touchesMoved [1]",
            "valueChanged value=0.16",
            // A swipe to the right is along the slider.
            "# superview swipe failed: view said it should not begin",
            "superview swipe: possible → failed",
            "slider.touchesMoved [1]",
            "valueChanged value=0.31",
            "slider.touchesMoved [1]",
            "valueChanged value=0.46",
            "slider.touchesMoved [1]",
            "valueChanged value=0.61",
            "slider.touchesEnded [1]",
            "touchUpInside value=0.61",
        ])
    }

    @Test("A pan along the switch from its knob drags it on; the superview's pan does not begin")
    func switchKnobAlong() {
        let toggle = toggle()
        let (window, driver, trace) = host(toggle, pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 112, y: 115), by: Vector(dx: 10, dy: 0), count: 3)
        expectTrace(trace.lines, [
            "switch.touchesBegan [1]",
            "touchDown isOn=false",
            // The knob is the switch's left end while it is off.
            "# superview pan failed: view said it should not begin",
            "superview pan: possible → failed",
            "switch.touchesMoved [1]",
            "switch.touchesMoved [1]",
            "switch.touchesMoved [1]",
            "switch.touchesEnded [1]",
            // Dragged past half the knob and lifted on the right half: on.
            "valueChanged isOn=true",
            "touchUpInside isOn=true",
        ])
        #expect(toggle.isOn)
    }

    @Test("A pan along the switch from its far end (not the knob): the superview's pan takes it and the switch stays off")
    func switchOffKnob() {
        let toggle = toggle()
        let (window, driver, trace) = host(toggle, pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 145, y: 115), by: Vector(dx: -10, dy: 0), count: 3)
        expectTrace(trace.lines, [
            "switch.touchesBegan [1]",
            "touchDown isOn=false",
            "superview pan: possible → began",
            "superview pan: action began",
            "switch.touchesCancelled [1]",
            "touchCancel isOn=false",
            "superview pan: began → changed",
            "superview pan: action changed",
            "superview pan: changed → changed",
            "superview pan: action changed",
            "superview pan: changed → ended",
            "superview pan: action ended",
        ])
        #expect(!toggle.isOn)
    }

    @Test("Once on, the switch's knob is at its right end: a pan from there back to the left turns it off")
    func switchKnobBack() {
        let toggle = toggle()
        toggle.isOn = true
        let (window, driver, trace) = host(toggle, pan())
        defer { withExtendedLifetime(window) {} }
        drag(driver, from: Point(x: 140, y: 115), by: Vector(dx: -10, dy: 0), count: 3)
        expectTrace(trace.lines, [
            "switch.touchesBegan [1]",
            "touchDown isOn=true",
            "# superview pan failed: view said it should not begin",
            "superview pan: possible → failed",
            "switch.touchesMoved [1]",
            "switch.touchesMoved [1]",
            "switch.touchesMoved [1]",
            "switch.touchesEnded [1]",
            "valueChanged isOn=false",
            "touchUpInside isOn=false",
        ])
        #expect(!toggle.isOn)
    }
}

/// Compares whole traces and prints a readable diff when they differ.
private func expectTrace(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = TraceDiff.difference(expected: expected, actual: actual)
    #expect(diff == nil, "\(diff ?? "")", sourceLocation: sourceLocation)
}
