import Gestures
import GestureTesting

/// The accuracy of both velocity estimators on synthetic drags with a known velocity.
///
/// Each drag is sampled at 60, 120 or 240 Hz, every sample wobbled by up to ±0.5 point (a seeded
/// generator, 20 seeds per case), and played into a pan. Errors are the distance between the
/// estimated and the true velocity, in points per second, averaged over the seeds: mid-gesture (at
/// half the drag) and at the release (the `.ended` action).
enum VelocityReport {
    struct Drag: Sendable {
        let name: String
        let duration: Double
        /// The true position and velocity at time t.
        let position: @Sendable (Double) -> Double
        let velocity: @Sendable (Double) -> Double
    }

    static let drags: [Drag] = [
        Drag(name: "constant 800 pt/s", duration: 0.4, position: { 800 * $0 }, velocity: { _ in 800 }),
        // 1500 pt/s slowing to 300 pt/s over 0.4 s: a fling decelerating.
        Drag(name: "decelerating 1500→300 pt/s", duration: 0.4,
             position: { 1500 * $0 - 1500 * $0 * $0 }, velocity: { 1500 - 3000 * $0 }),
    ]

    @MainActor
    static func errors(_ drag: Drag, rate: Double, estimation: VelocityEstimation, seed: UInt64) -> (mid: Double, release: Double) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 2000, height: 800), clock: clock)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let pan = PanGestureRecognizer()
        pan.velocityEstimation = estimation
        view.addGestureRecognizer(pan)
        var releaseVelocity = 0.0
        pan.addAction { if $0.state == .ended { releaseVelocity = $0.velocity(in: nil).x } }
        var generator = SplitMix64(seed: seed)
        let steps = Int((drag.duration * rate).rounded())
        var midError = 0.0
        func sample(_ t: Double) -> Point {
            Point(x: 100 + drag.position(t) + generator.nextSigned(amplitude: 0.5), y: 400 + generator.nextSigned(amplitude: 0.5))
        }
        window.sendEvent(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: sample(0))]))
        var last = Point.zero
        for step in 1...steps {
            let t = Double(step) / rate
            last = sample(t)
            window.sendEvent(InputEvent(timestamp: t, touches: [TouchInput(id: 1, phase: .moved, location: last)]))
            if step == steps / 2 { midError = abs(pan.velocity(in: nil).x - drag.velocity(t)) }
        }
        // The finger lifts on the next frame, still moving.
        let lift = Double(steps + 1) / rate
        window.sendEvent(InputEvent(timestamp: lift, touches: [TouchInput(id: 1, phase: .ended, location: sample(lift))]))
        return (midError, abs(releaseVelocity - drag.velocity(lift)))
    }

    @MainActor
    static func print() {
        Swift.print("| drag | rate | UIKit-style, mid | UIKit-style, release | least squares, mid | least squares, release |")
        Swift.print("|---|---|---|---|---|---|")
        for drag in drags {
            for rate in [60.0, 120.0, 240.0] {
                var cells: [String] = []
                for estimation in [VelocityEstimation.uikit, .leastSquares] {
                    var mid = 0.0, release = 0.0
                    for seed in 1...20 {
                        let e = errors(drag, rate: rate, estimation: estimation, seed: UInt64(seed))
                        mid += e.mid / 20
                        release += e.release / 20
                    }
                    cells.append("\(fmt(mid, 0)) pt/s (\(fmt(mid / drag.velocity(drag.duration / 2) * 100, 0)) %)")
                    cells.append("\(fmt(release, 0)) pt/s")
                }
                Swift.print("| \(drag.name) | \(fmt(rate, 0)) Hz | \(cells.joined(separator: " | ")) |")
            }
        }
    }
}
