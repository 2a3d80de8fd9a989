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
/// Re-entrant calls never cut into a pass: an event sent or a timer fired from inside one is
/// queued and runs when the pass ends. A state assigned from a touch method, a delegate or a hook
/// is arbitrated within the pass; one assigned from an action, in the next round of actions.
///
/// The engine owns its state as values (`TouchTable`, `Arena`, `ActionQueue`, `PassQueue`…)
/// whose methods never call user code, and each recognizer's part in a gesture as one
/// `Participation`; `docs/architecture.md` draws them.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class GestureEngine {
    /// The clock timers run on.
    public let clock: any GestureClock
    /// The clock again when it is a ``ManualClock`` made on this engine's thread (tests, scripts,
    /// replays, benchmarks): each event then moves it by a direct, inlined call, not through the
    /// protocol with a second thread check (the one at the top of ``handle(_:)`` covers both).
    /// A second strong reference to an object `clock` holds already; it changes no lifetime.
    private let manualClock: ManualClock?

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, a pan
    // update runs twice the instructions (measured: docs/architecture.md, "Exclusivity"). The engine holds
    // no long access to them across a call into user code.
    /// Finds the node under a point in window coordinates, once per new touch. A ``Window`` sets it
    /// to its own hit test.
    @exclusivity(unchecked) public var hitTester: ((Point) -> (any GestureNode)?)?

    /// The event object handed to touch methods.
    let event = Event()

    // MARK: Owned parts

    /// The touches that are down, or lifted but not yet settled with their node.
    @exclusivity(unchecked) var touches = TouchTable()
    /// Recognizers that received touches (or a state) since their last reset, in the order they
    /// first did: the order in which they get each event.
    @exclusivity(unchecked) var engaged: [GestureRecognizer] = []
    /// The engaged recognizers that may answer yes to a failure requirement nobody declared
    /// (``GestureRecognizer/mayAskAboutRequirements``), in the order they joined: the only ones
    /// whose pairs must be asked about.
    @exclusivity(unchecked) var askers: [GestureRecognizer] = []
    /// The relations between the engaged recognizers, and the decisions that follow from them.
    @exclusivity(unchecked) var arena = Arena()
    /// Recognizers whose state was assigned and not yet arbitrated.
    @exclusivity(unchecked) var assignments = AssignmentQueue()
    /// Actions to send, with the state each announces.
    @exclusivity(unchecked) var actions = ActionQueue()
    /// Whether a pass runs, and the work queued re-entrantly meanwhile.
    @exclusivity(unchecked) var pass = PassQueue()
    /// What the current pass still owes.
    @exclusivity(unchecked) var followUps: FollowUps = []
    /// Recognizers under the pointer, for hover.
    @exclusivity(unchecked) var hoverTargets: [GestureRecognizer] = []
    /// The recognizers following the scroll sequence under way (stamped with their reset
    /// generation when it began: one that finished and reset meanwhile is out of the sequence), and
    /// whether one is under way.
    @exclusivity(unchecked) var scrollTargets: [Touch.Entry] = []
    @exclusivity(unchecked) var scrollSequenceOpen = false
    /// Where the scroll sequence under way last pointed: an end whose own location cannot be
    /// taken ends there.
    @exclusivity(unchecked) var scrollLocation = Point.zero
    /// The type of the scroll sequence under way.
    @exclusivity(unchecked) var scrollType: ScrollTypeMask = []
    /// The recognizers following the trackpad pinch or rotation under way, and whether one is.
    @exclusivity(unchecked) var transformTargets: [Touch.Entry] = []
    @exclusivity(unchecked) var transformSequenceOpen = false
    /// Where the trackpad transform under way last pointed, for the same reason.
    @exclusivity(unchecked) var transformLocation = Point.zero
    @exclusivity(unchecked) var observers = Observers()

    // MARK: Counters and per-pass scratch

    /// Incremented for every pass; touches and recognizers stamp themselves with it.
    @exclusivity(unchecked) var passStamp: UInt64 = 0
    /// Incremented for every delivery to nodes (a pass may deliver more than once).
    @exclusivity(unchecked) var deliveryStamp: UInt64 = 0
    /// Numbers each engagement, for the arena.
    @exclusivity(unchecked) var memberCounter: Arena.Member = 0
    /// Numbers requests to leave `possible`, for breaking requirement cycles.
    @exclusivity(unchecked) var requestCounter: UInt64 = 0
    /// How many engaged recognizers run (`began` or `changed` accounted for): only those can
    /// exclude a recognizer that asks to recognize. Kept by `commit`, `commitFailure` and `reset`,
    /// the only places a participation enters or leaves the running phase.
    @exclusivity(unchecked) var runningCount = 0
    /// How many recognizers are held (waiting for others to fail), as of the last look.
    @exclusivity(unchecked) var heldCount = 0
    /// The thread whose calls are allowed (see ``OwningThread``).
    let owningThread = OwningThread()
    /// The window owning this engine was freed; input is dropped (see `windowWillGo`).
    @exclusivity(unchecked) var windowIsGone = false
    /// The recognizers receiving the current event, in the order they get it (held by the entries
    /// of the event's touches).
    @exclusivity(unchecked) var eventRecognizers = PassList<GestureRecognizer>()
    /// The hit node and its ancestors, while a new touch collects its recognizers.
    @exclusivity(unchecked) var nodeChain: [any GestureNode] = []
    /// Nodes that get touches in the current pass, in order of first delivery.
    @exclusivity(unchecked) var deliveryNodes: [any GestureNode] = []
    @exclusivity(unchecked) var serialCounter = 0
    /// The storage of the sets of touches handed to touch methods that are not reused from event
    /// to event (`touchesBegan`, `touchesEnded`, `touchesCancelled`), kept empty between uses so
    /// that handing one over allocates nothing (see ``lendTouchSet(_:_:)``).
    @exclusivity(unchecked) var spareTouchSet = Set<Touch>()
    /// Scratch of `resetFinished`: positions in `engaged` and arena members reset in one round.
    @exclusivity(unchecked) var resetScratch = ScratchBuffer<Int>()
    @exclusivity(unchecked) var memberScratch = ScratchBuffer<Arena.Member>()

    typealias Work = PassQueue.Work

    /// Creates an engine on a clock. Set ``hitTester`` before sending input.
    public init(clock: any GestureClock) {
        self.clock = clock
        let thread = owningThread
        manualClock = (clock as? ManualClock).flatMap { $0.isOwned(by: thread) ? $0 : nil }
        event.engine = self
    }

    // On the main actor, where the touches live; Embedded Swift, with no actors, runs it where the
    // last reference goes.
    #if hasFeature(Embedded)
    deinit { tearDown() }
    #else
    isolated deinit { tearDown() }
    #endif

    private func tearDown() {
        letGoOfTouches()
        event.engine = nil
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
        if pass.isDispatching {
            enqueue(.input(input))
            return
        }
        if let manualClock {
            manualClock.synchronizeOnOwningThread(to: input.timestamp)
        } else {
            clock.synchronize(to: input.timestamp)
        }
        // Not wrapped as queued work: the event is read where it is, never copied.
        let began = beginPass()
        processInput(input)
        if began { endPass() }
        // Work queued by the pass (re-entrant events, timers fired inside it) is rare: checked
        // inline, drained out of line.
        if pass.hasPending { drainQueue() }
    }

    /// Tells the engine that a node is about to leave the tree (our ``View`` does this itself).
    ///
    /// Recognizers attached to the node or its descendants end their gestures (cancelled if running,
    /// failed otherwise); touches that landed there are cancelled in their node, or dropped if the
    /// node had not seen them yet. The recognizers of ancestors keep receiving those touches.
    public func nodeWillLeave(_ node: any GestureNode) {
        var affected = false
        for touch in touches.live where !touch.delivery.isSettled {
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
        scrollTargets.removeAll { $0.recognizer.node.map { $0.isDescendant(ofNode: node) } ?? true }
        transformTargets.removeAll { $0.recognizer.node.map { $0.isDescendant(ofNode: node) } ?? true }
        followUps.insert(.concludeAbandoned)
        if affected, !pass.isDispatching { run(.settle) }
    }

    // MARK: Introspection

    /// The touches that are down, in the order they landed.
    public var activeTouches: [Touch] { touches.live.filter { $0.isDown } }

    /// The recognizers taking part in the current gestures, in the order they joined.
    public var activeRecognizers: [GestureRecognizer] { engaged }

    // MARK: Observers

    /// Registers a diagnostics observer; while at least one is registered, the engine describes each
    /// of its decisions (see ``Diagnostic``).
    @discardableResult
    public func addObserver(_ handler: @escaping (Diagnostic) -> Void) -> ObserverToken {
        observers.add(handler)
    }

    /// Removes a diagnostics observer.
    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }

    /// Where diagnostics go that concern no window (a recognizer assigned a state while attached to
    /// nothing, a view tree refused a cycle).
    public static var detachedDiagnosticsHandler: ((Diagnostic) -> Void)?

    @inline(__always)
    package func report(_ event: @autoclosure () -> Diagnostic.Event) {
        // Asked on every transition and action of every update, almost always with nobody
        // listening: that check is inlined; building the event and calling the observers is not.
        guard !observers.isEmpty else { return }
        deliver(event())
    }

    /// Reports bad input. Out of line, with the message as a closure: the input path, run on
    /// every event, carries only the call, and the message is built only when someone listens.
    @inline(never)
    func reportInput(_ message: @autoclosure () -> String) {
        report(.input(message()))
    }

    @inline(never)
    private func deliver(_ event: Diagnostic.Event) {
        let diagnostic = Diagnostic(event, engine: self)
        for observer in observers.handlers { observer.handler(diagnostic) }
    }

    package static func reportDetached(_ event: @autoclosure () -> Diagnostic.Event) {
        guard let handler = detachedDiagnosticsHandler else { return }
        handler(Diagnostic(event(), engine: nil))
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    // MARK: Passes

    func enqueue(_ work: Work) {
        if !pass.enqueue(work) {
            report(.misuse("more than \(GestureConstants.maximumQueuedWork) re-entrant events queued; dropped one"))
        }
    }

    /// Runs one piece of work, then whatever re-entrant calls queued meanwhile.
    func run(_ work: Work) {
        runPass(work)
        drainQueue()
    }

    /// Runs the work queued re-entrantly during the pass that just ended, and any it queues.
    @inline(never)
    private func drainQueue() {
        var processed = 0
        while let next = pass.next() {
            processed += 1
            if processed > GestureConstants.maximumQueuedWork {
                report(.misuse("re-entrant work kept arriving; \(pass.dropAll() + 1) items dropped"))
                break
            }
            if case let .input(input) = next { clock.synchronize(to: input.timestamp) }
            runPass(next)
        }
    }

    private func runPass(_ work: Work) {
        guard beginPass() else {
            if case let .input(input) = work { processQueuedInput(input) }
            return
        }
        switch work {
        case let .input(input):
            processQueuedInput(input)
        case let .timer(recognizer, tag, generation):
            followUps.insert(.concludeAbandoned)
            if recognizer.generation == generation, recognizer.isEnabled {
                event.type = .timer
                event.timestamp = Swift.max(clock.now, touches.lastTimestamp)
                recognizer.timerFired(tag: tag)
                processAssignments()
            }
        case .settle:
            break
        }
        endPass()
    }

    /// Starts a pass; false when none may run: an engine whose window is gone runs no more passes
    /// (nothing is left to deliver to), and its input is only reported as dropped.
    @inline(__always)
    private func beginPass() -> Bool {
        guard !windowIsGone else { return false }
        pass.begin()
        passStamp &+= 1
        return true
    }

    /// Steps 3 to 5, and the end of the pass.
    private func endPass() {
        finishPass()
        pass.end()
        checkInvariants()
        // States assigned late in the pass (by a touch method past the round limit, or by a
        // delegate asked while resetting) would otherwise wait for an event that may never come:
        // settle them in a pass of their own, which `run` bounds like any queued work.
        if !assignments.isEmpty { _ = pass.enqueue(.settle) }
    }

    /// Steps 3 to 5 of a pass (in `endPass`, its one caller: a frame less per event).
    @inline(__always)
    private func finishPass() {
        var rounds = 0
        while true {
            settle()
            // Every touch settled with its node (a gesture under way that cancelled them): no
            // walk of the touches, and no call.
            if touches.unsettledCount > 0 { deliverToNodes() }
            // Touch methods of nodes may have assigned states: settle those too, within bounds.
            rounds += 1
            if assignments.isEmpty || rounds >= GestureConstants.maximumDeliveryRounds { break }
        }
        if followUps.take(.resetFinished) { resetFinished() }
        if followUps.take(.pruneTouches) { touches.prune() }
    }

    /// A timer of a recognizer fired (called by the clock).
    func timerFired(for recognizer: GestureRecognizer, tag: Int) {
        // Only a timer the recognizer still lists is wanted, and only once its deadline is reached:
        // cancelling, restarting and resetting take timers off the list (and off the clock, so a
        // well-behaved clock never fires them); a clock that fires them anyway fires an old timer,
        // whose deadline is not the listed one's, or one no longer listed.
        guard let index = recognizer.engagement.timers.firstIndex(where: { $0.tag == tag }),
              clock.now >= recognizer.engagement.timers[index].deadline else { return }
        recognizer.engagement.timers.remove(at: index)
        let generation = recognizer.generation
        if pass.isDispatching {
            enqueue(.timer(recognizer, tag: tag, generation: generation))
        } else {
            run(.timer(recognizer, tag: tag, generation: generation))
        }
    }

    /// A recognizer's state was assigned (by a subclass, a delegate, an action or the engine).
    @inline(__always)
    func stateAssigned(_ recognizer: GestureRecognizer) {
        // Once the window is gone nothing is arbitrated any more (`engage` refuses too), and the
        // queue lists only engaged recognizers, which `engaged` owns.
        guard !windowIsGone else { return }
        engage(recognizer)
        // An assignment from outside a touch (an action, app code) may leave it stranded.
        if recognizer.engagement.tracked.isEmpty { followUps.insert(.concludeAbandoned) }
        // One entry for a run of assignments by the same recognizer, while it is not taken yet.
        if !assignments.endsWithPending(recognizer) { assignments.append(recognizer) }
        if !pass.isDispatching { run(.settle) }
    }

    /// Failure requirements changed; held recognizers may be able to move.
    func requirementsChanged() {
        guard !pass.isDispatching else { return }
        if engaged.contains(where: { recognizer in recognizer.engagement.participation.isHeld }) { run(Work.settle) }
    }

    /// Makes `recognizer` a member of the gesture under way, unless it is one already.
    ///
    /// Asked on every assignment, almost always of a recognizer already engaged: that check is
    /// inlined, joining is not.
    @inline(__always)
    func engage(_ recognizer: GestureRecognizer) {
        // Once the window is gone nothing is arbitrated any more; refusing here also keeps a
        // `reset()` run by the teardown from engaging a recognizer the engine then forgets.
        guard !windowIsGone, !recognizer.engagement.participation.isEngaged else { return }
        join(recognizer)
    }

    @inline(never)
    private func join(_ recognizer: GestureRecognizer) {
        memberCounter &+= 1
        recognizer.engagement.participation.engage(as: memberCounter)
        // Not the window: it owns this engine (held, it would outlive the app's last reference
        // for as long as the gesture lasts), and a recognizer on it reaches nothing it could free.
        if let node = recognizer.node, !(node is Window) { recognizer.engagement.node = node }
        recognizer.engine = self
        engaged.append(recognizer)
        if recognizer.mayAskAboutRequirements { askers.append(recognizer) }
        report(.engaged(recognizer))
    }

    /// An engaged recognizer was given a delegate or an interceptor: from now on its pairs are
    /// asked about. It takes its place among the askers by the order it joined in.
    func mayAskAboutRequirements(_ recognizer: GestureRecognizer) {
        let member = recognizer.engagement.participation.member
        guard member != 0, recognizer.engine === self, !askers.contains(where: { $0 === recognizer }) else { return }
        let index = askers.firstIndex { $0.engagement.participation.member > member } ?? askers.count
        askers.insert(recognizer, at: index)
    }
}

extension GestureEngine {
    /// Calls `body` with the touches `fill` adds, as a set built in the engine's spare storage,
    /// which is emptied (letting go of the touches) and kept afterwards. A touch method that keeps
    /// the set keeps its own copy: the next use then starts new storage.
    @inline(__always)
    func lendTouchSet(_ fill: (inout Set<Touch>) -> Void, _ body: (Set<Touch>) -> Void) {
        var set = spareTouchSet
        spareTouchSet = []
        fill(&set)
        body(set)
        set.removeAll(keepingCapacity: true)
        spareTouchSet = set
    }
}
