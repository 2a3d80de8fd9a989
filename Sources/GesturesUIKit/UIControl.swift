import Gestures

/// A closure action for a control or a menu: UIKit's `UIAction`.
@MainActor
public final class UIAction {
    /// Identifies an action; adding a second action with the same identifier replaces the first.
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs.
    public private(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        UIAction.counter &+= 1
        self.identifier = identifier ?? Identifier("action-\(UIAction.counter)")
        self.handler = handler
    }

    @MainActor private static var counter = 0

    func perform(from control: UIControl) {
        sender = control
        handler(self)
        sender = nil
    }
}

/// A view that turns one finger into control events sent to targets and actions: UIKit's
/// `UIControl` over the Gestures engine.
///
/// The rules are the engine's ``ControlTracker`` (the same as ``Control``'s): `touchDown` (and
/// `touchDownRepeat`), drags inside and outside with enter and exit around the bounds grown by
/// ``GestureConstants/controlTrackingTolerance``, `touchUpInside` or `touchUpOutside`,
/// `touchCancel`. Subclasses override the tracking methods as on iOS.
@MainActor
open class UIControl: UIView {
    /// The control events: `.touchDown`, `.touchUpInside`, `.valueChanged`…
    public typealias Event = ControlEvents

    /// Whether the control reacts to touches (default true).
    open var isEnabled = true {
        didSet { if !isEnabled { isHighlighted = false } }
    }
    open var isSelected = false
    open var isHighlighted = false
    /// Whether a finger is being tracked.
    open var isTracking: Bool { tracker.phase != .idle }
    /// Whether the tracked finger is inside the tracking area.
    open var isTouchInside: Bool { tracker.isTouchInside }

    /// The gesture the control's default action claims against recognizers on its superviews
    /// (Apple's overlap rule; none for the base class).
    var defaultGesture: ControlDefaultGesture { .none }
    /// Whether the tracked finger landed on the control's knob, which a knob-drag claim needs.
    var isKnobTouched: Bool { false }

    private var tracker = ControlTracker()
    private var trackedTouch: UITouch?
    private var targetActions: [(target: WeakTarget, action: Selector, events: Event)] = []
    private var closureActions: [(action: UIAction, events: Event)] = []

    // MARK: Targets and actions

    /// Sends `action` to `target` (held weakly) for `controlEvents`. A nil target (UIKit's
    /// responder-chain search) cannot be followed without the Objective-C runtime: reported.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        node.checkThread("UIControl.addTarget(_:action:for:)")
        guard let target, action.isSendable else {
            GestureEngine.reportDetached(.misuse("\(node.gestureDebugName): addTarget(_:action:for:) needs a target and a selector made from a method reference"))
            return
        }
        let object = target as AnyObject
        if let index = targetActions.firstIndex(where: { $0.target.object === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append((WeakTarget(object: object), action, controlEvents))
        }
    }

    /// Removes target–action pairs: a nil target matches every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        node.checkThread("UIControl.removeTarget(_:action:for:)")
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices.reversed()
        where (object == nil || targetActions[index].target.object === object) && (action == nil || targetActions[index].action == action) {
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// Calls `action` for `controlEvents`; an action with the identifier of one already added
    /// replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        node.checkThread("UIControl.addAction(_:for:)")
        closureActions.removeAll { $0.action.identifier == action.identifier }
        closureActions.append((action, controlEvents))
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        node.checkThread("UIControl.removeAction(identifiedBy:for:)")
        for index in closureActions.indices.reversed() where closureActions[index].action.identifier == identifier {
            closureActions[index].events.subtract(controlEvents)
            if closureActions[index].events.isEmpty { closureActions.remove(at: index) }
        }
    }

    /// The targets with a pair on this control.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.object.map { ObjectIdentifier($0) as AnyHashable } })
    }

    /// The events some target or action listens to.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + closureActions.map(\.events)).reduce(into: []) { $0.formUnion($1) }
    }

    /// Calls the targets, then the actions, of each of `controlEvents`, event by event.
    open func sendActions(for controlEvents: Event) {
        node.checkThread("UIControl.sendActions(for:)")
        for event in controlEvents.inSendingOrder {
            for pair in targetActions where pair.events.contains(event) {
                if let target = pair.target.object { sendAction(pair.action, to: target, for: nil) }
            }
            for pair in closureActions where pair.events.contains(event) {
                pair.action.perform(from: self)
            }
        }
    }

    /// Sends one action message: `action` called on `target` with this control.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let target, let invoke = action.invoke else { return }
        invoke(target as AnyObject, self)
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// The events a lift inside adds to `touchUpInside` (a button's `primaryActionTriggered`).
    var primaryActionEvents: Event { defaultGesture == .singleTap ? .primaryActionTriggered : [] }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isHighlighted = true
        send(tracker.began(tapCount: touch.tapCount), during: "touchDown")
        guard trackedTouch === touch, tracker.phase != .idle else { return }
        if !beginTracking(touch, with: event) { tracker.stop() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || trackedTouch != nil else { return super.touchesMoved(touches, with: event) }
        guard let touch = trackedTouch, touches.contains(touch), tracker.phase != .idle else { return }
        let engine = node.window?.engine
        guard continueTracking(touch, with: event), !leftWindow(engine, in: "continueTracking(_:with:)", "move") else {
            tracker.stop()
            isHighlighted = false
            return
        }
        let events = tracker.moved(to: touch.location(in: self).point, bounds: bounds.rect)
        isHighlighted = tracker.isTouchInside
        send(events, during: "a drag")
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || trackedTouch != nil else { return super.touchesEnded(touches, with: event) }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        guard tracker.phase != .idle else { return }
        let engine = node.window?.engine
        endTracking(touch, with: event)
        guard !leftWindow(engine, in: "endTracking(_:with:)", "lift") else { return tracker.stop() }
        var events = tracker.ended(at: touch.location(in: self).point, bounds: bounds.rect)
        if events.contains(.touchUpInside) { events.formUnion(primaryActionEvents) }
        send(events, during: "touchUpInside")
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || trackedTouch != nil else { return super.touchesCancelled(touches, with: event) }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
        guard tracker.phase != .idle else { return }
        cancelTracking(with: event)
        send(tracker.cancelled(), during: "touchCancel")
    }

    /// Sends `events`; a control that leaves its window inside one of the actions sends nothing
    /// more for this touch phase, and says so.
    private func send(_ events: Event, during phase: String) {
        let engine = node.window?.engine
        for event in events.inSendingOrder {
            if let engine, node.window == nil {
                engine.report(.misuse("\(node.gestureDebugName) left its window inside its own \(phase) action; \(event.name) and later events of this touch are not sent"))
                return
            }
            sendActions(for: event)
        }
    }

    /// Whether the control left its window (of `engine`, read before `hook` ran) inside `hook` or
    /// an action it sent (a value control's `valueChanged`): then the `step`'s control events
    /// (`touchDragInside`, `touchUpInside`…) are not sent from outside the window, tracking stops,
    /// and a `misuse` diagnostic says so.
    private func leftWindow(_ engine: GestureEngine?, in hook: String, _ step: String) -> Bool {
        guard let engine, node.window == nil else { return false }
        engine.report(.misuse("\(node.gestureDebugName) left its window inside \(hook) or an action it sent; "
                              + "the \(step)'s control events are not sent"))
        return true
    }

    /// Apple's overlap rule: a single-finger single tap on a superview does not begin over a
    /// button, a switch, a stepper or a segmented control, nor a one-finger pan or swipe along a
    /// slider or a switch that started on its knob; recognizers on the control itself and other
    /// gestures are not affected.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !defaultGesture.blocks(gestureRecognizer.base, on: node, knobTouched: isKnobTouched)
    }
}

/// A weakly held target.
struct WeakTarget {
    weak var object: AnyObject?
}

/// A control whose primary action is a tap: UIKit's `UIButton`.
@MainActor
open class UIButton: UIControl {
    /// The button's style; only `.system` and `.custom` differ on iOS, and only in drawing.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Creates a button of a type, with an empty frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero, type: buttonType)
    }

    /// Creates a button whose `primaryActionTriggered` runs `primaryAction`.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame, type: .system)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
        }
    }

    private init(frame: CGRect, type: ButtonType) {
        buttonType = type
        super.init(frame: frame)
    }

    override var defaultGesture: ControlDefaultGesture { .singleTap }

    /// Sets the title shown in `state` (only `.normal` is shown: nothing is drawn per state here).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title set for `state`, falling back to `.normal`'s.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? {
        title(for: isHighlighted ? .highlighted : isSelected ? .selected : isEnabled ? .normal : .disabled)
    }
}

extension UIControl {
    /// A control's drawing states.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The control's current drawing state.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

/// A row of segments of which one is selected: UIKit's `UISegmentedControl`. A lift inside selects
/// the segment under the finger and sends `valueChanged` when the selection changed.
///
/// For renderers, the control draws its segments' titles on one line, separated by bars, the
/// selected one in brackets: `[One] | Two | Three` (there is no per-segment drawing here).
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = [] {
        didSet { refreshDrawnText() }
    }

    /// The selected segment, or ``noSegment``. Setting it sends no `valueChanged`, as in UIKit.
    ///
    /// An index that names no segment (other than ``noSegment``) is refused and reported; the
    /// selection stays. [OURS: UIKit raises for it]
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        willSet { node.checkThread("UISegmentedControl.selectedSegmentIndex") }
        didSet {
            if selectedSegmentIndex != Self.noSegment, !titles.indices.contains(selectedSegmentIndex) {
                reportMisuse("\(node.gestureDebugName): selectedSegmentIndex \(selectedSegmentIndex) names no segment "
                             + "(there are \(titles.count)); it stays \(oldValue)", in: window)
                selectedSegmentIndex = oldValue
            }
            refreshDrawnText()
        }
    }

    /// The point size of the titles as drawn. [OURS: UIKit's segmented controls use 13 points.]
    static let titleFontSize = 13.0

    /// Creates a control with one segment per item (strings are titles; other items untitled).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        refreshDrawnText()  // observers do not run for a class's own initializer
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var defaultGesture: ControlDefaultGesture { .singleTap }
    override var primaryActionEvents: Event { [] }

    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment; an index out of range is clamped to the ends.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        node.checkThread("UISegmentedControl.insertSegment(withTitle:at:animated:)")
        titles.insert(title, at: Swift.min(Swift.max(segment, 0), titles.count))
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func removeAllSegments() {
        node.checkThread("UISegmentedControl.removeAllSegments()")
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Hands the titles, the selected one in brackets, to the engine view for renderers.
    private func refreshDrawnText() {
        guard !titles.isEmpty else {
            node.drawnText = nil
            return
        }
        let shown = titles.enumerated().map { index, title in
            index == selectedSegmentIndex ? "[\(title ?? "")]" : title ?? ""
        }
        node.drawnText = DrawnText(lines: [shown.joined(separator: " | ")], fontSize: Self.titleFontSize,
                                   isBold: false, color: UIColor.black.color, alignment: .center)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let x = Double(touch.location(in: self).x)
        guard let index = SegmentedControl.segment(at: x, width: Double(bounds.width), count: numberOfSegments),
              index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
