import Foundation
import GestureTesting
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
        #expect(count("class=\"span span-") == 4 + 4 + 8)
        #expect(count("class=\"span span-failed\"") == 4)
        #expect(count("class=\"action\"") == 6)
        #expect(count("<g class=\"decision decision-excluded\">") == 2)
        #expect(count("<g class=\"decision decision-waiting\">") == 1)
        #expect(count("marker-end=\"url(#arrow)\"><title>") == 3)
        #expect(svg.contains("<title>single failed: excluded by pan</title>"))
        #expect(svg.contains(">tap, double tap and pan</text>"))
        #expect(count("class=\"track-x\"") == 2 && count("class=\"track-y\"") == 2)
    }

    @Test("An empty timeline still draws a valid picture")
    func empty() {
        let svg = TimelineSVG.render(Timeline(windowSize: Size(width: 100, height: 100)))
        #expect(svg.contains("<svg") && svg.contains("class=\"legend\""))
    }
}
