/// The relations between the recognizers taking part in the current gestures, and the decisions
/// that follow from them.
///
/// The arena is a value over plain identities (``Member``): it never calls user code. The engine
/// asks the delegates and class hooks at the moments UIKit asks them and feeds the answers in;
/// the arena remembers failure-requirement answers for as long as both recognizers take part
/// (each pair is asked at most once per gesture, in each direction), keeps the requirements
/// waived to break cycles, and decides:
/// - what a recognizer that asks to leave `possible` does (``decide(excludedBy:requirements:)``);
/// - which held recognizers wait on one another in a cycle (``cycle(amongHeld:waitsFor:)``);
/// - which recognizers reset together (``resettable(finished:links:)``).
nonisolated struct Arena {
    /// A recognizer's identity for one engagement: the engine numbers each engagement afresh, so a
    /// recognizer that resets and takes part again is a new member, and stale answers never apply.
    typealias Member = UInt64

    /// An ordered pair: `waiter` would wait for `required` to fail.
    nonisolated struct Pair: Hashable {
        var waiter: Member
        var required: Member
    }

    /// Failure-requirement answers from the class hooks and delegates.
    private var answers: [Pair: Bool] = [:]
    /// The pairs answered yes, in the order they were found.
    private(set) var requirementsFound: [Pair] = []
    /// Requirements waived to break a cycle, for the rest of the waiter's gesture.
    private var waived: Set<Pair> = []
    /// Scratch for ``forget(_:)``: the stale pairs, collected before they are removed (a dictionary
    /// cannot lose keys while its keys are walked). Kept empty, with its storage, between calls.
    private var stalePairs: [Pair] = []

    /// Forgets everything: no recognizer takes part any more.
    mutating func clear() {
        if !answers.isEmpty { answers.removeAll(keepingCapacity: true) }
        if !requirementsFound.isEmpty { requirementsFound.removeAll(keepingCapacity: true) }
        if !waived.isEmpty { waived.removeAll(keepingCapacity: true) }
    }

    /// Forgets what concerns members that no longer take part (reset while others still do): their
    /// numbers are never used again, and a finger that stays down while others come and go would
    /// otherwise keep every gesture's answers until it lifts.
    mutating func forget(_ isGone: (Member) -> Bool) {
        func concerns(_ pair: Pair) -> Bool { isGone(pair.waiter) || isGone(pair.required) }
        if !answers.isEmpty {
            for pair in answers.keys where concerns(pair) { stalePairs.append(pair) }
            if stalePairs.count == answers.count {
                answers.removeAll(keepingCapacity: true)
            } else {
                for pair in stalePairs { answers.removeValue(forKey: pair) }
            }
            stalePairs.removeAll(keepingCapacity: true)
        }
        if !requirementsFound.isEmpty { requirementsFound.removeAll(where: concerns) }
        if !waived.isEmpty { waived = waived.filter { !concerns($0) } }
    }

    var isEmpty: Bool { answers.isEmpty && waived.isEmpty }

    /// How many failure-requirement answers are kept.
    var answerCount: Int { answers.count }

    // MARK: Failure requirements

    /// Whether the requirement of `waiter` on `required` was waived to break a cycle.
    func isWaived(_ waiter: Member, _ required: Member) -> Bool {
        !waived.isEmpty && waived.contains(Pair(waiter: waiter, required: required))
    }

    /// The recorded answer to "does `waiter` require `required` to fail?", or nil if not asked yet.
    func answer(_ waiter: Member, requires required: Member) -> Bool? {
        answers[Pair(waiter: waiter, required: required)]
    }

    mutating func record(_ waiter: Member, requires required: Member, _ answer: Bool) {
        let pair = Pair(waiter: waiter, required: required)
        if answers.updateValue(answer, forKey: pair) == nil, answer { requirementsFound.append(pair) }
    }

    // MARK: Leaving `possible`

    /// What a recognizer that asks to leave `possible` does.
    nonisolated enum Decision: Equatable {
        /// A running recognizer prevents it.
        case excluded(by: Member)
        /// A recognizer it requires to fail has recognized.
        case requirementRecognized(Member)
        /// It waits for these recognizers to fail.
        case hold(waitingFor: [Member])
        /// Nothing in the arena stops it: ask whether it should begin, then recognize.
        case proceed
    }

    /// Decides a request to leave `possible`, in UIKit's order: a running recognizer that excludes
    /// it (the first one found), then its failure requirements (each with the state the required
    /// recognizer is in).
    static func decide(
        excludedBy excluder: Member?, requirements: [(member: Member, state: GestureRecognizer.State)]
    ) -> Decision {
        if let excluder { return .excluded(by: excluder) }
        var waiting: [Member] = []
        for (member, state) in requirements {
            switch state {
            case .failed: continue
            case .began, .changed, .ended, .cancelled: return .requirementRecognized(member)
            case .possible: waiting.append(member)
            }
        }
        return waiting.isEmpty ? .proceed : .hold(waitingFor: waiting)
    }

    // MARK: Cycles

    /// Finds a cycle in the wait-for graph restricted to `held` (in the order they asked to
    /// recognize), iteratively: the path of recognizers that wait on one another, or nil.
    /// `waitsFor` answers from what the engine already gathered; it must not call user code.
    static func cycle(amongHeld held: [Member], waitsFor: (Member) -> [Member]) -> [Member]? {
        let isHeld = Set(held)
        var mark: [Member: Bool] = [:]  // false: on the current path; true: done
        for start in held where mark[start] == nil {
            var path: [Member] = [start]
            // Each level lists the members still to visit, last first.
            var pending: [[Member]] = [waitsFor(start).filter(isHeld.contains).reversed()]
            mark[start] = false
            while let next = pending.last {
                guard let candidate = next.last else {
                    mark[path.removeLast()] = true
                    pending.removeLast()
                    continue
                }
                pending[pending.count - 1].removeLast()
                switch mark[candidate] {
                case false?:
                    let from = path.lastIndex(of: candidate) ?? 0
                    return Array(path[from...])
                case nil:
                    mark[candidate] = false
                    path.append(candidate)
                    pending.append(waitsFor(candidate).filter(isHeld.contains).reversed())
                case true?:
                    continue
                }
            }
        }
        return nil
    }

    /// Breaks a cycle: `first` stops waiting for the other members, for the rest of its gesture.
    mutating func waive(cycle: [Member], proceeding first: Member) {
        for member in cycle where member != first {
            waived.insert(Pair(waiter: first, required: member))
        }
    }

    // MARK: Reset groups

    /// The members that can be reset now: those whose failure-requirement group (every member
    /// linked to them by a requirement in either direction, transitively) is finished. `links`
    /// pairs indices into `finished`.
    static func resettable(finished: [Bool], links: [(Int, Int)]) -> [Int] {
        var parent = Array(finished.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for (a, b) in links {
            let ra = root(a), rb = root(b)
            if ra != rb { parent[ra] = rb }
        }
        var groupFinished = [Bool](repeating: true, count: finished.count)
        for index in finished.indices where !finished[index] { groupFinished[root(index)] = false }
        return finished.indices.filter { finished[$0] && groupFinished[root($0)] }
    }
}
