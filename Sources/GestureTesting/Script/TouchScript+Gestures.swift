import Gestures

extension TouchScript {
    // MARK: Taps and presses

    /// Taps `count` times with `fingers` fingers.
    ///
    /// Frames of each tap: the fingers land one per frame (all in the first frame with
    /// ``simultaneousContacts``), stay down together for ``tapPressDuration`` (0.1 s by default)
    /// counted from the last landing, and lift one per frame in the same order. The next tap's
    /// first finger lands ``tapInterval`` (0.15 s by default) after the last lift. Several fingers
    /// stand ``fingerSpacing`` (30 pt) apart along x, centred on `point`; every tap lands on the
    /// same spots.
    ///
    /// The script returns right after the last lift: a recognizer that waits to see whether
    /// another tap follows (a single tap that requires a double tap to fail) decides only once
    /// time passes, with ``wait(_:)``.
    ///
    /// ```swift
    /// script.tap(at: Point(x: 100, y: 100), count: 2)   // a double tap
    /// script.wait(0.4)                                  // let a triple tap give up
    /// ```
    ///
    /// - Parameters:
    ///   - point: the centroid of the fingers, in window coordinates.
    ///   - count: the number of taps (default 1); none when not positive.
    ///   - fingers: the number of fingers of each tap (default 1); none when not positive.
    /// - Returns: the ids of the fingers, tap by tap, in landing order.
    @discardableResult
    public func tap(at point: Point, count: Int = 1, fingers: Int = 1) -> [Int] {
        guard count > 0, fingers > 0 else { return [] }
        let spots = spread(around: point, fingers: fingers, spacing: fingerSpacing)
        var ids: [Int] = []
        for index in 0..<count {
            if index > 0 { pause(tapInterval) }
            ids += playMotion(spots.map { spot in { _ in spot } }, duration: tapPressDuration, restsAtEnd: false)
        }
        return ids
    }

    /// Presses and holds, then lifts.
    ///
    /// Frames: the fingers land (one per frame, as in ``tap(at:count:fingers:)``), stay still for
    /// `duration` seconds counted from the last landing, and lift one per frame. Without jitter no
    /// event is sent while they hold; the clock moves to the lift's time before the lift is sent, so
    /// a long press's timer fires first, at its own deadline.
    ///
    /// ```swift
    /// script.longPress(at: Point(x: 160, y: 240))   // 0.8 s
    /// ```
    ///
    /// - Parameters:
    ///   - point: the centroid of the fingers, in window coordinates.
    ///   - duration: how long the fingers hold, in seconds (default ``Defaults/longPressDuration``,
    ///     0.8 s: UIKit's long press begins after 0.5 s).
    ///   - fingers: the number of fingers (default 1).
    /// - Returns: the ids of the fingers, in landing order.
    @discardableResult
    public func longPress(at point: Point, duration: Double = Defaults.longPressDuration, fingers: Int = 1) -> [Int] {
        guard fingers > 0 else { return [] }
        let spots = spread(around: point, fingers: fingers, spacing: fingerSpacing)
        return playMotion(spots.map { spot in { _ in spot } }, duration: duration, restsAtEnd: false)
    }

    // MARK: One finger moving

    /// Drags one finger from `start` to `end`.
    ///
    /// Frames: the finger lands at `start` in the first frame; in each of the next
    /// ⌈duration · rate⌉ frames it moves to `start + (end − start) · easing(elapsed / duration)`, the
    /// last of them at `end`; with ``Easing/linear`` and ``Easing/easeOut`` it then rests one frame
    /// and lifts at `end` in the frame after, while with ``Easing/fling`` it lifts at `end` in the
    /// frame it gets there. A pan needs 10 points of movement along one axis before it begins.
    ///
    /// ```swift
    /// script.drag(from: Point(x: 50, y: 50), to: Point(x: 250, y: 50))
    /// ```
    ///
    /// - Parameters:
    ///   - start: where the finger lands, in window coordinates.
    ///   - end: where it lifts.
    ///   - duration: how long the movement takes, in seconds (default ``Defaults/dragDuration``,
    ///     0.3 s).
    ///   - easing: how the finger covers the distance over time (default ``Easing/linear``).
    /// - Returns: the finger's id, in an array like every gesture's.
    @discardableResult
    public func drag(
        from start: Point, to end: Point, duration: Double = Defaults.dragDuration, easing: Easing = .linear
    ) -> [Int] {
        playMotion([{ u in Self.interpolate(start, end, u) }], duration: duration, easing: easing,
                   restsAtEnd: !easing.liftsWhileMoving)
    }

    /// Swipes one finger in from an edge of the screen.
    ///
    /// The finger lands ``Defaults/edgeSwipeInset`` (2 pt) inside the edge and moves `distance`
    /// points straight inward, as ``drag(from:to:duration:easing:)`` does.
    ///
    /// ```swift
    /// script.edgeSwipe(from: .left)   // halfway down the left edge, 150 pt to the right
    /// ```
    ///
    /// - Parameters:
    ///   - edge: the edge the finger starts from.
    ///   - position: where along the edge the finger lands, in points from the top (left and right
    ///     edges) or from the left (top and bottom edges); nil means the middle of the edge.
    ///   - distance: how far the finger moves inward, in points (default
    ///     ``Defaults/edgeSwipeDistance``, 150 pt).
    ///   - duration: how long the movement takes, in seconds (default
    ///     ``Defaults/edgeSwipeDuration``, 0.25 s).
    ///   - easing: how the finger covers the distance over time (default ``Easing/linear``).
    /// - Returns: the finger's id.
    @discardableResult
    public func edgeSwipe(
        from edge: Edge, at position: Double? = nil, distance: Double = Defaults.edgeSwipeDistance,
        duration: Double = Defaults.edgeSwipeDuration, easing: Easing = .linear
    ) -> [Int] {
        let width = screenSize.width, height = screenSize.height
        let inset = Defaults.edgeSwipeInset
        let start: Point
        let direction: Vector
        switch edge {
        case .left:
            start = Point(x: inset, y: position ?? height / 2)
            direction = Vector(dx: 1, dy: 0)
        case .right:
            start = Point(x: width - inset, y: position ?? height / 2)
            direction = Vector(dx: -1, dy: 0)
        case .top:
            start = Point(x: position ?? width / 2, y: inset)
            direction = Vector(dx: 0, dy: 1)
        case .bottom:
            start = Point(x: position ?? width / 2, y: height - inset)
            direction = Vector(dx: 0, dy: -1)
        }
        return drag(from: start, to: start + direction * distance, duration: duration, easing: easing)
    }

    /// Rubs one finger quickly left and right: the tutorial's tickle.
    ///
    /// The finger lands at `point`, travels right to `point.x + amplitude`, left to
    /// `point.x − amplitude`, and so on for `strokes` one-way strokes (so `strokes − 1` changes of
    /// direction), at constant speed over `duration`; it rests a frame at the last turning point and
    /// lifts there. The first stroke is `amplitude` long, the others twice that.
    ///
    /// ```swift
    /// script.tickle(at: Point(x: 160, y: 240))   // 4 strokes of 30, 60, 60, 60 pt in 0.5 s
    /// ```
    ///
    /// - Parameters:
    ///   - point: where the finger lands, in window coordinates.
    ///   - strokes: the number of one-way strokes (default ``Defaults/tickleStrokes``, 4); at least 1.
    ///   - amplitude: how far the strokes reach either side of `point`, in points (default
    ///     ``Defaults/tickleAmplitude``, 30 pt).
    ///   - duration: how long all the strokes take, in seconds (default
    ///     ``Defaults/tickleDuration``, 0.5 s).
    /// - Returns: the finger's id.
    @discardableResult
    public func tickle(
        at point: Point, strokes: Int = Defaults.tickleStrokes, amplitude: Double = Defaults.tickleAmplitude,
        duration: Double = Defaults.tickleDuration
    ) -> [Int] {
        let strokes = Swift.max(1, strokes)
        let amplitude = amplitude.isFinite ? amplitude : 0
        // Constant speed: the progress is the fraction of the total travel covered.
        let total = Double(2 * strokes - 1)  // in amplitudes: 1 for the first stroke, 2 for each other
        let path: (Double) -> Point = { u in
            let travelled = u * total
            let x: Double
            if travelled <= 1 {
                x = travelled
            } else {
                // Strokes after the first run between +1 and −1, starting at +1 going left.
                let beyond = travelled - 1
                let index = Swift.min(Int(beyond / 2), strokes - 2)
                let within = beyond - Double(index) * 2
                let from: Double = index % 2 == 0 ? 1 : -1
                x = from - from * within
            }
            return Point(x: point.x + x * amplitude, y: point.y)
        }
        return playMotion([path], duration: duration, restsAtEnd: true)
    }

    // MARK: Two fingers

    /// Pinches two fingers about `center`, changing their distance from `fromSpan` to `toSpan`.
    ///
    /// The fingers lie on a line through `center` at `angle` (0: horizontal, the first finger on the
    /// left), land one per frame, move at constant speed for `duration` once both are down, rest a
    /// frame, and lift one per frame. Pinch out with `toSpan > fromSpan`, in with less.
    ///
    /// ```swift
    /// script.pinch(center: Point(x: 160, y: 240), fromSpan: 100, toSpan: 200)   // scale 2
    /// ```
    ///
    /// - Parameters:
    ///   - center: the midpoint between the fingers, in window coordinates.
    ///   - fromSpan: the distance between the fingers when they land, in points.
    ///   - toSpan: the distance when they lift, in points.
    ///   - duration: how long the movement takes, in seconds (default ``Defaults/pinchDuration``,
    ///     0.4 s).
    ///   - angle: the direction of the line through the fingers, in radians, clockwise on the
    ///     y-down screen (default 0).
    /// - Returns: the two fingers' ids.
    @discardableResult
    public func pinch(
        center: Point, fromSpan: Double, toSpan: Double, duration: Double = Defaults.pinchDuration, angle: Double = 0
    ) -> [Int] {
        let axis = Point(x: 1, y: 0).applying(Transform(rotationAngle: angle))
        let finger: (Double) -> (Double) -> Point = { side in
            { u in
                let half = (fromSpan + (toSpan - fromSpan) * u) / 2 * side
                return Point(x: center.x + axis.x * half, y: center.y + axis.y * half)
            }
        }
        return playMotion([finger(-1), finger(1)], duration: duration, restsAtEnd: true)
    }

    /// Turns two fingers about `center` by `angle` radians; positive turns clockwise on the y-down
    /// screen, as UIKit's rotation does.
    ///
    /// The fingers start `span` points apart on a horizontal line through `center` (the first on the
    /// left), land one per frame, turn at constant speed for `duration` once both are down, rest a
    /// frame, and lift one per frame.
    ///
    /// ```swift
    /// script.rotate(center: Point(x: 160, y: 240), by: .pi / 2)   // a quarter turn clockwise
    /// ```
    ///
    /// - Parameters:
    ///   - center: the midpoint between the fingers, in window coordinates.
    ///   - angle: the turn, in radians.
    ///   - duration: how long the turn takes, in seconds (default ``Defaults/pinchDuration``, 0.4 s).
    ///   - span: the distance between the fingers, in points (default ``Defaults/rotationSpan``,
    ///     100 pt).
    /// - Returns: the two fingers' ids.
    @discardableResult
    public func rotate(
        center: Point, by angle: Double, duration: Double = Defaults.pinchDuration, span: Double = Defaults.rotationSpan
    ) -> [Int] {
        let radius = span / 2
        let finger: (Double) -> (Double) -> Point = { side in
            { u in
                let offset = Point(x: radius * side, y: 0).applying(Transform(rotationAngle: angle * u))
                return Point(x: center.x + offset.x, y: center.y + offset.y)
            }
        }
        return playMotion([finger(-1), finger(1)], duration: duration, restsAtEnd: true)
    }

    /// Moves two fingers together from `start` to `end` (their midpoint), keeping their distance.
    ///
    /// The fingers stand ``fingerSpacing`` (30 pt) apart along x, land one per frame, move at
    /// constant speed for `duration` once both are down, rest a frame, and lift one per frame.
    ///
    /// ```swift
    /// script.twoFingerPan(from: Point(x: 160, y: 400), to: Point(x: 160, y: 100))
    /// ```
    ///
    /// - Parameters:
    ///   - start: the fingers' midpoint when they land, in window coordinates.
    ///   - end: their midpoint when they lift.
    ///   - duration: how long the movement takes, in seconds (default
    ///     ``Defaults/twoFingerPanDuration``, 0.3 s).
    /// - Returns: the two fingers' ids.
    @discardableResult
    public func twoFingerPan(from start: Point, to end: Point, duration: Double = Defaults.twoFingerPanDuration) -> [Int] {
        let offsets = spread(around: .zero, fingers: 2, spacing: fingerSpacing)
        let fingers: [(Double) -> Point] = offsets.map { offset in
            { u in Self.interpolate(start, end, u) + Vector(offset) }
        }
        return playMotion(fingers, duration: duration, restsAtEnd: true)
    }

    // MARK: Anything

    /// Plays arbitrary fingers, each on its own ``FingerPath``, in one gesture.
    ///
    /// Each path's times count from the gesture's first frame. A finger lands in the first frame at
    /// or after its path's start, at the path's first point; in every later frame before it lifts
    /// it is sampled where its path is at that frame's time; it lifts in the first frame at or after
    /// the path's end (at least one frame after landing), at the path's last point. Paths with no
    /// points put no finger down. ``simultaneousContacts`` does not apply: the paths' times say
    /// when the fingers land.
    ///
    /// ```swift
    /// script.paths([
    ///     FingerPath(points: [(0, Point(x: 100, y: 100)), (0.5, Point(x: 200, y: 100))]),
    ///     FingerPath(points: [(0.2, Point(x: 100, y: 200)), (0.5, Point(x: 100, y: 300))]),
    /// ])
    /// ```
    ///
    /// - Parameter paths: the fingers' paths, in the order their samples appear within a frame.
    /// - Returns: the ids of the fingers of the non-empty paths, in the paths' order.
    @discardableResult
    public func paths(_ paths: [FingerPath]) -> [Int] {
        let rate = sampleRate
        let strokes = paths.filter { !$0.isEmpty }.map { path in
            let land = frames(path.start)
            let lift = Swift.max(land + 1, frames(path.start + path.duration))
            return Stroke(
                landFrame: land, liftFrame: lift, landPoint: path.position(0), liftPoint: path.position(path.duration),
                position: { frame in
                    let t = Double(frame) / rate - path.start
                    return path.position(Swift.min(Swift.max(t, 0), path.duration))
                })
        }
        return play(strokes)
    }

    // MARK: Pointer

    /// Moves a hovering pointer (a mouse with no button pressed) from `start` to `end`.
    ///
    /// Frames: the pointer enters at `start` in the first frame, moves at constant speed over the
    /// next ⌈duration · rate⌉ frames, the last at `end`, and exits at `end` in the frame after.
    /// Pointer samples get no jitter.
    ///
    /// ```swift
    /// script.hover(from: Point(x: 10, y: 10), to: Point(x: 200, y: 200))
    /// ```
    ///
    /// - Parameters:
    ///   - start: where the pointer enters, in window coordinates.
    ///   - end: where it exits.
    ///   - duration: how long the movement takes, in seconds (default ``Defaults/hoverDuration``,
    ///     0.3 s).
    public func hover(from start: Point, to end: Point, duration: Double = Defaults.hoverDuration) {
        let duration = Self.sanitizedDuration(duration)
        let moves = Swift.max(1, frames(duration))
        let first = nextFrameTime
        sendPointer(.entered, at: start, time: first)
        for frame in 1...moves {
            let elapsed = Double(frame) / sampleRate
            let u = frame == moves || duration <= 0 ? 1 : elapsed / duration
            sendPointer(.moved, at: Self.interpolate(start, end, u), time: first + elapsed)
        }
        sendPointer(.exited, at: end, time: first + Double(moves + 1) / sampleRate)
    }

    // MARK: Helpers

    /// Lets time pass inside a gesture without recording a wait: the next event's timestamp says
    /// it.
    func pause(_ seconds: Double) {
        let seconds = Self.sanitizedDuration(seconds)
        guard seconds > 0 else { return }
        advancePaused(to: now + seconds)
    }

    /// Points `spacing` apart along x, centred on `center`.
    func spread(around center: Point, fingers: Int, spacing: Double) -> [Point] {
        let middle = Double(fingers - 1) / 2
        return (0..<fingers).map { Point(x: center.x + (Double($0) - middle) * spacing, y: center.y) }
    }

    nonisolated static func interpolate(_ a: Point, _ b: Point, _ u: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u)
    }
}
