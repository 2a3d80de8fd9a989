import Gestures
import GestureTesting
import Testing

@MainActor
@Suite("View animation on the window's clock")
struct AnimationTests {
    private func setUp() -> (Window, ManualClock, View) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, clock, view)
    }

    /// (options, fraction of the duration, expected x): the Bézier curves' values at one point
    /// each, worked out independently (ease-in at x = 0.5 is y ≈ 0.3153568).
    nonisolated static let curveCases: [(View.AnimationOptions, Double, Double)] = [
        (.curveLinear, 0.25, 75.0),
        (.curveEaseIn, 0.5, 81.53568),
        (.curveEaseOut, 0.5, 118.46432),
        (.curveEaseInOut, 0.5, 100.0),
        ([], 0.5, 100.0),
    ]

    @Test("The model value changes at once; the presentation follows the curve", arguments: curveCases)
    func curves(options: View.AnimationOptions, fraction: Double, expectedX: Double) {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, options: options, animations: { view.center = Point(x: 150, y: 50) })
        #expect(view.center == Point(x: 150, y: 50))
        #expect(view.presentationCenter == Point(x: 50, y: 50))
        clock.advance(by: fraction)
        #expect(abs(view.presentationCenter.x - expectedX) < 1e-4, "\(view.presentationCenter.x)")
        clock.advance(by: 1)
        #expect(view.presentationCenter == Point(x: 150, y: 50))
        #expect(!view.isAnimating)
    }

    @Test("Completion runs on the clock when the animation ends, with finished = true")
    func completion() {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var log: [String] = []
        View.animate(withDuration: 0.3, delay: 0.2, options: [], animations: {
            view.alpha = 0
            view.transform = Transform(scaleX: 2, y: 2)
        }, completion: { finished in log.append("done \(finished) at \(clock.now)") })
        clock.advance(by: 0.2)
        #expect(view.presentationAlpha == 1)  // the delay holds the old value on screen
        clock.advance(by: 0.15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        #expect(abs(view.presentationTransform.a - 1.5) < 1e-9)
        #expect(log == [])
        clock.advance(by: 0.15)
        #expect(log == ["done true at 0.5"])
    }

    @Test("A new animation of the same property starts from the screen and interrupts the old one")
    func interruption() {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var log: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(x: 150, y: 50) },
                     completion: { log.append("first \($0)") })
        clock.advance(by: 0.5)  // on screen at x = 100
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(x: 100, y: 150) },
                     completion: { log.append("second \($0)") })
        #expect(view.presentationCenter == Point(x: 100, y: 50))
        clock.advance(by: 0.5)
        #expect(view.presentationCenter == Point(x: 100, y: 100))
        #expect(log == ["first false"])
        clock.advance(by: 0.5)
        #expect(log == ["first false", "second true"])
    }

    @Test("Setting a property outside an animation jumps and interrupts its animation")
    func directSetInterrupts() {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        var log: [Bool] = []
        View.animate(withDuration: 1, animations: { view.center = Point(x: 150, y: 50) }, completion: { log.append($0) })
        clock.advance(by: 0.1)
        view.center = Point(x: 10, y: 10)
        #expect(view.presentationCenter == Point(x: 10, y: 10))
        #expect(log == [])  // never from inside the setter
        clock.advance(by: 0.01)
        #expect(log == [false])
    }

    @Test("Animating views take no touches unless allowUserInteraction")
    func interactionDuringAnimation() {
        for allow in [false, true] {
            let (window, clock, view) = setUp()
            View.animate(withDuration: 1, options: allow ? [.allowUserInteraction] : [],
                         animations: { view.alpha = 0.5 })
            #expect((window.hitTest(Point(x: 50, y: 50), with: nil) === view) == allow)
            clock.advance(by: 1)
            #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === view)
        }
    }

    @Test("Frame changes animate center and bounds; views in no window change at once")
    func frameAndDetached() {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame = Rect(x: 100, y: 100, width: 200, height: 200)
        })
        clock.advance(by: 0.5)
        #expect(view.presentationCenter == Point(x: 125, y: 125))
        #expect(view.presentationBounds.size == Size(width: 150, height: 150))
        let loose = View(frame: .zero)
        var done: Bool?
        View.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { done = $0 })
        #expect(done == true)
        #expect(loose.presentationAlpha == 0)
    }

    @Test("A spring overshoots when under-damped and settles at the end; critically damped does not")
    func spring() {
        for damping in [0.3, 1.0] {
            let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
            View.animate(withDuration: 1, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                         animations: { view.center = Point(x: 150, y: 50) })
            var maxX = -Double.infinity
            for _ in 0..<100 {
                clock.advance(by: 0.01)
                maxX = Swift.max(maxX, view.presentationCenter.x)
            }
            #expect((maxX > 150.5) == (damping < 1), "damping \(damping): max \(maxX)")
            #expect(view.presentationCenter == Point(x: 150, y: 50))
        }
    }

    @Test("A rotation animates through its angle, not by squashing")
    func rotationInterpolation() {
        let (window, clock, view) = setUp()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1, options: .curveLinear, animations: {
            view.transform = Transform(rotationAngle: Double.pi / 2)
        })
        clock.advance(by: 0.5)
        let t = view.presentationTransform
        #expect(abs(t.a - (0.5).squareRoot()) < 1e-12 && abs(t.b - (0.5).squareRoot()) < 1e-12)
        #expect(abs(t.determinant - 1) < 1e-12)
    }
}
