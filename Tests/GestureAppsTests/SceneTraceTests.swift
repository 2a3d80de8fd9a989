import GestureApps
import GestureTesting
import Gestures
import Testing

/// Each scene feature with the whole ordered trace of what the recognizers and views did.
@MainActor
@Suite("The scenes' features, trace by trace")
struct SceneTraceTests {
    private static func details(_ recognizer: GestureRecognizer) -> String? {
        switch recognizer {
        case let pan as PanGestureRecognizer:
            return "velocity=\(TraceFormat.point(pan.velocity(in: nil), digits: 0))"
        case let pinch as PinchGestureRecognizer:
            return "scale=\(TraceFormat.number(pinch.scale, digits: 4))"
        case let rotation as RotationGestureRecognizer:
            return "rotation=\(TraceFormat.number(rotation.rotation * 180 / Double.pi, digits: 2))°"
        default:
            return nil
        }
    }

    private func record(_ window: Window) -> TraceRecorder {
        let trace = TraceRecorder(window: window, includesDecisions: true)
        trace.describeAction = Self.details
        return trace
    }

    @Test("Monkey: a tap chomps once its pan fails at the lift")
    func monkeyTap() {
        let scene = MonkeyScene(clock: ManualClock())
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        driver.down(1, at: scene.monkey.center)
        driver.wait(0.05)
        driver.up(1)
        expectTrace(trace.lines, [
            "monkey.touchesBegan [1]",
            "monkeyPan: possible → failed",
            "monkeyPinch: possible → failed",
            "monkeyRotate: possible → failed",
            "monkeyTap: possible → ended",
            "monkeyTickle: possible → failed",
            "monkeyTap: action ended",
            "monkey.touchesCancelled [1]",
        ])
        #expect(scene.events == ["chomp (monkey)"])
    }

    @Test("Monkey: a drag pans (the tap waits for nothing: it fails with the pan's recognition) and slides on release")
    func monkeyDrag() {
        let scene = MonkeyScene(clock: ManualClock())
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        let start = scene.monkey.center
        driver.down(1, at: start)
        for step in 1...3 {
            driver.wait(0.02)
            driver.move(1, to: start + Vector(dx: 8 * Double(step), dy: 0))
        }
        driver.up(1)
        expectTrace(trace.lines, [
            "monkey.touchesBegan [1]",
            "monkey.touchesMoved [1]",
            "monkeyPan: possible → began",
            "# monkeyTap failed: monkeyPan recognized and was required to fail",
            "monkeyTap: possible → failed",
            // Steps of 400 points per second, blended 0.2 / 0.8: 80 after the first move, 144
            // after the second (where the pan begins), 195.2 after the third.
            "monkeyPan: action began velocity=(144.0, 0.0)",
            "monkey.touchesCancelled [1]",
            "monkeyPan: began → changed",
            "monkeyPan: action changed velocity=(195.0, 0.0)",
            "monkeyPan: changed → ended",
            "monkeyPinch: possible → failed",
            "monkeyRotate: possible → failed",
            "monkeyTickle: possible → failed",
            "monkeyPan: action ended velocity=(195.0, 0.0)",
        ])
        // 24 points less the 10-point slop; then a slide of 195.2 × (0.1 × 195.2 / 200) points.
        #expect(scene.monkey.presentationCenter == start + Vector(dx: 14, dy: 0))
        #expect(abs(scene.monkey.center.x - (start.x + 14 + 195.2 * 195.2 * 0.0005)) < 1e-9)
    }

    @Test("Banana: pinch and rotation recognize together, each applied and reset by its handler")
    func bananaPinchRotate() {
        let scene = MonkeyScene(clock: ManualClock())
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        let c = scene.banana.center
        driver.down(1, at: Point(x: c.x - 30, y: c.y))
        driver.down(2, at: Point(x: c.x + 30, y: c.y))
        // Apart to 72 and then 84 points, turned by 6° and then 12°.
        for step in 1...2 {
            let a = 12.0 * Double(step) / 2 * Double.pi / 180
            let r = 30 + 12 * Double(step) / 2
            let dx = r * Transform(rotationAngle: a).a, dy = r * Transform(rotationAngle: a).b
            driver.wait(0.02)
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: c.x - dx, y: c.y - dy)))
                $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: c.x + dx, y: c.y + dy)))
            }
        }
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: driver.location(of: 1)))
            $0.append(TouchInput(id: 2, phase: .ended, location: driver.location(of: 2)))
        }
        expectTrace(trace.lines.filter { !$0.hasPrefix("banana.") }, [
            // Step 1: 72 points apart (the pinch begins, 72/68) and 6° (the rotation not yet).
            "bananaTap: possible → failed",
            "bananaPinch: possible → began",
            "bananaPinch: action began scale=1.0588",
            // Step 2: 84 points, 12°: the rotation begins (reading 7°); the pinch's handler set its
            // scale back to 1, so it now reads 84/72.
            "bananaPinch: began → changed",
            "bananaRotate: possible → began",
            "bananaPinch: action changed scale=1.1667",
            "bananaRotate: action began rotation=7.0°",
            "bananaPan: possible → failed",
            "bananaPinch: changed → ended",
            "bananaRotate: began → ended",
            "bananaTickle: possible → failed",
            "bananaPinch: action ended scale=1.0",
            "bananaRotate: action ended rotation=0.0°",
        ])
        let t = scene.banana.transform
        #expect(abs((t.a * t.a + t.b * t.b).squareRoot() - 84.0 / 68.0) < 1e-9)
    }

    @Test("Monkey: a vigorous rub is a tickle and laughs; the pan runs along")
    func monkeyTickle() {
        let scene = MonkeyScene(clock: ManualClock())
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        let c = scene.monkey.center
        driver.down(1, at: c)
        for x in [c.x + 40, c.x - 40, c.x + 40, c.x - 40] {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: x, y: c.y))
        }
        driver.up(1)
        let transitions = trace.lines.filter { $0.contains("→") || $0.hasPrefix("# ") }
        expectTrace(transitions, [
            "monkeyPan: possible → began",
            "# monkeyTap failed: monkeyPan recognized and was required to fail",
            "monkeyTap: possible → failed",
            "monkeyPan: began → changed",
            "monkeyPan: changed → changed",
            "monkeyTickle: possible → ended",
            "monkeyPan: changed → changed",
            "monkeyPan: changed → ended",
            "monkeyPinch: possible → failed",
            "monkeyRotate: possible → failed",
        ])
        #expect(scene.events.first == "laugh (monkey)")
    }

    @Test("File to trash: the pan's states and the fade, trace and animation")
    func fileDrop() {
        let clock = ManualClock()
        let scene = FileTrashScene(clock: clock)
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        let from = scene.file.center, to = scene.trash.center
        driver.down(1, at: from)
        for step in 1...2 {
            driver.wait(0.05)
            driver.move(1, to: from + (to - from) * (Double(step) / 2))
        }
        driver.up(1)
        expectTrace(trace.lines, [
            "file.touchesBegan [1]",
            "filePan: possible → began",
            // Two steps of about (116, 238) points in 0.05 s: 0.2 of (2320, 4770) per second, then
            // 0.2 of it plus 0.8 of that.
            "filePan: action began velocity=(464.0, 954.0)",
            "file.touchesCancelled [1]",
            "filePan: began → changed",
            "filePan: action changed velocity=(835.0, 1717.0)",
            "filePan: changed → ended",
            "filePan: action ended velocity=(835.0, 1717.0)",
        ])
        #expect(scene.events == ["file dropped on the trash"])
        clock.advance(by: 0.3)
        #expect(scene.events == ["file dropped on the trash", "file deleted"])
    }

    @Test("Pan as swipe: one finger is not enough; two pan, and the release velocity decides the swipe")
    func panSwipe() {
        let scene = PanSwipeScene(clock: ManualClock())
        let trace = record(scene.window)
        let driver = TouchDriver(window: scene.window)
        driver.down(1, at: Point(x: 150, y: 300))
        driver.move(1, to: Point(x: 250, y: 300))
        driver.up(1)
        driver.frame {
            $0.append(TouchInput(id: 2, phase: .began, location: Point(x: 150, y: 300)))
            $0.append(TouchInput(id: 3, phase: .began, location: Point(x: 220, y: 300)))
        }
        for step in 1...2 {
            driver.wait(0.01)
            driver.frame {
                $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: 150 + 20 * Double(step), y: 300)))
                $0.append(TouchInput(id: 3, phase: .moved, location: Point(x: 220 + 20 * Double(step), y: 300)))
            }
        }
        driver.frame {
            $0.append(TouchInput(id: 2, phase: .ended, location: Point(x: 190, y: 300)))
            $0.append(TouchInput(id: 3, phase: .ended, location: Point(x: 260, y: 300)))
        }
        expectTrace(trace.lines, [
            "target.touchesBegan [1]",
            "target.touchesMoved [1]",
            "panSwipe: possible → failed",
            "target.touchesEnded [1]",
            "target.touchesBegan [2]",
            "panSwipe: possible → began",
            "panSwipe: action began velocity=(400.0, 0.0)",
            "target.touchesCancelled [2]",
            "panSwipe: began → changed",
            "panSwipe: action changed velocity=(720.0, 0.0)",
            "panSwipe: changed → ended",
            "panSwipe: action ended velocity=(720.0, 0.0)",
        ])
        #expect(scene.swipes == [nil])
    }
}
