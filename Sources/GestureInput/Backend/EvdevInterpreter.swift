import Gestures

/// The evdev backend's core: reads a device's events one at a time and says, at the end of every
/// frame, what a window should get. It reads from nothing itself — ``EvdevDevice`` feeds it a
/// live device's events, ``EvemuRecording`` a recording's — so the same code runs on a device and
/// in tests.
///
/// What each kind of device (``DeviceKind``) becomes:
/// - **touchscreen**: every contact a touch (type `.direct`), one id per contact, in window points
///   through ``mapping``; pressure as `force` (full pressure is
///   ``GestureInputConstants/maximumFingerForce``), touch major as `majorRadius`;
/// - **pen**: the tip touching is a `.stylus` touch, its pressure the force (full pressure is
///   ``GestureInputConstants/maximumPenForce``); the pen hovering in proximity is a hovering
///   pointer;
/// - **touchpad**: pointer motion, continuous scrolls and tap clicks (``PointerGestures``), and its
///   buttons;
/// - **mouse**: pointer motion, discrete scrolls from the wheels (in detents; from the
///   high-resolution wheel codes in 120ths of a detent when the device has them, as libinput
///   prefers them), and buttons.
///
/// Times: an output's timestamp is its frame's `SYN_REPORT` time plus ``timeOffset``. A frame
/// stamped earlier than the one before is reported and kept at the earlier frame's time, so time
/// never runs backwards downstream.
///
/// Problems never stop the stream: each is a ``DeviceOutput/problem(_:)`` naming the source (and
/// line, for recordings), and reading goes on. ``finish(into:)`` ends the stream: a frame cut off
/// is reported, and every touch still down is cancelled, so nothing stays engaged.
///
/// ```swift
/// let recording = try EvemuRecording(path: "Wacom_ISDv4_E6_Finger.single-tap-center.events")
/// var interpreter = try EvdevInterpreter(
///     description: recording.description, mapping: ScreenMapping(windowSize: Size(width: 800, height: 450)),
///     source: recording.source)
/// var output: [DeviceOutput] = []
/// for (event, line) in zip(recording.events, recording.lines) {
///     interpreter.handle(event, line: line, into: &output)
/// }
/// interpreter.finish(into: &output)
/// ```
public struct EvdevInterpreter {
    /// The device.
    public let description: DeviceDescription
    /// What the device is taken for.
    public let kind: DeviceKind
    /// Device axes to window points.
    public let mapping: ScreenMapping
    /// The file or device node, for problems.
    public let source: String
    /// Added to every event time to give the window clock's time.
    public var timeOffset: Double = 0
    /// How many problems were found (``GestureInputConstants/maximumProblems`` at most are
    /// reported).
    public private(set) var problemCount = 0
    /// How many frames (`SYN_REPORT`s) were read.
    public private(set) var frameCount = 0

    private var tracker: ContactTracker
    private var gestures: PointerGestures
    private let xAxis: AbsInfo
    private let yAxis: AbsInfo
    private let pressureAxis: AbsInfo?
    private let radiusScale: Double?
    private let tiltXAxis: AbsInfo?
    private let tiltYAxis: AbsInfo?
    private var setupProblems: [String] = []
    private var lastTime = -Double.infinity
    private var frameLine: Int?
    private var frameEvents = 0
    private var lastLine: Int?
    private var samples: [ContactSample] = []
    private var touches: [TouchInput] = []
    private var hovering = false
    private var hoverLocation = Point(x: 0, y: 0)
    private var relative = Vector(dx: 0, dy: 0)
    private var wheel = Vector(dx: 0, dy: 0)
    /// The device reports its wheels in 120ths of a detent too; those are read, and the
    /// whole-detent codes (sent besides them) skipped, so nothing counts twice.
    private let highResolutionWheel: (vertical: Bool, horizontal: Bool)
    private var buttons: [(ButtonInput.Button, Bool)] = []

    /// Prepares to read a device. Throws when the device is none the backend reads (a keyboard, a
    /// sensor: ``DeviceKind/other``).
    public init(description: DeviceDescription, mapping: ScreenMapping, source: String) throws(InputProblem) {
        self.description = description
        kind = description.kind
        self.mapping = mapping
        self.source = source
        guard kind != .other else {
            throw InputProblem(
                source: source,
                message: "\"\(description.name)\" is not a touchscreen, touchpad, pen or mouse: it reports neither "
                    + "absolute positions with BTN_TOUCH nor relative motion"
            )
        }
        tracker = ContactTracker(description: description)
        highResolutionWheel = (description.has(Evdev.EventType.rel, Evdev.Rel.wheelHighResolution),
                               description.has(Evdev.EventType.rel, Evdev.Rel.horizontalWheelHighResolution))
        gestures = PointerGestures(windowSize: mapping.windowSize)
        let multitouch = tracker.mode != .single
        let xCode = multitouch ? Evdev.Abs.mtPositionX : Evdev.Abs.x
        let yCode = multitouch ? Evdev.Abs.mtPositionY : Evdev.Abs.y
        let fallback = AbsInfo(minimum: 0, maximum: 0)
        xAxis = description.axes[xCode] ?? fallback
        yAxis = description.axes[yCode] ?? fallback
        pressureAxis = description.axes[multitouch ? Evdev.Abs.mtPressure : Evdev.Abs.pressure]
        tiltXAxis = description.axes[Evdev.Abs.tiltX]
        tiltYAxis = description.axes[Evdev.Abs.tiltY]
        radiusScale = description.axes[Evdev.Abs.mtTouchMajor] != nil && xAxis.width > 0
            ? mapping.windowSize.width / xAxis.width / 2 : nil
        if kind != .mouse {
            for (code, axis) in [(xCode, xAxis), (yCode, yAxis)] where axis.width <= 0 {
                setupProblems.append(
                    "\(Evdev.name(type: Evdev.EventType.abs, code: code)) has a range of zero width "
                        + "(\(axis.minimum)…\(axis.maximum)); positions on it map to the middle of the window")
            }
        }
        if let pressureAxis, pressureAxis.width <= 0 {
            setupProblems.append("the pressure axis has a range of zero width; pressure is not reported")
        }
        setupProblems += tracker.notes
        tracker.notes.removeAll()
    }

    /// Reads one event; at a `SYN_REPORT`, appends the frame's outputs. `line` is the event's line
    /// in a recording, for problems.
    public mutating func handle(_ event: EvdevEvent, line: Int? = nil, into output: inout [DeviceOutput]) {
        if !setupProblems.isEmpty {
            for message in setupProblems { report(message, line: nil, into: &output) }
            setupProblems.removeAll()
        }
        lastLine = line
        if event.isReport {
            endFrame(at: event.time, line: line, into: &output)
            return
        }
        if frameEvents == 0 { frameLine = line }
        frameEvents += 1
        switch kind {
        case .mouse:
            applyRelative(event)
        case .touchpad:
            applyButtons(event)
            tracker.apply(event)
        case .touchscreen, .pen, .other:
            tracker.apply(event)
        }
        if !tracker.notes.isEmpty { flushNotes(line: line, into: &output) }
    }

    /// Ends the stream (the recording ended, or the device went away): reports a frame cut off
    /// and cancels every touch still down, ends a scroll and takes the pointer away.
    public mutating func finish(reason: String? = nil, into output: inout [DeviceOutput]) {
        if frameEvents > 0 {
            report("the input ends in the middle of a frame: \(frameEvents) event\(frameEvents == 1 ? "" : "s") "
                   + "without a SYN_REPORT dropped", line: frameLine, into: &output)
            frameEvents = 0
        }
        let time = lastTime.isFinite ? lastTime : 0
        samples.removeAll(keepingCapacity: true)
        tracker.cancelAll(into: &samples)
        if !samples.isEmpty, let reason {
            report("\(reason); \(samples.count) touch\(samples.count == 1 ? "" : "es") still down cancelled",
                   line: nil, into: &output)
        }
        switch kind {
        case .touchscreen, .pen: sendTouches(time: time, into: &output)
        case .touchpad, .mouse: break
        case .other: break
        }
        gestures.cancel(time: time, into: &output)
        if hovering {
            hovering = false
            output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: .exited, location: hoverLocation))))
        }
    }

    // MARK: Frames

    private mutating func endFrame(at eventTime: Double, line: Int?, into output: inout [DeviceOutput]) {
        frameCount += 1
        frameEvents = 0
        var time = eventTime + timeOffset
        if time < lastTime {
            report("time goes back from \(lastTime - timeOffset) to \(eventTime); the frame is kept at \(lastTime - timeOffset)",
                   line: line, into: &output)
            time = lastTime
        } else if !time.isFinite {
            time = lastTime.isFinite ? lastTime : 0
        }
        lastTime = time
        samples.removeAll(keepingCapacity: true)
        switch kind {
        case .touchscreen, .pen:
            tracker.report(into: &samples)
            // A pen that lands stops hovering before its touch begins; one that lifts hovers after.
            if hovering && tracker.hoverPosition == nil { updateHover(time: time, into: &output) }
            sendTouches(time: time, into: &output)
            if kind == .pen { updateHover(time: time, into: &output) }
        case .touchpad:
            tracker.report(into: &samples)
            gestures.frame(samples, time: time, mapping: mapping, xAxis: xAxis, yAxis: yAxis, into: &output)
            sendButtons(time: time, into: &output)
        case .mouse:
            if relative.dx != 0 || relative.dy != 0 {
                gestures.movePointer(by: relative, time: time, into: &output)
                relative = Vector(dx: 0, dy: 0)
            }
            if wheel.dx != 0 || wheel.dy != 0 {
                output.append(.scroll(DeviceScroll(timestamp: time, kind: .discrete, phase: .changed, delta: wheel,
                                                  location: gestures.pointer)))
                wheel = Vector(dx: 0, dy: 0)
            }
            sendButtons(time: time, into: &output)
        case .other:
            break
        }
        if !tracker.notes.isEmpty { flushNotes(line: line, into: &output) }
    }

    private mutating func sendTouches(time: Double, into output: inout [DeviceOutput]) {
        guard !samples.isEmpty else { return }
        touches.removeAll(keepingCapacity: true)
        for sample in samples {
            let isPen = sample.tool == Evdev.MTTool.pen
            var force: Double?
            var maximumForce: Double?
            if let pressure = sample.pressure, let pressureAxis, pressureAxis.width > 0 {
                let fraction = min(max(pressureAxis.fraction(pressure), 0), 1)
                let maximum = isPen ? GestureInputConstants.maximumPenForce : GestureInputConstants.maximumFingerForce
                force = fraction * maximum
                maximumForce = maximum
            }
            var touch = TouchInput(
                id: sample.id, phase: sample.phase,
                location: mapping.point(x: sample.x, y: sample.y, xAxis: xAxis, yAxis: yAxis),
                type: isPen ? .stylus : .direct, force: force,
                majorRadius: sample.major.flatMap { major in radiusScale.map { Double(major) * $0 } },
                maximumPossibleForce: maximumForce
            )
            if let tiltX = sample.tiltX, let tiltY = sample.tiltY, let tiltXAxis, let tiltYAxis {
                (touch.altitudeAngle, touch.azimuthAngle) = penAngles(tiltX: tiltX, tiltY: tiltY, xAxis: tiltXAxis, yAxis: tiltYAxis)
            }
            touches.append(touch)
        }
        output.append(.event(InputEvent(timestamp: time, touches: touches)))
    }

    /// UIKit's altitude and azimuth from the kernel's tilts: `ABS_TILT_X` and `ABS_TILT_Y` are the
    /// pen's angles from the vertical in the x–z and y–z planes (positive when its end leans toward
    /// +x, +y, as libinput reads them), in units of the axis resolution per radian, or in degrees
    /// when the resolution is 0. The pen's direction from tip to end is then
    /// `(tan tiltX, tan tiltY, 1)`.
    private func penAngles(tiltX: Int32, tiltY: Int32, xAxis: AbsInfo, yAxis: AbsInfo) -> (altitude: Double, azimuth: Double) {
        func radians(_ value: Int32, _ axis: AbsInfo) -> Double {
            axis.resolution > 0 ? Double(value) / Double(axis.resolution) : Double(value) * Double.pi / 180
        }
        let (sinX, cosX) = Math.sinCos(radians(tiltX, xAxis))
        let (sinY, cosY) = Math.sinCos(radians(tiltY, yAxis))
        let lean = mapping.rotated(Vector(dx: sinX / cosX, dy: sinY / cosY))
        let length = lean.length
        let altitude = Math.atan2(1, length)
        let azimuth = length > 0 ? Math.atan2(lean.dy, lean.dx) : 0
        return (altitude, azimuth)
    }

    private mutating func updateHover(time: Double, into output: inout [DeviceOutput]) {
        if let position = tracker.hoverPosition {
            let location = mapping.point(x: position.x, y: position.y, xAxis: xAxis, yAxis: yAxis)
            let phase: PointerInput.Phase = hovering ? .moved : .entered
            hovering = true
            hoverLocation = location
            output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: phase, location: location))))
        } else if hovering {
            hovering = false
            output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: .exited, location: hoverLocation))))
        }
    }

    // MARK: Pointers

    private mutating func applyRelative(_ event: EvdevEvent) {
        if event.type == Evdev.EventType.rel {
            switch event.code {
            case Evdev.Rel.x: relative.dx += Double(event.value)
            case Evdev.Rel.y: relative.dy += Double(event.value)
            case Evdev.Rel.wheel where !highResolutionWheel.vertical: wheel.dy += Double(event.value)
            case Evdev.Rel.horizontalWheel where !highResolutionWheel.horizontal: wheel.dx += Double(event.value)
            case Evdev.Rel.wheelHighResolution where highResolutionWheel.vertical:
                wheel.dy += Double(event.value) / Evdev.Rel.highResolutionUnitsPerDetent
            case Evdev.Rel.horizontalWheelHighResolution where highResolutionWheel.horizontal:
                wheel.dx += Double(event.value) / Evdev.Rel.highResolutionUnitsPerDetent
            default: break
            }
        } else {
            applyButtons(event)
        }
    }

    private mutating func applyButtons(_ event: EvdevEvent) {
        guard event.type == Evdev.EventType.key, event.value == 0 || event.value == 1 else { return }
        switch event.code {
        case Evdev.Key.left: buttons.append((.primary, event.value == 1))
        case Evdev.Key.right: buttons.append((.secondary, event.value == 1))
        case Evdev.Key.middle: buttons.append((.middle, event.value == 1))
        default: break
        }
    }

    private mutating func sendButtons(time: Double, into output: inout [DeviceOutput]) {
        for (button, pressed) in buttons {
            output.append(.button(ButtonInput(timestamp: time, button: button, isPressed: pressed, location: gestures.pointer)))
        }
        buttons.removeAll(keepingCapacity: true)
    }

    // MARK: Problems

    private mutating func flushNotes(line: Int?, into output: inout [DeviceOutput]) {
        for note in tracker.notes { report(note, line: line, into: &output) }
        tracker.notes.removeAll()
    }

    private mutating func report(_ message: String, line: Int?, into output: inout [DeviceOutput]) {
        problemCount += 1
        guard problemCount <= GestureInputConstants.maximumProblems else { return }
        output.append(.problem(InputProblem(source: source, line: line, message: message)))
    }
}
