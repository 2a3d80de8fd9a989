import GestureApps
import GestureTesting
import Gestures
import Testing

@MainActor
final class SoundLog: SoundPlayer {
    var played: [Sound] = []
    func play(_ sound: Sound) { played.append(sound) }
}

@MainActor
@Suite("Monkey & banana")
struct MonkeySceneTests {
    private func makeScene() -> (MonkeyScene, TouchDriver, TraceRecorder, SoundLog, ManualClock) {
        let clock = ManualClock()
        let scene = MonkeyScene(clock: clock)
        let sounds = SoundLog()
        scene.soundPlayer = sounds
        return (scene, TouchDriver(window: scene.window), TraceRecorder(window: scene.window), sounds, clock)
    }

    private func glide(_ driver: TouchDriver, _ id: Int, to: Point, steps: Int, dt: Double = 1.0 / 60) {
        let from = driver.location(of: id)
        for step in 1...steps {
            driver.wait(dt)
            let t = Double(step) / Double(steps)
            driver.move(id, to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
    }

    @Test("A tap on the monkey chomps once its pan has failed; nothing else fires")
    func tapChomps() {
        let (scene, driver, trace, sounds, _) = makeScene()
        driver.down(1, at: scene.monkey.center)
        driver.wait(0.08)
        driver.up(1)
        #expect(sounds.played == [.chomp])
        #expect(scene.events == ["chomp (monkey)"])
        #expect(trace.lines.filter { $0.contains("→") } == [
            "monkeyPan: possible → failed",
            "monkeyPinch: possible → failed",
            "monkeyRotate: possible → failed",
            "monkeyTap: possible → ended",
            "monkeyTickle: possible → failed",
        ])
    }

    @Test("Image views start with interaction off: with it off, the monkey ignores every gesture")
    func interactionPitfall() {
        let (scene, driver, trace, sounds, _) = makeScene()
        scene.monkey.isUserInteractionEnabled = false
        let start = scene.monkey.center
        driver.down(1, at: start)
        glide(driver, 1, to: Point(x: start.x + 80, y: start.y), steps: 4)
        driver.up(1)
        #expect(scene.monkey.center == start)
        #expect(sounds.played == [])
        // The touch lands on the screen view behind, which has no recognizers: it gets the touches.
        #expect(trace.lines == [
            "screen.touchesBegan [1]", "screen.touchesMoved [1]", "screen.touchesMoved [1]",
            "screen.touchesMoved [1]", "screen.touchesMoved [1]", "screen.touchesEnded [1]",
        ])
        #expect(ImageView(frame: .zero).isUserInteractionEnabled == false)
    }

    @Test("Dragging moves the monkey by the translation (less the pan's slop) and never chomps")
    func dragMoves() {
        let (scene, driver, _, sounds, clock) = makeScene()
        let start = scene.monkey.center
        driver.down(1, at: start)
        glide(driver, 1, to: Point(x: start.x + 60, y: start.y + 30), steps: 6, dt: 0.05)
        driver.wait(0.2)  // stop before lifting: the slide is short but not zero (UIKit's velocity)
        driver.up(1)
        #expect(sounds.played == [])
        // On screen: the pan began at the first move, (10, 5), taking the slop off each axis up to
        // 10 points: 60 − 10 on x, 30 − 5 on y. The model value is already the end of the slide
        // that follows along the last velocity.
        #expect(scene.monkey.presentationCenter == Point(x: start.x + 50, y: start.y + 25))
        #expect(scene.monkey.isAnimating)
        let target = scene.monkey.center
        clock.advance(by: 2)
        #expect(!scene.monkey.isAnimating)
        #expect(scene.monkey.presentationCenter == target)
        #expect(target.x > start.x + 50 && target.y > start.y + 25)
    }

    @Test("A fast release slides the picture, clamped inside the screen")
    func slideIsClamped() {
        let (scene, driver, _, _, clock) = makeScene()
        let start = scene.banana.center  // (260, 480)
        driver.down(1, at: start)
        glide(driver, 1, to: Point(x: start.x + 100, y: start.y), steps: 5, dt: 0.01)  // 2000 pt/s
        driver.up(1)
        #expect(scene.banana.center == Point(x: 375, y: 480))
        #expect(scene.events.count == 1)
        #expect(scene.events[0].hasPrefix("bananaPan ended at (350.0, 480.0), sliding to (375.0, 480.0)"))
        clock.advance(by: 0.05)
        #expect(scene.banana.presentationCenter.x > 350 && scene.banana.presentationCenter.x < 375)
    }

    @Test("Pinch and rotate the monkey at the same time, while dragging it")
    func pinchRotateAndPan() {
        let (scene, driver, trace, _, _) = makeScene()
        let c = scene.monkey.center
        driver.down(1, at: Point(x: c.x - 30, y: c.y))
        driver.down(2, at: Point(x: c.x + 30, y: c.y))
        // Spread the fingers to 90 points apart and turn them by 30°.
        for step in 1...6 {
            let angle = Double.pi / 6 * Double(step) / 6
            let radius = 30 + 15 * Double(step) / 6
            let (dx, dy) = (radius * Transform(rotationAngle: angle).a, radius * Transform(rotationAngle: angle).b)
            driver.wait(1.0 / 60)
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: c.x - dx, y: c.y - dy)))
                $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: c.x + dx, y: c.y + dy)))
            }
        }
        let t = scene.monkey.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = Transform(rotationAngle: 0).a == 1 ? atan2Degrees(t.b, t.a) : 0
        // Scale: 90/60 apart, less the 8-point hysteresis; rotation: 30° less the 5° hysteresis.
        #expect(abs(scale - 90.0 / 68.0) < 1e-9, "\(scale)")
        #expect(abs(angle - 25) < 1e-9, "\(angle)")
        let began = trace.lines.filter { $0.hasSuffix("possible → began") }
        #expect(Set(began) == ["monkeyPinch: possible → began", "monkeyRotate: possible → began"])
    }

    @Test("Tickling the monkey makes it laugh; the pan runs along, and no chomp")
    func tickle() {
        let (scene, driver, trace, sounds, _) = makeScene()
        let c = scene.monkey.center
        driver.down(1, at: c)
        for x in [c.x + 30, c.x - 5, c.x + 30, c.x - 5] {
            glide(driver, 1, to: Point(x: x, y: c.y), steps: 2)
        }
        driver.up(1)
        #expect(sounds.played == [.laugh])
        #expect(scene.events.first == "laugh (monkey)")
        #expect(trace.lines.contains("monkeyTickle: possible → ended"))
        #expect(trace.lines.contains("monkeyPan: possible → began"))
        #expect(trace.lines.contains("monkeyTap: possible → failed"))
    }

    @Test("One finger on each picture drags both at once")
    func twoPicturesAtOnce() {
        let (scene, driver, _, _, _) = makeScene()
        let m = scene.monkey.center, b = scene.banana.center
        driver.down(1, at: m)
        driver.down(2, at: b)
        for step in 1...4 {
            driver.wait(0.05)
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: m.x, y: m.y + Double(step) * 10)))
                $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: b.x - Double(step) * 10, y: b.y)))
            }
        }
        #expect(scene.monkey.center == Point(x: m.x, y: m.y + 30))
        #expect(scene.banana.center == Point(x: b.x - 30, y: b.y))
    }
}

private func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    // The angle of (x, y) by bisection on the rotation transform, to stay off Foundation.
    var low = -180.0, high = 180.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        let t = Transform(rotationAngle: mid * Double.pi / 180)
        // Compare the cross product's sign: positive means (x, y) is further round.
        if t.a * y - t.b * x > 0 { low = mid } else { high = mid }
    }
    return (low + high) / 2
}
