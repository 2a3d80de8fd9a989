import CSDL2
import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import GesturesWindowHost
import Glibc

/// A test of the whole host without a person or a display: it pushes touch-screen fingers, mouse
/// buttons and keys into SDL's own event queue (`SDL_PushEvent`), lets the host take them from
/// there as it takes real input, and checks what the drag-box scene did and drew.
///
/// Two fingers drag the box by their centroid; the mouse with Alt is two mirrored fingers, with
/// Shift and Alt two fingers moving together; O shows and hides the overlay; dropping the box plays
/// "chomp".
@MainActor
struct SelfTest {
    let host: WindowHost
    private var passed = 0
    private var failed = 0

    /// The SDL touch device the pushed fingers come from: any id but SDL's mouse one (−1).
    static let touchDevice: SDL_TouchID = 7
    /// How far apart two numbers may be and still count as the same place, in points.
    static let tolerance = 0.5

    init(host: WindowHost) {
        self.host = host
    }

    /// Runs every check, printing one line each; true when all passed.
    mutating func run() -> Bool {
        let window = host.window
        guard let box = Self.view(named: "box", in: window) else {
            print("self-test: the scene has no view named 'box'; run it with --scene drag-box or --controller monkey")
            return false
        }
        let size = window.bounds.size
        let start = box.center

        // Drawing: the box's teal shows in a corner the banana leaves free.
        host.frame()
        let corner = box.convert(Point(x: 8, y: 8), to: nil)
        let pixel = host.rasterizer.pixel(x: Int(corner.x), y: Int(corner.y)) ?? 0
        check(Self.close(pixel, to: 0xFF2A_9D8F), "the box is drawn (pixel \(Self.hex(pixel)) at \(Self.text(corner)))")

        // Two fingers from the touch screen, through SDL's queue.
        let left = Point(x: start.x - 20, y: start.y), right = Point(x: start.x + 20, y: start.y)
        pushFinger(SDL_FINGERDOWN, finger: 1, at: left, size: size)
        pushFinger(SDL_FINGERDOWN, finger: 2, at: right, size: size)
        pumpAndFrame()
        let down = window.engine.activeTouches.map(\.locationInWindow)
        check(down.count == 2 && Self.close(down[0], left) && Self.close(down[1], right),
              "two fingers down at \(Self.text(left)) and \(Self.text(right)): \(Self.text(down))")

        for step in 1...6 {
            let offset = Vector(dx: 10 * Double(step), dy: 5 * Double(step))
            pushFinger(SDL_FINGERMOTION, finger: 1, at: left + offset, size: size, delta: Vector(dx: 10, dy: 5))
            pushFinger(SDL_FINGERMOTION, finger: 2, at: right + offset, size: size, delta: Vector(dx: 10, dy: 5))
            pumpAndFrame()
        }
        let dragged = start + Vector(dx: 60, dy: 30)
        check(Self.close(box.center, dragged), "two fingers dragged the box by (60, 30) to \(Self.text(box.center))")
        let recognizers = window.engine.activeRecognizers.map { "\($0.diagnosticLabel): \($0.state)" }
        check(recognizers.contains("drag: changed"), "the drag is under way: \(recognizers)")

        pushFinger(SDL_FINGERUP, finger: 1, at: left + Vector(dx: 60, dy: 30), size: size)
        pushFinger(SDL_FINGERUP, finger: 2, at: right + Vector(dx: 60, dy: 30), size: size)
        pumpAndFrame()
        check(window.engine.activeTouches.isEmpty && Self.close(box.center, dragged),
              "both fingers lifted, the box stays at \(Self.text(box.center))")
        let played = host.sounds?.played.map(\.rawValue) ?? []
        check(played == ["chomp"], "dropping the box played chomp: \(played)")
        let loaded = host.sounds?.loadedSounds.map(\.rawValue) ?? []
        check(host.sounds?.isOpen == true && loaded == Sound.allCases.map(\.rawValue),
              "the audio device is open with every sound loaded: \(loaded)")

        // The overlay key.
        pushKey(SDLK_o)
        pumpAndFrame()
        check(host.lastSVG.contains("data-overlay=\"legend\""), "O shows the overlay")
        pushKey(SDLK_o)
        pumpAndFrame()
        check(!host.lastSVG.contains("data-overlay=\"legend\""), "O again hides it")

        // The mouse with Alt: a second finger mirrored about the window's center.
        let center = Point(x: size.width / 2, y: size.height / 2)
        func mirror(_ p: Point) -> Point { Point(x: 2 * center.x - p.x, y: 2 * center.y - p.y) }
        let press = dragged
        SDL_SetModState(KMOD_LALT)
        pushMouse(SDL_MOUSEBUTTONDOWN, at: press)
        pumpAndFrame()
        var touches = window.engine.activeTouches.map(\.locationInWindow)
        check(touches.count == 2 && Self.close(touches[0], press) && Self.close(touches[1], mirror(press)),
              "Alt + press: fingers at \(Self.text(press)) and its mirror \(Self.text(mirror(press))): \(Self.text(touches))")
        let pinch = press + Vector(dx: 20, dy: 0)
        pushMouse(SDL_MOUSEMOTION, at: pinch)
        pumpAndFrame()
        touches = window.engine.activeTouches.map(\.locationInWindow)
        check(touches.count == 2 && Self.close(touches[1], mirror(pinch)),
              "Alt + drag: the second finger mirrors the first: \(Self.text(touches))")
        SDL_SetModState(SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue))
        let together = pinch + Vector(dx: 10, dy: 10)
        pushMouse(SDL_MOUSEMOTION, at: together)
        pumpAndFrame()
        touches = window.engine.activeTouches.map(\.locationInWindow)
        check(touches.count == 2 && Self.close(touches[1], mirror(pinch) + Vector(dx: 10, dy: 10)),
              "Shift + Alt + drag: both fingers move together: \(Self.text(touches))")
        pushMouse(SDL_MOUSEBUTTONUP, at: together)
        SDL_SetModState(KMOD_NONE)
        pumpAndFrame()
        check(window.engine.activeTouches.isEmpty, "releasing the button lifts both fingers")
        check(Self.close(box.center, dragged + Vector(dx: 30, dy: 10)),
              "the finger on the box dragged it by (30, 10) to \(Self.text(box.center))")

        // Recording: what follows (clicks with their buttons and keys, the wheel) goes to a trace.
        let tracePath = "/tmp/gestures-self-test-\(getpid()).jsonl"
        defer { unlink(tracePath) }
        do { try host.startRecording(to: tracePath) } catch { check(false, "recording starts: \(error)") }

        // Mouse buttons and modifier keys reach the engine: a secondary-click tap on the box fires
        // for the right button with Control held, and not for the left one.
        let menuTap = TapGestureRecognizer()
        menuTap.buttonMaskRequired = .secondary
        var menu: [String] = []
        menuTap.addAction { menu.append("\($0.state) control \($0.modifierFlags.contains(.control))") }
        box.addGestureRecognizer(menuTap)
        let onBox = box.center
        pushMouse(SDL_MOUSEBUTTONDOWN, at: onBox)
        pushMouse(SDL_MOUSEBUTTONUP, at: onBox)
        pumpAndFrame()
        SDL_SetModState(KMOD_LCTRL)
        pushMouse(SDL_MOUSEBUTTONDOWN, at: onBox, button: UInt8(SDL_BUTTON_RIGHT))
        pumpAndFrame()
        let buttons = menuTap.buttonMask
        pushMouse(SDL_MOUSEBUTTONUP, at: onBox, button: UInt8(SDL_BUTTON_RIGHT))
        pumpAndFrame()
        SDL_SetModState(KMOD_NONE)
        check(buttons == .secondary && menu == ["ended control true"],
              "a right click with Control is a secondary-click tap, a left click is not: \(menu), buttons \(buttons.rawValue)")
        box.removeGestureRecognizer(menuTap)

        // Touch types: a click-drag is a finger (`.direct`) by default and a pointer touch with
        // indirect input on; a pan that allows only pointers follows only the second.
        let pointerPan = PanGestureRecognizer()
        pointerPan.allowedTouchTypes = [.pointer]
        var pointerPans: [String] = []
        pointerPan.addAction { if $0.state != .changed { pointerPans.append("\($0.state)") } }
        let sceneRecognizers = (box.gestureRecognizers ?? []).filter(\.isEnabled)
        for recognizer in sceneRecognizers { recognizer.isEnabled = false }
        box.addGestureRecognizer(pointerPan)
        for indirect in [false, true] {
            host.supportsIndirectInputEvents = indirect
            pushMouse(SDL_MOUSEBUTTONDOWN, at: box.center)
            for step in 1...3 { pushMouse(SDL_MOUSEMOTION, at: box.center + Vector(dx: 10 * Double(step), dy: 0)) }
            pumpAndFrame()
            pushMouse(SDL_MOUSEBUTTONUP, at: box.center)
            pumpAndFrame()
            pointerPans.append(indirect ? "| indirect" : "| direct")
        }
        host.supportsIndirectInputEvents = false
        check(pointerPans == ["| direct", "began", "ended", "| indirect"],
              "a click-drag reaches a pointer-only pan only with indirect input on: \(pointerPans)")
        box.removeGestureRecognizer(pointerPan)
        for recognizer in sceneRecognizers { recognizer.isEnabled = true }

        // The wheel: three notches towards the person over the box scroll a pan that allows the
        // wheel by three notches up; the scroll ends once the notches stop.
        let wheelPan = PanGestureRecognizer()
        wheelPan.allowedScrollTypesMask = .discrete
        var scrolled: [String] = []
        wheelPan.addAction {
            let t = $0.translation(in: nil)
            scrolled.append("\($0.state) \(Int(t.x)),\(Int(t.y)) touches \($0.numberOfTouches)")
        }
        box.addGestureRecognizer(wheelPan)
        for _ in 1...3 { pushWheel(at: box.center, notches: -1) }
        pumpAndFrame()
        usleep(UInt32(GestureConstants.wheelScrollEndInterval * 1_000_000) + 50_000)
        pumpAndFrame()
        let notch = Int(GestureConstants.pointsPerWheelDetent)
        check(scrolled == ["began 0,-\(notch) touches 0", "changed 0,-\(2 * notch) touches 0",
                           "changed 0,-\(3 * notch) touches 0", "ended 0,-\(3 * notch) touches 0"],
              "three wheel notches scroll a pan that allows the wheel, then it ends: \(scrolled)")
        box.removeGestureRecognizer(wheelPan)

        // The trace holds the right click's buttons with Control, and the wheel's whole sequence.
        do {
            try host.stopRecording()
            let events = try TraceReader(path: tracePath, strict: true).readAll().compactMap { item -> InputEvent? in
                if case let .event(event) = item { return event } else { return nil }
            }
            let rightClick = events.first { $0.buttonMask == .secondary }
            let scrolls = events.compactMap(\.scroll).map { "\($0.phase) \(Int($0.delta.dy))" }
            check(rightClick?.modifierFlags == .control && rightClick?.touches.first?.phase == .began
                  && scrolls == ["began 0", "changed -\(notch)", "changed -\(notch)", "changed -\(notch)", "ended 0"],
                  "the recorded trace keeps the right click's buttons and keys and the wheel's scroll: \(scrolls)")
        } catch {
            check(false, "the recorded trace reads back: \(error)")
        }

        return quit()
    }

    /// Pushes SDL_QUIT, checks the host stops, and reports.
    private mutating func quit() -> Bool {
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        host.pumpEvents()
        check(host.quitRequested, "SDL_QUIT stops the host")
        host.finish()

        print("self-test: \(passed) passed, \(failed) failed")
        return failed == 0
    }

    /// The monkey tutorial's view controller, ported from iOS, in a UIWindow through the host: a
    /// finger drags the monkey, a click on the banana chomps, Shift+Alt carries the emulated pair
    /// of fingers onto the banana (away from the window's center) and Alt then pinches it there,
    /// and letting go of Alt (a key event) brings the pair back to the center.
    mutating func run(monkey controller: MonkeyViewController) -> Bool {
        let window = host.window
        let size = window.bounds.size
        let center = Point(x: size.width / 2, y: size.height / 2)
        func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
        host.frame()
        check(host.lastSVG.contains("data-view=\"monkey\"") && host.lastSVG.contains("data-view=\"banana\""),
              "the controller's pictures are drawn")

        // A touch-screen finger drags the monkey by (60, 30): the pan takes it after its slop.
        let monkeyStart = point(controller.monkey.center)
        pushFinger(SDL_FINGERDOWN, finger: 1, at: monkeyStart, size: size)
        pumpAndFrame()
        for step in 1...6 {
            let at = monkeyStart + Vector(dx: 10 * Double(step), dy: 5 * Double(step))
            pushFinger(SDL_FINGERMOTION, finger: 1, at: at, size: size, delta: Vector(dx: 10, dy: 5))
            pumpAndFrame()
        }
        let onGlass = point(controller.monkey.center)
        check(controller.monkeyPan.state == .changed && onGlass.x > monkeyStart.x + 40 && onGlass.x <= monkeyStart.x + 60
                && abs((onGlass.y - monkeyStart.y) * 2 - (onGlass.x - monkeyStart.x)) < 1,
              "a finger drags the monkey along (60, 30), less the pan's slop: \(Self.text(onGlass))")
        pushFinger(SDL_FINGERUP, finger: 1, at: monkeyStart + Vector(dx: 60, dy: 30), size: size)
        pumpAndFrame()
        check(controller.monkeyPan.state == .possible && controller.chomps == 0,
              "lifting ends the drag without a chomp (pan \(controller.monkeyPan.state), \(controller.chomps) chomps)")

        // A left click on the banana is a tap: both pans fail, the tap chomps.
        let banana = point(controller.banana.center)
        pushMouse(SDL_MOUSEBUTTONDOWN, at: banana)
        pushMouse(SDL_MOUSEBUTTONUP, at: banana)
        pumpAndFrame()
        check(controller.chomps == 1, "a click on the banana chomps: \(controller.chomps) chomp(s)")

        // Alt held over the banana: the hint mirrors about the window's center, off the banana.
        pushModifiers(KMOD_LALT, key: SDLK_LALT, down: true)
        pushMouse(SDL_MOUSEMOTION, at: banana, buttons: 0)
        pumpAndFrame()
        let mirror = Point(x: 2 * center.x - banana.x, y: 2 * center.y - banana.y)
        var hints = host.fingerHints
        check(hints.count == 2 && Self.close(hints[1], mirror),
              "Alt: the second finger would land at the mirror \(Self.text(mirror)): \(Self.text(hints))")

        // Shift+Alt moves the pair with the pointer: by the banana's offset from the center, which
        // carries the pivot onto the banana; then Alt alone, the pointer 40 points left of it.
        pushModifiers(SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue), key: SDLK_LSHIFT, down: true)
        // (SDL's mouse is in whole pixels: the window's center is at a half, so the pivot lands
        // half a point off the banana's center.)
        let carried = Point(x: (2 * banana.x - center.x).rounded(), y: (2 * banana.y - center.y).rounded())
        let pivot = center + (carried - banana)
        pushMouse(SDL_MOUSEMOTION, at: carried, buttons: 0)
        pumpAndFrame()
        pushModifiers(KMOD_LALT, key: SDLK_LSHIFT, down: false)
        pushMouse(SDL_MOUSEMOTION, at: Point(x: banana.x - 40, y: banana.y), buttons: 0)
        pumpAndFrame()
        hints = host.fingerHints
        let pair = [Point(x: banana.x - 40, y: banana.y), Point(x: 2 * pivot.x - banana.x + 40, y: 2 * pivot.y - banana.y)]
        check(hints.count == 2 && Self.close(hints[0], pair[0]) && Self.close(hints[1], pair[1]),
              "Shift+Alt carried the pair onto the banana, 40 points each side: \(Self.text(hints))")

        // Alt + drag outwards from there: both fingers are on the banana, which is pinched in place.
        let scaleBefore = controller.banana.transform.a
        pushMouse(SDL_MOUSEBUTTONDOWN, at: pair[0])
        pumpAndFrame()
        for step in 1...8 {
            pushMouse(SDL_MOUSEMOTION, at: pair[0] - Vector(dx: 5 * Double(step), dy: 0))
            pumpAndFrame()
        }
        let t = controller.banana.transform
        let scale = sqrt(Double(t.a * t.a + t.b * t.b))
        check(window.engine.activeTouches.count == 2 && scale > scaleBefore * 1.3
                && Self.close(point(controller.banana.center), banana),
              "Alt + drag pinches the banana where it is: scale \(scale), center \(Self.text(point(controller.banana.center)))")
        // The two marks stay under the fingers through the drag.
        let dragged = pair[0] - Vector(dx: 40, dy: 0)
        let marks = [dragged, Point(x: 2 * pivot.x - dragged.x, y: 2 * pivot.y - dragged.y)]
        hints = host.fingerHints
        check(hints.count == 2 && Self.close(hints[0], marks[0]) && Self.close(hints[1], marks[1]),
              "Alt + drag: the two marks follow the fingers to \(Self.text(marks)): \(Self.text(hints))")
        pushMouse(SDL_MOUSEBUTTONUP, at: pair[0] - Vector(dx: 40, dy: 0))
        pumpAndFrame()
        check(window.engine.activeTouches.isEmpty && controller.chomps == 1,
              "releasing lifts both fingers; no chomp (\(controller.chomps))")

        // Letting go of Alt (a key-up event): the pair is home at the window's center again.
        pushModifiers(KMOD_NONE, key: SDLK_LALT, down: false)
        pumpAndFrame()
        pushModifiers(KMOD_LALT, key: SDLK_LALT, down: true)
        pushMouse(SDL_MOUSEMOTION, at: banana, buttons: 0)
        pumpAndFrame()
        hints = host.fingerHints
        check(hints.count == 2 && Self.close(hints[1], mirror),
              "Alt released and pressed again: the pair mirrors about the center: \(Self.text(hints))")
        pushModifiers(KMOD_NONE, key: SDLK_LALT, down: false)
        pumpAndFrame()
        return quit()
    }

    /// Apple's "Simple Gesture Recognizers" sample, ported, through the host: a click is a tap
    /// that shows its picture there; a touch-screen finger swiping left shows the swipe picture
    /// and carries it 220 points left; a click on the segmented control's second segment turns
    /// left swipes off without the tap showing anything, and the next left swipe shows nothing.
    mutating func run(simpleGestures controller: SimpleGesturesViewController) -> Bool {
        let window = host.window
        let size = window.bounds.size
        func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
        host.frame()
        // Each segment is drawn with its title; the selected one on a white plate of its own.
        let lines = host.lastSVG.split(separator: "\n")
        let enable = lines.firstIndex { $0.hasSuffix(">Enable Left Swipes</text>") }
        let disable = lines.firstIndex { $0.hasSuffix(">Disable Left Swipes</text>") }
        check(enable.map { $0 > 0 && lines[$0 - 1].contains(##"fill="#ffffff""##) } == true
                && disable.map { $0 > 0 && !lines[$0 - 1].contains("<rect") } == true,
              "the segmented control is drawn, its first segment selected")

        let tapAt = Point(x: 120, y: 180)
        pushMouse(SDL_MOUSEBUTTONDOWN, at: tapAt)
        pushMouse(SDL_MOUSEBUTTONUP, at: tapAt)
        pumpAndFrame()
        check(controller.imageView.image?.name == "tap" && Self.close(point(controller.imageView.center), tapAt),
              "a click shows the tap picture there: \(controller.imageView.image?.name ?? "none") at \(Self.text(point(controller.imageView.center)))")
        check(host.lastSVG.contains("#asset-tap"), "the tap picture is drawn")

        // A finger from (320, 300) 150 points left in 25-point steps. Returns where the stroke
        // was recognized (the picture's center before its 220-point trip), or nil when no swipe
        // picture showed.
        func swipeLeft(finger: SDL_FingerID) -> Point? {
            controller.imageView.image = nil
            let start = Point(x: 320, y: 300)
            pushFinger(SDL_FINGERDOWN, finger: finger, at: start, size: size)
            pumpAndFrame()
            for step in 1...6 {
                pushFinger(SDL_FINGERMOTION, finger: finger, at: start - Vector(dx: 25 * Double(step), dy: 0), size: size,
                           delta: Vector(dx: -25, dy: 0))
                pumpAndFrame()
            }
            pushFinger(SDL_FINGERUP, finger: finger, at: start - Vector(dx: 150, dy: 0), size: size)
            pumpAndFrame()
            // The sample's one swipe picture, or the scene's that points the way it went.
            guard ["swipe", "swipe-left"].contains(controller.imageView.image?.name ?? "") else { return nil }
            return point(controller.imageView.center) + Vector(dx: 220, dy: 0)
        }
        let swiped = swipeLeft(finger: 1)
        check(swiped.map { $0.x >= 170 && $0.x <= 300 && abs($0.y - 300) < Self.tolerance } == true,
              "a finger swiping left shows the swipe picture where it was recognized, carried 220 points left: \(swiped.map(Self.text) ?? "nothing shown")")

        let control = controller.segmentedControl!
        let second = Point(x: Double(control.frame.midX) + Double(control.bounds.width) / 4, y: Double(control.frame.midY))
        controller.imageView.image = nil
        pushMouse(SDL_MOUSEBUTTONDOWN, at: second)
        pushMouse(SDL_MOUSEBUTTONUP, at: second)
        pumpAndFrame()
        check(control.selectedSegmentIndex == 1 && controller.swipeLeftRecognizer.view == nil
                && controller.imageView.image == nil,
              "a click on the second segment turns left swipes off and shows no tap picture (segment \(control.selectedSegmentIndex))")
        let swipedAgain = swipeLeft(finger: 2)
        check(swipedAgain == nil, "with left swipes off, a left swipe shows nothing: \(swipedAgain.map(Self.text) ?? "nothing shown")")
        return quit()
    }

    // MARK: Pushing events

    private func pushFinger(_ type: SDL_EventType, finger: SDL_FingerID, at point: Point, size: Size,
                            delta: Vector = .zero) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = Self.touchDevice
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(point.x / size.width)
        event.tfinger.y = Float(point.y / size.height)
        event.tfinger.dx = Float(delta.dx / size.width)
        event.tfinger.dy = Float(delta.dy / size.height)
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        SDL_PushEvent(&event)
    }

    /// Sets SDL's modifier state and pushes the key event that changed it.
    private func pushModifiers(_ state: SDL_Keymod, key: SDL_KeyCode, down: Bool) {
        SDL_SetModState(state)
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        event.key.keysym.mod = UInt16(state.rawValue)
        SDL_PushEvent(&event)
    }

    private func pushMouse(_ type: SDL_EventType, at point: Point,
                           buttons: UInt32 = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1),
                           button: UInt8 = UInt8(SDL_BUTTON_LEFT)) {
        var event = SDL_Event()
        if type == SDL_MOUSEMOTION {
            event.motion.type = type.rawValue
            event.motion.which = 0
            event.motion.state = buttons
            event.motion.x = Int32(point.x.rounded())
            event.motion.y = Int32(point.y.rounded())
        } else {
            event.button.type = type.rawValue
            event.button.which = 0
            event.button.button = button
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Int32(point.x.rounded())
            event.button.y = Int32(point.y.rounded())
        }
        SDL_PushEvent(&event)
    }

    /// A wheel event over `point`: positive notches away from the person.
    private func pushWheel(at point: Point, notches: Int32) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.which = 0
        event.wheel.y = notches
        event.wheel.preciseY = Float(notches)
        event.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
        event.wheel.mouseX = Int32(point.x.rounded())
        event.wheel.mouseY = Int32(point.y.rounded())
        SDL_PushEvent(&event)
    }

    private func pushKey(_ key: SDL_KeyCode) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(key.rawValue)
        SDL_PushEvent(&event)
    }

    private func pumpAndFrame() {
        host.pumpEvents()
        host.frame()
    }

    // MARK: Checks

    private mutating func check(_ condition: Bool, _ what: String) {
        if condition {
            passed += 1
            print("self-test: ok    \(what)")
        } else {
            failed += 1
            print("self-test: FAIL  \(what)")
        }
    }

    private static func close(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Whether two ARGB pixels differ by at most 2 in every channel (rasterizers round).
    private static func close(_ a: UInt32, to b: UInt32) -> Bool {
        (0..<4).allSatisfy { channel in
            let shift = UInt32(channel * 8)
            return abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 2
        }
    }

    /// A point with two decimals, for the report.
    private static func text(_ point: Point) -> String {
        func two(_ v: Double) -> String {
            let hundredths = Int((v * 100).rounded())
            let sign = hundredths < 0 ? "-" : ""
            let magnitude = abs(hundredths)
            let fraction = magnitude % 100
            return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        }
        return "(\(two(point.x)), \(two(point.y)))"
    }

    private static func text(_ points: [Point]) -> String {
        "[" + points.map { text($0) }.joined(separator: ", ") + "]"
    }

    private static func hex(_ value: UInt32) -> String {
        "0x" + String(value, radix: 16)
    }

    private static func view(named name: String, in root: View) -> View? {
        var stack: [View] = [root]
        while let view = stack.popLast() {
            if view.accessibilityIdentifier == name { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
