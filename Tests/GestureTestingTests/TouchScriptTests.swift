import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("Touch script")
struct TouchScriptTests {
    private func script(rate: Double = 60, jitter: Double = 0, seed: UInt64 = 0) -> TouchScript {
        TouchScript(screenSize: Size(width: 320, height: 480), sampleRate: rate, jitter: jitter, seed: seed)
    }

    // MARK: Sampling

    @Test("A drag samples once per frame: landing, ⌈duration · rate⌉ moves, a resting frame, the lift",
          arguments: [(60.0, 0.5, 30), (120.0, 0.5, 60), (240.0, 0.25, 60), (60.0, 0.31, 19), (90.0, 0.2, 18),
                      (1000.0, 0.01, 10)])
    func sampleCounts(rate: Double, duration: Double, moves: Int) {
        let script = script(rate: rate)
        script.drag(from: pt(0, 0), to: pt(100, 0), duration: duration)

        let phases = script.events.map { $0.touches.map(\.phase) }
        #expect(phases == [[.began]] + Array(repeating: [.moved], count: moves) + [[.ended]])
        #expect(script.events.map(\.timestamp) == (0...(moves + 1)).map { Double($0) / rate })
        #expect(script.now == Double(moves + 1) / rate)
    }

    @Test("The rate is any positive number; nonsense reads as the default, and huge rates are capped",
          arguments: [(50.0, 50.0), (-5.0, 60.0), (0.0, 60.0), (Double.nan, 60.0), (Double.infinity, 60.0),
                      (1e9, 10_000.0)])
    func rates(requested: Double, used: Double) {
        let script = script(rate: requested)
        #expect(script.sampleRate == used)
        script.sampleRate = requested
        #expect(script.sampleRate == used)
    }

    // MARK: Easing

    @Test("Each easing has its shape, and only a fling lifts while moving", arguments: TouchScript.Easing.allCases)
    func easingShapes(easing: TouchScript.Easing) {
        let script = script(rate: 10)
        script.drag(from: pt(0, 0), to: pt(100, 0), duration: 1, easing: easing)

        let expected: [String]
        switch easing {
        case .linear:
            expected = ["0.0 1 began (0.0, 0.0)"]
                + (1...10).map { "\(TraceFormat.number(Double($0) / 10, digits: 4)) 1 moved (\($0 * 10).0, 0.0)" }
                + ["1.1 1 ended (100.0, 0.0)"]
        case .easeOut:
            expected = [
                "0.0 1 began (0.0, 0.0)",
                "0.1 1 moved (27.1, 0.0)", "0.2 1 moved (48.8, 0.0)", "0.3 1 moved (65.7, 0.0)",
                "0.4 1 moved (78.4, 0.0)", "0.5 1 moved (87.5, 0.0)", "0.6 1 moved (93.6, 0.0)",
                "0.7 1 moved (97.3, 0.0)", "0.8 1 moved (99.2, 0.0)", "0.9 1 moved (99.9, 0.0)",
                "1.0 1 moved (100.0, 0.0)",
                "1.1 1 ended (100.0, 0.0)",
            ]
        case .fling:
            expected = [
                "0.0 1 began (0.0, 0.0)",
                "0.1 1 moved (1.0, 0.0)", "0.2 1 moved (4.0, 0.0)", "0.3 1 moved (9.0, 0.0)",
                "0.4 1 moved (16.0, 0.0)", "0.5 1 moved (25.0, 0.0)", "0.6 1 moved (36.0, 0.0)",
                "0.7 1 moved (49.0, 0.0)", "0.8 1 moved (64.0, 0.0)", "0.9 1 moved (81.0, 0.0)",
                "1.0 1 ended (100.0, 0.0)",
            ]
        }
        expectTrace(sampleLines(script.events), expected)
    }

    @Test("Easing curves run from 0 to 1 and clamp outside", arguments: TouchScript.Easing.allCases)
    func easingEnds(easing: TouchScript.Easing) {
        #expect([-1, 0, 0.5, 1, 2, .nan].map { easing.value(at: $0) } == [0, 0, easing.value(at: 0.5), 1, 1, 0])
    }

    // MARK: Where gestures start and end

    @Test("A pinch lands its fingers fromSpan apart on a line through the centre and lifts them toSpan apart")
    func pinchEnds() {
        let script = script()
        script.pinch(center: pt(160, 240), fromSpan: 100, toSpan: 200)
        #expect(samples(script.events, .began) == ["1 (110.0, 240.0)", "2 (210.0, 240.0)"])
        #expect(samples(script.events, .ended) == ["1 (60.0, 240.0)", "2 (260.0, 240.0)"])

        let tilted = self.script()
        tilted.pinch(center: pt(160, 240), fromSpan: 100, toSpan: 50, angle: .pi / 2)
        #expect(samples(tilted.events, .began) == ["1 (160.0, 190.0)", "2 (160.0, 290.0)"])
        #expect(samples(tilted.events, .ended) == ["1 (160.0, 215.0)", "2 (160.0, 265.0)"])
    }

    @Test("A positive rotation turns clockwise on the y-down screen: the left finger goes up")
    func rotationEnds() {
        let script = script()
        script.rotate(center: pt(160, 240), by: .pi / 2)
        #expect(samples(script.events, .began) == ["1 (110.0, 240.0)", "2 (210.0, 240.0)"])
        #expect(samples(script.events, .ended) == ["1 (160.0, 190.0)", "2 (160.0, 290.0)"])
        // Halfway, at 45°: 0.2 s after both landed (the second at 1/60 s) is frame 13.
        let halfway = script.events.first { $0.timestamp == 13.0 / 60 }!
        #expect(halfway.touches.map { TraceFormat.point($0.location) } == ["(124.64, 204.64)", "(195.36, 275.36)"])
    }

    @Test("A two-finger pan keeps the fingers fingerSpacing apart around the moving midpoint")
    func twoFingerPanEnds() {
        let script = script()
        script.twoFingerPan(from: pt(100, 100), to: pt(200, 300))
        #expect(samples(script.events, .began) == ["1 (85.0, 100.0)", "2 (115.0, 100.0)"])
        #expect(samples(script.events, .ended) == ["1 (185.0, 300.0)", "2 (215.0, 300.0)"])
    }

    @Test("An edge swipe lands just inside its edge and moves straight inward", arguments: [
        (TouchScript.Edge.left, "1 (2.0, 240.0)", "1 (152.0, 240.0)"),
        (.right, "1 (318.0, 240.0)", "1 (168.0, 240.0)"),
        (.top, "1 (160.0, 2.0)", "1 (160.0, 152.0)"),
        (.bottom, "1 (160.0, 478.0)", "1 (160.0, 328.0)"),
    ])
    func edgeSwipes(edge: TouchScript.Edge, landing: String, lifting: String) {
        let script = script()
        script.edgeSwipe(from: edge)
        #expect(samples(script.events, .began) == [landing])
        #expect(samples(script.events, .ended) == [lifting])
    }

    @Test("An edge swipe on a window starts from the window's edge, at the position asked")
    func edgeSwipeOnWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let script = TouchScript(window: window)
        script.edgeSwipe(from: .right, at: 30, distance: 50)
        #expect(samples(script.events, .began) == ["1 (198.0, 30.0)"])
        #expect(samples(script.events, .ended) == ["1 (148.0, 30.0)"])
    }

    // MARK: Fingers

    @Test("Fingers land in consecutive frames and lift in consecutive frames, in the same order")
    func landingOrder() {
        let script = script()
        let ids = script.tap(at: pt(100, 100), fingers: 3)
        #expect(ids == [1, 2, 3])
        expectTrace(sampleLines(script.events), [
            "0.0 1 began (70.0, 100.0)",
            "0.0167 2 began (100.0, 100.0)",
            "0.0333 3 began (130.0, 100.0)",
            "0.1333 1 ended (70.0, 100.0)",
            "0.15 2 ended (100.0, 100.0)",
            "0.1667 3 ended (130.0, 100.0)",
        ])
    }

    @Test("With simultaneous contacts the fingers land in one frame and lift in one frame")
    func simultaneousLanding() {
        let script = script()
        script.simultaneousContacts = true
        script.pinch(center: pt(160, 240), fromSpan: 100, toSpan: 120, duration: 2.0 / 60)
        expectTrace(eventLines(script.events), [
            "0.0: 1 began, 2 began",
            "0.0167: 1 moved, 2 moved",
            "0.0333: 1 moved, 2 moved",
            "0.05: 1 ended, 2 ended",
        ])
    }

    @Test("Ids count up across gestures and are never reused")
    func uniqueIDs() {
        let script = script()
        #expect(script.tap(at: pt(10, 10), count: 2) == [1, 2])
        #expect(script.drag(from: pt(10, 10), to: pt(50, 10)) == [3])
        #expect(script.pinch(center: pt(100, 100), fromSpan: 50, toSpan: 80) == [4, 5])
        #expect(script.paths([
            FingerPath(points: [(0, pt(0, 0)), (0.5, pt(0, 50))]),
            FingerPath(points: []),
            FingerPath(points: [(0.1, pt(50, 0)), (0.2, pt(50, 50))]),
        ]) == [6, 7])
        let ids = script.events.flatMap(\.touches).filter { $0.phase == .began }.map(\.id)
        #expect(ids == [1, 2, 3, 4, 5, 6, 7])
    }

    // MARK: Taps

    @Test("A double tap: 0.1 s presses, 0.15 s apart, within UIKit's tap limits")
    func doubleTapTiming() {
        let script = script()
        script.tap(at: pt(50, 60), count: 2)
        expectTrace(sampleLines(script.events), [
            "0.0 1 began (50.0, 60.0)",
            "0.1 1 ended (50.0, 60.0)",
            "0.25 2 began (50.0, 60.0)",
            "0.35 2 ended (50.0, 60.0)",
        ])
        let times = script.events.map(\.timestamp)
        let press = [times[1] - times[0], times[3] - times[2]], gap = times[2] - times[1]
        #expect(press.allSatisfy { $0 <= GestureConstants.tapMaximumDuration })
        #expect(gap <= GestureConstants.tapMaximumInterval)
    }

    @Test("A double tap is recognized by a tap recognizer with UIKit's limits, at every rate",
          arguments: [60.0, 120.0, 240.0, 90.0])
    func doubleTapRecognized(rate: Double) {
        let scene = ScriptScene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let double = scene.attach(Tapper(name: "double", taps: 2), to: box)
        double.interval = GestureConstants.tapMaximumInterval
        double.slop = GestureConstants.tapAllowableMovement
        let script = TouchScript(window: scene.window, sampleRate: rate, jitter: 0.5, seed: 3)
        script.tap(at: pt(100, 100), count: 2, fingers: 1)
        // Each press lasts 0.1 s: a trembling move in every frame between landing and lifting.
        let trembles = Int((0.1 * rate).rounded()) - 1
        expectTrace(scene.trace.lines.filter { !$0.contains("action") },
            ["box.touchesBegan [1]"] + Array(repeating: "box.touchesMoved [1]", count: trembles)
                + ["box.touchesBegan [2]"] + Array(repeating: "box.touchesMoved [2]", count: trembles)
                + ["double: possible → ended", "box.touchesCancelled [1,2]"])
    }

    @Test("Tap timings follow the script's settings; nothing happens for no taps or no fingers")
    func tapSettings() {
        let script = script(rate: 100)
        script.tapPressDuration = 0.05
        script.tapInterval = 0.2
        script.tap(at: pt(50, 60), count: 3)
        #expect(eventLines(script.events) == [
            "0.0: 1 began", "0.05: 1 ended", "0.25: 2 began", "0.3: 2 ended", "0.5: 3 began", "0.55: 3 ended",
        ])
        #expect(script.tap(at: pt(1, 1), count: 0) == [])
        #expect(script.tap(at: pt(1, 1), fingers: -1) == [])
        #expect(script.events.count == 6)
    }

    @Test("A gesture right after another starts one frame later, so no two events share a time")
    func backToBack() {
        let script = script()
        script.tap(at: pt(10, 10))
        script.tap(at: pt(10, 10))
        #expect(eventLines(script.events) == ["0.0: 1 began", "0.1: 1 ended", "0.1167: 2 began", "0.2167: 2 ended"])
    }

    // MARK: Long press and waiting

    @Test("A long press sends nothing while it holds, yet its window's timers fire on time")
    func longPressTimers() {
        let scene = ScriptScene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let hold = scene.attach(Holder(name: "hold"), to: box)
        hold.addAction { [clock = scene.clock, trace = scene.trace] _ in
            trace.note("at \(TraceFormat.number(clock.now, digits: 4)) s")
        }
        let script = TouchScript(window: scene.window)
        script.longPress(at: pt(100, 100))

        expectTrace(sampleLines(script.events), ["0.0 1 began (100.0, 100.0)", "0.8 1 ended (100.0, 100.0)"])
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "hold: possible → began",
            "hold: action began at (100.0, 100.0)",
            "at 0.5 s",
            "box.touchesCancelled [1]",
            "hold: began → ended",
            "hold: action ended at (100.0, 100.0)",
            "at 0.8 s",
        ])
    }

    @Test("Waiting fires due timers and is recorded, consecutive waits as one idle mark")
    func waiting() {
        let scene = ScriptScene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(Tapper(name: "double", taps: 2), to: box)
        let script = TouchScript(window: scene.window)
        script.tap(at: pt(50, 50))
        script.wait(0.2)
        // The lift is withheld from the view while the double tap still waits for a second tap.
        #expect(scene.trace.take() == ["box.touchesBegan [1]"])
        script.wait(0.2)
        #expect(scene.trace.take() == ["double: possible → failed", "box.touchesEnded [1]"])
        script.wait(-1)
        script.wait(.nan)
        script.wait(.infinity)
        #expect(script.now == 0.5)
        #expect(script.recording == [
            .event(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: pt(50, 50))])),
            .event(InputEvent(timestamp: 0.1, touches: [TouchInput(id: 1, phase: .ended, location: pt(50, 50))])),
            .idle(until: 0.5),
        ])
    }

    @Test("The script follows its window's clock when someone else moved it")
    func followsClock() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let script = TouchScript(window: window)
        (window.clock as! ManualClock).advance(by: 2)
        script.tap(at: pt(5, 5))
        #expect(eventLines(script.events) == ["2.0: 1 began", "2.1: 1 ended"])
    }

    @Test("Every event goes to onEvent before the window, in order")
    func eventSink() {
        let script = script()
        var seen: [InputEvent] = []
        script.onEvent = { seen.append($0) }
        script.drag(from: pt(0, 0), to: pt(30, 0), duration: 0.05)
        #expect(seen == script.events)
        #expect(eventLines(seen) == ["0.0: 1 began", "0.0167: 1 moved", "0.0333: 1 moved", "0.05: 1 moved", "0.0667: 1 ended"])
    }

    @Test("Without keeping a recording, events still reach onEvent")
    func noRecording() {
        let script = script()
        script.keepsRecording = false
        var count = 0
        script.onEvent = { _ in count += 1 }
        script.tap(at: pt(1, 1))
        script.wait(1)
        #expect(script.recording == [])
        #expect(count == 2)
    }

    // MARK: Jitter

    @Test("Jitter is the same for the same seed, different for another, and within its bound")
    func jitter() {
        func play(_ script: TouchScript) -> TouchScript {
            script.drag(from: pt(20, 20), to: pt(220, 120))
            script.tickle(at: pt(160, 240))
            script.pinch(center: pt(160, 240), fromSpan: 80, toSpan: 160)
            return script
        }
        let a = play(script(rate: 120, jitter: 0.5, seed: 7))
        let b = play(script(rate: 120, jitter: 0.5, seed: 7))
        let c = play(script(rate: 120, jitter: 0.5, seed: 8))
        #expect(a.events == b.events)
        #expect(a.events != c.events)

        // Every sample lies within the jitter of where it would be without: compare each with the
        // clean script's finger at the same time (where it last was, when it did not move).
        let clean = play(script(rate: 120))
        var cleanAt: [Double: [Int: Point]] = [:]
        var latest: [Int: Point] = [:]
        var times = Set(clean.events.map(\.timestamp)).union(a.events.map(\.timestamp)).sorted()[...]
        var cleanEvents = clean.events[...]
        while let time = times.popFirst() {
            while let event = cleanEvents.first, event.timestamp <= time {
                for sample in event.touches { latest[sample.id] = sample.location }
                cleanEvents = cleanEvents.dropFirst()
            }
            cleanAt[time] = latest
        }
        let offsets = a.events.flatMap { event in
            event.touches.flatMap { sample in
                let exact = cleanAt[event.timestamp]![sample.id]!
                return [sample.location.x - exact.x, sample.location.y - exact.y]
            }
        }
        #expect(offsets.count == 2 * a.events.flatMap(\.touches).count)
        #expect(offsets.allSatisfy { abs($0) <= 0.5 })
        #expect(offsets.map(abs).max()! > 0.45)
        // Jitter makes still fingers tremble, so the noisy script has more samples, never fewer.
        #expect(a.events.flatMap(\.touches).count > clean.events.flatMap(\.touches).count)
        #expect(samples(a.events, .began).count == 4)
    }

    @Test("With jitter a held finger trembles: it is sampled every frame")
    func jitterWhileHolding() {
        let script = script(rate: 60, jitter: 0.5, seed: 1)
        script.longPress(at: pt(100, 100), duration: 0.1)
        #expect(eventLines(script.events) == [
            "0.0: 1 began", "0.0167: 1 moved", "0.0333: 1 moved", "0.05: 1 moved", "0.0667: 1 moved",
            "0.0833: 1 moved", "0.1: 1 ended",
        ])
    }

    @Test("SplitMix64 gives its reference sequence")
    func splitMix() {
        var random = SplitMix64(seed: 1234567)
        #expect((0..<3).map { _ in random.next() } == [6457827717110365317, 3203168211198807973, 9817491932198370423])
        var unit = SplitMix64(seed: 0)
        #expect((0..<1000).map { _ in unit.nextUnit() }.allSatisfy { $0 >= 0 && $0 < 1 })
    }

    // MARK: Tickle

    @Test("A tickle strokes left and right, turning strokes − 1 times, every stroke past 25 points")
    func tickleStrokes() {
        // 140 Hz puts a frame on every turning point: the 7 amplitudes of travel take 10 frames each.
        let script = script(rate: 140)
        script.tickle(at: pt(160, 240))
        let xs = script.events.flatMap(\.touches).map(\.location.x)
        var turningPoints = [xs[0]]
        var direction = 0.0
        for (previous, x) in zip(xs, xs.dropFirst()) where x != previous {
            let now = x > previous ? 1.0 : -1.0
            if direction != 0, now != direction { turningPoints.append(previous) }
            direction = now
        }
        turningPoints.append(xs.last!)
        #expect(turningPoints == [160, 190, 130, 190, 130])
        #expect(Set(script.events.flatMap(\.touches).map(\.location.y)) == [240])
        #expect(script.events.last!.timestamp == 71.0 / 140)
    }

    @Test("A tickle of n strokes makes n − 1 changes of direction for the tutorial's recognizer",
          arguments: [(3, "rub: possible → failed"), (4, "rub: possible → ended"), (6, "rub: possible → ended")])
    func tickleRecognized(strokes: Int, outcome: String) {
        let scene = ScriptScene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 320, height: 480))
        scene.attach(Rubber(name: "rub"), to: box)
        let script = TouchScript(window: scene.window)
        script.tickle(at: pt(160, 240), strokes: strokes)
        #expect(scene.trace.lines.filter { $0.hasPrefix("rub: possible") } == [outcome])
    }

    // MARK: Paths

    @Test("Arbitrary paths: timed points in straight lines, and functions of the progress")
    func arbitraryPaths() {
        let script = script(rate: 10)
        script.paths([
            FingerPath(points: [(0, pt(0, 0)), (0.2, pt(20, 0)), (0.4, pt(20, 40))]),
            FingerPath(start: 0.1, duration: 0.2) { u in pt(100 + 50 * u, 100) },
        ])
        expectTrace(sampleLines(script.events), [
            "0.0 1 began (0.0, 0.0)",
            "0.1 1 moved (10.0, 0.0)",
            "0.1 2 began (100.0, 100.0)",
            "0.2 1 moved (20.0, 0.0)",
            "0.2 2 moved (125.0, 100.0)",
            "0.3 1 moved (20.0, 20.0)",
            "0.3 2 ended (150.0, 100.0)",
            "0.4 1 ended (20.0, 40.0)",
        ])
    }

    @Test("A path lifts at least one frame after landing, and bad points are left out")
    func degeneratePaths() {
        let script = script(rate: 10)
        script.paths([
            FingerPath(points: [(0.05, pt(5, 5))]),
            FingerPath(points: [(.nan, pt(1, 1)), (0, pt(.infinity, 0)), (0.3, pt(9, 9)), (0.1, pt(3, 3))]),
        ])
        expectTrace(sampleLines(script.events), [
            "0.1 1 began (5.0, 5.0)",
            "0.1 2 began (3.0, 3.0)",
            "0.2 1 ended (5.0, 5.0)",
            "0.2 2 moved (6.0, 6.0)",
            "0.3 2 ended (9.0, 9.0)",
        ])
    }

    // MARK: Pointer

    @Test("A hover enters, moves every frame and exits")
    func hover() {
        let script = script(rate: 10)
        script.hover(from: pt(0, 0), to: pt(30, 60), duration: 0.3)
        expectTrace(sampleLines(script.events), [
            "0.0 pointer entered (0.0, 0.0)",
            "0.1 pointer moved (10.0, 20.0)",
            "0.2 pointer moved (20.0, 40.0)",
            "0.3 pointer moved (30.0, 60.0)",
            "0.4 pointer exited (30.0, 60.0)",
        ])
    }

    // MARK: Bad input

    @Test("Nonsense durations and distances never hang or crash: they are bounded")
    func nonsense() {
        let script = script(rate: 10)
        script.jitter = .nan
        #expect(script.jitter == 0)
        script.jitter = 1e9
        #expect(script.jitter == 50)
        script.jitter = 0
        script.drag(from: pt(0, 0), to: pt(10, 0), duration: .nan)
        script.longPress(at: pt(0, 0), duration: -3)
        script.drag(from: pt(0, 0), to: pt(10, 0), duration: .infinity)
        script.tickle(at: pt(0, 0), strokes: -4, amplitude: .nan)
        #expect(eventLines(script.events) == [
            "0.0: 1 began", "0.1: 1 moved", "0.2: 1 ended",
            "0.3: 2 began", "0.4: 2 ended",
            "0.5: 3 began", "0.6: 3 moved", "0.7: 3 ended",
            "0.8: 4 began", "1.4: 4 ended",  // one stroke of no amplitude: the finger stays put
        ])
        script.longPress(at: pt(0, 0), duration: 1e12)
        #expect(script.now == 1.5 + 600)
    }
}
