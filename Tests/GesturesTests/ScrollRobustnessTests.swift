import Gestures
import GestureTesting
import Testing
import GesturesToolkit

@MainActor
@Suite("Scroll views and bad input: clamped or refused, reported, never a crash or an endless motion")
struct ScrollRobustnessTests {
    private func scene(frame: Rect = Rect(x: 0, y: 0, width: 320, height: 480)) -> (Scene, ScrollView, ScrollLog, () -> [String]) {
        let scene = Scene()
        let scroll = ScrollView(frame: frame)
        scroll.accessibilityIdentifier = "list"
        scene.window.addSubview(scroll)
        let log = ScrollLog(scene.trace)
        scroll.delegate = log
        var misuses: [String] = []
        scene.window.engine.addObserver { diagnostic in
            if case let .misuse(text) = diagnostic.event { misuses.append(text) }
        }
        return (scene, scroll, log, { misuses })
    }

    private func fling(_ scene: Scene, from start: Point, by step: Point, count: Int = 6) {
        scene.driver.down(1, at: start)
        for _ in 0..<count {
            scene.driver.wait(1.0 / 60)
            let at = scene.driver.location(of: 1)
            scene.driver.move(1, to: Point(x: at.x + step.x, y: at.y + step.y))
        }
        scene.driver.up(1)
    }

    @Test("Non-finite and negative content sizes and insets read 0, and say so")
    func badSizes() {
        let (scene, scroll, log, misuses) = scene()
        defer { withExtendedLifetime((scene, log)) {} }
        scroll.contentSize = Size(width: .nan, height: -100)
        scroll.contentInset = EdgeInsets(top: -5, left: .infinity, bottom: 10, right: 0)
        #expect(scroll.contentSize == Size(width: 0, height: 0))
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        #expect(misuses() == [
            "list: contentSize nan×-100.0 is not a finite size of 0 or more; using 0.0×0.0",
            "list: contentInset {-5.0, inf, 10.0, 0.0} has a negative or non-finite edge; using {0.0, 0.0, 10.0, 0.0}",
        ])
    }

    @Test("setContentOffset with NaN is refused and reported; the offset stays")
    func nanOffset() {
        let (scene, scroll, log, misuses) = scene()
        defer { withExtendedLifetime(log) {} }
        scroll.contentSize = Size(width: 320, height: 2000)
        scroll.setContentOffset(pt(0, 100), animated: false)
        scroll.setContentOffset(pt(.nan, 5), animated: true)
        scroll.contentOffset = pt(0, .infinity)
        #expect(scroll.contentOffset == pt(0, 100))
        #expect(misuses() == [
            "list: setContentOffset((nan, 5.0)) is not finite; the offset stays (0.0, 100.0)",
            "list: setContentOffset((0.0, inf)) is not finite; the offset stays (0.0, 100.0)",
        ])
        expectTrace(scene.trace.lines, ["didScroll (0.0, 100.0)"])
    }

    @Test("A deceleration rate of 1 or more, or NaN, is clamped: a fling still comes to rest")
    func badRate() {
        let (scene, scroll, log, misuses) = scene()
        scroll.contentSize = Size(width: 320, height: 1_000_000)
        scroll.decelerationRate = 1.5
        #expect(scroll.decelerationRate == 0.9999)
        scroll.decelerationRate = .nan
        #expect(scroll.decelerationRate == GestureConstants.decelerationRateNormal)
        scroll.decelerationRate = 1
        fling(scene, from: pt(100, 400), by: pt(0, -20))
        scene.driver.wait(120)
        #expect(!scroll.isDecelerating)
        #expect(scene.trace.lines.last?.hasPrefix("didEndDecelerating") == true)
        #expect(log.offsets.count > 1)
        #expect(misuses() == [
            "list: decelerationRate 1.5 is outside 0…0.9999; using 0.9999",
            "list: decelerationRate nan is outside 0…0.9999; using 0.998",
            "list: decelerationRate 1.0 is outside 0…0.9999; using 0.9999",
        ])
    }

    @Test("A zero-sized scroll view: drags and flings neither divide by zero nor page")
    func zeroSized() {
        let (scene, scroll, log, _) = scene(frame: Rect(x: 100, y: 100, width: 0, height: 0))
        scroll.contentSize = Size(width: 50, height: 50)
        defer { withExtendedLifetime(log) {} }
        scroll.isPagingEnabled = true
        // A zero-sized view is never hit: the finger reaches the window.
        fling(scene, from: pt(100, 100), by: pt(-5, -5))
        scene.driver.wait(2)
        #expect(scroll.contentOffset == .zero)
        scroll.setContentOffset(pt(80, 80), animated: true)
        scene.driver.wait(1)
        #expect(scroll.contentOffset == pt(80, 80))
        expectTrace(scene.trace.lines.filter { !$0.hasPrefix("didScroll") }, [
            "window.touchesBegan [1]",
            "window.touchesMoved [1]",
            "window.touchesMoved [1]",
            "window.touchesMoved [1]",
            "window.touchesMoved [1]",
            "window.touchesMoved [1]",
            "window.touchesMoved [1]",
            "window.touchesEnded [1]",
            "didEndScrollingAnimation (80.0, 80.0)",
        ])
    }

    @Test("A delegate that sets contentOffset inside scrollViewDidScroll: applied, no nested callback, the fling still ends")
    func delegateSetsOffset() {
        let (scene, scroll, log, _) = scene()
        scroll.contentSize = Size(width: 320, height: 5000)
        log.onScroll = { scroll in
            if scroll.contentOffset.y > 300 { scroll.contentOffset = pt(0, 300) }
        }
        fling(scene, from: pt(100, 400), by: pt(0, -20))
        scene.driver.wait(10)
        #expect(log.offsets.allSatisfy { $0.y < 320 })  // at most one frame past the limit before the delegate pulls it back
        #expect(scroll.contentOffset.y == 300)
        #expect(!scroll.isDecelerating)
        #expect(scene.trace.lines.last == "didEndDecelerating (0.0, 300.0)")
    }

    @Test("A delegate that removes the scroll view inside scrollViewDidScroll: the motion stops with no more callbacks")
    func delegateRemovesScrollView() {
        let (scene, scroll, log, _) = scene()
        scroll.contentSize = Size(width: 320, height: 5000)
        fling(scene, from: pt(100, 400), by: pt(0, -20))
        log.onScroll = { scroll in scroll.removeFromSuperview() }
        let before = log.offsets.count
        scene.driver.wait(10)
        #expect(log.offsets.count == before + 1)
        #expect(scroll.window == nil && !scroll.isDecelerating)
        #expect(!scene.trace.lines.contains { $0.hasPrefix("didEndDecelerating") })
    }

    @Test("A scroll view held only by its window, removed by its delegate mid-drag: no didEndDragging, no jump, freed")
    func delegateRemovesScrollViewWhileDragging() {
        let scene = Scene()
        let log = ScrollLog(scene.trace)
        weak var weakScroll: ScrollView?
        do {
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            scroll.accessibilityIdentifier = "list"
            scroll.contentSize = Size(width: 320, height: 5000)
            scroll.delegate = log
            scene.window.addSubview(scroll)
            weakScroll = scroll
        }
        log.onScroll = { scroll in scroll.removeFromSuperview() }
        fling(scene, from: pt(100, 400), by: pt(0, -20))
        scene.driver.wait(3)
        expectTrace(scene.trace.lines.filter { !$0.hasPrefix("scroll view ") }, [
            "willBeginDragging",
            "didScroll (0.0, 10.0)",
        ])
        #expect(weakScroll == nil)
        #expect(scene.window.engine.activeRecognizers.isEmpty)
    }

    @Test("A delegate that answers a NaN targetContentOffset: the scroll view's own target is used, reported")
    func nanTarget() {
        let (scene, scroll, log, misuses) = scene()
        scroll.contentSize = Size(width: 320, height: 5000)
        scroll.isPagingEnabled = true
        log.target = { _ in pt(.nan, .nan) }
        fling(scene, from: pt(100, 400), by: pt(0, -20))
        scene.driver.wait(2)
        #expect(scroll.contentOffset == pt(0, 480))
        #expect(misuses() == ["list: targetContentOffset (nan, nan) from the delegate is not finite; using (0.0, 480.0)"])
    }
}

/// A scroll view delegate that lets go of itself from `scrollViewDidScroll` (`release` drops the
/// last reference to it) and logs what it heard in a log that outlives it.
@MainActor
final class SelfReleasingScrollDelegate: ScrollViewDelegate {
    let log: LettingGo.Log
    var release: () -> Void = {}
    init(log: LettingGo.Log) { self.log = log }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.lines.append("didScroll \(scrollView.contentOffset.y)")
        release()
        log.lines.append("still here")
    }
}

@MainActor
@Suite("Scroll view and control lifetimes")
struct ScrollLifetimeTests {
    @Test("A delegate that lets go of itself in scrollViewDidScroll is heard to the end of that call, then freed and not heard again")
    func delegateLetsGoOfItself() {
        let scene = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = Size(width: 320, height: 5000)
        scene.window.addSubview(scroll)
        let log = LettingGo.Log()
        var holder: SelfReleasingScrollDelegate? = SelfReleasingScrollDelegate(log: log)
        weak let weakDelegate = holder
        holder!.release = { holder = nil }
        scroll.delegate = holder
        scene.driver.down(1, at: pt(100, 400))
        for y in [380.0, 360, 340] {
            scene.driver.wait(1.0 / 60)
            scene.driver.move(1, to: pt(100, y))
        }
        scene.driver.up(1)
        #expect(log.lines == ["didScroll 10.0", "still here"])
        #expect(weakDelegate == nil)
        #expect(scroll.delegate == nil)
        #expect(scroll.contentOffset.y == 50)
    }

    @Test("A scroll view removed while decelerating, and a button in it, are freed; the clock keeps no frame of theirs")
    func freedWhileDecelerating() {
        let scene = Scene()
        weak var weakScroll: ScrollView?
        weak var weakButton: Button?
        do {
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            scroll.contentSize = Size(width: 320, height: 5000)
            let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            button.addAction(for: .touchUpInside) { _ in }
            scroll.addSubview(button)
            scene.window.addSubview(scroll)
            weakScroll = scroll
            weakButton = button
            scene.driver.down(1, at: pt(100, 400))
            for _ in 0..<6 {
                scene.driver.wait(1.0 / 60)
                let at = scene.driver.location(of: 1)
                scene.driver.move(1, to: Point(x: at.x, y: at.y - 20))
            }
            scene.driver.up(1)
            scene.driver.wait(0.1)
            #expect(scroll.isDecelerating)
            scroll.removeFromSuperview()
        }
        scene.driver.wait(1)
        #expect(weakScroll == nil)
        #expect(weakButton == nil)
        #expect((scene.window.clock as? ManualClock)?.pendingTimerCount == 0)
    }
}
