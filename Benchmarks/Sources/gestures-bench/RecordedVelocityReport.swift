import GestureInput
import Gestures

/// Both velocity estimators on real drags: the one-finger drags of the touchscreen recordings in
/// `Tests/Fixtures/evemu`, played through the evdev backend into a pan.
///
/// There is no true velocity for a real finger, so the reference is a fit that may look ahead: at
/// each sample, a quadratic through the samples within 50 ms on either side, read at the sample.
/// Against it, for each estimator: the RMS error, the lag (the delay of the reference that fits the
/// estimate best, in 4 ms steps up to 100 ms), the roughness (RMS change from one estimate to the
/// next, next to the reference's own), and at the release the speed each reports next to the
/// reference's (a quadratic through the last 50 ms, read at the last sample).
enum RecordedVelocityReport {
    static let drags = [
        ("Atmel maXTouch", "Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events"),
        ("EP0430M09", "EP0430M09.1-finger-drag-up-down.events"),
        ("N-Trig (protocol A)", "N-Trig_MultiTouch.1-finger-drag-NW-SE.events"),
        ("Wacom ISDv4 E6", "Wacom_ISDv4_E6_Finger.single-top-swipe.events"),
    ]

    struct Series {
        var times: [Double] = []
        var velocities: [Vector] = []
        var release = Vector.zero
    }

    /// Plays a recording into a pan; returns the finger's samples and the pan's velocities.
    @MainActor
    static func play(_ file: String, estimation: VelocityEstimation) -> (samples: [(Double, Point)], pan: Series) {
        let recording = try! EvemuRecording(path: EvdevScenarios.folder + file)
        let x = recording.description.axes[Evdev.Abs.mtPositionX]!, y = recording.description.axes[Evdev.Abs.mtPositionY]!
        let size = Size(width: 800, height: 800 * y.width / x.width)
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        let pan = PanGestureRecognizer()
        pan.velocityEstimation = estimation
        window.addGestureRecognizer(pan)
        var series = Series()
        pan.addAction { pan in
            switch pan.state {
            case .changed:
                series.times.append(clock.now)
                series.velocities.append(Vector(pan.velocity(in: nil)))
            case .ended: series.release = Vector(pan.velocity(in: nil))
            default: break
            }
        }
        let feed = WindowFeed(window: window)
        var samples: [(Double, Point)] = []
        feed.onEvent = { event in
            for touch in event.touches where touch.phase != .ended && touch.phase != .cancelled {
                samples.append((event.timestamp, touch.location))
            }
        }
        try! RecordingPlayer.play(recording, mapping: ScreenMapping(windowSize: size), into: feed)
        return (samples, series)
    }

    /// The slope at `time` of a least-squares quadratic through the samples in `from...to`.
    static func fit(_ samples: [(Double, Point)], at time: Double, from: Double, to: Double) -> Vector? {
        let window = samples.filter { $0.0 >= from && $0.0 <= to }
        guard window.count >= 3 else { return nil }
        func slope(_ value: (Point) -> Double) -> Double {
            // Normal equations for v(t) = a + b·s + c·s², s = t − time; the slope at `time` is b.
            var s = [Double](repeating: 0, count: 5), r = [Double](repeating: 0, count: 3)
            for (t, p) in window {
                let d = t - time
                var power = 1.0
                for k in 0..<5 { s[k] += power; if k < 3 { r[k] += power * value(p) }; power *= d }
            }
            let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
            func det(_ a: [[Double]]) -> Double {
                a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                    + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
            }
            let d = det(m)
            guard Swift.abs(d) > 1e-18 else { return 0 }
            var mb = m
            for i in 0..<3 { mb[i][1] = r[i] }
            return det(mb) / d
        }
        return Vector(dx: slope { $0.x }, dy: slope { $0.y })
    }

    static func rms(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
    }

    @MainActor
    static func print() {
        Swift.print("| device (drag) | estimator | RMS error | lag | roughness (reference) | release speed (reference) |")
        Swift.print("|---|---|---|---|---|---|")
        for (device, file) in drags {
            for (name, estimation) in [("UIKit-style", VelocityEstimation.uikit), ("least squares", .leastSquares)] {
                let (samples, pan) = play(file, estimation: estimation)
                func reference(_ t: Double) -> Vector? { fit(samples, at: t, from: t - 0.05, to: t + 0.05) }
                var errors: [Double] = []
                for (t, v) in zip(pan.times, pan.velocities) {
                    if let r = reference(t) { errors.append((v - r).length) }
                }
                var bestLag = 0.0, bestError = Double.infinity
                for step in 0...25 {
                    let lag = Double(step) * 0.004
                    var shifted: [Double] = []
                    for (t, v) in zip(pan.times, pan.velocities) {
                        if let r = reference(t - lag) { shifted.append((v - r).length) }
                    }
                    let error = rms(shifted)
                    if error < bestError { bestError = error; bestLag = lag }
                }
                let roughness = rms(zip(pan.velocities, pan.velocities.dropFirst()).map { ($1 - $0).length })
                let references = pan.times.compactMap(reference)
                let referenceRoughness = rms(zip(references, references.dropFirst()).map { ($1 - $0).length })
                let last = samples.last!.0
                let releaseReference = fit(samples, at: last, from: last - 0.05, to: last) ?? .zero
                Swift.print("| \(device) (\(samples.count) samples) | \(name) | \(fmt(rms(errors), 0)) pt/s | \(fmt(bestLag * 1000, 0)) ms "
                    + "| \(fmt(roughness, 0)) pt/s (\(fmt(referenceRoughness, 0))) | \(fmt(pan.release.length, 0)) pt/s (\(fmt(releaseReference.length, 0))) |")
            }
        }
    }
}
