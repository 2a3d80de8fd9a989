import Gestures

// The engine with every built-in recognizer and two entry points, to measure it in WebAssembly
// (Embedded/wasm/measure.mjs): the module's size, and what a touch update costs under node next
// to the native benchmark's `pan` scenario (Benchmarks/, `gestures-bench --filter pan`).

/// The scene with every recognizer (the one traces replay into), made on the first touch, and how
/// many state transitions its recognizers have made.
final class EveryRecognizer {
    let clock = ManualClock()
    let scene: AllRecognizersSurface
    var transitions = 0

    init() {
        scene = AllRecognizersSurface(clock: clock)
        let counter = WeakReference(self)
        _ = scene.window.engine.addObserver { diagnostic in
            if case .transition = diagnostic.event { counter.value?.transitions += 1 }
        }
    }
}

var everyRecognizer: EveryRecognizer?

/// Sends one touch sample to the scene with every recognizer at `time` (seconds): `phase` 0
/// began, 1 moved, 2 stationary, 3 ended, 4 cancelled. Returns how many state transitions the
/// scene's recognizers have made so far (-1 for an unknown phase).
@_cdecl("touch")
public func touch(_ id: Int, _ phase: Int, _ x: Double, _ y: Double, _ time: Double) -> Int {
    let every = everyRecognizer ?? EveryRecognizer()
    everyRecognizer = every
    let phases: [Touch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    guard phases.indices.contains(phase) else { return -1 }
    if time > every.clock.now { every.clock.advance(to: time) }
    every.scene.window.sendEvent(InputEvent(timestamp: time, touches: [
        TouchInput(id: id, phase: phases[phase], location: Point(x: x, y: y)),
    ]))
    return every.transitions
}

/// The native benchmark's `pan`, as it is there: a window of 800 × 800 points on a manual clock,
/// one view with one pan whose action reads its translation and velocity, and one finger that
/// moves back and forth along y = 400 around x = 400, 150 points each way in 32 updates, at 120 Hz.
final class PanBench {
    let window: Window
    let clock = ManualClock()
    /// One sample, changed in place: the driver allocates nothing per update.
    var samples = [TouchInput(id: 1, phase: .began, location: Point(x: 400, y: 400))]
    var time = 0.0
    var step = 0
    var sink = Point(x: 0, y: 0)

    init() {
        window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 800), clock: clock)
        let box = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        box.addGestureRecognizer(pan)
        time += 1.0 / 120
        window.sendEvent(InputEvent(timestamp: time, touches: samples))
        samples[0].phase = .moved
        let reader = WeakReference(self)
        pan.addAction { pan in
            guard let bench = reader.value else { return }
            bench.sink = pan.translation(in: nil)
            bench.sink.x += pan.velocity(in: nil).x
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            step += 1
            let phase = step % 64, up = phase < 32 ? phase : 64 - phase
            samples[0].location = Point(x: 400 + (Double(up) / 32 * 2 - 1) * 150, y: 400)
            time += 1.0 / 120
            window.sendEvent(InputEvent(timestamp: time, touches: samples))
        }
    }
}

var panBench: PanBench?

/// Runs `count` updates of the `pan` benchmark (set up on the first call); returns what the
/// action read, so that nothing is optimised away.
@_cdecl("pan_updates")
public func panUpdates(_ count: Int) -> Double {
    let bench = panBench ?? PanBench()
    panBench = bench
    bench.run(count)
    return bench.sink.x + bench.sink.y
}
