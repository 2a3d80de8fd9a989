import Gestures

/// An on/off switch: UIKit's `UISwitch`. A tap (a lift inside) flips ``isOn`` and sends
/// `valueChanged`; its default gesture is the single tap (Apple's overlap rule).
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on (default false).
    open var isOn = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state without sending `valueChanged`, as UIKit does.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var defaultGesture: ControlDefaultGesture { .singleTap }
    override var primaryActionEvents: Event { [] }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, ControlTracker.isInside(touch.location(in: self).point, bounds: bounds.rect) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// A minus/plus pair that steps a value: UIKit's `UIStepper`. A finger landing on the left half
/// steps down, on the right half up, clamped to the range (or wrapping, with ``wraps``), and sends
/// `valueChanged`; its default gesture is the single tap.
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 {
        didSet { value = clamp(value) }
    }
    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = clamp(value) }
    }
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = clamp(value) }
    }
    /// The step, above 0 (a step of 0 or less, or not finite, is ignored and stays as it was).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } }
    }
    /// Whether stepping past one end continues from the other (default false).
    open var wraps = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var defaultGesture: ControlDefaultGesture { .singleTap }
    override var primaryActionEvents: Event { [] }

    private func clamp(_ v: Double) -> Double {
        v.isFinite ? Swift.min(Swift.max(v, minimumValue), maximumValue) : minimumValue
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let up = touch.location(in: self).x >= bounds.midX
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = value
        value = next
        if value != old { sendActions(for: .valueChanged) }
        return true
    }
}

/// A bar with a knob that sets a value by dragging: UIKit's `UISlider`. Tracking begins on the
/// knob (within half the bar's height of its centre, horizontally); each move sets the value from
/// the finger's position along the bar and sends `valueChanged` (at the lift instead, when not
/// ``isContinuous``).
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0 {
        didSet { value = clamp(value) }
    }
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
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
