import Gestures
import GestureTesting
import Testing
import GesturesToolkit

@MainActor
@Suite("Scroll views in motion: flings on the clock, rubber-banding, paging, nested pans")
struct ScrollMotionTests {
    private func scene(content: Size, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 480)) -> (Scene, ScrollView, ScrollLog) {
        let scene = Scene()
        let scroll = ScrollView(frame: frame)
        scroll.accessibilityIdentifier = "list"
        scroll.contentSize = content
        scene.window.addSubview(scroll)
        let log = ScrollLog(scene.trace)
        scroll.delegate = log
        return (scene, scroll, log)
    }

    private func drag(_ scene: Scene, from start: Point, by step: Point, count: Int) {
        scene.driver.down(1, at: start)
        for _ in 0..<count {
            scene.driver.wait(1.0 / 60)
            let at = scene.driver.location(of: 1)
            scene.driver.move(1, to: Point(x: at.x + step.x, y: at.y + step.y))
        }
    }

    /// Only the scroll view's own callbacks, in order, without the recognizers' lines.
    private func callbacks(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasPrefix("scroll view ") && !$0.hasPrefix("didScroll") }
    }

    @Test("A fling: UIKit's projected target, then one didScroll per frame on the clock, never a jump, resting exactly on the target")
    func fling() {
        let (scene, scroll, log) = scene(content: Size(width: 320, height: 5000))
        var announced: Point?
        log.target = { target in
            announced = target
            return target
        }
        drag(scene, from: pt(100, 400), by: pt(0, -20), count: 6)
        let released = scroll.contentOffset
        // The pan's velocity (UIKit's smoothed estimate of 1200 pt/s upwards, not updated by the
        // lift) moves the content down, in points per millisecond; UIKit's projection is
        // offset + v·r/(1 − r).
        let v = -scroll.panGestureRecognizer.velocity(in: nil).y / 1000, r = 0.998
        #expect(v > 0.8 && v < 1.2)
        scene.driver.up(1)
        let target = released.y + v * r / (1 - r)
        #expect(announced == pt(0, target))
        let ended = log.offsets.count
        scene.driver.wait(10)
        // The independent model of the timing: per millisecond v ← v·r until v < 0.01 pt/ms; N
        // steps. The velocity is scaled by 1 / (1 − r^N) so that the N steps cover the whole
        // projection, and the fling rests on the target it announced.
        var steps = 0, power = 1.0
        repeat {
            steps += 1
            power *= r
        } while v * power >= 0.01
        let scale = 1 / (1 - power)
        let frames = Array(log.offsets[ended...])
        #expect(frames.count == Int((Double(steps) / (1000.0 / 60)).rounded(.up)))
        var previous = released.y
        for frame in frames {
            #expect(frame.x == 0)
            #expect(frame.y > previous && frame.y - previous <= v * scale * 1000 / 60 + 1e-9, "a jump: \(previous) → \(frame.y)")
            previous = frame.y
        }
        #expect(frames.last == announced)
        #expect(scroll.contentOffset == announced)
        expectTrace(callbacks(scene.trace.lines), [
            "willBeginDragging",
            "willEndDragging velocity=(0.0, \(TraceFormat.number(v, digits: 2))) target=(0.0, \(TraceFormat.number(target, digits: 2)))",
            "didEndDragging willDecelerate=true",
            "willBeginDecelerating",
            "didEndDecelerating (0.0, \(TraceFormat.number(target, digits: 2)))",
        ])
        #expect(!scroll.isDecelerating)
    }

    @Test("A delegate that changes the target (snapping to rows of 44 points): the fling rests exactly there")
    func snappedTarget() {
        let (scene, scroll, log) = scene(content: Size(width: 320, height: 5000))
        log.target = { target in Point(x: target.x, y: (target.y / 44).rounded() * 44) }
        drag(scene, from: pt(100, 400), by: pt(0, -20), count: 6)
        scene.driver.up(1)
        scene.driver.wait(10)
        let rest = scroll.contentOffset
        #expect(rest.y.truncatingRemainder(dividingBy: 44) == 0)
        #expect(callbacks(scene.trace.lines).last == "didEndDecelerating \(ScrollLog.f(rest))")
        #expect(log.offsets.last == rest)
    }

    @Test("Pulling past the top rubber-bands by (1 − 1/(x·0.55/d + 1))·d and springs back on release")
    func rubberBand() {
        let (scene, scroll, log) = scene(content: Size(width: 320, height: 2000))
        drag(scene, from: pt(100, 100), by: pt(0, 20), count: 6)
        // Pan began at 20 pt with 10 pt of hysteresis: the pull is 120 − 10 = 110 points.
        let d = 480.0, x = 110.0
        #expect(abs(scroll.contentOffset.y + (1 - 1 / (x * 0.55 / d + 1)) * d) < 1e-9)
        let v = -scroll.panGestureRecognizer.velocity(in: nil).y / 1000
        scene.trace.clear()
        log.offsets.removeAll()
        scene.driver.up(1)
        scene.driver.wait(1)
        #expect(log.offsets.last == pt(0, 0))
        #expect(zip(log.offsets, log.offsets.dropFirst()).allSatisfy { $0.y < $1.y })
        #expect(callbacks(scene.trace.lines) == [
            "willEndDragging velocity=(0.0, \(TraceFormat.number(v, digits: 2))) target=(0.0, 0.0)",
            "didEndDragging willDecelerate=true",
            "willBeginDecelerating",
            "didEndDecelerating (0.0, 0.0)",
        ])
    }

    @Test("bounces false: the offset stops at the edge")
    func noBounce() {
        let (scene, scroll, log) = scene(content: Size(width: 320, height: 2000))
        defer { withExtendedLifetime(log) {} }
        scroll.bounces = false
        drag(scene, from: pt(100, 100), by: pt(0, 20), count: 6)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("Paging: a slow release settles on the nearest page, a fast one pages on", arguments: [
        (100.0, 0.5, 10, 0.0),     // dragged 95 points, slowing to 30 pt/s: back to page 0
        (200.0, 0.5, 10, 320.0),   // dragged 195 points, past half a page: page 1
        (60.0, 40.0, 1, 320.0),    // dragged 90 points, released at speed: on to page 1
    ])
    func pagingSnap(distance: Double, finalStep: Double, finalSteps: Int, page: Double) {
        let (scene, scroll, log) = scene(content: Size(width: 960, height: 480), frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.isPagingEnabled = true
        drag(scene, from: pt(300, 200), by: pt(-distance / 10, 0), count: 10)
        for _ in 0..<finalSteps { drag(scene, by: -finalStep) }
        scene.driver.up(1)
        scene.driver.wait(1)
        #expect(scroll.contentOffset == pt(page, 0))
        #expect(log.offsets.allSatisfy { $0.y == 0 })
        #expect(callbacks(scene.trace.lines).last == "didEndDecelerating (\(TraceFormat.number(page, digits: 2)), 0.0)")
    }

    @Test("Directional lock: a drag that starts mostly downwards scrolls only vertically; a diagonal one moves freely",
          arguments: [(true, pt(3, 12), pt(0, 38)), (true, pt(10, 12), pt(30, 38)), (false, pt(3, 12), pt(9, 38))])
    func directionalLock(locked: Bool, step: Point, expected: Point) {
        let (scene, scroll, log) = scene(content: Size(width: 2000, height: 2000))
        defer { withExtendedLifetime(log) {} }
        scroll.isDirectionalLockEnabled = locked
        scroll.setContentOffset(pt(500, 500), animated: false)
        drag(scene, from: pt(100, 100), by: Point(x: -step.x, y: -step.y), count: 4)
        #expect(scroll.contentOffset == Point(x: 500 + expected.x, y: 500 + expected.y))
    }

    private func drag(_ scene: Scene, by dx: Double) {
        scene.driver.wait(1.0 / 60)
        let at = scene.driver.location(of: 1)
        scene.driver.move(1, to: Point(x: at.x + dx, y: at.y))
    }

    @Test("A horizontal pan card inside a vertical scroll view: across moves the card, along scrolls the list")
    func panCardInList() {
        let (scene, scroll, log) = scene(content: Size(width: 320, height: 2000))
        defer { withExtendedLifetime(log) {} }
        let card = scene.view("card", Rect(x: 20, y: 100, width: 280, height: 100), in: scroll)
        let swipe = PanGestureRecognizer()
        swipe.name = "card pan"
        let direction = HorizontalOnly()
        swipe.delegate = direction
        scene.attach(swipe, to: card)
        swipe.addAction { pan in card.center.x = 160 + pan.translation(in: scroll).x }

        drag(scene, from: pt(100, 150), by: pt(12, 1), count: 3)
        scene.driver.up(1)
        #expect(card.center.x == 160 + 26)
        #expect(scroll.contentOffset == .zero)

        scene.driver.wait(1)
        scene.trace.clear()
        drag(scene, from: pt(100, 150), by: pt(1, -12), count: 3)
        scene.driver.up(1)
        #expect(card.center.x == 160 + 26)
        #expect(scroll.contentOffset.y == 26)
        expectTrace(scene.trace.lines.filter { $0.contains("→") }, [
            "card pan: possible → failed",
            "scroll view pan: possible → began",
            "scroll view content delay: possible → failed",
            "scroll view pan: began → changed",
            "scroll view pan: changed → changed",
            "scroll view pan: changed → ended",
        ])
    }
}

/// Lets a pan begin only when it moved more across than along.
@MainActor
final class HorizontalOnly: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        return abs(t.x) > abs(t.y)
    }
}

@MainActor
@Suite("Scroll views among other scroll views and recognizers")
struct ScrollNestingTests {
    /// A horizontal pager of two 320-point pages, the first holding a vertical list.
    private func pagerScene() -> (Scene, ScrollView, ScrollView) {
        let scene = Scene()
        let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        pager.accessibilityIdentifier = "pager"
        pager.contentSize = Size(width: 640, height: 480)
        pager.isPagingEnabled = true
        scene.window.addSubview(pager)
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.accessibilityIdentifier = "list"
        list.contentSize = Size(width: 320, height: 2000)
        pager.addSubview(list)
        list.panGestureRecognizer.name = "list pan"
        pager.panGestureRecognizer.name = "pager pan"
        return (scene, pager, list)
    }

    private func drag(_ scene: Scene, from start: Point, by step: Point, count: Int) {
        scene.driver.down(1, at: start)
        for _ in 0..<count {
            scene.driver.wait(1.0 / 60)
            let at = scene.driver.location(of: 1)
            scene.driver.move(1, to: Point(x: at.x + step.x, y: at.y + step.y))
        }
        scene.driver.up(1)
        scene.driver.wait(2)
    }

    @Test("Crossed directions: a sideways drag pages the pager, a vertical one scrolls the list")
    func crossed() {
        let (scene, pager, list) = pagerScene()
        drag(scene, from: pt(300, 200), by: pt(-30, 2), count: 8)
        #expect(pager.contentOffset == pt(320, 0))
        #expect(list.contentOffset == .zero)
        expectTrace(scene.trace.lines.filter { $0.contains("possible →") }, [
            "list pan: possible → failed",
            "pager pan: possible → began",
            "scroll view content delay: possible → failed",
            "scroll view content delay: possible → failed",
        ])

        pager.setContentOffset(.zero, animated: false)
        scene.trace.clear()
        drag(scene, from: pt(100, 400), by: pt(2, -20), count: 5)
        #expect(pager.contentOffset == .zero)
        #expect(list.contentOffset.y > 90)
        expectTrace(scene.trace.lines.filter { $0.contains("possible →") }, [
            "list pan: possible → began",
            "scroll view content delay: possible → failed",
            "pager pan: possible → failed",
            "scroll view content delay: possible → failed",
        ])
    }

    @Test("A tap recognizer in the content that requires the scroll view's pan to fail: fires on a tap, not on a drag")
    func requiresPanToFail() {
        let scene = Scene()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = Size(width: 320, height: 2000)
        scene.window.addSubview(list)
        let row = scene.view("row", Rect(x: 0, y: 100, width: 320, height: 60), in: list)
        let tap = TapGestureRecognizer()
        tap.name = "row tap"
        tap.require(toFail: list.panGestureRecognizer)
        scene.attach(tap, to: row)
        var taps = 0
        tap.addAction { _ in taps += 1 }
        scene.driver.down(1, at: pt(100, 120))
        scene.driver.up(1)
        #expect(taps == 1)
        scene.driver.wait(1)
        scene.driver.down(2, at: pt(100, 120))
        scene.driver.wait(1.0 / 60)
        scene.driver.move(2, to: pt(100, 100))
        scene.driver.up(2)
        #expect(taps == 1)
        #expect(list.contentOffset.y == 10)
    }
}

/// A delegate that zooms one view and logs the zoom callbacks; given a clock, each line starts
/// with the time and `didZoom` adds the offset.
@MainActor
final class ZoomLog: ScrollViewDelegate {
    let image: View
    let clock: ManualClock?
    var lines: [String] = []
    init(image: View, clock: ManualClock? = nil) {
        self.image = image
        self.clock = clock
    }
    private func log(_ line: String) {
        lines.append(clock.map { "\(TraceFormat.number($0.now, digits: 3)) " + line } ?? line)
    }
    func viewForZooming(in scrollView: ScrollView) -> View? { image }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { log("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        let offset = clock == nil ? "" : " \(ScrollLog.f(scrollView.contentOffset))"
        log("didZoom \(TraceFormat.number(scrollView.zoomScale, digits: 3))" + offset)
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        log("didEndZooming \(TraceFormat.number(scale, digits: 3))")
    }
}

@MainActor
@Suite("Zooming: a pinch scales viewForZooming(in:) about the fingers")
struct ScrollZoomTests {
    @Test("Pinch-to-zoom: the scale follows the pinch within the range, the point under the fingers stays under them")
    func pinchToZoom() {
        let scene = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.accessibilityIdentifier = "photo"
        scene.window.addSubview(scroll)
        let image = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.addSubview(image)
        scroll.contentSize = Size(width: 320, height: 480)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        #expect(scroll.pinchGestureRecognizer != nil)
        let log = ZoomLog(image: image)
        scroll.delegate = log

        // Two fingers around (160, 240), 100 points apart, spread to 200 points: the pinch's
        // baseline keeps 8 points of hysteresis, so its scale reads 200/108.
        scene.driver.down(1, at: pt(110, 240))
        scene.driver.down(2, at: pt(210, 240))
        for step in 1...5 {
            scene.driver.wait(1.0 / 60)
            scene.driver.frame { samples in
                samples.append(TouchInput(id: 1, phase: .moved, location: pt(110 - Double(step) * 10, 240)))
                samples.append(TouchInput(id: 2, phase: .moved, location: pt(210 + Double(step) * 10, 240)))
            }
        }
        let scale = 200.0 / 108
        #expect(abs(scroll.zoomScale - scale) < 1e-12)
        #expect(scroll.contentSize == Size(width: 320 * scale, height: 480 * scale))
        #expect(image.frame == Rect(x: 0, y: 0, width: 320 * scale, height: 480 * scale))
        // The content point (160, 240) was under the centroid; it still is.
        let under = image.convert(pt(160, 240), to: nil)
        #expect(abs(under.x - 160) < 1e-9 && abs(under.y - 240) < 1e-9)
        scene.driver.up(1)
        scene.driver.up(2)
        // Past the maximum it stops at 3.
        scroll.setZoomScale(10, animated: false)
        #expect(scroll.zoomScale == 3)
        // The pinch begins at the first step (120 points apart) and reads distance/108 each step.
        #expect(log.lines == [
            "willBeginZooming",
            "didZoom 1.111", "didZoom 1.296", "didZoom 1.481", "didZoom 1.667", "didZoom 1.852",
            "didEndZooming 1.852",
            "didZoom 3.0",
        ])
    }

    @Test("Zoom scales of 0 or below, or NaN, are refused and reported")
    func badScales() {
        let scene = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.accessibilityIdentifier = "photo"
        scene.window.addSubview(scroll)
        var misuses: [String] = []
        scene.window.engine.addObserver { if case let .misuse(text) = $0.event { misuses.append(text) } }
        scroll.minimumZoomScale = 0
        scroll.maximumZoomScale = .nan
        scroll.setZoomScale(-1, animated: false)
        #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
        #expect(misuses == [
            "photo: minimumZoomScale 0.0 is not a finite scale above 0; it stays 1.0",
            "photo: maximumZoomScale nan is not a finite scale above 0; it stays 1.0",
            "photo: setZoomScale(-1.0) is not a finite scale above 0; the scale stays 1.0",
        ])
    }
}
