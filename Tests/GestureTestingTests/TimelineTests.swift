import Foundation
@testable import GestureTesting
import Gestures
import Testing

@MainActor
@Suite("Timeline recording and its picture")
struct TimelineTests {
    /// A single tap waiting for a double tap, then a drag that a pan wins over a tap.
    static func makeTimeline() -> Timeline {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let box = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        let single = TapGestureRecognizer()
        single.name = "single"
        let double = TapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        for recognizer in [single, double, pan] as [GestureRecognizer] { box.addGestureRecognizer(recognizer) }

        let recorder = TimelineRecorder(window: window)
        let clock = window.clock as! ManualClock
        func send(_ id: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double) {
            let input = InputEvent(timestamp: clock.now, touches: [TouchInput(id: id, phase: phase, location: Point(x: x, y: y))])
            recorder.record(input)
            window.sendEvent(input)
        }
        send(1, .began, 100, 100)
        clock.advance(by: 0.08)
        send(1, .ended, 100, 100)
        clock.advance(by: 0.5)  // the double tap gives up; the single tap fires
        send(2, .began, 100, 200)
        for step in 1...5 {
            clock.advance(by: 1.0 / 60)
            send(2, .moved, 100 + 8 * Double(step), 200)
        }
        send(2, .ended, 140, 200)
        return recorder.timeline
    }

    @Test("The timeline holds each touch's track, each recognizer's spans and actions, and the decisions")
    func recording() {
        let timeline = Self.makeTimeline()
        #expect(timeline.tracks.map(\.id) == [1, 2])
        #expect(timeline.tracks[1].samples.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .moved, .ended])
        #expect(timeline.lanes.map(\.label) == ["single", "double", "pan"])
        let spans = timeline.lanes.map { lane in lane.spans.map { "\($0.state)" } }
        #expect(spans == [
            ["possible", "ended", "possible", "failed"],
            ["possible", "failed", "possible", "failed"],
            // Moves of 8 points: the pan begins on the second, changes on the three after.
            ["possible", "failed", "possible", "began", "changed", "changed", "changed", "ended"],
        ])
        #expect(timeline.lanes[0].actions.map { "\($0.state)" } == ["ended"])
        #expect(timeline.lanes[2].actions.count == 5)
        #expect(timeline.decisions.map { "\($0.kind.rawValue) \($0.from ?? "-") → \($0.to)" } == [
            "waiting double → single",
            "released - → single",
            "excluded pan → single",
            "excluded pan → double",
        ])
        // The single tap waited 0.35 s after the lift at 0.08 s.
        let singleEnded = timeline.lanes[0].spans[1]
        #expect(abs(singleEnded.start - 0.43) < 1e-9)
    }

    @Test("The picture has a lane per touch and recognizer, coloured spans, action ticks and labelled arrows")
    func picture() {
        let svg = TimelineSVG.render(Self.makeTimeline(), title: "tap, double tap and pan")
        func count(_ needle: String) -> Int { svg.components(separatedBy: needle).count - 1 }
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(count("<g class=\"touch\"") == 2)
        #expect(count("<g class=\"recognizer\"") == 3)
        // The pan's three `.changed` spans in a row are one block.
        #expect(count("class=\"span span-") == 4 + 4 + 6)
        #expect(svg.contains("<title>pan changed from 0.63 s to 0.663 s (3 times in a row)</title>"))
        #expect(count("class=\"span span-failed\"") == 4)
        #expect(count("class=\"action\"") == 6)
        #expect(count("<g class=\"decision decision-excluded\">") == 2)
        #expect(count("<g class=\"decision decision-waiting\">") == 1)
        #expect(count("marker-end=\"url(#arrow)\"><title>") == 3)
        #expect(svg.contains("<title>single failed: excluded by pan</title>"))
        #expect(svg.contains(">tap, double tap and pan</text>"))
        // The wait, with its length, and each loss with its reason, as visible text.
        #expect(count("<g class=\"wait\"") == 1)
        #expect(svg.contains(">waited 0.35 s for double to fail</text>"))
        #expect(count(">lost: excluded by pan</text>") == 2)
        #expect(count("class=\"track-x\"") == 2 && count("class=\"track-y\"") == 2)
    }

    @Test("An empty timeline still draws a valid picture")
    func empty() {
        let svg = TimelineSVG.render(Timeline(windowSize: Size(width: 100, height: 100)))
        #expect(svg.contains("<svg") && svg.contains("class=\"legend\""))
    }

    /// A timeline with `lanes` recognizers, each running one long pan-like gesture of `actions`
    /// `.changed` actions 1 ms apart, and `decisions` decisions all at one instant: the worst case
    /// for drawing ticks and placing labels.
    static func generated(lanes: Int, actions: Int, decisions: Int) -> Timeline {
        var timeline = Timeline(windowSize: Size(width: 320, height: 480))
        for lane in 0..<lanes {
            var spans = [Timeline.Span(state: .possible, start: 0, end: 0.1), Timeline.Span(state: .began, start: 0.1, end: 0.1)]
            var recorded: [(time: Double, state: GestureRecognizer.State)] = [(0.1, .began)]
            for step in 1...actions {
                let t = 0.1 + Double(step) * 0.001
                spans.append(Timeline.Span(state: .changed, start: t, end: t + 0.001))
                recorded.append((t, .changed))
            }
            let end = 0.1 + Double(actions + 1) * 0.001
            spans[1].end = 0.101
            spans.append(Timeline.Span(state: .ended, start: end, end: end))
            recorded.append((end, .ended))
            timeline.lanes.append(Timeline.Lane(label: "r\(lane)", spans: spans, actions: recorded))
        }
        for index in 0..<decisions {
            timeline.decisions.append(Timeline.Decision(time: 0.05, kind: .excluded, from: "r\(index % lanes)",
                                                        to: "r\((index + 1) % lanes)", text: "r\((index + 1) % lanes) failed: excluded by r\(index % lanes)"))
        }
        return timeline
    }

    @Test("A dense run of changed actions is one band with its count, and the changed colour shows")
    func denseRun() {
        let svg = TimelineSVG.render(Self.generated(lanes: 1, actions: 2000, decisions: 0), title: "dense")
        func count(_ needle: String) -> Int { svg.components(separatedBy: needle).count - 1 }
        // 2,000 actions over 2 seconds are 0.45 pixels apart: one band; began and ended keep their ticks.
        #expect(count("class=\"action-band\"") == 1)
        #expect(count("class=\"action\"") == 2)
        #expect(svg.contains("<title>r0: 2000 changed actions from 0.101 s to 2.1 s</title>"))
        #expect(svg.contains(">×2000</text>"))
        #expect(count("class=\"span span-changed\"") == 1)
    }

    @Test("Sparse changed actions keep one tick each")
    func sparseRun() {
        var timeline = Self.generated(lanes: 1, actions: 5, decisions: 0)
        timeline.tracks.append(Timeline.TouchTrack(id: 1, samples: [.init(time: 0, location: Point(x: 1, y: 1), phase: .began),
                                                                     .init(time: 0.2, location: Point(x: 1, y: 1), phase: .ended)]))
        let svg = TimelineSVG.render(timeline, title: "sparse")
        #expect(svg.components(separatedBy: "class=\"action\"").count - 1 == 7)
        #expect(!svg.contains("action-band"))
    }

    @Test("Rendering is linear in the trace: ten times the actions and decisions, at most ten times the work",
          arguments: [(100, 200), (1000, 2000)])
    func linearWork(actions: Int, decisions: Int) {
        var small = 0, large = 0
        _ = TimelineSVG.render(Self.generated(lanes: 10, actions: actions, decisions: decisions), title: "n", work: &small)
        _ = TimelineSVG.render(Self.generated(lanes: 10, actions: actions * 10, decisions: decisions * 10), title: "10n",
                               work: &large)
        // Per item a bounded number of steps (a label probes at most 3 rows of 25 cells)…
        let items = 10 * (2 * actions + 3) + decisions
        #expect(small <= 100 * items)
        // …and ten times the items cost at most ten times the work, plus the fixed frame.
        #expect(large <= 10 * small)
        #expect(large >= 5 * small)
    }

    @Test("A wait that ends in a loss says so; one still open at the end says it is still waiting")
    func waitsThatLose() {
        var timeline = Timeline(windowSize: Size(width: 320, height: 480))
        for label in ["single", "double", "pan", "swipe"] {
            timeline.lanes.append(Timeline.Lane(label: label, spans: [Timeline.Span(state: .possible, start: 0, end: 1)], actions: []))
        }
        func decide(_ time: Double, _ kind: Timeline.Decision.Kind, _ from: String?, _ to: String, _ text: String) {
            timeline.decisions.append(Timeline.Decision(time: time, kind: kind, from: from, to: to, text: text))
        }
        decide(0.1, .waiting, "double", "single", "single waiting for double to fail")
        decide(0.3, .requirement, "double", "single", "single failed: double recognized and was required to fail")
        decide(0.5, .waiting, "swipe", "pan", "pan waiting for swipe to fail")
        let svg = TimelineSVG.render(timeline, title: "waits")
        #expect(svg.contains(">waited 0.2 s for double; double recognized: lost</text>"))
        #expect(svg.contains(">waited 0.5 s for swipe (still waiting)</text>"))
        #expect(svg.contains(">lost: double recognized</text>"))
        #expect(svg.contains("<title>single failed: double recognized and was required to fail</title>"))
    }

    /// A long session of fast taps: every 0.1 s for `taps` taps, half the `lanes` wait for their
    /// neighbour and lose when it recognizes, the other half are excluded by the first lane; each
    /// lane ends with a failure at the very last moment.
    static func fastTaps(taps: Int, lanes: Int) -> Timeline {
        var timeline = Timeline(windowSize: Size(width: 375, height: 667))
        let end = Double(taps) * 0.1
        for lane in 0..<lanes {
            timeline.lanes.append(Timeline.Lane(label: "recognizer-\(lane)", spans: [
                Timeline.Span(state: .possible, start: 0, end: end), Timeline.Span(state: .failed, start: end, end: end),
            ], actions: [(end, .ended)]))
        }
        timeline.tracks.append(Timeline.TouchTrack(id: 1, samples: [
            .init(time: 0, location: Point(x: 10, y: 10), phase: .began), .init(time: end, location: Point(x: 10, y: 10), phase: .ended),
        ]))
        func decide(_ time: Double, _ kind: Timeline.Decision.Kind, _ from: Int, _ to: Int) {
            timeline.decisions.append(Timeline.Decision(time: time, kind: kind, from: "recognizer-\(from)", to: "recognizer-\(to)",
                                                        text: "recognizer-\(to) \(kind.rawValue) by recognizer-\(from)"))
        }
        for tap in 0..<taps {
            let t = Double(tap) * 0.1
            for lane in stride(from: 0, to: lanes - 1, by: 2) {
                decide(t, .waiting, lane + 1, lane)
                decide(t + 0.05, .requirement, lane + 1, lane)
            }
            for lane in stride(from: 3, to: lanes, by: 2) { decide(t + 0.02, .excluded, 1, lane) }
        }
        return timeline
    }

    /// The labels the picture asks for: a wait's, and a loss's (a requirement or an exclusion).
    static func labelsAsked(_ timeline: Timeline) -> Int {
        timeline.decisions.count { $0.kind == .requirement || $0.kind == .excluded } * 2
            - timeline.decisions.count { $0.kind == .excluded }
    }

    @Test("Labels never overlap however long the session; those with no room are counted in the picture",
          arguments: [(4, 6), (80, 16), (400, 16)])
    func labelsNeverOverlap(taps: Int, lanes: Int) {
        let timeline = Self.fastTaps(taps: taps, lanes: lanes)
        let svg = TimelineSVG.render(timeline, title: "fast taps")
        #expect(TimelineSVG.layoutProblems(in: svg) == [])
        let lines = svg.split(separator: "\n")
        let drawn = lines.count { $0.hasPrefix("<text class=\"wait-label\"") || $0.hasPrefix("<text class=\"decision-label\"") }
        let elided = Self.labelsAsked(timeline) - drawn
        let notes = lines.filter { $0.hasPrefix("<text class=\"elided-note\"") }.map { $0.split(separator: ">")[1].dropLast(6) }
        #expect(notes == (elided == 0 ? [] : ["\(elided) label\(elided == 1 ? "" : "s") elided for room (hover the marks for them)"]))
        // The short session has room for all; the long ones elide, the longer more.
        #expect(elided == [4: 0, 80: 1699, 400: 9042][taps])
    }

    @Test("Spans, bands and waits that end at the last moment stay inside the plot")
    func barsStayInside() {
        var timeline = Self.fastTaps(taps: 3, lanes: 2)
        // A wait still open at the end, and a dense band of changed actions up to the end.
        timeline.decisions.append(Timeline.Decision(time: 0.29, kind: .waiting, from: "recognizer-0", to: "recognizer-1", text: "waits"))
        timeline.lanes[1].actions = (0..<300).map { (0.0 + Double($0) * 0.001, .changed) }
        let svg = TimelineSVG.render(timeline, title: "edge")
        #expect(TimelineSVG.layoutProblems(in: svg) == [])
        // The last failure is 6 pixels wide, its right edge on the plot's (166 + 900).
        #expect(svg.split(separator: "\n").filter { $0.contains("failed from 0.3 s to 0.3 s") }.map { $0.prefix(77) } == [
            "<rect class=\"span span-failed\" x=\"1060.0\" y=\"151.0\" width=\"6.0\" height=\"16.0\"",
            "<rect class=\"span span-failed\" x=\"1060.0\" y=\"197.0\" width=\"6.0\" height=\"16.0\"",
        ])
    }

    /// The tick labels of a picture, in order.
    static func ticks(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text class=\"tick\"") }.map { String($0.split(separator: ">")[1].dropLast(6)) }
    }

    @Test("The time axis has a few round ticks at any range, up to the largest finite times")
    func axisAtAnyRange() {
        func timeline(_ times: [Double]) -> Timeline {
            var timeline = Timeline(windowSize: Size(width: 100, height: 100))
            timeline.tracks.append(Timeline.TouchTrack(id: 1, samples: times.map { .init(time: $0, location: Point(x: 1, y: 1), phase: .moved) }))
            return timeline
        }
        #expect(Self.ticks(TimelineSVG.render(timeline([0, 8]))) == (0...8).map { "\($0).0 s" })
        #expect(Self.ticks(TimelineSVG.render(timeline([0.1, 0.13]))) == [
            "0.1 s", "0.105 s", "0.11 s", "0.115 s", "0.12 s", "0.125 s", "0.13 s", "0.135 s", "0.14 s", "0.145 s", "0.15 s",
        ])
        // At 1e17 s a millisecond is lost (a double's step there is 16 s): one tick, not an endless loop.
        #expect(Self.ticks(TimelineSVG.render(timeline([1e17, 1e17, 1e17]))) == ["1.0e17 s"])
        // The whole range of doubles: its length overflows; the step is 2e307.
        #expect(Self.ticks(TimelineSVG.render(timeline([-1.7e308, 0, 1.7e308]))) == [
            "-1.6e308 s", "-1.4e308 s", "-1.2e308 s", "-1.0e308 s", "-8.0e307 s", "-6.0e307 s", "-4.0e307 s", "-2.0e307 s", "0.0 s",
            "2.0e307 s", "4.0e307 s", "6.0e307 s", "8.0e307 s", "1.0e308 s", "1.2e308 s", "1.4e308 s", "1.6e308 s",
        ])
        #expect(TimelineSVG.tickStep(for: .infinity) == 2e307)
        #expect(TimelineSVG.ticks(from: 1e17, to: 1e17 + 0.05, step: 0.005) == [1e17])
    }

    @Test("The interactive page carries the timeline as data, escaped so that no label can end its script")
    func htmlPage() {
        var timeline = Timeline(windowSize: Size(width: 320, height: 480))
        timeline.tracks.append(Timeline.TouchTrack(id: 1, samples: [
            .init(time: 0, location: Point(x: 10, y: 20), phase: .began), .init(time: 0.1, location: Point(x: 10, y: 20), phase: .ended),
        ]))
        timeline.lanes.append(Timeline.Lane(label: "tap</script><b>", spans: [Timeline.Span(state: .possible, start: 0, end: 0.1),
                                                                               Timeline.Span(state: .ended, start: 0.1, end: nil)],
                                            actions: [(0.1, .ended)]))
        timeline.decisions.append(Timeline.Decision(time: 0.1, kind: .excluded, from: nil, to: "tap</script><b>", text: "a \"quote\" & more"))
        let page = TimelineHTML.render(timeline, title: "A <title>")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>A &lt;title&gt;</title>"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        let data = page.split(separator: "\n").filter { $0.hasPrefix("<script id=\"timeline-data\"") }
        #expect(data == [#"""
            <script id="timeline-data" type="application/json">{"start":0.0,"end":0.1,"width":320.0,"height":480.0,"tracks":[{"id":1,"samples":[[0.0,10.0,20.0,"began"],[0.1,10.0,20.0,"ended"]]}],"lanes":[{"label":"tap\u003c/script\u003e\u003cb\u003e","spans":[["possible",0.0,0.1],["ended",0.1,null]],"actions":[[0.1,"ended"]]}],"decisions":[{"time":0.1,"kind":"excluded","from":null,"to":"tap\u003c/script\u003e\u003cb\u003e","text":"a \"quote\" \u0026 more"}]}</script>
            """#])
        // The only script ends are the page's own two.
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    }
}
