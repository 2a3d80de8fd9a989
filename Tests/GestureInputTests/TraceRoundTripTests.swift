import Foundation
import GestureInput
import GestureTesting
import Gestures
import Testing

/// Pointer input through a trace file and back: what a device gave a window (clicks with their
/// buttons, wheel and trackpad scrolls, trackpad pinches), written as a trace and replayed into a
/// scene built the same way, gives the same outcome as playing the device itself.
@MainActor
@Suite("Pointer input through trace files")
struct TraceRoundTripTests {
    /// Plays `events` on `description` into a scene set up by `configure`; writes what its window
    /// got as a trace, reads it back, replays it into a second scene set up the same way, and
    /// returns both scenes' actions and the trace's text.
    private func roundTrip(_ events: EventScript? = nil, recording name: String? = nil, description: String = "",
                           _ configure: (DeviceScene) -> Void) throws -> (played: [String], replayed: [String], trace: String) {
        func makeScene() throws -> DeviceScene {
            if let name { return try DeviceScene(name) }
            return try DeviceScene(events: events ?? EventScript(), description: description)
        }
        let original = try makeScene()
        configure(original)
        try original.play()
        var writer = TraceWriter(header: TraceHeader(screenSize: original.window.bounds.size, device: "test"), output: "")
        writer.write(contentsOf: original.events.map(TraceItem.event))
        writer.writeIdle(until: original.clock.now)

        let copy = try makeScene()
        configure(copy)
        let replayer = TraceReplayer(window: copy.window)
        let count = try replayer.play(TraceReader(text: writer.output, strict: true))
        #expect(count == original.events.count + 1)  // and the idle mark
        return (original.actions, copy.actions, writer.output)
    }

    @Test("The scroll stick's wheel: the same eight scroll sequences of the wheel pan after a trip through a trace")
    func wheel() throws {
        let (played, replayed, trace) = try roundTrip(recording: "IBM_ScrollPoint_MO18B.scroll.events") { scene in
            scene.add("wheelPan", PanGestureRecognizer()) { $0.allowedScrollTypesMask = .discrete }
        }
        #expect(played.filter { $0 == "wheelPan ended" }.count == 8)
        expectTrace(replayed, played)
        #expect(trace.split(separator: "\n").filter { $0.contains(#""scroll":"ended""#) && $0.contains(#""scrollType":"discrete""#) }.count == 8)
    }

    @Test("A touchpad pinch: the same pinch after a trip through a trace")
    func pinch() throws {
        var scales: [Double] = []
        let (played, replayed, trace) = try roundTrip(TouchpadAndMappingTests.twoFingerSpread(),
                                                      description: TouchpadAndMappingTests.padDescription) { scene in
            let pinch = scene.add("pinch", PinchGestureRecognizer())
            pinch.addAction { scales.append($0.scale) }
        }
        expectTrace(played, ["pinch began"] + Array(repeating: "pinch changed", count: 9) + ["pinch ended"])
        expectTrace(replayed, played)
        // Played, then replayed: the same scales twice over.
        #expect(scales.count == 22 && Array(scales[..<11]) == Array(scales[11...]))
        #expect(trace.contains(#""transform":"began""#))
    }

    /// A mouse (the ScrollPoint's description) clicks its right button with no motion, then drags
    /// with the left one 60 counts to the right: a secondary-click tap, then a pan of a primary
    /// drag; the trace keeps each event's buttons.
    @Test("Mouse clicks: their buttons survive a trip through a trace, and a secondary-click tap fires again")
    func clicks() throws {
        let description = try String(contentsOfFile: DeviceScene.path("IBM_ScrollPoint_MO18B.desc"), encoding: .utf8)
        var script = EventScript()
        script.frame([(EV_KEY, Evdev.Key.right, 1)])
        script.frame(after: 0.05, [(EV_KEY, Evdev.Key.right, 0)])
        script.frame(after: 0.5, [(EV_KEY, Evdev.Key.left, 1)])
        for _ in 1...6 { script.frame(after: 0.016, [(EV_REL, Evdev.Rel.x, 10)]) }
        script.frame(after: 0.016, [(EV_KEY, Evdev.Key.left, 0)])
        let (played, replayed, trace) = try roundTrip(script, description: description) { scene in
            scene.add("menuTap", TapGestureRecognizer()) { $0.buttonMaskRequired = .secondary }
            scene.add("pan", PanGestureRecognizer())
        }
        // The drag's 10-point steps: the first reaches the pan's hysteresis, five more change it.
        expectTrace(played, ["menuTap ended", "pan began"] + Array(repeating: "pan changed", count: 5) + ["pan ended"])
        expectTrace(replayed, played)
        let lines = trace.split(separator: "\n")
        #expect(lines.filter { $0.contains(#""type":"pointer""#) && $0.contains(#""buttons":2"#) }.count == 1)
        #expect(lines.filter { $0.contains(#""type":"pointer""#) && $0.contains(#""buttons":1"#) }.count == 7)
    }

    /// The mouse presses its left button, drags 30 counts and the recording ends with the button
    /// down: the click's touch is cancelled, and nothing stays engaged.
    @Test("A click still held when a recording ends is cancelled")
    func heldAtTheEnd() throws {
        let description = try String(contentsOfFile: DeviceScene.path("IBM_ScrollPoint_MO18B.desc"), encoding: .utf8)
        var script = EventScript()
        script.frame([(EV_KEY, Evdev.Key.left, 1)])
        for _ in 1...3 { script.frame(after: 0.016, [(EV_REL, Evdev.Rel.x, 10)]) }
        let scene = try DeviceScene(events: script, description: description)
        scene.add("pan", PanGestureRecognizer())
        try scene.play()
        expectTrace(scene.actions, ["pan began", "pan changed", "pan changed", "pan cancelled"])
        #expect(scene.touchSamples[WindowFeed.pointerTouchID]?.map(\.phase) == [.began, .moved, .moved, .moved, .cancelled])
        #expect(scene.isIdle)
    }
}
