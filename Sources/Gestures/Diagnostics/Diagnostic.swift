/// One decision or notable event inside the engine, for people and tools that want to see why a
/// gesture won or lost.
///
/// Diagnostics are opt-in: the engine builds them only while an observer is registered with
/// ``GestureEngine/addObserver(_:)``. Each has a structured ``event`` for tools (the trace recorder
/// of `GestureTesting` reads it) and a one-line, greppable ``line`` for people:
///
/// ```
/// pan#2 possible → began
/// tap#1 failed: excluded by pan#2
/// tap#3 waiting for doubleTap#4 to fail
/// ```
#if !hasFeature(Embedded)
@MainActor
#endif
public struct Diagnostic {
    /// What happened.
    nonisolated public enum Event {
        /// A recognizer's state changed, as the arbitration accepted it.
        case transition(GestureRecognizer, from: GestureRecognizer.State, to: GestureRecognizer.State)
        /// A subclass assigned a state that is not a legal next state; the engine applied another
        /// (or, when `applied` is nil, ignored the assignment).
        case correction(GestureRecognizer, from: GestureRecognizer.State, requested: GestureRecognizer.State,
                        applied: GestureRecognizer.State?)
        /// The recognizer's actions are about to be sent, reporting `state`.
        case action(GestureRecognizer, GestureRecognizer.State)
        /// The recognizer failed because another recognized first and they may not recognize together.
        case excluded(GestureRecognizer, by: GestureRecognizer)
        /// The recognizer wants to leave `.possible` but must wait for these recognizers to fail.
        case waiting(GestureRecognizer, for: [GestureRecognizer])
        /// A recognizer that was waiting may now recognize: everything it required has failed.
        case released(GestureRecognizer)
        /// The recognizer failed because a recognizer it required to fail recognized.
        case requirementRecognized(GestureRecognizer, required: GestureRecognizer)
        /// `gestureRecognizerShouldBegin` answered false; `byView` tells whether the view or the
        /// delegate said so.
        case shouldBeginDenied(GestureRecognizer, byView: Bool)
        /// Recognizers waited on one another in a cycle; `proceeding` recognizes without waiting for
        /// the others of the cycle.
        case requirementCycle([GestureRecognizer], proceeding: GestureRecognizer)
        /// The engine failed or cancelled a recognizer on its own; `reason` says why.
        case concluded(GestureRecognizer, GestureRecognizer.State, reason: String)
        /// A recognizer joined the current gesture: it received its first touch (or state) since
        /// its last reset.
        case engaged(GestureRecognizer)
        /// A recognizer went back to `.possible`.
        case reset(GestureRecognizer)
        /// The engine delivered touches to a node's touch methods.
        case delivered([Touch], phase: Touch.Phase, to: any GestureNode)
        /// Input that could not be taken as it was: what was wrong and what the engine did instead.
        case input(String)
        /// A misuse of the API that the engine survived: what happened and what it did instead.
        case misuse(String)
    }

    /// What happened.
    public let event: Event
    /// The engine's labels for recognizers and nodes, resolved when the diagnostic was made.
    private let engine: GestureEngine?

    init(_ event: Event, engine: GestureEngine?) {
        self.event = event
        self.engine = engine
    }

    /// A short category name: `transition`, `correction`, `action`, `excluded`, `waiting`,
    /// `released`, `requirement`, `shouldBegin`, `cycle`, `concluded`, `engaged`, `reset`,
    /// `delivered`, `input` or `misuse`.
    public var kind: String {
        switch event {
        case .transition: "transition"
        case .correction: "correction"
        case .action: "action"
        case .excluded: "excluded"
        case .waiting: "waiting"
        case .released: "released"
        case .requirementRecognized: "requirement"
        case .shouldBeginDenied: "shouldBegin"
        case .requirementCycle: "cycle"
        case .concluded: "concluded"
        case .engaged: "engaged"
        case .reset: "reset"
        case .delivered: "delivered"
        case .input: "input"
        case .misuse: "misuse"
        }
    }

    /// The diagnostic as one line of text.
    public var line: String {
        func label(_ r: GestureRecognizer) -> String { r.diagnosticLabel }
        switch event {
        case let .transition(r, from, to):
            return "\(label(r)) \(from) → \(to)"
        case let .correction(r, from, requested, applied):
            if let applied {
                return "\(label(r)) invalid transition \(from) → \(requested), setting \(applied) instead"
            }
            return "\(label(r)) invalid transition \(from) → \(requested), ignored"
        case let .action(r, state):
            return "\(label(r)) action (\(state))"
        case let .excluded(r, winner):
            return "\(label(r)) failed: excluded by \(label(winner))"
        case let .waiting(r, others):
            return "\(label(r)) waiting for \(others.map(label).joined(separator: ", ")) to fail"
        case let .released(r):
            return "\(label(r)) released: required recognizers failed"
        case let .requirementRecognized(r, other):
            return "\(label(r)) failed: \(label(other)) recognized and was required to fail"
        case let .shouldBeginDenied(r, byView):
            return "\(label(r)) failed: \(byView ? "view" : "delegate") said it should not begin"
        case let .requirementCycle(members, winner):
            let cycle = (members + [members[0]]).map(label).joined(separator: " → ")
            return "failure requirement cycle \(cycle); \(label(winner)) proceeds"
        case let .concluded(r, state, reason):
            return "\(label(r)) \(state): \(reason)"
        case let .engaged(r):
            return "\(label(r)) engaged"
        case let .reset(r):
            return "\(label(r)) reset"
        case let .delivered(touches, phase, node):
            let ids = touches.map { "\($0.identifier)" }.joined(separator: ",")
            return "\(node.gestureDebugName).touches\(phase.methodSuffix) [\(ids)]"
        case let .input(message):
            return "input: \(message)"
        case let .misuse(message):
            return "misuse: \(message)"
        }
    }
}

/// Identifies an observer registered with ``GestureEngine/addObserver(_:)``.
nonisolated public struct ObserverToken: Hashable, Sendable {
    let raw: Int
}
