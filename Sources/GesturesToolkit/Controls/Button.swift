import Gestures

/// A control whose primary action is a tap: UIKit's `UIButton`, for the engine's tree.
///
/// A lift inside sends `touchUpInside` then `primaryActionTriggered`; its default gesture is the
/// single tap, so a single-tap recognizer on a superview does not begin over it.
#if !hasFeature(Embedded)
@MainActor
#endif
open class Button: Control {
    open override var defaultGesture: ControlDefaultGesture { .singleTap }
}

/// A row of equal segments of which one is selected: UIKit's `UISegmentedControl`, for the engine's
/// tree.
///
/// A lift inside the control selects the segment under the finger and sends `valueChanged` when the
/// selection changed. Its default gesture is the single tap.
#if !hasFeature(Embedded)
@MainActor
#endif
open class SegmentedControl: Control {
    /// The number of segments, at least 0 (a negative count reads 0).
    public var numberOfSegments: Int {
        didSet {
            numberOfSegments = Swift.max(0, numberOfSegments)
            if selectedSegmentIndex >= numberOfSegments { selectedSegmentIndex = SegmentedControl.noSegment }
        }
    }
    /// The selected segment, or ``noSegment``. An index that names no segment is refused and
    /// reported as misuse; the selection stays. [OURS: UIKit raises for it]
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        willSet { checkThread("SegmentedControl.selectedSegmentIndex") }
        didSet {
            guard selectedSegmentIndex != Self.noSegment, !(0..<numberOfSegments).contains(selectedSegmentIndex) else { return }
            let message = "\(gestureDebugName): selectedSegmentIndex \(selectedSegmentIndex) names no segment "
                + "(there are \(numberOfSegments)); it stays \(oldValue)"
            if let engine = window?.engine { engine.report(.misuse(message)) } else { GestureEngine.reportDetached(.misuse(message)) }
            selectedSegmentIndex = oldValue
        }
    }
    /// The index that means no segment is selected.
    public static let noSegment = -1

    /// Creates a control with `numberOfSegments` equal segments, none selected.
    public init(frame: Rect, numberOfSegments: Int) {
        self.numberOfSegments = Swift.max(0, numberOfSegments)
        super.init(frame: frame)
    }

    open override var defaultGesture: ControlDefaultGesture { .singleTap }

    /// Segments select on lift, not `primaryActionTriggered`.
    open override var primaryActionEvents: ControlEvents { [] }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let index = SegmentedControl.segment(at: touch.location(in: self).x, width: bounds.width, count: numberOfSegments)
        guard let index, index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    /// The segment under `x` of `count` equal segments spanning `width`; nil outside, or with no
    /// segments or no width. Shared with the UIKit layer.
    package static func segment(at x: Double, width: Double, count: Int) -> Int? {
        guard count > 0, width > 0, x.isFinite, x >= 0, x < width else { return nil }
        return Swift.min(count - 1, Int(x / (width / Double(count))))
    }
}
