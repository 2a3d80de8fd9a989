#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import GestureTesting
import Testing

/// A scene with a recognizer of every kind the script's gestures exercise, built identically each
/// time: the tap waits for the double tap to fail, the drag and the hold compete on one view, the
/// spread, the turn and a drag on another, and the rub has a view of its own.
@MainActor
private func makeScene() -> ScriptScene {
    let scene = ScriptScene(decisions: true)
    let taps = scene.view("taps", Rect(x: 0, y: 0, width: 160, height: 160))
    let tap = scene.attach(Tapper(name: "tap"), to: taps)
    let double = scene.attach(Tapper(name: "double", taps: 2), to: taps)
    tap.require(toFail: double)

    let drags = scene.view("drags", Rect(x: 160, y: 0, width: 160, height: 160))
    scene.attach(Dragger(name: "drag"), to: drags)
    scene.attach(Holder(name: "hold"), to: drags)

    let pinches = scene.view("pinches", Rect(x: 0, y: 160, width: 320, height: 160))
    scene.attach(Spreader(name: "spread"), to: pinches)
    scene.attach(Turner(name: "turn"), to: pinches)
    scene.attach(Dragger(name: "pan2"), to: pinches)

    let rubs = scene.view("rubs", Rect(x: 0, y: 320, width: 320, height: 160))
    scene.attach(Rubber(name: "rub"), to: rubs)
    return scene
}

/// Plays every kind of gesture the script knows into `script`'s window.
@MainActor
private func playEverything(_ script: TouchScript) {
    script.tap(at: pt(80, 80), count: 2)
    script.wait(0.5)
    script.tap(at: pt(80, 80))
    script.wait(0.5)
    script.longPress(at: pt(240, 80))
    script.drag(from: pt(180, 40), to: pt(300, 140), duration: 0.2, easing: .fling)
    script.drag(from: pt(300, 140), to: pt(180, 40), easing: .easeOut)
    script.pinch(center: pt(160, 240), fromSpan: 60, toSpan: 180)
    script.rotate(center: pt(160, 240), by: 1)
    script.twoFingerPan(from: pt(100, 240), to: pt(220, 250))
    script.tickle(at: pt(160, 400))
    script.edgeSwipe(from: .left, at: 400, distance: 100)
    script.tap(at: pt(80, 80), fingers: 2)
    script.hover(from: pt(10, 10), to: pt(300, 470))
    script.paths([
        FingerPath(points: [(0, pt(200, 60)), (0.3, pt(200, 150))]),
        FingerPath(start: 0.05, duration: 0.4) { u in pt(60 + 200 * u, 360) },
    ])
    script.wait(1)
}

@MainActor
@Suite("Replay")
struct ReplayTests {
    @Test("Script, record, trace file, replay into a fresh identical scene: the very same trace")
    func scriptRecordReplay() throws {
        let original = makeScene()
        let script = TouchScript(window: original.window, sampleRate: 120, jitter: 0.5, seed: 42)
        playEverything(script)
        let expected = original.trace.lines

        let path = "/tmp/swift-gestures-\(getpid())-replay.jsonl"
        defer { unlink(path) }
        var writer = try TraceWriter(path: path, header: script.traceHeader)
        writer.write(contentsOf: script.recording)
        try writer.close()

        let reader = try TraceReader(path: path, strict: true)
        let copy = makeScene()
        #expect(Size(width: 320, height: 480) == reader.header.screenSize)
        let replayer = TraceReplayer(window: copy.window)
        var replayed: [InputEvent] = []
        replayer.onEvent = { replayed.append($0) }
        let items = try replayer.play(reader)

        #expect(items == script.recording.count)
        #expect(replayer.eventCount == script.events.count)
        #expect(replayed == script.events)
        #expect(copy.clock.now == script.now)
        expectTrace(copy.trace.lines, expected)

        // And what happened is what each gesture should do: every kind has its winner.
        expectTrace(expected.filter { $0.contains(": possible →") }, [
            "double: possible → ended", "tap: possible → failed",        // double tap
            "double: possible → failed", "tap: possible → ended",        // single tap, after the wait
            "hold: possible → began", "drag: possible → failed",         // long press
            "drag: possible → began", "hold: possible → failed",         // fling
            "drag: possible → began", "hold: possible → failed",         // ease-out drag back
            "spread: possible → began", "turn: possible → failed", "pan2: possible → failed",  // pinch
            "turn: possible → began", "spread: possible → failed", "pan2: possible → failed",  // rotation
            "pan2: possible → began", "spread: possible → failed", "turn: possible → failed",  // two-finger pan
            "rub: possible → ended",                                     // tickle
            "rub: possible → failed",                                    // edge swipe: one way only
            "double: possible → failed", "tap: possible → ended",        // two-finger tap
            "drag: possible → began", "hold: possible → failed",         // paths: one finger on drags…
            "rub: possible → failed",                                    // …one on rubs
        ])
    }

    @Test("A small script's whole trace, and the same trace again from its trace file's text")
    func smallScript() throws {
        func scene() -> (ScriptScene, View) {
            let scene = ScriptScene()
            let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
            let tap = scene.attach(Tapper(name: "tap"), to: box)
            let double = scene.attach(Tapper(name: "double", taps: 2), to: box)
            tap.require(toFail: double)
            scene.attach(Dragger(name: "drag"), to: box)
            return (scene, box)
        }
        let expected = [
            // The tap lifts at 0.1 s and waits for the double tap, which gives up at 0.45 s.
            "box.touchesBegan [1]",
            "# tap waiting for double to fail",
            "drag: possible → failed",
            "double: possible → failed",
            "# tap released: required recognizers failed",
            "tap: possible → ended",
            "tap: action ended at (50.0, 50.0)",
            "box.touchesCancelled [1]",
            // The drag: 10 points in each of two 0.05 s frames, a frame of rest, the lift.
            "box.touchesBegan [2]",
            "drag: possible → began",
            "# tap failed: excluded by drag",
            "tap: possible → failed",
            "# double failed: excluded by drag",
            "double: possible → failed",
            "drag: action began at (60.0, 50.0)",
            "box.touchesCancelled [2]",
            "drag: began → changed",
            "drag: action changed at (70.0, 50.0)",
            "drag: changed → ended",
            "drag: action ended at (70.0, 50.0)",
        ]

        let (original, _) = scene()
        original.trace.includesDecisions = true
        let script = TouchScript(window: original.window, sampleRate: 20)
        script.tap(at: pt(50, 50))
        script.wait(0.5)
        script.drag(from: pt(50, 50), to: pt(70, 50), duration: 0.1)
        expectTrace(original.trace.lines, expected)

        var writer = TraceWriter(header: script.traceHeader, output: "")
        writer.write(contentsOf: script.recording)
        #expect(writer.output == #"""
            {"format":"swift-gestures-trace","version":"1.2","width":320.0,"height":480.0,"device":"touch-script"}
            {"e":0,"t":0.0,"id":1,"phase":"began","x":50.0,"y":50.0}
            {"e":1,"t":0.1,"id":1,"phase":"ended","x":50.0,"y":50.0}
            {"t":0.6}
            {"e":2,"t":0.6,"id":2,"phase":"began","x":50.0,"y":50.0}
            {"e":3,"t":0.65,"id":2,"phase":"moved","x":60.0,"y":50.0}
            {"e":4,"t":0.7,"id":2,"phase":"moved","x":70.0,"y":50.0}
            {"e":5,"t":0.75,"id":2,"phase":"ended","x":70.0,"y":50.0}

            """#)

        let (copy, _) = scene()
        copy.trace.includesDecisions = true
        try TraceReplayer(window: copy.window).play(TraceReader(text: writer.output, strict: true))
        expectTrace(copy.trace.lines, expected)
    }

    @Test("With a time offset, a trace replays into a window whose clock has moved on")
    func timeOffset() {
        let script = TouchScript(screenSize: Size(width: 320, height: 480))
        script.longPress(at: pt(100, 100))
        script.tap(at: pt(100, 100))
        script.wait(1)

        let scene = ScriptScene()
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        let hold = scene.attach(Holder(name: "hold"), to: box)
        hold.addAction { [clock = scene.clock, trace = scene.trace] _ in
            trace.note("at \(TraceFormat.number(clock.now, digits: 4)) s")
        }
        scene.clock.advance(to: 10)
        let replayer = TraceReplayer(window: scene.window, timeOffset: 10)
        var times: [Double] = []
        replayer.onEvent = { times.append($0.timestamp) }
        replayer.play(script.recording)

        #expect(times == script.events.map { $0.timestamp + 10 })
        #expect(scene.clock.now == script.now + 10)
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "hold: possible → began",
            "hold: action began at (100.0, 100.0)",
            "at 10.5 s",
            "box.touchesCancelled [1]",
            "hold: began → ended",
            "hold: action ended at (100.0, 100.0)",
            "at 10.8 s",
            "box.touchesBegan [2]",
            "hold: possible → failed",
            "box.touchesEnded [2]",
        ])
    }

    @Test("A trace with a tap count of Int.max, then a second touch nearby, replays with the count bounded")
    func hugeTapCountReplay() throws {
        let text = #"""
            {"format":"swift-gestures-trace","version":"1.0","width":320,"height":480,"device":"hand-written"}
            {"e":0,"t":0,"id":1,"phase":"began","x":50,"y":50,"taps":9223372036854775807}
            {"e":1,"t":0.1,"id":1,"phase":"ended","x":50,"y":50}
            {"e":2,"t":0.2,"id":2,"phase":"began","x":52,"y":50}
            {"e":3,"t":0.3,"id":2,"phase":"ended","x":52,"y":50}
            """#
        let scene = ScriptScene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(Tapper(name: "double", taps: 2), to: box)
        let reader = try TraceReader(text: text, strict: true)
        #expect(try TraceReplayer(window: scene.window).play(reader) == 4)
        expectTrace(scene.trace.lines, [
            "# input: touch 1 tap count 9223372036854775807 over \(GestureConstants.maximumTapCount); using \(GestureConstants.maximumTapCount)",
            "box.touchesBegan [1]",
            "box.touchesBegan [2]",
            "double: possible → ended",
            "double: action ended at (52.0, 50.0)",
            "box.touchesCancelled [1,2]",
            "double: reset",
        ])
    }

    @Test("A lenient replay skips a broken line and plays the rest; the engine sanitizes what is left")
    func brokenLineReplay() throws {
        let text = #"""
            {"format":"swift-gestures-trace","version":"1.0","width":320,"height":480,"device":"hand-written"}
            {"e":0,"t":0,"id":1,"phase":"began","x":50,"y":50}
            {"e":1,"t":0.05,"id":1,"phase":"moved","x":"far"}
            {"e":2,"t":0.1,"id":1,"phase":"moved","x":70,"y":50}
            {"e":3,"t":0.2,"id":1,"phase":"ended","x":70,"y":50}
            {"e":4,"t":0.3,"id":9,"phase":"moved","x":1,"y":1}
            """#
        let scene = ScriptScene(decisions: true)
        let box = scene.view("box", Rect(x: 0, y: 0, width: 200, height: 200))
        scene.attach(Dragger(name: "drag"), to: box)
        let reader = try TraceReader(text: text)
        #expect(try TraceReplayer(window: scene.window).play(reader) == 4)
        #expect(reader.problems == [TraceProblem(line: 3, message: #""x" must be a number, found the string "far""#)])
        expectTrace(scene.trace.lines, [
            "box.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (70.0, 50.0)",
            "box.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (70.0, 50.0)",
            "drag: reset",
            "# input: touch 9 moved without having begun; dropped",
        ])
    }
}
