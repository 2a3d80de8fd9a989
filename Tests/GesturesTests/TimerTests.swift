import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Time: the manual clock and recognizer timers")
struct TimerTests {
    @Test("A recognizer begins from its timer, with no event")
    func beginsFromTimer() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        scene.attach(TestHold(name: "hold"), to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.wait(0.49)
        #expect(scene.trace.take() == ["box.touchesBegan [1]"])
        scene.driver.wait(0.01)
        expectTrace(scene.trace.take(), [
            "hold: possible → began",
            "hold: action began at (10.0, 10.0)",
            "box.touchesCancelled [1]",
        ])
        scene.driver.up(1)
        #expect(scene.trace.take() == ["hold: began → ended", "hold: action ended at (10.0, 10.0)"])
    }

    @Test("A clock that ignores cancellations: a timer from an earlier gesture fires into nothing, and the new one at its own deadline")
    func clockIgnoringCancellations() {
        /// Fires every timer it was given, cancelled or not.
        final class CarelessClock: GestureClock {
            let inner = ManualClock()
            var cancellations = 0
            var now: Double { inner.now }
            func schedule(at deadline: Double, _ handler: @escaping () -> Void) -> TimerToken {
                inner.schedule(at: deadline, handler)
            }
            func cancel(_ token: TimerToken) { cancellations += 1 }
            func synchronize(to timestamp: Double) { inner.synchronize(to: timestamp) }
        }
        let clock = CarelessClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let hold = TestHold(name: "hold")
        box.addGestureRecognizer(hold)
        var log: [String] = []
        hold.addAction { log.append("\($0.state) at \(clock.now)") }
        func send(_ phase: Touch.Phase, at time: Double) {
            window.sendEvent(InputEvent(timestamp: time, touches: [TouchInput(id: 1, phase: phase, location: pt(10, 10))]))
        }
        send(.began, at: 0)     // a timer for 0.5
        send(.ended, at: 0.1)   // lifted early: the hold fails and resets, its timer cancelled (ignored)
        send(.began, at: 0.3)   // a timer for 0.8, with the same tag
        send(.moved, at: 0.6)   // the clock fires the old timer at 0.5: it is not the listed one's time
        #expect(hold.state == .possible)
        send(.moved, at: 0.9)   // the new timer, at 0.8
        send(.ended, at: 1.0)
        #expect(log == ["began at 0.8", "changed at 0.9", "ended at 1.0"])
        #expect(clock.cancellations == 1)
    }

    @Test("Resetting a recognizer cancels its pending timers")
    func resetCancelsTimers() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        scene.attach(TestHold(name: "hold"), to: box)
        scene.driver.down(1, at: pt(10, 10))
        scene.driver.up(1)  // early lift: fails, resets
        #expect(scene.driver.clock?.pendingTimerCount == 0)
        scene.driver.wait(1)
        expectTrace(scene.trace.lines, ["box.touchesBegan [1]", "hold: possible → failed", "box.touchesEnded [1]"])
    }

    @Test("Timers fire in deadline order, ties in scheduling order, with now set to each deadline")
    func manualClockOrder() {
        let clock = ManualClock(now: 10)
        var fired: [String] = []
        _ = clock.schedule(at: 12) { fired.append("b@\(clock.now)") }
        _ = clock.schedule(at: 11) { fired.append("a@\(clock.now)") }
        _ = clock.schedule(at: 12) { fired.append("c@\(clock.now)") }
        let cancelled = clock.schedule(at: 11.5) { fired.append("never") }
        clock.cancel(cancelled)
        _ = clock.schedule(at: .nan) { fired.append("nan@\(clock.now)") }
        clock.advance(by: 1.5)
        #expect(fired == ["nan@10.0", "a@11.0"])
        clock.advance(to: 13)
        #expect(fired == ["nan@10.0", "a@11.0", "b@12.0", "c@12.0"])
        #expect(clock.now == 13)
        clock.advance(by: -5)
        clock.advance(to: 1)
        clock.advance(by: .infinity)
        #expect(clock.now == 13)
    }

    @Test("A timer that reschedules itself at the same instant cannot hang an advance")
    func selfReschedulingTimer() {
        let clock = ManualClock()
        var count = 0
        func again() {
            count += 1
            _ = clock.schedule(at: clock.now) { again() }
        }
        _ = clock.schedule(at: 1) { again() }
        clock.advance(by: 2)
        #expect(count == ManualClock.maximumFiringsPerAdvance)
        #expect(clock.pendingTimerCount == 1)
    }

    @Test("Timers due before an event's timestamp fire before the event is handled")
    func timersBeforeEvents() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        scene.attach(TestHold(name: "hold"), to: box)
        scene.driver.down(1, at: pt(10, 10))
        // The next event is stamped 0.6 s later without the clock having been advanced.
        scene.window.sendEvent(InputEvent(timestamp: 0.6, touches: [TouchInput(id: 1, phase: .moved, location: pt(11, 10))]))
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "hold: possible → began",
            "hold: action began at (10.0, 10.0)",
            "box.touchesCancelled [1]",
            "hold: began → changed",
            "hold: action changed at (11.0, 10.0)",
        ])
    }

    /// Many timers with clashing deadlines, half of them cancelled in a scrambled order: the rest
    /// fire in deadline order, equal deadlines in the order scheduled, and nothing cancelled fires.
    @Test("Timers fire in deadline order, then scheduling order; cancelled ones never fire")
    func timerOrder() {
        let clock = ManualClock()
        var fired: [Int] = []
        var tokens: [TimerToken] = []
        for index in 0..<1_000 {
            let deadline = Double((index * 37) % 50) / 10
            tokens.append(clock.schedule(at: deadline) { fired.append(index) })
        }
        var cancelled: Set<Int> = []
        for step in 0..<500 {
            let index = (step * 611) % 1_000
            if cancelled.insert(index).inserted { clock.cancel(tokens[index]) }
        }
        #expect(clock.pendingTimerCount == 1_000 - cancelled.count)
        clock.advance(to: 10)
        let expected = (0..<1_000).filter { !cancelled.contains($0) }
            .sorted { (($0 * 37) % 50, $0) < (($1 * 37) % 50, $1) }
        #expect(fired == expected)
        #expect(clock.pendingTimerCount == 0)
        #expect(clock.nextDeadline == nil)
    }

    /// A long-lived timer stays first while 100,000 later ones are scheduled and cancelled: the
    /// clock keeps one pending timer, and the long one still fires, alone.
    @Test("Timers cancelled behind a long-lived one are forgotten")
    func cancelledBehindLongTimer() {
        let clock = ManualClock()
        var fired: [String] = []
        _ = clock.schedule(at: 1_000) { fired.append("long") }
        for index in 0..<100_000 {
            let token = clock.schedule(at: 1_000 + Double(index)) { fired.append("short") }
            clock.cancel(token)
        }
        #expect(clock.pendingTimerCount == 1)
        #expect(clock.nextDeadline == 1_000)
        clock.advance(to: 200_000)
        #expect(fired == ["long"])
    }
}
