import GestureInput
import GestureTesting
import Gestures
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for the file readers: the bytes are an evemu recording (events, then an
/// optional description after a line `#desc`) and, after a line `#trace`, a trace file. The
/// recording is read, played through the evdev interpreter into a window with every built-in
/// recognizer, and the trace is read, replayed into another such window, and drawn as the SVG and
/// HTML timelines. Anything may be wrong with either: a reader must answer with problems, never
/// crash, hang (libFuzzer's timeout), leak (AddressSanitizer) or grow without bound (its RSS limit).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReadersOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated {
        let (recordingPart, tracePart) = split(text, at: "\n#trace\n")
        let (events, description) = split(recordingPart, at: "\n#desc\n")
        playRecording(events: events, description: description)
        if let tracePart { replayTrace(tracePart) }
    }
    return 0
}

private func split(_ text: String, at marker: String) -> (String, String?) {
    guard let range = text.firstRange(of: marker) else { return (text, nil) }
    return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
}

/// A window of the size the recordings are mapped to, with one of every built-in recognizer.
@MainActor
private func window(clock: ManualClock) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    let tap = TapGestureRecognizer()
    tap.require(toFail: doubleTap)
    for recognizer in [tap, doubleTap, LongPressGestureRecognizer(), PanGestureRecognizer(), PinchGestureRecognizer(),
                       RotationGestureRecognizer(), SwipeGestureRecognizer(), ScreenEdgePanGestureRecognizer(),
                       HoverGestureRecognizer()] as [GestureRecognizer] {
        recognizer.addAction { _ in }
        view.addGestureRecognizer(recognizer)
    }
    return window
}

@MainActor
private func playRecording(events: String, description: String?) {
    guard let recording = try? EvemuRecording(events: events, description: description, source: "fuzz") else { return }
    let clock = ManualClock()
    let feed = WindowFeed(window: window(clock: clock))
    _ = try? RecordingPlayer.play(recording, mapping: ScreenMapping(windowSize: Size(width: 375, height: 667)), into: feed)
    clock.advance(by: 10)
    feed.finish()
}

@MainActor
private func replayTrace(_ text: String) {
    guard let reader = try? TraceReader(text: text) else { return }
    defer { reader.close() }
    let clock = ManualClock()
    let target = window(clock: clock)
    let recorder = TimelineRecorder(window: target)
    let replayer = TraceReplayer(window: target)
    replayer.onEvent = { recorder.record($0) }
    _ = try? replayer.play(reader)
    clock.advance(by: 10)
    recorder.stop()
    _ = TimelineSVG.render(recorder.timeline)
    _ = TimelineHTML.render(recorder.timeline)
}
