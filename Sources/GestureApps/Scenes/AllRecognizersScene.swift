import GestureTesting
import Gestures

/// One view with every built-in recognizer, each named, for replaying traces and seeing which
/// gesture a recording is: tap, double tap (the single tap waits for it), long press, pan,
/// screen-edge pan from the left, swipe in every direction, pinch, rotation, hover, and a
/// two-finger tap.
///
/// The pan waits for the swipe to fail, so a quick stroke reads as a swipe and a slower drag as a
/// pan; pinch and rotation recognize together; everything else competes as UIKit's rules say.
///
/// On screen: a heading naming the gestures to try, and under it the last actions sent, newest
/// last (``shownEventCount`` of them), so that a person sees which gesture their input was.
@MainActor
public final class AllRecognizersScene: PlaygroundScene {
    public let title = "Every recognizer"
    public let window: Window
    public weak var soundPlayer: (any SoundPlayer)?
    /// The window, its surface and recognizers, as every trace replay builds them.
    public let base: AllRecognizersSurface
    /// The view carrying the recognizers: the whole screen.
    public let surface: View
    /// The recognizers, in the order they were added.
    public let recognizers: [GestureRecognizer]
    /// One line per action sent, in order: the latest ``keptEventCount`` of them (the ones before
    /// are counted in ``droppedEventCount``), so that a replay of any length takes the same memory.
    public var events: [String] { Array(kept[keptStart...] + kept[..<keptStart]) }
    /// How many of the first actions ``events`` no longer holds.
    public private(set) var droppedEventCount = 0
    /// How many action lines ``events`` keeps, the latest. Our decision: far more than any gesture
    /// sends (a pinch held for a minute sends about 3,600 at 60 Hz) and more than a test compares,
    /// while a long replay keeps a few hundred kilobytes of them, not one line per action.
    public static let keptEventCount = 10_000
    /// The kept lines, a ring: once full, `keptStart` is the oldest.
    private var kept: [String] = []
    private var keptStart = 0
    /// The heading: what to try.
    public let heading: View
    /// The last actions sent, newest last.
    public let log: View
    /// How many of the latest actions the log shows. Our decision: what fits under the heading.
    public static let shownEventCount = 16

    public static let entry = PlaygroundSceneEntry(
        name: "all-recognizers", summary: "one view with every built-in recognizer, for replaying traces"
    ) { clock in AllRecognizersScene(clock: clock) }

    public init(clock: any GestureClock) {
        base = AllRecognizersSurface(clock: clock)
        window = base.window
        surface = base.surface
        recognizers = base.recognizers
        surface.backgroundColor = Color(white: 0.95)
        heading = View(frame: Rect(x: 0, y: 16, width: surface.bounds.width, height: 70))
        heading.accessibilityIdentifier = "heading"
        heading.isUserInteractionEnabled = false
        heading.drawnText = DrawnText(
            lines: ["Every recognizer", "tap · double tap · two-finger tap · long press · pan",
                    "swipe · edge pan from the left · pinch · rotate · hover"],
            fontSize: 14, isBold: false, color: Color(white: 0.25), alignment: .center)
        surface.addSubview(heading)
        log = View(frame: Rect(x: 16, y: 100, width: surface.bounds.width - 32, height: surface.bounds.height - 120))
        log.accessibilityIdentifier = "log"
        log.isUserInteractionEnabled = false
        surface.addSubview(log)
        for recognizer in recognizers {
            recognizer.addAction { [weak self] in self?.record("\($0.diagnosticLabel) \($0.state)") }
        }
    }

    public func step(to time: Double) {}

    /// The lines the log shows: the latest actions, a run of the same action counted.
    public var logLines: [String] { log.drawnText?.lines ?? [] }

    private func record(_ event: String) {
        if kept.count < Self.keptEventCount {
            kept.append(event)
        } else {
            kept[keptStart] = event
            keptStart = (keptStart + 1) % kept.count
            droppedEventCount += 1
        }
        var lines: [String] = []
        var runs: [Int] = []
        for event in latest(Self.shownEventCount * 8) {
            if lines.last == event { runs[runs.count - 1] += 1 } else {
                lines.append(event)
                runs.append(1)
            }
        }
        let shown = zip(lines, runs).map { $1 > 1 ? "\($0) ×\($1)" : $0 }.suffix(Self.shownEventCount)
        log.drawnText = DrawnText(lines: Array(shown), fontSize: 14, isBold: false,
                                  color: Color(red: 0.1, green: 0.2, blue: 0.35), alignment: .leading)
    }

    /// The latest `count` kept lines, oldest first.
    private func latest(_ count: Int) -> [String] {
        let count = Swift.min(count, kept.count)
        return (kept.count - count..<kept.count).map { kept[(keptStart + $0) % kept.count] }
    }
}
