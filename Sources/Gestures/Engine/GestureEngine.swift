/// The gesture engine of one window: it turns input events into touches, runs the recognizers,
/// arbitrates between them, sends their actions and delivers touches to nodes.
///
/// A ``Window`` owns one and feeds it from ``Window/sendEvent(_:)``. A host framework with its own
/// node tree creates one directly, sets ``hitTester``, and calls ``handle(_:)`` (see
/// ``GestureNode``).
///
/// One pass of the engine, for an event or a timer:
/// 1. samples become touches; a new touch is hit-tested once and collects the recognizers of its
///    node and the node's ancestors (deepest first, each node's in the order added);
/// 2. each recognizer gets its touches through its touch methods; after each, the state it assigned
///    is arbitrated (should-begin, failure requirements, exclusion);
/// 3. recognizers whose touches all ended without deciding are failed (or cancelled, if running);
///    held recognizers are released or failed; actions are sent;
/// 4. nodes get their touches, held back, released or cancelled as the delivery flags say;
/// 5. finished recognizers are reset, whole failure-requirement groups together.
///
/// Re-entrant calls (an action that sends an event, advances the clock, or assigns a state) are
/// queued and run when the current pass is done, so a pass never sees the world change under it
/// except through the documented hooks.
@MainActor
public final class GestureEngine {
    /// The clock timers run on.
    public let clock: any GestureClock

    /// Finds the node under a point in window coordinates, once per new touch. A ``Window`` sets it
    /// to its own hit test.
    @exclusivity(unchecked) public var hitTester: ((Point) -> (any GestureNode)?)?

    /// The event object handed to touch methods.
    let event = Event()

    // MARK: State of the current touch sequence

    /// Touches that are down, or lifted but not yet settled with their node.
    @exclusivity(unchecked) var liveTouches: [Touch] = []
    /// Recognizers that received touches (or a state) since their last reset, in the order they
    /// first did: the order in which they get each event.
    @exclusivity(unchecked) var engaged: [GestureRecognizer] = []
    /// Changes whenever `engaged` gains or loses a member; dynamic requirements are recomputed then.
    @exclusivity(unchecked) var engagementEpoch: UInt64 = 0
    /// Recognizers whose state was assigned and not yet arbitrated, in assignment order.
    @exclusivity(unchecked) var dirty: [GestureRecognizer] = []
    /// Actions to send, with the state each reports, in the order the transitions happened.
    @exclusivity(unchecked) var actionQueue: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
    @exclusivity(unchecked) var actionQueueSpare: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
    /// Recognizers under the pointer, for hover.
    @exclusivity(unchecked) var hoverTargets: [GestureRecognizer] = []

    // MARK: Pass bookkeeping

    @exclusivity(unchecked) var isDispatching = false
    @exclusivity(unchecked) var pendingWork: [Work] = []
    /// Incremented for every pass; touches and recognizers stamp themselves with it.
    @exclusivity(unchecked) var passStamp: UInt64 = 0
    @exclusivity(unchecked) var requestCounter: UInt64 = 0
    @exclusivity(unchecked) var needsResetCheck = false
    /// Something happened that can leave a recognizer without touches (a touch ended, a timer
    /// fired, a node left, a touch was ignored): look for recognizers left behind.
    @exclusivity(unchecked) var mayHaveAbandoned = false
    /// How many recognizers are held (waiting for others to fail), as of the last look.
    @exclusivity(unchecked) var heldCount = 0
    @exclusivity(unchecked) var needsPrune = false
    /// The thread whose calls are allowed (see ``OwningThread``).
    let owningThread = OwningThread()
    /// The window owning this engine was freed; input is dropped (see `windowWillGo`).
    @exclusivity(unchecked) var windowIsGone = false
    @exclusivity(unchecked) var lastTimestamp = -Double.infinity
    /// The last lifted touch, for counting taps.
    @exclusivity(unchecked) var lastLift: (location: Point, time: Double, tapCount: Int)?
    /// The touches that changed in the current event, in sample order.
    @exclusivity(unchecked) var changedTouches: [Touch] = []
    /// The recognizers receiving the current event, in the order they get it.
    @exclusivity(unchecked) var eventRecognizers: [GestureRecognizer] = []
    /// Nodes that get touches in the current pass, in order of first delivery.
    @exclusivity(unchecked) var deliveryNodes: [any GestureNode] = []
    @exclusivity(unchecked) var serialCounter = 0
    @exclusivity(unchecked) var observers: [(token: ObserverToken, handler: @MainActor (Diagnostic) -> Void)] = []
    @exclusivity(unchecked) var observerCounter = 0

    enum Work {
        case input(InputEvent)
        case timer(GestureRecognizer, tag: Int, generation: UInt32)
        case settle
    }

    /// Creates an engine on a clock. Set ``hitTester`` before sending input.
    public init(clock: any GestureClock) {
        self.clock = clock
        event.engine = self
    }

    isolated deinit {
        letGoOfTouches()
    }

    // MARK: Input

    /// Handles one frame of input. See the type's discussion for what happens in a pass.
    ///
    /// Timers due by the event's timestamp fire first. Input that cannot be taken as it is (a
    /// non-finite coordinate, time going backwards, a touch ending that never began, more than
    /// ``GestureConstants/maximumSimultaneousTouches`` fingers) is sanitized and reported as an
    /// `input` diagnostic; the rest of the event goes on.
    public func handle(_ input: InputEvent) {
        owningThread.check("GestureEngine.handle(_:) (Window.sendEvent(_:))")
        if isDispatching {
            enqueue(.input(input))
            return
        }
        clock.synchronize(to: input.timestamp)
        run(.input(input))
    }

    /// Tells the engine that a node is about to leave the tree (our ``View`` does this itself).
    ///
    /// Recognizers attached to the node or its descendants end their gestures (cancelled if running,
    /// failed otherwise); touches that landed there are cancelled in their node, or dropped if the
    /// node had not seen them yet. The recognizers of ancestors keep receiving those touches.
    public func nodeWillLeave(_ node: any GestureNode) {
        var affected = false
        for touch in liveTouches where !touch.delivery.isSettled {
            if let hit = touch.hitNode, hit.isDescendant(ofNode: node) {
                touch.delivery.cancelPending = true
                affected = true
            }
        }
        for recognizer in engaged {
            if let owner = recognizer.node, owner.isDescendant(ofNode: node) {
                recognizer.abandon(reason: "its view left the window")
                affected = true
            }
        }
        hoverTargets.removeAll { $0.node.map { $0.isDescendant(ofNode: node) } ?? true }
        mayHaveAbandoned = true
        if affected, !isDispatching { run(.settle) }
    }

    // MARK: Introspection

    /// The touches that are down, in the order they landed.
    public var activeTouches: [Touch] { liveTouches.filter(\.isDown) }

    /// The recognizers taking part in the current gestures, in the order they joined.
    public var activeRecognizers: [GestureRecognizer] { engaged }

    // MARK: Observers

    /// Registers a diagnostics observer; while at least one is registered, the engine describes each
    /// of its decisions (see ``Diagnostic``).
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (Diagnostic) -> Void) -> ObserverToken {
        observerCounter += 1
        let token = ObserverToken(raw: observerCounter)
        observers.append((token, handler))
        return token
    }

    /// Removes a diagnostics observer.
    public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.token == token }
    }

    /// Where diagnostics go that concern no window (a recognizer assigned a state while attached to
    /// nothing, a view tree refused a cycle).
    public static var detachedDiagnosticsHandler: (@MainActor (Diagnostic) -> Void)?

    func report(_ event: @autoclosure () -> Diagnostic.Event) {
        guard !observers.isEmpty else { return }
        let diagnostic = Diagnostic(event(), engine: self)
        for observer in observers { observer.handler(diagnostic) }
    }

    static func reportDetached(_ event: @autoclosure () -> Diagnostic.Event) {
        guard let handler = detachedDiagnosticsHandler else { return }
        handler(Diagnostic(event(), engine: nil))
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    // MARK: Passes

    func enqueue(_ work: Work) {
        guard pendingWork.count < GestureConstants.maximumQueuedWork else {
            report(.misuse("more than \(GestureConstants.maximumQueuedWork) re-entrant events queued; dropped one"))
            return
        }
        pendingWork.append(work)
    }

    /// Runs one piece of work, then whatever re-entrant calls queued meanwhile.
    func run(_ work: Work) {
        runPass(work)
        var processed = 0
        while !pendingWork.isEmpty {
            let next = pendingWork.removeFirst()
            processed += 1
            if processed > GestureConstants.maximumQueuedWork {
                report(.misuse("re-entrant work kept arriving; \(pendingWork.count + 1) items dropped"))
                pendingWork.removeAll()
                break
            }
            if case let .input(input) = next { clock.synchronize(to: input.timestamp) }
            runPass(next)
        }
    }

    private func runPass(_ work: Work) {
        // An engine whose window is gone runs no more passes (nothing is left to deliver to); its
        // input is only reported as dropped.
        guard !windowIsGone else {
            if case let .input(input) = work { processInput(input) }
            return
        }
        isDispatching = true
        passStamp &+= 1
        switch work {
        case let .input(input):
            processInput(input)
        case let .timer(recognizer, tag, generation):
            mayHaveAbandoned = true
            if recognizer.generation == generation, recognizer.isEnabled {
                event.type = .timer
                event.timestamp = Swift.max(clock.now, lastTimestamp)
                recognizer.timerFired(tag: tag)
                processAssignments()
            }
        case .settle:
            break
        }
        finishPass()
        isDispatching = false
        // States assigned late in the pass (by a touch method past the round limit, or by a
        // delegate asked while resetting) would otherwise wait for an event that may never come:
        // settle them in a pass of their own, which `run` bounds like any queued work.
        if !dirty.isEmpty { pendingWork.append(.settle) }
    }

    /// Steps 3 to 5 of a pass.
    private func finishPass() {
        var rounds = 0
        while true {
            settle()
            deliverToNodes()
            // Touch methods of nodes may have assigned states: settle those too, within bounds.
            rounds += 1
            if dirty.isEmpty || rounds >= 4 { break }
        }
        resetFinished()
        if needsPrune { pruneTouches() }
    }

    /// A timer of a recognizer fired (called by the clock).
    func timerFired(for recognizer: GestureRecognizer, tag: Int, generation: UInt32) {
        if let index = recognizer.timers.firstIndex(where: { $0.tag == tag }) {
            recognizer.timers.remove(at: index)
        }
        guard recognizer.generation == generation else { return }
        if isDispatching {
            enqueue(.timer(recognizer, tag: tag, generation: generation))
        } else {
            run(.timer(recognizer, tag: tag, generation: generation))
        }
    }

    /// A recognizer's state was assigned (by a subclass, a delegate, an action or the engine).
    func stateAssigned(_ recognizer: GestureRecognizer) {
        engage(recognizer)
        // An assignment from outside a touch (an action, app code) may leave it stranded.
        if recognizer.tracked.isEmpty { mayHaveAbandoned = true }
        if !recognizer.isDirty {
            recognizer.isDirty = true
            dirty.append(recognizer)
        }
        if !isDispatching { run(.settle) }
    }

    /// Failure requirements changed; held recognizers may be able to move.
    func requirementsChanged() {
        engagementEpoch &+= 1
        if !isDispatching, engaged.contains(where: { $0.heldState != nil }) { run(.settle) }
    }

    func engage(_ recognizer: GestureRecognizer) {
        guard !recognizer.isEngaged else { return }
        recognizer.isEngaged = true
        recognizer.engine = self
        engaged.append(recognizer)
        engagementEpoch &+= 1
        report(.engaged(recognizer))
    }
}
