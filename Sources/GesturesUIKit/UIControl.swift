import Gestures
import GesturesToolkit

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

    func perform(from control: AnyObject) {
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
        willSet { node.checkThread("UIControl.isEnabled") }
        didSet {
            if !isEnabled { isHighlighted = false }
            stateDidChange()
        }
    }
    open var isSelected = false {
        willSet { node.checkThread("UIControl.isSelected") }
        didSet { stateDidChange() }
    }
    open var isHighlighted = false {
        willSet { node.checkThread("UIControl.isHighlighted") }
        didSet { stateDidChange() }
    }

    /// The drawing state changed (enabled, selected, highlighted): subclasses redraw.
    func stateDidChange() {}
    /// Whether a finger is being tracked.
    open var isTracking: Bool { isTrackingTouch }
    /// Whether the tracked finger is inside the tracking area.
    open var isTouchInside: Bool { touchSession.tracker.isTouchInside }

    /// The gesture the control's default action claims against recognizers on its superviews
    /// (Apple's overlap rule; none for the base class).
    var defaultGesture: ControlDefaultGesture { .none }
    /// Whether the tracked finger landed on the control's knob, which a knob-drag claim needs.
    var isKnobTouched: Bool { false }

    /// The tracked finger and its tracker: the engine's tracking (``ControlTouchTracking``), the
    /// same as ``Control``'s.
    package var touchSession = ControlTouchSession<UITouch>()
    /// The event of the touch being handled, for actions of the `(sender, forEvent:)` shape.
    private var currentEvent: UIEvent?
    /// The target–action pairs and the closure actions, in the order they were added: the
    /// engine's list (the same as ``Control``'s), so that one pass sends them in that order.
    private var registrations = ControlTargetList<Registration>()

    /// One entry of the control's actions: a target and a selector, or a closure action.
    fileprivate enum Registration {
        /// A target with no address (`WeakAddress(nil)`) means UIKit's search along the responder
        /// chain. (Not an optional `WeakAddress`: as this enum's payload, its `nil` read back as a
        /// value in debug builds — a miscompile of Swift 6.3.1 at `-Onone`, reproduced outside the
        /// project with an unowned optional field; `-O` reads it right.)
        case targetAction(target: WeakAddress, action: Selector)
        case closure(UIAction)
    }

    // MARK: Targets and actions

    /// Sends `action` to `target` (held weakly) for `controlEvents`. A nil target sends the action
    /// to the first responder along the chain, from the control up, whose class has the method, as
    /// UIKit does. A selector made from a name alone is reported and not added.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        node.checkThread("UIControl.addTarget(_:action:for:)")
        guard action.isSendable else {
            reportMisuse("\(node.gestureDebugName): addTarget(_:action:for:) with selector \(action.name), which has no method to call; pass the method itself, Type.method", in: window)
            return
        }
        let object = target.map { $0 as AnyObject }
        registrations.add(.targetAction(target: WeakAddress(object), action: action), for: controlEvents,
                          matching: { $0.matches(object, action) })
    }

    /// Sends a method of `target` taking no argument for `controlEvents`.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Sends a method of `target` taking the sender (`func tapped(_ sender: UIButton)`) for
    /// `controlEvents`.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
                                                     for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Sends a method of `target` taking the sender and the event (`func tapped(_ sender:
    /// UIButton, forEvent event: UIEvent)`) for `controlEvents`.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
                                                     for controlEvents: Event) {
        addTarget(target, action: Selector(action), for: controlEvents)
    }

    /// Removes target–action pairs: a nil target matches every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        node.checkThread("UIControl.removeTarget(_:action:for:)")
        let object = target.map { $0 as AnyObject }
        registrations.remove(controlEvents) {
            guard case .targetAction(let pairTarget, let pairAction) = $0 else { return false }
            return (object == nil || pairTarget.value === object) && (action == nil || pairAction == action)
        }
    }

    /// Calls `action` for `controlEvents`; an action with the identifier of one already added
    /// replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        node.checkThread("UIControl.addAction(_:for:)")
        registrations.removeAll {
            if case .closure(let existing) = $0 { existing.identifier == action.identifier } else { false }
        }
        registrations.add(.closure(action), for: controlEvents)
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        node.checkThread("UIControl.removeAction(identifiedBy:for:)")
        registrations.remove(controlEvents) {
            if case .closure(let action) = $0 { action.identifier == identifier } else { false }
        }
    }

    /// The targets with a pair on this control.
    open var allTargets: Set<AnyHashable> {
        Set(registrations.registrations.compactMap {
            guard case .targetAction(let target, _) = $0.entry, let object = target.value else { return nil }
            return ObjectIdentifier(object) as AnyHashable
        })
    }

    /// The events some target or action listens to.
    open var allControlEvents: Event { registrations.allControlEvents }

    /// Sends the actions of `controlEvents` in one pass over the targets and actions, in the order
    /// they were added, each once when it listens to any of the events: what UIKit does for the
    /// set of events one touch produced (see docs/scrolling.md, "Control events"). A target freed
    /// since it was added is dropped, with a diagnostic; an action that takes the control out of
    /// its window ends the pass, with a diagnostic.
    open func sendActions(for controlEvents: Event) {
        node.checkThread("UIControl.sendActions(for:)")
        let startWindow = window
        registrations.send(controlEvents, mayContinue: {
            guard let startWindow, node.window == nil else { return true }
            reportMisuse("\(node.gestureDebugName) left its window inside one of its actions; the later actions for \(controlEvents.name) are not sent", in: startWindow)
            return false
        }, perform: { registration in
            switch registration {
            case .closure(let action):
                action.perform(from: self)
            case .targetAction(let target, let action):
                if target.address != nil {
                    if let object = target.value {
                        sendAction(action, to: object, for: currentEvent)
                    } else {
                        dropFreedTargets(action)
                    }
                } else {
                    sendAction(action, to: nil, for: currentEvent)
                }
            }
        })
    }

    /// Removes the pairs whose target was freed, reporting the action that found one.
    private func dropFreedTargets(_ action: Selector) {
        reportMisuse("\(node.gestureDebugName): the target of action \(action.name) was freed; the pair is removed", in: window)
        registrations.removeAll {
            if case .targetAction(let target, _) = $0 { target.address != nil && target.value == nil } else { false }
        }
    }

    /// Sends one action message: `action` called on `target` with this control and `event`. A nil
    /// target is the first responder along the chain from this control whose class has the
    /// method; when there is none, or the selector has no method, nothing is called and it is
    /// reported.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let report = { (message: String) in reportMisuse("\(self.node.gestureDebugName): \(message)", in: self.window) }
        guard let object = target.map({ $0 as AnyObject }) ?? action.firstResponder(from: self) else {
            report(action.isSendable
                ? "no responder along the chain from the control takes action \(action.name)"
                : "selector \(action.name) has no method to call; pass the method itself, Type.method")
            return
        }
        action.send(to: object, from: self, event: event ?? currentEvent, report: report)
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
        trackLanding(touches.first, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || touchSession.touch != nil else { return super.touchesMoved(touches, with: event) }
        guard let touch = trackedTouch(in: touches.contains) else { return }
        trackMove(of: touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || touchSession.touch != nil else { return super.touchesEnded(touches, with: event) }
        guard let touch = trackedTouch(in: touches.contains) else { return }
        trackLift(of: touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled || touchSession.touch != nil else { return super.touchesCancelled(touches, with: event) }
        guard trackedTouch(in: touches.contains) != nil else { return }
        trackCancellation(with: event)
    }

    /// Apple's overlap rule: a single-finger single tap on a superview does not begin over a
    /// button, a switch, a stepper or a segmented control, nor a one-finger pan or swipe along a
    /// slider or a switch that started on its knob; recognizers on the control itself and other
    /// gestures are not affected.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !defaultGesture.blocks(gestureRecognizer.base, on: node, knobTouched: isKnobTouched)
    }
}

extension UIControl: ControlTouchTracking {
    package var trackingView: View { node }
    package var trackingBounds: Rect { bounds.rect }
    package var trackingPrimaryActionEvents: ControlEvents { primaryActionEvents }
    package func setTrackingHighlighted(_ highlighted: Bool) { isHighlighted = highlighted }
    package func trackingTapCount(of touch: UITouch) -> Int { touch.tapCount }
    package func trackingLocation(of touch: UITouch) -> Point { touch.location(in: self).point }
    package func callBeginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginTracking(touch, with: event) }
    package func callContinueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueTracking(touch, with: event) }
    package func callEndTracking(_ touch: UITouch, with event: UIEvent?) { endTracking(touch, with: event) }
    package func callCancelTracking(with event: UIEvent?) { cancelTracking(with: event) }
    /// Sends `events`, the set one touch phase produced, in one pass (``sendActions(for:)``), with
    /// the touch's event for actions that take it.
    package func sendTrackingEvents(_ events: ControlEvents, with event: UIEvent?) {
        guard !events.isEmpty else { return }
        let outer = currentEvent
        currentEvent = event
        defer { currentEvent = outer }
        sendActions(for: events)
    }
}

extension UIControl.Registration {
    /// Whether this is the pair of `object` (nil: the responder chain) and `action`.
    func matches(_ object: AnyObject?, _ action: Selector) -> Bool {
        guard case .targetAction(let target, let pairAction) = self, pairAction == action else { return false }
        return object == nil ? target.address == nil : target.value === object
    }
}

/// A control whose primary action is a tap: UIKit's `UIButton`.
///
/// Its title is drawn by its ``titleLabel``, made and added the first time a title is set, filling
/// the button and centred: in the colour set for the state, or else — as UIKit draws them — a
/// system button's tint colour (faded while highlighted, grey while disabled) and a custom
/// button's white.
@MainActor
open class UIButton: UIControl {
    /// The button's style; only `.system` and `.custom` differ on iOS, and only in drawing.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var label: UILabel?

    /// The point size of a button's title: UIKit's buttons use the 15-point system font.
    static let titleFontSize: CGFloat = 15
    /// The opacity of a highlighted system button's title. [OURS: UIKit fades it; by eye]
    static let highlightedTitleAlpha: CGFloat = 0.2

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

    /// The label that draws the title: made, and added to the button, when a title is first set.
    open var titleLabel: UILabel? { label }

    /// Sets the title shown in `state` (the normal one when none is set for it).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// The title set for `state`, falling back to `.normal`'s.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: shownState) }

    /// Sets the title's colour in `state` (the normal one's, or the default, when none is set).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The colour set for `state`, falling back to `.normal`'s, then to the button type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] { return color }
        guard buttonType == .system else { return .white }
        if state.contains(.disabled) { return .systemGray }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(Self.highlightedTitleAlpha) }
        return tintColor
    }

    /// The title's colour in the current state.
    open var currentTitleColor: UIColor { titleColor(for: shownState) ?? .white }

    /// The state whose title and colour are shown: disabled, else highlighted, else selected.
    private var shownState: UIControl.State {
        !isEnabled ? .disabled : isHighlighted ? .highlighted : isSelected ? .selected : .normal
    }

    override func stateDidChange() { refreshTitle() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshTitle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
    }

    /// Shows the current title in the current colour, making the label the first time.
    private func refreshTitle() {
        guard let title = currentTitle, !title.isEmpty || label != nil else { return }
        let label = self.label ?? {
            let made = UILabel(frame: bounds)
            made.font = .systemFont(ofSize: Self.titleFontSize)
            made.textAlignment = .center
            self.label = made
            addSubview(made)
            return made
        }()
        label.text = title
        label.textColor = currentTitleColor
        label.frame = bounds
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
/// It is drawn as segments: a grey track filling the control, and one label per segment, side by
/// side and of equal width, the selected one on white (subviews that take no touches).
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private var titles: [String?] = [] {
        didSet { refreshSegments() }
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
            refreshSegments()
        }
    }

    /// The point size of the titles as drawn. [OURS: UIKit's segmented controls use 13 points.]
    static let titleFontSize: CGFloat = 13
    /// How far the selected segment's white sits inside the track, in points. [OURS: by eye]
    static let segmentInset: CGFloat = 2

    /// The grey track behind the segments, and one label per segment, made as needed.
    private var track: UIView?
    private var segmentLabels: [UILabel] = []

    /// Creates a control with one segment per item (strings are titles; other items untitled).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        refreshSegments()  // observers do not run for a class's own initializer
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

    open override var frame: CGRect {
        didSet { refreshSegments() }
    }

    open override var bounds: CGRect {
        didSet { refreshSegments() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshSegments()
    }

    /// Lays the track and the segments' labels out over the bounds, the selected one on white;
    /// nothing is drawn without segments.
    private func refreshSegments() {
        guard !titles.isEmpty else {
            track?.removeFromSuperview()
            track = nil
            for label in segmentLabels { label.removeFromSuperview() }
            segmentLabels.removeAll()
            return
        }
        let box = bounds
        let track = self.track ?? {
            let made = UIView(frame: box)
            made.isUserInteractionEnabled = false
            made.backgroundColor = .systemGray5
            insertSubview(made, at: 0)
            self.track = made
            return made
        }()
        track.frame = box
        while segmentLabels.count < titles.count {
            let label = UILabel(frame: .zero)
            label.font = .systemFont(ofSize: Self.titleFontSize)
            label.textAlignment = .center
            label.textColor = .label
            addSubview(label)
            segmentLabels.append(label)
        }
        while segmentLabels.count > titles.count { segmentLabels.removeLast().removeFromSuperview() }
        let width = box.width / CGFloat(titles.count), inset = Self.segmentInset
        for (index, label) in segmentLabels.enumerated() {
            label.frame = CGRect(x: box.minX + CGFloat(index) * width + inset, y: box.minY + inset,
                                 width: Swift.max(0, width - 2 * inset), height: Swift.max(0, box.height - 2 * inset))
            label.text = titles[index]
            label.backgroundColor = index == selectedSegmentIndex ? .white : nil
        }
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
