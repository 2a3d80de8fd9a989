/// Where each finger of a gesture landed, for recognizers that limit how far fingers may wander
/// (tap, long press, swipe).
struct Landings {
    private(set) var entries: [(touch: Touch, at: Point)] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The landing points, in landing order.
    var points: [Point] { entries.map { $0.at } }

    mutating func record(_ touches: Set<Touch>) {
        for touch in touches { entries.append((touch, touch.locationInWindow)) }
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// Whether any of `touches` is more than `limit` points from where it landed, beyond
    /// ``GestureConstants/thresholdTolerance`` (a movement of exactly `limit` is allowed however
    /// its coordinates round).
    func anyMoved(_ touches: Set<Touch>, beyond limit: Double) -> Bool {
        let limit = limit + GestureConstants.thresholdTolerance
        for touch in touches {
            if let landing = entries.first(where: { $0.touch === touch }),
               touch.locationInWindow.distance(to: landing.at) > limit {
                return true
            }
        }
        return false
    }
}

extension GestureRecognizer {
    /// Ignores the newest of `touches` while the recognizer follows more than `limit` fingers.
    func ignoreFingers(beyond limit: Int, among touches: Set<Touch>, with event: Event) {
        guard numberOfTouches > limit else { return }
        for touch in touches.sorted(by: { $0.identifier > $1.identifier }) where numberOfTouches > limit {
            ignore(touch, for: event)
        }
    }
}

extension GestureRecognizer {
    /// The course of a trackpad's transform sequence for a pinch or a rotation: the pointer's place
    /// is the recognizer's location; `began` restarts the velocity and applies a first step that
    /// `changes` the value, `changed` applies its step, and the end ends the recognizer (or fails
    /// it, if it never began).
    func followTransform(_ transform: TransformInput, hasBegun: Bool, changes: Bool, restart: () -> Void, step: () -> Void) {
        lastCentroid = transform.location
        switch transform.phase {
        case .began:
            restart()
            if changes { step() }
        case .changed:
            step()
        case .ended:
            state = hasBegun ? .ended : .failed
        case .cancelled:
            state = hasBegun ? .cancelled : .failed
        }
    }
}

extension GestureRecognizer {
    /// A duration setting brought within `0…GestureConstants.maximumDuration` (NaN keeps
    /// `oldValue`), reported as misuse (``InputBounds/duration(_:fallback:name:report:)``).
    func boundedDuration(_ seconds: Double, _ name: String, _ oldValue: Double) -> Double {
        InputBounds.duration(seconds, fallback: oldValue, name: "\(diagnosticLabel): \(name)") { report(.misuse($0)) }
    }

    /// A distance setting brought within `0…GestureConstants.maximumCoordinateMagnitude` points
    /// (NaN keeps `oldValue`), reported as misuse.
    func boundedDistance(_ points: Double, _ name: String, _ oldValue: Double) -> Double {
        InputBounds.value(points, in: 0...GestureConstants.maximumCoordinateMagnitude, fallback: oldValue,
                          name: "\(diagnosticLabel): \(name)") { report(.misuse($0)) }
    }

    /// An angle setting, in radians, brought within `0…GestureConstants.maximumTransformRotation`
    /// (NaN keeps `oldValue`), reported as misuse.
    func boundedAngle(_ radians: Double, _ name: String, _ oldValue: Double) -> Double {
        InputBounds.value(radians, in: 0...GestureConstants.maximumTransformRotation, fallback: oldValue,
                          name: "\(diagnosticLabel): \(name)") { report(.misuse($0)) }
    }
}
