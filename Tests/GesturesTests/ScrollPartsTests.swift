@testable import Gestures
import Testing
@testable import GesturesToolkit

/// The scroller's parts alone: each is a value with no reference back, so its curve is sampled as a
/// function of time (or of the pull) and compared whole with the closed form or a table.
@MainActor
@Suite("Scroller parts: deceleration, rubber band, settling, paging, pinch and zoom animation alone")
struct ScrollPartsTests {
    /// Rounds to 9 decimals, so that sums of many steps compare with closed forms.
    private func rounded(_ values: [Double]) -> [Double] {
        values.map { ($0 * 1e9).rounded() / 1e9 }
    }

    private let unbounded = ScrollLimits(contentSize: Size(width: 1e6, height: 1e6), inset: .zero,
                                         viewSize: Size(width: 320, height: 480))

    @Test("A fling sampled once per frame follows v·r·(1 − rⁿ)/(1 − r) for the scaled velocity and rests exactly on the projection")
    func decelerationCurve() {
        let rate = GestureConstants.decelerationRateNormal
        let velocity = Vector(dx: 0, dy: 2)  // points per millisecond
        let target = Deceleration.projection(from: .zero, velocity: velocity, rate: rate)
        #expect(target == Point(x: 0, y: 2 * rate / (1 - rate)))
        var fling = Deceleration(velocity: velocity, rate: rate, start: 0, target: target)
        // The closed form: N steps until 2·rᴺ < 0.01, the velocity scaled by 1/(1 − rᴺ).
        var steps = 0
        while 2 * pow(rate, steps) >= GestureConstants.decelerationStopSpeed { steps += 1 }
        #expect(fling.last == steps)
        let scaled = 2 / (1 - pow(rate, steps))
        var offset = Point.zero
        var sampled: [Double] = [], expected: [Double] = [], stops: [Bool] = []
        var frame = 0
        while true {
            frame += 1
            let now = Double(frame) / 60
            let (next, stopped) = fling.advance(to: now, from: offset, rate: rate, limits: unbounded)
            offset = next
            sampled.append(offset.y)
            stops.append(stopped)
            let n = min(steps, Int((now * 1000).rounded(.down) + 1e-6))
            expected.append(scaled * rate * (1 - pow(rate, n)) / (1 - rate))
            if stopped { break }
        }
        #expect(rounded(sampled) == rounded(expected))
        #expect(stops == Array(repeating: false, count: stops.count - 1) + [true])
        #expect(frame == Int((Double(steps) / 1000 * 60).rounded(.up)))
        #expect(offset == target)
    }

    @Test("A fling that reaches an edge stops that axis there, on the step that crosses it")
    func decelerationAtEdge() {
        let rate = GestureConstants.decelerationRateNormal
        let limits = ScrollLimits(contentSize: Size(width: 320, height: 580), inset: .zero, viewSize: Size(width: 320, height: 480))
        var fling = Deceleration(velocity: Vector(dx: 0, dy: 2), rate: rate, start: 0, target: Point(x: 0, y: 100))
        let v = fling.velocity.dy  // the scaled velocity of the first step
        var offset = Point.zero
        var sampled: [Double] = []
        for frame in 1...60 {
            let (next, stopped) = fling.advance(to: Double(frame) / 60, from: offset, rate: rate, limits: limits)
            offset = next
            sampled.append(offset.y)
            if stopped { break }
        }
        // The step that crosses 100, summed independently; the fling stops in the frame holding it.
        var sum = 0.0, crossing = 0
        while sum < 100 { crossing += 1; sum += v * pow(rate, crossing) }
        let framesToEdge = Int((Double(crossing) / 1000 * 60).rounded(.up))
        #expect(sampled.count == framesToEdge)
        #expect(sampled.last == 100)
        #expect(sampled.dropLast().allSatisfy { $0 < 100 })
    }

    @Test("Rubber band: a pull of x past the edge of a 100-point view moves (1 − 1/(x·0.55/100 + 1))·100; without bouncing it stops at the edge")
    func rubberBandCurve() {
        let pulls = stride(from: 0.0, through: 200, by: 25).map { $0 }
        let past = pulls.map { RubberBand.offset(-$0, min: 0, max: 500, size: 100, bounces: true) }
        #expect(rounded(past) == [0, -12.087912088, -21.568627451, -29.203539823, -35.483870968, -40.740740741,
                                  -45.205479452, -49.044585987, -52.380952381])
        let beyondEnd = pulls.map { RubberBand.offset(500 + $0, min: 0, max: 500, size: 100, bounces: true) - 500 }
        #expect(rounded(beyondEnd) == rounded(past.map { -$0 }))
        #expect(pulls.map { RubberBand.offset(-$0, min: 0, max: 500, size: 100, bounces: false) } == Array(repeating: 0, count: 9))
        #expect(RubberBand.offset(-40, min: 0, max: 500, size: 0, bounces: true) == 0)
        #expect(RubberBand.offset(250, min: 0, max: 500, size: 100, bounces: true) == 250)
    }

    @Test("Settling eases out (cubic) from 0 to 300 over 0.3 s, sampled once per frame, and arrives exactly")
    func settleCurve() {
        let settle = ScrollSettle(from: .zero, to: Point(x: 0, y: 300), start: 0, ending: .didEndScrollingAnimation)
        let samples = (0...19).map { settle.offset(at: Double($0) / 60) }
        #expect(rounded(samples.map(\.offset.y)) == [
            0, 47.273662551, 89.300411523, 126.388888889, 158.847736626, 186.985596708, 211.111111111,
            231.532921811, 248.559670782, 262.5, 273.66255144, 282.355967078, 288.888888889, 293.569958848,
            296.70781893, 298.611111111, 299.588477366, 299.948559671, 300, 300,
        ])
        #expect(samples.map(\.arrived) == Array(repeating: false, count: 18) + [true, true])
        #expect(samples.allSatisfy { $0.offset.x == 0 })
    }

    @Test("Paging: the nearest page, or the next one in the fling's direction from 0.5 pt/ms; a view with no size only clamps",
          arguments: [
              (130.0, 0.0, 0.0), (170.0, 0.0, 320.0), (130.0, 0.5, 320.0), (170.0, -0.5, 0.0), (330.0, 0.49, 320.0),
              (900.0, 3.0, 960.0), (-40.0, -2.0, 0.0),
          ])
    func pagingTargets(offset: Double, velocity: Double, expected: Double) {
        let limits = ScrollLimits(contentSize: Size(width: 1280, height: 480), inset: .zero, viewSize: Size(width: 320, height: 480))
        let target = Paging.target(from: Point(x: offset, y: 0), velocity: Vector(dx: velocity, dy: 0),
                                   pageSize: Size(width: 320, height: 480), limits: limits)
        #expect(target == Point(x: expected, y: 0))
        let sizeless = Paging.target(from: Point(x: offset, y: 0), velocity: Vector(dx: velocity, dy: 0),
                                     pageSize: Size(width: 0, height: 0), limits: limits)
        #expect(sizeless == Point(x: min(max(offset, 0), 960), y: 0))
    }

    @Test("A pinch's scale: inside the range as pinched, past it the limit times √(overshoot), without bouncing the limit")
    func pinchScale() {
        let raws = [0.25, 0.5, 1.0, 2.0, 4.0, 8.0]
        #expect(rounded(raws.map { PinchZoom.scale($0, minimum: 0.5, maximum: 2, bounces: true) })
                == [0.353553391, 0.5, 1, 2, 2.828427125, 4])
        #expect(raws.map { PinchZoom.scale($0, minimum: 0.5, maximum: 2, bounces: false) } == [0.5, 0.5, 1, 2, 2, 2])
        let zoom = PinchZoom(view: View(frame: .zero), scale: 2, finger: Point(x: 100, y: 60))
        #expect(zoom.anchor == Point(x: 50, y: 30))
        #expect(zoom.offset(at: 3, fingersOnScreen: Point(x: 40, y: 20)) == Point(x: 110, y: 70))
    }

    @Test("A zoom animation eases scale and offset together and ends with nil")
    func zoomAnimationFrames() {
        let animation = ZoomAnimation(fromScale: 1, toScale: 2, from: .zero, to: Point(x: 300, y: 0),
                                      start: 0, bounce: false)
        let frames = (0...19).map { animation.frame(at: Double($0) / 60) }
        #expect(frames.prefix(18).allSatisfy { $0 != nil } && frames.suffix(2).allSatisfy { $0 == nil })
        let offsets = frames.prefix(18).map { $0!.offset.x }
        #expect(rounded(offsets) == [0, 47.273662551, 89.300411523, 126.388888889, 158.847736626, 186.985596708,
                                     211.111111111, 231.532921811, 248.559670782, 262.5, 273.66255144, 282.355967078,
                                     288.888888889, 293.569958848, 296.70781893, 298.611111111, 299.588477366, 299.948559671])
        #expect(rounded(frames.prefix(18).map { $0!.scale }) == rounded(offsets.map { 1 + $0 / 300 }))
    }

    @Test("A drag: free without the lock; with it the first direction decides the axes for the rest of the drag")
    func dragAxes() {
        let setting = ScrollDrag.Setting(scrollsHorizontally: true, scrollsVertically: true, isDirectionalLockEnabled: true, bounces: true)
        let limits = ScrollLimits(contentSize: Size(width: 1000, height: 1000), inset: .zero, viewSize: Size(width: 100, height: 100))
        var locked = ScrollDrag(start: Point(x: 200, y: 200))
        let moves: [(Point, Point)] = [(.zero, .zero), (Point(x: 5, y: 30), Point(x: 10, y: 100)), (Point(x: 60, y: 40), .zero)]
        let lockedOffsets = moves.map {
            locked.offset(translation: $0.0, velocity: $0.1, current: Point(x: 200, y: 200), limits: limits,
                          viewSize: Size(width: 100, height: 100), setting: setting)
        }
        #expect(lockedOffsets == [Point(x: 200, y: 200), Point(x: 200, y: 170), Point(x: 200, y: 160)])
        #expect(locked.axes == ScrollDrag.Axes(horizontal: false, vertical: true))
        var free = ScrollDrag(start: Point(x: 200, y: 200))
        var freeSetting = setting
        freeSetting.isDirectionalLockEnabled = false
        let freeOffsets = moves.map {
            free.offset(translation: $0.0, velocity: $0.1, current: Point(x: 200, y: 200), limits: limits,
                        viewSize: Size(width: 100, height: 100), setting: freeSetting)
        }
        #expect(freeOffsets == [Point(x: 200, y: 200), Point(x: 195, y: 170), Point(x: 140, y: 160)])
    }
}

private func pow(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= base }
    return result
}
