import Gestures

/// A discrete recognizer written as a user would: recognizes when every finger lifts having
/// moved less than `slop` points; with `taps > 1` it waits up to `interval` seconds for the next
/// tap, on a timer.
final class TestTap: GestureRecognizer {
    var taps = 1
    var slop = 10.0
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
        if start == nil, let touch = touches.first { start = touch.location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start, let touch = touches.first else { return }
        if touch.location(in: nil).distance(to: start) > slop { state = .failed }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        count += 1
        if count >= taps {
            state = .ended
        } else {
            scheduleTimer(after: interval)
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .failed
    }

    override func timerFired(tag: Int) {
        state = .failed
    }

    override func reset() {
        start = nil
        count = 0
    }
}

/// A continuous recognizer: begins once the first finger moved `slop` points, changes on every
/// move, ends when the last finger lifts, fails if they lift before it began.
final class TestDrag: GestureRecognizer {
    var slop = 10.0
    private var start: Point?

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if start == nil { start = location(in: nil) }
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

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = .cancelled
    }

    override func reset() {
        start = nil
    }
}

/// A continuous recognizer that begins from a timer, `duration` seconds after the first finger
/// lands, unless it moved more than `slop` points; it ends on lift.
final class TestHold: GestureRecognizer {
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

    override func timerFired(tag: Int) {
        state = .began
    }

    override func reset() {
        start = nil
    }
}

/// A recognizer that does whatever the test assigns: its touch methods do nothing.
final class Puppet: GestureRecognizer {
    convenience init(name: String) {
        self.init()
        self.name = name
    }
}

/// A delegate whose every answer is a stored value, recording what it was asked.
final class TestDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receiveTouch = true
    var requireFailureOf: [ObjectIdentifier] = []
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked.append("shouldBegin \(gestureRecognizer.diagnosticLabel)")
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        asked.append("simultaneous \(gestureRecognizer.diagnosticLabel) \(other.diagnosticLabel)")
        return simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailureOf.contains(ObjectIdentifier(other))
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        receiveTouch
    }
}
