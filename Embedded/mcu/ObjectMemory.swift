import Gestures

// What the engine's objects take on the board, measured by the runtime's own count of the heap in
// use (whole size classes and block headers, as the allocator hands them out): printed after each
// replay as `mcu: ` lines, which the comparison with the ordinary build leaves out.

@_extern(c, "runtime_heap_used")
func runtimeHeapUsed() -> Int

/// How many of each object a measurement makes; the figure printed is the average.
let measuredCount = 64

/// The heap bytes one of `count` objects made by `make` takes, on average, while all are alive.
func bytesEach<Object>(_ count: Int, _ make: (Int) -> Object) -> Int {
    var objects: [Object] = []
    objects.reserveCapacity(count)
    let before = runtimeHeapUsed()
    for index in 0..<count { objects.append(make(index)) }
    let after = runtimeHeapUsed()
    withExtendedLifetime(objects) {}
    return (after - before) / count
}

@_cdecl("measure_objects")
public func measureObjects() {
    let clock = ManualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 480, height: 272), clock: clock)
    let views = (0..<measuredCount).map { _ in View(frame: Rect(x: 0, y: 0, width: 40, height: 40)) }
    for view in views { window.addSubview(view) }
    let view = bytesEach(measuredCount) { _ in View(frame: Rect(x: 0, y: 0, width: 40, height: 40)) }
    // A view in the window: the view, and its place in the window's list of subviews.
    let viewInWindow = bytesEach(measuredCount) { _ -> View in
        let child = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(child)
        return child
    }
    let tap = bytesEach(measuredCount) { index -> TapGestureRecognizer in
        let recognizer = TapGestureRecognizer()
        views[index].addGestureRecognizer(recognizer)
        return recognizer
    }
    let pan = bytesEach(measuredCount) { index -> PanGestureRecognizer in
        let recognizer = PanGestureRecognizer()
        views[index].addGestureRecognizer(recognizer)
        return recognizer
    }
    // Touches down on views with a tap and a pan each: the touch and the engine's bookkeeping for
    // it (its recognizers, its delivery). Ten at once, a controller's room.
    let fingers = 10
    var samples: [TouchInput] = []
    for id in 1...fingers { samples.append(TouchInput(id: id, phase: .began, location: Point(x: 20, y: 20))) }
    let event = InputEvent(timestamp: 1, touches: samples)
    let before = runtimeHeapUsed()
    window.sendEvent(event)
    let touch = (runtimeHeapUsed() - before) / fingers
    for line in ["view \(view) bytes (\(viewInWindow) in a window)", "tap recognizer on a view \(tap) bytes",
                 "pan recognizer on a view \(pan) bytes", "touch down \(touch) bytes (\(fingers) at once, each on 2 recognizers)"] {
        writeLine("mcu: " + line)
    }
    withExtendedLifetime((window, views)) {}
}
