import Gestures
import GestureTesting
import Testing
@testable import GestureApps

@MainActor
@Suite("The drag-box scene")
struct DragBoxSceneTests {
    final class Sounds: SoundPlayer {
        var played: [Sound] = []
        func play(_ sound: Sound) { played.append(sound) }
    }

    private func make() -> (DragBoxScene, TouchDriver, ManualClock, Sounds) {
        let clock = ManualClock()
        let scene = DragBoxScene(clock: clock)
        let sounds = Sounds()
        scene.soundPlayer = sounds
        return (scene, TouchDriver(window: scene.window), clock, sounds)
    }

    @Test("the catalog builds it by name")
    func catalog() {
        // The tutorials' scenes come first, the monkey as the default.
        #expect(PlaygroundCatalog.entries.map(\.name) == ["monkey", "file-to-trash", "pan-swipe", "simple-gestures", "all-recognizers", "drag-box", "gallery", "bottom-sheet", "todo-list"])
        #expect(PlaygroundCatalog.defaultEntry.name == "monkey")
        let scene = PlaygroundCatalog.entry(named: "drag-box")?.makeScene(clock: ManualClock())
        #expect(scene?.title == "Drag the box")
        #expect(scene?.window.bounds.size == Size(width: 480, height: 360))
        #expect(PlaygroundCatalog.entry(named: "nope") == nil)
    }

    @Test("one finger drags the box by exactly the finger's travel; lift and drop animate")
    func oneFinger() {
        let (scene, driver, clock, sounds) = make()
        #expect(scene.box.center == Point(x: 240, y: 180))
        driver.down(1, at: Point(x: 250, y: 190))
        driver.move(1, to: Point(x: 255, y: 190))
        #expect(scene.drag.state == .possible)
        #expect(scene.box.center == Point(x: 240, y: 180))
        driver.move(1, to: Point(x: 270, y: 200))
        #expect(scene.drag.state == .began)
        #expect(scene.box.center == Point(x: 260, y: 190))
        // Lifted: the model values change at once, the presentation follows on the clock.
        let lifted = Transform(scaleX: DragBoxScene.liftScale, y: DragBoxScene.liftScale)
        #expect(scene.box.transform == lifted)
        #expect(scene.box.alpha == DragBoxScene.liftAlpha)
        #expect(scene.box.presentationAlpha == 1)
        for step in 1...10 {
            clock.advance(by: 0.02)
            driver.move(1, to: Point(x: 270 + 10 * Double(step), y: 200 + 5 * Double(step)))
        }
        #expect(scene.box.center == Point(x: 360, y: 240))
        #expect(scene.box.presentationTransform == lifted)
        #expect(scene.box.presentationAlpha == DragBoxScene.liftAlpha)
        driver.up(1)
        #expect(sounds.played == [.chomp])
        #expect(scene.box.transform == .identity)
        #expect(scene.box.alpha == 1)
        clock.advance(by: DragBoxScene.liftDuration / 2)
        #expect(scene.box.presentationAlpha > DragBoxScene.liftAlpha && scene.box.presentationAlpha < 1)
        #expect(scene.box.presentationTransform.a > 1 && scene.box.presentationTransform.a < DragBoxScene.liftScale)
        clock.advance(by: DragBoxScene.liftDuration)
        #expect(scene.box.presentationTransform == .identity)
        #expect(scene.box.presentationAlpha == 1)
        #expect(scene.box.center == Point(x: 360, y: 240))
    }

    @Test("two fingers drag by their centroid; a finger landing or lifting never jumps the box")
    func twoFingers() {
        let (scene, driver, _, _) = make()
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .began, location: Point(x: 200, y: 180)))
            $0.append(TouchInput(id: 2, phase: .began, location: Point(x: 280, y: 180)))
        }
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: 220, y: 180)))
            $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: 300, y: 180)))
        }
        #expect(scene.box.center == Point(x: 260, y: 180))
        // Only one finger moves 20 points: the centroid moves 10.
        driver.move(2, to: Point(x: 320, y: 180))
        #expect(scene.box.center == Point(x: 270, y: 180))
        driver.up(1)
        #expect(scene.box.center == Point(x: 270, y: 180))
        driver.move(2, to: Point(x: 320, y: 220))
        #expect(scene.box.center == Point(x: 270, y: 220))
        driver.down(3, at: Point(x: 100, y: 100))
        #expect(scene.box.center == Point(x: 270, y: 220))
        driver.up(2)
        driver.up(3)
        #expect(scene.drag.state == .possible)
    }

    @Test("a tap without travel fails and leaves the box; the box never leaves the window")
    func tapAndClamp() {
        let (scene, driver, _, sounds) = make()
        driver.down(1, at: Point(x: 240, y: 180))
        driver.up(1)
        #expect(scene.box.center == Point(x: 240, y: 180))
        #expect(sounds.played.isEmpty)
        driver.down(1, at: Point(x: 240, y: 180))
        driver.move(1, to: Point(x: 900, y: -500))
        #expect(scene.box.center == Point(x: 480, y: 0))
        driver.move(1, to: Point(x: 880, y: -480))
        #expect(scene.box.center == Point(x: 460, y: 20))
        driver.send([TouchInput(id: 1, phase: .cancelled, location: Point(x: 880, y: -480))])
        #expect(scene.box.center == Point(x: 460, y: 20))
        #expect(sounds.played.isEmpty)
    }
}

@MainActor
@Suite("The drag recognizer")
struct DragRecognizerTests {
    @Test("its translation is reported in the view's own space")
    func translationInView() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let turned = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = Transform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        window.addSubview(turned)
        let drag = DragRecognizer()
        turned.addGestureRecognizer(drag)
        var seen: [Vector] = []
        drag.addAction { seen.append($0.translation(in: turned)) }
        let driver = TouchDriver(window: window)
        driver.down(1, at: Point(x: 150, y: 150))
        driver.move(1, to: Point(x: 150, y: 170))
        driver.up(1)
        // 20 points down the screen is 10 points along the turned, doubled view's x axis.
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { abs($0.dx - 10) < 1e-9 && abs($0.dy) < 1e-9 })
        drag.setTranslation(Vector(dx: 1, dy: 0), in: turned)
        #expect(abs(drag.translation(in: nil).dy - 2) < 1e-9)
    }
}
