import Gestures

/// Replays a great many short touch sequences through the monkey-shaped scene and checks that
/// nothing grows: resident memory, the engine's live touches and engaged recognizers.
enum Soak {
    @MainActor
    static func run(sequences: Int) -> Bool {
        let (window, clock) = Scenarios.window()
        let screen = View(frame: window.bounds)
        window.addSubview(screen)
        let picture = View(frame: Rect(x: 300, y: 300, width: 200, height: 200))
        screen.addSubview(picture)
        let pan = PanGestureRecognizer()
        attachDragging(pan, to: picture, in: screen)
        let tap = TapGestureRecognizer()
        tap.require(toFail: pan)
        tap.addAction { _ in }
        picture.addGestureRecognizer(tap)
        let pinch = PinchGestureRecognizer()
        pinch.addAction { _ in }
        picture.addGestureRecognizer(pinch)
        var time = 0.0
        var samples: [TouchInput] = [TouchInput(id: 1, phase: .began, location: .zero)]
        func send(_ phase: Touch.Phase, _ p: Point) {
            time += 1.0 / 120
            samples[0].phase = phase
            samples[0].location = p
            window.sendEvent(InputEvent(timestamp: time, touches: samples))
        }
        var baseline = 0.0
        var worstGrowth = 0.0
        var ok = true
        let report = Swift.max(sequences / 10, 1)
        for sequence in 0..<sequences {
            // A tap, or a short drag, alternately; the picture is brought back home each time.
            let home = Point(x: 400, y: 400)
            picture.center = home
            send(.began, home)
            if sequence % 2 == 0 {
                send(.ended, home)
                clock.advance(by: 0.01)
            } else {
                for step in 1...3 { send(.moved, Point(x: home.x + Double(step) * 8, y: home.y)) }
                send(.ended, Point(x: home.x + 24, y: home.y))
            }
            if (sequence + 1) % report == 0 {
                let memory = Bench.currentMemoryMiB()
                if baseline == 0 { baseline = memory }
                worstGrowth = Swift.max(worstGrowth, memory - baseline)
                let touches = window.engine.activeTouches.count
                let recognizers = window.engine.activeRecognizers.count
                print("soak: \(sequence + 1) sequences, resident \(fmt(memory)) MiB, live touches \(touches), engaged recognizers \(recognizers)")
                if touches != 0 || recognizers != 0 { ok = false }
            }
        }
        // Memory is flat when it grew by less than a megabyte after the first tenth.
        let flat = worstGrowth < 1
        print("soak: \(flat && ok ? "PASS" : "MISS") — growth after the first tenth \(fmt(worstGrowth, 2)) MiB; tables \(ok ? "empty" : "NOT EMPTY") between sequences")
        return flat && ok
    }
}
