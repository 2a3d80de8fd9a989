import GestureApps
import Gestures
import Testing

/// The relation lint of the playground's own scenes, line by line: what `gestures lint` prints.
@MainActor
@Suite("The lint of the demo's scenes")
struct SceneLintTests {
    private func lines(_ name: String, _ options: RelationLint.Options = RelationLint.Options()) throws -> [String] {
        SceneLint.lines(for: try #require(PlaygroundCatalog.entry(named: name)), options: options)
    }

    @Test("Every recognizer: the tap waits 0.35 s for the double tap, the pan 0.5 s for the swipe")
    func allRecognizers() throws {
        #expect(try lines("all-recognizers") == [
            "== lint all-recognizers",
            "  delegate-dependent pinch: its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)",
            "  delegate-dependent rotation: its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)",
            "  delay edgePan +0 s",
            "  delay tap +0.35 s: waits for doubleTap (+0.35 s)",
            "  delay doubleTap +0 s",
            "  delay twoFingerTap +0 s",
            "  delay longPress +0 s",
            "  delay swipe +0 s",
            "  delay pan +0.5 s: waits for swipe (+0.5 s)",
            "  delay pinch +0 s",
            "  delay rotation +0 s",
            "  delay hover +0 s",
            "  lint: 10 recognizers, 2 findings",
        ])
    }

    @Test("Monkey & banana, delegates consulted: each tap requires a pan its delegate lets it recognize with")
    func monkeyConsulted() throws {
        #expect(try lines("monkey", RelationLint.Options(consultsDelegates: true)) == [
            "== lint monkey",
            "  contradiction monkeyTap → monkeyPan: monkeyTap requires monkeyPan to fail, while a delegate lets them recognize together: the requirement wins, so they never do",
            "  unrelated-views monkeyTap → bananaPan: their views never share a touch: monkeyTap waits for bananaPan only while another finger is on \"banana\"",
            "  unrelated-views bananaTap → monkeyPan: their views never share a touch: bananaTap waits for monkeyPan only while another finger is on \"monkey\"",
            "  contradiction bananaTap → bananaPan: bananaTap requires bananaPan to fail, while a delegate lets them recognize together: the requirement wins, so they never do",
            "  class-dependent monkeyTickle: TickleGestureRecognizer's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown",
            "  class-dependent bananaTickle: TickleGestureRecognizer's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown",
            "  delay monkeyPan +0 s",
            "  delay monkeyPinch +0 s",
            "  delay monkeyRotate +0 s",
            "  delay monkeyTap +0 s: waits for monkeyPan (+0 s)",
            "  delay monkeyTickle +0 s",
            "  delay bananaPan +0 s",
            "  delay bananaPinch +0 s",
            "  delay bananaRotate +0 s",
            "  delay bananaTap +0 s: waits for bananaPan (+0 s)",
            "  delay bananaTickle +0 s",
            "  lint: 10 recognizers, 6 findings",
        ])
    }

    @Test("Monkey & banana, delegates not consulted: every delegate's relation is named as delegate-dependent")
    func monkeyStructural() throws {
        let findings = try lines("monkey").filter { !$0.hasPrefix("  delay ") }
        #expect(findings.filter { $0.hasPrefix("  delegate-dependent") }.count == 12)
        #expect(findings.contains("  delegate-dependent monkeyTap → monkeyPan: monkeyTap requires monkeyPan to fail; if a delegate lets them recognize together, that contradicts the requirement (not consulted)"))
        #expect(!findings.contains { $0.hasPrefix("  contradiction") })
        #expect(findings.last == "  lint: 10 recognizers, 16 findings")
    }

    @Test("Simple gestures: four recognizers that wait for nothing; the tap's delegate is named until consulted")
    func simpleGestures() throws {
        let delays = ["swipeRight", "rotation", "tap", "swipeLeft"].map { "  delay \($0) +0 s" }
        #expect(try lines("simple-gestures") == ["== lint simple-gestures",
            "  delegate-dependent tap: its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)",
        ] + delays + ["  lint: 4 recognizers, 1 finding"])
        // Consulted: the delegate only filters touches, so nothing waits and nothing contradicts.
        #expect(try lines("simple-gestures", RelationLint.Options(consultsDelegates: true))
                == ["== lint simple-gestures"] + delays + ["  lint: 4 recognizers, 0 findings"])
    }

    @Test("The one-recognizer scenes have nothing to wait for", arguments: [
        ("file-to-trash", ["  delay filePan +0 s", "  lint: 1 recognizer, 0 findings"]),
        ("pan-swipe", ["  delay panSwipe +0 s", "  lint: 1 recognizer, 0 findings"]),
        ("drag-box", [
            "  class-dependent drag: DragRecognizer's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown",
            "  delay drag +0 s", "  lint: 1 recognizer, 1 finding",
        ]),
    ])
    func small(name: String, expected: [String]) throws {
        #expect(try lines(name) == ["== lint \(name)"] + expected)
    }
}
