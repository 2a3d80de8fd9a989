/// The base class of every gesture recognizer: it turns the touches on a view into a gesture and
/// tells its targets about it.
///
/// Use a built-in subclass, or write your own the way UIKit allows: override the touch methods,
/// assign ``state`` as the gesture progresses, and override ``reset()`` to clear your own
/// bookkeeping. The engine decides when a gesture may actually begin (``delegate``, failure
/// requirements, exclusion by other recognizers) and sends the actions.
///
/// ```swift
/// final class Controller {
///     func handlePan(_ pan: PanGestureRecognizer) { … }
/// }
/// let pan = PanGestureRecognizer(target: controller, action: Controller.handlePan)
/// imageView.isUserInteractionEnabled = true
/// imageView.addGestureRecognizer(pan)
/// ```
///
/// Targets and the delegate are held weakly, as in UIKit; closure actions are held strongly.
#if !hasFeature(Embedded)
@MainActor
#endif
open class GestureRecognizer {
    // MARK: Public configuration

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, a pan
    // update runs 44 % more instructions (measured: docs/architecture.md, "Exclusivity"). The engine holds
    // no long access to them across a call into user code.
    /// The object that refines this recognizer's behaviour; held weakly (strongly in Embedded
    /// Swift, which has no weak references: docs/embedding.md).
    public var delegate: (any GestureRecognizerDelegate)? {
        // Reading it asks the runtime whether the object is alive, even when none was ever set;
        // the engine reads the delegate several times per event, so it reads it only once one was set.
        get { hasDelegate ? delegateStorage : nil }
        set {
            delegateStorage = newValue
            hasDelegate = newValue != nil
            asksDelegateAboutEvents = newValue != nil
            if newValue != nil { engine?.mayAskAboutRequirements(self) }
        }
    }
    @exclusivity(unchecked) private var hasDelegate = false
    /// Whether the engine asks the delegate about each event
    /// (``GestureRecognizerDelegate/gestureRecognizer(_:shouldReceive:)-(_,Event)``): true when one
    /// is set, until it answers with the protocol's default, which always answers yes — a delegate's
    /// implementation of a protocol method is fixed for its life, so the question is not asked of
    /// it again (it was a weak load and a call per recognizer per event). Setting a delegate asks
    /// again.
    @exclusivity(unchecked) private(set) var asksDelegateAboutEvents = false

    /// `delegate` answered the event question with the protocol's default: if it is still this
    /// recognizer's delegate, the question is not asked again while it stays so. (A delegate's
    /// own answer may call another object's default: that object is not the delegate, and nothing
    /// changes.)
    package func delegateKeepsDefaultEventAnswer(_ delegate: AnyObject?) {
        guard hasDelegate, let current = delegateStorage, let delegate,
              ObjectIdentifier(current as AnyObject) == ObjectIdentifier(delegate) else { return }
        asksDelegateAboutEvents = false
    }
    #if hasFeature(Embedded)
    @exclusivity(unchecked) private var delegateStorage: (any GestureRecognizerDelegate)?
    #else
    /// The delegate as a weak reference reads it (nil once it is freed), held without one: the
    /// delegate is often also the recognizers' target (a view controller), and a weak reference
    /// would give it a side table, sending every retain and release of it through the runtime's
    /// slow path, some 300 instructions more per action of a method-reference target (callgrind,
    /// the monkey scene with two fingers: 5,111 instructions per update with a weak reference,
    /// 4,119 with this). See ``WeakAddress``.
    private var delegateStorage: (any GestureRecognizerDelegate)? {
        get { WeakAddress.isAlive(at: delegateAddress.address) ? delegateReference : nil }
        set { (delegateReference, delegateAddress) = (newValue, WeakAddress(newValue)) }
    }
    /// Read only while ``delegateAddress`` says the delegate is alive.
    @exclusivity(unchecked) private unowned(unsafe) var delegateReference: (any GestureRecognizerDelegate)?
    @exclusivity(unchecked) private var delegateAddress = WeakAddress(nil)
    #endif

    /// Whether the recognizer takes part in gestures (default true).
    ///
    /// Disabling a recognizer while its gesture runs cancels it (`began`/`changed` → `cancelled`);
    /// disabling it while it is still `possible` fails it. A disabled recognizer receives no touches.
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        willSet { checkThread("GestureRecognizer.isEnabled") }
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            abandon(reason: "disabled")
        }
    }

    /// A name for diagnostics and traces.
    @exclusivity(unchecked) public var name: String?

    /// When the gesture is recognized, cancel the touches it saw in its view (default true).
    @exclusivity(unchecked) public var cancelsTouchesInView: Bool = true {
        willSet { checkThread("GestureRecognizer.cancelsTouchesInView") }
    }
    /// Hold back `touchesBegan` from the view until this recognizer fails (default false).
    @exclusivity(unchecked) public var delaysTouchesBegan: Bool = false {
        willSet { checkThread("GestureRecognizer.delaysTouchesBegan") }
    }
    /// Hold back `touchesEnded` from the view while this recognizer is still deciding (default true).
    @exclusivity(unchecked) public var delaysTouchesEnded: Bool = true {
        willSet { checkThread("GestureRecognizer.delaysTouchesEnded") }
    }
    /// The kinds of touch this recognizer receives (default: all).
    @exclusivity(unchecked) public var allowedTouchTypes: Set<Touch.TouchType> = Set(Touch.TouchType.allCases) {
        willSet { checkThread("GestureRecognizer.allowedTouchTypes") }
    }
    /// Whether, once a touch of one type arrives, touches of other types are ignored until reset
    /// (default true).
    @exclusivity(unchecked) public var requiresExclusiveTouchType: Bool = true {
        willSet { checkThread("GestureRecognizer.requiresExclusiveTouchType") }
    }

    // MARK: Lifecycle

    /// Creates a recognizer with no targets.
    public init() {
        #if !hasFeature(Embedded)
        // Embedded Swift has no metatypes to compare: there every recognizer counts as a
        // subclass, whose failure-requirement hooks are asked (the built-in ones answer no).
        isBuiltInKind = Self.builtInKinds.contains { $0 == type(of: self) }
        #endif
    }

    /// The engine's own recognizer classes: the list to extend when a kind is added. None of them
    /// overrides `shouldRequireFailure(of:)` or `shouldBeRequiredToFail(by:)`, and each says what
    /// the relation lint needs to know about it (``touchesNeededToRecognize``,
    /// ``longestUndecidedTime``, ``settingsProblem``) beside its own code.
    #if !hasFeature(Embedded)
    private static let builtInKinds: [GestureRecognizer.Type] = [
        GestureRecognizer.self, TapGestureRecognizer.self, LongPressGestureRecognizer.self,
        PanGestureRecognizer.self, ScreenEdgePanGestureRecognizer.self, SwipeGestureRecognizer.self,
        PinchGestureRecognizer.self, RotationGestureRecognizer.self, HoverGestureRecognizer.self,
        ContentTouchDelayRecognizer.self,
    ]
    #endif

    /// The thread that created the recognizer: its changes must come from there.
    let owningThread = OwningThread()

    /// Stops the program, naming `entry`, when called on another thread than the one that created
    /// the recognizer (see `OwningThread`).
    @inline(__always)
    package func checkThread(_ entry: StaticString) {
        owningThread.check(entry)
    }

    /// Creates a recognizer that calls a method of `target` when its state changes.
    ///
    /// `action` is an unapplied method reference such as `Controller.handlePan`; its parameter may
    /// be this recognizer's own class. The target is held weakly.
    @inlinable
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` that takes no argument.
    @inlinable
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: State

    /// The current state of the gesture.
    ///
    /// Subclasses assign it as the gesture progresses. An assignment that is not a legal next state
    /// is corrected as UIKit does, and the correction is reported through diagnostics: for example
    /// `began` assigned to a recognizer already `began` becomes `changed`, and `cancelled`
    /// assigned to a `possible` one becomes `failed`. Once the state is terminal, assignments are
    /// ignored until the engine resets the recognizer.
    ///
    /// While the recognizer waits for recognizers it requires to fail, it reads `possible` (its
    /// transition is held, as UIKit holds it); it moves on when they fail, or fails when one of them
    /// recognizes. Inside `gestureRecognizerShouldBegin` it reads `possible` too: the question
    /// comes before the transition. Inside an action it reads the state that action announces.
    ///
    /// Subclasses may override it with observers (`didSet`): every transition a recognizer makes by
    /// itself — the built-in ones included — goes through this setter. Transitions arbitration
    /// imposes (failed by exclusion, cancelled by removal, the reset to `possible`) do not.
    open var state: State {
        get { engagement.participation.state }
        set {
            checkThread("GestureRecognizer.state")
            if let interceptor { interceptor.interceptAssignState(newValue) } else { assign(newValue) }
        }
    }

    /// Applies an assignment to ``state`` without the interceptor: the end of an interceptor's setter.
    package func assignState(_ requested: State) { assign(requested) }

    /// The view the recognizer is attached to, if that node is one of our ``View``s.
    public var view: View? {
        // Whether the node is a view is known from when it was set: no dynamic cast per read (an
        // action reads its recognizer's view on every update).
        viewStorage
    }

    /// The mouse or trackpad buttons pressed in the window's current event; empty for fingers, and
    /// before the recognizer is in a window.
    public var buttonMask: ButtonMask { currentEngine?.event.buttonMask ?? [] }

    /// The modifier keys held in the window's current event.
    public var modifierFlags: KeyModifierFlags { currentEngine?.event.modifierFlags ?? [] }

    /// The node the recognizer is attached to (set by ``GestureNode/addGestureRecognizer(_:)``);
    /// not kept alive by the recognizer, and nil once the node is gone (strongly held in Embedded
    /// Swift: docs/embedding.md).
    public internal(set) var node: (any GestureNode)? {
        get { nodeStorage }
        set {
            nodeStorage = newValue
            nodeIdentity = newValue.map { ObjectIdentifier($0 as AnyObject) }
            viewStorage = newValue as? View
            if let newValue { newValue.gestureAttachments.ownerIdentity = nodeIdentity }
        }
    }
    #if hasFeature(Embedded)
    @exclusivity(unchecked) private var nodeStorage: (any GestureNode)?
    #else
    /// Ownership: not counted, and not weak. A weak reference would give every node with a
    /// recognizer a side table, and every retain and release of a view would take the runtime's
    /// slow path (about 75 and 95 instructions against about 20: docs/architecture.md, "References
    /// lent, not counted"). It cannot dangle: the node owns its attachments, which list this
    /// recognizer exactly while this points to the node, and their deinit, which runs as the node
    /// goes, clears it (`GestureAttachments.detachRecognizers`).
    @exclusivity(unchecked) private unowned(unsafe) var nodeStorage: (any GestureNode)?
    #endif
    /// The identity of ``node``, compared without touching the node (which may be going).
    @exclusivity(unchecked) private(set) var nodeIdentity: ObjectIdentifier?

    /// ``node`` when it is one of our ``View``s, under the same ownership rule.
    #if hasFeature(Embedded)
    @exclusivity(unchecked) private var viewStorage: View?
    #else
    @exclusivity(unchecked) private unowned(unsafe) var viewStorage: View?
    #endif

    /// The node is going: forget it without reading it.
    func nodeWentAway() {
        nodeStorage = nil
        nodeIdentity = nil
        viewStorage = nil
    }

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { engagement.tracked.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates for nil).
    ///
    /// Once every touch has lifted it reads the centroid of the last touches it tracked.
    /// Subclasses may override it (a tap reports where its first tap landed).
    open func location(in view: View?) -> Point {
        let point = centroidInWindow
        // Not `guard let view`, for the reason `Touch.location(in:)` gives.
        if view == nil { return point }
        return point.applying(view.unsafelyUnwrapped.windowToLocalTransform)
    }

    /// The centroid in a host node's coordinates (window coordinates for nil).
    public func location(inNode node: (any GestureNode)?) -> Point {
        guard let node else { return location(in: nil) }
        if let view = node as? View { return location(in: view) }
        return location(in: nil).applying(node.windowToLocalTransform)
    }

    /// The location of one tracked touch, in `view`'s coordinates.
    ///
    /// An index out of range is a programmer error in UIKit; here it is reported as a misuse
    /// diagnostic and answers the centroid instead.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard engagement.tracked.indices.contains(index) else {
            report(.misuse("\(diagnosticLabel).location(ofTouch: \(index)) with \(engagement.tracked.count) touches"))
            return location(in: view)
        }
        return engagement.tracked[index].location(in: view)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait, before it recognizes, until `other` fails; if `other` recognizes,
    /// this one fails.
    ///
    /// Requiring a recognizer to fail that is not taking part in the current touches costs nothing:
    /// only recognizers that received touches since their last reset are waited for. Requiring
    /// oneself is ignored (and reported).
    public func require(toFail other: GestureRecognizer) {
        checkThread("GestureRecognizer.require(toFail:)")
        guard other !== self else {
            report(.misuse("\(diagnosticLabel).require(toFail: self) ignored"))
            return
        }
        explicitRequirements.removeAll { $0.value == nil || $0.value === other }
        explicitRequirements.append(WeakRecognizer(other))
        engine?.requirementsChanged()
    }

    // MARK: Subclass hooks

    /// Touches landed. Call `super` when you override it.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved. Call `super` when you override it.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches lifted. Call `super` when you override it.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled. Call `super` when you override it.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Clears the subclass's bookkeeping; the engine calls it after a terminal state, before the next
    /// gesture, while ``state`` still reads the terminal state. Call `super` when you override it.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer for the rest of its life. An ignored touch is not
    /// cancelled in the view when the recognizer recognizes, and does not hold back the view's
    /// touch methods.
    open func ignore(_ touch: Touch, for event: Event) {
        guard let index = touch.entries.firstIndex(where: { $0.recognizer === self && $0.isLive }) else { return }
        touch.entries[index].isIgnored = true
        untrack(touch, ignoring: true)
    }

    /// Whether this recognizer, recognizing, may prevent `other` from recognizing (default true).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, may prevent this recognizer from recognizing (default true).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer should wait for `other` to fail (default false): a class-wide failure
    /// requirement.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` should wait for this recognizer to fail (default false).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// Called when a timer started with ``scheduleTimer(after:tag:)`` fires, inside the engine's
    /// event processing, so that state assignments made here are arbitrated and sent as after a
    /// touch.
    open func timerFired(tag: Int) {}

    // MARK: Hooks for built-in recognizers (module-internal)

    /// Whether the recognizer takes pointer hover instead of touches (the hover recognizer does).
    package var receivesHover: Bool { false }

    /// The pointer entered, moved over or left the recognizer's view.
    func hover(_ phase: PointerInput.Phase, at location: Point, with event: Event) {}

    /// Whether the recognizer follows scrolling of this type (a pan whose `allowedScrollTypesMask`
    /// has it).
    func follows(_ scroll: ScrollTypeMask) -> Bool { false }

    /// One step of a scroll sequence under the recognizer's view.
    func scroll(_ scroll: ScrollInput, with event: Event) {}

    /// Whether the recognizer follows a trackpad's pinch and rotation (the pinch and rotation
    /// recognizers do, while no touches are theirs).
    var followsTransforms: Bool { false }

    /// One step of a trackpad's pinch or rotation under the recognizer's view.
    func transform(_ transform: TransformInput, with event: Event) {}

    /// The recognizer had asked to recognize while waiting for others to fail, and now does: its
    /// held transition is being announced. A pan zeroes its translation here.
    func recognitionReleased() {}

    // MARK: What the relation lint knows of each kind (module-internal; each built-in kind says)

    /// The fewest touches it needs to recognize; the lint reports one that needs more than the
    /// engine follows at once.
    package var touchesNeededToRecognize: Int { 1 }

    /// The longest it can stay undecided, in seconds, once a recognizer that waits for it asked to
    /// recognize; nil when unknown (a class of your own).
    package var longestUndecidedTime: Double? { isBuiltInKind ? 0 : nil }

    /// Why its own settings keep it from ever beginning, if they do.
    package var settingsProblem: String? { nil }

    /// Whether it is the library's own machinery, which no user made or can act on (a scroll
    /// view's content delay): the lint reports nothing about it.
    package var isLibraryMachinery: Bool { false }

    /// Stands in front of the subclass hooks when set (see ``RecognizerInterceptor``).
    ///
    /// Ownership: `unowned(unsafe)`, owner-cleared: the interceptor (a host layer's recognizer,
    /// which owns this one) calls ``interceptorWentAway()`` from its deinit, so the pointer is nil
    /// or a live object. Not weak: a weak reference would give every such object a side table,
    /// after which each retain and release of it takes the runtime's slow path. (Embedded Swift
    /// has no host layer that sets it.)
    package var interceptor: (any RecognizerInterceptor)? {
        get { hasInterceptor ? interceptorStorage : nil }  // as for the delegate
        set {
            interceptorStorage = newValue
            hasInterceptor = newValue != nil
            if newValue != nil { engine?.mayAskAboutRequirements(self) }
        }
    }
    @exclusivity(unchecked) private var hasInterceptor = false
    #if hasFeature(Embedded)
    @exclusivity(unchecked) private var interceptorStorage: (any RecognizerInterceptor)?
    #else
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var interceptorStorage: (any RecognizerInterceptor)?

    /// The interceptor as an object (nil once it went away), read without the existential's cast
    /// a host's own type would need: its target–action pairs hand it over as their sender.
    package var interceptorObject: AnyObject? { hasInterceptor ? interceptorStorage : nil }

    /// The interceptor is going: the recognizer runs its own hooks from now on. Nonisolated, for
    /// the interceptor's deinit; recognizers live on the main thread alone.
    nonisolated package func interceptorWentAway() {
        interceptorStorage = nil
    }
    #endif

    /// Whether its class is one of the engine's own, not a subclass: its failure-requirement hooks
    /// answer no, and the relation lint may call its class hooks. Set once, at creation.
    @exclusivity(unchecked) package private(set) var isBuiltInKind = false

    /// Whether asking about failure requirements that involve this recognizer may call code other
    /// than the engine's: a delegate, an interceptor (the UIKit layer's subclasses), or a class
    /// of your own whose `shouldRequireFailure(of:)`/`shouldBeRequiredToFail(by:)` may answer
    /// yes. A pair of which neither may ask, and no explicit requirement, is known not to require
    /// — without asking anyone, so nothing observable changes — which keeps the requirements of a
    /// recognizer among thousands proportional to those that may ask.
    var mayAskAboutRequirements: Bool {
        !isBuiltInKind || delegate != nil || interceptor != nil
    }

    // MARK: Engine state (internal)

    /// Its record of the current gesture (participation, touches, timers, caches), reset as one
    /// value; ``state`` is derived from its participation.
    @exclusivity(unchecked) var engagement = Engagement()
    /// Every touch received since the last reset, for the library's own kinds in other modules
    /// (the scroll view's pan asks which of them its content has already seen).
    package var sequenceTouches: [Touch] { engagement.sequenceTouches }
    /// Incremented at every reset; touches and queued timer firings stamped with an older
    /// generation are no longer delivered.
    @exclusivity(unchecked) var generation: UInt32 = 0
    /// The clock handlers of its timers, one per tag it has used (see `timerHandler(tag:)`).
    var timerHandlers: [TimerHandler] = []
    /// The engine that engaged it, while it takes part in a gesture (nil otherwise).
    ///
    /// Ownership: not counted, so that reading it on every assignment costs neither a weak load
    /// nor a retain. It cannot dangle: only `GestureEngine.engage` sets it, the engine lists the
    /// recognizer in `engaged` from then on, and every way out of that list goes through
    /// `GestureEngine.reset`, which clears it — the engine's deinit resets every recognizer it
    /// still engages, and refuses to engage any once its window is gone.
    var engine: GestureEngine? {
        get { engineReference?.takeUnretainedValue() }
        set { engineReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The same, for lending without a retain (``withLent(_:_:)``) where it is read per event.
    @exclusivity(unchecked) private(set) var engineReference: Unmanaged<GestureEngine>?
    @exclusivity(unchecked) var explicitRequirements: [WeakRecognizer] = []
    /// The recognizers this one was told to wait for with ``require(toFail:)``, still alive: the
    /// relation lint's one read of the requirement storage.
    package var lintExplicitRequirements: [GestureRecognizer] {
        explicitRequirements.compactMap { $0.value }
    }
    @exclusivity(unchecked) var targets: [TargetAction] = []
    /// How many `sendActions()` calls are under way (they nest only when an action makes the
    /// recognizer send again), and whether a pair was removed meanwhile.
    @exclusivity(unchecked) var actionSendDepth = 0
    @exclusivity(unchecked) var hasRemovedPairs = false
    /// The centroid of the last touches tracked, which ``location(in:)`` reads once they lifted.
    @exclusivity(unchecked) var lastCentroid: Point = .zero
    @exclusivity(unchecked) var diagnosticSerial = 0

    // Per-event scratch: the touches of each phase for this recognizer, reused between events.
    @exclusivity(unchecked) var eventStamp: UInt64 = 0
    @exclusivity(unchecked) var eventTouches = EventTouches()
    /// The storage of an earlier set of tracked touches, emptied, for the next one
    /// (`retireTrackedSet()`): a recognizer allocates a set once, not once per gesture.
    @exclusivity(unchecked) var spareTouchSet = Set<Touch>()

    /// The centroid of the tracked touches in window coordinates.
    var centroidInWindow: Point {
        guard !engagement.tracked.isEmpty else { return lastCentroid }
        if engagement.tracked.count == 1 { return engagement.tracked[0].locationInWindow }
        var x = 0.0, y = 0.0
        for touch in engagement.tracked {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = Double(engagement.tracked.count)
        return Point(x: x / n, y: y / n)
    }

    /// The engine responsible for this recognizer now: the one it is engaged with, or its node's.
    var currentEngine: GestureEngine? { engine ?? node?.gestureEngine }

    /// The label used in diagnostics: the ``name``, or the class name and a serial number.
    public var diagnosticLabel: String {
        if let name { return name }
        // Worked on the name's bytes: `TapGestureRecognizer` gives `tap`. (String comparison and
        // case mapping would bring the Unicode tables into an Embedded build; a class name's
        // first letter is lowered when it is an ASCII capital.)
        var bytes = Array(typeName(of: self).utf8)
        let suffix = "GestureRecognizer".utf8
        if bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) {
            bytes.removeLast(suffix.count)
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]) { bytes[0] += 32 }
        }
        let kind = String(decoding: bytes, as: UTF8.self)
        if diagnosticSerial == 0, let engine = currentEngine {
            diagnosticSerial = engine.nextSerial()
        }
        return diagnosticSerial == 0 ? kind : "\(kind)#\(diagnosticSerial)"
    }

    package func report(_ event: Diagnostic.Event) {
        if let engine = currentEngine {
            engine.report(event)
        } else {
            GestureEngine.reportDetached(event)
        }
    }

    /// Applies an assignment to ``state`` (inlined in the setter: the update's one assignment
    /// takes no call of its own).
    @inline(__always)
    private func assign(_ requested: State) {
        // A running gesture moving on (every update of a pan, a pinch, a rotation): nothing to
        // correct, straight to the engine's queue, inline. Everything else goes the general way.
        if requested == .changed, let engineReference, engagement.participation.assignRunningChange() {
            withLent(engineReference) { $0.stateAssigned(self) }
            return
        }
        assignInGeneral(requested)
    }

    @inline(never)
    private func assignInGeneral(_ requested: State) {
        let (step, correction) = engagement.participation.assign(requested)
        if let correction {
            report(.correction(self, from: correction.from, requested: requested, applied: correction.applied))
        }
        guard step == .arbitrate else { return }
        if let engineReference {
            withLent(engineReference) { $0.stateAssigned(self) }
        } else if let engine = node?.gestureEngine {
            engine.stateAssigned(self)
        } else if engagement.participation.current.isTerminal {
            // Not attached to any window: nothing to arbitrate and nobody to tell; start over.
            report(.misuse("\(diagnosticLabel) reached \(engagement.participation.current) outside any window; reset"))
            runReset()
            engagement.participation.reset()
        }
    }

    /// Ends the recognizer's part in the current gesture from the outside (disabled, removed from
    /// its view, its view left the window): a running gesture is cancelled, a possible one fails.
    func abandon(reason: String) {
        guard let target = engagement.participation.abandon() else { return }
        report(.concluded(self, target, reason: reason))
        currentEngine?.stateAssigned(self)
    }
}
