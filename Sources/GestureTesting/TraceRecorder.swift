import Gestures

/// Records, in order, what the recognizers and views of a window did: every accepted state
/// transition, every action (with the values a handler would read), every delivery of touches to
/// a view, and optionally the engine's decisions. Tests compare the whole ordered trace.
///
/// ```swift
/// let trace = TraceRecorder(window: window)
/// driver.down(1, at: p); driver.up(1)
/// #expect(trace.lines == [
///     "box.touchesBegan [1]",
///     "tap: possible → ended",
///     "tap: action ended at (50.0, 50.0)",
///     "box.touchesCancelled [1]",
/// ])
/// ```
///
/// Lines:
/// - `NAME: FROM → TO` for a transition (NAME is the recognizer's ``GestureRecognizer/diagnosticLabel``);
/// - `NAME: action STATE DETAILS` for an action, DETAILS from ``describeAction``;
/// - `VIEW.touchesPHASE [ids]` for a delivery to a view (VIEW is its `gestureDebugName`);
/// - with ``includesDecisions``, the engine's diagnostic lines for exclusions, waits, releases,
///   corrections and input problems, prefixed with `# `.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class TraceRecorder {
    /// The lines recorded so far.
    public private(set) var lines: [String] = []
    /// Also record the engine's decisions (exclusion, waiting, release, corrections…) as `# …`
    /// lines.
    public var includesDecisions: Bool
    /// Also record resets, as `NAME: reset`.
    public var includesResets: Bool
    /// Describes the values an action carries (translation, scale…); the default covers the
    /// location of every recognizer. Return nil for no details.
    public var describeAction: (GestureRecognizer) -> String? = { TraceRecorder.defaultDetails($0) }

    private let engine: WeakReference<GestureEngine>
    private var token: ObserverToken?

    /// Starts recording a window.
    public convenience init(window: Window, includesDecisions: Bool = false, includesResets: Bool = false) {
        self.init(engine: window.engine, includesDecisions: includesDecisions, includesResets: includesResets)
    }

    /// Starts recording an engine (for host trees).
    public init(engine: GestureEngine, includesDecisions: Bool = false, includesResets: Bool = false) {
        self.engine = WeakReference(engine)
        self.includesDecisions = includesDecisions
        self.includesResets = includesResets
        let recorder = WeakReference(self)
        token = engine.addObserver { diagnostic in recorder.value?.record(diagnostic) }
    }

    /// Stops recording.
    public func stop() {
        if let token { engine.value?.removeObserver(token) }
        token = nil
    }

    /// Adds a line of the test's own (for example from an action handler), in order with the rest.
    public func note(_ line: String) {
        lines.append(line)
    }

    /// Forgets the lines recorded so far.
    public func clear() {
        lines.removeAll()
    }

    /// The lines recorded since the last call (or since the start), then forgets them: handy for
    /// checking a long script step by step.
    public func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }

    private func record(_ diagnostic: Diagnostic) {
        switch diagnostic.event {
        case let .transition(recognizer, from, to):
            lines.append("\(recognizer.diagnosticLabel): \(from) → \(to)")
        case let .action(recognizer, state):
            if let details = describeAction(recognizer), !details.isEmpty {
                lines.append("\(recognizer.diagnosticLabel): action \(state) \(details)")
            } else {
                lines.append("\(recognizer.diagnosticLabel): action \(state)")
            }
        case let .delivered(touches, phase, node):
            let ids = touches.map { String($0.identifier) }.joined(separator: ",")
            lines.append("\(node.gestureDebugName).touches\(Self.phaseName(phase)) [\(ids)]")
        case let .reset(recognizer):
            if includesResets { lines.append("\(recognizer.diagnosticLabel): reset") }
        case .engaged:
            break
        case .excluded, .waiting, .released, .requirementRecognized, .shouldBeginDenied, .requirementCycle,
             .concluded, .correction, .input, .misuse:
            if includesDecisions { lines.append("# " + diagnostic.line) }
        }
    }

    private static func phaseName(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: "Began"
        case .moved, .stationary: "Moved"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }

    /// The default action details: what a handler of that kind of recognizer reads — a pan's
    /// translation and velocity, a pinch's scale and velocity, a rotation in degrees and its
    /// velocity, a tap's location and number of fingers; for other recognizers, the location.
    /// Values are in window coordinates.
    public static func defaultDetails(_ recognizer: GestureRecognizer) -> String? {
        let f = TraceFormat.self
        switch recognizer {
        case let pan as PanGestureRecognizer:
            return "translation=\(f.point(pan.translation(in: nil))) velocity=\(f.point(pan.velocity(in: nil), digits: 1))"
        case let pinch as PinchGestureRecognizer:
            return "scale=\(f.number(pinch.scale, digits: 4)) velocity=\(f.number(pinch.velocity, digits: 3))"
        case let rotation as RotationGestureRecognizer:
            let degrees = rotation.rotation * 180 / 3.141592653589793
            return "rotation=\(f.number(degrees, digits: 2))° velocity=\(f.number(rotation.velocity, digits: 3))"
        case let tap as TapGestureRecognizer:
            return "at \(f.point(tap.location(in: nil))) touches=\(tap.numberOfTouches)"
        default:
            return "at \(f.point(recognizer.location(in: nil)))"
        }
    }
}

/// Number formatting for traces: short, stable across platforms, and exact enough to tell values
/// apart.
public enum TraceFormat {
    /// A number with at most `digits` decimals, trailing zeros trimmed (at least one decimal kept).
    public static func number(_ value: Double, digits: Int = 2) -> String {
        // Past 1e15 a double has no digits after the point to round (and scaling could overflow).
        guard value.isFinite, value.magnitude < 1e15 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }  // no "-0.0"
        var text = "\(rounded)"
        if text.contains("e") { return text }
        if !text.contains(".") { text += ".0" }
        return text
    }

    /// `(x, y)` with ``number(_:digits:)``.
    public static func point(_ point: Point, digits: Int = 2) -> String {
        "(\(number(point.x, digits: digits)), \(number(point.y, digits: digits)))"
    }
}
