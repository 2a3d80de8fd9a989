import Gestures
import Testing
import GestureLint

/// The relation lint, on trees built to show each finding, compared line by line.
@MainActor
@Suite("Relation lint")
struct RelationLintTests {
    /// A window with one full-size view, "box", that takes several touches.
    private func window() -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        window.accessibilityIdentifier = "window"
        let box = View(frame: window.bounds)
        box.accessibilityIdentifier = "box"
        box.isMultipleTouchEnabled = true
        window.addSubview(box)
        return (window, box)
    }

    private func named<R: GestureRecognizer>(_ recognizer: R, _ name: String, on view: View?) -> R {
        recognizer.name = name
        view?.addGestureRecognizer(recognizer)
        return recognizer
    }

    private func tap(_ name: String, taps: Int = 1, on view: View?) -> TapGestureRecognizer {
        let tap = named(TapGestureRecognizer(), name, on: view)
        tap.numberOfTapsRequired = taps
        return tap
    }

    @Test("A single tap waiting for a double tap is held 0.35 s; nothing else is wrong")
    func singleWaitsForDouble() {
        let (window, box) = window()
        let single = tap("tap", on: box)
        let double = tap("doubleTap", taps: 2, on: box)
        single.require(toFail: double)
        #expect(RelationLint.check(window).lines == [
            "delay tap +0.35 s: waits for doubleTap (+0.35 s)",
            "delay doubleTap +0 s",
            "lint: 2 recognizers, 0 findings",
        ])
    }

    @Test("Delays add up along a chain, and the longest branch counts")
    func chainsAddUp() {
        let (window, box) = window()
        let single = tap("tap", on: box)
        let double = tap("doubleTap", taps: 2, on: box)
        let triple = tap("tripleTap", taps: 3, on: box)
        let swipe = named(SwipeGestureRecognizer(), "swipe", on: box)
        let pan = named(PanGestureRecognizer(), "pan", on: box)
        single.require(toFail: pan)
        single.require(toFail: double)
        double.require(toFail: triple)
        triple.require(toFail: swipe)
        let report = RelationLint.check(window)
        #expect(report.findings.isEmpty)
        #expect(report.delays.map(\.line) == [
            "delay tap +1.2 s: waits for doubleTap (+0.35 s), which waits for tripleTap (+0.35 s), which waits for swipe (+0.5 s)",
            "delay doubleTap +0.85 s: waits for tripleTap (+0.35 s), which waits for swipe (+0.5 s)",
            "delay tripleTap +0.5 s: waits for swipe (+0.5 s)",
            "delay swipe +0 s",
            "delay pan +0 s",
        ])
        #expect(abs(report.delays[0].seconds - 1.2) < 1e-12)
    }

    @Test("Cycles of two, three and a thousand recognizers are each named once", arguments: [2, 3, 1000])
    func cycles(length: Int) {
        let (window, box) = window()
        let taps = (0..<length).map { tap("t\($0)", on: box) }
        for index in taps.indices { taps[index].require(toFail: taps[(index + 1) % length]) }
        let report = RelationLint.check(window)
        let path = (taps.prefix(8).map(\.diagnosticLabel) + (length > 8 ? ["…"] : [])).joined(separator: " → ")
        // A thousand recognizers on one view make half a million pairs: past the question limit.
        #expect(report.findings.map(\.line) == [
            "cycle \(path) → t0: \(length) recognizers each wait for the next to fail; at run time the first to ask goes ahead",
        ] + (length > 600 ? [
            "limit all: stopped after 200000 questions to class hooks and delegates; relations past that were not checked",
        ] : []))
        // Requirements inside the cycle are left out of the delays.
        #expect(report.delays.allSatisfy { $0.seconds == 0 && $0.chain.isEmpty })
    }

    @Test("A cycle beside a chain: the chain's delay still counts, the cycle's edges do not")
    func cycleAndChain() {
        let (window, box) = window()
        let a = tap("a", on: box)
        let b = tap("b", on: box)
        let slow = tap("slow", taps: 2, on: box)
        a.require(toFail: b)
        b.require(toFail: a)
        b.require(toFail: slow)
        #expect(RelationLint.check(window).lines == [
            "cycle a → b → a: 2 recognizers each wait for the next to fail; at run time the first to ask goes ahead",
            "delay a +0 s",
            "delay b +0.35 s: waits for slow (+0.35 s)",
            "delay slow +0 s",
            "lint: 3 recognizers, 1 finding",
        ])
    }

    /// A tap whose class requires every recognizer, itself included, to fail.
    final class Demanding: TapGestureRecognizer {
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { true }
    }

    @Test("A class of your own is class-dependent unless consulted; consulted, its self-requirement is named")
    func customClassHooks() {
        let (window, box) = window()
        _ = named(Demanding(), "demanding", on: box)
        _ = tap("tap", on: box)
        #expect(RelationLint.check(window).lines == [
            "class-dependent demanding: Demanding's own failure-requirement hooks decide at run time (not consulted), and how long it takes to fail is unknown",
            "delay demanding +0 s",
            "delay tap +0 s",
            "lint: 2 recognizers, 1 finding",
        ])
        #expect(RelationLint.check(window, options: .init(consultsCustomClasses: true)).lines == [
            "self-requirement demanding: its class requires it to wait for itself to fail; ignored",
            "delay demanding +0 s: waits for tap (+0 s)",
            "delay tap +0 s",
            "lint: 2 recognizers, 1 finding",
        ])
    }

    /// Lets every pair recognize together.
    final class Permissive: GestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    /// Requires a recognizer named "waited" to fail.
    final class Waiting: GestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                               shouldRequireFailureOf other: GestureRecognizer) -> Bool { other.name == "waited" }
    }

    @Test("A requirement a delegate contradicts: delegate-dependent until consulted, then a contradiction")
    func delegateContradiction() {
        let (window, box) = window()
        let single = tap("tap", on: box)
        let pan = named(PanGestureRecognizer(), "pan", on: box)
        single.require(toFail: pan)
        let delegate = Permissive()
        pan.delegate = delegate
        #expect(RelationLint.check(window).lines == [
            "delegate-dependent tap → pan: tap requires pan to fail; if a delegate lets them recognize together, that contradicts the requirement (not consulted)",
            "delegate-dependent pan: its delegate decides at run time whether it begins, waits for others or recognizes with them (not consulted)",
            "delay tap +0 s: waits for pan (+0 s)",
            "delay pan +0 s",
            "lint: 2 recognizers, 2 findings",
        ])
        #expect(RelationLint.check(window, options: .init(consultsDelegates: true)).lines == [
            "contradiction tap → pan: tap requires pan to fail, while a delegate lets them recognize together: the requirement wins, so they never do",
            "delay tap +0 s: waits for pan (+0 s)",
            "delay pan +0 s",
            "lint: 2 recognizers, 1 finding",
        ])
    }

    @Test("A delegate's requirement is found only when delegates are consulted, and counts in the delay")
    func delegateRequirement() {
        let (window, box) = window()
        let single = tap("tap", on: box)
        _ = tap("waited", taps: 2, on: box)
        let delegate = Waiting()
        single.delegate = delegate
        #expect(RelationLint.check(window, options: .init(consultsDelegates: true)).lines == [
            "delay tap +0.35 s: waits for waited (+0.35 s)",
            "delay waited +0 s",
            "lint: 2 recognizers, 0 findings",
        ])
        #expect(RelationLint.check(window).delays.map(\.line) == ["delay tap +0 s", "delay waited +0 s"])
    }

    @Test("Requirements on recognizers that can never take part, outside the tree, or on unrelated views")
    func requirementsThatNeverApply() {
        let (window, box) = window()
        let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        left.accessibilityIdentifier = "left"
        let right = View(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        right.accessibilityIdentifier = "right"
        box.addSubview(left)
        box.addSubview(right)
        let single = tap("tap", on: left)
        let disabled = tap("disabled", taps: 2, on: box)
        disabled.isEnabled = false
        let detached = tap("detached", taps: 2, on: nil)
        let elsewhere = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let outside = tap("outside", taps: 2, on: elsewhere)
        let sibling = tap("sibling", taps: 2, on: right)
        for other in [disabled, detached, outside, sibling] { single.require(toFail: other) }
        #expect(RelationLint.check(window).lines == [
            "contradiction tap → disabled: tap requires disabled to fail, but disabled can never take part (disabled): the requirement never applies",
            "contradiction tap → detached: tap requires detached to fail, but detached can never take part (not attached to any view): the requirement never applies",
            "outside-tree tap → outside: tap requires outside to fail, but outside is not in the checked tree: it applies only if outside gets touches there",
            "unrelated-views tap → sibling: their views never share a touch: tap waits for sibling only while another finger is on \"right\"",
            "cannot-begin disabled: disabled",
            "delay disabled +0 s",
            "delay tap +0 s",
            "delay sibling +0 s",
            "lint: 3 recognizers, 5 findings",
        ])
    }

    @Test("Recognizers that can never begin, each with its reason")
    func cannotBegin() {
        let (window, box) = window()
        let hidden = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        hidden.addSubview(inner)
        let inert = View(frame: Rect(x: 60, y: 0, width: 50, height: 50))
        inert.accessibilityIdentifier = "inert"
        inert.isUserInteractionEnabled = false
        let clear = View(frame: Rect(x: 120, y: 0, width: 50, height: 50))
        clear.accessibilityIdentifier = "clear"
        clear.alpha = 0
        let flat = View(frame: Rect(x: 180, y: 0, width: 0, height: 50))
        flat.accessibilityIdentifier = "flat"
        for view in [hidden, inert, clear, flat] { box.addSubview(view) }
        _ = tap("underHidden", on: inner)
        _ = tap("onInert", on: inert)
        _ = tap("onClear", on: clear)
        _ = tap("onFlat", on: flat)
        let many = tap("many", on: box)
        many.numberOfTouchesRequired = GestureConstants.maximumSimultaneousTouches + 1
        let pan = named(PanGestureRecognizer(), "pan", on: box)
        pan.minimumNumberOfTouches = 3
        pan.maximumNumberOfTouches = 2
        let picky = tap("picky", on: box)
        picky.allowedTouchTypes = []
        #expect(RelationLint.check(window).findings.map(\.line) == [
            "cannot-begin many: needs 33 touches, more than the 32 the engine follows at once",
            "cannot-begin pan: needs 3 touches but follows at most 2",
            "cannot-begin picky: allows no touch type",
            "cannot-begin underHidden: on a view that cannot be hit: \"hidden\" is hidden",
            "cannot-begin onInert: on a view that cannot be hit: \"inert\" has isUserInteractionEnabled false",
            "cannot-begin onClear: on a view that cannot be hit: \"clear\" has alpha 0, below 0.01",
            "cannot-begin onFlat: on a view that cannot be hit: \"flat\" has no area",
        ])
    }

    @Test("A subtree is judged with its ancestors: checking a view inside a hidden one")
    func subtreeOfHiddenView() {
        let (window, box) = window()
        box.isHidden = true
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.addSubview(inner)
        _ = tap("tap", on: inner)
        #expect(RelationLint.check(inner).findings.map(\.line) == [
            "cannot-begin tap: on a view that cannot be hit: \"box\" is hidden",
        ])
        _ = window
    }

    @Test("Ten thousand recognizers on one view in one long cycle: every one checked, the pair limit named")
    func tenThousandOnOneView() {
        let (window, box) = window()
        let count = 10_000
        let taps = (0..<count).map { tap("t\($0)", on: box) }
        for index in taps.indices { taps[index].require(toFail: taps[(index + 1) % count]) }
        let report = RelationLint.check(window)
        #expect(report.recognizerCount == count)
        #expect(report.delays.count == count)
        #expect(report.findings.map(\.kind) == [.cycle, .limit])
        #expect(report.findings[1].line == "limit all: stopped after 200000 questions to class hooks and delegates; relations past that were not checked")
    }

    @Test("Ten thousand views nested ten thousand deep, one recognizer each, chained: the chain's delay adds up")
    func tenThousandDeep() {
        let (window, box) = window()
        var parent = box
        var recognizers: [TapGestureRecognizer] = []
        for index in 0..<10_000 {
            let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            recognizers.append(tap("t\(index)", taps: 2, on: child))
            parent = child
        }
        for index in 0..<(recognizers.count - 1) { recognizers[index].require(toFail: recognizers[index + 1]) }
        let report = RelationLint.check(window)
        #expect(report.findings.map(\.kind) == [.limit])
        #expect(abs(report.delays[0].seconds - 0.35 * 9_999) < 1e-6)
        #expect(report.delays[0].chainLength == 9_999)
        #expect(report.delays[0].line == "delay t0 +3499.65 s: waits for "
            + (1...8).map { "t\($0) (+0.35 s)" }.joined(separator: ", which waits for ") + ", and 9991 more")
        #expect(report.delays.last?.line == "delay t9999 +0 s")
    }

    @Test("A host node tree: recognizers on nodes that are not views are checked; a tap waits for a double tap above it")
    func hostTree() {
        let root = HostNode("root", offset: Vector(dx: 0, dy: 0), size: Size(width: 100, height: 100))
        let leaf = HostNode("leaf", offset: Vector(dx: 10, dy: 10), size: Size(width: 20, height: 20))
        root.add(leaf)
        let single = TapGestureRecognizer()
        single.name = "tap"
        leaf.addGestureRecognizer(single)
        let double = TapGestureRecognizer()
        double.name = "doubleTap"
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(double)
        single.require(toFail: double)
        #expect(RelationLint.check(nodes: [root, leaf]).lines == [
            "delay doubleTap +0 s",
            "delay tap +0.35 s: waits for doubleTap (+0.35 s)",
            "lint: 2 recognizers, 0 findings",
        ])
    }

    @Test("A host tree whose parent links go round in a circle: the check ends, at the question limit")
    func hostTreeWithParentCycle() {
        let a = HostNode("a", offset: Vector(dx: 0, dy: 0), size: Size(width: 10, height: 10))
        let b = HostNode("b", offset: Vector(dx: 0, dy: 0), size: Size(width: 10, height: 10))
        a.parent = b
        b.parent = a
        let first = TapGestureRecognizer()
        first.name = "first"
        a.addGestureRecognizer(first)
        let second = TapGestureRecognizer()
        second.name = "second"
        b.addGestureRecognizer(second)
        let report = RelationLint.check(nodes: [a, b])
        #expect(report.findings.map(\.kind) == [.limit])
        #expect(report.delays.map(\.line) == ["delay first +0 s", "delay second +0 s"])
    }

    @Test("Durations too large for milliseconds (greatest finite, 1e300, negative huge): bounded to a year or 0, never trapped on")
    func hugeDurations() {
        let (window, box) = window()
        let single = tap("tap", on: box)
        let double = tap("doubleTap", taps: 2, on: box)
        double.maximumTapInterval = 1e300
        single.require(toFail: double)
        let swipe = named(SwipeGestureRecognizer(), "swipe", on: box)
        swipe.maximumDuration = .greatestFiniteMagnitude
        let pan = named(PanGestureRecognizer(), "pan", on: box)
        pan.require(toFail: swipe)
        let negative = named(SwipeGestureRecognizer(), "negative", on: box)
        negative.maximumDuration = -1e200
        negative.direction = .left
        let waiting = tap("waiting", on: box)
        waiting.require(toFail: negative)
        let lines = RelationLint.check(window).lines
        // The settings are bounded to a year (reported as misuse), so the lint reads those.
        #expect(lines.filter { $0.hasPrefix("delay") } == [
            "delay tap +31536000 s: waits for doubleTap (+31536000 s)",
            "delay doubleTap +0 s",
            "delay swipe +0 s",
            "delay pan +31536000 s: waits for swipe (+31536000 s)",
            "delay negative +0 s",
            "delay waiting +0 s: waits for negative (+0 s)",
        ])
    }
}
