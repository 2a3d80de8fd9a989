import Gestures

/// A discrete tap written the way an app would: recognizes when the last finger lifts having moved
/// under `slop` points; with `taps > 1` it waits `interval` seconds for each next tap, on a timer.
final class Tapper: GestureRecognizer {
    var taps = 1
    var slop = 45.0
    var interval = 0.35
    private var start: Point?
    private var count = 0

    convenience init(name: String, taps: Int = 1) {
        self.init()
        self.name = name
        self.taps = taps
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        cancelTimer()
        if start == nil { start = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start else { return }
        if location(in: nil).distance(to: start) > slop { state = .failed }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        count += 1
        if count >= taps { state = .ended } else { scheduleTimer(after: interval) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }
    override func timerFired(tag: Int) { state = .failed }

    override func reset() {
        start = nil
        count = 0
    }
}

/// A continuous one-or-more-finger drag: begins once the centroid moved `slop` points from where
/// it was when the last finger landed, changes on every move, ends when the last finger lifts.
final class Dragger: GestureRecognizer {
    var slop = 10.0
    private var start: Point?

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { start = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start else { return }
        if state == .possible {
            if location(in: nil).distance(to: start) >= slop { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .cancelled }
    override func reset() { start = nil }
}

/// A continuous press: begins on a timer `duration` seconds after landing, unless the finger moved
/// more than `slop` points first; ends on lift.
final class Holder: GestureRecognizer {
    var duration = 0.5
    var slop = 10.0
    private var start: Point?

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard start == nil else { return }
        start = location(in: nil)
        scheduleTimer(after: duration)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, let start, location(in: nil).distance(to: start) > slop {
            state = .failed
        } else if state != .possible {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .cancelled }
    override func timerFired(tag: Int) { state = .began }
    override func reset() { start = nil }
}

/// A two-finger spread: begins when the distance between two fingers changed by `threshold`
/// points, changes on every move after, ends when the fingers lift; one finger alone fails.
final class Spreader: GestureRecognizer {
    var threshold = 10.0
    private var startSpan: Double?

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    private var span: Double { location(ofTouch: 0, in: nil).distance(to: location(ofTouch: 1, in: nil)) }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == 2, startSpan == nil { startSpan = span }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2, let startSpan else { return }
        if state == .possible {
            if abs(span - startSpan) >= threshold { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed } else if numberOfTouches == 0 { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .cancelled }
    override func reset() { startSpan = nil }
}

/// A rub: recognizes once the finger changed horizontal direction `turns` times, each stroke at
/// least `stroke` points long; lifting earlier fails.
final class Rubber: GestureRecognizer {
    var turns = 3
    var stroke = 25.0
    private var anchor: Double?
    private var direction = 0
    private var changes = 0

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if anchor == nil { anchor = location(in: nil).x }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let anchor else { return }
        let x = location(in: nil).x
        let travel = x - anchor
        guard abs(travel) >= stroke else { return }
        let now = travel > 0 ? 1 : -1
        self.anchor = x
        if direction != 0, now != direction { changes += 1 }
        direction = now
        if changes >= turns, state == .possible { state = .ended }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }

    override func reset() {
        anchor = nil
        direction = 0
        changes = 0
    }
}

/// A two-finger turn: begins when the line between the fingers turned by `threshold`, changes on
/// every move after, ends when the fingers lift; one finger alone fails.
final class Turner: GestureRecognizer {
    /// cos 10°: the line must turn at least 10° before the turn begins.
    var cosineThreshold = 0.984807753012208
    private var startVector: Vector?

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    private var vector: Vector { location(ofTouch: 1, in: nil) - location(ofTouch: 0, in: nil) }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == 2, startVector == nil { startVector = vector }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 2, let start = startVector else { return }
        if state == .possible {
            let now = vector
            let cosine = (start.dx * now.dx + start.dy * now.dy) / (start.length * now.length)
            if cosine <= cosineThreshold { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed } else if numberOfTouches == 0 { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .cancelled }
    override func reset() { startVector = nil }
}
