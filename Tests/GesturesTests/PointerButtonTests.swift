import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Pointer buttons and modifier keys")
struct PointerButtonTests {
    /// One click of a pointer at `at`: button down and up 0.05 s apart, each frame carrying
    /// `buttons` and `modifiers`, with touch id `id`.
    private func click(_ scene: Scene, _ id: Int, at point: Point, buttons: ButtonMask,
                       modifiers: KeyModifierFlags = []) {
        for phase in [Touch.Phase.began, .ended] {
            var event = InputEvent(timestamp: scene.driver.now,
                                   touches: [TouchInput(id: id, phase: phase, location: point, type: .pointer)])
            event.buttonMask = phase == .began ? buttons : []
            event.modifierFlags = modifiers
            scene.window.sendEvent(event)
            scene.driver.wait(0.05)
        }
    }

    /// A box with two taps: "primary" (the default mask) and one named `name` requiring `mask`.
    private func twoTaps(_ name: String, requiring mask: ButtonMask)
        -> (Scene, TapGestureRecognizer, TapGestureRecognizer) {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let primary = scene.attach(TapGestureRecognizer(), to: box)
        primary.name = "primary"
        let other = scene.attach(TapGestureRecognizer(), to: box)
        other.name = name
        other.buttonMaskRequired = mask
        return (scene, primary, other)
    }

    @Test("A secondary click is the secondary tap's, a primary click and a finger the default tap's")
    func secondaryClickTap() {
        let (scene, primary, secondary) = twoTaps("secondary", requiring: .secondary)
        var seen: [String] = []
        for tap in [primary, secondary] {
            tap.addAction { seen.append("\($0.name ?? "") \($0.state) buttons \($0.buttonMask.rawValue)") }
        }

        click(scene, 1, at: pt(50, 50), buttons: .secondary)
        scene.driver.wait(1)
        click(scene, 2, at: pt(50, 50), buttons: .primary)
        scene.driver.wait(1)
        scene.driver.down(3, at: pt(60, 60))
        scene.driver.wait(0.05)
        scene.driver.up(3)

        // The action runs as the button comes up, so the event's mask is already empty.
        #expect(seen == ["secondary ended buttons 0", "primary ended buttons 0", "primary ended buttons 0"])
        // Recognizers see a touch before its view: the tap that wants other buttons fails first.
        expectTrace(scene.trace.lines, [
            "primary: possible → failed",
            "box.touchesBegan [1]",
            "secondary: possible → ended",
            "secondary: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [1]",
            "secondary: possible → failed",
            "box.touchesBegan [2]",
            "primary: possible → ended",
            "primary: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [2]",
            "secondary: possible → failed",
            "box.touchesBegan [3]",
            "primary: possible → ended",
            "primary: action ended at (60.0, 60.0) touches=1",
            "box.touchesCancelled [3]",
        ])
    }

    @Test("Both buttons at once match neither single-button tap; a tap may require both")
    func chord() {
        let (scene, _, _) = twoTaps("both", requiring: [.primary, .secondary])
        click(scene, 1, at: pt(50, 50), buttons: [.primary, .secondary])
        expectTrace(scene.trace.lines, [
            "primary: possible → failed",
            "box.touchesBegan [1]",
            "both: possible → ended",
            "both: action ended at (50.0, 50.0) touches=1",
            "box.touchesCancelled [1]",
        ])
        #expect(ButtonMask.button(2) == .secondary)
        #expect(ButtonMask.button(0) == [] && ButtonMask.button(63) == [])
    }

    @Test("Recognizers and the event see the buttons and modifier keys of the frame")
    func modifiersReachRecognizers() {
        let scene = Scene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let pan = scene.attach(PanGestureRecognizer(), to: box)
        var seen: [String] = []
        pan.addAction { seen.append("\($0.state) buttons \($0.buttonMask.rawValue) keys \($0.modifierFlags.rawValue)") }
        let keys: KeyModifierFlags = [.shift, .command]
        for (step, phase) in [Touch.Phase.began, .moved, .moved, .ended].enumerated() {
            var event = InputEvent(timestamp: scene.driver.now, touches: [
                TouchInput(id: 1, phase: phase, location: pt(50 + 20 * Double(step), 50), type: .pointer),
            ])
            event.buttonMask = phase == .ended ? [] : ButtonMask.primary
            event.modifierFlags = step == 2 ? keys : []
            scene.window.sendEvent(event)
            scene.driver.wait(0.02)
        }
        #expect(seen == [
            "began buttons 1 keys 0",
            "changed buttons 1 keys \(keys.rawValue)",
            "ended buttons 0 keys 0",
        ])
        #expect(keys.rawValue == (1 << 17) | (1 << 20))
    }
}
