import Gestures

/// Turns the contacts of an indirect surface (a touchpad) into what libinput makes of them: one
/// finger moves the pointer, two fingers scroll or pinch, a short touch that hardly moves clicks.
///
/// Lifetime of a touch sequence (from the first finger down to the last one up):
/// `idle → pointing (1 finger) ⇄ two fingers, undecided → scrolling or pinching → idle`. Two
/// fingers stay undecided until each has travelled ``GestureInputConstants/scrollThreshold``
/// points from where the pair formed (or one has travelled
/// ``GestureInputConstants/restingFingerTravelFactor`` times that while the other rests: a
/// scroll). Then, as libinput decides: directions of travel less than
/// ``GestureInputConstants/pinchDirectionAngle`` apart scroll (continuous `DeviceScroll`s of the
/// fingers' mean motion); wider apart — the fingers spreading, closing or turning about each other
/// — pinch: `TransformInput` events at the pointer whose scale is the change of the fingers'
/// distance and whose rotation the turn of the line between them, measured from where the pair
/// formed (so the motion that decided is not lost), for the engine's pinch and rotation
/// recognizers. The decision holds until fewer than two fingers are down. At the end, a sequence
/// that lasted at most ``GestureInputConstants/tapTimeout`` and travelled at most
/// ``GestureInputConstants/tapSlop`` is a tap: a click of the primary (one finger), secondary
/// (two) or middle (three) button. Pointer motion stops for the rest of a sequence that scrolled or
/// pinched.
struct PointerGestures {
    /// What two fingers are doing.
    private enum TwoFingers {
        /// Not two fingers, or not decided yet.
        case undecided
        case scrolling
        /// Pinching or rotating: the distance and angle of the pair at the last step, in window
        /// points and radians.
        case pinching(distance: Double, angle: Double)
    }

    /// Where the pointer is, in window points.
    private(set) var pointer: Point
    private var entered = false
    private var fingers: [(id: Int, x: Int32, y: Int32)] = []
    private var start = 0.0
    private var mostFingers = 0
    private var travel = 0.0
    private var scrolled = false
    private var twoFingers = TwoFingers.undecided
    /// The first two fingers where the pair formed, in device units.
    private var pairOrigin: [(id: Int, x: Int32, y: Int32)] = []
    private var pendingScroll = Vector(dx: 0, dy: 0)
    let bounds: Size

    init(windowSize: Size) {
        bounds = windowSize
        pointer = Point(x: windowSize.width / 2, y: windowSize.height / 2)
    }

    /// Reads one frame of a touchpad's contacts.
    mutating func frame(_ samples: [ContactSample], time: Double, mapping: ScreenMapping, xAxis: AbsInfo,
                        yAxis: AbsInfo, into output: inout [DeviceOutput]) {
        let before = fingers.count
        var sum = Vector(dx: 0, dy: 0)
        var moved = false
        for sample in samples {
            switch sample.phase {
            case .began:
                fingers.append((sample.id, sample.x, sample.y))
            case .moved, .stationary:
                guard let index = fingers.firstIndex(where: { $0.id == sample.id }) else { continue }
                let delta = mapping.delta(
                    dx: Double(sample.x) - Double(fingers[index].x), dy: Double(sample.y) - Double(fingers[index].y),
                    xAxis: xAxis, yAxis: yAxis
                )
                fingers[index].x = sample.x
                fingers[index].y = sample.y
                sum = sum + delta
                travel += delta.length
                moved = true
            case .ended, .cancelled:
                fingers.removeAll { $0.id == sample.id }
            }
        }
        let after = fingers.count
        if before == 0 && after > 0 {
            start = time
            mostFingers = 0
            travel = 0
            scrolled = false
        }
        mostFingers = max(mostFingers, after)
        if after >= 2 && (pairOrigin.count != 2 || pairOrigin[0].id != fingers[0].id || pairOrigin[1].id != fingers[1].id) {
            // A new pair: its travel counts from here.
            endTwoFingers(time: time, into: &output)
            pairOrigin = [fingers[0], fingers[1]]
        }

        if moved && before == 1 && after == 1 && !scrolled {
            movePointer(by: sum, time: time, into: &output)
        }
        if moved && before >= 2 && after >= 2 {
            let mean = Vector(dx: sum.dx / Double(after), dy: sum.dy / Double(after))
            let geometry = PairGeometry(origin: pairOrigin, now: [fingers[0], fingers[1]], mapping: mapping, xAxis: xAxis, yAxis: yAxis)
            switch twoFingers {
            case .scrolling:
                output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .changed, delta: mean,
                                                  location: pointer)))
            case let .pinching(distance, angle):
                twoFingers = .pinching(distance: geometry.distance, angle: geometry.angle)
                sendTransform(.changed, scale: geometry.distance / distance,
                              rotation: Math.normalizedAngle(geometry.angle - angle), time: time, into: &output)
            case .undecided:
                pendingScroll = pendingScroll + mean
                switch geometry.decision {
                case .scroll?:
                    twoFingers = .scrolling
                    scrolled = true
                    output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .began,
                                                      delta: pendingScroll, location: pointer)))
                case .pinch?:
                    twoFingers = .pinching(distance: geometry.distance, angle: geometry.angle)
                    scrolled = true
                    sendTransform(.began, scale: geometry.distance / geometry.originDistance,
                                  rotation: Math.normalizedAngle(geometry.angle - geometry.originAngle), time: time,
                                  into: &output)
                case nil:
                    break
                }
            }
        }
        if after < 2 {
            endTwoFingers(time: time, into: &output)
            pairOrigin.removeAll()
        }
        if before > 0 && after == 0 {
            if !scrolled && time - start <= GestureInputConstants.tapTimeout && travel <= GestureInputConstants.tapSlop {
                let button: ButtonInput.Button = switch mostFingers {
                case 1: .primary
                case 2: .secondary
                default: .middle
                }
                output.append(.button(ButtonInput(timestamp: time, button: button, isPressed: true, location: pointer, isTap: true)))
                output.append(.button(ButtonInput(timestamp: time, button: button, isPressed: false, location: pointer, isTap: true)))
            }
        }
    }

    private func sendTransform(_ phase: TransformInput.Phase, scale: Double = 1, rotation: Double = 0, time: Double,
                               into output: inout [DeviceOutput]) {
        // A pair that lands on one point has no distance: its scale stays put.
        let factor = scale.isFinite && scale > 0 ? scale : 1
        output.append(.event(InputEvent(timestamp: time, transform: TransformInput(
            phase: phase, location: pointer, scale: factor, rotation: rotation.isFinite ? rotation : 0))))
    }

    /// Moves the pointer by a relative motion (a mouse), kept inside the window.
    mutating func movePointer(by delta: Vector, time: Double, into output: inout [DeviceOutput]) {
        let phase: PointerInput.Phase = entered ? .moved : .entered
        entered = true
        // Kept on the window's last point, as a cursor stays on the screen's last pixel.
        pointer = Point(x: min(max(pointer.x + delta.dx, 0), bounds.width.nextDown),
                        y: min(max(pointer.y + delta.dy, 0), bounds.height.nextDown))
        output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: phase, location: pointer))))
    }

    /// Ends a scroll or pinch in progress (fingers lifted, or the device went away).
    mutating func endTwoFingers(time: Double, into output: inout [DeviceOutput]) {
        pendingScroll = Vector(dx: 0, dy: 0)
        switch twoFingers {
        case .undecided:
            break
        case .scrolling:
            output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .ended, delta: Vector(dx: 0, dy: 0),
                                              location: pointer)))
        case .pinching:
            sendTransform(.ended, time: time, into: &output)
        }
        twoFingers = .undecided
    }

    /// Ends everything at once: the device went away.
    mutating func cancel(time: Double, into output: inout [DeviceOutput]) {
        endTwoFingers(time: time, into: &output)
        pairOrigin.removeAll()
        fingers.removeAll()
        if entered {
            entered = false
            output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: .exited, location: pointer))))
        }
    }
}

/// Two touchpad fingers now and where they were when the pair formed, in window points.
private struct PairGeometry {
    enum Decision { case scroll, pinch }

    /// The distance between the fingers, and the angle of the line from the first to the second
    /// (radians from +x toward +y), now and at the origin.
    let distance: Double
    let angle: Double
    let originDistance: Double
    let originAngle: Double
    /// Each finger's travel since the pair formed.
    let firstTravel: Vector
    let secondTravel: Vector

    init(origin: [(id: Int, x: Int32, y: Int32)], now: [(id: Int, x: Int32, y: Int32)], mapping: ScreenMapping,
         xAxis: AbsInfo, yAxis: AbsInfo) {
        func delta(_ a: (id: Int, x: Int32, y: Int32), _ b: (id: Int, x: Int32, y: Int32)) -> Vector {
            mapping.delta(dx: Double(b.x) - Double(a.x), dy: Double(b.y) - Double(a.y), xAxis: xAxis, yAxis: yAxis)
        }
        let line = delta(now[0], now[1])
        let originLine = delta(origin[0], origin[1])
        distance = line.length
        angle = Math.atan2(line.dy, line.dx)
        originDistance = originLine.length
        originAngle = Math.atan2(originLine.dy, originLine.dx)
        firstTravel = delta(origin[0], now[0])
        secondTravel = delta(origin[1], now[1])
    }

    /// Scroll or pinch, once the travel tells (see ``PointerGestures``); nil while it does not.
    var decision: Decision? {
        let threshold = GestureInputConstants.scrollThreshold
        let (first, second) = (firstTravel.length, secondTravel.length)
        if first >= threshold && second >= threshold {
            let cosine = (firstTravel.dx * secondTravel.dx + firstTravel.dy * secondTravel.dy) / (first * second)
            return cosine > Math.cos(GestureInputConstants.pinchDirectionAngle) ? .scroll : .pinch
        }
        if max(first, second) >= threshold * GestureInputConstants.restingFingerTravelFactor {
            return .scroll
        }
        return nil
    }
}
