import GestureApps
import GestureTesting
import Gestures
import Testing

@MainActor
@Suite("Every recognizer, on screen")
struct AllRecognizersSceneTests {
    @Test("Before any input the screen names the gestures to try, and the log is empty")
    func heading() {
        let scene = AllRecognizersScene(clock: ManualClock())
        let svg = SceneSnapshot().svg(of: scene.window)
        #expect(svg.contains(">Every recognizer</text>"))
        #expect(svg.contains(">tap · double tap · two-finger tap · long press · pan</text>"))
        #expect(scene.logLines.isEmpty)
        // The text takes no touches: a tap on the heading reaches the surface's recognizers.
        #expect(scene.window.hitTest(Point(x: 187, y: 40), with: nil) === scene.surface)
    }

    @Test("A tap, then a double tap, then a slow drag: the log shows each as it is sent, runs counted")
    func log() {
        let clock = ManualClock()
        let scene = AllRecognizersScene(clock: clock)
        let driver = TouchDriver(window: scene.window)
        let at = Point(x: 180, y: 400)
        // A single tap is sent once the double tap's 0.35 s wait has passed.
        driver.down(1, at: at)
        driver.wait(0.05)
        driver.up(1)
        driver.wait(0.5)
        #expect(scene.logLines == ["tap ended"])
        // Two taps 0.1 s apart: the double tap, and no single tap.
        for id in [2, 3] {
            driver.down(id, at: at)
            driver.wait(0.05)
            driver.up(id)
            driver.wait(0.05)
        }
        driver.wait(0.5)
        #expect(scene.logLines == ["tap ended", "doubleTap ended"])
        // A slow drag, 30 points a second for 2 s: too slow for a swipe (which needs 26.5 points
        // by 0.5 s), so the pan, which waits for the swipe to fail, runs.
        driver.down(4, at: at)
        for step in 1...20 {
            driver.wait(0.1)
            driver.move(4, to: at + Vector(dx: 3 * Double(step), dy: 0))
        }
        driver.up(4)
        let lines = scene.logLines
        #expect(lines.prefix(3) == ["tap ended", "doubleTap ended", "pan began"])
        #expect(lines.count == 5)
        #expect(lines.dropFirst(3).first?.hasPrefix("pan changed ×") == true)
        #expect(lines.last == "pan ended")
        #expect(SceneSnapshot().svg(of: scene.window).contains(">pan ended</text>"))
    }

    @Test("A drag of more actions than the scene keeps: it keeps the latest, counts the rest, and its log is unchanged")
    func keptEvents() {
        let clock = ManualClock()
        let scene = AllRecognizersScene(clock: clock)
        var sent: [String] = []
        for recognizer in scene.recognizers {
            recognizer.addAction { sent.append("\($0.diagnosticLabel) \($0.state)") }
        }
        let driver = TouchDriver(window: scene.window)
        let at = Point(x: 180, y: 400)
        // Slow enough for the pan (30 points a second), back and forth on the screen.
        driver.down(1, at: at)
        for step in 1...(AllRecognizersScene.keptEventCount + 100) {
            driver.wait(0.1)
            driver.move(1, to: at + Vector(dx: 3 * Double(step % 20), dy: 0))
        }
        driver.up(1)
        #expect(sent.count > AllRecognizersScene.keptEventCount)
        #expect(scene.droppedEventCount == sent.count - AllRecognizersScene.keptEventCount)
        #expect(scene.events == Array(sent.suffix(AllRecognizersScene.keptEventCount)))
        #expect(scene.events.last == "pan ended")
        #expect(scene.logLines == ["pan changed ×127", "pan ended"])
    }
}
