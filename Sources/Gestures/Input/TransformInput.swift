/// One step of a trackpad's pinch or rotation: no touches, only a place and a change of scale and
/// angle, as UIKit's transform events carry them (`UIEvent.EventType.transform`).
///
/// A backend sends a sequence `began`, `changed`…, `ended` (or `cancelled`). At `began`, the
/// pinch and rotation recognizers under the pointer (in the hit view's chain) take the sequence;
/// every step goes to them, and no view hears of it: it is a transformed event, not touches.
nonisolated public struct TransformInput: Hashable, Sendable {
    /// Where the sequence is in its life (the same phases as a scroll's).
    public typealias Phase = ScrollInput.Phase

    /// What happened.
    public var phase: Phase
    /// Where the pointer is, in window coordinates: the sequence goes to the recognizers under it.
    public var location: Point
    /// The change of scale in this step, as a factor: the fingers' distance now over their distance
    /// at the step before (1: no change).
    public var scale: Double
    /// The change of angle in this step, in radians, positive clockwise on the screen (from +x
    /// toward +y), as ``RotationGestureRecognizer/rotation`` counts.
    public var rotation: Double

    /// Creates a transform step.
    public init(phase: Phase, location: Point, scale: Double = 1, rotation: Double = 0) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
    }
}
