import GestureApps
import GestureTesting
import Gestures
import Testing

@MainActor
@Suite("File to trash")
struct FileTrashSceneTests {
    private func drag(_ driver: TouchDriver, from: Point, to: Point) {
        driver.down(1, at: from)
        for step in 1...8 {
            driver.wait(0.03)
            let t = Double(step) / 8
            driver.move(1, to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        driver.up(1)
    }

    @Test("Dropped on the trash, the file fades out over 0.3 s and is removed")
    func dropOnTrash() {
        let clock = ManualClock()
        let scene = FileTrashScene(clock: clock)
        let driver = TouchDriver(window: scene.window)
        #expect(scene.view.subviews.last === scene.file)  // drawn above the trash
        drag(driver, from: scene.file.center, to: scene.trash.center)
        #expect(scene.file.frame.intersects(scene.trash.frame))
        #expect(scene.file.alpha == 0)
        #expect(scene.file.presentationAlpha == 1)
        clock.advance(by: 0.15)
        #expect(abs(scene.file.presentationAlpha - 0.5) < 0.05)
        #expect(scene.file.superview === scene.view)
        clock.advance(by: 0.16)
        #expect(scene.file.superview == nil)
        #expect(scene.events == ["file dropped on the trash", "file deleted"])
    }

    @Test("Dropped elsewhere, the file animates back to where it started")
    func dropElsewhere() {
        let clock = ManualClock()
        let scene = FileTrashScene(clock: clock)
        let driver = TouchDriver(window: scene.window)
        let home = scene.file.frame.origin
        drag(driver, from: scene.file.center, to: Point(x: 200, y: 300))
        #expect(scene.file.frame.origin == home)
        #expect(scene.file.presentationCenter != scene.file.center)
        clock.advance(by: 0.3)
        #expect(scene.file.presentationCenter == scene.file.center)
        #expect(scene.file.superview === scene.view)
        #expect(scene.events == ["file dropped elsewhere, returning"])
    }
}

@MainActor
@Suite("Pan as swipe")
struct PanSwipeSceneTests {
    private func twoFingerStroke(_ driver: TouchDriver, by delta: Vector, steps: Int, dt: Double) {
        let a = Point(x: 150, y: 300), b = Point(x: 220, y: 300)
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .began, location: a))
            $0.append(TouchInput(id: 2, phase: .began, location: b))
        }
        for step in 1...steps {
            driver.wait(dt)
            let d = delta * (Double(step) / Double(steps))
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: a + d))
                $0.append(TouchInput(id: 2, phase: .moved, location: b + d))
            }
        }
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: a + delta))
            $0.append(TouchInput(id: 2, phase: .ended, location: b + delta))
        }
    }

    @Test("A fast two-finger stroke is a swipe in its direction; a slow one only moves the card", arguments: [
        (Vector(dx: -200, dy: 0), 0.01, "left"), (Vector(dx: 200, dy: 0), 0.01, "right"),
        (Vector(dx: 0, dy: -200), 0.01, "up"), (Vector(dx: 0, dy: 200), 0.01, "down"),
        (Vector(dx: 200, dy: 0), 0.1, "none"),
    ])
    func swipes(delta: Vector, dt: Double, expected: String) {
        let scene = PanSwipeScene(clock: ManualClock())
        let driver = TouchDriver(window: scene.window)
        let start = scene.card.center
        twoFingerStroke(driver, by: delta, steps: 10, dt: dt)
        #expect(scene.swipes.map { $0?.rawValue ?? "none" } == [expected])
        // The window says so: the verdict, then the release velocity it was read from.
        #expect(scene.statusLines.count == 2)
        #expect(scene.statusLines.first == (expected == "none" ? "No swipe: too slow" : "Swipe \(expected)!"))
        #expect(scene.statusLines.last?.hasPrefix("release velocity (") == true)
        #expect(SceneSnapshot().svg(of: scene.window).contains(">\(scene.statusLines[0])</text>"))
        // The card moved with the pan, less the pan's 10-point slop along the stroke's axis.
        let moved = scene.card.center - start
        #expect(moved == Vector(dx: delta.dx == 0 ? 0 : delta.dx - 10 * (delta.dx > 0 ? 1 : -1),
                                dy: delta.dy == 0 ? 0 : delta.dy - 10 * (delta.dy > 0 ? 1 : -1)))
    }

    @Test("One finger does not pan the card")
    func oneFinger() {
        let scene = PanSwipeScene(clock: ManualClock())
        let driver = TouchDriver(window: scene.window)
        let start = scene.card.center
        driver.down(1, at: Point(x: 150, y: 300))
        driver.move(1, to: Point(x: 250, y: 300))
        driver.up(1)
        #expect(scene.card.center == start)
        #expect(scene.swipes.isEmpty)
        #expect(scene.statusLines == ["Two fingers move the card;", "a flick faster than 1000 pt/s is a swipe"])
    }
}
