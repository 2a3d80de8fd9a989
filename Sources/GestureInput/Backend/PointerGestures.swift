import Gestures

/// Turns the contacts of an indirect surface (a touchpad) into what libinput makes of them: one
/// finger moves the pointer, two fingers scroll, a short touch that hardly moves clicks.
///
/// Lifetime of a touch sequence (from the first finger down to the last one up):
/// `idle → pointing (1 finger) ⇄ two fingers (→ scrolling once they travel
/// ``GestureInputConstants/scrollThreshold`` points together) → idle`; at the end, a sequence that
/// lasted at most ``GestureInputConstants/tapTimeout`` and travelled at most
/// ``GestureInputConstants/tapSlop`` is a tap: a click of the primary (one finger), secondary
/// (two) or middle (three) button. Pointer motion stops for the rest of a sequence that scrolled.
struct PointerGestures {
    /// Where the pointer is, in window points.
    private(set) var pointer: Point
    private var entered = false
    private var fingers: [(id: Int, x: Int32, y: Int32)] = []
    private var start = 0.0
    private var mostFingers = 0
    private var travel = 0.0
    private var scrolled = false
    private var scrolling = false
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

        if moved && before == 1 && after == 1 && !scrolled {
            movePointer(by: sum, time: time, into: &output)
        }
        if moved && before >= 2 && after >= 2 {
            let mean = Vector(dx: sum.dx / Double(after), dy: sum.dy / Double(after))
            if scrolling {
                output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .changed, delta: mean,
                                                  location: pointer)))
            } else {
                pendingScroll = pendingScroll + mean
                if pendingScroll.length >= GestureInputConstants.scrollThreshold {
                    scrolling = true
                    scrolled = true
                    output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .began,
                                                      delta: pendingScroll, location: pointer)))
                }
            }
        }
        if after < 2 {
            endScroll(time: time, into: &output)
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

    /// Moves the pointer by a relative motion (a mouse), kept inside the window.
    mutating func movePointer(by delta: Vector, time: Double, into output: inout [DeviceOutput]) {
        let phase: PointerInput.Phase = entered ? .moved : .entered
        entered = true
        // Kept on the window's last point, as a cursor stays on the screen's last pixel.
        pointer = Point(x: min(max(pointer.x + delta.dx, 0), bounds.width.nextDown),
                        y: min(max(pointer.y + delta.dy, 0), bounds.height.nextDown))
        output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: phase, location: pointer))))
    }

    /// Ends a scroll in progress (fingers lifted, or the device went away).
    mutating func endScroll(time: Double, into output: inout [DeviceOutput]) {
        pendingScroll = Vector(dx: 0, dy: 0)
        guard scrolling else { return }
        scrolling = false
        output.append(.scroll(DeviceScroll(timestamp: time, kind: .continuous, phase: .ended, delta: Vector(dx: 0, dy: 0),
                                          location: pointer)))
    }

    /// Ends everything at once: the device went away.
    mutating func cancel(time: Double, into output: inout [DeviceOutput]) {
        endScroll(time: time, into: &output)
        fingers.removeAll()
        if entered {
            entered = false
            output.append(.event(InputEvent(timestamp: time, pointer: PointerInput(phase: .exited, location: pointer))))
        }
    }
}
