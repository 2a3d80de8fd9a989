import Gestures

/// Plays a trace into a window on a manual clock and writes what `gestures replay` prints: the
/// lines of a ``TraceRecorder`` with decisions, each moment's lines under a line with its time in
/// the trace (`@ 0.1 s`), timers firing at their own moments, then what was recognized and a
/// summary. Every program that replays traces writes through it — the command, and the engine
/// compiled to WebAssembly under node — so that their logs can be compared byte for byte.
///
/// ```swift
/// let clock = ManualClock()
/// let scene = AllRecognizersSurface(clock: clock)
/// let log = ReplayLog(window: scene.window, clock: clock) { print($0) }
/// let reader = try TraceReader(text: trace)
/// while let item = try reader.next() { log.play(item) }
/// log.finish()
/// print(log.summary(source: "my.jsonl", scene: "all-recognizers", readerProblems: reader.problemCount))
/// ```
#if !hasFeature(Embedded)
@MainActor
#endif
public final class ReplayLog {
    /// How the log marks input the engine dropped or corrected (a sanitizing diagnostic).
    public static let inputProblemPrefix = "# input: "

    /// The player that sends the trace's events to the window.
    public let replayer: TraceReplayer
    /// How many trace lines were written (or, when quiet, would have been).
    public private(set) var lineCount = 0
    /// How many lines told of input the engine dropped or corrected.
    public private(set) var inputProblems = 0

    private let clock: ManualClock
    private let trace: TraceRecorder
    private let quiet: Bool
    private let write: (String) -> Void
    /// Every recognition (a discrete gesture, or the start of a continuous one), by recognizer.
    private var recognized: [String: Int] = [:]
    /// The time of the last moment written.
    private var shownTime: Double?

    /// Starts logging a window whose clock is `clock`.
    ///
    /// - Parameters:
    ///   - window: the scene's window, with its recognizers in place.
    ///   - clock: the window's clock.
    ///   - quiet: write only the lines about input problems (the counts still count every line).
    ///   - write: takes each line of the log, without its newline.
    public init(window: Window, clock: ManualClock, quiet: Bool = false, write: @escaping (String) -> Void) {
        self.clock = clock
        self.quiet = quiet
        self.write = write
        replayer = TraceReplayer(window: window)
        trace = TraceRecorder(window: window, includesDecisions: true)
        let counter = WeakReference(self)
        _ = window.engine.addObserver { diagnostic in
            guard case let .transition(recognizer, from, to) = diagnostic.event, from == .possible,
                  to == .began || to == .ended else { return }
            counter.value?.recognized[recognizer.diagnosticLabel, default: 0] += 1
        }
    }

    /// Plays one item of the trace: the timers due before it fire first, each at its own moment,
    /// then the item.
    public func play(_ item: TraceItem) {
        fireTimers(before: item.time + replayer.timeOffset)
        replayer.play(item)
        flush()
    }

    /// Writes the lines recorded since the last moment written, under their time when any is
    /// shown (after a reader stopped mid-trace, for the lines of its last event).
    public func flush() {
        let lines = trace.take()
        lineCount += lines.count
        var shown: [String] = []
        for line in lines where line.hasPrefix(Self.inputProblemPrefix) || !quiet {
            if line.hasPrefix(Self.inputProblemPrefix) { inputProblems += 1 }
            shown.append(line)
        }
        guard !shown.isEmpty else { return }
        let time = clock.now - replayer.timeOffset
        if shownTime != time {
            write("@ \(TraceFormat.number(time, digits: 3)) s")
            shownTime = time
        }
        for line in shown { write(line) }
    }

    /// Ends the replay: the timers due within a second after the last event fire (a double tap's
    /// wait, a long press), then the line saying what was recognized.
    public func finish() {
        let end = clock.now + 1
        fireTimers(before: end)
        clock.advance(to: end)
        flush()
        let names = recognized.keys.sorted().map { "\($0) ×\(recognized[$0] ?? 0)" }.joined(separator: ", ")
        write("recognized: \(names.isEmpty ? "nothing" : names)")
    }

    /// The closing line: events played from `source` into `scene`, trace lines, problems (the
    /// reader's and the input the engine dropped or corrected).
    public func summary(source: String, scene: String, readerProblems: Int) -> String {
        let problems = readerProblems + inputProblems
        let inputNote = inputProblems == 0 ? "" : " (\(inputProblems) input the engine dropped or corrected)"
        return "replayed \(replayer.eventCount) events from \(source) into \(scene): \(lineCount) trace lines, "
            + "\(problems) problem\(problems == 1 ? "" : "s")\(inputNote)"
    }

    /// Timers that fall due before `time` fire at their own moments, each under its own time.
    private func fireTimers(before time: Double) {
        var firings = 0
        while let deadline = clock.nextDeadline, deadline < time, firings < ManualClock.maximumFiringsPerAdvance {
            clock.advance(to: deadline)
            flush()
            firings += 1
        }
    }
}
