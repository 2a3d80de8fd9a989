import Gestures
import GesturesToolkit

/// Plays a stream of bytes as a life of a window — touches, pointer hover, time passing, views and
/// recognizers coming and going, delegates answering at random, actions that mutate the tree or
/// send events from inside the engine — and checks the engine's invariants as it goes.
///
/// Two drivers feed it: the property tests (bytes from a seeded generator) and the libFuzzer target
/// in `Fuzz/` (bytes from the fuzzer), which is why it is a module of its own that both depend on.
/// It imports `Gestures` alone and sees only its public API.
///
/// Invariants checked:
/// - every transition a diagnostics observer sees is legal (`possible → began | ended | failed`,
///   `began | changed → changed | ended | cancelled`) and starts from the state last seen; resets
///   come only after a terminal state; every transition but to `failed` gets exactly one action,
///   in order (repeated `.changed` transitions before the actions go out share one);
/// - every touch a view receives goes `began → moved* → ended | cancelled`, once, and only on the
///   view it landed on;
/// - the engine's public tables hold no duplicates and only touches that are down;
/// - the work done for one step (callbacks of recognizers, views and delegates) is bounded;
/// - once every finger has lifted and the timers have fired, every recognizer reads `.possible`,
///   `activeRecognizers` and `activeTouches` are empty and no timer is pending;
/// - once the machine lets go of the window, every view is freed even while its recognizers live
///   on (no recognizer retains its view), and then every recognizer and delegate is freed too;
/// - with the wide reach: a window let go mid-sequence, fingers down, is freed at once, the
///   engine kept past it drops and reports every event sent to it, and everything of that window
///   is freed with the engine;
/// - with the deep reach: the same, with hundreds of recognizers in play and views that change the
///   tree from their own touch methods (a step may then ask up to
///   ``Limits/deepCallbacksPerStep`` questions).
@MainActor
package final class ScenarioMachine {
    /// Which operations the bytes choose from.
    package enum Reach {
        /// The operations of the machine's first version, which the recorded fuzz findings were
        /// found with (their bytes mean the same steps only there).
        case classic
        /// Those, and also: device tap counts up to `Int.max`, finite coordinates up to ±1.7e308,
        /// chains of views thousands deep and rows of hundreds of siblings (of the engine's own
        /// class, walked in a loop), and windows let go mid-sequence while their engine is kept.
        case wide
        /// Those, and also: swarms of dozens to hundreds of recognizers on one view or spread over
        /// a chain of views, with failure requirements among them and delegates that answer by a
        /// fixed pattern; and views that change the tree from their own touch methods (removing
        /// or moving themselves or their ancestors, adding views, adding and removing recognizers).
        case deep
        /// Those, and also the surfaces built on the engine's recognizers: scroll views (dragged,
        /// flung, zoomed, paged) and controls (buttons, segmented controls, plain controls) whose
        /// delegates and actions remove, move and change them and the tree mid-gesture; wheel and
        /// trackpad scroll sequences and trackpad pinches and rotations, with deltas and scales up
        /// to the largest finite values; pens with force, altitude and azimuth, some not finite.
        case surfaces
    }

    /// Upper bounds that keep one run short.
    package enum Limits {
        static let steps = 400
        static let views = 24
        static let recognizers = 32
        /// Finger ids range over more than the engine's limit of simultaneous touches, so that limit
        /// is exercised too.
        static let fingerIDs = 40
        /// Mutations made from inside callbacks, per step; keeps re-entrant feedback finite.
        static let nestedMutationsPerStep = 12
        /// Callbacks (touch methods, actions, delegate questions) allowed for one step.
        static let callbacksPerStep = 200_000
        /// Plain views added in chains and rows, over a whole run (wide reach).
        static let plainViews = 6_000
        /// Windows let go mid-sequence, over a whole run (wide reach).
        static let releasedWindows = 3
        /// Recognizers over a whole run with the deep reach, whose swarms go to hundreds.
        static let deepRecognizers = 400
        /// Callbacks allowed for one step with the deep reach: delegates are asked about pairs, so
        /// a touch among hundreds of recognizers asks hundreds of thousands of questions.
        static let deepCallbacksPerStep = 2_000_000
        /// Recognizers in one swarm.
        static let swarmSizes = [12, 48, 160, 320]
        /// Plain views in a chain that carries a swarm.
        static let swarmChainLengths = [3, 16, 64]
    }

    /// The invariant violations found so far, in order.
    var violations: [String] = []
    /// A description of every step, when `recordsLog` is set (for turning a finding into a test).
    package private(set) var log: [String] = []
    package var recordsLog = false

    let bytes: [UInt8]
    var cursor = 0
    let reach: Reach

    let clock = ManualClock()
    var window: Window?
    var views: [ProbeView] = []
    /// Roots of view trees outside the window (views removed from it, or never added).
    var recognizers: [GestureRecognizer] = []
    var delegates: [ProbeDelegate] = []
    var fingers: [Int: Point] = [:]
    var pointerInside = false
    var observedState: [ObjectIdentifier: GestureRecognizer.State] = [:]
    var unannounced: [ObjectIdentifier: [GestureRecognizer.State]] = [:]
    var actionsDropped = false
    var callbacks = 0
    var nestedMutations = 0
    /// Changes made by views from their touch methods, this step (bounded like nested mutations).
    var treeChanges = 0
    var quiescing = false
    var nextName = 0
    /// Views of the engine's own class in chains and rows (wide reach), held by their superviews;
    /// kept weakly to check they are freed.
    var plainViews: [WeakReference<View>] = []
    var plainViewCount = 0
    /// What windows let go mid-sequence left behind, to check it is all freed at the end.
    var released: [WeakReference<AnyObject>] = []
    var releasedWindowCount = 0

    /// Creates a machine that will play `bytes`, choosing among the operations of `reach`.
    package init(bytes: [UInt8], reach: Reach = .deep) {
        self.bytes = bytes
        self.reach = reach
    }

    // MARK: Running

    /// Plays the bytes, winds everything down, checks the end state, lets go of the window and
    /// checks that nothing outlives it. Returns the violations.
    @discardableResult
    package func run() -> [String] {
        buildInitialScene()
        var steps = 0
        while steps < Limits.steps, let op = next() {
            steps += 1
            callbacks = 0
            nestedMutations = 0
            treeChanges = 0
            perform(op)
            checkTables(after: "step \(steps)")
        }
        windDown()
        tearDown()
        return violations
    }

    func violation(_ message: String) {
        violations.append(message)
        if recordsLog { log.append("!! \(message)") }
    }

    func note(_ line: @autoclosure () -> String) {
        if recordsLog { log.append(line()) }
    }

    // MARK: Bytes

    func next() -> UInt8? {
        guard cursor < bytes.count else { return nil }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    /// The next byte, or 0 once the stream is exhausted (so callbacks answer their defaults).
    func byte() -> UInt8 {
        if swarmBytes != nil { return swarmBytes!.next() }
        return next() ?? 0
    }

    /// While a swarm of recognizers is made, its members' settings come from here rather than
    /// from the stream, so that hundreds of them cost the input two bytes.
    var swarmBytes: SwarmBytes?

    /// Whether the deep reach's operations are in play (it and the surfaces reach).
    var isDeep: Bool { reach == .deep || reach == .surfaces }
    var recognizerLimit: Int { isDeep ? Limits.deepRecognizers : Limits.recognizers }
    var callbackLimit: Int { isDeep ? Limits.deepCallbacksPerStep : Limits.callbacksPerStep }
    /// The scroll views, controls and open pointer sequences of the surfaces reach.
    var surfaces = Surfaces()

    func pick(_ count: Int) -> Int {
        count <= 0 ? 0 : Int(byte()) % count
    }

    /// A number in `0...1`.
    func unit() -> Double { Double(byte()) / 255 }

    /// A point in or a little outside the window, now and then not finite.
    func location() -> Point {
        let bx = byte(), by = byte()
        if bx == 255 {
            let specials: [Double] = reach == .classic ? [.nan, .infinity, -.infinity, 1e300]
                : [.nan, .infinity, -.infinity, 1e300, 1.7e308, -1.7e308, .greatestFiniteMagnitude, -1e200,
                   GestureConstants.maximumCoordinateMagnitude, .leastNonzeroMagnitude]
            let y = reach == .classic || by < 128 ? Double(by) : -specials[Int(by) % specials.count]
            return Point(x: specials[Int(by) % specials.count], y: y)
        }
        return Point(x: Double(bx) / 254 * 340 - 10, y: Double(by) / 255 * 500 - 10)
    }

    // MARK: The scene

    var liveWindow: Window {
        if let window { return window }
        let created = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        created.accessibilityIdentifier = "window"
        created.engine.addObserver { [weak self] diagnostic in self?.observe(diagnostic) }
        window = created
        return created
    }

    func buildInitialScene() {
        _ = liveWindow
        for _ in 0..<(1 + pick(5)) { addView() }
        for _ in 0..<(1 + pick(6)) { addRecognizer() }
    }

    func makeName(_ prefix: String) -> String {
        nextName += 1
        return "\(prefix)\(nextName)"
    }

    /// Every view that can hold a subview: the window, and the views made so far.
    var parents: [View] { [liveWindow] + views }

    func addView(in given: View? = nil) {
        guard views.count < Limits.views else { return }
        let parentIndex = given == nil ? pick(parents.count + 1) : 0
        let frame = Rect(x: unit() * 300 - 20, y: unit() * 460 - 20, width: unit() * 320, height: unit() * 480)
        let view = ProbeView(frame: frame)
        view.machine = self
        view.accessibilityIdentifier = makeName("v")
        let flags = byte()
        view.isMultipleTouchEnabled = flags & 1 != 0
        view.isExclusiveTouch = flags & 0b1110 == 0b1110
        view.isUserInteractionEnabled = flags & 0b110000 != 0b110000
        view.isHidden = flags & 0b11000000 == 0b11000000
        view.vetoesBegin = flags == 0x5a
        if isDeep { view.changesTree = byte() < 96 }
        views.append(view)
        // Index `parents.count` leaves the view outside the window.
        let all = given.map { [$0] } ?? parents
        if parentIndex < all.count, all[parentIndex] !== view {
            all[parentIndex].addSubview(view)
        }
        note("add view \(view.accessibilityIdentifier!) in \(parentIndex < all.count ? all[parentIndex].accessibilityIdentifier ?? "?" : "nothing") at \(frame)")
    }

    /// Adds a recognizer of a kind and settings from the stream to `given`, or to a probe view
    /// from the stream.
    func addRecognizer(on given: View? = nil) {
        guard recognizers.count < recognizerLimit, given != nil || !views.isEmpty else { return }
        let kind = pick(9)
        let recognizer: GestureRecognizer
        switch kind {
        case 0:
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + pick(2)
            tap.numberOfTouchesRequired = 1 + pick(2)
            recognizer = tap
        case 1:
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = unit()
            press.numberOfTapsRequired = pick(2)
            press.numberOfTouchesRequired = 1 + pick(2)
            recognizer = press
        case 2:
            let pan = PanGestureRecognizer()
            pan.minimumNumberOfTouches = 1 + pick(2)
            pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + pick(3)
            pan.velocityEstimation = byte() & 1 == 0 ? .uikit : .leastSquares
            recognizer = pan
        case 3:
            recognizer = PinchGestureRecognizer()
        case 4:
            recognizer = RotationGestureRecognizer()
        case 5:
            let swipe = SwipeGestureRecognizer()
            swipe.direction = SwipeGestureRecognizer.Direction(rawValue: UInt(1 + pick(15)))
            swipe.numberOfTouchesRequired = 1 + pick(2)
            recognizer = swipe
        case 6:
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = RectEdge(rawValue: UInt(pick(16)))
            recognizer = edge
        case 7:
            recognizer = HoverGestureRecognizer()
        default:
            let probe = ProbeRecognizer()
            probe.machine = self
            recognizer = probe
        }
        let flags = byte()
        recognizer.cancelsTouchesInView = flags & 1 == 0
        recognizer.delaysTouchesBegan = flags & 2 != 0
        recognizer.delaysTouchesEnded = flags & 4 == 0
        if flags & 0b11000 == 0b11000 { recognizer.allowedTouchTypes = [.stylus] }
        recognizer.name = makeName("r")
        let behaviour = pick(12)
        recognizer.addAction { [weak self] recognizer in self?.action(of: recognizer, behaviour: behaviour) }
        if flags & 0b100000 != 0 {
            // A method-reference target as well (held weakly).
            recognizer.addTarget(self, action: ScenarioMachine.targetAction)
        }
        if flags & 0b1000000 != 0 { setDelegate(of: recognizer) }
        recognizers.append(recognizer)
        observedState[ObjectIdentifier(recognizer)] = .possible
        (given ?? views[pick(views.count)]).addGestureRecognizer(recognizer)
        note("add \(recognizer.name!) kind \(kind) flags \(flags) behaviour \(behaviour) on \(recognizer.view?.accessibilityIdentifier ?? "?")")
    }

    func targetAction(_ recognizer: GestureRecognizer) {
        callbacks += 1
    }

    func setDelegate(of recognizer: GestureRecognizer) {
        if delegates.isEmpty || (delegates.count < 4 && byte() & 1 == 0) {
            let delegate = ProbeDelegate()
            delegate.machine = self
            delegate.mutates = byte() % 4 == 0
            delegates.append(delegate)
        }
        let choice = pick(delegates.count + 1)
        recognizer.delegate = choice < delegates.count ? delegates[choice] : nil
    }

    // MARK: Steps

    func perform(_ op: UInt8) {
        switch reach {
        case .classic:
            performClassic(op)
        case .wide:
            // Slot 23 lands a finger, as it always has here; the wide findings mean it so.
            if op % 24 >= 20 { performWide(op % 24) } else { performClassic(op) }
        case .deep, .surfaces:
            let slot = op % (reach == .surfaces ? 34 : 28)
            switch slot {
            case 0..<20: performClassic(slot)
            case 20..<23: performWide(slot)
            case 23: addRecognizerSwarm(onChain: false)
            case 24: addRecognizerSwarm(onChain: true)
            case 25: makeViewChangeTree()
            case 26: fingerDown()
            case 27: multiFingerFrame()
            default: performSurfaces(slot)
            }
        }
    }

    /// The operations the wide reach added (slots 20, 21 and 22; anything else lands a finger).
    func performWide(_ slot: UInt8) {
        switch slot {
        case 20: addPlainViews()
        case 21: releaseWindowMidSequence()
        case 22: fingerDownWithTapCount()
        default: fingerDown()
        }
    }

    /// The operations of the classic reach, chosen by `op % 20`.
    func performClassic(_ op: UInt8) {
        switch op % 20 {
        case 0, 1, 2: fingerDown()
        case 3, 4, 5, 6: fingerMove()
        case 7, 8: fingerUp(cancel: false)
        case 9: fingerUp(cancel: byte() & 1 == 0)
        case 10: multiFingerFrame()
        case 11:
            let dt = unit() * 0.8
            note("wait \(dt)")
            clock.advance(by: dt)
        case 12: addView()
        case 13: removeView()
        case 14: addRecognizer()
        case 15: moveOrRemoveRecognizer()
        case 16: linkRecognizers()
        case 17: reconfigureRecognizer()
        case 18: moveView()
        default: hover()
        }
    }

    func timestamp() -> Double {
        // Now and then a timestamp from the past, or not finite.
        switch byte() {
        case 0: return -.infinity
        case 1: return .nan
        case 2...5: return clock.now - 1
        default: return clock.now
        }
    }

    func send(_ samples: [TouchInput], at time: Double? = nil) {
        for sample in samples {
            if sample.phase.isTerminal {
                fingers[sample.id] = nil
            } else if sample.location.isFinite {
                fingers[sample.id] = sample.location
            }
        }
        let when = time ?? timestamp()
        note("send \(samples.map { "\($0.id) \($0.phase) \($0.location)" }.joined(separator: "; ")) at \(when)")
        liveWindow.sendEvent(InputEvent(timestamp: when, touches: samples))
    }

    func freeFingerID() -> Int {
        let wanted = pick(Limits.fingerIDs)
        // Usually a finger that is not down; sometimes one that is (a device's mistake).
        if fingers[wanted] == nil || byte() < 16 { return wanted }
        return (0..<Limits.fingerIDs).first { fingers[$0] == nil } ?? wanted
    }

    func downFingerID() -> Int {
        let down = fingers.keys.sorted()
        if down.isEmpty || byte() < 8 { return pick(Limits.fingerIDs) }
        return down[pick(down.count)]
    }

    func fingerDown() {
        let type: Touch.TouchType = byte() < 24 ? .stylus : .direct
        send([TouchInput(id: freeFingerID(), phase: .began, location: location(), type: type,
                         tapCount: byte() < 16 ? pick(4) : nil)])
    }

    /// A finger whose device counts its taps, with any count at all, `Int.max` included.
    func fingerDownWithTapCount() {
        let counts = [0, 1, 2, 3, -1, Int.min, Int.max, Int.max - 1, GestureConstants.maximumTapCount,
                      GestureConstants.maximumTapCount + 1]
        send([TouchInput(id: freeFingerID(), phase: .began, location: location(),
                         tapCount: counts[pick(counts.count)])])
    }

    /// A chain of views of the engine's own class, each inside the one before, with a probe view at
    /// the bottom; or a row of sibling views. Touches landing on them are forwarded up to the
    /// nearest probe view.
    func addPlainViews() {
        let lengths = [2, 16, 256, 2_048]
        let count = Swift.min(lengths[pick(lengths.count)], Limits.plainViews - plainViewCount)
        guard count > 0 else { return }
        let all = parents
        let top = all[pick(all.count)]
        let frame = Rect(x: unit() * 300 - 20, y: unit() * 460 - 20, width: unit() * 320, height: unit() * 480)
        plainViewCount += count
        if byte() & 1 == 0 {
            var parent = top
            for level in 0..<count {
                let child = View(frame: level == 0 ? frame : parent.bounds)
                parent.addSubview(child)
                plainViews.append(WeakReference(child))
                parent = child
            }
            note("add a chain of \(count) plain views in \(top.accessibilityIdentifier ?? "?")")
            addView(in: parent)
        } else {
            for index in 0..<count {
                let child = View(frame: frame.offsetBy(dx: Double(index % 16) * 3, dy: Double(index / 16) * 3))
                top.addSubview(child)
                plainViews.append(WeakReference(child))
            }
            note("add a row of \(count) plain views in \(top.accessibilityIdentifier ?? "?")")
        }
    }

    /// Lets go of the window with whatever is down, keeps its engine a moment (what it is sent is
    /// dropped and reported), then goes on with a fresh window. Everything of the old one must be
    /// freed: the window at once, the rest with the engine.
    func releaseWindowMidSequence() {
        guard window != nil, releasedWindowCount < Limits.releasedWindows, !quiescing else { return }
        releasedWindowCount += 1
        note("let go of the window, \(fingers.count) fingers down")
        let engine = liveWindow.engine
        var dropped = 0
        let token = engine.addObserver { diagnostic in
            if case let .input(message) = diagnostic.event, message.hasPrefix("the engine's window was freed") { dropped += 1 }
        }
        weak let weakWindow = window
        released += [WeakReference(liveWindow as AnyObject), WeakReference(engine as AnyObject)] + views.map { WeakReference($0 as AnyObject) }
            + recognizers.map { WeakReference($0 as AnyObject) } + delegates.map { WeakReference($0 as AnyObject) }
        let oldViews = views
        views.removeAll()
        recognizers.removeAll()
        delegates.removeAll()
        observedState.removeAll()
        unannounced.removeAll()
        window = nil
        if weakWindow != nil { violation("a window let go mid-sequence was not freed") }
        let ids = fingers.keys.sorted()
        fingers.removeAll()
        pointerInside = false
        // The kept engine: a finger lifts, a new one lands, time passes.
        let time = clock.now
        engine.handle(InputEvent(timestamp: time, touches: ids.prefix(1).map { TouchInput(id: $0, phase: .ended, location: .zero) }))
        engine.handle(InputEvent(timestamp: time, touches: [TouchInput(id: 1, phase: .began, location: location())]))
        clock.advance(by: unit())
        if dropped != 2 { violation("an engine kept past its window reported \(dropped) of 2 events dropped") }
        engine.removeObserver(token)
        // The touches the views were told of hold them (and their recognizers) until forgotten.
        for view in oldViews { view.forgetTouches() }
        _ = liveWindow
        for _ in 0..<(1 + pick(3)) { addView() }
        for _ in 0..<(1 + pick(3)) { addRecognizer() }
    }

    /// Dozens to hundreds of recognizers of every kind on one probe view, or spread over a chain
    /// of plain views under it (with a probe view at the bottom): some require others of the swarm
    /// to fail, some answer to a delegate whose answers follow a fixed pattern of the two
    /// recognizers' names (which of them may recognize together, which waits for which).
    func addRecognizerSwarm(onChain: Bool) {
        guard !views.isEmpty else { return }
        let size = Limits.swarmSizes[pick(Limits.swarmSizes.count)]
        let count = Swift.min(size, recognizerLimit - recognizers.count)
        guard count > 0 else { return }
        let base = views[pick(views.count)]
        var hosts: [View] = [base]
        if onChain {
            let wanted = Limits.swarmChainLengths[pick(Limits.swarmChainLengths.count)]
            let length = Swift.max(0, Swift.min(wanted, Limits.plainViews - plainViewCount))
            plainViewCount += length
            var parent: View = base
            for _ in 0..<length {
                let child = View(frame: parent.bounds.insetBy(dx: 2, dy: 2))
                parent.addSubview(child)
                plainViews.append(WeakReference(child))
                hosts.append(child)
                parent = child
            }
            let before = views.count
            addView(in: parent)
            if views.count > before { hosts.append(views[before]) }
        }
        let delegate = ProbeDelegate()
        delegate.machine = self
        delegate.pattern = UInt64(byte()) << 8 | UInt64(byte())
        delegates.append(delegate)
        let first = recognizers.count
        swarmBytes = SwarmBytes(seed: UInt64(byte()) << 8 | UInt64(byte()))
        for _ in 0..<count {
            addRecognizer(on: hosts[pick(hosts.count)])
            guard recognizers.count > first, let recognizer = recognizers.last else { continue }
            if pick(3) == 0 { recognizer.delegate = delegate }
            if pick(4) == 0 { recognizer.require(toFail: recognizers[first + pick(recognizers.count - first)]) }
        }
        swarmBytes = nil
        note("add a swarm of \(recognizers.count - first) recognizers on \(base.accessibilityIdentifier!)"
            + (onChain ? " and a chain of \(hosts.count - 1) views under it" : "")
            + ", delegate pattern \(delegate.pattern!)")
    }

    /// Makes a probe view change the tree from its own touch methods from now on.
    func makeViewChangeTree() {
        guard !views.isEmpty else { return }
        let view = views[pick(views.count)]
        view.changesTree.toggle()
        note("\(view.accessibilityIdentifier!) \(view.changesTree ? "changes" : "no longer changes") the tree from its touch methods")
    }

    /// What a view that changes the tree does from inside one of its touch methods: removes or
    /// moves itself or a probe view above it, adds a view, adds or removes a recognizer on itself
    /// or above, removes a probe view below it, reorders its siblings, or any mutation an action
    /// makes. Plain views are never moved on their own: a touch on one goes up to the probe view
    /// above, and cutting that path would leave the probe view's touch unended, as in UIKit.
    func changeTree(from view: ProbeView, in stage: ProbeView.Stage) {
        guard !quiescing, treeChanges < Limits.nestedMutationsPerStep else { return }
        treeChanges += 1
        var ancestors: [ProbeView] = []
        var current = view.superview
        while let candidate = current {
            if let probe = candidate as? ProbeView { ancestors.append(probe) }
            current = candidate.superview
        }
        let change = pick(10)
        note("  \(view.accessibilityIdentifier!) changes the tree in touches\(stage): \(change)")
        switch change {
        case 0: view.removeFromSuperview()
        case 1: (ancestors.isEmpty ? view : ancestors[pick(ancestors.count)]).removeFromSuperview()
        case 2:
            let all = parents
            all[pick(all.count)].addSubview(view)
        case 3:
            guard !ancestors.isEmpty else { return }
            let ancestor = ancestors[pick(ancestors.count)]
            let all = parents
            all[pick(all.count)].addSubview(ancestor)
        case 4: addView(in: byte() & 1 == 0 ? view : nil)
        case 5: addRecognizer(on: view)
        case 6:
            let holders: [View] = [view] + ancestors
            let holder = holders[pick(holders.count)]
            guard let attached = holder.gestureRecognizers, !attached.isEmpty else { return }
            holder.removeGestureRecognizer(attached[pick(attached.count)])
        case 7:
            let below = view.subviews.compactMap { $0 as? ProbeView }
            guard !below.isEmpty else { return }
            below[pick(below.count)].removeFromSuperview()
        case 8:
            if byte() & 1 == 0 { view.superview?.sendSubviewToBack(view) } else { view.superview?.insertSubview(view, at: 0) }
        default: mutateFromCallback(randomBehaviour(), by: nil)
        }
    }

    func fingerMove() {
        let id = downFingerID()
        let from = fingers[id] ?? Point(x: 100, y: 100)
        // Mostly small steps, as a finger makes; sometimes a jump.
        let to: Point
        if byte() < 32 {
            to = location()
        } else {
            to = Point(x: from.x + Double(Int(byte()) - 128) / 4, y: from.y + Double(Int(byte()) - 128) / 4)
        }
        let phase: Touch.Phase = byte() < 16 ? .stationary : .moved
        clock.advance(by: unit() * 0.05)
        send([TouchInput(id: id, phase: phase, location: to, force: byte() < 8 ? .nan : nil)])
    }

    func fingerUp(cancel: Bool) {
        let id = downFingerID()
        let at = byte() < 16 ? location() : (fingers[id] ?? .zero)
        send([TouchInput(id: id, phase: cancel ? .cancelled : .ended, location: at)])
    }

    func multiFingerFrame() {
        var samples: [TouchInput] = []
        for _ in 0..<(1 + pick(4)) {
            let phases: [Touch.Phase] = [.began, .moved, .moved, .moved, .ended, .cancelled, .stationary]
            let phase = phases[pick(phases.count)]
            let id = phase == .began ? freeFingerID() : downFingerID()
            let base = fingers[id] ?? location()
            let at = phase == .began ? location()
                : Point(x: base.x + Double(Int(byte()) - 128) / 8, y: base.y + Double(Int(byte()) - 128) / 8)
            samples.append(TouchInput(id: id, phase: phase, location: at))
        }
        send(samples)
    }

    func hover() {
        let phases: [PointerInput.Phase] = [.entered, .moved, .moved, .exited]
        let phase = phases[pick(phases.count)]
        pointerInside = phase != .exited
        let at = location()
        note("hover \(phase) \(at)")
        liveWindow.sendEvent(InputEvent(timestamp: timestamp(), pointer: PointerInput(phase: phase, location: at)))
    }

    func removeView() {
        guard !views.isEmpty else { return }
        let view = views[pick(views.count)]
        note("remove view \(view.accessibilityIdentifier!)")
        view.removeFromSuperview()
    }

    func moveView() {
        guard !views.isEmpty else { return }
        let view = views[pick(views.count)]
        switch pick(5) {
        case 0: view.center = Point(x: view.center.x + Double(Int(byte()) - 128), y: view.center.y + Double(Int(byte()) - 128))
        case 1: view.transform = Transform(rotationAngle: unit() * 6.3).scaledBy(x: 0.5 + unit(), y: 0.5 + unit())
        case 2: view.transform = Transform(scaleX: 0, y: 0)  // not invertible
        case 3: view.superview?.bringSubviewToFront(view)
        default:
            // Re-parent it, possibly under one of its own descendants (refused) or itself.
            let all = parents
            all[pick(all.count)].addSubview(view)
        }
        note("reshape view \(view.accessibilityIdentifier!)")
    }

    func moveOrRemoveRecognizer() {
        guard !recognizers.isEmpty else { return }
        let recognizer = recognizers[pick(recognizers.count)]
        if byte() & 1 == 0 || views.isEmpty {
            note("remove \(recognizer.name!) from its view")
            recognizer.view?.removeGestureRecognizer(recognizer)
        } else {
            let view = views[pick(views.count)]
            note("attach \(recognizer.name!) to \(view.accessibilityIdentifier!)")
            view.addGestureRecognizer(recognizer)
        }
    }

    func linkRecognizers() {
        guard !recognizers.isEmpty else { return }
        let a = recognizers[pick(recognizers.count)]
        let b = recognizers[pick(recognizers.count)]
        note("\(a.name!) requires \(b.name!) to fail")
        a.require(toFail: b)
    }

    func reconfigureRecognizer() {
        guard !recognizers.isEmpty else { return }
        let recognizer = recognizers[pick(recognizers.count)]
        switch pick(5) {
        case 0: recognizer.isEnabled.toggle()
        case 1: setDelegate(of: recognizer)
        case 2: recognizer.cancelsTouchesInView.toggle()
        case 3: recognizer.delaysTouchesBegan.toggle()
        default: recognizer.delaysTouchesEnded.toggle()
        }
        note("reconfigure \(recognizer.name!)")
    }

    // MARK: Callbacks from inside the engine

    /// Counts a callback and reports when one step does unbounded work.
    func countCallback() {
        callbacks += 1
        if callbacks == callbackLimit {
            violation("more than \(callbackLimit) callbacks in one step")
        }
    }

    /// A state read from the stream, for custom recognizers that decide at random.
    func randomState() -> GestureRecognizer.State? {
        let states: [GestureRecognizer.State] = GestureRecognizer.State.allCases
        let b = Int(byte())
        return b < states.count * 4 ? states[b % states.count] : nil
    }

    func randomBool(oneIn n: Int) -> Bool { pick(n) == 0 }

    /// One of the mutations of ``mutateFromCallback(_:by:)``, from the stream.
    func randomBehaviour() -> Int { 1 + pick(11) }

    func action(of recognizer: GestureRecognizer, behaviour: Int) {
        countCallback()
        if recognizer.state == .possible || recognizer.state == .failed {
            violation("\(recognizer.name!) action sent in state \(recognizer.state)")
        }
        mutateFromCallback(behaviour, by: recognizer)
    }

    /// Something an action or a misbehaving delegate does to the world from inside the engine.
    func mutateFromCallback(_ behaviour: Int, by recognizer: GestureRecognizer?) {
        guard !quiescing, behaviour > 0, nestedMutations < Limits.nestedMutationsPerStep else { return }
        nestedMutations += 1
        note("  nested \(behaviour) by \(recognizer?.name ?? "delegate")")
        switch behaviour {
        case 1: removeView()
        case 2:
            switch pick(3) {
            case 0: fingerDown()
            case 1: fingerMove()
            default: fingerUp(cancel: false)
            }
        case 3: clock.advance(by: unit() * 0.6)
        case 4:
            guard !recognizers.isEmpty else { return }
            let other = recognizers[pick(recognizers.count)]
            // A running state only for a recognizer with touches: without touches nothing would
            // ever end it (as in UIKit), and the end-state check would flag it.
            let states: [GestureRecognizer.State] = other.numberOfTouches > 0
                ? [.began, .changed, .ended, .cancelled, .failed] : [.ended, .cancelled, .failed]
            other.state = states[pick(states.count)]
        case 5:
            guard !recognizers.isEmpty else { return }
            recognizers[pick(recognizers.count)].isEnabled.toggle()
        case 6: moveOrRemoveRecognizer()
        case 7: addView()
        case 8:
            if let view = recognizer?.view {
                view.center = Point(x: view.center.x + 1, y: view.center.y - 1)
            }
            (recognizer as? PanGestureRecognizer)?.setTranslation(.zero, in: recognizer?.view)
        case 9: linkRecognizers()
        case 10: addRecognizer()
        default: moveView()
        }
    }

    // MARK: Observing the engine

    func observe(_ diagnostic: Diagnostic) {
        switch diagnostic.event {
        case let .transition(recognizer, from, to):
            note("  # \(diagnostic.line)")
            let id = ObjectIdentifier(recognizer)
            let seen = observedState[id] ?? .possible
            if seen != from {
                violation("\(recognizer.diagnosticLabel): transition from \(from), but it was \(seen)")
            }
            if !Self.isLegal(from: from, to: to) {
                violation("\(recognizer.diagnosticLabel): illegal transition \(from) → \(to)")
            }
            observedState[id] = to
            if to != .failed { unannounced[id, default: []].append(to) }
        case let .action(recognizer, state):
            note("  # \(diagnostic.line)")
            let id = ObjectIdentifier(recognizer)
            // Actions come in the order of the transitions, one for each, except that repeated
            // `.changed` transitions before the actions go out share one action.
            var pending = unannounced[id] ?? []
            if pending.first == state {
                pending.removeFirst()
                while state == .changed, pending.first == .changed { pending.removeFirst() }
            } else {
                violation("\(recognizer.diagnosticLabel): action \(state) but the next unannounced transition is \(pending.first.map { "\($0)" } ?? "none")")
                pending = []
            }
            unannounced[id] = pending
        case let .reset(recognizer):
            let id = ObjectIdentifier(recognizer)
            let seen = observedState[id] ?? .possible
            if !seen.isTerminal { violation("\(recognizer.diagnosticLabel): reset from \(seen)") }
            if let pending = unannounced[id], !pending.isEmpty, !actionsDropped {
                violation("\(recognizer.diagnosticLabel): reset with unannounced \(pending)")
            }
            observedState[id] = .possible
            unannounced[id] = []
        case let .misuse(message):
            if message.contains("dropped") { actionsDropped = true }
            note("  # \(diagnostic.line)")
        default:
            note("  # \(diagnostic.line)")
        }
    }

    static func isLegal(from: GestureRecognizer.State, to: GestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// A view's report of a delivery that broke the touch lifecycle.
    func deliveryViolation(_ message: String) {
        violation(message)
    }

    func checkTables(after step: String) {
        guard let engine = window?.engine else { return }
        let touches = engine.activeTouches
        if Set(touches.map(ObjectIdentifier.init)).count != touches.count {
            violation("\(step): activeTouches holds a touch twice")
        }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            violation("\(step): activeTouches holds touch \(touch.identifier) in phase \(touch.phase)")
        }
        if touches.count > GestureConstants.maximumSimultaneousTouches {
            violation("\(step): \(touches.count) touches down")
        }
        let active = engine.activeRecognizers
        if Set(active.map(ObjectIdentifier.init)).count != active.count {
            violation("\(step): activeRecognizers holds a recognizer twice")
        }
        // Scroll views bring recognizers of their own (the surfaces reach).
        let own = active.reduce(0) { $0 + ($1.view is ScrollView ? 0 : 1) }
        if own > recognizers.count {
            violation("\(step): \(own) active recognizers, \(recognizers.count) exist")
        }
    }

    // MARK: The end

    /// Lifts every finger, lets the pointer leave, fires every timer, then checks that the engine
    /// is at rest.
    func windDown() {
        quiescing = true
        note("wind down")
        guard let window else { return }
        for id in fingers.keys.sorted() {
            send([TouchInput(id: id, phase: .ended, location: fingers[id] ?? .zero)], at: clock.now)
        }
        if pointerInside {
            window.sendEvent(InputEvent(timestamp: clock.now, pointer: PointerInput(phase: .exited, location: .zero)))
        }
        endPointerSequences()
        for _ in 0..<4 { clock.advance(by: 10) }

        let engine = window.engine
        if !engine.activeTouches.isEmpty {
            violation("at rest: touches still down: \(engine.activeTouches.map(\.identifier))")
        }
        if !engine.activeRecognizers.isEmpty {
            let described = engine.activeRecognizers.map { recognizer in
                "\(recognizer.diagnosticLabel) (\(recognizer.state), \(recognizer.numberOfTouches) touches, "
                    + "on \(recognizer.view?.accessibilityIdentifier ?? "no view"), "
                    + "\(recognizer.isEnabled ? "enabled" : "disabled"))"
            }
            violation("at rest: recognizers still active: \(described)")
        }
        for recognizer in recognizers {
            if recognizer.state != .possible {
                violation("at rest: \(recognizer.diagnosticLabel) is \(recognizer.state)")
            }
            if let seen = observedState[ObjectIdentifier(recognizer)], seen != .possible {
                violation("at rest: \(recognizer.diagnosticLabel) was last seen \(seen)")
            }
        }
        if clock.pendingTimerCount != 0 {
            violation("at rest: \(clock.pendingTimerCount) timers pending")
        }
        for view in views {
            for (id, stage) in view.touchStages.sorted(by: { $0.key < $1.key }) where !stage.isFinished && view.stillReaches(id) {
                violation("at rest: \(view.accessibilityIdentifier!) touch \(id) left \(stage)")
            }
        }
    }

    /// Lets go of the window and the views while keeping the recognizers, checks every view is
    /// freed, then lets go of the rest and checks that too.
    func tearDown() {
        weak let weakWindow = window
        let weakViews = views.map { WeakReference($0) }
        for view in views { view.forgetTouches() }
        views.removeAll()
        window = nil
        if weakWindow != nil { violation("the window outlived the scene") }
        for view in weakViews where view.value != nil {
            violation("view \(view.value!.accessibilityIdentifier!) outlived its window (retained by a recognizer?)")
        }
        let weakRecognizers = recognizers.map { WeakReference($0) }
        let weakDelegates = delegates.map { WeakReference($0) }
        recognizers.removeAll()
        delegates.removeAll()
        for recognizer in weakRecognizers where recognizer.value != nil {
            violation("recognizer \(recognizer.value!.diagnosticLabel) outlived the scene")
        }
        if weakDelegates.contains(where: { $0.value != nil }) { violation("a delegate outlived the scene") }
        if plainViews.contains(where: { $0.value != nil }) { violation("a plain view outlived its window") }
        if released.contains(where: { $0.value != nil }) {
            let kept = released.compactMap { $0.value }.map { ($0 as? View)?.accessibilityIdentifier ?? ($0 as? GestureRecognizer)?.name ?? "\(type(of: $0))" }
            violation("objects of a window let go mid-sequence outlived it: \(kept)")
        }
    }
}


/// A view that checks the lifecycle of the touches it receives.
@MainActor
final class ProbeView: View {
    enum Stage: CustomStringConvertible {
        case began, moved, ended, cancelled
        var isFinished: Bool { self == .ended || self == .cancelled }
        var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    weak var machine: ScenarioMachine?
    var vetoesBegin = false
    /// Whether the view changes the tree from its touch methods (the deep reach).
    var changesTree = false
    /// Each touch received, by a serial number, and how far it got.
    var touchStages: [Int: Stage] = [:]
    /// For touches that reached this view forwarded from a view inside it (a plain view or a
    /// scroll view keeps the default touch methods), the view they landed on.
    private var forwardedFrom: [Int: WeakReference<View>] = [:]

    /// Whether the touch numbered `serial` can still reach this view: it landed here, or on a view
    /// still inside it. A view that leaves, taking a forwarded touch with it, gets that touch's
    /// end itself, and its old superview never hears of it, as in UIKit (the surfaces reach moves
    /// scroll views from their own callbacks).
    func stillReaches(_ serial: Int) -> Bool {
        guard let entry = forwardedFrom[serial] else { return true }
        var current = entry.value
        while let view = current {
            if view === self { return true }
            current = view.superview
        }
        return false
    }

    /// Touches received, kept so their identity stays unique while the view tracks them.
    private var known: [ObjectIdentifier: (touch: Touch, serial: Int)] = [:]
    private static var serials = 0

    private func record(_ touches: Set<Touch>, _ stage: Stage) {
        machine?.countCallback()
        let name = accessibilityIdentifier ?? "?"
        for touch in touches {
            if touch.view !== self && !Self.forwards(from: touch.view, to: self) {
                machine?.deliveryViolation("\(name) got touch \(touch.identifier) that landed on \(touch.view?.accessibilityIdentifier ?? "nothing")")
            }
            let key = ObjectIdentifier(touch)
            guard let entry = known[key] else {
                // A scroll view forwards its touches to whatever superview it has now: moved under
                // this view by its delegate mid-touch, it brings the rest of a touch whose
                // beginning went to its old superview, as in UIKit. Those are not this view's.
                if stage != .began, touch.view is ScrollView, touch.view !== self { continue }
                if stage != .began {
                    machine?.deliveryViolation("\(name) got touches\(stage) for touch \(touch.identifier) before touchesBegan")
                }
                Self.serials += 1
                known[key] = (touch, Self.serials)
                touchStages[Self.serials] = stage
                if touch.view !== self, let landing = touch.view { forwardedFrom[Self.serials] = WeakReference(landing) }
                continue
            }
            let previous = touchStages[entry.serial]!
            switch (previous, stage) {
            case (.began, .moved), (.moved, .moved), (.began, .ended), (.moved, .ended), (.began, .cancelled),
                 (.moved, .cancelled):
                touchStages[entry.serial] = stage
            default:
                machine?.deliveryViolation("\(name) got touches\(stage) for touch \(touch.identifier) after \(previous)")
            }
        }
    }

    /// Whether a touch on `hit` reaches `view` through the default touch methods: `hit` and every
    /// view between are plain views, which forward what they get to their superview.
    private static func forwards(from hit: View?, to view: View) -> Bool {
        var current = hit
        // A scroll view keeps the default touch methods too.
        while let candidate = current, type(of: candidate) == View.self || type(of: candidate) == ScrollView.self {
            current = candidate.superview
            if current === view { return true }
        }
        return false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { received(touches, .began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { received(touches, .moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { received(touches, .ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { received(touches, .cancelled) }

    private func received(_ touches: Set<Touch>, _ stage: Stage) {
        record(touches, stage)
        if changesTree { machine?.changeTree(from: self, in: stage) }
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        machine?.countCallback()
        return !vetoesBegin
    }

    /// Forgets the touches received (they hold their view, so keeping them would keep this view).
    func forgetTouches() {
        touchStages.removeAll()
        known.removeAll()
        forwardedFrom.removeAll()
    }
}

/// A custom recognizer that decides at random, as a buggy app recognizer might: it assigns any
/// state from any callback, ignores touches, and starts timers.
@MainActor
final class ProbeRecognizer: GestureRecognizer {
    weak var machine: ScenarioMachine?

    private func decide(_ touches: Set<Touch>, with event: Event) {
        guard let machine else { return }
        machine.countCallback()
        if machine.randomBool(oneIn: 8), let touch = touches.first { ignore(touch, for: event) }
        if machine.randomBool(oneIn: 6) { scheduleTimer(after: 0.2, tag: 1) }
        if let state = machine.randomState() { self.state = state }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { decide(touches, with: event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { decide(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { decide(touches, with: event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { decide(touches, with: event) }

    override func timerFired(tag: Int) {
        guard let machine else { return }
        machine.countCallback()
        if let state = machine.randomState(), state != .began || numberOfTouches > 0 { self.state = state }
    }
}

/// A delegate that answers at random, and (when `mutates`) changes the world while it is asked.
@MainActor
final class ProbeDelegate: GestureRecognizerDelegate {
    weak var machine: ScenarioMachine?
    var mutates = false
    /// When set, the answers follow from this number, the question and the recognizers' names
    /// instead of the stream: the same question about the same pair always gets the same answer.
    var pattern: UInt64?

    private func answer(defaultingTo value: Bool, flipOneIn n: Int, question: UInt64,
                        _ recognizer: GestureRecognizer, _ other: GestureRecognizer? = nil) -> Bool {
        guard let machine else { return value }
        machine.countCallback()
        if let pattern {
            var hash = SwarmBytes.fold(pattern &* 31 &+ question, recognizer.name ?? "")
            hash = SwarmBytes.fold(hash, other?.name ?? "")
            return hash % UInt64(n) == 0 ? !value : value
        }
        if mutates, machine.randomBool(oneIn: 16) { machine.mutateFromCallback(machine.randomBehaviour(), by: nil) }
        return machine.randomBool(oneIn: n) ? !value : value
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        answer(defaultingTo: true, flipOneIn: 4, question: 1, gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        answer(defaultingTo: false, flipOneIn: 2, question: 2, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        answer(defaultingTo: false, flipOneIn: 6, question: 3, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
        answer(defaultingTo: false, flipOneIn: 8, question: 4, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        answer(defaultingTo: true, flipOneIn: 8, question: 5, gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        answer(defaultingTo: true, flipOneIn: 16, question: 6, gestureRecognizer)
    }
}

/// A small generator (xorshift64*) for the settings of a swarm's recognizers, and the hash that
/// gives pattern delegates their answers (FNV-1a over a name's bytes).
struct SwarmBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed | 1 }

    mutating func next() -> UInt8 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
    }

    static func fold(_ seed: UInt64, _ text: String) -> UInt64 {
        var hash = seed ^ 0xCBF2_9CE4_8422_2325
        for unit in text.utf8 { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
