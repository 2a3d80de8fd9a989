import Gestures
import GestureTesting
import Testing

/// A window with a trace recorder and a touch driver, and helpers to build views in it.
@MainActor
final class Scene {
    let window: Window
    let driver: TouchDriver
    let trace: TraceRecorder

    init(width: Double = 320, height: Double = 480, decisions: Bool = false, resets: Bool = false) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.accessibilityIdentifier = "window"
        driver = TouchDriver(window: window)
        trace = TraceRecorder(window: window, includesDecisions: decisions, includesResets: resets)
    }

    /// Adds a named view to `parent` (the window by default).
    @discardableResult
    func view(_ name: String, _ frame: Rect, in parent: View? = nil) -> RecordingView {
        let view = RecordingView(frame: frame)
        view.accessibilityIdentifier = name
        (parent ?? window).addSubview(view)
        return view
    }

    /// Attaches a recognizer whose actions are recorded by the trace.
    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, to view: View) -> R {
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}

/// A view that overrides the touch methods (and does not forward them), as a custom control would.
class RecordingView: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// Compares whole traces and prints a readable diff when they differ.
func expectTrace(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = TraceDiff.difference(expected: expected, actual: actual)
    #expect(diff == nil, "\(diff ?? "")", sourceLocation: sourceLocation)
}
