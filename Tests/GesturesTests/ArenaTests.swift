@testable import Gestures
import GestureTesting
import Testing

/// The arena and the participation state on their own: plain identities, no views, no touches.
@MainActor
@Suite("Arena and participation: decisions over plain identities")
struct ArenaTests {
    typealias S = GestureRecognizer.State

    // MARK: Deciding a request to leave `possible`

    @Test("A request is decided in UIKit's order: exclusion, a recognized requirement, then waiting")
    func decisionOrder() {
        #expect(Arena.decide(excludedBy: 7, requirements: [(3, .ended)]) == .excluded(by: 7))
        #expect(Arena.decide(excludedBy: nil, requirements: [(3, .possible), (4, .began), (5, .ended)])
            == .requirementRecognized(4))
        #expect(Arena.decide(excludedBy: nil, requirements: [(3, .failed), (4, .possible), (5, .possible)])
            == .hold(waitingFor: [4, 5]))
        #expect(Arena.decide(excludedBy: nil, requirements: [(3, .failed)]) == .proceed)
        #expect(Arena.decide(excludedBy: nil, requirements: []) == .proceed)
        // A cancelled requirement counts as recognized: it began, so it did not fail.
        #expect(Arena.decide(excludedBy: nil, requirements: [(3, .cancelled)]) == .requirementRecognized(3))
    }

    @Test("Answers are kept per ordered pair of engagements; waived pairs and a cleared arena forget")
    func answers() {
        var arena = Arena()
        #expect(arena.answer(1, requires: 2) == nil)
        arena.record(1, requires: 2, true)
        arena.record(2, requires: 1, false)
        #expect([arena.answer(1, requires: 2), arena.answer(2, requires: 1), arena.answer(1, requires: 3)]
            == [true, false, nil])
        arena.waive(cycle: [1, 2, 3], proceeding: 2)
        #expect([arena.isWaived(2, 1), arena.isWaived(2, 3), arena.isWaived(1, 2), arena.isWaived(3, 2)]
            == [true, true, false, false])
        arena.clear()
        #expect(arena.isEmpty)
        #expect(arena.answer(1, requires: 2) == nil)
        #expect(!arena.isWaived(2, 1))
    }

    // MARK: Cycles

    @Test("Cycles are found among held members only, starting from the first to ask", arguments: [
        // (held in request order, edges, the cycle found)
        ([1, 2], [1: [2], 2: [1]], [1, 2]),
        ([3, 1, 2], [1: [2], 2: [3], 3: [1]], [3, 1, 2]),
        ([1, 2, 3], [1: [2], 2: [3]], nil),
        // 2 waits on 9, which is not held: no cycle through it.
        ([1, 2], [1: [2], 2: [9], 9: [1]], nil),
        // A cycle further down the first path.
        ([1, 2, 3, 4], [1: [2], 2: [3], 3: [4], 4: [2]], [2, 3, 4]),
        ([5], [5: [5]], [5]),
    ] as [([UInt64], [UInt64: [UInt64]], [UInt64]?)])
    func cycles(held: [UInt64], edges: [UInt64: [UInt64]], expected: [UInt64]?) {
        #expect(Arena.cycle(amongHeld: held) { edges[$0] ?? [] } == expected)
    }

    @Test("A cycle of 100,000 held members is found without recursion")
    func longCycle() {
        let count: UInt64 = 100_000
        let held = Array(1...count)
        let cycle = Arena.cycle(amongHeld: held) { [$0 == count ? 1 : $0 + 1] }
        #expect(cycle?.count == Int(count))
        #expect(cycle?.first == 1)
        #expect(cycle?.last == count)
    }

    // MARK: Reset groups

    @Test("A member resets only with its whole requirement group finished")
    func resetGroups() {
        // 0–1 linked, 2–3–4 linked (transitively), 5 alone.
        let links = [(0, 1), (2, 3), (4, 3)]
        #expect(Arena.resettable(finished: [true, true, true, true, false, true], links: links) == [0, 1, 5])
        #expect(Arena.resettable(finished: [true, false, true, true, true, false], links: links) == [2, 3, 4])
        #expect(Arena.resettable(finished: [false, false, false], links: []) == [])
        #expect(Arena.resettable(finished: [], links: []) == [])
    }

    // MARK: Participation

    @Test("A discrete gesture: idle → deciding → finished(ended) → idle")
    func discreteLifetime() {
        var p = Participation()
        #expect(p.phase == .idle && p.state == .possible && !p.isEngaged)
        p.engage(as: 4)
        #expect(p.phase == .deciding && p.member == 4)
        #expect(p.assign(.ended).step == .arbitrate)
        #expect(p.state == .ended)          // what it asked for, until arbitrated
        #expect(p.takePending() == .attempt(.ended))
        #expect(p.state == .possible)       // asked whether it should begin: still possible
        #expect(p.commit(.ended) == .possible)
        #expect(p.phase == .finished(.ended) && p.isFinished && !p.isReceivingTouches)
        p.reset()
        #expect(p.phase == .idle && p.member == 0)
    }

    @Test("A continuous gesture held, assigned on, released: began then ended are both announced")
    func heldLifetime() {
        var p = Participation()
        p.engage(as: 1)
        _ = p.assign(.began)
        #expect(p.takePending() == .attempt(.began))
        p.hold(asking: .began, throughBegan: false)
        #expect(p.state == .possible && p.isHeld)
        // While held, assignments move the hold on, corrected from what it asked for.
        #expect(p.assign(.began) == (.none, Participation.Correction(from: .began, applied: .changed)))
        #expect(p.assign(.ended).step == .none)
        #expect(p.phase == .held(asked: .ended, throughBegan: true))
        #expect(p.takePending() == .none)
        let released = p.unhold()
        #expect(released?.asked == .ended && released?.throughBegan == true)
        #expect(p.phase == .deciding)
    }

    @Test("Failing while held leaves the hold and waits to be arbitrated as a failure")
    func heldFailure() {
        var p = Participation()
        p.engage(as: 1)
        // A held discrete request (`ended`) is terminal already: assignments are ignored.
        p.hold(asking: .ended, throughBegan: false)
        #expect(p.assign(.failed) == (.ignored, Participation.Correction(from: .ended, applied: nil)))
        _ = p.unhold()
        p.hold(asking: .began, throughBegan: false)
        #expect(p.assign(.failed) == (.arbitrate, Participation.Correction(from: .began, applied: .cancelled)))
        #expect(p.phase == .deciding && p.state == .failed)
        #expect(p.takePending() == .fail)
        #expect(p.fail() == .possible)
        #expect(p.fail() == nil)            // failing twice changes nothing
    }

    @Test("A running gesture: changes, an assigned failure is a cancellation, terminal ignores the rest")
    func runningLifetime() {
        var p = Participation()
        p.engage(as: 1)
        p.commit(.began)
        #expect(p.phase == .running(.began))
        _ = p.assign(.changed)
        #expect(p.takePending() == .commit(.changed))
        p.commit(.changed)
        #expect(p.assign(.changed).step == .arbitrate)   // every `changed` is announced
        #expect(p.takePending() == .commit(.changed))
        _ = p.assign(.failed)
        #expect(p.takePending() == .commit(.cancelled))
        p.commit(.cancelled)
        #expect(p.assign(.began) == (.ignored, Participation.Correction(from: .cancelled, applied: nil)))
        #expect(p.abandon() == nil)
    }

    @Test("Abandoned from outside: a running gesture is cancelled, a deciding one fails")
    func abandoning() {
        var running = Participation()
        running.engage(as: 1)
        running.commit(.changed)
        #expect(running.abandon() == .cancelled)
        #expect(running.takePending() == .commit(.cancelled))
        var deciding = Participation()
        deciding.engage(as: 2)
        #expect(deciding.abandon() == .failed)
        #expect(deciding.takePending() == .fail)
        var idle = Participation()
        #expect(idle.abandon() == nil)
    }

    @Test("While an action is sent the state reads what it announces; a later assignment reads first")
    func announcing() {
        var p = Participation()
        p.engage(as: 1)
        p.commit(.began)
        p.commit(.ended)
        p.announce(.began)
        #expect(p.state == .began)
        #expect(p.current == .ended)
        // An assignment from the stale action applies to the real state, and is void.
        #expect(p.assign(.changed) == (.ignored, Participation.Correction(from: .ended, applied: nil)))
        p.announce(nil)
        #expect(p.state == .ended)
    }

    // MARK: Internal consistency checks

    @Test("Debug builds check a participation's bookkeeping: engaged with no member stops the program")
    func participationCheckIsCompiledIn() async {
        // A healthy value passes.
        var healthy = Participation()
        healthy.engage(as: 7)
        healthy.checkInvariants("healthy")
        // One the engine could never make (engaged as member 0) stops the test's child process.
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var broken = Participation()
                broken.engage(as: 0)
                broken.checkInvariants("broken")
            }
        }
    }
}

/// What the arena keeps while one finger stays down and others come and go.
@MainActor
@Suite("Arena memory with a finger always down")
struct ArenaMemoryTests {
    @Test("Answers about recognizers that reset are forgotten while another gesture goes on")
    func answersForgottenWhileFingerStaysDown() {
        let scene = Scene()
        let held = scene.view("held", Rect(x: 0, y: 0, width: 160, height: 480))
        let tapped = scene.view("tapped", Rect(x: 160, y: 0, width: 160, height: 480))
        let pan = scene.attach(PanGestureRecognizer(), to: held)
        pan.name = "pan"
        let tap = scene.attach(TapGestureRecognizer(), to: tapped)
        tap.name = "tap"
        // A delegate makes the engine ask whether the tap waits for the pan (it does not).
        let delegate = TestDelegate()
        tap.delegate = delegate
        // While its action runs the tap has not reset: the answer about it (whether it waits for
        // the pan) is still there.
        var answersDuringEachTap: [Int] = []
        tap.addAction { _ in answersDuringEachTap.append(scene.window.engine.arena.answerCount) }
        scene.driver.down(1, at: pt(80, 240))
        scene.driver.move(1, to: pt(80, 300))
        var answersAfterEachTap: [Int] = []
        for _ in 0..<20 {
            scene.driver.down(2, at: pt(240, 240))
            scene.driver.up(2)
            answersAfterEachTap.append(scene.window.engine.arena.answerCount)
        }
        scene.driver.move(1, to: pt(80, 320))
        scene.driver.up(1)
        // The pan runs all along; every tap is recognized on its own, and nothing is kept of it.
        var expected = ["pan: possible → began"]
        for _ in 0..<20 { expected.append("tap: possible → ended") }
        expected += ["pan: began → changed", "pan: changed → ended"]
        expectTrace(scene.trace.take().filter { $0.contains(" → ") }, expected)
        #expect(answersDuringEachTap == Array(repeating: 1, count: 20))
        #expect(answersAfterEachTap == Array(repeating: 0, count: 20))
        #expect(scene.window.engine.arena.answerCount == 0)
    }
}
