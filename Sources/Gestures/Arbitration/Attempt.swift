/// What the arbitration machines read about the recognizers taking part in the current gestures:
/// their order, states and relations, and the arena's memory. Reading a fact never calls user
/// code. The engine answers for its recognizers; tests answer from a plain table.
nonisolated protocol ArbitrationFacts {
    /// A recognizer as the facts know it: the recognizer object in the engine, a number in tests.
    associatedtype Handle

    /// The recognizers taking part, in the order they joined.
    var engaged: [Handle] { get }
    /// The engaged recognizers that may answer yes to a failure requirement nobody declared (they
    /// have a delegate, an interceptor or their own class hooks), in the order they joined.
    var askers: [Handle] { get }
    /// How many engaged recognizers run (`began` or `changed` accounted for).
    var runningCount: Int { get }

    /// Whether two handles are the same recognizer.
    func same(_ a: Handle, _ b: Handle) -> Bool
    /// The recognizer's arena identity for this engagement (0: not engaged).
    func member(_ handle: Handle) -> Arena.Member
    /// The state arbitration knows of (a held recognizer reads `possible`).
    func state(_ handle: Handle) -> GestureRecognizer.State
    /// Why the recognizer cannot take part any more (disabled, or out of the view tree), or nil.
    func unavailability(_ handle: Handle) -> Attempt<Handle>.Unavailable?
    /// Whether the recognizer may be asked about requirements nobody declared.
    func mayAsk(_ handle: Handle) -> Bool
    /// The engaged recognizers given to the waiter's `require(toFail:)`, once each, in the order
    /// given, without itself and without requirements waived to break a cycle.
    func explicitRequirements(of waiter: Handle) -> [Handle]
    /// Whether `required` was given to the waiter's `require(toFail:)`.
    func explicitlyRequires(_ waiter: Handle, _ required: Handle) -> Bool
    /// Whether the two recognizers' views are the same, one contains the other, or they share a touch.
    func related(_ a: Handle, _ b: Handle) -> Bool
    /// Whether the waiter's requirement of `required` was waived to break a cycle.
    func isWaived(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool
    /// The answer the class hooks and delegates gave about the pair while both took part, if asked.
    func recordedRequirement(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool?
}

nonisolated extension ArbitrationFacts {
    /// Whether `waiter` must wait for `required` to fail, as far as the facts tell: nil when only
    /// the class hooks and delegates can say (a ``Attempt/Callout/requires(waiter:required:)``).
    /// A pair is asked at most once while both take part: the arena keeps the answer.
    func requirement(_ waiter: Handle, _ required: Handle) -> Bool? {
        let waiterMember = member(waiter), requiredMember = member(required)
        guard waiterMember != 0, requiredMember != 0, !isWaived(waiterMember, requiredMember) else { return false }
        if explicitlyRequires(waiter, required) { return true }
        // Nobody but the engine would be asked, and the engine's hooks answer no.
        guard mayAsk(waiter) || mayAsk(required) else { return false }
        return recordedRequirement(waiterMember, requiredMember)
    }
}

/// The search for the engaged recognizers one recognizer must wait for: those given to
/// `require(toFail:)`, then those the class hooks and delegates ask for, in the order they joined.
///
/// A machine: ``step(_:)`` returns the next pair only user code can decide, and the caller feeds
/// the answer back with ``answer(_:)``; nil means the search is complete and ``found`` holds the
/// result. Recognizers that do not take part in the current touches are never waited for.
nonisolated struct RequirementSearch<Handle> {
    let waiter: Handle
    /// The requirements found so far, explicit ones first.
    private(set) var found: [Handle]
    /// How many of `found` are explicit: only those can repeat a candidate.
    private let explicitCount: Int
    /// Who is asked: everyone engaged when the waiter may ask, otherwise only those that may
    /// (a pair where neither may ask answers no without asking).
    private let candidates: [Handle]
    private var next = 0

    init<Facts: ArbitrationFacts>(for waiter: Handle, in facts: Facts) where Facts.Handle == Handle {
        self.waiter = waiter
        found = facts.explicitRequirements(of: waiter)
        explicitCount = found.count
        candidates = facts.mayAsk(waiter) ? facts.engaged : facts.askers
    }

    /// The next candidate whose requirement only user code can decide, or nil when done.
    mutating func step<Facts: ArbitrationFacts>(_ facts: Facts) -> Handle? where Facts.Handle == Handle {
        while next < candidates.count {
            let other = candidates[next]
            if facts.same(other, waiter) || found[..<explicitCount].contains(where: { facts.same($0, other) }) {
                next += 1
                continue
            }
            guard let known = facts.requirement(waiter, other) else { return other }
            if known { found.append(other) }
            next += 1
        }
        return nil
    }

    /// The answer for the candidate ``step(_:)`` returned last.
    mutating func answer(_ requires: Bool) {
        if requires { found.append(candidates[next]) }
        next += 1
    }
}

/// One recognizer's request to leave `possible`, decided as a machine, in UIKit's order: a running
/// recognizer that excludes it, its failure requirements (decided by ``Arena/decide(excludedBy:requirements:)``),
/// `gestureRecognizerShouldBegin`, and once it recognizes, the recognizers it makes fail.
///
/// The machine calls no user code. ``step(_:)`` reads the facts and returns what to do next:
/// ask a question only user code can answer (a ``Callout``, whose answer goes back in with
/// ``answer(_:)``), or an outcome for the engine to carry out. The engine's driver
/// (`GestureEngine.attempt`) is the one place that performs callouts, so user code runs only
/// between steps; if a callout changed the requester (assigned it a state, disabled it), the
/// driver abandons the machine there, and the request gives way to that change.
nonisolated struct Attempt<Handle> {
    /// A question for user code.
    nonisolated enum Callout {
        /// Does `waiter` require `required` to fail? The waiter's class hook, the required one's,
        /// then their delegates, until one says yes.
        case requires(waiter: Handle, required: Handle)
        /// May `winner`, running or recognizing, prevent `other`? Both class hooks
        /// (`canPrevent`, `canBePrevented`) must allow it and neither delegate may let the two
        /// recognize simultaneously.
        case prevents(winner: Handle, other: Handle)
        /// Should the requester begin? Each touched view's `gestureRecognizerShouldBegin`, then
        /// its delegate's.
        case shouldBegin
    }

    /// The answer to a callout.
    nonisolated enum Answer: Equatable {
        case yes
        case no
        /// `shouldBegin` was refused by a touched view (``no`` means by the delegate).
        case refusedByView
    }

    /// Why a recognizer cannot take part.
    nonisolated enum Unavailable: Equatable {
        case disabled
        case detached
    }

    /// Why a recognizer fails.
    nonisolated enum Failure {
        /// The requester cannot take part (reported with the reason).
        case unavailable(Unavailable)
        /// The requester went away while it was asked whether it should begin (not reported).
        case unavailableAfterAsking
        /// A recognizer that runs or recognized prevents it.
        case excluded(by: Handle)
        /// A recognizer it requires to fail has recognized.
        case requirementRecognized(Handle)
        /// `gestureRecognizerShouldBegin` answered no.
        case shouldBeginDenied(byView: Bool)
    }

    /// What the driver does next.
    nonisolated enum Step {
        /// Ask user code, then call ``answer(_:)``.
        case ask(Callout)
        /// Fail this recognizer (the requester, or another one the requester's recognition excludes).
        case fail(Handle, Failure)
        /// The requester waits for these recognizers to fail.
        case hold(waitingFor: [Handle])
        /// Nothing in the arena stops the requester; `shouldBegin` is asked next.
        case proceed
        /// The requester recognizes: account for its transition. The recognizers it makes fail follow.
        case recognize
        /// The request is decided.
        case done
    }

    nonisolated private enum Stage {
        case start
        /// Looking for a running recognizer that excludes the requester, from this index on.
        case excluder(Int)
        case excluderRequirementAsked(Int)
        /// Ready to ask whether the running recognizer at this index prevents the requester.
        case excluderPrevents(Int)
        case excluderPreventsAsked(Int)
        case excluded(Handle)
        case requirements(RequirementSearch<Handle>)
        case shouldBegin
        case shouldBeginAsked
        case denied(byView: Bool)
        case allowed
        /// Recognized: failing the recognizers it excludes is next.
        case recognized
        /// Failing the recognizers the recognition excludes, from this index on.
        case consequences(Int)
        case consequenceRequirementAsked(Int)
        /// Ready to ask whether the requester prevents the recognizer at this index.
        case consequencePrevents(Int)
        case consequencePreventsAsked(Int)
        /// Ready to fail the recognizer at this index.
        case failing(Int, Failure)
        case finished
    }

    let requester: Handle
    private var stage = Stage.start
    /// The engaged recognizers when the scan under way began.
    private var snapshot: [Handle] = []

    init(requester: Handle) {
        self.requester = requester
    }

    /// Whether the request is still undecided: a change to the requester made by a callout now
    /// wins over the request. Once it recognized, the recognizers it excludes are failed whatever
    /// happens meanwhile.
    var isDeciding: Bool {
        switch stage {
        case .start, .excluder, .excluderRequirementAsked, .excluderPrevents, .excluderPreventsAsked, .excluded,
             .requirements, .shouldBegin, .shouldBeginAsked, .denied, .allowed:
            true
        case .recognized, .consequences, .consequenceRequirementAsked, .consequencePrevents,
             .consequencePreventsAsked, .failing, .finished:
            false
        }
    }

    /// The next step.
    mutating func step<Facts: ArbitrationFacts>(_ facts: Facts) -> Step where Facts.Handle == Handle {
        switch stage {
        case .start:
            if let reason = facts.unavailability(requester) {
                stage = .finished
                return .fail(requester, .unavailable(reason))
            }
            guard facts.runningCount > 0 else { return searchRequirements(facts) }
            snapshot = facts.engaged
            return scanForExcluder(from: 0, facts)
        case let .excluder(index):
            return scanForExcluder(from: index, facts)
        case let .excluderPrevents(index):
            stage = .excluderPreventsAsked(index)
            return .ask(.prevents(winner: snapshot[index], other: requester))
        case let .excluded(other):
            stage = .finished
            snapshot = []
            return .fail(requester, .excluded(by: other))
        case var .requirements(search):
            if let other = search.step(facts) {
                stage = .requirements(search)
                return .ask(.requires(waiter: requester, required: other))
            }
            return decide(requirements: search.found, facts)
        case .shouldBegin:
            stage = .shouldBeginAsked
            return .ask(.shouldBegin)
        case let .denied(byView):
            stage = .finished
            return .fail(requester, .shouldBeginDenied(byView: byView))
        case .allowed:
            if facts.unavailability(requester) != nil {
                stage = .finished
                return .fail(requester, .unavailableAfterAsking)
            }
            stage = .recognized
            return .recognize
        case .recognized:
            snapshot = facts.engaged
            return scanConsequences(from: 0, facts)
        case let .consequences(index):
            return scanConsequences(from: index, facts)
        case let .consequencePrevents(index):
            guard facts.related(requester, snapshot[index]) else { return scanConsequences(from: index + 1, facts) }
            stage = .consequencePreventsAsked(index)
            return .ask(.prevents(winner: requester, other: snapshot[index]))
        case let .failing(index, failure):
            stage = .consequences(index + 1)
            return .fail(snapshot[index], failure)
        case .finished:
            return .done
        case .excluderRequirementAsked, .excluderPreventsAsked, .shouldBeginAsked, .consequenceRequirementAsked,
             .consequencePreventsAsked:
            preconditionFailure("arbitration machine stepped while waiting for an answer")
        }
    }

    /// The answer to the callout the last step returned.
    mutating func answer(_ answer: Answer) {
        let yes = answer == .yes
        switch stage {
        case let .excluderRequirementAsked(index):
            // A running recognizer the requester waits for is left to the requirement rule.
            stage = yes ? .excluder(index + 1) : .excluderPrevents(index)
        case let .excluderPreventsAsked(index):
            stage = yes ? .excluded(snapshot[index]) : .excluder(index + 1)
        case var .requirements(search):
            search.answer(yes)
            stage = .requirements(search)
        case .shouldBeginAsked:
            switch answer {
            case .yes: stage = .allowed
            case .no: stage = .denied(byView: false)
            case .refusedByView: stage = .denied(byView: true)
            }
        case let .consequenceRequirementAsked(index):
            stage = yes ? .failing(index, .requirementRecognized(requester)) : .consequencePrevents(index)
        case let .consequencePreventsAsked(index):
            stage = yes ? .failing(index, .excluded(by: requester)) : .consequences(index + 1)
        case .start, .excluder, .excluderPrevents, .excluded, .shouldBegin, .denied, .allowed, .recognized,
             .consequences, .consequencePrevents, .failing, .finished:
            preconditionFailure("arbitration machine answered without a question")
        }
    }

    private mutating func scanForExcluder<Facts: ArbitrationFacts>(from start: Int, _ facts: Facts) -> Step
    where Facts.Handle == Handle {
        for index in start..<max(start, snapshot.count) {
            let other = snapshot[index]
            guard !facts.same(other, requester), facts.state(other).isRunning, facts.related(other, requester) else {
                continue
            }
            switch facts.requirement(requester, other) {
            case true?:
                continue
            case false?:
                stage = .excluderPreventsAsked(index)
                return .ask(.prevents(winner: other, other: requester))
            case nil:
                stage = .excluderRequirementAsked(index)
                return .ask(.requires(waiter: requester, required: other))
            }
        }
        snapshot = []
        return searchRequirements(facts)
    }

    private mutating func searchRequirements<Facts: ArbitrationFacts>(_ facts: Facts) -> Step
    where Facts.Handle == Handle {
        stage = .requirements(RequirementSearch(for: requester, in: facts))
        return step(facts)
    }

    private mutating func decide<Facts: ArbitrationFacts>(requirements: [Handle], _ facts: Facts) -> Step
    where Facts.Handle == Handle {
        let decision = Arena.decide(
            excludedBy: nil, requirements: requirements.map { (facts.member($0), facts.state($0)) })
        switch decision {
        case .excluded:
            preconditionFailure("the arena was given no excluder")
        case let .requirementRecognized(member):
            stage = .finished
            return .fail(requester, .requirementRecognized(requirements.first { facts.member($0) == member }!))
        case let .hold(waitingFor):
            stage = .finished
            return .hold(waitingFor: requirements.filter { waitingFor.contains(facts.member($0)) })
        case .proceed:
            stage = .shouldBegin
            return .proceed
        }
    }

    private mutating func scanConsequences<Facts: ArbitrationFacts>(from start: Int, _ facts: Facts) -> Step
    where Facts.Handle == Handle {
        for index in start..<max(start, snapshot.count) {
            let other = snapshot[index]
            guard !facts.same(other, requester), facts.state(other) == .possible else { continue }
            switch facts.requirement(other, requester) {
            case true?:
                stage = .consequences(index + 1)
                return .fail(other, .requirementRecognized(requester))
            case false?:
                guard facts.related(requester, other) else { continue }
                stage = .consequencePreventsAsked(index)
                return .ask(.prevents(winner: requester, other: other))
            case nil:
                stage = .consequenceRequirementAsked(index)
                return .ask(.requires(waiter: other, required: requester))
            }
        }
        stage = .finished
        snapshot = []
        return .done
    }
}
