import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Scrolling as pan input")
struct ScrollTests {
    /// Sends one scroll step at the driver's time, then waits 1/60 s.
    private func scroll(_ scene: Scene, _ phase: ScrollInput.Phase, at point: Point = pt(50, 50),
                        by delta: Vector = .zero, type: ScrollTypeMask = .discrete) {
        scene.window.sendEvent(InputEvent(timestamp: scene.driver.now,
                                          scroll: ScrollInput(phase: phase, location: point, delta: delta, type: type)))
        scene.driver.wait(1.0 / 60)
    }

    /// A box with pans allowing `.discrete`, `.continuous` and nothing, each logging its actions
    /// with its translation and number of touches.
    private func setUp() -> (Scene, [String: PanGestureRecognizer], () -> [String]) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        var log: [String] = []
        var pans: [String: PanGestureRecognizer] = [:]
        for (name, mask) in [("wheel", ScrollTypeMask.discrete), ("trackpad", .continuous), ("fingers", [])] {
            let pan = scene.attach(PanGestureRecognizer(), to: box)
            pan.name = name
            pan.allowedScrollTypesMask = mask
            pan.addAction {
                let p = $0
                let t = p.translation(in: nil)
                log.append("\(name) \(p.state) \(Int(t.x)),\(Int(t.y)) touches \(p.numberOfTouches) at \(p.location(in: box))")
            }
            pans[name] = pan
        }
        return (scene, pans, { log })
    }

    @Test("Wheel notches pan the pan that allows discrete scrolling, and no other; a second scroll starts afresh")
    func wheel() {
        let (scene, _, log) = setUp()
        scroll(scene, .began)
        scroll(scene, .changed, by: Vector(dx: 0, dy: 20))
        scroll(scene, .changed, by: Vector(dx: 0, dy: 20))
        scroll(scene, .ended)
        scroll(scene, .began, at: pt(60, 70))
        scroll(scene, .changed, at: pt(60, 70), by: Vector(dx: 0, dy: -20))
        scroll(scene, .ended, at: pt(60, 70))
        #expect(log() == [
            "wheel began 0,20 touches 0 at (50.0, 50.0)",
            "wheel changed 0,40 touches 0 at (50.0, 50.0)",
            "wheel ended 0,40 touches 0 at (50.0, 50.0)",
            "wheel began 0,-20 touches 0 at (60.0, 70.0)",
            "wheel ended 0,-20 touches 0 at (60.0, 70.0)",
        ])
        expectTrace(scene.trace.lines, [
            "wheel: possible → began", "wheel: action began translation=(0.0, 20.0) velocity=(0.0, 240.0)",
            "wheel: began → changed", "wheel: action changed translation=(0.0, 40.0) velocity=(0.0, 432.0)",
            "wheel: changed → ended", "wheel: action ended translation=(0.0, 40.0) velocity=(0.0, 432.0)",
            "wheel: possible → began", "wheel: action began translation=(0.0, -20.0) velocity=(0.0, -240.0)",
            "wheel: began → ended", "wheel: action ended translation=(0.0, -20.0) velocity=(0.0, -240.0)",
        ])
    }

    @Test("Trackpad scrolling pans the pan that allows continuous scrolling; one that never moved fails")
    func trackpad() {
        let (scene, pans, log) = setUp()
        scroll(scene, .began, type: .continuous)
        scroll(scene, .changed, by: Vector(dx: 3, dy: 1), type: .continuous)
        scroll(scene, .changed, by: Vector(dx: 4, dy: 2), type: .continuous)
        scroll(scene, .ended, type: .continuous)
        #expect(log() == [
            "trackpad began 3,1 touches 0 at (50.0, 50.0)",
            "trackpad changed 7,3 touches 0 at (50.0, 50.0)",
            "trackpad ended 7,3 touches 0 at (50.0, 50.0)",
        ])
        // Fingers down and lifted without moving: the pan fails, and is ready for the next.
        scroll(scene, .began, type: .continuous)
        scroll(scene, .ended, type: .continuous)
        #expect(pans["trackpad"]?.state == .possible)
        #expect(log().count == 3)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("Broken scroll sequences: an end or a step without a beginning, a non-finite step, a second beginning")
    func brokenSequences() {
        let (scene, _, log) = setUp()
        var diagnostics: [String] = []
        scene.window.engine.addObserver { if case .input = $0.event { diagnostics.append($0.line) } }
        scroll(scene, .ended)
        scroll(scene, .changed, by: Vector(dx: 5, dy: 0))
        scroll(scene, .changed, by: Vector(dx: .nan, dy: 0))
        scroll(scene, .began, at: pt(20, 20))
        scroll(scene, .changed, at: pt(20, 20), by: Vector(dx: 0, dy: 9))
        scroll(scene, .ended, at: pt(20, 20))
        #expect(diagnostics == [
            "input: scroll ended without began; dropped",
            "input: scroll changed without began; taken as its beginning",
            "input: scroll at (50.0, 50.0) by <nan, 0.0> is not finite; dropped",
            "input: scroll began while one was under way; taken as part of it",
        ])
        #expect(log() == [
            "wheel began 5,0 touches 0 at (50.0, 50.0)",
            "wheel changed 5,0 touches 0 at (20.0, 20.0)",
            "wheel changed 5,9 touches 0 at (20.0, 20.0)",
            "wheel ended 5,9 touches 0 at (20.0, 20.0)",
        ])
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }
}
