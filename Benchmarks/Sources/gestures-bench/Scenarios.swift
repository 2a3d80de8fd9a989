import GestureApps
import GestureTesting
@_spi(Benchmarks) import Gestures
import GesturesToolkit

/// Feeds move events for a fixed set of fingers into a window the way a host's event loop does:
/// one event value, its sample buffer filled in place for each frame and handed over from a local
/// variable, so the driver itself neither allocates nor retains anything per event.
@MainActor
final class Fingers {
    let window: Window
    let clock: ManualClock
    /// The event handed to the window; between runs of ``move(_:_:)`` it holds the samples.
    private var event: InputEvent
    /// The move events sent so far.
    private var steps = 0
    private(set) var time = 0.0
    /// Seconds between events (120 Hz, a modern touch screen's rate).
    let interval = 1.0 / 120

    init(window: Window, clock: ManualClock, at points: [Point]) {
        self.window = window
        self.clock = clock
        let samples = points.enumerated().map { TouchInput(id: $0.offset + 1, phase: .began, location: $0.element) }
        event = InputEvent(timestamp: 0, touches: samples)
        // Fingers land one per event, as real ones do.
        for sample in samples {
            time += interval
            window.sendEvent(InputEvent(timestamp: time, touches: [sample]))
        }
        for index in event.touches.indices { event.touches[index].phase = .moved }
    }

    /// Sends `count` move events. Before the `n`th (counted from the first move this set of
    /// fingers made, starting at 1), `place(n, &samples)` sets each finger's location.
    ///
    /// The event lives in a local variable for the length of the run (swapped out of the stored
    /// property and back, which moves it without retaining): handed from a stored property of a
    /// class, it would be retained and released around every call.
    @inline(__always)
    func move(_ count: Int, _ place: (_ step: Int, _ samples: inout [TouchInput]) -> Void) {
        var current = InputEvent(timestamp: 0, touches: [])
        swap(&current, &event)
        var step = steps
        var now = time
        for _ in 0..<count {
            step += 1
            now += interval
            current.timestamp = now
            place(step, &current.touches)
            window.sendEvent(current)
        }
        steps = step
        time = now
        swap(&current, &event)
    }
}

/// A back-and-forth path: the value at `step` of a triangle wave between −amplitude and amplitude.
@inline(__always)
func wave(_ step: Int, period: Int = 64, amplitude: Double) -> Double {
    let phase = step % period
    let half = period / 2
    let up = phase < half ? phase : period - phase
    return (Double(up) / Double(half) * 2 - 1) * amplitude
}

/// Moves a view by a pan's translation and zeroes it: the tutorials' handler, as a closure.
@MainActor
func attachDragging(_ pan: PanGestureRecognizer, to view: View, in reference: View) {
    pan.addAction { pan in
        guard let moved = pan.view else { return }
        let t = pan.translation(in: reference)
        moved.center = Point(x: moved.center.x + t.x, y: moved.center.y + t.y)
        pan.setTranslation(.zero, in: reference)
    }
    view.addGestureRecognizer(pan)
}

@MainActor
final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

@MainActor
enum Scenarios {
    static let keepAlive = Simultaneous()

    static func window() -> (Window, ManualClock) {
        let clock = ManualClock()
        return (Window(frame: Rect(x: 0, y: 0, width: 800, height: 800), clock: clock), clock)
    }

    // MARK: One pan

    /// Moves one finger `count` times back and forth along y = 400, around x = 400.
    static func sweep(_ fingers: Fingers, count: Int) {
        fingers.move(count) { step, samples in samples[0].location = Point(x: 400 + wave(step, amplitude: 150), y: 400) }
    }

    static func singlePan(velocity: VelocityEstimation) -> (Int) -> Void {
        let (window, clock) = window()
        let box = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        pan.velocityEstimation = velocity
        var sink = Point.zero
        pan.addAction { sink = $0.translation(in: nil); sink.x += $0.velocity(in: nil).x }
        box.addGestureRecognizer(pan)
        let fingers = Fingers(window: window, clock: clock, at: [Point(x: 400, y: 400)])
        return { count in
            sweep(fingers, count: count)
            blackHole(sink)
        }
    }

    /// A scroll view 800 points tall over 100,000 points of content holding 50 rows and a button,
    /// with a delegate that reads the offset on every `scrollViewDidScroll`; one finger, landed on
    /// the button, moves up and down (the scroll view's pan drags the content each update).
    static func scrollViewPan() -> (Int) -> Void {
        final class Reader: ScrollViewDelegate {
            var sink = 0.0
            func scrollViewDidScroll(_ scrollView: ScrollView) { sink += scrollView.contentOffset.y }
        }
        let (window, clock) = window()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        scroll.contentSize = Size(width: 800, height: 100_000)
        scroll.setContentOffset(Point(x: 0, y: 50_000), animated: false)
        for row in 0..<50 {
            scroll.addSubview(View(frame: Rect(x: 0, y: 50_000 + Double(row) * 44, width: 800, height: 44)))
        }
        scroll.addSubview(Button(frame: Rect(x: 300, y: 50_380, width: 200, height: 44)))
        let reader = Reader()
        scroll.delegate = reader
        window.addSubview(scroll)
        let fingers = Fingers(window: window, clock: clock, at: [Point(x: 400, y: 400)])
        return { count in
            fingers.move(count) { step, samples in samples[0].location = Point(x: 400, y: 400 + wave(step, amplitude: 150)) }
            blackHole(reader.sink)
            withExtendedLifetime(reader) {}
        }
    }

    /// The same pan with its action a method reference of a target (partially applied per call).
    static func singlePanMethodReference() -> (Int) -> Void {
        @MainActor final class Target {
            var sink = Point.zero
            func handle(_ pan: PanGestureRecognizer) { sink = pan.translation(in: nil) }
        }
        let (window, clock) = window()
        let box = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        window.addSubview(box)
        let target = Target()
        box.addGestureRecognizer(PanGestureRecognizer(target: target, action: Target.handle))
        let fingers = Fingers(window: window, clock: clock, at: [Point(x: 400, y: 400)])
        return { count in
            sweep(fingers, count: count)
            blackHole(target.sink)
        }
    }

    // MARK: The monkey scene

    /// The tutorial's scene as GestureApps builds it (method-reference targets).
    static func monkeyScene(fingers count: Int) -> (Int) -> Void {
        let clock = ManualClock()
        let scene = MonkeyScene(clock: clock)
        let move = drive(monkey: scene.monkey, in: scene.window, clock: clock, fingers: count)
        // The scene is its recognizers' target and delegate, both held weakly (as UIKit holds
        // them): it must live as long as the fingers move, or the pan runs alone with no action.
        return { updates in withExtendedLifetime(scene) { move(updates) } }
    }

    /// The same recognizers with closure actions: two image views, each with pan, pinch,
    /// rotation, a tap that waits for both pans, and a tickle, all simultaneous.
    static func monkeyClosures(fingers count: Int) -> (Int) -> Void {
        let (window, clock) = window()
        let screen = View(frame: window.bounds)
        window.addSubview(screen)
        var pans: [PanGestureRecognizer] = []
        var pictures: [ImageView] = []
        for (index, center) in [Point(x: 250, y: 300), Point(x: 550, y: 500)].enumerated() {
            let picture = ImageView(image: Image(name: index == 0 ? "monkey" : "banana", size: Size(width: 200, height: 200)))
            picture.center = center
            picture.isUserInteractionEnabled = true
            screen.addSubview(picture)
            pictures.append(picture)
            let pan = PanGestureRecognizer()
            pan.delegate = keepAlive
            attachDragging(pan, to: picture, in: screen)
            pans.append(pan)
            let pinch = PinchGestureRecognizer()
            pinch.delegate = keepAlive
            // The tutorial's handlers, as it writes them: the view read once.
            pinch.addAction { pinch in
                guard let view = pinch.view else { return }
                view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
            }
            picture.addGestureRecognizer(pinch)
            let rotation = RotationGestureRecognizer()
            rotation.delegate = keepAlive
            rotation.addAction { rotation in
                guard let view = rotation.view else { return }
                view.transform = view.transform.rotated(by: rotation.rotation)
                rotation.rotation = 0
            }
            picture.addGestureRecognizer(rotation)
        }
        for picture in pictures {
            let tap = TapGestureRecognizer()
            tap.delegate = keepAlive
            for pan in pans { tap.require(toFail: pan) }
            tap.addAction { _ in }
            picture.addGestureRecognizer(tap)
            let tickle = TickleGestureRecognizer()
            tickle.delegate = keepAlive
            tickle.addAction { _ in }
            picture.addGestureRecognizer(tickle)
        }
        return drive(monkey: pictures[0], in: window, clock: clock, fingers: count)
    }

    /// One finger drags the picture back and forth; two pinch, turn and drag it at once.
    static func drive(monkey: View, in window: Window, clock: ManualClock, fingers count: Int) -> (Int) -> Void {
        let c = monkey.center
        let start = count == 1 ? [c] : [Point(x: c.x - 30, y: c.y), Point(x: c.x + 30, y: c.y)]
        let fingers = Fingers(window: window, clock: clock, at: start)
        // The path repeats every 960 steps (its periods, 64, 48 and 80, divide that): worked out
        // once here, so that the timed loop does the engine's and the app's work and not the
        // harness's own trigonometry (a touch screen hands over its positions for nothing).
        let period = 960
        let path = (0..<period).map { step in
            let spread = 30 + wave(step, period: 48, amplitude: 15) + 15
            let direction = Transform(rotationAngle: wave(step, period: 80, amplitude: 0.4))
            return (dx: wave(step, amplitude: 60), ax: spread * direction.a, ay: spread * direction.b)
        }
        // The place along the path is kept by counting, not as `step % period`: the remainder
        // by a period the compiler does not see is a division, whose latency (some 26 cycles,
        // ahead of the load it addresses) the pan's sweep, by a constant power of two, never pays.
        var place = 0
        return { updates in
            fingers.move(updates) { _, samples in
                let (dx, ax, ay) = path[place]
                place = place == period - 1 ? 0 : place + 1
                if count == 1 {
                    samples[0].location = Point(x: c.x + dx, y: c.y)
                } else {
                    samples[0].location = Point(x: c.x + dx - ax, y: c.y - ay)
                    samples[1].location = Point(x: c.x + dx + ax, y: c.y + ay)
                }
            }
        }
    }

    // MARK: Depth

    /// A pan (dragging its view) on the deepest of `depth` nested views.
    static func deepPan(depth: Int) -> (Int) -> Void {
        let (window, clock) = window()
        var parent: View = window
        for _ in 0..<depth {
            let child = View(frame: Rect(x: 1, y: 1, width: 790, height: 790))
            parent.addSubview(child)
            parent = child
        }
        let leaf = View(frame: Rect(x: 300, y: 300, width: 200, height: 200))
        parent.addSubview(leaf)
        attachDragging(PanGestureRecognizer(), to: leaf, in: parent)
        let start = leaf.convert(Point(x: 100, y: 100), to: nil)
        let fingers = Fingers(window: window, clock: clock, at: [start])
        return { count in
            fingers.move(count) { step, samples in samples[0].location = Point(x: start.x + wave(step, amplitude: 60), y: start.y) }
        }
    }

    // MARK: Hit testing

    /// 10,000 views: as siblings in one flat list (the worst case: the point is tested against
    /// nearly all of them), or as 100 rows of 100 cells (the common case). One update is one hit
    /// test, as at a touch's landing.
    static func hitTest(flat: Bool) -> (Int) -> Void {
        let (window, _) = window()
        if flat {
            for index in 0..<10_000 {
                window.addSubview(View(frame: Rect(x: Double(index % 100) * 8, y: Double(index / 100) * 8, width: 8, height: 8)))
            }
        } else {
            for row in 0..<100 {
                let rowView = View(frame: Rect(x: 0, y: Double(row) * 8, width: 800, height: 8))
                window.addSubview(rowView)
                for column in 0..<100 {
                    rowView.addSubview(View(frame: Rect(x: Double(column) * 8, y: 0, width: 8, height: 8)))
                }
            }
        }
        // Near the top left: the first subviews, tried last (front to back).
        let probe = Point(x: 5, y: 5)
        var hits = 0
        return { count in
            for _ in 0..<count where window.hitTest(probe, with: nil) != nil { hits += 1 }
            blackHole(hits)
        }
    }

    // MARK: Many recognizers on one touch

    /// `count` tap recognizers on one view, or one on each view of a chain `count` deep (the touch
    /// lands on the deepest). The first tap recognizer to recognize excludes all the others. One
    /// update is one whole tap: a finger down and up, a second apart so taps do not count up.
    /// One whole tap on a view with `recognizers` tap recognizers whose failure requirements form
    /// cycles of `cycleLength` (each requires the next of its cycle to fail): all ask to recognize
    /// as the finger lifts and wait on one another; every cycle is broken at its first member.
    static func cyclicTaps(count recognizers: Int, cycleLength: Int) -> (Int) -> Void {
        let (window, clock) = window()
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var fired = 0
        var taps: [TapGestureRecognizer] = []
        for _ in 0..<recognizers {
            let tap = TapGestureRecognizer()
            tap.addAction { _ in fired += 1 }
            view.addGestureRecognizer(tap)
            taps.append(tap)
        }
        for start in stride(from: 0, to: recognizers, by: cycleLength) {
            let end = Swift.min(start + cycleLength, recognizers)
            for index in start..<end {
                taps[index].require(toFail: taps[index + 1 < end ? index + 1 : start])
            }
        }
        return tapping(window, clock) { fired }
    }

    static func manyTaps(count recognizers: Int, chain: Bool) -> (Int) -> Void {
        let (window, clock) = window()
        var parent: View = window
        var views: [View] = []
        for _ in 0..<(chain ? recognizers : 1) {
            let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        var fired = 0
        for index in 0..<recognizers {
            let tap = TapGestureRecognizer()
            tap.addAction { _ in fired += 1 }
            views[chain ? index : 0].addGestureRecognizer(tap)
        }
        return tapping(window, clock) { fired }
    }

    /// One whole tap (down, and up 50 ms later) at (100, 100) per update, a second apart.
    static func tapping(_ window: Window, _ clock: ManualClock, fired: @escaping () -> Int) -> (Int) -> Void {
        var time = 0.0
        let point = Point(x: 100, y: 100)
        return { count in
            for _ in 0..<count {
                time += 1
                clock.advance(to: time)
                window.sendEvent(InputEvent(timestamp: time, touches: [TouchInput(id: 1, phase: .began, location: point)]))
                window.sendEvent(InputEvent(timestamp: time + 0.05, touches: [TouchInput(id: 1, phase: .ended, location: point)]))
            }
            blackHole(fired())
        }
    }

    // MARK: Drawing a timeline

    /// The timeline of a session of `taps` taps and drags (a tap, then a 20-move drag, on a view
    /// with a tap and a pan), recorded once and then drawn as SVG. One update is drawing the whole
    /// timeline once, so ns per update over the session's event count shows how drawing grows
    /// with the trace.
    static func timeline(gestures: Int) -> (Int) -> Void {
        let (window, clock) = window()
        let box = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(box)
        let tap = TapGestureRecognizer()
        tap.addAction { _ in }
        box.addGestureRecognizer(tap)
        let pan = PanGestureRecognizer()
        pan.addAction { _ in }
        box.addGestureRecognizer(pan)
        let recorder = TimelineRecorder(window: window)
        var time = 0.0
        func send(_ phase: Touch.Phase, _ x: Double) {
            let input = InputEvent(timestamp: time, touches: [TouchInput(id: 1, phase: phase, location: Point(x: x, y: 100))])
            clock.advance(to: time)
            recorder.record(input)
            window.sendEvent(input)
            time += 1.0 / 60
        }
        for _ in 0..<gestures {
            send(.began, 100)
            send(.ended, 100)
            time += 0.5
            send(.began, 100)
            for step in 1...20 { send(.moved, 100 + Double(step) * 5) }
            send(.ended, 200)
            time += 0.5
        }
        recorder.stop()
        let timeline = recorder.timeline
        var size = 0
        return { count in
            for _ in 0..<count { size &+= TimelineSVG.render(timeline).utf8.count }
            blackHole(size)
        }
    }

    // MARK: Many fingers, many recognizers

    /// Ten views side by side, five recognizers each (pan, pinch, rotation, tap, long press), the
    /// taps and long presses requiring their own view's pan and the next view's tap to fail; ten
    /// fingers, one per view, all moving. One update is one touch moved.
    static func tenFingers() -> (Int) -> Void {
        let (window, clock) = window()
        var taps: [TapGestureRecognizer] = []
        var points: [Point] = []
        for index in 0..<10 {
            let view = View(frame: Rect(x: Double(index) * 80, y: 0, width: 80, height: 800))
            window.addSubview(view)
            let pan = PanGestureRecognizer()
            pan.delegate = keepAlive
            attachDragging(pan, to: view, in: window)
            let pinch = PinchGestureRecognizer()
            pinch.delegate = keepAlive
            pinch.addAction { _ in }
            view.addGestureRecognizer(pinch)
            let rotation = RotationGestureRecognizer()
            rotation.delegate = keepAlive
            rotation.addAction { _ in }
            view.addGestureRecognizer(rotation)
            let tap = TapGestureRecognizer()
            tap.require(toFail: pan)
            tap.addAction { _ in }
            view.addGestureRecognizer(tap)
            let press = LongPressGestureRecognizer()
            press.require(toFail: pan)
            press.require(toFail: tap)
            press.addAction { _ in }
            view.addGestureRecognizer(press)
            if let previous = taps.last { previous.require(toFail: tap) }
            taps.append(tap)
            points.append(Point(x: Double(index) * 80 + 40, y: 400))
        }
        let fingers = Fingers(window: window, clock: clock, at: points)
        return { count in
            // One update is one finger's move: an event of ten moved fingers counts ten.
            fingers.move((count + 9) / 10) { step, samples in
                let dy = wave(step, amplitude: 100)
                for i in samples.indices { samples[i].location = Point(x: points[i].x, y: 400 + dy) }
            }
        }
    }

    // MARK: The floor

    /// The arithmetic a pan and its handler do per update, with no engine: the finger's
    /// displacement, the translation less its baseline, the blended velocity, the conversion into a
    /// view's coordinates, and the view's new center.
    static func floor() -> (Int) -> Void {
        var location = Point(x: 400, y: 400)
        var previous = location
        var accumulated = Vector.zero
        var baseline = Vector(dx: 10, dy: 0)
        var velocity = Vector.zero
        var center = Point(x: 400, y: 400)
        let toView = Transform(scaleX: 1, y: 1).translatedBy(x: -3, y: -7)
        var step = 0
        var time = 0.0
        var lastTime = 0.0
        return { count in
            for _ in 0..<count {
                step += 1
                time += 1.0 / 120
                location = Point(x: 400 + wave(step, amplitude: 150), y: 400)
                let displacement = location - previous
                previous = location
                accumulated += displacement
                let dt = time - lastTime
                lastTime = time
                velocity = (displacement / dt) * 0.2 + velocity * 0.8
                let translation = toView.applyLinear(accumulated - baseline)
                center = Point(x: center.x + translation.dx, y: center.y + translation.dy)
                baseline = accumulated
            }
            blackHole((center, velocity))
        }
    }

    /// One velocity estimator fed a back-and-forth value at 120 Hz, with no engine around it.
    static func velocityEstimator(_ estimation: VelocityEstimation) -> (Int) -> Void {
        var estimator = VelocityEstimator(estimation: estimation, seedsWithFirstStep: false)
        var step = 0
        var time = 0.0
        var sink = Vector.zero
        return { count in
            for _ in 0..<count {
                step += 1
                time += 1.0 / 120
                estimator.add(time: time, value: Vector(dx: wave(step, amplitude: 150), dy: 0))
                sink += estimator.velocity
            }
            blackHole(sink)
        }
    }

    /// One tap through 100, 1,000 and 10,000 taps tied in one requirement cycle, and in cycles of
    /// four: arbitration that grows as n log n.
    static let cycles: [Scenario] = [(1, "one-cycle"), (4, "cycles-of-4")].flatMap { cycle in
        [100, 1_000, 10_000].map { count in
            Scenario(name: "taps-\(count)-recognizers-\(cycle.1)", unit: "tap", targetNanoseconds: nil,
                     mustNotAllocate: false, updateShare: 10.0 / Double(count * 100)) {
                cyclicTaps(count: count, cycleLength: cycle.0 == 1 ? count : cycle.0)
            }
        }
    }

    // MARK: Whole touch sequences

    /// Whole touch sequences on `view` in `window`: a finger lands at `start`, makes `moves` moves
    /// of `step` points back and forth along `axis`, and lifts; one unit is one sequence. The
    /// clock jumps a second between sequences, so no two are taken for a double tap.
    static func sequences(in window: Window, clock: ManualClock, at start: Point, moves: Int,
                          vertical: Bool, after each: @escaping () -> Void = {}) -> (Int) -> Void {
        var time = 0.0
        // One array of samples for every event, changed in place: the events themselves allocate
        // nothing, so what is counted is the engine's.
        var samples = [TouchInput(id: 1, phase: .began, location: start)]
        return { count in
            for _ in 0..<count {
                time += 1
                clock.advance(to: time)
                samples[0].phase = .began
                samples[0].location = start
                window.sendEvent(InputEvent(timestamp: time, touches: samples))
                samples[0].phase = .moved
                for move in 0..<moves {
                    time += 1.0 / 120
                    let offset = Double(move % 10 < 5 ? move % 10 : 10 - move % 10) * 12
                    samples[0].location = vertical ? Point(x: start.x, y: start.y - offset) : Point(x: start.x + offset, y: start.y)
                    window.sendEvent(InputEvent(timestamp: time, touches: samples))
                }
                time += 1.0 / 120
                samples[0].phase = .ended
                window.sendEvent(InputEvent(timestamp: time, touches: samples))
                each()
            }
        }
    }

    /// A drag of 20 moves through a pan whose closure action reads the translation.
    static func panSequence() -> (Int) -> Void {
        let (window, clock) = window()
        let box = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        var sink = Point.zero
        pan.addAction { sink = $0.translation(in: nil) }
        box.addGestureRecognizer(pan)
        return sequences(in: window, clock: clock, at: Point(x: 300, y: 400), moves: 20, vertical: false) { blackHole(sink) }
    }

    /// A drag of 20 moves on a button inside a scroll view (the scenario `scroll-view-pan` drags).
    static func scrollViewSequence() -> (Int) -> Void {
        let (window, clock) = window()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 800))
        scroll.contentSize = Size(width: 800, height: 100_000)
        scroll.setContentOffset(Point(x: 0, y: 50_000), animated: false)
        scroll.addSubview(Button(frame: Rect(x: 300, y: 50_380, width: 200, height: 44)))
        window.addSubview(scroll)
        return sequences(in: window, clock: clock, at: Point(x: 400, y: 400), moves: 20, vertical: true) {
            // Each drag ends decelerating: stop it, so that every sequence starts alike.
            scroll.setContentOffset(Point(x: 0, y: 50_000), animated: false)
        }
    }

    /// A tap on a button with a touch-up-inside action (no moves).
    static func buttonSequence() -> (Int) -> Void {
        let (window, clock) = window()
        let button = Button(frame: Rect(x: 300, y: 300, width: 200, height: 44))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        window.addSubview(button)
        return sequences(in: window, clock: clock, at: Point(x: 400, y: 322), moves: 0, vertical: false) { blackHole(taps) }
    }

    static let all: [Scenario] = [
        Scenario(name: "floor", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) { floor() },
        Scenario(name: "sdl2-touch-path", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            SDLTouchPath.scenario()
        },
        Scenario(name: "pan", unit: "update", targetNanoseconds: 100, mustNotAllocate: true) {
            singlePan(velocity: .uikit)
        },
        Scenario(name: "scroll-view-pan", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) {
            scrollViewPan()
        },
        Scenario(name: "pan-sequence", unit: "sequence", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 1.0 / 22) { panSequence() },
        Scenario(name: "scroll-view-sequence", unit: "sequence", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 1.0 / 22) { scrollViewSequence() },
        Scenario(name: "button-sequence", unit: "sequence", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 1.0 / 2) { buttonSequence() },
        Scenario(name: "uikit-controller-pan", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) {
            ListBench.controllerPan()
        },
        Scenario(name: "uikit-scroll-view-pan", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            ListBench.scrollViewPan()
        },
        Scenario(name: "table-100000-rows-pan", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            ListBench.tablePan()
        },
        Scenario(name: "pan-least-squares", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) {
            singlePan(velocity: .leastSquares)
        },
        Scenario(name: "pan-method-reference", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            singlePanMethodReference()
        },
        Scenario(name: "monkey-1-finger", unit: "update", targetNanoseconds: 250, mustNotAllocate: true) {
            monkeyClosures(fingers: 1)
        },
        Scenario(name: "monkey-2-fingers", unit: "update", targetNanoseconds: 250, mustNotAllocate: true) {
            monkeyClosures(fingers: 2)
        },
        Scenario(name: "monkey-scene-1-finger", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            monkeyScene(fingers: 1)
        },
        Scenario(name: "monkey-scene-2-fingers", unit: "update", targetNanoseconds: nil, mustNotAllocate: false) {
            monkeyScene(fingers: 2)
        },
        Scenario(name: "depth-1", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) { deepPan(depth: 1) },
        Scenario(name: "depth-8", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) { deepPan(depth: 8) },
        Scenario(name: "depth-32", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) { deepPan(depth: 32) },
        Scenario(name: "depth-128", unit: "update", targetNanoseconds: nil, mustNotAllocate: true) { deepPan(depth: 128) },
        Scenario(name: "hit-test-10000-flat", unit: "hit test", targetNanoseconds: 10_000, mustNotAllocate: false,
                 updateShare: 0.005) { hitTest(flat: true) },
        Scenario(name: "hit-test-10000-grid", unit: "hit test", targetNanoseconds: 10_000, mustNotAllocate: false,
                 updateShare: 0.05) { hitTest(flat: false) },
        Scenario(name: "ten-fingers-fifty-recognizers", unit: "touch", targetNanoseconds: nil, mustNotAllocate: true) {
            tenFingers()
        },
        Scenario(name: "taps-10-recognizers-one-view", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.01) { manyTaps(count: 10, chain: false) },
        Scenario(name: "taps-10-recognizers-chain", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.01) { manyTaps(count: 10, chain: true) },
        Scenario(name: "taps-100-recognizers-one-view", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.001) { manyTaps(count: 100, chain: false) },
        Scenario(name: "taps-100-recognizers-chain", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.001) { manyTaps(count: 100, chain: true) },
        Scenario(name: "taps-1000-recognizers-one-view", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.0001) { manyTaps(count: 1000, chain: false) },
        Scenario(name: "taps-1000-recognizers-chain", unit: "tap", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.0001) { manyTaps(count: 1000, chain: true) },
    ] + cycles + [
        Scenario(name: "timeline-10-gestures", unit: "drawing", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 0.0005) { timeline(gestures: 10) },
        Scenario(name: "timeline-30-gestures", unit: "drawing", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 5e-05) { timeline(gestures: 30) },
        Scenario(name: "timeline-100-gestures", unit: "drawing", targetNanoseconds: nil, mustNotAllocate: false,
                 updateShare: 5e-06) { timeline(gestures: 100) },
        Scenario(name: "velocity-uikit", unit: "sample", targetNanoseconds: nil, mustNotAllocate: true) {
            velocityEstimator(.uikit)
        },
        Scenario(name: "velocity-least-squares", unit: "sample", targetNanoseconds: nil, mustNotAllocate: true) {
            velocityEstimator(.leastSquares)
        },
        Scenario(name: "evdev-decode-protocol-b", unit: "input event", targetNanoseconds: nil, mustNotAllocate: true) {
            EvdevScenarios.decode("Atmel_maXTouch_Touchscreen.4-finger-drag-down.events")
        },
        Scenario(name: "evdev-decode-protocol-a", unit: "input event", targetNanoseconds: nil, mustNotAllocate: true) {
            EvdevScenarios.decode("N-Trig_MultiTouch.2-fingers-touch-release.events")
        },
        Scenario(name: "evdev-to-window-protocol-b", unit: "input event", targetNanoseconds: nil, mustNotAllocate: false) {
            EvdevScenarios.toWindow("Atmel_maXTouch_Touchscreen.4-finger-drag-down.events")
        },
    ]
}
