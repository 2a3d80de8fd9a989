import Foundation
import GestureTesting
import Gestures

/// Plays touches into a scene's window on its manual clock, reporting each event to the timeline:
/// the demo's hands.
@MainActor
final class DemoDriver {
    let window: Window
    let clock: ManualClock
    let timeline: TimelineRecorder
    /// Seconds between samples while a finger moves (60 Hz).
    var frameInterval = 1.0 / 60
    private var fingers: [Int: Point] = [:]
    private var nextID = 1

    init(window: Window, clock: ManualClock) {
        self.window = window
        self.clock = clock
        self.timeline = TimelineRecorder(window: window)
    }

    var now: Double { clock.now }

    func wait(_ seconds: Double) {
        clock.advance(by: seconds)
    }

    private func send(_ samples: [TouchInput]) {
        for sample in samples {
            fingers[sample.id] = sample.phase.isTerminal ? nil : sample.location
        }
        let event = InputEvent(timestamp: clock.now, touches: samples)
        timeline.record(event)
        window.sendEvent(event)
    }

    private func newIDs(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<(nextID + count))
    }

    /// Fingers land at `points` (in consecutive frames, as real fingers do), follow `path` (each
    /// step one frame, giving every finger's position), and lift.
    func gesture(at points: [Point], path: [[Point]], hold: Double = 0, liftWhileMoving: Bool = false) {
        let ids = newIDs(points.count)
        for (id, point) in zip(ids, points) {
            send([TouchInput(id: id, phase: .began, location: point)])
            wait(frameInterval)
        }
        if hold > 0 { wait(hold) }
        for step in path {
            send(zip(ids, step).map { TouchInput(id: $0, phase: .moved, location: $1) })
            wait(frameInterval)
        }
        if !liftWhileMoving { wait(frameInterval * 2) }
        send(ids.map { TouchInput(id: $0, phase: .ended, location: fingers[$0] ?? .zero) })
    }

    /// A quick tap.
    func tap(at point: Point) {
        gesture(at: [point], path: [], hold: 0.06)
    }

    /// One finger dragged in a straight line over `duration` seconds, easing out if asked.
    func drag(from: Point, to: Point, duration: Double, easeOut: Bool = false, liftWhileMoving: Bool = false) {
        let steps = Swift.max(1, Int((duration / frameInterval).rounded()))
        let path = (1...steps).map { step -> [Point] in
            var t = Double(step) / Double(steps)
            if easeOut { t = 1 - (1 - t) * (1 - t) }
            return [Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)]
        }
        gesture(at: [from], path: path, liftWhileMoving: liftWhileMoving)
    }

    /// Two fingers about `center`, spreading from `fromSpan` to `toSpan` points apart while turning
    /// by `angle` radians, over `duration` seconds.
    func pinchAndRotate(center: Point, fromSpan: Double, toSpan: Double, angle: Double, duration: Double) {
        let steps = Swift.max(1, Int((duration / frameInterval).rounded()))
        func fingers(_ span: Double, _ a: Double) -> [Point] {
            let dx = span / 2 * cos(a), dy = span / 2 * sin(a)
            return [Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy)]
        }
        let path = (1...steps).map { step -> [Point] in
            let t = Double(step) / Double(steps)
            return fingers(fromSpan + (toSpan - fromSpan) * t, angle * t)
        }
        gesture(at: fingers(fromSpan, 0), path: path)
    }

    /// Two fingers moving together by `delta` over `duration` seconds, lifting while still moving.
    func twoFingerStroke(from center: Point, by delta: Vector, duration: Double) {
        let steps = Swift.max(1, Int((duration / frameInterval).rounded()))
        let start = [Point(x: center.x - 35, y: center.y), Point(x: center.x + 35, y: center.y)]
        let path = (1...steps).map { step -> [Point] in
            let d = delta * (Double(step) / Double(steps))
            return start.map { $0 + d }
        }
        gesture(at: start, path: path, liftWhileMoving: true)
    }

    /// Fast left–right strokes over a point: a tickle. It has to be vigorous: a pan that runs
    /// alongside keeps moving the picture under the finger, so the finger moves relative to the
    /// picture only as much as its speed changes at each turn.
    func tickle(at point: Point, strokes: Int = 5, amplitude: Double = 40, framesPerStroke: Int = 2) {
        var path: [[Point]] = []
        for stroke in 0..<strokes {
            let sign: Double = stroke % 2 == 0 ? 1 : -1
            for step in 1...framesPerStroke {
                let t = Double(step) / Double(framesPerStroke)
                let x = point.x + sign * amplitude * (stroke == 0 ? t : 2 * t - 1)
                path.append([Point(x: x, y: point.y)])
            }
        }
        gesture(at: [point], path: path)
    }
}
