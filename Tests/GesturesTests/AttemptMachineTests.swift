@testable import Gestures
import Testing

/// The arbitration machine on its own: recognizers are plain numbers, the facts a table, and the
/// answers to its callouts come from a script. Each test runs one request to the end and compares
/// the whole ordered list of what the machine asked and decided.
@Suite("Arbitration machine: a request decided over plain identities, callouts answered by a script")
struct AttemptMachineTests {
    typealias S = GestureRecognizer.State

    /// The facts about recognizers 1…n: each one's member is its own number.
    struct Table: ArbitrationFacts {
        var engaged: [Int]
        var states: [Int: S] = [:]
        var askers: [Int] = []
        var explicit: [Int: [Int]] = [:]
        /// Pairs whose views are related, in either order; nil: every pair is related.
        var relatedPairs: Set<[Int]>?
        var unavailable: [Int: Attempt<Int>.Unavailable] = [:]
        var waived: Set<[Int]> = []
        var recorded: [[Int]: Bool] = [:]

        var runningCount: Int { engaged.filter { state($0).isRunning }.count }
        func same(_ a: Int, _ b: Int) -> Bool { a == b }
        func member(_ handle: Int) -> Arena.Member { Arena.Member(handle) }
        func state(_ handle: Int) -> S { states[handle] ?? .possible }
        func unavailability(_ handle: Int) -> Attempt<Int>.Unavailable? { unavailable[handle] }
        func mayAsk(_ handle: Int) -> Bool { askers.contains(handle) }
        func explicitRequirements(of waiter: Int) -> [Int] {
            var result: [Int] = []
            for other in explicit[waiter] ?? [] where other != waiter && engaged.contains(other)
                && !isWaived(member(waiter), member(other)) && !result.contains(other) {
                result.append(other)
            }
            return result
        }
        func explicitlyRequires(_ waiter: Int, _ required: Int) -> Bool { explicit[waiter]?.contains(required) == true }
        func related(_ a: Int, _ b: Int) -> Bool {
            relatedPairs.map { $0.contains([a, b]) || $0.contains([b, a]) } ?? true
        }
        func isWaived(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool {
            waived.contains([Int(waiter), Int(required)])
        }
        func recordedRequirement(_ waiter: Arena.Member, _ required: Arena.Member) -> Bool? {
            recorded[[Int(waiter), Int(required)]]
        }
    }

    /// Runs `requester`'s request: callouts are answered from `answers` (unlisted ones: no, and
    /// should-begin yes), answers to requirement questions are recorded as the engine's arena
    /// records them, and failures and recognition change the table as the engine would.
    /// `interruptAt` abandons the request after that callout (counted from 1) while it is
    /// undecided, as the engine's driver does when a callout changed the requester.
    func run(
        _ requester: Int, in table: inout Table, answers: [String: Attempt<Int>.Answer] = [:], interruptAt: Int? = nil
    ) -> [String] {
        var machine = Attempt(requester: requester)
        var log: [String] = []
        var callouts = 0
        for _ in 0..<100 {
            switch machine.step(table) {
            case let .ask(callout):
                callouts += 1
                let key: String
                switch callout {
                case let .requires(waiter, required): key = "requires \(waiter)→\(required)"
                case let .prevents(winner, other): key = "prevents \(winner)→\(other)"
                case .shouldBegin: key = "shouldBegin \(requester)"
                }
                let answer = answers[key] ?? (key.hasPrefix("shouldBegin") ? .yes : .no)
                log.append("ask \(key): \(answer)")
                if case let .requires(waiter, required) = callout { table.recorded[[waiter, required]] = answer == .yes }
                if callouts == interruptAt, machine.isDeciding {
                    log.append("abandoned")
                    return log
                }
                machine.answer(answer)
            case let .fail(recognizer, failure):
                log.append("fail \(recognizer): \(failure)")
                table.states[recognizer] = .failed
            case let .hold(waitingFor):
                log.append("hold \(requester) for \(waitingFor)")
            case .proceed:
                log.append("proceed")
            case .recognize:
                log.append("recognize \(requester)")
                table.states[requester] = .began
            case .done:
                log.append("done")
                return log
            }
        }
        Issue.record("the machine did not finish in 100 steps")
        return log
    }

    @Test("Alone: proceed, ask should-begin, recognize; related possible recognizers are asked about and failed")
    func recognizesAndExcludes() {
        var table = Table(engaged: [1, 2, 3, 4], relatedPairs: [[1, 2], [1, 3]])
        let log = run(1, in: &table, answers: ["prevents 1→2": .yes, "prevents 1→3": .no])
        #expect(log == [
            "proceed", "ask shouldBegin 1: yes", "recognize 1",
            "ask prevents 1→2: yes", "fail 2: excluded(by: 1)",
            "ask prevents 1→3: no", "done",
        ])
        #expect(table.states == [1: .began, 2: .failed])
    }

    @Test("A running related recognizer that prevents the request fails it; requirements are not searched")
    func excludedByRunning() {
        var table = Table(engaged: [1, 2, 3], states: [1: .changed], explicit: [2: [3]])
        let log = run(2, in: &table, answers: ["prevents 1→2": .yes])
        #expect(log == ["ask prevents 1→2: yes", "fail 2: excluded(by: 1)", "done"])
    }

    @Test("A running recognizer the requester may require is asked about first; a yes leaves it to the requirement rule")
    func runningRequiredIsNotAnExcluder() {
        var table = Table(engaged: [1, 2], states: [1: .began], askers: [2])
        let log = run(2, in: &table, answers: ["requires 2→1": .yes])
        // The pair's answer is kept: the requirement search reads it instead of asking again.
        #expect(log == ["ask requires 2→1: yes", "fail 2: requirementRecognized(1)", "done"])
    }

    @Test("Explicit requirements come first and hold the request; asked ones follow in joining order")
    func holds() {
        var table = Table(engaged: [1, 2, 3, 4], askers: [1], explicit: [1: [4, 4, 2]])
        let log = run(1, in: &table, answers: ["requires 1→3": .yes])
        #expect(log == ["ask requires 1→3: yes", "hold 1 for [4, 2, 3]", "done"])
    }

    @Test("A requirement that has failed lets the request through; one that recognized fails it")
    func requirementStates() {
        var through = Table(engaged: [1, 2], states: [2: .failed], explicit: [1: [2]])
        #expect(run(1, in: &through) == ["proceed", "ask shouldBegin 1: yes", "recognize 1", "done"])
        var blocked = Table(engaged: [1, 2], states: [2: .ended], explicit: [1: [2]])
        #expect(run(1, in: &blocked) == ["fail 1: requirementRecognized(2)", "done"])
    }

    @Test("Pairs where neither may ask, and recorded or waived pairs, are never asked")
    func noNeedlessQuestions() {
        var table = Table(engaged: [1, 2, 3, 4], askers: [3], explicit: [1: [2]], relatedPairs: [])
        table.recorded[[1, 3]] = false
        table.waived = [[1, 2]]
        let log = run(1, in: &table)
        // 2: waived; 3: recorded; 4: neither may ask. After recognizing, 3 may require 1 (asked),
        // and nothing is related, so nothing is asked about preventing.
        #expect(log == ["proceed", "ask shouldBegin 1: yes", "recognize 1", "ask requires 3→1: no", "done"])
    }

    @Test("Recognizing fails the possible recognizers that require the requester, before anything is prevented")
    func consequencesOfRequirements() {
        var table = Table(engaged: [1, 2, 3], states: [3: .failed], askers: [2], explicit: [3: [1]])
        let log = run(1, in: &table, answers: ["requires 2→1": .yes])
        // 2 may ask, so it is asked both ways: whether 1 waits for it, then whether it waits for 1.
        #expect(log == [
            "ask requires 1→2: no", "proceed", "ask shouldBegin 1: yes", "recognize 1",
            "ask requires 2→1: yes", "fail 2: requirementRecognized(1)", "done",
        ])
    }

    @Test("Should-begin refused by a view or by the delegate fails the request, each saying which")
    func shouldBeginRefused() {
        var byView = Table(engaged: [1])
        #expect(run(1, in: &byView, answers: ["shouldBegin 1": .refusedByView])
            == ["proceed", "ask shouldBegin 1: refusedByView", "fail 1: shouldBeginDenied(byView: true)", "done"])
        var byDelegate = Table(engaged: [1])
        #expect(run(1, in: &byDelegate, answers: ["shouldBegin 1": .no])
            == ["proceed", "ask shouldBegin 1: no", "fail 1: shouldBeginDenied(byView: false)", "done"])
    }

    @Test("Unavailable before anything is asked fails with the reason; after should-begin, silently")
    func unavailable() {
        var disabled = Table(engaged: [1], unavailable: [1: .disabled])
        #expect(run(1, in: &disabled) == ["fail 1: unavailable(Gestures.Attempt<Swift.Int>.Unavailable.disabled)", "done"])
        // Removed from its view by its own should-begin question.
        var machine = Attempt(requester: 1)
        var table = Table(engaged: [1])
        #expect("\(machine.step(table))" == "proceed")
        #expect("\(machine.step(table))" == "ask(Gestures.Attempt<Swift.Int>.Callout.shouldBegin)")
        table.unavailable[1] = .detached
        machine.answer(.yes)
        #expect("\(machine.step(table))" == "fail(1, Gestures.Attempt<Swift.Int>.Failure.unavailableAfterAsking)")
        #expect("\(machine.step(table))" == "done")
    }

    @Test("A callout that changes the requester abandons the request while undecided, never after it recognized")
    func interruption() {
        var deciding = Table(engaged: [1, 2], askers: [1])
        #expect(run(1, in: &deciding, interruptAt: 1) == ["ask requires 1→2: no", "abandoned"])
        var recognized = Table(engaged: [1, 2])
        #expect(run(1, in: &recognized, interruptAt: 2) == [
            "proceed", "ask shouldBegin 1: yes", "recognize 1", "ask prevents 1→2: no", "done",
        ])
    }

    @Test("The requirement search alone: explicit first, once each, then asked ones, skipping itself")
    func requirementSearch() {
        let table = Table(engaged: [1, 2, 3, 4], askers: [1, 3], explicit: [1: [3, 1]])
        var search = RequirementSearch(for: 1, in: table)
        var asked: [Int] = []
        while let other = search.step(table) {
            asked.append(other)
            search.answer(other == 4)
        }
        #expect(asked == [2, 4])
        #expect(search.found == [3, 4])
    }
}
