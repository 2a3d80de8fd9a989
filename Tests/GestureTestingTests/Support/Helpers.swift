import Gestures
import GestureTesting
import Testing

/// A view that keeps its touches to itself, as a custom control does.
final class QuietView: View {
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

/// One line per sample: `TIME ID PHASE (X, Y)`, or `TIME pointer PHASE (X, Y)`, times with 4
/// decimals and coordinates with 2.
func sampleLines(_ events: [InputEvent]) -> [String] {
    var lines: [String] = []
    for event in events {
        let time = TraceFormat.number(event.timestamp, digits: 4)
        for sample in event.touches {
            lines.append("\(time) \(sample.id) \(sample.phase) \(TraceFormat.point(sample.location))")
        }
        if let pointer = event.pointer {
            lines.append("\(time) pointer \(pointer.phase) \(TraceFormat.point(pointer.location))")
        }
    }
    return lines
}

/// One line per event: `TIME: ID PHASE, ID PHASE…`.
func eventLines(_ events: [InputEvent]) -> [String] {
    events.map { event in
        let samples = event.touches.map { "\($0.id) \($0.phase)" }.joined(separator: ", ")
        return "\(TraceFormat.number(event.timestamp, digits: 4)): \(samples)"
    }
}

/// The samples of one phase, as `ID (X, Y)`.
func samples(_ events: [InputEvent], _ phase: Touch.Phase) -> [String] {
    events.flatMap(\.touches).filter { $0.phase == phase }.map { "\($0.id) \(TraceFormat.point($0.location))" }
}

/// A window with named views and recognizers, a trace recorder, and a script on it.
@MainActor
final class ScriptScene {
    let window: Window
    let trace: TraceRecorder

    init(width: Double = 320, height: Double = 480, decisions: Bool = false) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.accessibilityIdentifier = "window"
        trace = TraceRecorder(window: window, includesDecisions: decisions, includesResets: decisions)
    }

    var clock: ManualClock { window.clock as! ManualClock }

    @discardableResult
    func view(_ name: String, _ frame: Rect) -> View {
        let view = QuietView(frame: frame)
        view.accessibilityIdentifier = name
        window.addSubview(view)
        return view
    }

    @discardableResult
    func attach<R: GestureRecognizer>(_ recognizer: R, to view: View) -> R {
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}
