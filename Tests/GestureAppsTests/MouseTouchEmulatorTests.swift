import Gestures
import GestureApps
import Testing

@Suite("Mouse as one or two fingers")
struct MouseTouchEmulatorTests {
    /// One line per sample: `id phase (x, y)`.
    private func describe(_ samples: [TouchInput]) -> [String] {
        samples.map { "\($0.id) \($0.phase) (\(SVGish($0.location.x)), \(SVGish($0.location.y)))" }
    }

    private func SVGish(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test("the left button alone is one finger")
    func oneFinger() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        #expect(mouse.move(to: Point(x: 5, y: 5), modifiers: []).isEmpty)
        #expect(describe(mouse.press(at: Point(x: 100, y: 50), modifiers: [])) == ["1 began (100, 50)"])
        #expect(describe(mouse.move(to: Point(x: 110, y: 60), modifiers: [.alt])) == ["1 moved (110, 60)"])
        #expect(mouse.move(to: Point(x: 110, y: 60), modifiers: []).isEmpty)
        #expect(describe(mouse.release(at: Point(x: 120, y: 70))) == ["1 ended (120, 70)"])
        #expect(mouse.release(at: nil).isEmpty)
        #expect(!mouse.isPressed)
    }

    @Test("With pointer clicks, a press alone is a pointer touch and a press with Alt two direct fingers")
    func pointerType() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        mouse.singleFingerType = .pointer
        var samples = mouse.press(at: Point(x: 100, y: 50), modifiers: [])
        samples += mouse.move(to: Point(x: 110, y: 50), modifiers: [.alt])
        samples += mouse.release(at: nil)
        samples += mouse.press(at: Point(x: 100, y: 50), modifiers: [.alt])
        samples += mouse.cancel()
        #expect(samples.map { "\($0.id) \($0.phase) \($0.type)" } == [
            "1 began pointer", "1 moved pointer", "1 ended pointer",
            "1 began direct", "2 began direct", "1 cancelled direct", "2 cancelled direct",
        ])
    }

    @Test("Alt adds a second finger mirrored about the window's center")
    func mirrored() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        #expect(mouse.hoverHints(at: Point(x: 100, y: 50), modifiers: [.alt]) == [Point(x: 100, y: 50), Point(x: 300, y: 250)])
        #expect(mouse.hoverHints(at: Point(x: 100, y: 50), modifiers: []) == [])
        #expect(describe(mouse.press(at: Point(x: 100, y: 50), modifiers: [.alt]))
                == ["1 began (100, 50)", "2 began (300, 250)"])
        // While the button is down the marks follow the two fingers, Alt held or not.
        var marks = [mouse.hoverHints(at: Point(x: 100, y: 50), modifiers: [.alt])]
        // Pinching in towards the center: the mirror comes in too.
        #expect(describe(mouse.move(to: Point(x: 150, y: 100), modifiers: [.alt]))
                == ["1 moved (150, 100)", "2 moved (250, 200)"])
        marks.append(mouse.hoverHints(at: Point(x: 150, y: 100), modifiers: [.alt]))
        // Releasing Alt mid-drag keeps both fingers until the button comes up.
        #expect(describe(mouse.move(to: Point(x: 160, y: 100), modifiers: []))
                == ["1 moved (160, 100)", "2 moved (240, 200)"])
        marks.append(mouse.hoverHints(at: Point(x: 160, y: 100), modifiers: []))
        #expect(describe(mouse.release(at: nil)) == ["1 ended (160, 100)", "2 ended (240, 200)"])
        // Up, without Alt: no marks.
        marks.append(mouse.hoverHints(at: Point(x: 160, y: 100), modifiers: []))
        #expect(marks == [
            [Point(x: 100, y: 50), Point(x: 300, y: 250)], [Point(x: 150, y: 100), Point(x: 250, y: 200)],
            [Point(x: 160, y: 100), Point(x: 240, y: 200)], [],
        ])
    }

    @Test("Shift+Alt moves both fingers together; back to Alt, mirroring resumes without a jump")
    func together() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        _ = mouse.press(at: Point(x: 100, y: 50), modifiers: [.alt, .shift])
        #expect(describe(mouse.move(to: Point(x: 130, y: 90), modifiers: [.alt, .shift]))
                == ["1 moved (130, 90)", "2 moved (330, 290)"])
        #expect(describe(mouse.move(to: Point(x: 140, y: 90), modifiers: [.alt]))
                == ["1 moved (140, 90)", "2 moved (320, 290)"])
        #expect(describe(mouse.cancel()) == ["1 cancelled (140, 90)", "2 cancelled (320, 290)"])
        #expect(mouse.cancel().isEmpty)
        // While Alt stays held the pair stays where the drag left it: pivot (230, 190).
        #expect(mouse.pivot == Point(x: 230, y: 190))
        #expect(mouse.hoverHints(at: Point(x: 140, y: 90), modifiers: [.alt]) == [Point(x: 140, y: 90), Point(x: 320, y: 290)])
        // Releasing Alt puts it back at the window's center for the next press.
        mouse.modifiersChanged([])
        #expect(describe(mouse.press(at: Point(x: 0, y: 0), modifiers: [.alt])) == ["1 began (0, 0)", "2 began (400, 300)"])
    }

    @Test("Shift+Alt with the button up carries the pair to an object away from the center, which Alt then pinches there")
    func carryThePairThenPinch() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        // Alt alone: the hint mirrors about the center, and hovering does not move the pivot.
        #expect(mouse.move(to: Point(x: 180, y: 150), modifiers: [.alt]).isEmpty)
        #expect(mouse.hoverHints(at: Point(x: 180, y: 150), modifiers: [.alt]) == [Point(x: 180, y: 150), Point(x: 220, y: 150)])
        // Shift+Alt: the pair follows the pointer, by (130, 70) in two moves; no finger goes down.
        #expect(mouse.move(to: Point(x: 250, y: 190), modifiers: [.alt, .shift]).isEmpty)
        #expect(mouse.move(to: Point(x: 310, y: 220), modifiers: [.alt, .shift]).isEmpty)
        #expect(mouse.pivot == Point(x: 330, y: 220))
        #expect(mouse.hoverHints(at: Point(x: 310, y: 220), modifiers: [.alt, .shift])
                == [Point(x: 310, y: 220), Point(x: 350, y: 220)])
        // Shift let go, Alt held: the press lands the pair about (330, 220) and pinches out there.
        #expect(describe(mouse.press(at: Point(x: 310, y: 220), modifiers: [.alt]))
                == ["1 began (310, 220)", "2 began (350, 220)"])
        #expect(describe(mouse.move(to: Point(x: 290, y: 220), modifiers: [.alt]))
                == ["1 moved (290, 220)", "2 moved (370, 220)"])
        #expect(describe(mouse.release(at: nil)) == ["1 ended (290, 220)", "2 ended (370, 220)"])
        // Still Alt: the next pinch is about the same place; a move without Alt brings it home.
        #expect(mouse.hoverHints(at: Point(x: 290, y: 220), modifiers: [.alt]) == [Point(x: 290, y: 220), Point(x: 370, y: 220)])
        #expect(mouse.move(to: Point(x: 291, y: 220), modifiers: []).isEmpty)
        #expect(mouse.pivot == Point(x: 200, y: 150))
    }

    @Test("a press while pressed cancels the old fingers first; non-finite points are ignored")
    func robustness() {
        var mouse = MouseTouchEmulator(windowSize: Size(width: 400, height: 300))
        _ = mouse.press(at: Point(x: 10, y: 10), modifiers: [])
        #expect(describe(mouse.press(at: Point(x: 20, y: 20), modifiers: []))
                == ["1 cancelled (10, 10)", "1 began (20, 20)"])
        #expect(mouse.move(to: Point(x: .nan, y: 0), modifiers: []).isEmpty)
        #expect(describe(mouse.release(at: Point(x: .infinity, y: 0))) == ["1 ended (20, 20)"])
        #expect(mouse.press(at: Point(x: .nan, y: 1), modifiers: []).isEmpty)
    }
}
