import Gestures
import GestureTesting
import Testing
import GesturesToolkit

@MainActor
@Suite("Zooming: animated zooms, zoom(to:animated:) and bouncesZoom")
struct ZoomAnimationTests {
    /// A 320 × 480 photo scroll view zooming 1× to 3×, with its log.
    private func photo() -> (Scene, ScrollView, View, ZoomLog, ManualClock) {
        let scene = Scene()
        let clock = scene.window.clock as! ManualClock
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.accessibilityIdentifier = "photo"
        scene.window.addSubview(scroll)
        let image = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        scroll.addSubview(image)
        scroll.contentSize = Size(width: 320, height: 480)
        scroll.maximumZoomScale = 3
        let log = ZoomLog(image: image, clock: clock)
        scroll.delegate = log
        return (scene, scroll, image, log, clock)
    }

    /// Two fingers about (160, 240), 100 points apart, spreading by `step` points each frame on
    /// each side, `count` times; then both lift.
    private func pinch(_ scene: Scene, step: Double, count: Int) {
        scene.driver.down(1, at: pt(110, 240))
        scene.driver.down(2, at: pt(210, 240))
        for index in 1...count {
            scene.driver.wait(1.0 / 60)
            scene.driver.frame { samples in
                samples.append(TouchInput(id: 1, phase: .moved, location: pt(110 - Double(index) * step, 240)))
                samples.append(TouchInput(id: 2, phase: .moved, location: pt(210 + Double(index) * step, 240)))
            }
        }
        scene.driver.frame { samples in
            samples.append(TouchInput(id: 1, phase: .ended, location: scene.driver.location(of: 1)))
            samples.append(TouchInput(id: 2, phase: .ended, location: scene.driver.location(of: 2)))
        }
    }

    @Test("setZoomScale(_:animated: true) eases the scale about the middle over 0.3 s, didZoom per frame, then didEndZooming")
    func animatedSetZoomScale() {
        let (scene, scroll, image, log, clock) = photo()
        defer { withExtendedLifetime(scene) {} }
        scroll.setZoomScale(2, animated: true)
        #expect(scroll.zoomScale == 1 && log.lines.isEmpty)
        clock.advance(by: 0.5)
        // An ease-out (cubic): 1 + (1 − (1 − t/0.3)³) at each 1/60 s frame; the middle of the
        // photo, (160, 240), stays in the middle.
        #expect(log.lines == [
            "0.017 didZoom 1.158 (25.21, 37.82)",
            "0.033 didZoom 1.298 (47.63, 71.44)",
            "0.05 didZoom 1.421 (67.41, 101.11)",
            "0.067 didZoom 1.529 (84.72, 127.08)",
            "0.083 didZoom 1.623 (99.73, 149.59)",
            "0.1 didZoom 1.704 (112.59, 168.89)",
            "0.117 didZoom 1.772 (123.48, 185.23)",
            "0.133 didZoom 1.829 (132.57, 198.85)",
            "0.15 didZoom 1.875 (140.0, 210.0)",
            "0.167 didZoom 1.912 (145.95, 218.93)",
            "0.183 didZoom 1.941 (150.59, 225.88)",
            "0.2 didZoom 1.963 (154.07, 231.11)",
            "0.217 didZoom 1.979 (156.57, 234.86)",
            "0.233 didZoom 1.989 (158.24, 237.37)",
            "0.25 didZoom 1.995 (159.26, 238.89)",
            "0.267 didZoom 1.999 (159.78, 239.67)",
            "0.283 didZoom 2.0 (159.97, 239.96)",
            "0.3 didZoom 2.0 (160.0, 240.0)",
            "0.3 didEndZooming 2.0",
        ])
        #expect(image.frame == Rect(x: 0, y: 0, width: 640, height: 960))
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("zoom(to:animated:) fills the view with the rectangle as far as the range allows; a finger landing finishes the animation at once")
    func zoomToRect() {
        let (scene, scroll, _, log, clock) = photo()
        defer { withExtendedLifetime(scene) {} }
        // 160 × 240 about (160, 240): twice, centred.
        scroll.zoom(to: Rect(x: 80, y: 120, width: 160, height: 240), animated: false)
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == pt(160, 240))
        // 80 × 80 at the corner would be 4×: 3×, kept inside the content.
        scroll.zoom(to: Rect(x: 0, y: 0, width: 80, height: 80), animated: true)
        clock.advance(by: 0.1)
        scene.driver.down(1, at: pt(10, 10))
        #expect(log.lines == [
            "0.0 didZoom 2.0 (160.0, 240.0)",
            "0.017 didZoom 2.158 (134.79, 202.18)",
            "0.033 didZoom 2.298 (112.37, 168.56)",
            "0.05 didZoom 2.421 (92.59, 138.89)",
            "0.067 didZoom 2.529 (75.28, 112.92)",
            "0.083 didZoom 2.623 (60.27, 90.41)",
            "0.1 didZoom 2.704 (47.41, 71.11)",
            // The finger lands at 0.1 s: the zoom jumps to its end.
            "0.1 didZoom 3.0 (0.0, 0.0)",
            "0.1 didEndZooming 3.0",
        ])
        scene.driver.up(1)
        clock.advance(by: 0.5)
        #expect(clock.pendingTimerCount == 0)
        #expect(log.lines.count == 9)
    }

    @Test("bouncesZoom: a pinch goes past the largest scale with resistance and springs back after the lift; didEndZooming after the bounce")
    func bounceBack() {
        let (scene, scroll, _, log, clock) = photo()
        defer { withExtendedLifetime(scene) {} }
        pinch(scene, step: 40, count: 5)
        // Spread to 500 points: 500/108 = 4.63×, shown as 3 × √(4.63 / 3) = 3.73×.
        #expect(scroll.isZoomBouncing)
        #expect(abs(scroll.zoomScale - 3 * (500.0 / 108 / 3).squareRoot()) < 1e-9)
        clock.advance(by: 0.5)
        #expect(!scroll.isZoomBouncing)
        #expect(log.lines == [
            "0.017 willBeginZooming",
            "0.017 didZoom 1.667 (106.67, 160.0)",
            "0.033 didZoom 2.407 (225.19, 337.78)",
            "0.05 didZoom 3.073 (331.71, 497.56)",
            "0.067 didZoom 3.416 (386.5, 579.76)",
            // The fingers lift together at 3.73×: the scale springs back over 0.3 s about the
            // point between them, (160, 240), which ends at offset (3 × 160 − 160, 3 × 240 − 240).
            "0.083 didZoom 3.727 (436.28, 654.43)",
            "0.1 didZoom 3.612 (417.96, 626.94)",
            "0.117 didZoom 3.51 (401.67, 602.51)",
            "0.133 didZoom 3.421 (387.29, 580.94)",
            "0.15 didZoom 3.342 (374.71, 562.07)",
            "0.167 didZoom 3.274 (363.81, 545.71)",
            "0.183 didZoom 3.215 (354.45, 531.68)",
            "0.2 didZoom 3.166 (346.54, 519.81)",
            "0.217 didZoom 3.125 (339.94, 509.91)",
            "0.233 didZoom 3.091 (334.54, 501.8)",
            "0.25 didZoom 3.064 (330.21, 495.31)",
            "0.267 didZoom 3.043 (326.84, 490.26)",
            "0.283 didZoom 3.027 (324.31, 486.46)",
            "0.3 didZoom 3.016 (322.49, 483.74)",
            "0.317 didZoom 3.008 (321.28, 481.91)",
            "0.333 didZoom 3.003 (320.54, 480.81)",
            "0.35 didZoom 3.001 (320.16, 480.24)",
            "0.367 didZoom 3.0 (320.02, 480.03)",
            "0.383 didZoom 3.0 (320.0, 480.0)",
            "0.383 didEndZooming 3.0",
        ])
    }

    @Test("bouncesZoom false: the pinch stops at the largest scale, and didEndZooming comes with the lift")
    func noBounce() {
        let (scene, scroll, _, log, clock) = photo()
        defer { withExtendedLifetime(scene) {} }
        scroll.bouncesZoom = false
        pinch(scene, step: 40, count: 5)
        #expect(!scroll.isZoomBouncing)
        clock.advance(by: 0.5)
        #expect(log.lines == [
            "0.017 willBeginZooming",
            "0.017 didZoom 1.667 (106.67, 160.0)",
            "0.033 didZoom 2.407 (225.19, 337.78)",
            "0.05 didZoom 3.0 (320.0, 480.0)",
            "0.067 didZoom 3.0 (320.0, 480.0)",
            "0.083 didZoom 3.0 (320.0, 480.0)",
            "0.083 didEndZooming 3.0",
        ])
    }

    @Test("A scroll view removed from its window while zooming stops with no more callbacks and no timer")
    func removedWhileZooming() {
        let (scene, scroll, _, log, clock) = photo()
        defer { withExtendedLifetime(scene) {} }
        scroll.setZoomScale(3, animated: true)
        clock.advance(by: 0.05)
        scroll.removeFromSuperview()
        clock.advance(by: 0.5)
        #expect(log.lines.count == 3)
        #expect(clock.pendingTimerCount == 0)
        #expect(!scroll.isZoomBouncing)
    }

    @Test("zoom(to:animated:) with a rectangle of no size or not finite is refused and reported")
    func badRect() {
        let (scene, scroll, _, log, _) = photo()
        defer { withExtendedLifetime(scene) {} }
        var misuses: [String] = []
        scene.window.engine.addObserver { if case let .misuse(text) = $0.event { misuses.append(text) } }
        scroll.zoom(to: Rect(x: 10, y: 10, width: 0, height: 0), animated: true)
        scroll.zoom(to: Rect(x: .nan, y: 0, width: 10, height: 10), animated: false)
        #expect(scroll.zoomScale == 1 && log.lines.isEmpty)
        #expect(misuses == [
            "photo: zoom(to: {(10.0, 10.0), 0.0×0.0}) needs a finite rectangle with some size; nothing zooms",
            "photo: zoom(to: {(nan, 0.0), 10.0×10.0}) needs a finite rectangle with some size; nothing zooms",
        ])
    }
}
