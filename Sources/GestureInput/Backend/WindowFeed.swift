#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures

/// Hands the backend's outputs to a window: touches, hover, a touchpad's pinches and scrolls go to
/// ``Window/sendEvent(_:)`` (a touchpad's scroll as it comes, a wheel's detents through
/// ``WheelScroll``, which ends each turn after a pause); problems to a handler and a list; scrolls
/// and buttons to handlers too.
///
/// Buttons (a mouse's, a touchpad's, a tap on a touchpad) become what iPadOS makes of a click: one
/// touch of type `.pointer` (UIKit's `.indirectPointer`, id ``pointerTouchID``) under the pointer,
/// from the first button pressed to the last released, every event of it carrying the buttons held
/// (`InputEvent.buttonMask`; the release's event holds those still down). While a button is held
/// the pointer's motion moves that touch instead of hovering.
///
/// On a ``ManualClock`` the clock is moved to each event's time first, firing the timers due by
/// then, so timers and input interleave as they did on the device.
@MainActor
public final class WindowFeed {
    /// The window fed.
    public let window: Window
    /// Called with every event after the window got it (to record a trace, draw a timeline).
    public var onEvent: ((InputEvent) -> Void)?
    /// Called with every scroll.
    public var onScroll: ((DeviceScroll) -> Void)?
    /// Called with every button press and release.
    public var onButton: ((ButtonInput) -> Void)?
    /// Called with every problem.
    public var onProblem: ((InputProblem) -> Void)?
    /// The problems so far (the first 1,000).
    public private(set) var problems: [InputProblem] = []
    /// How many events the window got.
    public private(set) var eventCount = 0

    /// A wheel's detents as scroll sequences, ended on the window's clock.
    private var wheel: WheelScroll?
    /// The buttons held, carried by the pointer touch.
    private var heldButtons: ButtonMask = []
    /// Where the pointer touch is.
    private var pointerTouchLocation = Point.zero
    /// The id of the touch a click makes: 0, which the contact tracker never gives (it counts from 1).
    public static let pointerTouchID = 0

    /// Feeds `window`.
    public init(window: Window) {
        self.window = window
    }

    /// Delivers one output.
    public func deliver(_ output: DeviceOutput) {
        switch output {
        case let .event(event):
            advanceClock(to: event.timestamp)
            if !heldButtons.isEmpty, event.touches.isEmpty, let pointer = event.pointer {
                // A drag: the click's touch moves; the pointer leaving (the device went away) cancels it.
                pointerTouchLocation = pointer.location
                if pointer.phase == .exited {
                    releaseButtons()
                    send(event)
                } else {
                    sendPointerTouch(.moved, at: event.timestamp)
                }
            } else {
                send(event)
            }
        case let .scroll(scroll):
            advanceClock(to: scroll.timestamp)
            if scroll.kind == .discrete {
                wheelScroll().turn(by: scroll.delta, at: scroll.location, time: scroll.timestamp)
            } else if let event = Self.engineScroll(scroll) {
                send(event)
            }
            onScroll?(scroll)
        case let .button(button):
            advanceClock(to: button.timestamp)
            press(button)
            onButton?(button)
        case let .problem(problem):
            if problems.count < GestureInputConstants.maximumProblems { problems.append(problem) }
            onProblem?(problem)
        }
    }

    /// Ends what the device left under way at once (the stream ended, the device went away): a
    /// wheel's scroll ends, and the click's touch is cancelled.
    public func finish() {
        wheel?.finish(.ended)
        releaseButtons()
    }

    /// Cancels the click's touch if a button is still held (the stream ended with it down).
    public func releaseButtons() {
        guard !heldButtons.isEmpty else { return }
        heldButtons = []
        sendPointerTouch(.cancelled, at: window.clock.now)
    }

    private func press(_ input: ButtonInput) {
        let mask: ButtonMask = switch input.button {
        case .primary: .primary
        case .secondary: .secondary
        case .middle: .button(3)
        }
        let before = heldButtons
        if input.isPressed { heldButtons.formUnion(mask) } else { heldButtons.subtract(mask) }
        guard heldButtons != before else { return }
        let phase: Touch.Phase = before.isEmpty ? .began : heldButtons.isEmpty ? .ended : .stationary
        if before.isEmpty { pointerTouchLocation = input.location }
        sendPointerTouch(phase, at: input.timestamp)
    }

    private func sendPointerTouch(_ phase: Touch.Phase, at time: Double) {
        var event = InputEvent(timestamp: time, touches: [
            TouchInput(id: Self.pointerTouchID, phase: phase, location: pointerTouchLocation, type: .pointer),
        ])
        event.buttonMask = heldButtons
        send(event)
    }

    private func send(_ event: InputEvent) {
        window.sendEvent(event)
        eventCount += 1
        onEvent?(event)
    }

    private func wheelScroll() -> WheelScroll {
        if let wheel { return wheel }
        let made = WheelScroll(clock: window.clock) { [unowned self] in send($0) }
        wheel = made
        return made
    }

    /// A touchpad's two-finger scroll as the engine's scroll input, which drives the pans under the
    /// pointer that allow continuous scrolling (`allowedScrollTypesMask`). (A wheel's detents go
    /// through ``WheelScroll`` instead: they have no beginning or end of their own.)
    static func engineScroll(_ scroll: DeviceScroll) -> InputEvent? {
        guard scroll.kind == .continuous else { return nil }
        let phase: ScrollInput.Phase = switch scroll.phase {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        }
        return InputEvent(timestamp: scroll.timestamp,
                          scroll: ScrollInput(phase: phase, location: scroll.location, delta: scroll.delta, type: .continuous))
    }

    private func advanceClock(to time: Double) {
        if let clock = window.clock as? ManualClock, time > clock.now { clock.advance(to: time) }
    }
}

/// Plays recordings through the backend into a window.
public enum RecordingPlayer {
    /// How fast a recording plays.
    public enum Pacing: Hashable, Sendable {
        /// As recorded: on a ``ManualClock`` the clock jumps to each event's time at once; on a real
        /// clock the player waits until the clock gets there.
        case recorded
        /// Back to back, without waiting. The events keep their recorded times (so velocities are
        /// the real ones), starting at the clock's current time.
        case asFastAsPossible
    }

    /// The longest pause between two events that plays as recorded, in seconds: a longer one (a
    /// device left idle, a garbled or jumping time) plays as this long, with a problem naming its
    /// line, so that a replay on a real clock never sleeps for days and times stay small enough to
    /// add milliseconds to. [OURS: longer than any gesture's timer (a long press, a double tap's
    /// wait), so what the pause decides is kept]
    public static let maximumPause = 10.0

    /// Plays `recording` into `feed`'s window, its first event at the clock's current time, then
    /// ends the stream (touches still down are cancelled). Returns the interpreter, with its counts.
    /// Pauses longer than ``maximumPause`` play as that long (reported). Throws when the device is
    /// none the backend reads.
    @MainActor
    @discardableResult
    public static func play(_ recording: EvemuRecording, mapping: ScreenMapping, into feed: WindowFeed,
                            pacing: Pacing = .recorded) throws(InputProblem) -> EvdevInterpreter {
        try play(EvemuStream(recording), mapping: mapping, into: feed, pacing: pacing)
    }

    /// Plays a recording as it is read from its file, as the ``EvemuRecording`` overload plays one held
    /// in memory: each event goes to the window as it is read, so a recording of any
    /// length plays in the same memory.
    @MainActor
    @discardableResult
    public static func play(_ recording: EvemuStream, mapping: ScreenMapping, into feed: WindowFeed,
                            pacing: Pacing = .recorded) throws(InputProblem) -> EvdevInterpreter {
        var interpreter = try EvdevInterpreter(description: recording.description, mapping: mapping, source: recording.source)
        for problem in recording.problems { feed.deliver(.problem(problem)) }
        let events = try recording.events()
        let first = try events.next()
        let clock = feed.window.clock
        interpreter.timeOffset = clock.now - (first?.event.time ?? 0)
        var output: [DeviceOutput] = []
        var previous = first?.event.time ?? 0
        // Once a pause was shortened, the times from there on: the previous event's played time
        // plus each pause (built up from small numbers, so milliseconds stay exact).
        var played: Double?
        var next = first
        while let (recordedEvent, line) = next {
            next = try events.next()
            var event = recordedEvent
            let pause = event.time - previous
            if pause > maximumPause {
                feed.deliver(.problem(InputProblem(
                    source: recording.source, line: line,
                    message: "a pause of \(pause) s before this event plays as \(maximumPause) s (the longest the player keeps)"
                )))
                played = (played ?? previous) + maximumPause
            } else if let time = played {
                played = time + pause
            }
            previous = event.time
            if let played { event.time = played }
            interpreter.handle(event, line: line, into: &output)
            guard !output.isEmpty else { continue }
            for item in output {
                if pacing == .recorded, !(clock is ManualClock), let time = item.timestamp { wait(until: time, on: clock) }
                feed.deliver(item)
            }
            output.removeAll(keepingCapacity: true)
        }
        interpreter.finish(reason: "the recording ends", into: &output)
        for item in output { feed.deliver(item) }
        // A click still held is cancelled; a wheel's scroll still under way ends on the clock,
        // after its pause.
        feed.releaseButtons()
        return interpreter
    }

    @MainActor
    private static func wait(until time: Double, on clock: any GestureClock) {
        #if canImport(Glibc) || canImport(Darwin)
        // Never more than the longest pause at once (the times are paced, but the clock may lag).
        var remaining = Swift.min(time - clock.now, maximumPause)
        while remaining > 0 {
            var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
            _ = nanosleep(&request, nil)
            remaining = Swift.min(time - clock.now, maximumPause)
        }
        #endif
    }
}

extension DeviceOutput {
    /// The output's time; nil for a problem.
    public var timestamp: Double? {
        switch self {
        case let .event(event): event.timestamp
        case let .scroll(scroll): scroll.timestamp
        case let .button(button): button.timestamp
        case .problem: nil
        }
    }
}
