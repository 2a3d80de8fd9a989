import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Arbitration: exclusion, simultaneity, failure requirements")
struct ArbitrationTests {
    /// Two drags that both begin on the same move: the first to recognize excludes the other.
    @Test("Exclusion on one view: the first to recognize wins")
    func exclusionSameView() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(TestDrag(name: "a"), to: box)
        scene.attach(TestDrag(name: "b"), to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(65, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "a: possible → began",
            "# b failed: excluded by a",
            "b: possible → failed",
            "a: action began at (65.0, 50.0)",
            "box.touchesCancelled [1]",
            "a: began → changed",
            "a: action changed at (70.0, 50.0)",
            "a: changed → ended",
            "a: action ended at (70.0, 50.0)",
        ])
    }

    @Test("Exclusion between parent and child: the child's recognizer runs first and wins")
    func exclusionParentChild() {
        let scene = Scene(decisions: true)
        let parent = scene.view("parent", Rect(x: 0, y: 0, width: 300, height: 300))
        let child = scene.view("child", Rect(x: 50, y: 50, width: 100, height: 100), in: parent)
        scene.attach(TestDrag(name: "parentDrag"), to: parent)
        scene.attach(TestDrag(name: "childDrag"), to: child)

        scene.driver.down(1, at: pt(100, 100))
        scene.driver.move(1, to: pt(120, 100))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "child.touchesBegan [1]",
            "childDrag: possible → began",
            "# parentDrag failed: excluded by childDrag",
            "parentDrag: possible → failed",
            "childDrag: action began at (120.0, 100.0)",
            "child.touchesCancelled [1]",
            "childDrag: began → ended",
            "childDrag: action ended at (120.0, 100.0)",
        ])
    }

    @Test("Siblings never exclude each other: two fingers drag two views at once")
    func siblingsDoNotExclude() {
        let scene = Scene()
        let left = scene.view("left", Rect(x: 0, y: 0, width: 100, height: 100))
        let right = scene.view("right", Rect(x: 150, y: 0, width: 100, height: 100))
        scene.attach(TestDrag(name: "leftDrag"), to: left)
        scene.attach(TestDrag(name: "rightDrag"), to: right)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.down(2, at: pt(200, 50))
        scene.driver.frame { samples in
            samples.append(TouchInput(id: 1, phase: .moved, location: pt(50, 70)))
            samples.append(TouchInput(id: 2, phase: .moved, location: pt(200, 70)))
        }
        scene.driver.frame { samples in
            samples.append(TouchInput(id: 1, phase: .ended, location: pt(50, 70)))
            samples.append(TouchInput(id: 2, phase: .ended, location: pt(200, 70)))
        }

        expectTrace(scene.trace.lines, [
            "left.touchesBegan [1]",
            "right.touchesBegan [2]",
            "leftDrag: possible → began",
            "rightDrag: possible → began",
            "leftDrag: action began at (50.0, 70.0)",
            "rightDrag: action began at (200.0, 70.0)",
            "left.touchesCancelled [1]",
            "right.touchesCancelled [2]",
            "leftDrag: began → ended",
            "rightDrag: began → ended",
            "leftDrag: action ended at (50.0, 70.0)",
            "rightDrag: action ended at (200.0, 70.0)",
        ])
    }

    @Test("Simultaneous recognition needs only one of the two delegates to say yes", arguments: [true, false])
    func simultaneousOneDelegate(onFirst: Bool) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let a = scene.attach(TestDrag(name: "a"), to: box)
        let b = scene.attach(TestDrag(name: "b"), to: box)
        let yes = TestDelegate()
        yes.simultaneous = true
        let no = TestDelegate()
        no.simultaneous = false
        a.delegate = onFirst ? yes : no
        b.delegate = onFirst ? no : yes

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(65, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "a: possible → began",
            "b: possible → began",
            "a: action began at (65.0, 50.0)",
            "b: action began at (65.0, 50.0)",
            "box.touchesCancelled [1]",
            "a: began → ended",
            "b: began → ended",
            "a: action ended at (65.0, 50.0)",
            "b: action ended at (65.0, 50.0)",
        ])
    }

    @Test("canPrevent and canBePrevented opt out of exclusion", arguments: ["canPrevent", "canBePrevented"])
    func optOutOfExclusion(hook: String) {
        final class Meek: GestureRecognizer {
            var side = ""
            var started = false
            override func canPrevent(_ other: GestureRecognizer) -> Bool { side != "canPrevent" }
            override func canBePrevented(by other: GestureRecognizer) -> Bool { side != "canBePrevented" }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) { state = .began }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let winner = Meek()
        winner.name = "winner"
        let loser = Meek()
        loser.name = "loser"
        // `canPrevent` is asked of the winner, `canBePrevented` of the loser.
        if hook == "canPrevent" { winner.side = hook } else { loser.side = hook }
        scene.attach(winner, to: box)
        scene.attach(loser, to: box)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(51, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "winner: possible → began",
            "loser: possible → began",
            "winner: action began at (51.0, 50.0)",
            "loser: action began at (51.0, 50.0)",
            "box.touchesCancelled [1]",
            "winner: began → ended",
            "loser: began → ended",
            "winner: action ended at (51.0, 50.0)",
            "loser: action ended at (51.0, 50.0)",
        ])
    }

    @Test("A recognizer already running is not cancelled by a newcomer: the newcomer fails")
    func runningWins() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 300, height: 300))
        box.isMultipleTouchEnabled = true
        let first = scene.attach(TestDrag(name: "first"), to: box)
        let second = TestDrag(name: "second")
        scene.attach(second, to: box)
        // `second` only sees the second finger.
        final class SecondFingerOnly: GestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                touch.identifier == 2
            }
        }
        let filter = SecondFingerOnly()
        second.delegate = filter
        final class FirstFingerOnly: GestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                touch.identifier == 1
            }
        }
        let filter1 = FirstFingerOnly()
        first.delegate = filter1

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(70, 50))
        scene.driver.down(2, at: pt(150, 150))
        scene.driver.move(2, to: pt(170, 150))
        scene.driver.up(2)
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "first: possible → began",
            "first: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "box.touchesBegan [2]",
            "# second failed: excluded by first",
            "second: possible → failed",
            "box.touchesMoved [2]",
            "box.touchesEnded [2]",
            "first: began → ended",
            "first: action ended at (70.0, 50.0)",
        ])
    }

    @Test("require(toFail:) when the required recognizer fails: the waiting one is released")
    func requireToFailReleased() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        tap.require(toFail: drag)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(53, 50))
        scene.driver.up(1)

        // The tap asks to recognize first; it waits; the drag fails at the same lift; the tap is
        // released in the same event.
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesMoved [1]",
            "# tap waiting for drag to fail",
            "drag: possible → failed",
            "# tap released: required recognizers failed",
            "tap: possible → ended",
            "tap: action ended at (53.0, 50.0)",
            "box.touchesCancelled [1]",
        ])
        #expect(tap.state == .possible)
    }

    @Test("require(toFail:) when the required recognizer recognizes: the waiting one fails")
    func requireToFailFails() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        tap.slop = 1000  // the tap would recognize on its own
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        tap.require(toFail: drag)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "# tap failed: drag recognized and was required to fail",
            "tap: possible → failed",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (80.0, 50.0)",
        ])
    }

    @Test("A held tap waits for a double tap's timer, then fires late; a double tap fails it")
    func singleWaitsForDouble() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let single = scene.attach(TestTap(name: "single"), to: box)
        let double = scene.attach(TestTap(name: "double", taps: 2), to: box)
        single.require(toFail: double)

        // One tap: the single tap fires when the double tap gives up, 0.35 s after the lift, and
        // the view's touchesEnded is held back until then too.
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.wait(0.05)
        scene.driver.up(1)
        #expect(scene.trace.take() == [
            "box.touchesBegan [1]",
            "# single waiting for double to fail",
        ])
        scene.driver.wait(0.34)
        #expect(scene.trace.take() == [])
        scene.driver.wait(0.02)
        expectTrace(scene.trace.take(), [
            "double: possible → failed",
            "# single released: required recognizers failed",
            "single: possible → ended",
            "single: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
        ])

        // Two taps: the double tap recognizes; the single one fails.
        scene.driver.wait(1)
        scene.driver.down(2, at: pt(50, 50))
        scene.driver.up(2)
        scene.driver.wait(0.1)
        scene.driver.down(3, at: pt(52, 50))
        scene.driver.up(3)
        expectTrace(scene.trace.take(), [
            "box.touchesBegan [2]",
            "# single waiting for double to fail",
            "box.touchesBegan [3]",
            "double: possible → ended",
            "# single failed: double recognized and was required to fail",
            "single: possible → failed",
            "double: action ended at (52.0, 50.0)",
            "box.touchesCancelled [2,3]",
        ])
    }

    @Test("Failure requirements from the delegate and from subclass hooks count like require(toFail:)",
          arguments: ["delegate", "shouldRequireFailure", "shouldBeRequiredToFail"])
    func dynamicRequirements(source: String) {
        final class Picky: GestureRecognizer {
            var requireAll = false
            var beRequired = false
            override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { requireAll }
            override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { beRequired }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
        }
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let waiter = Picky()
        waiter.name = "waiter"
        scene.attach(waiter, to: box)
        let drag = TestDrag(name: "drag")
        let delegate = TestDelegate()
        switch source {
        case "delegate":
            delegate.requireFailureOf = [ObjectIdentifier(drag)]
            waiter.delegate = delegate
            scene.attach(drag, to: box)
        case "shouldRequireFailure":
            waiter.requireAll = true
            scene.attach(drag, to: box)
        default:
            // The drag is the one asked whether the waiter should wait for it.
            final class Required: GestureRecognizer {
                override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { true }
                override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .failed }
            }
            let required = Required()
            required.name = "drag"
            scene.attach(required, to: box)
        }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# waiter waiting for drag to fail",
            "drag: possible → failed",
            "# waiter released: required recognizers failed",
            "waiter: possible → ended",
            "waiter: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
        ])
    }

    @Test("A cycle of failure requirements is broken: the first to ask proceeds, and it is reported")
    func requirementCycle() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let a = scene.attach(TestTap(name: "a"), to: box)
        let b = scene.attach(TestTap(name: "b"), to: box)
        let c = scene.attach(TestTap(name: "c"), to: box)
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# a waiting for b to fail",
            "# b waiting for c to fail",
            "# c waiting for a to fail",
            "# failure requirement cycle a → b → c → a; a proceeds",
            "# a released: required recognizers failed",
            "a: possible → ended",
            "# b failed: excluded by a",
            "b: possible → failed",
            "# c failed: a recognized and was required to fail",
            "c: possible → failed",
            "a: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
        ])
        // Everything is reset and the next gesture works the same way.
        #expect([a.state, b.state, c.state] == [.possible, .possible, .possible])
        scene.trace.clear()
        scene.driver.down(2, at: pt(50, 50))
        scene.driver.up(2)
        #expect(scene.trace.lines.contains("a: action ended at (50.0, 50.0)"))
    }

    /// A custom recognizer that begins at once and never ends, waiting for one that never decides:
    /// when the finger lifts, the undecided one fails, the first is released with no touch left
    /// to end it, and it is cancelled rather than left running for ever.
    @Test("A recognizer released after its touches lifted, with nothing to end it, is cancelled")
    func releasedAfterLift() {
        final class BeginsAndForgets: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .began }
        }
        final class NeverDecides: GestureRecognizer {}
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let eager = scene.attach(BeginsAndForgets(), to: box)
        eager.name = "eager"
        let idle = scene.attach(NeverDecides(), to: box)
        idle.name = "idle"
        eager.require(toFail: idle)

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "# eager waiting for idle to fail",
            "box.touchesBegan [1]",
            "# idle failed: still possible after its touches ended",
            "idle: possible → failed",
            "# eager released: required recognizers failed",
            "eager: possible → began",
            "eager: action began at (50.0, 50.0)",
            "# eager cancelled: still running after its touches ended",
            "eager: began → cancelled",
            "eager: action cancelled at (50.0, 50.0)",
            // The view's touchesEnded was held back (delaysTouchesEnded) while eager waited; eager
            // then recognized, so the view hears of a cancellation instead.
            "box.touchesCancelled [1]",
            "eager: reset",
            "idle: reset",
        ])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("gestureRecognizerShouldBegin: the touched view is asked first, then the delegate",
          arguments: ["view", "delegate", "neither"])
    func shouldBegin(refuser: String) {
        final class Refusing: RecordingView {
            var refuse = false
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { !refuse }
        }
        let scene = Scene(decisions: true)
        let parent = scene.view("parent", Rect(x: 0, y: 0, width: 300, height: 300))
        let child = Refusing(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        // The recognizer is on the parent; the touch lands on the child, which is asked.
        let tap = scene.attach(TestTap(name: "tap"), to: parent)
        let delegate = TestDelegate()
        tap.delegate = delegate
        child.refuse = refuser == "view"
        delegate.shouldBegin = refuser != "delegate"

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        switch refuser {
        case "view":
            expectTrace(scene.trace.lines, [
                "child.touchesBegan [1]",
                "# tap failed: view said it should not begin",
                "tap: possible → failed",
                "child.touchesEnded [1]",
            ])
            #expect(delegate.asked == [])
        case "delegate":
            expectTrace(scene.trace.lines, [
                "child.touchesBegan [1]",
                "# tap failed: delegate said it should not begin",
                "tap: possible → failed",
                "child.touchesEnded [1]",
            ])
            #expect(delegate.asked == ["shouldBegin tap"])
        default:
            expectTrace(scene.trace.lines, [
                "child.touchesBegan [1]",
                "tap: possible → ended",
                "tap: action ended at (50.0, 50.0)",
                "child.touchesCancelled [1]",
            ])
        }
    }

    /// Apple: the question is asked while the recognizer attempts to leave `.possible`; it only
    /// makes sense before the transition. The view's hook and the delegate both see `.possible`,
    /// for a pan beginning by itself and for a tap released after the recognizer it waited for
    /// failed; the action that follows sees the new state.
    @Test("Inside gestureRecognizerShouldBegin the recognizer still reads possible")
    func shouldBeginReadsPossible() {
        final class Asking: RecordingView {
            var seen: [String] = []
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                seen.append("view: \(gestureRecognizer.diagnosticLabel) \(gestureRecognizer.state)")
                return true
            }
        }
        final class Delegate: GestureRecognizerDelegate {
            var seen: [String] = []
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                seen.append("delegate: \(gestureRecognizer.diagnosticLabel) \(gestureRecognizer.state)")
                return true
            }
        }
        let scene = Scene(decisions: true)
        let box = Asking(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        box.accessibilityIdentifier = "box"
        scene.window.addSubview(box)
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        pan.name = "pan"
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        let doubleTap = scene.attach(TestTap(name: "doubleTap", taps: 2), to: box)
        tap.require(toFail: doubleTap)
        let delegate = Delegate()
        pan.delegate = delegate
        tap.delegate = delegate
        var actions: [String] = []
        pan.addAction { actions.append("pan \($0.state)") }
        tap.addAction { actions.append("tap \($0.state)") }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        scene.driver.down(2, at: pt(150, 150))
        scene.driver.up(2)
        scene.driver.wait(0.4)

        #expect(box.seen + delegate.seen == [
            "view: pan possible", "view: tap possible",
            "delegate: pan possible", "delegate: tap possible",
        ])
        #expect(actions == ["pan began", "pan ended", "tap ended"])
    }

    @Test("shouldReceive touch false hides the touch from that recognizer for its whole life")
    func shouldReceiveTouch() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        let delegate = TestDelegate()
        delegate.receiveTouch = false
        tap.delegate = delegate

        scene.driver.down(1, at: pt(50, 50))
        delegate.receiveTouch = true  // too late for touch 1
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box.touchesEnded [1]",
        ])
        #expect(tap.state == .possible)
    }

    @Test("The event question: a delegate that answers it hears every event, a new delegate is asked afresh, and a delegate forwarding to another's default keeps being asked")
    func shouldReceiveEvent() {
        /// Keeps every default: the recognizer stops asking it about events after the first.
        final class Plain: GestureRecognizerDelegate {}
        final class Answering: GestureRecognizerDelegate {
            var refuse = false
            var log: [String]
            init(log: [String] = []) { self.log = log }
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
                log.append(refuse ? "refused" : "received")
                return !refuse
            }
        }
        /// Its own answer, which calls another object's default: it is still asked every time.
        final class Forwarding: GestureRecognizerDelegate {
            let inner = Plain()
            var asked = 0
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
                asked += 1
                return inner.gestureRecognizer(gestureRecognizer, shouldReceive: event)
            }
        }
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        var actions: [String] = []
        pan.addAction { actions.append("\($0.state) \($0.translation(in: nil).y)") }
        let plain = Plain()
        pan.delegate = plain

        scene.driver.down(1, at: pt(100, 100))
        scene.driver.move(1, to: pt(100, 130))
        scene.driver.move(1, to: pt(100, 140))
        // (The translation starts past the pan's 10-point slop.)
        #expect(actions == ["began 20.0", "changed 30.0"])

        let answering = Answering()
        pan.delegate = answering
        scene.driver.move(1, to: pt(100, 150))
        answering.refuse = true
        scene.driver.move(1, to: pt(100, 160))  // withheld: the pan does not hear of it
        answering.refuse = false
        scene.driver.move(1, to: pt(100, 170))
        #expect(answering.log == ["received", "refused", "received"])
        // The withheld move is not the pan's: it adds up the moves it hears.
        #expect(actions == ["began 20.0", "changed 30.0", "changed 40.0", "changed 50.0"])

        let forwarding = Forwarding()
        pan.delegate = forwarding
        scene.driver.move(1, to: pt(100, 180))
        scene.driver.move(1, to: pt(100, 190))
        scene.driver.up(1)
        #expect(forwarding.asked == 3)
        #expect(actions == ["began 20.0", "changed 30.0", "changed 40.0", "changed 50.0",
                            "changed 60.0", "changed 70.0", "ended 70.0"])

        // The default answered once for `plain` does not carry over when it becomes the delegate
        // again after another: a delegate that answers is asked from its first event on.
        pan.delegate = plain
        pan.delegate = answering
        scene.driver.down(2, at: pt(100, 100))
        scene.driver.up(2)
        #expect(answering.log == ["received", "refused", "received", "received", "received"])
        withExtendedLifetime(plain) {}
    }
}

/// Many recognizers whose delegate makes each wait for every other: the cycles among them are
/// broken one at a time, each once, and finding each costs a walk over the requirements, not
/// their square.
@MainActor
@Suite("Arbitration: many recognizers waiting for one another")
struct RequirementSwarmTests {
    /// Answers that every recognizer must wait for every other one to fail.
    final class EveryoneWaits: GestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { true }
    }

    @Test("Four taps that each wait for all the others: the first to ask breaks its cycles one by one and wins")
    func fourWaitForAll() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let delegate = EveryoneWaits()
        for name in ["a", "b", "c", "d"] { scene.attach(TestTap(name: name), to: box).delegate = delegate }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        // Each waits for the three others; the cycles are found from a, the first to ask, and
        // each is broken for a alone, until a waits for nothing and wins.
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# a waiting for b, c, d to fail",
            "# b waiting for a, c, d to fail",
            "# c waiting for a, b, d to fail",
            "# d waiting for a, b, c to fail",
            "# failure requirement cycle a → b → a; a proceeds",
            "# failure requirement cycle a → c → a; a proceeds",
            "# failure requirement cycle a → d → a; a proceeds",
            "# a released: required recognizers failed",
            "a: possible → ended",
            "# b failed: a recognized and was required to fail",
            "b: possible → failed",
            "# c failed: a recognized and was required to fail",
            "c: possible → failed",
            "# d failed: a recognized and was required to fail",
            "d: possible → failed",
            "a: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
        ])
    }

    /// The longest test of the suite: each tap asks its delegate about the 299 others, and 299
    /// cycles are broken one by one, each after gathering every held tap's requirements through
    /// the arbitration machine, which a debug build does not specialize (about a minute in a debug
    /// build here). The limit is a hang guard with room for a loaded machine.
    @Test("Three hundred taps that each wait for all the others settle, the first to ask winning",
          .timeLimit(.minutes(5)))
    func threeHundredWaitForAll() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let delegate = EveryoneWaits()
        let taps = (0..<300).map { scene.attach(TestTap(name: "t\($0)"), to: box) }
        for tap in taps { tap.delegate = delegate }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        let lines = scene.trace.lines
        #expect(lines.filter { $0.hasPrefix("# failure requirement cycle") }.count == 299)
        #expect(lines.filter { $0.hasSuffix(": possible → ended") } == ["t0: possible → ended"])
        #expect(lines.filter { $0.hasSuffix(": possible → failed") }.count == 299)
        #expect(lines.last == "box.touchesCancelled [1]")
        #expect(taps.allSatisfy { $0.state == .possible })
    }

    /// Built-in taps that only wait for one another by `require(toFail:)` need no question put to
    /// any delegate or class: the engine's own hooks answer no. So a ring of them is settled by
    /// looking at the declared requirements alone.
    @Test("Three built-in taps in a ring of requirements: the first to ask breaks the ring and wins")
    func ringOfThreeBuiltInTaps() {
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let taps = (0..<3).map { index -> TapGestureRecognizer in
            let tap = TapGestureRecognizer()
            tap.name = "t\(index)"
            return scene.attach(tap, to: box)
        }
        for index in 0..<3 { taps[index].require(toFail: taps[(index + 1) % 3]) }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# t0 waiting for t1 to fail",
            "# t1 waiting for t2 to fail",
            "# t2 waiting for t0 to fail",
            "# failure requirement cycle t0 → t1 → t2 → t0; t0 proceeds",
            "# t0 released: required recognizers failed",
            "t0: possible → ended",
            "# t1 failed: excluded by t0",
            "t1: possible → failed",
            "# t2 failed: t0 recognized and was required to fail",
            "t2: possible → failed",
            "t0: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [1]",
            "t0: reset",
            "t1: reset",
            "t2: reset",
        ])
    }

    /// Thousands of built-in taps, in one ring or in rings of three: the requirements each one
    /// waits for are its declared ones, found without scanning every other recognizer, so one tap
    /// settles in time that grows with the recognizers (n log n), not their pairs (gestures-bench
    /// `taps-N-recognizers-one-cycle`, `…-cycles-of-4`).
    @Test("Thousands of built-in taps in requirement rings settle, the first to ask winning",
          arguments: [3_000, 3])
    func ringsOfBuiltInTaps(ringLength: Int) {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let count = 3_000
        let taps = (0..<count).map { index -> TapGestureRecognizer in
            let tap = TapGestureRecognizer()
            tap.name = "t\(index)"
            return scene.attach(tap, to: box)
        }
        for start in stride(from: 0, to: count, by: ringLength) {
            for index in start..<(start + ringLength) {
                taps[index].require(toFail: taps[index + 1 < start + ringLength ? index + 1 : start])
            }
        }

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)

        let lines = scene.trace.lines
        // Only the first ring has to be broken: its winner excludes every other tap on the view.
        #expect(lines.filter { $0.hasPrefix("# failure requirement cycle") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("# failure requirement cycle") }.first?.hasSuffix("; t0 proceeds") == true)
        #expect(lines.filter { $0.hasSuffix(": possible → ended") } == ["t0: possible → ended"])
        #expect(lines.filter { $0.hasSuffix(": possible → failed") }.count == count - 1)
        #expect(lines.filter { $0.hasPrefix("# t") && $0.contains(" waiting for ") }.count == count)
        #expect(lines.last == "box.touchesCancelled [1]")
        #expect(taps.allSatisfy { $0.state == .possible })
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }
}
