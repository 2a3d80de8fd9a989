import Gestures

/// A continuous recognizer for dragging a view with any number of fingers, written as an app would
/// write its own subclass of ``GestureRecognizer``.
///
/// The lifecycle of its events:
/// 1. fingers land: nothing is reported (`possible`);
/// 2. once the fingers' centroid has travelled ``minimumDistance`` points from where they landed:
///    `began`;
/// 3. every later move of any finger: `changed`;
/// 4. the last finger lifts: `ended`, or `failed` if the drag never began;
///    the touches are cancelled: `cancelled` (or `failed` before `began`).
///
/// ``translation(in:)`` is the centroid's travel, summed from each finger's own moves so that a
/// finger landing or lifting mid-drag never makes it jump. It is measured from where the fingers
/// landed, so the dragged view stays under the finger; UIKit's pan instead takes its hysteresis
/// off the translation at `began`.
final class DragRecognizer: GestureRecognizer {
    /// How far the centroid must travel before the drag begins, in points: 10, the distance UIKit's
    /// pan needs (our decision to match it; any small slop would do).
    static let defaultMinimumDistance = 10.0

    /// How far the centroid must travel before the drag begins, in points.
    var minimumDistance = DragRecognizer.defaultMinimumDistance

    /// Each finger's last known place, in window coordinates.
    private var fingers: [Touch: Point] = [:]
    /// The centroid's travel in window coordinates since landing, or since the last
    /// ``setTranslation(_:in:)``.
    private var travel = Vector.zero
    /// The centroid's travel since landing, for ``minimumDistance``.
    private var travelSinceLanding = Vector.zero

    /// The drag's translation in `view`'s coordinate space (window coordinates for nil).
    func translation(in view: View?) -> Vector {
        guard let view else { return travel }
        return view.windowToLocalTransform.applyLinear(travel)
    }

    /// Sets the translation, given in `view`'s coordinate space (window coordinates for nil);
    /// handlers set it to zero after applying it, as with UIKit's pan.
    func setTranslation(_ translation: Vector, in view: View?) {
        guard translation.isFinite else { return }
        guard let view else {
            travel = translation
            return
        }
        travel = view.windowToLocalTransform.inverted().applyLinear(translation)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { fingers[touch] = touch.location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        accumulate(touches)
        if state == .possible {
            if travelSinceLanding.length >= minimumDistance { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        accumulate(touches)
        for touch in touches { fingers[touch] = nil }
        guard fingers.isEmpty else { return }
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { fingers[touch] = nil }
        state = state.isRunning ? .cancelled : .failed
    }

    override func reset() {
        fingers.removeAll()
        travel = .zero
        travelSinceLanding = .zero
    }

    /// Adds the centroid's move from these fingers' moves: their displacements summed over the
    /// number of fingers down.
    private func accumulate(_ touches: Set<Touch>) {
        guard !fingers.isEmpty else { return }
        var sum = Vector.zero
        for touch in touches {
            guard let last = fingers[touch] else { continue }
            let now = touch.location(in: nil)
            sum += now - last
            fingers[touch] = now
        }
        let step = sum / Double(fingers.count)
        guard step.isFinite else { return }
        travel += step
        travelSinceLanding += step
    }
}
