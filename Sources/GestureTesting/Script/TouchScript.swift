import Gestures

/// Plays whole gestures — taps, long presses, drags, pinches, rotations, edge swipes, tickles,
/// arbitrary multi-finger paths — into a window on its ``ManualClock``, frame by frame as a touch
/// screen samples them, and records every event it sends.
///
/// Each gesture is a sequence of frames at the script's ``sampleRate``. A gesture's first frame is
/// the script's current time (or one frame later, when an event was just sent at that time); each
/// frame's event is sent after the clock has moved to the frame's time, so timers that fall due in
/// between fire first, in order. A gesture returns after its last lift, with ``now`` at that
/// frame; ``wait(_:)`` lets time pass.
///
/// Like real fingers, the fingers of a multi-finger gesture land in consecutive frames, one per
/// frame, and lift in consecutive frames in the same order; set ``simultaneousContacts`` for
/// fingers that land and lift in the same frame. A finger that does not move in a frame is left
/// out of that frame's event (it is stationary). Every finger gets a new id, counting up from 1:
/// ids are never reused within a script.
///
/// With ``jitter`` above zero every sample is offset by up to that many points on each axis, from
/// a generator seeded with ``init(window:sampleRate:jitter:seed:)``'s `seed`: the same seed gives
/// the same samples.
///
/// Everything the script does is kept as data in ``recording`` (events and waits), ready for a
/// ``TraceWriter``, and each event is also handed to ``onEvent``.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let script = TouchScript(window: window, sampleRate: 120)
/// script.tap(at: Point(x: 60, y: 60), count: 2)
/// script.wait(0.4)
/// script.drag(from: Point(x: 40, y: 300), to: Point(x: 280, y: 300), easing: .fling)
/// script.pinch(center: Point(x: 160, y: 240), fromSpan: 80, toSpan: 200)
///
/// var writer = TraceWriter(header: script.traceHeader, output: "")
/// writer.write(contentsOf: script.recording)   // writer.output is the trace file's text
/// ```
///
/// Timing defaults are in ``Defaults``; each gesture documents its own frames.
@MainActor
public final class TouchScript {
    /// The window receiving the events, if the script drives one.
    public let window: Window?
    /// The size of the screen, in points: the window's bounds, or the size given to
    /// ``init(screenSize:sampleRate:jitter:seed:)``. Edge swipes start from its edges.
    public let screenSize: Size
    /// The window's clock, when the script drives a window on a ``ManualClock``.
    private let clock: ManualClock?

    /// The script's current time, in seconds on the window clock's time base.
    public var now: Double {
        if let clock { return Swift.max(time, clock.now) }
        return time
    }
    private var time: Double
    /// When the script last sent an event, to keep two events from sharing a timestamp.
    private var lastEventTime: Double?

    /// Samples per second, in hertz (default ``Defaults/sampleRate``, 60). Any positive rate
    /// works; a rate that is not a positive finite number reads as the default, and rates above
    /// ``Defaults/maximumSampleRate`` as that maximum.
    public var sampleRate: Double {
        didSet { sampleRate = Self.sanitizedRate(sampleRate) }
    }

    /// The largest offset added to each coordinate of each touch sample, in points (default 0).
    /// Offsets are uniform in [−jitter, jitter). Values that are negative or not finite read as 0,
    /// values above ``Defaults/maximumJitter`` as that maximum.
    public var jitter: Double {
        didSet { jitter = Self.sanitizedJitter(jitter) }
    }
    private var random: SplitMix64

    /// Whether the fingers of a multi-finger gesture land together in one frame, and lift together
    /// in one frame (default false: one finger per frame, in order, as real hands do).
    public var simultaneousContacts = false
    /// The kind of device the touches come from (default ``Touch/TouchType/direct``).
    public var touchType: Touch.TouchType = .direct
    /// How long the fingers of each tap stay down together, in seconds (default
    /// ``Defaults/tapPressDuration``).
    public var tapPressDuration = Defaults.tapPressDuration
    /// The pause between one tap's last lift and the next tap's first landing, in seconds (default
    /// ``Defaults/tapInterval``).
    public var tapInterval = Defaults.tapInterval
    /// The distance between neighbouring fingers of a tap or two-finger pan, in points (default
    /// ``Defaults/fingerSpacing``).
    public var fingerSpacing = Defaults.fingerSpacing

    /// Everything the script did, in order: each event it sent and each ``wait(_:)`` (as the time
    /// the wait reached). Replaying it reproduces the script exactly.
    public private(set) var recording: [TraceItem] = []
    /// Whether ``recording`` keeps what the script does (default true); turn it off for scripts
    /// too long to keep in memory, and use ``onEvent`` instead.
    public var keepsRecording = true
    /// Called with each event just before the window receives it.
    public var onEvent: ((InputEvent) -> Void)?

    private var nextID = 1

    /// Creates a script that drives `window`.
    ///
    /// The window should run on a ``ManualClock`` (the default clock of `Window(frame:)`): the
    /// script moves that clock to each frame's time. On any other clock the script still stamps
    /// its events with its own time, but cannot make the window's time pass.
    ///
    /// - Parameters:
    ///   - window: the window receiving the touches.
    ///   - sampleRate: samples per second, in hertz.
    ///   - jitter: the largest offset added to each coordinate of each sample, in points.
    ///   - seed: the seed of the jitter's generator.
    public init(window: Window, sampleRate: Double = Defaults.sampleRate, jitter: Double = 0, seed: UInt64 = 0) {
        self.window = window
        self.screenSize = window.bounds.size
        self.clock = window.clock as? ManualClock
        self.time = window.clock.now
        self.sampleRate = Self.sanitizedRate(sampleRate)
        self.jitter = Self.sanitizedJitter(jitter)
        self.random = SplitMix64(seed: seed)
    }

    /// Creates a script that drives no window: it only records its events, starting at time 0 —
    /// for writing trace files.
    ///
    /// - Parameters:
    ///   - screenSize: the size of the screen, in points.
    ///   - sampleRate: samples per second, in hertz.
    ///   - jitter: the largest offset added to each coordinate of each sample, in points.
    ///   - seed: the seed of the jitter's generator.
    public init(screenSize: Size, sampleRate: Double = Defaults.sampleRate, jitter: Double = 0, seed: UInt64 = 0) {
        self.window = nil
        self.screenSize = screenSize
        self.clock = nil
        self.time = 0
        self.sampleRate = Self.sanitizedRate(sampleRate)
        self.jitter = Self.sanitizedJitter(jitter)
        self.random = SplitMix64(seed: seed)
    }

    /// The events the script sent, in order (``recording`` without the waits).
    public var events: [InputEvent] {
        recording.compactMap { item in
            if case let .event(event) = item { return event }
            return nil
        }
    }

    /// A trace-file header describing this script's screen, for a ``TraceWriter``.
    public var traceHeader: TraceHeader {
        TraceHeader(screenSize: screenSize, device: "touch-script")
    }

    /// The seconds between two frames: 1 / ``sampleRate``.
    public var frameInterval: Double { 1 / sampleRate }

    /// Lets `seconds` pass without input, firing the window's timers that fall due (in deadline
    /// order). Negative or non-finite amounts do nothing; amounts above
    /// ``Defaults/maximumDuration`` are shortened to it.
    public func wait(_ seconds: Double) {
        let seconds = Self.sanitizedDuration(seconds)
        guard seconds > 0 else { return }
        let target = now + seconds
        advance(to: target)
        guard keepsRecording else { return }
        if case .idle = recording.last {
            recording[recording.count - 1] = .idle(until: target)
        } else {
            recording.append(.idle(until: target))
        }
    }

    // MARK: Frames

    /// One finger's part in a gesture, in frames from the gesture's first frame.
    struct Stroke {
        /// The frame the finger lands in.
        var landFrame: Int
        /// The frame it lifts in; always after `landFrame`.
        var liftFrame: Int
        /// Where it lands.
        var landPoint: Point
        /// Where it lifts.
        var liftPoint: Point
        /// Where it is in a frame strictly between landing and lifting.
        var position: (Int) -> Point
    }

    /// Plays strokes, frame by frame, and returns the fingers' ids in the strokes' order.
    ///
    /// In each frame, the samples of the fingers appear in the strokes' order: a landing finger's
    /// `began`, a moving finger's `moved` (left out when its location did not change), a lifting
    /// finger's `ended`. Frames with no samples send no event.
    func play(_ strokes: [Stroke]) -> [Int] {
        guard !strokes.isEmpty else { return [] }
        let ids = strokes.indices.map { nextID + $0 }
        nextID += strokes.count
        let start = nextFrameTime
        let lastFrame = strokes.map(\.liftFrame).max() ?? 0
        var lastSent = [Point?](repeating: nil, count: strokes.count)
        var samples: [TouchInput] = []
        for frame in 0...lastFrame {
            samples.removeAll(keepingCapacity: true)
            for (index, stroke) in strokes.enumerated() where frame >= stroke.landFrame && frame <= stroke.liftFrame {
                let phase: Touch.Phase
                let point: Point
                if frame == stroke.landFrame {
                    phase = .began
                    point = jittered(stroke.landPoint)
                } else if frame == stroke.liftFrame {
                    phase = .ended
                    point = jittered(stroke.liftPoint)
                } else {
                    phase = .moved
                    point = jittered(stroke.position(frame))
                    if point == lastSent[index] { continue }
                }
                lastSent[index] = point
                samples.append(TouchInput(id: ids[index], phase: phase, location: point, type: touchType))
            }
            if !samples.isEmpty {
                send(InputEvent(timestamp: start + Double(frame) / sampleRate, touches: samples))
            }
        }
        return ids
    }

    /// Plays a gesture whose fingers follow one shared motion: they land (one per frame, or
    /// together), move together for `duration` seconds once the last has landed, and lift (one per
    /// frame, or together).
    ///
    /// - Parameters:
    ///   - fingers: each finger's location at the motion's progress (0 at landing, 1 at lifting).
    ///   - duration: how long the motion takes, in seconds, rounded up to whole frames (at least one).
    ///   - easing: how progress follows time.
    ///   - restsAtEnd: whether the fingers stay one frame at the end before lifting.
    func playMotion(
        _ fingers: [(Double) -> Point], duration: Double, easing: Easing = .linear, restsAtEnd: Bool
    ) -> [Int] {
        let stagger = simultaneousContacts ? 0 : 1
        let lastLanding = (fingers.count - 1) * stagger
        let duration = Self.sanitizedDuration(duration)
        let motionFrames = Swift.max(1, frames(duration))
        let motionEnd = lastLanding + motionFrames
        let firstLift = motionEnd + (restsAtEnd ? 1 : 0)
        let rate = sampleRate
        let strokes = fingers.enumerated().map { index, finger in
            Stroke(
                landFrame: index * stagger,
                liftFrame: firstLift + index * stagger,
                landPoint: finger(0),
                liftPoint: finger(1),
                position: { frame in
                    if frame >= motionEnd { return finger(1) }
                    let elapsed = Double(frame - lastLanding) / rate
                    return finger(easing.value(at: duration > 0 ? elapsed / duration : 1))
                })
        }
        return play(strokes)
    }

    /// The number of whole frames that `seconds` takes, rounded up (a millionth of a frame of
    /// tolerance absorbs rounding errors such as 0.1 · 60 = 6.000000000000001).
    func frames(_ seconds: Double) -> Int {
        let count = (seconds * sampleRate - 1e-6).rounded(.up)
        return count > 0 ? Int(count) : 0
    }

    /// Sends a pointer (hover) event.
    func sendPointer(_ phase: PointerInput.Phase, at point: Point, time: Double) {
        send(InputEvent(timestamp: time, pointer: PointerInput(phase: phase, location: point)))
    }

    /// Records and sends one event at its timestamp, first moving the clock there.
    func send(_ event: InputEvent) {
        advance(to: event.timestamp)
        lastEventTime = event.timestamp
        if keepsRecording { recording.append(.event(event)) }
        onEvent?(event)
        window?.sendEvent(event)
    }

    /// The time at which the next gesture's first frame goes out.
    var nextFrameTime: Double {
        let start = now
        return lastEventTime == start ? start + frameInterval : start
    }

    /// Moves time on without recording a wait (inside a gesture).
    func advancePaused(to target: Double) {
        advance(to: target)
    }

    private func advance(to target: Double) {
        time = Swift.max(time, target)
        clock?.advance(to: time)
    }

    private func jittered(_ point: Point) -> Point {
        guard jitter > 0 else { return point }
        let dx = random.nextSigned(amplitude: jitter)
        let dy = random.nextSigned(amplitude: jitter)
        return Point(x: point.x + dx, y: point.y + dy)
    }

    // MARK: Sanitizing

    static func sanitizedRate(_ rate: Double) -> Double {
        guard rate.isFinite, rate > 0 else { return Defaults.sampleRate }
        return Swift.min(rate, Defaults.maximumSampleRate)
    }

    static func sanitizedJitter(_ jitter: Double) -> Double {
        guard jitter.isFinite, jitter > 0 else { return 0 }
        return Swift.min(jitter, Defaults.maximumJitter)
    }

    /// A duration brought into [0, ``Defaults/maximumDuration``] seconds; a negative or
    /// non-finite one reads as 0.
    nonisolated static func sanitizedDuration(_ seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Swift.min(seconds, Defaults.maximumDuration)
    }
}
