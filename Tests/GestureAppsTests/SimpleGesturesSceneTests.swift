import GestureApps
import GestureTesting
import Gestures
import Testing

@MainActor
@Suite("Simple gestures (the UIKit sample as a playground scene)")
struct SimpleGesturesSceneTests {
    @Test("Picked by name, the scene plays the controller through its engine window and logs what it showed, in order")
    func eventsInOrder() throws {
        let clock = ManualClock()
        let scene = try #require(PlaygroundCatalog.entry(named: "simple-gestures")?.makeScene(clock: clock) as? SimpleGesturesScene)
        #expect(scene.window === scene.uiWindow.engineWindow)
        #expect(scene.window.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
        let driver = TouchDriver(window: scene.window)
        let control = scene.controller.segmentedControl!
        let secondSegment = Point(x: Double(control.frame.midX) + 80, y: Double(control.frame.midY))
        let firstSegment = Point(x: Double(control.frame.midX) - 80, y: Double(control.frame.midY))
        func tap(_ p: Point, _ id: Int) {
            driver.down(id, at: p)
            driver.wait(0.05)
            driver.up(id)
            driver.wait(1)
        }
        func stroke(_ id: Int, from x: Double, by dx: Double) {
            driver.down(id, at: Point(x: x, y: 300))
            for step in 1...6 {
                driver.wait(1.0 / 60)
                driver.move(id, to: Point(x: x + dx * Double(step), y: 300))
            }
            driver.up(id)
            driver.wait(1)
        }
        tap(Point(x: 100, y: 120), 1)
        stroke(2, from: 100, by: 20)
        tap(secondSegment, 3)
        stroke(4, from: 300, by: -20)
        tap(firstSegment, 5)
        stroke(6, from: 300, by: -20)
        #expect(scene.events == [
            "tap at (100.0, 120.0): the tap picture shows there and fades out over 0.5 s",
            "swipeRight at (160.0, 300.0): the swipe picture moves to (380.0, 300.0) as it fades out over 0.5 s",
            "delegate: tap does not receive the touch on segmentedControl",
            "segment 1 (Disable Left Swipes) selected: swipeLeft removed from the view",
            "delegate: tap does not receive the touch on segmentedControl",
            "segment 0 (Enable Left Swipes) selected: swipeLeft on the view",
            "swipeLeft at (240.0, 300.0): the swipe picture moves to (20.0, 300.0) as it fades out over 0.5 s",
        ])
    }

    @Test("The picture is drawn where the tap was, at the opacity of the fade, and is gone once it faded")
    func pictureInSnapshot() {
        let clock = ManualClock()
        let scene = SimpleGesturesScene(clock: clock)
        let driver = TouchDriver(window: scene.window)
        driver.down(1, at: Point(x: 100, y: 120))
        driver.wait(0.05)
        driver.up(1)
        driver.wait(0.25)
        let halfway = SceneSnapshot().svg(of: scene.window)
        // The 160 × 64 image view centred on the tap, half faded.
        #expect(halfway.contains(#"<g data-view="gestureImage" transform="translate(20 88)" opacity="0.5">"#))
        #expect(halfway.contains(##"xlink:href="#asset-tap""##))
        driver.wait(0.25)
        // Faded out: a view of alpha 0 is not drawn at all.
        #expect(!SceneSnapshot().svg(of: scene.window).contains(#"data-view="gestureImage""#))
    }

    @Test("Before any touch the page says what to do; touches pass through the hint to the page")
    func hint() {
        let clock = ManualClock()
        let scene = SimpleGesturesScene(clock: clock)
        let svg = SceneSnapshot().svg(of: scene.window)
        let texts = svg.split(separator: "\n").compactMap { line -> String? in
            guard let end = line.firstRange(of: "</text>"), let open = line[..<end.lowerBound].lastIndex(of: ">") else { return nil }
            return String(line[line.index(after: open)..<end.lowerBound])
        }
        #expect(texts == [
            "Tap, swipe left or right,", "or turn two fingers:", "its picture shows where you did it",
            "Enable Left Swipes", "Disable Left Swipes",
        ])
        #expect(scene.window.hitTest(Point(x: 187, y: 100), with: nil)?.accessibilityIdentifier == "screen")
    }

    @Test("A swipe's picture points the way the swipe went")
    func swipePictures() {
        let clock = ManualClock()
        let scene = SimpleGesturesScene(clock: clock)
        let driver = TouchDriver(window: scene.window)
        var shown: [String] = []
        for (id, dx) in [(1, 20.0), (2, -20.0)] {
            driver.down(id, at: Point(x: 187, y: 300))
            for step in 1...6 {
                driver.wait(1.0 / 60)
                driver.move(id, to: Point(x: 187 + dx * Double(step), y: 300))
            }
            driver.up(id)
            driver.wait(0.1)
            let svg = SceneSnapshot().svg(of: scene.window)
            shown.append("\(scene.controller.imageView.image?.name ?? "none") drawn: \(svg.contains("xlink:href=\"#asset-\(scene.controller.imageView.image?.name ?? "")\""))")
            driver.wait(1)
        }
        #expect(shown == ["swipe-right drawn: true", "swipe-left drawn: true"])
    }
}
