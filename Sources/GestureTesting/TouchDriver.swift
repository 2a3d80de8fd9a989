import Gestures

/// Sends touches to a window one sample at a time, on the window's ``ManualClock``: the low level
/// under ``TouchScript``'s gestures, and the tool of tests that need every frame under control.
///
/// Every call sends one event at the current time; time moves only through ``wait(_:)`` (which
/// fires the timers that fall due) or an explicit `at:` time.
///
/// ```swift
/// let driver = TouchDriver(window: window)
/// driver.down(1, at: Point(x: 50, y: 50))
/// driver.wait(0.1)
/// driver.move(1, to: Point(x: 80, y: 50))
/// driver.up(1)
/// ```
@MainActor
public final class TouchDriver {
    /// The window receiving the touches.
    public let window: Window
    /// The window's clock, when it is a manual clock (it must be, for ``wait(_:)`` to move time).
    public let clock: ManualClock?
    private var ownTime: Double = 0
    /// Where each finger the driver put down was last sent, by id.
    private var fingers: [Int: Point] = [:]

    /// Creates a driver for a window whose clock is a ``ManualClock`` (the default clock of
    /// `Window(frame:)`).
    public init(window: Window) {
        self.window = window
        self.clock = window.clock as? ManualClock
    }

    /// The current time, in seconds.
    public var now: Double { clock?.now ?? ownTime }

    /// Lets `seconds` pass, firing the timers that fall due.
    public func wait(_ seconds: Double) {
        if let clock { clock.advance(by: seconds) } else if seconds > 0 { ownTime += seconds }
    }

    /// Sends one event with the given samples, at the current time.
    public func send(_ samples: [TouchInput]) {
        for sample in samples {
            if sample.phase.isTerminal { fingers[sample.id] = nil } else { fingers[sample.id] = sample.location }
        }
        window.sendEvent(InputEvent(timestamp: now, touches: samples))
    }

    /// Sends one event holding every sample built by `body`, so that several fingers change in the
    /// same frame.
    public func frame(_ body: (inout [TouchInput]) -> Void) {
        var samples: [TouchInput] = []
        body(&samples)
        send(samples)
    }

    /// Puts finger `id` down.
    public func down(_ id: Int, at point: Point, type: Touch.TouchType = .direct) {
        send([TouchInput(id: id, phase: .began, location: point, type: type)])
    }

    /// Moves finger `id`.
    public func move(_ id: Int, to point: Point, type: Touch.TouchType = .direct) {
        send([TouchInput(id: id, phase: .moved, location: point, type: type)])
    }

    /// Lifts finger `id` where it is (or at `point`).
    public func up(_ id: Int, at point: Point? = nil, type: Touch.TouchType = .direct) {
        send([TouchInput(id: id, phase: .ended, location: point ?? location(of: id), type: type)])
    }

    /// Cancels finger `id`, as a device does when the system takes the touch away.
    public func cancel(_ id: Int, type: Touch.TouchType = .direct) {
        send([TouchInput(id: id, phase: .cancelled, location: location(of: id), type: type)])
    }

    /// Moves the pointer (hover, no button pressed).
    public func hover(_ phase: PointerInput.Phase, at point: Point) {
        window.sendEvent(InputEvent(timestamp: now, pointer: PointerInput(phase: phase, location: point)))
    }

    /// Where finger `id` was last sent, in window coordinates (the origin if it is not down). The
    /// driver keeps this itself, so it is right even while an event it sent is still queued.
    public func location(of id: Int) -> Point {
        fingers[id] ?? .zero
    }

    /// The fingers the driver has down, by id.
    public var fingersDown: [Int: Point] { fingers }
}
