import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// A recording from `Tests/Fixtures/evemu` played through the evdev backend into a window with
/// named recognizers on a view that covers it.
///
/// The window is 800 points wide and as tall as the device's position ranges make it, so that
/// directions and angles on the device are the same in the window.
@MainActor
final class DeviceScene {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/evemu")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    let recording: EvemuRecording
    let clock = ManualClock()
    let window: Window
    let surface: View
    let feed: WindowFeed
    /// A view over the whole surface that notes what the engine's touches carry when they begin.
    let probe: PenProbe
    let trace: TraceRecorder
    let mapping: ScreenMapping
    /// `NAME STATE` for every action, in order.
    private(set) var actions: [String] = []
    /// The clock's time at each action, in order.
    private(set) var actionTimes: [Double] = []
    /// Each pan's translation (window coordinates) at each of its actions.
    private(set) var translations: [String: [Point]] = [:]
    /// The rotation's angle, in radians, at each of its actions.
    private(set) var rotations: [Double] = []
    /// Every event the window got.
    private(set) var events: [InputEvent] = []
    private(set) var scrolls: [DeviceScroll] = []
    private(set) var buttons: [ButtonInput] = []

    convenience init(_ name: String, width: Double = 800) throws {
        try self.init(recording: EvemuRecording(path: Self.path(name)), width: width)
    }

    /// A scene for events written by the test (``EventScript``), on a touchscreen described by
    /// `description` (evemu text).
    convenience init(events: EventScript, description: String = touchscreenDescription(), width: Double = 800) throws {
        try self.init(recording: EvemuRecording(events: events.text, description: description, source: "test.events"),
                      width: width)
    }

    init(recording: EvemuRecording, width: Double = 800) {
        self.recording = recording
        let multitouch = recording.description.protocolKind != .single
        let x = recording.description.axes[multitouch ? Evdev.Abs.mtPositionX : Evdev.Abs.x]
        let y = recording.description.axes[multitouch ? Evdev.Abs.mtPositionY : Evdev.Abs.y]
        let height = x.flatMap { x in y.map { x.width > 0 && $0.width > 0 ? width * $0.width / x.width : width * 0.6 } }
            ?? width * 0.6
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        window.accessibilityIdentifier = "window"
        surface = View(frame: window.bounds)
        surface.accessibilityIdentifier = "surface"
        surface.isMultipleTouchEnabled = true
        window.addSubview(surface)
        probe = PenProbe(frame: surface.bounds)
        probe.isMultipleTouchEnabled = true
        surface.addSubview(probe)
        mapping = ScreenMapping(windowSize: Size(width: width, height: height))
        feed = WindowFeed(window: window)
        trace = TraceRecorder(window: window)
        feed.onEvent = { [unowned self] in events.append($0) }
        feed.onScroll = { [unowned self] in scrolls.append($0) }
        feed.onButton = { [unowned self] in buttons.append($0) }
    }

    /// The problems reported, as `SOURCE:LINE: message`.
    var problems: [String] { feed.problems.map(\.description) }

    /// Adds a named recognizer to the surface.
    @discardableResult
    func add<R: GestureRecognizer>(_ name: String, _ recognizer: R, _ configure: (R) -> Void = { _ in }) -> R {
        recognizer.name = name
        configure(recognizer)
        surface.addGestureRecognizer(recognizer)
        recognizer.addAction { [unowned self] recognizer in
            actions.append("\(recognizer.diagnosticLabel) \(recognizer.state)")
            actionTimes.append(clock.now)
            if let pan = recognizer as? PanGestureRecognizer { translations[name, default: []].append(pan.translation(in: nil)) }
            if let rotation = recognizer as? RotationGestureRecognizer { rotations.append(rotation.rotation) }
        }
        return recognizer
    }

    /// Plays the recording, then lets a second pass (timers waiting for a double tap, a long
    /// press).
    @discardableResult
    func play() throws -> EvdevInterpreter {
        let interpreter = try RecordingPlayer.play(recording, mapping: mapping, into: feed)
        clock.advance(by: 1)
        return interpreter
    }

    /// The actions with consecutive repeats written as `×N`.
    var actionRuns: [String] {
        var runs: [(String, Int)] = []
        for action in actions {
            if let last = runs.last, last.0 == action { runs[runs.count - 1].1 += 1 } else { runs.append((action, 1)) }
        }
        return runs.map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
    }

    /// The samples of every touch, by id, in order.
    var touchSamples: [Int: [TouchInput]] {
        var result: [Int: [TouchInput]] = [:]
        for event in events { for touch in event.touches { result[touch.id, default: []].append(touch) } }
        return result
    }

    /// The window point of a raw device position, computed here from the absinfo ranges (not by
    /// the backend): `(value - min) / (max - min) × window size`.
    func expectedPoint(x: Int32, y: Int32) -> Point {
        let multitouch = recording.description.protocolKind != .single
        let xAxis = recording.description.axes[multitouch ? Evdev.Abs.mtPositionX : Evdev.Abs.x]!
        let yAxis = recording.description.axes[multitouch ? Evdev.Abs.mtPositionY : Evdev.Abs.y]!
        return Point(
            x: Double(x - xAxis.minimum) / Double(xAxis.maximum - xAxis.minimum) * window.bounds.width,
            y: Double(y - yAxis.minimum) / Double(yAxis.maximum - yAxis.minimum) * window.bounds.height
        )
    }

    /// Whether nothing is left engaged: no touch down, no recognizer active.
    var isIdle: Bool { window.engine.activeRecognizers.isEmpty && window.engine.activeTouches.isEmpty }
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// Compares whole traces and prints a readable diff when they differ.
func expectTrace(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = TraceDiff.difference(expected: expected, actual: actual)
    #expect(diff == nil, "\(diff ?? "")", sourceLocation: sourceLocation)
}

/// Whether two points are within `tolerance` points of each other.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 0.01) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Notes each touch's type, pen angles and maximum force as it begins, and forwards nothing.
final class PenProbe: View {
    struct Landing {
        let type: Touch.TouchType
        let altitude: Double
        let azimuth: Double
        let maximumForce: Double?
    }

    private(set) var began: [Landing] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            began.append(Landing(type: touch.type, altitude: touch.altitudeAngle, azimuth: touch.azimuthAngle(in: nil),
                                 maximumForce: touch.maximumPossibleForce))
        }
    }
}
