import Gestures

// The page's side of the engine, compiled in Embedded Swift for wasm32 with the monkey-and-banana
// and photo-gallery scenes: the browser's pointer, wheel and focus events come in through the
// `page_…` entry points (Embedded/web/site/page.mjs turns Pointer Events into these calls), and the
// picture, sounds, the story of the arbitration and the inspector's state go out through the
// `host_…` functions the page provides. The page never reads a clock of its own: every call
// carries the page's time, which drives a ManualClock, as tests drive one.
//
// What the browser may send that a native backend would not, and what the page does with it (each
// counted and told in the story as a `page:` line; the engine's own checks still apply after):
// - a pointer that goes down again while down: its old touch is cancelled, a new one begins;
// - a move, lift or cancel of a pointer that is not down (after focus was lost, or never
//   pressed): ignored;
// - a press outside the scene, or at a coordinate that is not a number: refused, with the rest of
//   that pointer's events;
// - a timestamp on another clock (more than `PageHost.clockTolerance` from the page's time, or not
//   a number): the page's time is used instead;
// - the page losing focus or being hidden: every touch is cancelled, a wheel scroll too;
// - the page resized or rotated: touches in flight are cancelled, as iOS cancels them when the
//   interface rotates (our decision for a resize, which iOS has no counterpart for);
// - an allocation the module cannot make: the module traps and the page reports it stopped
//   (Embedded/web/site/page.mjs), as the replay module's host does.

/// The picture of the scene as it is now: one SVG document, UTF-8.
@_extern(c, "host_svg")
func hostSVG(_ bytes: UnsafePointer<UInt8>, _ count: Int)

/// Plays a sound: 0 the chomp, 1 the laugh (``Sound``'s cases in order).
@_extern(c, "host_sound")
func hostSound(_ sound: Int32)

/// One line of the story (the engine's diagnostics that explain a gesture, and the page's own
/// reports), at a time in seconds on the page's clock.
@_extern(c, "host_story")
func hostStory(_ time: Double, _ bytes: UnsafePointer<UInt8>, _ count: Int)

/// The inspector's present, as one JSON object: touches, active recognizers, named views, the
/// scene's events and the page's problem counts.
@_extern(c, "host_state")
func hostState(_ bytes: UnsafePointer<UInt8>, _ count: Int)

func withBytes(_ text: String, _ body: (UnsafePointer<UInt8>, Int) -> Void) {
    var text = text
    text.withUTF8 { buffer in
        if let base = buffer.baseAddress {
            body(base, buffer.count)
        } else {
            let empty: [UInt8] = [0]
            empty.withUnsafeBufferPointer { body($0.baseAddress!, 0) }
        }
    }
}

/// Sounds go to the page's Web Audio.
final class PageSoundPlayer: SoundPlayer {
    func play(_ sound: Sound) { hostSound(sound == .chomp ? 0 : 1) }
}

/// One scene in the page, with its clock, its input's bookkeeping and what the page last drew.
final class PageHost {
    /// How far an event's timestamp may be from the page's time and still be taken as on the same
    /// clock, in seconds: events reach the page within a frame or two of their timestamp; one a
    /// second off is from another clock (an epoch, a different origin). Our decision.
    static let clockTolerance = 1.0
    /// The force at full pressure, as UIKit reports it, for a finger (20/3, 3D Touch iPhones) and
    /// for a pen (25/6, Apple Pencil) [REPORTED]: the figures the evdev backend uses.
    static let maximumFingerForce = 20.0 / 3.0
    static let maximumPenForce = 25.0 / 6.0
    /// The touch id of a press of a mouse button other than the left one (the left one's fingers
    /// are ``MouseTouchEmulator``'s 1 and 2).
    static let otherButtonTouchID = 3
    /// The first touch id given to a browser's finger or pen pointer.
    static let firstPointerTouchID = 100
    /// How many of the scene's latest events the inspector's state carries. Our decision: more
    /// than the inspector shows (6), few enough that the state stays small all session long.
    static let recentEventCount = 20
    /// Story lines skipped: every touch delivery and every recognizer's engagement and reset are
    /// in the inspector's state already, and would drown the decisions (so would a continuous
    /// gesture's `changed → changed`, also skipped).
    static let quietKinds: Set<String> = ["delivered", "engaged", "reset"]

    let clock = ManualClock()
    let scene: any PlaygroundScene
    let sounds = PageSoundPlayer()
    var mouse: MouseTouchEmulator
    /// Our touch ids for the browser's finger and pen pointers that are down.
    var pointers: [Int: Int] = [:]
    /// Pointers refused at their press, whose other events are dropped without a report.
    var refused: Set<Int> = []
    var nextTouchID = PageHost.firstPointerTouchID
    /// The mouse button other than the left one held down, carried by one pointer touch.
    var otherButton: ButtonMask?
    var hovering = false
    /// Page problems by kind, in the order first seen.
    var problems: [(kind: String, count: Int)] = []
    var lastSVG = ""
    var lastState = ""

    var window: Window { scene.window }

    var size: Size { window.bounds.size }

    init(scene index: Int, start: Double) {
        clock.advance(to: Swift.max(0, start.isFinite ? start : 0))
        scene = index == 1 ? GalleryScene(clock: clock) : MonkeyScene(clock: clock)
        mouse = MouseTouchEmulator(windowSize: scene.window.bounds.size)
        scene.soundPlayer = sounds
        _ = scene.window.engine.addObserver { [unowned(unsafe) self] diagnostic in
            guard !Self.quietKinds.contains(diagnostic.kind) else { return }
            // A gesture's every change is its action line already.
            if case let .transition(_, from, to) = diagnostic.event, from == to { return }
            self.story(diagnostic.line)
        }
    }


    // MARK: Time

    /// The time an event happened on the page's clock: its own timestamp when it is on the same
    /// clock as the page, else the page's time; never before the clock's present, to which the
    /// clock is then advanced (firing the timers that fell due, a long press's among them).
    func time(event: Double, page: Double) -> Double {
        var pageTime = page.isFinite ? page : clock.now
        pageTime = Swift.max(pageTime, clock.now)
        let foreign = !event.isFinite || (event - pageTime).magnitude > Self.clockTolerance
        clock.advance(to: Swift.max(foreign ? pageTime : event, clock.now))
        if foreign {
            problem("clock", "an event's timestamp (\(event) s) is not on the page's clock (\(pageTime) s): the page's time is used")
        }
        return clock.now
    }

    // MARK: Problems and the story

    func problem(_ kind: String, _ message: String) {
        if let index = problems.firstIndex(where: { $0.kind == kind }) {
            problems[index].count += 1
        } else {
            problems.append((kind, 1))
        }
        story("page: " + message)
    }

    func story(_ line: String) {
        withBytes(line) { hostStory(clock.now, $0, $1) }
    }

    var problemCount: Int { problems.reduce(0) { $0 + $1.count } }

    // MARK: Input

    /// A pointer event. `kind`: 0 touch, 1 pen, 2 mouse. `phase`: 0 down, 1 move, 2 up, 3 cancel,
    /// 4 enter, 5 leave. `button`: the button that changed (0 left, 1 middle, 2 right, as
    /// `PointerEvent.button`), -1 for none.
    func pointer(kind: Int, phase: Int, id: Int, at location: Point, time: Double, button: Int,
                 pressure: Double, radius: Double, altitude: Double, azimuth: Double, modifiers: Int) {
        switch kind {
        case 2: mousePointer(phase: phase, at: location, time: time, button: button, modifiers: modifiers)
        case 0, 1: fingerPointer(isPen: kind == 1, phase: phase, id: id, at: location, time: time,
                                 pressure: pressure, radius: radius, altitude: altitude, azimuth: azimuth)
        default: problem("pointer", "a pointer of unknown kind \(kind): ignored")
        }
    }

    func fingerPointer(isPen: Bool, phase: Int, id: Int, at location: Point, time: Double,
                       pressure: Double, radius: Double, altitude: Double, azimuth: Double) {
        var samples: [TouchInput] = []
        func sample(_ touchID: Int, _ touchPhase: Touch.Phase) -> TouchInput {
            let maximum = isPen ? Self.maximumPenForce : Self.maximumFingerForce
            var touch = TouchInput(id: touchID, phase: touchPhase, location: location, type: isPen ? .stylus : .direct)
            if pressure > 0, pressure <= 1 {
                touch.force = pressure * maximum
                touch.maximumPossibleForce = maximum
            }
            if radius > 0, radius.isFinite { touch.majorRadius = radius }
            if isPen, altitude.isFinite, azimuth.isFinite {
                touch.altitudeAngle = altitude
                touch.azimuthAngle = azimuth
            }
            return touch
        }
        switch phase {
        case 0:
            refused.remove(id)
            if let stale = pointers.removeValue(forKey: id) {
                problem("pressed twice", "pointer \(id) went down again while down: its touch \(stale) is cancelled")
                samples.append(TouchInput(id: stale, phase: .cancelled, location: lastLocation(of: stale)))
            }
            guard accepts(location, pointer: id) else { break }
            if isPen, hovering { hover(.exited, at: location, time: time) }
            let touchID = nextTouchID
            nextTouchID += 1
            pointers[id] = touchID
            samples.append(sample(touchID, .began))
        case 1, 2, 3:
            guard let touchID = pointers[id] else {
                // A pen above the glass hovers, as Apple Pencil does over an iPad.
                if isPen, phase == 1, location.isFinite {
                    hover(hovering ? .moved : .entered, at: location, time: time)
                    return
                }
                if !refused.contains(id) {
                    problem("not down", "pointer \(id) \(phase == 1 ? "moved" : phase == 2 ? "lifted" : "was cancelled") while not down: ignored")
                }
                if phase != 1 { refused.remove(id) }
                return
            }
            guard location.isFinite || phase == 3 else {
                problem("coordinates", "pointer \(id) at a coordinate that is not a number: ignored")
                return
            }
            if phase != 1 { pointers[id] = nil }
            samples.append(sample(touchID, phase == 1 ? .moved : phase == 2 ? .ended : .cancelled))
        default:
            return
        }
        send(samples, time: time)
    }

    /// A press must land on the scene, at a place that is a number.
    func accepts(_ location: Point, pointer id: Int) -> Bool {
        if !location.isFinite {
            problem("coordinates", "pointer \(id) pressed at a coordinate that is not a number: refused")
        } else if location.x < 0 || location.y < 0 || location.x > size.width || location.y > size.height {
            problem("outside", "pointer \(id) pressed outside the scene at (\(location.x), \(location.y)): refused")
        } else {
            return true
        }
        refused.insert(id)
        return false
    }

    func mousePointer(phase: Int, at location: Point, time: Double, button: Int, modifiers: Int) {
        let keys = Self.emulatorModifiers(modifiers)
        switch phase {
        case 0 where button == 0:
            guard accepts(location, pointer: 0) else { return }
            if hovering { hover(.exited, at: location, time: time) }
            send(mouse.press(at: location, modifiers: keys), time: time, modifiers: modifiers)
        case 0:
            guard !mouse.isPressed, otherButton == nil, accepts(location, pointer: 0) else { return }
            otherButton = button == 2 ? .secondary : .button(button == 1 ? 3 : button + 1)
            send([TouchInput(id: Self.otherButtonTouchID, phase: .began, location: location, type: .pointer)],
                 time: time, modifiers: modifiers)
        case 1:
            guard location.isFinite else {
                problem("coordinates", "the mouse at a coordinate that is not a number: ignored")
                return
            }
            if otherButton != nil {
                send([TouchInput(id: Self.otherButtonTouchID, phase: .moved, location: location, type: .pointer)],
                     time: time, modifiers: modifiers)
            } else if mouse.isPressed {
                send(mouse.move(to: location, modifiers: keys), time: time, modifiers: modifiers)
            } else {
                mouse.modifiersChanged(keys)
                hover(hovering ? .moved : .entered, at: location, time: time)
            }
        case 2 where button == 0:
            guard mouse.isPressed else { return }
            send(mouse.release(at: location.isFinite ? location : mouse.pivot), time: time, modifiers: modifiers)
        case 2:
            guard otherButton != nil else { return }
            otherButton = nil
            send([TouchInput(id: Self.otherButtonTouchID, phase: .ended, location: location, type: .pointer)],
                 time: time, modifiers: modifiers)
        case 3:
            cancelAll(time: time)
        case 4 where location.isFinite && !mouse.isPressed && otherButton == nil:
            hover(hovering ? .moved : .entered, at: location, time: time)
        case 5 where hovering:
            hover(.exited, at: location, time: time)
        default:
            break
        }
    }

    func hover(_ phase: PointerInput.Phase, at location: Point, time: Double) {
        hovering = phase != .exited
        let place = location.isFinite ? location : Point(x: size.width / 2, y: size.height / 2)
        window.sendEvent(InputEvent(timestamp: time, pointer: PointerInput(phase: phase, location: place)))
    }

    /// A wheel turned: `dx`, `dy` as `WheelEvent.deltaX/Y` (down and right positive) in `mode`
    /// 0 pixels, 1 lines, 2 pages.
    func wheelTurned(at location: Point, dx: Double, dy: Double, mode: Int, time: Double) {
        guard location.isFinite, location.x >= 0, location.y >= 0, location.x <= size.width, location.y <= size.height else {
            problem("outside", "a wheel turned outside the scene: ignored")
            return
        }
        // Pixels scroll as many points; a line is one detent; a page is the scene's height.
        let pointsPerUnit = mode == 0 ? 1 : mode == 1 ? GestureConstants.pointsPerWheelDetent : size.height
        let detents = Vector(dx: dx * pointsPerUnit / GestureConstants.pointsPerWheelDetent,
                             dy: -dy * pointsPerUnit / GestureConstants.pointsPerWheelDetent)
        pageWheel.turn(by: detents, at: location, time: time)
    }

    /// The wheel's scroll sequences, as the window host's (`WheelScroll`).
    lazy var pageWheel: WheelScroll = {
        let window = self.window
        return WheelScroll(clock: clock) { window.sendEvent($0) }
    }()

    /// Every touch in flight ends cancelled (the page lost focus, or its size changed), and a wheel
    /// scroll under way too.
    func cancelAll(time: Double) {
        var samples = mouse.cancel()
        for (_, touchID) in pointers.sorted(by: { $0.value < $1.value }) {
            samples.append(TouchInput(id: touchID, phase: .cancelled, location: lastLocation(of: touchID)))
        }
        pointers.removeAll()
        if otherButton != nil {
            otherButton = nil
            samples.append(TouchInput(id: Self.otherButtonTouchID, phase: .cancelled, location: .zero, type: .pointer))
        }
        send(samples, time: time)
        pageWheel.finish(.cancelled)
        if hovering { hover(.exited, at: .zero, time: time) }
    }

    /// Where the engine last saw the touch of our id `touchID` (a cancellation leaves it there).
    func lastLocation(of touchID: Int) -> Point {
        window.engine.activeTouches.first { $0.identifier == touchID }?.locationInWindow ?? .zero
    }

    func send(_ samples: [TouchInput], time: Double, modifiers: Int = 0) {
        guard !samples.isEmpty else { return }
        var event = InputEvent(timestamp: time, touches: samples)
        event.buttonMask = (mouse.isPressed ? ButtonMask.primary : []).union(otherButton ?? [])
        event.modifierFlags = Self.keyModifierFlags(modifiers)
        window.sendEvent(event)
    }

    /// The page's modifier bits (1 Shift, 2 Control, 4 Alt, 8 Meta) as UIKit's flags.
    static func keyModifierFlags(_ bits: Int) -> KeyModifierFlags {
        var flags: KeyModifierFlags = []
        if bits & 1 != 0 { flags.insert(.shift) }
        if bits & 2 != 0 { flags.insert(.control) }
        if bits & 4 != 0 { flags.insert(.alternate) }
        if bits & 8 != 0 { flags.insert(.command) }
        return flags
    }

    static func emulatorModifiers(_ bits: Int) -> MouseTouchEmulator.Modifiers {
        var keys: MouseTouchEmulator.Modifiers = []
        if bits & 1 != 0 { keys.insert(.shift) }
        if bits & 4 != 0 { keys.insert(.alt) }
        return keys
    }

    // MARK: Frames

    /// One frame at `time`: timers, the scene's animations, and the picture and inspector when
    /// they changed.
    func frame(at page: Double) {
        if page.isFinite, page > clock.now { clock.advance(to: page) }
        scene.step(to: clock.now)
        let svg = SceneSnapshot().svg(of: window)
        if svg != lastSVG {
            lastSVG = svg
            withBytes(svg, hostSVG)
        }
        let state = stateJSON()
        if state != lastState {
            lastState = state
            withBytes(state, hostState)
        }
    }

    /// The inspector's present: `{"scene":…,"time":…,"touches":[…],"recognizers":[…],"views":[…],
    /// "eventCount":…,"events":[…],"problems":{…}}`, and the gallery's page, zoom, bar, rows and
    /// list offset.
    func stateJSON() -> String {
        typealias J = NamedViewStates
        var out = "{\"scene\":\(J.json(scene.title)),\"time\":\(J.json(clock.now)),\"touches\":["
        for (index, touch) in window.engine.activeTouches.enumerated() {
            if index > 0 { out += "," }
            let p = touch.locationInWindow
            out += "{\"id\":\(touch.identifier),\"type\":\(J.json(touch.type.description)),\"phase\":\(J.json(touch.phase.description))"
            out += ",\"x\":\(J.json((p.x * 10).rounded() / 10)),\"y\":\(J.json((p.y * 10).rounded() / 10))"
            out += ",\"view\":\(J.json(touch.view?.accessibilityIdentifier ?? touch.view.map { typeName(of: $0) } ?? "none"))}"
        }
        out += "],\"recognizers\":["
        for (index, recognizer) in window.engine.activeRecognizers.enumerated() {
            if index > 0 { out += "," }
            out += "{\"name\":\(J.json(recognizer.diagnosticLabel)),\"state\":\(J.json(recognizer.state.description))"
            out += ",\"view\":\(J.json(recognizer.view?.accessibilityIdentifier ?? "none"))}"
        }
        out += "],\"views\":" + J(window: window).viewsJSON()
        // The scene's latest events (its log grows all session long; the page shows the end).
        let events = (scene as? MonkeyScene)?.events ?? (scene as? GalleryScene)?.events ?? []
        out += ",\"eventCount\":\(events.count),\"events\":["
        out += events.suffix(Self.recentEventCount).map { J.json($0) }.joined(separator: ",")
        out += "],\"problems\":{"
        out += problems.map { "\(J.json($0.kind)):\($0.count)" }.joined(separator: ",")
        out += "}"
        if let gallery = scene as? GalleryScene {
            out += ",\"page\":\(gallery.currentPage),\"zoom\":\(J.json(gallery.pages[gallery.currentPage].zoomScale))"
            out += ",\"barShown\":\(!gallery.bar.isHidden && gallery.bar.alpha > 0),\"rows\":\(gallery.rows.count)"
            out += ",\"listOffset\":\(J.json(gallery.list.contentOffset.y))"
        }
        return out + "}"
    }
}

// MARK: Entry points

/// The scenes shown so far, each made the first time it is shown and kept for the page's life:
/// in Embedded Swift a scene's objects hold one another strongly (a recognizer its action's
/// target, a view its window), so a scene let go of would never be freed (docs/embedding.md).
/// Coming back to a scene shows it as it was left.
var hosts: [Int: PageHost] = [:]
/// The scene shown.
var page: PageHost?

/// Shows scene `index` (0 the monkey and the banana, 1 the photo gallery) at the page's time
/// `now` (seconds), cancelling the touches in flight in the scene shown before; returns its width
/// in points (its height through `page_height`).
@_cdecl("page_open")
public func pageOpen(_ index: Int32, _ now: Double) -> Double {
    let key = index == 1 ? 1 : 0
    if let page, page !== hosts[key] { page.cancelAll(time: page.time(event: now, page: now)) }
    let host = hosts[key] ?? PageHost(scene: key, start: now)
    hosts[key] = host
    page = host
    // The page shows another picture now: this scene's is sent whether or not it changed.
    host.lastSVG = ""
    host.lastState = ""
    host.frame(at: now)
    return host.size.width
}

/// The shown scene's height in points.
@_cdecl("page_height")
public func pageHeight() -> Double { page?.size.height ?? 0 }

/// A pointer event (see `PageHost.pointer`), at `time` by the event's timestamp and `now` by the
/// page's clock, both in seconds; `x`, `y` in scene points.
@_cdecl("page_pointer")
public func pagePointer(_ kind: Int32, _ phase: Int32, _ id: Int32, _ x: Double, _ y: Double,
                        _ time: Double, _ now: Double, _ button: Int32, _ pressure: Double, _ radius: Double,
                        _ altitude: Double, _ azimuth: Double, _ modifiers: Int32) {
    guard let page else { return }
    let at = page.time(event: time, page: now)
    page.pointer(kind: Int(kind), phase: Int(phase), id: Int(id), at: Point(x: x, y: y), time: at,
                 button: Int(button), pressure: pressure, radius: radius, altitude: altitude,
                 azimuth: azimuth, modifiers: Int(modifiers))
}

/// A wheel event at scene point (`x`, `y`).
@_cdecl("page_wheel")
public func pageWheel(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, _ mode: Int32,
                      _ time: Double, _ now: Double) {
    guard let page else { return }
    let at = page.time(event: time, page: now)
    page.wheelTurned(at: Point(x: x, y: y), dx: dx, dy: dy, mode: Int(mode), time: at)
}

/// The page lost focus or was hidden (`reason` 0), or was resized or rotated (1): touches in
/// flight are cancelled, reported when there were any.
@_cdecl("page_interrupted")
public func pageInterrupted(_ reason: Int32, _ now: Double) {
    guard let page else { return }
    let at = page.time(event: now, page: now)
    let inFlight = !page.pointers.isEmpty || page.mouse.isPressed || page.otherButton != nil || page.pageWheel.isScrolling
    if inFlight {
        page.problem(reason == 0 ? "focus lost" : "resized",
                     reason == 0 ? "the page lost focus: its touches are cancelled"
                                 : "the page changed size mid-gesture: its touches are cancelled")
    }
    page.cancelAll(time: at)
}

/// One frame at the page's time `now`.
@_cdecl("page_frame")
public func pageFrame(_ now: Double) {
    page?.frame(at: now)
}

/// How many problems the page has reported since the scene opened.
@_cdecl("page_problem_count")
public func pageProblemCount() -> Int32 { Int32(page?.problemCount ?? 0) }
