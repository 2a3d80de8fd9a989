import Foundation
import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Hears animations start and stop, by key path, in order.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    var lines: [String] = []

    private func name(_ anim: CAAnimation) -> String {
        (anim as? CAPropertyAnimation)?.keyPath ?? (anim is CAAnimationGroup ? "group" : "animation")
    }

    func animationDidStart(_ anim: CAAnimation) { lines.append("start \(name(anim))") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(name(anim)) finished \(flag)") }
}

/// A card that lifts while pressed: a long press scales it up and deepens its shadow with
/// CABasicAnimations that stay at their ends, and drops it back on release.
@MainActor
final class LiftingCard {
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
    let log = AnimationLog()

    init() {
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: LiftingCard.pressed))
    }

    func pressed(_ press: UILongPressGestureRecognizer) {
        log.lines.append("press \(press.state)")
        switch press.state {
        case .began:
            let lift = CABasicAnimation(keyPath: "transform.scale")
            lift.fromValue = 1
            lift.toValue = 1.1
            let shadow = CABasicAnimation(keyPath: "shadowOpacity")
            shadow.fromValue = 0
            shadow.toValue = 0.3
            for animation in [lift, shadow] {
                animation.duration = 0.2
                animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                animation.delegate = log
                card.layer.add(animation, forKey: animation.keyPath)
            }
        case .ended, .cancelled:
            card.layer.removeAllAnimations()
        default:
            break
        }
    }
}

/// A cubic timing curve's value found by bisection on its parameter: an independent check of the
/// closed-form solution.
func bisectedTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
}

private func text(_ value: Double) -> String { String(format: "%.4f", value) }

@MainActor
@Suite("Core Animation animations on the window's clock: basic, keyframe, spring, groups, transactions and bad input")
struct LayerAnimationTests {
    @Test("A long press lifts a card: scale and shadow sampled on the clock, the model untouched, delegate calls in order, hit testing on the model")
    func longPressLift() throws {
        let host = UIKitHost(nil)
        let lifting = LiftingCard()
        let card = lifting.card
        host.window.addSubview(card)
        var samples: [String] = []
        func sample(_ label: String) {
            let shown = card.layer.presentation()
            let t = shown.map { CATransform3DGetAffineTransform($0.transform) } ?? .identity
            let scale = (t.a * t.a + t.b * t.b).squareRoot()
            samples.append("\(label): scale \(text(Double(scale))) shadow \(text(Double(shown?.shadowOpacity ?? -1)))"
                + " model \(text(Double(card.transform.a))) \(text(Double(card.layer.shadowOpacity))) keys \(card.layer.animationKeys() ?? [])")
        }
        host.driver.down(1, at: Point(x: 150, y: 130))
        host.driver.wait(0.5)
        sample("lifted")
        for step in [0.05, 0.05, 0.1, 0.1] {
            host.driver.wait(step)
            sample("+\(step)")
            if step == 0.05 && samples.count == 2 {
                // In flight at 0.05 s the card shows scaled, but touches go by the model: a point
                // just right of the model frame lands on the window, not on the card.
                #expect(host.window.hitTest(CGPoint(x: 202, y: 130), with: nil) === host.window)
            }
        }
        let cardLine = drawnLines(of: "card", in: host.window).first ?? ""
        host.driver.up(1)
        host.driver.wait(0.01)
        sample("released")

        func expected(_ fraction: Double) -> String {
            let eased = bisectedTiming(0.0, 0.0, 0.58, 1.0, at: fraction)
            return "scale \(text(1 + 0.1 * eased)) shadow \(text(0.3 * eased))"
        }
        let keys = "keys [\"transform.scale\", \"shadowOpacity\"]"
        #expect(samples == [
            "lifted: \(expected(0)) model 1.0000 0.0000 \(keys)",
            "+0.05: \(expected(0.25)) model 1.0000 0.0000 \(keys)",
            "+0.05: \(expected(0.5)) model 1.0000 0.0000 \(keys)",
            "+0.1: \(expected(1)) model 1.0000 0.0000 \(keys)",
            "+0.1: \(expected(1)) model 1.0000 0.0000 \(keys)",
            "released: scale 1.0000 shadow 0.0000 model 1.0000 0.0000 keys []",
        ])
        #expect(lifting.log.lines == [
            "press began",
            "start transform.scale",
            "start shadowOpacity",
            "stop transform.scale finished true",
            "stop shadowOpacity finished true",
            "press ended",
        ])
        // The picture draws the lifted card: scaled by 1.1 around its centre.
        #expect(cardLine == "<g data-view=\"card\" transform=\"matrix(1.1 0 0 1.1 95 97)\">")
        #expect(host.diagnostics == [])
    }

    @Test("Spring animations follow the damped oscillator's closed form: under-, critically and over-damped")
    func springClosedForm() throws {
        let host = UIKitHost(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(dot)

        let wd = 75.0.squareRoot()
        let closedForms: [(damping: CGFloat, x: (Double) -> Double)] = [
            (10, { t in 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)) }),
            (20, { t in 1 - exp(-10 * t) * (1 + 10 * t) }),
            (30, { t in
                let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
                return 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
            }),
        ]
        var worst = 0.0
        for (damping, x) in closedForms {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = damping
            spring.duration = spring.settlingDuration
            dot.add(spring, forKey: "spring")
            var elapsed = 0.0
            for step in [0.02, 0.03, 0.05, 0.1, 0.1, 0.2, 0.5] {
                host.driver.wait(step)
                elapsed += step
                let shown = try #require(dot.presentation())
                // Past its duration (the settling time) the animation is gone: the model shows.
                let expected = elapsed < spring.duration ? 100 * x(elapsed) : 0
                worst = max(worst, abs(Double(shown.position.x) - expected))
                worst = max(worst, abs(spring.springValue(at: elapsed) - x(elapsed)))
            }
            dot.removeAnimation(forKey: "spring")
        }
        #expect(worst < 1e-9)
        // Settling: the envelope e^(−5t)·√(4/3) falls to 0.001 at ln(1000·√(4/3))/5.
        let spring = CASpringAnimation()
        #expect(abs(spring.settlingDuration - log(1000 * (4.0 / 3).squareRoot()) / 5) < 1e-12)
        for t in stride(from: spring.settlingDuration, to: spring.settlingDuration + 2, by: 0.01) {
            #expect(abs(1 - spring.springValue(at: t)) <= 0.001)
        }
        #expect(host.diagnostics == [])
    }

    @Test("Timing functions: the closed-form solution matches bisection, for the named curves and custom control points")
    func timingFunctions() {
        let curves: [(CAMediaTimingFunction, [Double])] = [
            (CAMediaTimingFunction(name: .linear), [0, 0, 1, 1]),
            (CAMediaTimingFunction(name: .easeIn), [0.42, 0, 1, 1]),
            (CAMediaTimingFunction(name: .easeOut), [0, 0, 0.58, 1]),
            (CAMediaTimingFunction(name: .easeInEaseOut), [0.42, 0, 0.58, 1]),
            (CAMediaTimingFunction(name: .default), [0.25, 0.1, 0.25, 1]),
            // Control points given as Float, as Core Animation takes them.
            (CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55), [0.68, -0.55, 0.265, 1.55].map { Double(Float($0)) }),
            (CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.9, 0.1), [0.1, 0.9, 0.9, 0.1].map { Double(Float($0)) }),
        ]
        var worst = 0.0
        for (curve, points) in curves {
            var handle: [Float] = [0, 0]
            curve.getControlPoint(at: 1, values: &handle)
            #expect(abs(Double(handle[0]) - points[0]) < 1e-6 && abs(Double(handle[1]) - points[1]) < 1e-6)
            for x in stride(from: 0.0, through: 1.0, by: 0.05) {
                let expected = bisectedTiming(points[0], points[1], points[2], points[3], at: x)
                worst = max(worst, abs(curve.value(at: x) - expected))
            }
        }
        #expect(worst < 1e-9)
    }

    @Test("Keyframes with key times and per-segment curves, discrete keyframes, and a path followed at an even speed")
    func keyframes() throws {
        let host = UIKitHost(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 0.5]
        fade.keyTimes = [0, 0.25, 1]
        fade.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        let steps = CAKeyframeAnimation(keyPath: "cornerRadius")
        steps.values = [0, 10, 20]
        steps.calculationMode = .discrete
        steps.duration = 1
        view.layer.add(steps, forKey: "steps")
        let dot = CALayer()
        view.layer.addSublayer(dot)
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        let tour = CAKeyframeAnimation(keyPath: "position")
        tour.path = square
        tour.duration = 1
        dot.add(tour, forKey: "tour")
        var log: [String] = []
        for step in [0.125, 0.125, 0.375, 0.25] {
            host.driver.wait(step)
            let shown = try #require(view.layer.presentation())
            let place = try #require(dot.presentation()).position
            log.append("opacity \(text(Double(shown.opacity))) radius \(text(Double(shown.cornerRadius))) at \(text(Double(place.x))),\(text(Double(place.y)))")
        }
        // Opacity: linear to 1 over the first quarter, then eased in down to 0.5; the corner radius
        // jumps at the key times 0, 0.5 and 1 (three values spread evenly); the dot goes round the
        // square's 400 points at an even speed.
        func faded(_ local: Double) -> String { text(1 - 0.5 * bisectedTiming(0.42, 0, 1, 1, at: local)) }
        #expect(log == [
            "opacity 0.5000 radius 0.0000 at 50.0000,0.0000",
            "opacity 1.0000 radius 0.0000 at 100.0000,0.0000",
            "opacity \(faded(0.5)) radius 10.0000 at 50.0000,100.0000",
            "opacity \(faded(5.0 / 6)) radius 10.0000 at 0.0000,50.0000",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("Groups and transactions: children on the group's time, the transaction's duration and completion, removal stops unfinished")
    func groupsAndTransactions() throws {
        let host = UIKitHost(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let grow = CABasicAnimation(keyPath: "bounds")
        grow.toValue = CGRect(x: 0, y: 0, width: 200, height: 100)
        grow.beginTime = 0.2
        grow.duration = 0.2
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.delegate = log
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { log.lines.append("transaction complete") }
        view.layer.add(group, forKey: "both")
        CATransaction.commit()
        #expect(view.layer.animation(forKey: "both") !== group && view.layer.animationKeys() == ["both"])
        var samples: [String] = []
        for _ in 0..<4 {
            host.driver.wait(0.1)
            let shown = try #require(view.layer.presentation())
            samples.append("opacity \(text(Double(shown.opacity))) width \(text(Double(shown.bounds.width)))")
        }
        #expect(samples == [
            "opacity 0.7500 width 100.0000",
            "opacity 0.5000 width 100.0000",
            "opacity 0.2500 width 150.0000",
            "opacity 1.0000 width 100.0000",
        ])
        // A second animation removed half-way stops unfinished, on the clock.
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.duration = 1
        spin.delegate = log
        view.layer.add(spin, forKey: "spin")
        host.driver.wait(0.5)
        view.layer.removeAnimation(forKey: "spin")
        log.lines.append("removed")
        host.driver.wait(0.01)
        #expect(view.layer.animationKeys() == nil && view.layer.animation(forKey: "spin") == nil)
        #expect(log.lines == [
            "start group", "stop group finished true", "transaction complete",
            "start transform.rotation.z", "removed", "stop transform.rotation.z finished false",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("Bad animations: a key path that names nothing, values not finite or of the wrong kind, negative durations, mismatched key times, NaN repeats")
    func badAnimations() throws {
        let host = UIKitHost(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let log = AnimationLog()
        func basic(_ keyPath: String, from: Any? = nil, to: Any?) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.delegate = log
            return animation
        }
        view.layer.add(basic("transform.skew", to: 1), forKey: "skew")
        view.layer.add(basic("strokeEnd", to: 1), forKey: "stroke")
        view.layer.add(basic("opacity", from: Double.nan, to: 1), forKey: "nan")
        view.layer.add(basic("position", to: CGPoint(x: CGFloat.infinity, y: 0)), forKey: "far")
        view.layer.add(basic("opacity", to: CGPoint(x: 1, y: 1)), forKey: "kind")
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.opacity == 1 && log.lines == [])

        let negative = basic("opacity", from: 1, to: 0)
        negative.duration = -1
        negative.repeatCount = .nan
        view.layer.add(negative, forKey: "negative")
        let mismatched = CAKeyframeAnimation(keyPath: "cornerRadius")
        mismatched.values = [0, 10, 20]
        mismatched.keyTimes = [0, 1]
        mismatched.duration = 1
        view.layer.add(mismatched, forKey: "mismatched")
        host.driver.wait(0.125)
        let shown = try #require(view.layer.presentation())
        // The negative duration runs the transaction's 0.25 s once; the keyframes spread evenly.
        #expect(text(Double(shown.opacity)) == "0.5000" && text(Double(shown.cornerRadius)) == "2.5000")
        host.driver.wait(1)
        #expect(log.lines == ["start opacity", "stop opacity finished true"])
        #expect(host.diagnostics == [
            "misuse: CALayer.add(_:forKey:): key path \"transform.skew\" names no animatable property of CALayer; the animation is not added",
            "misuse: CALayer.add(_:forKey:): key path \"strokeEnd\" names no animatable property of CALayer; the animation is not added",
            "misuse: CALayer.add(_:forKey:): fromValue nan is not a finite value of \"opacity\"; the animation is not added",
            "misuse: CALayer.add(_:forKey:): toValue CGPoint(x: inf, y: 0.0) is not a finite value of \"position\"; the animation is not added",
            "misuse: CALayer.add(_:forKey:): toValue CGPoint(x: 1.0, y: 1.0) is not a finite value of \"opacity\"; the animation is not added",
            "misuse: CALayer.add(_:forKey:): duration -1.0 is not a duration; the transaction's (0.25 s) is used",
            "misuse: CALayer.add(_:forKey:): repeat count nan is not a count; the animation runs once",
            "misuse: CALayer.add(_:forKey:): 2 key times for 3 values; the values are spread evenly",
        ])
    }

    @Test("A layer in no window has no clock: its animation is not kept, and its delegate hears it start and finish at once")
    func noWindow() {
        let layer = CALayer()
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        #expect(log.lines == ["start opacity", "stop opacity finished true"] && layer.animationKeys() == nil)
    }
}
