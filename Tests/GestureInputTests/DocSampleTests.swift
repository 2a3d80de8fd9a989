import GestureInput
import Gestures
import Testing

// The sample of docs/devices.md ("Playing a recording into a window"), verbatim, so that it keeps
// compiling; the test below runs it.
@MainActor
func playRecording(_ path: String) throws -> [String] {
    let clock = ManualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 450), clock: clock)
    let tap = TapGestureRecognizer()
    var heard: [String] = []
    tap.addAction { heard.append("tap \($0.state) at \($0.location(in: nil))") }
    window.addGestureRecognizer(tap)

    let feed = WindowFeed(window: window)
    feed.onProblem = { print($0) }        // PATH:LINE: message
    let recording = try EvemuRecording(path: path)   // a split recording finds its .desc beside it
    try RecordingPlayer.play(recording, mapping: ScreenMapping(windowSize: window.bounds.size), into: feed)
    clock.advance(by: 1)
    return heard
}

@MainActor
@Suite("docs/devices.md")
struct DocSampleTests {
    @Test("The sample that plays a recording into a window hears the recording's tap")
    func playRecordingSample() throws {
        let heard = try playRecording(DeviceScene.path("Wacom_ISDv4_E6_Finger.single-tap-center.events"))
        // (1269, 710) of 2776 × 1569 on an 800 × 450 window.
        #expect(heard == ["tap ended at \(Point(x: 1269.0 / 2776 * 800, y: 710.0 / 1569 * 450))"])
    }

    @Test("The mapping sample of docs/devices.md")
    func mappingSample() {
        var mapping = ScreenMapping(windowSize: Size(width: 480, height: 800))
        mapping.rotation = .clockwise                       // an 800×480 panel mounted in portrait
        mapping.calibration = [1.25, 0, -0.125, 0, 1.25, -0.125]   // a panel that reports 100…900 for its edges
        let axis = AbsInfo(minimum: 0, maximum: 1000)
        #expect(mapping.point(x: 100, y: 100, xAxis: axis, yAxis: axis) == Point(x: 480, y: 0))
    }
}
