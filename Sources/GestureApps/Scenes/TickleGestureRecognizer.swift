import Gestures

/// Recognizes a tickle: a finger rubbing quickly left and right. Discrete, and written the way an
/// app writes its own recognizer: by subclassing and assigning `state`.
///
/// Every time the finger has travelled ``strokeLength`` points horizontally in one direction
/// since the last turn, that counts as a stroke; when a stroke goes the other way from the one
/// before, the direction changed. After more than ``requiredTurns`` strokes (three:
/// the first stroke and two changes of direction) the tickle is recognized. Lifting the finger
/// earlier fails it.
public final class TickleGestureRecognizer: GestureRecognizer {
    /// Direction changes needed beyond the first stroke: 2 (three strokes in all), the tutorial's
    /// constant.
    public let requiredTurns = 2
    /// Horizontal travel that counts as a stroke, in points: 25, the tutorial's constant.
    public let strokeLength = 25.0

    private enum Direction { case left, right }

    private var strokes = 0
    private var strokeStart: Point?
    private var lastDirection: Direction?

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if strokeStart == nil, let touch = touches.first {
            strokeStart = touch.location(in: view)
        }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let start = strokeStart, let touch = touches.first else { return }
        let here = touch.location(in: view)
        let travel = here.x - start.x
        guard abs(travel) >= strokeLength else { return }
        let direction: Direction = travel < 0 ? .left : .right
        // A stroke in the same direction as the last one just moves the start along.
        strokeStart = here
        guard direction != lastDirection else { return }
        lastDirection = direction
        strokes += 1
        if state == .possible && strokes > requiredTurns {
            state = .ended
        }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    public override func reset() {
        super.reset()
        strokes = 0
        strokeStart = nil
        lastDirection = nil
    }
}
