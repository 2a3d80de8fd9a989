import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Changes made from inside actions and callbacks")
struct ReentrancyTests {
    @Test("Disabling a running recognizer cancels it; disabling a possible one fails it")
    func disableMidGesture() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        tap.slop = 1000
        let delegate = TestDelegate()
        delegate.simultaneous = true
        drag.delegate = delegate

        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        drag.isEnabled = false
        tap.isEnabled = false
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "# drag cancelled: disabled",
            "drag: began → cancelled",
            "drag: action cancelled at (80.0, 50.0)",
            "# tap failed: disabled",
            "tap: possible → failed",
        ])
        // Disabled recognizers receive no touches.
        scene.trace.clear()
        scene.driver.down(2, at: pt(50, 50))
        scene.driver.up(2)
        #expect(scene.trace.lines == ["box.touchesBegan [2]", "box.touchesEnded [2]"])
    }

    @Test("Removing a view from inside its own recognizer's action is safe")
    func removeViewInOwnAction() {
        let scene = Scene(decisions: true)
        let parent = scene.view("parent", Rect(x: 0, y: 0, width: 300, height: 300))
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200), in: parent)
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        drag.cancelsTouchesInView = false
        let outer = scene.attach(TestDrag(name: "outer"), to: parent)
        outer.cancelsTouchesInView = false
        let delegate = TestDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        drag.addAction { recognizer in
            if recognizer.state == .changed { recognizer.view?.removeFromSuperview() }
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.move(1, to: pt(100, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "outer: possible → began",
            "drag: action began at (80.0, 50.0)",
            "outer: action began at (80.0, 50.0)",
            "box.touchesMoved [1]",
            "drag: began → changed",
            "outer: began → changed",
            "drag: action changed at (90.0, 50.0)",
            "# drag cancelled: its view left the window",
            "outer: action changed at (90.0, 50.0)",
            "drag: changed → cancelled",
            "drag: action cancelled at (90.0, 50.0)",
            "box.touchesCancelled [1]",
            // The parent's recognizer keeps the touch.
            "outer: changed → changed",
            "outer: action changed at (100.0, 50.0)",
            "outer: changed → ended",
            "outer: action ended at (100.0, 50.0)",
        ])
        #expect(box.superview == nil)
        #expect(drag.state == .possible)
    }

    @Test("Removing a recognizer from its view inside its own action cancels it once")
    func removeRecognizerInOwnAction() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        var states: [GestureRecognizer.State] = []
        drag.addAction { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { box.removeGestureRecognizer(recognizer) }
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        #expect(states == [.began, .cancelled])
        #expect(drag.view == nil)
        #expect(drag.state == .possible)
        #expect(box.gestureRecognizers == nil)
    }

    /// Removing a running recognizer sends its cancellation from inside the removal; an action
    /// that then detaches the recognizer, or attaches it to another view, must leave the view
    /// lists consistent (this once removed a stale index and crashed).
    @Test("A cancellation action that moves its recognizer during removal", arguments: ["detach", "attach"])
    func cancellationActionMovesRecognizer(move: String) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let other = scene.view("other", Rect(x: 0, y: 250, width: 100, height: 100))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        scene.attach(TestTap(name: "bystander"), to: box)
        drag.addAction { recognizer in
            guard recognizer.state == .cancelled else { return }
            if move == "detach" {
                box.removeGestureRecognizer(recognizer)
            } else {
                other.addGestureRecognizer(recognizer)
            }
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        box.removeGestureRecognizer(drag)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "bystander: possible → failed",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → cancelled",
            "drag: action cancelled at (80.0, 50.0)",
        ])
        #expect(box.gestureRecognizers?.map(\.name) == ["bystander"])
        #expect(drag.view === (move == "detach" ? nil : other))
        #expect(other.gestureRecognizers?.map(\.name) == (move == "detach" ? nil : ["drag"]))
        #expect(drag.state == .possible)
    }

    /// The outer call has the last word: a recognizer moved to `target` (outside the window, so its
    /// gesture is cancelled) ends up on `target`, even when its cancellation action attaches it
    /// somewhere else first.
    @Test("Attaching a running recognizer elsewhere while its cancellation action re-attaches it")
    func attachWhileActionReattaches() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let detour = scene.view("detour", Rect(x: 0, y: 250, width: 100, height: 100))
        let target = View(frame: Rect(x: 150, y: 250, width: 100, height: 100))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        drag.addAction { recognizer in
            if recognizer.state == .cancelled { detour.addGestureRecognizer(recognizer) }
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        target.addGestureRecognizer(drag)
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (80.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → cancelled",
            "drag: action cancelled at (80.0, 50.0)",
        ])
        #expect(drag.view === target)
        #expect(box.gestureRecognizers == nil)
        #expect(detour.gestureRecognizers == nil)
        #expect(target.gestureRecognizers?.map(\.name) == ["drag"])
    }

    /// A recognizer asking to begin consults its delegate about failure requirements; a delegate
    /// that removes the recognizer's view right then ends the attempt: the recognizer fails with
    /// its view gone and never begins.
    @Test("A delegate that removes the view while the recognizer asks to begin stops the attempt")
    func delegateRemovesViewDuringAttempt() {
        final class Remover: GestureRecognizerDelegate {
            var view: View?
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                   shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                view?.removeFromSuperview()
                view = nil
                return true
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        scene.attach(TestTap(name: "tap"), to: box)
        let remover = Remover()
        remover.view = box
        drag.delegate = remover
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "# drag failed: its view left the window",
            "# tap failed: its view left the window",
            "drag: possible → failed",
            "tap: possible → failed",
            "box.touchesCancelled [1]",
            "drag: reset",
            "tap: reset",
        ])
        #expect(box.superview == nil)
        #expect(drag.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    /// Two hover recognizers under the pointer; the first one's delegate takes their view out of
    /// the window as it is asked to begin. The second was under the pointer when the event
    /// arrived, but is not any more: it must not begin on a view outside the window, where no
    /// exit would ever end it.
    @Test("A hover recognizer whose view leaves during the same pointer event does not begin")
    func hoverViewRemovedDuringEvent() {
        final class Remover: GestureRecognizerDelegate {
            var view: View?
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                view?.removeFromSuperview()
                view = nil
                return true
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let first = scene.attach(HoverGestureRecognizer(), to: box)
        first.name = "first"
        let second = scene.attach(HoverGestureRecognizer(), to: box)
        second.name = "second"
        let remover = Remover()
        remover.view = box
        first.delegate = remover
        scene.driver.hover(.entered, at: pt(50, 50))
        scene.driver.hover(.moved, at: pt(60, 50))
        scene.driver.hover(.exited, at: pt(60, 50))
        expectTrace(scene.trace.lines, [
            "# first failed: its view left the window",
            "first: possible → failed",
            "first: reset",
        ])
        #expect([first.state, second.state] == [.possible, .possible])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    /// A recognizer that begins and is cancelled before its actions go out sends two actions, each
    /// reading its own state. An assignment made from the first (it still reads `.began`) comes
    /// after the recognizer has really finished: it is void (reported as an ignored transition
    /// from the state the recognizer really has), and the recognizer resets as usual.
    @Test("Assigning a state from an action that reports an earlier state cannot revive a finished recognizer")
    func assignmentFromStaleAction() {
        final class Begins: GestureRecognizer {
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                if state == .possible { state = .began }
            }
        }
        /// Runs after `Begins` in the same event and cancels it.
        final class Saboteur: GestureRecognizer {
            weak var victim: GestureRecognizer?
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                victim?.state = .cancelled
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let quitter = scene.attach(Begins(), to: box)
        quitter.name = "quitter"
        let saboteur = scene.attach(Saboteur(), to: box)
        saboteur.name = "saboteur"
        saboteur.victim = quitter
        let delegate = TestDelegate()
        delegate.simultaneous = true
        saboteur.delegate = delegate
        var seen: [GestureRecognizer.State] = []
        quitter.addAction { recognizer in
            seen.append(recognizer.state)
            if recognizer.state == .began { recognizer.state = .changed }
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(60, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "quitter: possible → began",
            "quitter: began → cancelled",
            "quitter: action began at (60.0, 50.0)",
            "# quitter invalid transition cancelled → changed, ignored",
            "quitter: action cancelled at (60.0, 50.0)",
            "box.touchesCancelled [1]",
            "quitter: reset",
            "# saboteur failed: still possible after its touches ended",
            "saboteur: possible → failed",
            "saboteur: reset",
        ])
        #expect(seen == [.began, .cancelled])
        #expect(quitter.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    /// `reset()` runs at the very end of a pass; a state it assigns to another recognizer is
    /// settled right away in a pass of its own, not left waiting for an event that may never come.
    @Test("A state assigned from reset() is settled at once")
    func assignmentFromReset() {
        final class TapThatNudges: GestureRecognizer {
            weak var other: GestureRecognizer?
            override func touchesEnded(_ touches: Set<Touch>, with event: Event) { state = .ended }
            override func reset() { other?.state = .ended }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let side = scene.view("side", Rect(x: 150, y: 0, width: 100, height: 100))
        let tap = scene.attach(TapThatNudges(), to: box)
        tap.name = "tap"
        let other = scene.attach(GestureRecognizer(), to: side)
        other.name = "other"
        tap.other = other
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
            "tap: reset",
            "other: possible → ended",
            "other: action ended at (0.0, 0.0)",
            "other: reset",
        ])
        #expect(other.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("Sending an event from inside an action queues it until the current one is done")
    func sendEventFromAction() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        var sent = false
        tap.addAction { _ in
            scene.trace.note("action starts")
            if !sent {
                sent = true
                scene.driver.down(2, at: pt(60, 60))
                scene.driver.up(2)
            }
            scene.trace.note("action ends")
        }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "action starts",
            "action ends",
            "box.touchesCancelled [1]",
            "box.touchesBegan [2]",
            "tap: possible → ended",
            "tap: action ended at (60.0, 60.0)",
            "action starts",
            "action ends",
            "box.touchesCancelled [2]",
        ])
    }

    @Test("An action that sets other recognizers' states is arbitrated in the next round")
    func actionSetsState() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let box2 = scene.view("box2", Rect(x: 100, y: 100, width: 100, height: 100))
        let puppet = scene.attach(Puppet(name: "puppet"), to: box)
        let tap = scene.attach(TestTap(name: "tap"), to: box2)
        tap.addAction { _ in puppet.state = .began }
        puppet.addAction { p in if p.state == .began { p.state = .ended } }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.down(2, at: pt(150, 150))
        scene.driver.up(2)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "box2.touchesBegan [2]",
            "tap: possible → ended",
            "tap: action ended at (150.0, 150.0)",
            "puppet: possible → began",
            "puppet: action began at (50.0, 50.0)",
            "puppet: began → ended",
            "puppet: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
            "box2.touchesCancelled [2]",
        ])
    }

    @Test("Actions that keep changing each other's states are stopped after a bounded number of rounds")
    func actionLoopIsBounded() {
        let scene = Scene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let a = scene.attach(Puppet(name: "a"), to: box)
        let b = scene.attach(Puppet(name: "b"), to: box)
        let delegate = TestDelegate()
        delegate.simultaneous = true
        a.delegate = delegate
        a.addAction { _ in b.state = .changed }
        b.addAction { _ in a.state = .changed }
        scene.driver.down(1, at: pt(50, 50))
        a.state = .began
        let stop = scene.trace.lines.filter { $0.hasPrefix("# misuse: actions kept changing states") }
        #expect(stop.count == 1)
        // The engine still works afterwards.
        scene.driver.up(1)
        #expect(a.state == .possible && b.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("Advancing the clock from inside an action fires the timers after the current pass")
    func clockAdvanceFromAction() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 100, height: 100))
        let other = scene.view("other", Rect(x: 100, y: 100, width: 100, height: 100))
        let tap = scene.attach(TestTap(name: "tap"), to: box)
        scene.attach(TestHold(name: "hold"), to: other)
        tap.addAction { _ in
            scene.trace.note("tap action: waiting 1 s")
            scene.driver.wait(1)
            scene.trace.note("tap action: done")
        }
        scene.driver.down(2, at: pt(150, 150))
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "other.touchesBegan [2]",
            "box.touchesBegan [1]",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "tap action: waiting 1 s",
            "tap action: done",
            "box.touchesCancelled [1]",
            "hold: possible → began",
            "hold: action began at (150.0, 150.0)",
            "other.touchesCancelled [2]",
        ])
    }
}

@MainActor
@Suite("Views that leave the window from their own touch methods")
struct SelfRemovalTests {
    /// A view that takes itself out of the window in its own `touchesBegan` (removed, or moved
    /// under a view in no window): the touch still ends for it — `touchesCancelled`, once — with or
    /// without a recognizer on it, and a recognizer there fails with its view gone.
    @Test("A view leaving the window in its own touchesBegan gets its touch cancelled, with or without a recognizer",
          arguments: [false, true], ["remove", "reparent"])
    func leavesInTouchesBegan(withRecognizer: Bool, how: String) {
        final class Leaving: RecordingView {
            var how = ""
            let elsewhere = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
                if how == "remove" { removeFromSuperview() } else { elsewhere.addSubview(self) }
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let box = Leaving(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        box.accessibilityIdentifier = "box"
        box.how = how
        scene.window.addSubview(box)
        if withRecognizer { scene.attach(TestDrag(name: "drag"), to: box) }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.up(1)
        let recognizerLines = withRecognizer
            ? ["# drag failed: its view left the window", "drag: possible → failed"] : []
        expectTrace(scene.trace.lines, ["box.touchesBegan [1]"] + recognizerLines + ["box.touchesCancelled [1]"]
            + (withRecognizer ? ["drag: reset"] : []))
        #expect(scene.window.engine.activeRecognizers.isEmpty)
        #expect(scene.window.engine.activeTouches.isEmpty)
    }
}

extension SelfRemovalTests {
    /// A delegate that takes the view out of the window while asked whether its recognizer should
    /// receive a new touch: the recognizer is not in the window any more, so it does not take the
    /// touch, never begins and sends nothing; recognizers of the views still in the window (the
    /// removed view's old ancestors) take the touch as usual.
    @Test("A delegate removing the view in shouldReceive(touch): that recognizer never takes the touch")
    func removedInShouldReceive() {
        final class Remover: GestureRecognizerDelegate {
            var view: View?
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                view?.removeFromSuperview()
                view = nil
                return true
            }
        }
        let scene = Scene(decisions: true, resets: true)
        let outer = scene.view("outer", Rect(x: 0, y: 0, width: 300, height: 300))
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200), in: outer)
        let drag = scene.attach(TestDrag(name: "drag"), to: box)
        let outerDrag = scene.attach(TestDrag(name: "outerDrag"), to: outer)
        let remover = Remover()
        remover.view = box
        drag.delegate = remover
        var actions: [String] = []
        drag.addAction { actions.append("drag \($0.state)") }
        outerDrag.addAction { actions.append("outerDrag \($0.state)") }
        scene.driver.down(1, at: pt(50, 50))
        scene.driver.move(1, to: pt(80, 50))
        scene.driver.move(1, to: pt(90, 50))
        scene.driver.up(1)
        expectTrace(scene.trace.lines, [
            "outerDrag: possible → began",
            "outerDrag: action began at (80.0, 50.0)",
            "outerDrag: began → changed",
            "outerDrag: action changed at (90.0, 50.0)",
            "outerDrag: changed → ended",
            "outerDrag: action ended at (90.0, 50.0)",
            "outerDrag: reset",
        ])
        #expect(actions == ["outerDrag began", "outerDrag changed", "outerDrag ended"])
        #expect(box.superview == nil)
        #expect(drag.state == .possible)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
        #expect(scene.window.engine.activeTouches.isEmpty)
    }
}
