import GestureApps
import Gestures
import Testing
import GestureLint

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
            "  delegate-dependent ×2: a delegate decides at run time for pinch, rotation (not consulted: --consult-delegates asks them, --all lists each)",
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
            "  lint: 10 recognizers, 2 findings (2 delegate-dependent)",
        ])
    }

    /// The monkey's delays, which every run of its lint ends with.
    static let monkeyDelays = [
        "  delay monkeyPan +0 s", "  delay monkeyPinch +0 s", "  delay monkeyRotate +0 s",
        "  delay monkeyTap +0 s: waits for monkeyPan (+0 s)", "  delay monkeyTickle +0 s", "  delay bananaPan +0 s",
        "  delay bananaPinch +0 s", "  delay bananaRotate +0 s", "  delay bananaTap +0 s: waits for bananaPan (+0 s)",
        "  delay bananaTickle +0 s",
    ]

    static let monkeyUnrelated = [
        "  unrelated-views ×2:",
        "    unrelated-views monkeyTap → bananaPan: their views never share a touch: monkeyTap waits for bananaPan only while another finger is on \"banana\"",
        "      intended: as in the tutorial, each tap waits for both pans: no chomp while the other picture is dragged",
        "    unrelated-views bananaTap → monkeyPan: their views never share a touch: bananaTap waits for monkeyPan only while another finger is on \"monkey\"",
        "      intended: as in the tutorial, each tap waits for both pans: no chomp while the other picture is dragged",
    ]

    @Test("Monkey & banana, delegates and classes consulted: only the tutorial's taps waiting across pictures, explained")
    func monkeyConsulted() throws {
        #expect(try lines("monkey", RelationLint.Options(consultsDelegates: true, consultsCustomClasses: true)) == ["== lint monkey"]
            + Self.monkeyUnrelated + Self.monkeyDelays + ["  lint: 10 recognizers, 2 findings (2 unrelated-views), all intended"])
    }

    @Test("Monkey & banana as gestures lint prints it: grouped by kind, the twelve delegate-dependent relations in one line")
    func monkeyStructural() throws {
        let tickle = "TickleGestureRecognizer's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown"
        let why = "      intended: the tickle is the tutorial's own recognizer class; --consult-classes asks it"
        #expect(try lines("monkey") == ["== lint monkey"] + Self.monkeyUnrelated + [
            "  delegate-dependent ×12: a delegate decides at run time for monkeyTap → monkeyPan, bananaTap → bananaPan, monkeyPan, monkeyPinch, monkeyRotate, monkeyTap and 6 more (not consulted: --consult-delegates asks them, --all lists each)",
            "  class-dependent ×2:",
            "    class-dependent monkeyTickle: \(tickle)", why,
            "    class-dependent bananaTickle: \(tickle)", why,
        ] + Self.monkeyDelays + ["  lint: 10 recognizers, 16 findings (2 unrelated-views, 12 delegate-dependent, 2 class-dependent), 4 intended"])
        // Asked for all, each delegate-dependent relation has its line, in the same group.
        let each = SceneLint.lines(for: try #require(PlaygroundCatalog.entry(named: "monkey")), listingEach: true)
        let delegateLines = each.filter { $0.hasPrefix("  delegate-dependent") || $0.hasPrefix("    delegate-dependent") }
        #expect(delegateLines.count == 13)
        #expect(Array(delegateLines.prefix(3)) == [
            "  delegate-dependent ×12:",
            "    delegate-dependent monkeyTap → monkeyPan: monkeyTap requires monkeyPan to fail; if a delegate lets them recognize together, that contradicts the requirement (not consulted)",
            "    delegate-dependent bananaTap → bananaPan: bananaTap requires bananaPan to fail; if a delegate lets them recognize together, that contradicts the requirement (not consulted)",
        ])
    }

    @Test("The gallery: nothing about the scroll views' own content delays, pans and pinches; the rows' swipes in one line")
    func gallery() throws {
        let all = try lines("gallery")
        #expect(all.filter { !$0.hasPrefix("  delay ") } == [
            "== lint gallery",
            "  delegate-dependent ×8: a delegate decides at run time for swipe-1, swipe-2, swipe-3, swipe-4, swipe-5, swipe-6 and 2 more (not consulted: --consult-delegates asks them, --all lists each)",
            "  lint: 25 recognizers, 8 findings (8 delegate-dependent)",
        ])
        #expect(!all.contains { $0.contains("content delay") })
        #expect(try lines("gallery", RelationLint.Options(consultsDelegates: true)).last == "  lint: 25 recognizers, 0 findings")
    }

    @Test("Simple gestures: four recognizers that wait for nothing; the tap's delegate is named until consulted")
    func simpleGestures() throws {
        let delays = ["swipeRight", "rotation", "tap", "swipeLeft"].map { "  delay \($0) +0 s" }
        #expect(try lines("simple-gestures") == ["== lint simple-gestures",
            "  delegate-dependent tap: its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)",
        ] + delays + ["  lint: 4 recognizers, 1 finding (1 delegate-dependent)"])
        // Consulted: the delegate only filters touches, so nothing waits and nothing contradicts.
        #expect(try lines("simple-gestures", RelationLint.Options(consultsDelegates: true))
                == ["== lint simple-gestures"] + delays + ["  lint: 4 recognizers, 0 findings"])
    }

    @Test("The one-recognizer scenes have nothing to wait for", arguments: [
        ("file-to-trash", ["  delay filePan +0 s", "  lint: 1 recognizer, 0 findings"]),
        ("pan-swipe", ["  delay panSwipe +0 s", "  lint: 1 recognizer, 0 findings"]),
        ("drag-box", [
            "  class-dependent drag: DragRecognizer's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown",
            "    intended: the drag is the scene's own recognizer class, as an example of one; --consult-classes asks it",
            "  delay drag +0 s", "  lint: 1 recognizer, 1 finding (1 class-dependent), all intended",
        ]),
    ])
    func small(name: String, expected: [String]) throws {
        #expect(try lines(name) == ["== lint \(name)"] + expected)
    }
}
