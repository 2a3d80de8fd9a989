import Foundation
import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import Testing

/// One decimal, for frames and positions.
private func one(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }
/// Four decimals, for sampled animation values.
private func four(_ value: Double) -> String { String(format: "%.4f", value) }

@MainActor
private func describe(_ view: UIView) -> String {
    let f = view.frame
    return "\(view.accessibilityIdentifier ?? "view") \(one(f.minX)),\(one(f.minY)) \(one(f.width))×\(one(f.height))"
}

/// The number of elements (moves and lines) in a path.
@MainActor
private func elementCount(_ path: UIBezierPath) -> Int {
    var count = 0
    path.cgPath.applyWithBlock { _, _ in count += 1 }
    return count
}

/// A critically damped spring from 0 to 1 that settles at `duration` (the envelope falls to
/// 1/1000 then), starting at `velocity` lengths per second: 1 − e^(−ωt)(1 + (ω − v)t).
private func criticalSpring(at t: Double, duration: Double, velocity: Double) -> Double {
    let omega = log(1000) / duration
    return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
}

/// An under-damped spring of unit mass from 0 to 1, at rest at the start:
/// 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
private func underdampedSpring(at t: Double, stiffness: Double, damping: Double) -> Double {
    let w0 = stiffness.squareRoot(), zeta = damping / (2 * w0)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
}

@MainActor
@Suite("Bottom sheet (a ported screen with Auto Layout, drawing and Core Animation, as a playground scene)", .serialized)
struct BottomSheetSceneTests {
    typealias Sheet = BottomSheetViewController

    private func makeScene() throws -> (BottomSheetScene, TraceRecorder, TouchDriver) {
        let scene = try #require(PlaygroundCatalog.entry(named: "bottom-sheet")?.makeScene(clock: ManualClock()) as? BottomSheetScene)
        return (scene, TraceRecorder(window: scene.window), TouchDriver(window: scene.window))
    }

    /// A finger down at `start`, moved by `step` each frame (1/60 s) `count` times, lifted in the
    /// frame after the last move (or, with `rest`, a frame later still, at rest).
    private func stroke(_ driver: TouchDriver, _ id: Int, from start: Point, by step: Vector, count: Int, rest: Bool = false) {
        driver.down(id, at: start)
        for index in 1...count {
            driver.wait(1.0 / 60)
            driver.move(id, to: start + step * Double(index))
        }
        driver.wait(1.0 / 60)
        if rest { driver.wait(0.5) }
        driver.up(id)
    }

    private func shownTop(_ controller: Sheet) -> CGFloat {
        controller.sheet.layer.presentation()?.frame.minY ?? controller.sheet.frame.minY
    }

    /// The whole trace of a finger landing on the collapsed sheet at (320, 560) and moving 30
    /// points up a frame, six times, lifting while it moves.
    private static func flingUpTrace(_ id: Int) -> [String] {
        [
            "sheet.touchesBegan [\(id)]",
            "sheetPan: possible → began",
            "sheetPan: action began translation=(0.0, -20.0) velocity=(0.0, -360.0)",
            "sheet.touchesCancelled [\(id)]",
            "sheetPan: began → changed",
            "sheetPan: action changed translation=(0.0, -50.0) velocity=(0.0, -648.0)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -80.0) velocity=(0.0, -878.4)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -110.0) velocity=(0.0, -1062.7)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -140.0) velocity=(0.0, -1210.2)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -170.0) velocity=(0.0, -1328.1)",
            "sheetPan: changed → ended",
            "sheetPan: action ended translation=(0.0, -170.0) velocity=(0.0, -1328.1)",
        ]
    }

    @Test("At rest: Auto Layout puts the canvas under the whole screen and the sheet at its collapsed detent")
    func layoutAtRest() throws {
        let (scene, _, _) = try makeScene()
        let c = scene.controller
        #expect([c.view!, c.canvas, c.sheet, c.grabber, c.card].map(describe) == [
            "screen 0.0,0.0 375.0×667.0", "canvas 0.0,0.0 375.0×667.0", "sheet 0.0,527.0 375.0×587.0",
            "grabber 169.5,6.0 36.0×5.0", "card 107.5,56.0 160.0×64.0",
        ])
        #expect(Sheet.Detent.allCases.map { "\($0.rawValue) \(one(c.top(of: $0)))" } == ["collapsed 527.0", "half 333.5", "full 80.0"])
        #expect(c.detent == .collapsed)
        // Rounded top corners only, and the grabber above the title.
        #expect(c.sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let svg = SceneSnapshot().svg(of: scene.window)
        #expect(svg.contains(##"<path d="M16 0 H359 A16 16 0 0 1 375 16 V587 H0 V16 A16 16 0 0 1 16 0 Z" fill="#f5f5f5"/>"##))
        #expect(svg.contains(#"<g data-view="sheet" transform="translate(0 527)">"#))
        #expect(svg.contains(#">Drag the sheet · hold the card</text>"#) && svg.contains(#">Hold, then drag</text>"#))
    }

    @Test("A release is judged by where the sheet's momentum would carry it: the nearest detent to top + v · 0.499 s",
          arguments: [
              // (top when let go, velocity in points per second, detent)
              (300.0, 0.0, "half"), (300.0, -100.0, "half"), (300.0, -500.0, "full"), (450.0, 0.0, "collapsed"),
              (450.0, -300.0, "half"), (200.0, 1000.0, "collapsed"), (100.0, 400.0, "half"), (500.0, -2000.0, "full"),
          ])
    func projection(top: Double, velocity: Double, detent: String) throws {
        let (scene, _, _) = try makeScene()
        #expect(four(Double(Sheet.projectedDistance(velocity: 1000))) == "499.0000")
        #expect(scene.controller.targetDetent(from: CGFloat(top), velocity: CGFloat(velocity)).rawValue == detent)
    }

    @Test("Each detent's frame, reached by a spring from rest through the top constraint, announced once settled")
    func detentFrames() throws {
        let (scene, _, driver) = try makeScene()
        let c = scene.controller
        var shown: [String] = [], expected: [String] = []
        var from = c.top(of: .collapsed)
        for detent in [Sheet.Detent.half, .full, .collapsed] {
            c.snap(to: detent)
            let to = c.top(of: detent)
            shown.append("\(detent.rawValue): \(describe(c.sheet)), shown at \(one(shownTop(c)))")
            driver.wait(Sheet.snapDuration / 3)
            shown.append("a third of the way in time: shown at \(one(shownTop(c)))")
            driver.wait(Sheet.snapDuration)
            shown.append("settled: shown at \(one(shownTop(c))), animations \(c.sheet.layer.animationKeys() ?? [])")
            let third = criticalSpring(at: Sheet.snapDuration / 3, duration: Sheet.snapDuration, velocity: 0)
            expected += [
                "\(detent.rawValue): sheet 0.0,\(one(to)) 375.0×587.0, shown at \(one(from))",
                "a third of the way in time: shown at \(one(from + (to - from) * CGFloat(third)))",
                "settled: shown at \(one(to)), animations []",
            ]
            from = to
        }
        #expect(shown == expected)
        // A third of the way in time the envelope is 1000^(−1/3) = 0.1: progress 1 − 0.1 · (1 + ln 10).
        #expect(shown[1] == "a third of the way in time: shown at 397.4")  // 527 − 193.5 × 0.6697
        #expect(scene.events == ["sheet settled at half (top 333.5)", "sheet settled at full (top 80.0)",
                                 "sheet settled at collapsed (top 527.0)"])
    }

    @Test("A stroke on the canvas draws: a move and a line per finger move; the sheet's pan never hears it")
    func strokeOnCanvas() throws {
        let (scene, trace, driver) = try makeScene()
        let c = scene.controller
        stroke(driver, 1, from: Point(x: 60, y: 150), by: Vector(dx: 30, dy: 10), count: 4)
        expectTrace(trace.lines, [
            "canvas.touchesBegan [1]",
            "canvas.touchesMoved [1]",
            "canvasDoubleTap: possible → failed",
            "canvas.touchesMoved [1]",
            "canvas.touchesMoved [1]",
            "canvas.touchesMoved [1]",
            "canvas.touchesEnded [1]",
        ])
        #expect(elementCount(c.canvas.path) == 5)
        #expect(scene.events == ["stroke drawn on the canvas: 5 points, from (60.0, 150.0) to (180.0, 190.0)"])
        #expect(describe(c.sheet) == "sheet 0.0,527.0 375.0×587.0")
        let svg = SceneSnapshot().svg(of: scene.window)
        #expect(svg.contains(##"<path d="M60 150 L90 160 L120 170 L150 180 L180 190" fill="none" stroke="#007aff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>"##))
    }

    @Test("A stroke that starts on the sheet is the sheet's pan's: nothing is drawn; a fling projects past full and springs there")
    func flingUp() throws {
        let (scene, trace, driver) = try makeScene()
        let c = scene.controller
        let releases = ReleaseLog(c)
        c.sheetPan.addTarget(releases, action: ReleaseLog.panned)
        stroke(driver, 2, from: Point(x: 320, y: 560), by: Vector(dx: 0, dy: -30), count: 6)
        // The finger lands on the sheet: the hit test gives it to the sheet, so the canvas never
        // sees it; the pan begins past its 10-point slop and the sheet follows it.
        expectTrace(trace.lines, Self.flingUpTrace(2))
        #expect(elementCount(c.canvas.path) == 0)
        let (from, velocity) = try #require(releases.last)
        let target = c.top(of: .full)
        let relative = Double(velocity) / Double(target - from)
        var samples: [String] = [], expected: [String] = []
        var elapsed = 0.0
        for step in [0.0, 0.05, 0.05, 0.1, 0.1, 0.15] {
            driver.wait(step)
            elapsed += step
            samples.append("+\(four(elapsed)) s: top \(one(shownTop(c))), model \(one(c.sheet.frame.minY))")
            let progress = elapsed >= Sheet.snapDuration ? 1 : criticalSpring(at: elapsed, duration: Sheet.snapDuration, velocity: relative)
            expected.append("+\(four(elapsed)) s: top \(one(from + (target - from) * CGFloat(progress))), model 80.0")
        }
        #expect(samples == expected)
        // Let go at 357 moving up at 1328 points a second: projected 663 points on, past full.
        #expect(scene.events == [
            "sheet grabbed at top 527.0",
            "sheet let go at top 357.0, -1328.1 pt/s (projected to -305.7): heading for full",
            "sheet settled at full (top 80.0)",
        ])
        #expect(describe(c.sheet) == "sheet 0.0,80.0 375.0×587.0")
        #expect(c.sheet.layer.animationKeys() == nil)
    }

    @Test("Holding the card lifts it with a spring and a shadow, carries it with the finger, and sets it down")
    func liftAndCarry() throws {
        let (scene, trace, driver) = try makeScene()
        let c = scene.controller
        let card = c.card!
        func sample(_ label: String) -> String {
            let shown = card.layer.presentation()
            let t = CATransform3DGetAffineTransform(shown?.transform ?? card.layer.transform)
            return "\(label): scale \(four(Double(t.a))) shadow \(four(Double(shown?.shadowOpacity ?? card.layer.shadowOpacity)))"
                + " model \(four(Double(card.transform.a))) \(four(Double(card.layer.shadowOpacity)))"
        }
        func lifted(_ t: Double) -> String {
            let scale = 1 + (Double(Sheet.liftedScale) - 1) * underdampedSpring(at: t, stiffness: Double(Sheet.liftStiffness), damping: Double(Sheet.liftDamping))
            return "scale \(four(scale)) shadow \(four(0.35 * min(t / Sheet.shadowDuration, 1))) model 1.0000 0.3500"
        }
        let center = Point(x: 187.5, y: 615)
        driver.down(3, at: center)
        driver.wait(0.5)
        var samples = [sample("+0.0")]
        var elapsed = 0.0
        for step in [0.05, 0.05, 0.1, 0.2] {
            driver.wait(step)
            elapsed += step
            samples.append(sample("+\(elapsed)"))
        }
        #expect(samples == ["+0.0: \(lifted(0))"] + [0.05, 0.1, 0.2, 0.4].map { "+\($0): \(lifted($0))" })
        for step in 1...5 {
            driver.wait(1.0 / 60)
            driver.move(3, to: center + Vector(dx: 12 * Double(step), dy: -8 * Double(step)))
        }
        #expect(describe(card) == "card 167.5,16.0 160.0×64.0")
        // The picture draws the card scaled about its centre, over its blurred shadow 10 points down.
        let svg = SceneSnapshot().svg(of: scene.window).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let cardLine = try #require(svg.firstIndex { $0.hasPrefix(#"<g data-view="card""#) })
        #expect(Array(svg[cardLine...].prefix(5)) == [
            #"<g data-view="card" transform="matrix(1.0599 0 0 1.0599 162.71 14.084)">"#,
            #"<filter id="shadow-2" x="-50%" y="-50%" width="200%" height="200%">"#,
            #"<feGaussianBlur stdDeviation="6"/>"#,
            #"</filter>"#,
            #"<g data-layer="shadow" transform="translate(0 10)" filter="url(#shadow-2)">"#,
        ])
        driver.wait(1.0 / 60)
        driver.up(3)
        var settling = [sample("released")]
        driver.wait(Sheet.settleDuration)
        settling.append(sample("settled"))
        #expect(settling == [
            "released: scale \(four(Double(Sheet.liftedScale))) shadow 0.3500 model 1.0000 0.0000",
            "settled: scale 1.0000 shadow 0.0000 model 1.0000 0.0000",
        ])
        #expect(card.layer.animationKeys() == nil)
        // Held still, the long press begins at 0.5 s and the sheet's pan, not yet begun, is
        // excluded; every move then carries the card.
        expectTrace(trace.lines, [
            "card.touchesBegan [3]",
            "cardPress: possible → began",
            "sheetPan: possible → failed",
            "cardPress: action began at (187.5, 615.0)",
            "card.touchesCancelled [3]",
            "cardPress: began → changed",
            "cardPress: action changed at (199.5, 607.0)",
            "cardPress: changed → changed",
            "cardPress: action changed at (211.5, 599.0)",
            "cardPress: changed → changed",
            "cardPress: action changed at (223.5, 591.0)",
            "cardPress: changed → changed",
            "cardPress: action changed at (235.5, 583.0)",
            "cardPress: changed → changed",
            "cardPress: action changed at (247.5, 575.0)",
            "cardPress: changed → ended",
            "cardPress: action ended at (247.5, 575.0)",
        ])
        #expect(scene.events == ["card lifted at (187.5, 615.0)", "card set down at (247.5, 575.0)"])
        #expect(describe(c.sheet) == "sheet 0.0,527.0 375.0×587.0")
    }

    @Test("Moving at once on the card drags the sheet: the card's long press fails when the finger strays")
    func quickDragOnCard() throws {
        let (scene, trace, driver) = try makeScene()
        stroke(driver, 4, from: Point(x: 187.5, y: 615), by: Vector(dx: 0, dy: -20), count: 4, rest: true)
        driver.wait(1)
        expectTrace(trace.lines, [
            "card.touchesBegan [4]",
            "cardPress: possible → failed",
            "sheetPan: possible → began",
            "sheetPan: action began translation=(0.0, -10.0) velocity=(0.0, -240.0)",
            "card.touchesCancelled [4]",
            "sheetPan: began → changed",
            "sheetPan: action changed translation=(0.0, -30.0) velocity=(0.0, -432.0)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -50.0) velocity=(0.0, -585.6)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, -70.0) velocity=(0.0, -708.5)",
            "sheetPan: changed → ended",
            "sheetPan: action ended translation=(0.0, -70.0) velocity=(0.0, -708.5)",
        ])
        // The pan's velocity is that of the last moves: the rest before the lift does not lower
        // it (no move reports the stop), so the release still counts as a flick up.
        #expect(scene.events == [
            "sheet grabbed at top 527.0",
            "sheet let go at top 457.0, -708.5 pt/s (projected to 103.5): heading for full",
            "sheet settled at full (top 80.0)",
        ])
        #expect(scene.controller.card.layer.animationKeys() == nil)
    }

    @Test("A finger that catches the settling sheet holds it where it shows; the interrupted spring reports no detent")
    func catchMidFlight() throws {
        let (scene, trace, driver) = try makeScene()
        let c = scene.controller
        let releases = ReleaseLog(c)
        c.sheetPan.addTarget(releases, action: ReleaseLog.panned)
        stroke(driver, 5, from: Point(x: 320, y: 560), by: Vector(dx: 0, dy: -30), count: 6)
        driver.wait(0.1)
        let (from, velocity) = try #require(releases.last)
        let target = c.top(of: .full)
        func shown(after t: Double) -> String {
            one(from + (target - from) * CGFloat(criticalSpring(at: t, duration: Sheet.snapDuration, velocity: Double(velocity) / Double(target - from))))
        }
        #expect(one(shownTop(c)) == shown(after: 0.1))
        // The second finger lands a third of the way there; its first move, 15 points, passes the
        // slop a frame later, and the sheet stops where it shows then.
        stroke(driver, 6, from: Point(x: 320, y: Double(shownTop(c)) + 30), by: Vector(dx: 0, dy: 15), count: 4, rest: true)
        driver.wait(1)
        let grabbed = shown(after: 0.1 + 1.0 / 60)
        #expect(scene.events == [
            "sheet grabbed at top 527.0",
            "sheet let go at top 357.0, -1328.1 pt/s (projected to -305.7): heading for full",
            "sheet grabbed at top \(grabbed)",
            "sheet let go at top \(one(CGFloat(Double(grabbed)! + 50))), 531.4 pt/s (projected to 498.3): heading for collapsed",
            "sheet settled at collapsed (top 527.0)",
        ])
        expectTrace(trace.lines, Self.flingUpTrace(5) + [
            "sheet.touchesBegan [6]",
            "sheetPan: possible → began",
            "sheetPan: action began translation=(0.0, 5.0) velocity=(0.0, 180.0)",
            "sheet.touchesCancelled [6]",
            "sheetPan: began → changed",
            "sheetPan: action changed translation=(0.0, 20.0) velocity=(0.0, 324.0)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, 35.0) velocity=(0.0, 439.2)",
            "sheetPan: changed → changed",
            "sheetPan: action changed translation=(0.0, 50.0) velocity=(0.0, 531.4)",
            "sheetPan: changed → ended",
            "sheetPan: action ended translation=(0.0, 50.0) velocity=(0.0, 531.4)",
        ])
    }
}

/// Where the sheet showed and how fast the finger moved (points per second, downwards) at each
/// release of the sheet's pan: a target added after the controller's.
@MainActor
private final class ReleaseLog {
    let controller: BottomSheetViewController
    private(set) var releases: [(top: CGFloat, velocity: CGFloat)] = []
    var last: (CGFloat, CGFloat)? { releases.last.map { ($0.top, $0.velocity) } }

    init(_ controller: BottomSheetViewController) {
        self.controller = controller
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let sheet = controller.sheet!
        releases.append((sheet.layer.presentation()?.frame.minY ?? sheet.frame.minY, pan.velocity(in: controller.view).y))
    }
}

