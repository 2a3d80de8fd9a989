import Gestures
import Testing
import GesturesToolkit

/// The engine's entry points belong to the main actor. A Swift 5 program can still call them from
/// another thread; the call must stop the program at once, with a message that names it, before
/// the engine changes anything.
@Suite("Entry points called off the main thread stop the program with a clear message")
struct ThreadCheckTests {
    @Test("Window.sendEvent, GestureEngine.handle and ManualClock.advance from another thread")
    func offMainThread() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in window.sendEvent(touchDown) }
        }.map(expectMessage("GestureEngine.handle(_:) (Window.sendEvent(_:))"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in window.engine.handle(touchDown) }
        }.map(expectMessage("GestureEngine.handle(_:) (Window.sendEvent(_:))"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { _, clock in clock.advance(by: 1) }
        }.map(expectMessage("ManualClock.advance"))
    }

    @Test("View.addSubview, addGestureRecognizer, a view's centre and a scroll view's offset from another thread")
    func treeOffMainThread() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in window.addSubview(window.subviews[1]) }
        }.map(expectMessage("View.addSubview(_:)"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in window.addGestureRecognizer(window.subviews[1].gestureRecognizers![0]) }
        }.map(expectMessage("addGestureRecognizer(_:)"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in window.center = Point(x: 1, y: 1) }
        }.map(expectMessage("View.center"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in
                (window.subviews.first as? ScrollView)?.setContentOffset(Point(x: 0, y: 50), animated: false)
            }
        }.map(expectMessage("scroll view's setContentOffset(_:animated:)"))
        // A built-in recognizer's own settings too: the plain view's tap.
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { window, _ in
                (window.subviews[1].gestureRecognizers?.first as? TapGestureRecognizer)?.numberOfTapsRequired = 2
            }
        }.map(expectMessage("TapGestureRecognizer.numberOfTapsRequired"))
    }
}

private nonisolated let touchDown = InputEvent(
    timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 5, y: 5))])

/// Makes a window on the main actor (with a scroll view, then a plain view with a tap), then calls
/// `body` with it from a thread of the global pool,
/// as a Swift 5 program can without a word from the compiler: the cast drops the isolation the
/// compiler would otherwise enforce.
private func callOffMainThread(_ body: @escaping @MainActor (Window, ManualClock) -> Void) async {
    let call = await MainActor.run { () -> @Sendable () -> Void in
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 100, height: 1000)
        window.addSubview(scroll)
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.addGestureRecognizer(TapGestureRecognizer())
        window.addSubview(plain)
        let clock = window.clock as! ManualClock
        let isolated: @MainActor () -> Void = { body(window, clock) }
        return unsafeBitCast(isolated, to: (@Sendable () -> Void).self)
    }
    await Task.detached { call() }.value
}

private func expectMessage(_ entry: String, sourceLocation: SourceLocation = #_sourceLocation) -> (ExitTest.Result) -> Void {
    { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("\(entry) called off the main thread: windows, views, recognizers, engines and clocks belong to the main actor"),
                "\(message)", sourceLocation: sourceLocation)
    }
}
