/// Turns a wheel's detents into scroll sequences, for a backend to send to a window.
///
/// A wheel reports only steps: no beginning, no end. The first detent begins a sequence
/// (``ScrollInput/Phase/began``) under the pointer, every detent is a
/// ``ScrollInput/Phase/changed`` step at that place, and the sequence ends
/// (``ScrollInput/Phase/ended``) once no detent came for
/// ``GestureConstants/wheelScrollEndInterval``, on a timer of the given clock. The steps are
/// ``ScrollTypeMask/discrete``, each ``GestureConstants/pointsPerWheelDetent`` points per detent.
///
/// The SDL window host and the evdev backend's ``WindowFeed`` both use it, so a wheel scrolls the
/// same way whatever reads it.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class WheelScroll {
    /// The clock the end of a sequence is timed on (the window's).
    public let clock: any GestureClock
    /// Where the scroll steps go: a window's `sendEvent`, with the time of the step.
    private let send: (InputEvent) -> Void
    /// Added to every event the steps are sent in (modifier keys).
    public var modifierFlags: KeyModifierFlags = []
    /// Where the sequence under way scrolls, in window points; nil when none is under way.
    public private(set) var location: Point?
    private var endTimer: TimerToken?

    /// A wheel whose scrolls go to `send`, ended on `clock`.
    public init(clock: any GestureClock, send: @escaping (InputEvent) -> Void) {
        self.clock = clock
        self.send = send
    }

    /// Whether a sequence is under way.
    public var isScrolling: Bool { location != nil }

    /// The wheel turned by `detents` at `location` (window points) at `time`: positive `dy` away
    /// from the person, positive `dx` to the right, as SDL and the kernel count them, in detents
    /// or fractions of one. The content moves as a finger dragging it would: turning away from the
    /// person moves it down, to the right moves it left. A zero or non-finite turn is ignored.
    public func turn(by detents: Vector, at location: Point, time: Double) {
        let delta = Vector(dx: -detents.dx * GestureConstants.pointsPerWheelDetent,
                           dy: detents.dy * GestureConstants.pointsPerWheelDetent)
        guard delta.isFinite, delta != .zero else { return }
        let place: Point
        if let current = self.location {
            place = current
        } else {
            place = location
            self.location = location
            emit(ScrollInput(phase: .began, location: place, type: .discrete), time: time)
        }
        emit(ScrollInput(phase: .changed, location: place, delta: delta, type: .discrete), time: time)
        if let endTimer { clock.cancel(endTimer) }
        let scroll = WeakReference(self)
        endTimer = clock.schedule(at: time + GestureConstants.wheelScrollEndInterval) {
            scroll.value?.finish(.ended)
        }
    }

    /// Ends the sequence under way at once: `.ended`, or `.cancelled` when the window lost the
    /// pointer.
    public func finish(_ phase: ScrollInput.Phase) {
        if let endTimer { clock.cancel(endTimer) }
        endTimer = nil
        guard let location else { return }
        self.location = nil
        emit(ScrollInput(phase: phase, location: location, type: .discrete), time: clock.now)
    }

    private func emit(_ scroll: ScrollInput, time: Double) {
        var event = InputEvent(timestamp: time, scroll: scroll)
        event.modifierFlags = modifierFlags
        send(event)
    }
}
