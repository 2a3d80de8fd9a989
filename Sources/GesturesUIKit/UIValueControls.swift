import Gestures
import GesturesToolkit

/// An on/off switch: UIKit's `UISwitch`. A tap (a lift inside) flips ``isOn``; a drag along it
/// farther than half the knob leaves it on or off by the side the finger lifts on (the knob goes
/// where it is dragged). Either sends `valueChanged` when the state changed. Its default gestures
/// (Apple's overlap rule) are the single tap, and a pan or swipe along it that starts on the knob:
/// the round end on the left when off, on the right when on.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on (default false).
    open var isOn = false {
        willSet { node.checkThread("UISwitch.isOn") }
    }
    /// Where the tracked finger landed, in the switch's coordinates, and whether on the knob.
    private var landing: (x: Double, onKnob: Bool)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state without sending `valueChanged`, as UIKit does.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var defaultGesture: ControlDefaultGesture { .singleTapAndKnobDrag }
    override var primaryActionEvents: Event { [] }
    override var isKnobTouched: Bool { isTracking && landing?.onKnob == true }

    /// The knob: a square as tall as the switch at its left end when off, its right end when on.
    private func isOnKnob(_ x: Double) -> Bool {
        let side = Swift.min(Double(bounds.height), Double(bounds.width))
        return isOn ? x >= Double(bounds.maxX) - side : x <= Double(bounds.minX) + side
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = Double(touch.location(in: self).x)
        landing = (x, isOnKnob(x))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { landing = nil }
        guard let touch, let landing else { return }
        let point = touch.location(in: self).point
        let x = Double(point.x)
        let dragged = abs(x - landing.x) > Swift.min(Double(bounds.height), Double(bounds.width)) / 2
        let old = isOn
        if dragged {
            isOn = x >= Double(bounds.midX)
        } else if ControlTracker.isInside(point, bounds: bounds.rect) {
            isOn.toggle()
        }
        if isOn != old { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        landing = nil
    }
}

/// A minus/plus pair that steps a value: UIKit's `UIStepper`. A finger landing on the left half
/// steps down, on the right half up, clamped to the range (or wrapping, with ``wraps``), and sends
/// `valueChanged`; its default gesture is the single tap.
///
/// With ``autorepeat`` (the default), a held press keeps stepping the same way on the window's
/// clock: after ``GestureConstants/stepperAutorepeatDelay``, every
/// ``GestureConstants/stepperAutorepeatInterval``, and every
/// ``GestureConstants/stepperAutorepeatFastInterval`` once the press has lasted
/// ``GestureConstants/stepperAutorepeatAccelerationTime``. A repeat steps only while the finger
/// is inside the tracking area; the lift, a cancellation, or the stepper leaving its window
/// stops them. With ``isContinuous`` false, `valueChanged` waits for the lift (once, if the value
/// changed).
///
/// Values, ends and steps are bounded by ``GestureConstants/maximumControlValue`` either way (so a
/// step never overflows to infinity); NaN is refused. Both are reported.
@MainActor
open class UIStepper: UIControl {
    /// The value, kept within the range (NaN is refused and reported).
    open var value: Double = 0 {
        willSet { node.checkThread("UIStepper.value") }
        didSet { value = clamp(bounded(value, "value", oldValue)) }
    }
    open var minimumValue: Double = 0 {
        willSet { node.checkThread("UIStepper.minimumValue") }
        didSet {
            minimumValue = bounded(minimumValue, "minimumValue", oldValue)
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamp(value)
        }
    }
    open var maximumValue: Double = 100 {
        willSet { node.checkThread("UIStepper.maximumValue") }
        didSet {
            maximumValue = bounded(maximumValue, "maximumValue", oldValue)
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamp(value)
        }
    }
    /// The step, above 0: a step of 0 or less, or NaN, is refused (it stays as it was), one
    /// beyond ``GestureConstants/maximumControlValue`` is brought to it; both reported.
    open var stepValue: Double = 1 {
        willSet { node.checkThread("UIStepper.stepValue") }
        didSet {
            let step = bounded(stepValue, "stepValue", oldValue)
            if !(step > 0) {
                reportMisuse("\(node.gestureDebugName): stepValue \(stepValue) is not above 0; it stays \(oldValue)", in: window)
                stepValue = oldValue
            } else {
                stepValue = step
            }
        }
    }

    /// `number` within ±``GestureConstants/maximumControlValue`` (NaN keeps `oldValue`), reported.
    private func bounded(_ number: Double, _ name: String, _ oldValue: Double) -> Double {
        let limit = GestureConstants.maximumControlValue
        return InputBounds.value(number, in: -limit...limit, fallback: oldValue, name: "\(node.gestureDebugName): \(name)") {
            reportMisuse($0, in: window)
        }
    }
    /// Whether stepping past one end continues from the other (default false).
    open var wraps = false
    /// Whether holding a button keeps stepping (default true).
    open var autorepeat = true
    /// Whether `valueChanged` is sent at each step (default true) or once at the lift.
    open var isContinuous = true

    /// The press being repeated: its direction, its repeats so far, its pending timer and clock,
    /// and the value when it landed.
    private var press: (up: Bool, repeats: Int, timer: TimerToken?, clock: (any GestureClock)?, startValue: Double)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var defaultGesture: ControlDefaultGesture { .singleTap }
    override var primaryActionEvents: Event { [] }

    /// `v` within the range (infinities go to the end they point at, NaN to the minimum).
    private func clamp(_ v: Double) -> Double {
        v.isNaN ? minimumValue : Swift.min(Swift.max(v, minimumValue), maximumValue)
    }

    /// One step up or down; `valueChanged` when the value changed and the stepper is continuous.
    private func step(up: Bool) {
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = value
        value = clamp(next)
        if value != old && isContinuous { sendActions(for: .valueChanged) }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stopRepeating()
        let up = touch.location(in: self).x >= bounds.midX
        press = (up, 0, nil, nil, value)
        step(up: up)
        if autorepeat, press != nil { scheduleRepeat(after: GestureConstants.stepperAutorepeatDelay) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress()
    }

    private func finishPress() {
        let start = press?.startValue
        stopRepeating()
        press = nil
        if !isContinuous, let start, start != value { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: Double) {
        guard let clock = node.window?.clock else { return }
        press?.clock = clock
        press?.timer = clock.schedule(at: clock.now + delay) { [weak self] in self?.repeatStep() }
    }

    /// A repeat fell due: step while the finger is inside, then wait for the next.
    private func repeatStep() {
        guard var current = press else { return }
        current.timer = nil
        guard node.window != nil, isTracking else {
            press = nil
            return
        }
        current.repeats += 1
        press = current
        if isTouchInside { step(up: current.up) }
        // An action may have ended the press, or removed the stepper.
        guard press != nil else { return }
        let slowRepeats = Int(((GestureConstants.stepperAutorepeatAccelerationTime - GestureConstants.stepperAutorepeatDelay)
            / GestureConstants.stepperAutorepeatInterval).rounded()) + 1
        scheduleRepeat(after: current.repeats < slowRepeats
            ? GestureConstants.stepperAutorepeatInterval : GestureConstants.stepperAutorepeatFastInterval)
    }

    private func stopRepeating() {
        if let timer = press?.timer, let clock = press?.clock { clock.cancel(timer) }
        press?.timer = nil
    }
}

/// A bar with a knob that sets a value by dragging: UIKit's `UISlider`. Tracking begins on the
/// knob (within half the bar's height of its centre, horizontally); each move sets the value from
/// the finger's position along the bar and sends `valueChanged` (at the lift instead, when not
/// ``isContinuous``). Its default gesture (Apple's overlap rule) is a pan or swipe along it that
/// starts on the knob: while it tracks such a finger, those recognizers on its superviews do not
/// begin; a finger elsewhere on the bar is not tracked and claims nothing.
///
/// Its value and ends are bounded by half of `Float`'s largest finite value either way (so the
/// span between the ends, and every value along it, stays finite); NaN is refused. Both are
/// reported.
@MainActor
open class UISlider: UIControl {
    /// The value, kept within the range (NaN is refused and reported).
    open var value: Float = 0 {
        willSet { node.checkThread("UISlider.value") }
        didSet { value = clamp(bounded(value, "value", oldValue)) }
    }
    open var minimumValue: Float = 0 {
        willSet { node.checkThread("UISlider.minimumValue") }
        didSet {
            minimumValue = bounded(minimumValue, "minimumValue", oldValue)
            value = clamp(value)
        }
    }
    open var maximumValue: Float = 1 {
        willSet { node.checkThread("UISlider.maximumValue") }
        didSet {
            maximumValue = bounded(maximumValue, "maximumValue", oldValue)
            value = clamp(value)
        }
    }

    /// The largest magnitude of a slider's value or end: `Float`'s largest finite value halved,
    /// so that `maximumValue - minimumValue` is finite too. [OURS]
    static let valueLimit = Double(Float.greatestFiniteMagnitude) / 2

    /// `number` within ±``valueLimit`` (NaN keeps `oldValue`), reported.
    private func bounded(_ number: Float, _ name: String, _ oldValue: Float) -> Float {
        Float(InputBounds.value(Double(number), in: -Self.valueLimit...Self.valueLimit, fallback: Double(oldValue),
                                name: "\(node.gestureDebugName): \(name)") { reportMisuse($0, in: window) })
    }
    /// Whether `valueChanged` is sent during the drag (default true) or only at the lift.
    open var isContinuous = true
    private var moved = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    override var defaultGesture: ControlDefaultGesture { .knobDrag }
    /// Tracking begins only on the knob.
    override var isKnobTouched: Bool { isTracking }

    private func clamp(_ v: Float) -> Float {
        v.isFinite ? Swift.min(Swift.max(v, minimumValue), Swift.max(minimumValue, maximumValue)) : minimumValue
    }

    /// The knob's centre along the bar, in the slider's coordinates.
    private var knobX: Double {
        let span = Double(maximumValue - minimumValue)
        let fraction = span > 0 ? Double(value - minimumValue) / span : 0
        return Double(bounds.minX) + fraction * Double(bounds.width)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        moved = false
        return abs(Double(touch.location(in: self).x) - knobX) <= Swift.max(Double(bounds.height) / 2, 14)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let width = Double(bounds.width)
        guard width > 0 else { return true }
        let fraction = Swift.min(Swift.max((Double(touch.location(in: self).x) - Double(bounds.minX)) / width, 0), 1)
        let old = value
        value = minimumValue + Float(fraction) * (maximumValue - minimumValue)
        if value != old {
            moved = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if moved && !isContinuous { sendActions(for: .valueChanged) }
    }
}
