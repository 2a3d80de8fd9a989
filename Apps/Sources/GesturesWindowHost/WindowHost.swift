import CSDL2
import GestureApps
import GestureTesting
import Gestures
import GesturesAVFoundation
import GesturesUIKit
import Glibc

/// Shows a window of views — an engine ``Window``, a `UIWindow` with its root view controller, or a
/// playground scene — in an SDL window, fed with the touch screen's fingers, the mouse (one finger,
/// or two with Alt as in the iOS Simulator; the right and middle buttons as one touch carrying that
/// button; clicks as pointer touches with ``Configuration/supportsIndirectInputEvents``; the wheel
/// as scrolling) and the keyboard (modifier keys on every event),
/// on the real clock.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: MonotonicClock())
/// window.rootViewController = MonkeyViewController()
/// window.makeKeyAndVisible()
/// exit(WindowHost.show(window, title: "Monkey"))
/// ```
///
/// Each frame (``frame()``): the clock fires due timers (animations and recognizers' timers run on
/// them), ``onFrame`` runs, the dump gets a line if a named view moved, and the window's SVG
/// snapshot is rasterized with librsvg and shown if it changed. Input is handled as it arrives
/// (``handle(_:)``), each event stamped with the clock's `now`.
///
/// SDL is started by the first host (hints for a software renderer and for keeping touches and
/// the mouse apart) and stopped when that host goes away.
@MainActor
public final class WindowHost {
    /// Frames per second: 60, the refresh rate of nearly every display. Our decision.
    public static let framesPerSecond = 60.0

    /// What a host shows and how.
    public struct Configuration {
        /// The caption of the SDL window.
        public var title: String
        /// Start with the overlay of touches and recognizer states shown (the O key toggles it).
        public var showsOverlay = false
        /// Where to write the named views' states as JSON lines, if anywhere.
        public var dumpPath: String?
        /// The folder of the sounds' WAV files; nil for `GESTURES_PLAYGROUND_SOUNDS` or the
        /// package's `Resources`.
        public var soundsDirectory: String?
        /// Log the engine's decisions and the sounds played.
        public var verbose = false
        /// Take mouse clicks as iPadOS does for an app that sets UIKit's
        /// `UIApplicationSupportsIndirectInputEvents`: a click (of any button) is a touch of type
        /// `.pointer` (UIKit's `.indirectPointer`). Off by default, as in UIKit and the iOS
        /// Simulator: clicks are `.direct` touches, as fingers would be. The two fingers of the Alt
        /// emulation are `.direct` either way.
        public var supportsIndirectInputEvents = false
        /// Where to record the input as a trace file (docs/trace-format.md), if anywhere: every
        /// event the window gets, with its buttons, modifier keys and scrolls, so that
        /// `gestures replay` plays it again.
        public var recordPath: String?
        /// Where messages go; standard error by default.
        public var log: @MainActor (String) -> Void = { WindowHost.printError($0) }

        /// A configuration with the given title and everything else off.
        public init(title: String) {
            self.title = title
        }
    }

    /// Why a host could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// The reason, as one line for a person.
        public let description: String
    }

    /// The engine window shown.
    public let window: Window
    /// The clock input is stamped with and timers run on.
    public let clock: MonotonicClock
    /// The sounds: scenes' ``Sound``s, and the files ported code plays through `AVAudioPlayer`.
    public private(set) var sounds: SDLSoundPlayer?
    /// Draws the snapshots.
    public let rasterizer: SVGRasterizer
    /// Runs once per frame after the timers, with the clock's time (a scene's `step(to:)`).
    public var onFrame: (@MainActor (Double) -> Void)?
    /// Sees each key press first; returning true keeps the host from acting on it.
    public var onKey: (@MainActor (KeyPress) -> Bool)?
    /// Whether the overlay of touches and recognizer states is shown (the O key).
    public private(set) var showsOverlay: Bool
    /// Set by the Q and Escape keys and by SDL_QUIT (which SDL sends on SIGINT and SIGTERM too).
    public private(set) var quitRequested = false
    /// The SVG last drawn, to skip rasterizing unchanged frames.
    public private(set) var lastSVG = ""
    /// How many times the snapshot was rasterized.
    public private(set) var renderCount = 0

    /// A key pressed over the window.
    public struct KeyPress: Sendable {
        /// SDL's name of the key ("O", "Escape", "Left Shift"…).
        public let name: String
        /// The modifier keys held.
        public let modifiers: KeyModifierFlags
    }

    private let deliver: @MainActor (InputEvent) -> Void
    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private let texture: OpaquePointer
    private let size: Size
    private let ownsSDL: Bool
    private var mouse: MouseTouchEmulator
    /// The wheel's scroll sequences (`GestureConstants.pointsPerWheelDetent` points a notch, ended
    /// `GestureConstants.wheelScrollEndInterval` after the last notch, on the clock's timers).
    private lazy var wheel = WheelScroll(clock: clock) { [unowned self] in emit($0) }
    /// The trace being recorded, if one is.
    private var recorder: TraceWriter<TraceFileOutput>?
    /// The button other than the left one held down, carried by one pointer touch.
    private var otherButton: ButtonMask?
    /// The id of the pointer touch of a button other than the left one.
    static let pointerTouchID = 3
    /// Whether clicks are pointer touches (``Configuration/supportsIndirectInputEvents``); a
    /// change applies from the next press.
    public var supportsIndirectInputEvents: Bool {
        didSet { mouse.singleFingerType = clickType }
    }
    /// The type of a click's touch.
    private var clickType: Touch.TouchType { supportsIndirectInputEvents ? .pointer : .direct }
    /// The pointer's place while it is over the window, for the emulated fingers' hover hints.
    private var pointer: Point?
    /// Our touch ids for SDL's fingers, by touch device and finger.
    private var fingers: [FingerKey: Int] = [:]
    private var nextFingerID = 100
    private var dump: DumpWriter?
    private var lastStates: NamedViewStates?
    private let log: @MainActor (String) -> Void

    private struct FingerKey: Hashable {
        let device: SDL_TouchID
        let finger: SDL_FingerID
    }

    // MARK: Opening

    /// Opens an SDL window the size of `window`'s bounds showing it; input goes to `deliver`
    /// (by default the window's own `sendEvent`). Starts SDL if nobody has.
    public init(window: Window, clock: MonotonicClock, configuration: Configuration,
                deliver: (@MainActor (InputEvent) -> Void)? = nil) throws(StartError) {
        self.window = window
        self.clock = clock
        let deliver = deliver ?? { window.sendEvent($0) }
        self.deliver = deliver
        self.log = configuration.log
        self.showsOverlay = configuration.showsOverlay
        let bounds = window.bounds.standardized
        let width = Int32(Swift.min(8192, Swift.max(1, bounds.width.rounded())))
        let height = Int32(Swift.min(8192, Swift.max(1, bounds.height.rounded())))
        size = Size(width: Double(width), height: Double(height))
        mouse = MouseTouchEmulator(windowSize: size)
        supportsIndirectInputEvents = configuration.supportsIndirectInputEvents
        mouse.singleFingerType = configuration.supportsIndirectInputEvents ? .pointer : .direct

        let ownsSDL = SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0
        self.ownsSDL = ownsSDL
        if ownsSDL { try Self.startSDL() }
        var made: (OpaquePointer?, OpaquePointer?, OpaquePointer?) = (nil, nil, nil)
        func fail(_ message: String) -> StartError {
            if let texture = made.2 { SDL_DestroyTexture(texture) }
            if let renderer = made.1 { SDL_DestroyRenderer(renderer) }
            if let sdlWindow = made.0 { SDL_DestroyWindow(sdlWindow) }
            if ownsSDL { SDL_Quit() }
            return StartError(description: message)
        }
        guard let rasterizer = SVGRasterizer(width: width, height: height) else {
            throw fail("could not make a \(width)×\(height) cairo surface")
        }
        self.rasterizer = rasterizer
        made.0 = SDL_CreateWindow(configuration.title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                                  width, height, SDL_WINDOW_SHOWN.rawValue)
        guard let sdlWindow = made.0 else { throw fail("could not open a window: \(Self.sdlError)") }
        made.1 = SDL_CreateRenderer(sdlWindow, -1, 0)
        guard let renderer = made.1 else { throw fail("could not make a renderer: \(Self.sdlError)") }
        made.2 = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                   Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
        guard let texture = made.2 else { throw fail("could not make a texture: \(Self.sdlError)") }
        if let path = configuration.dumpPath {
            guard let writer = DumpWriter(path: path) else {
                throw fail("cannot write the dump to '\(path)': \(String(cString: strerror(errno)))")
            }
            dump = writer
        }
        self.sdlWindow = sdlWindow
        self.renderer = renderer
        self.texture = texture

        let sounds = SDLSoundPlayer(directory: configuration.soundsDirectory ?? Self.defaultSoundsDirectory,
                                    verbose: configuration.verbose, log: configuration.log)
        self.sounds = sounds
        AVAudioPlayer.playbackHandler = { [weak sounds] url in sounds?.play(fileNamed: url.path) }
        if configuration.verbose {
            let log = configuration.log
            window.engine.addObserver { diagnostic in log("engine: \(diagnostic.line)") }
        }
        writeDump(reason: "start")
        if let path = configuration.recordPath {
            do {
                try startRecording(to: path)
            } catch {
                throw fail("cannot record to '\(path)': \(error.message)")
            }
        }
    }

    /// Shows a `UIWindow` (with its root view controller): input goes through the window's
    /// `sendEvent`, which lays out afterwards. The window must run on a ``MonotonicClock``.
    public convenience init(window: UIWindow, configuration: Configuration) throws(StartError) {
        guard let clock = window.clock as? MonotonicClock else {
            throw StartError(description: "the window runs on \(type(of: window.clock)), not a MonotonicClock: "
                             + "make it with UIWindow(frame:clock: MonotonicClock())")
        }
        try self.init(window: window.engineWindow, clock: clock, configuration: configuration) {
            window.sendEvent($0)
        }
    }

    /// Shows a playground scene: its sounds go to the host's player, and it steps every frame.
    public convenience init(scene: any PlaygroundScene, clock: MonotonicClock,
                            configuration: Configuration) throws(StartError) {
        try self.init(window: scene.window, clock: clock, configuration: configuration)
        scene.soundPlayer = sounds
        onFrame = { scene.step(to: $0) }
    }

    /// Shows `window` until the person quits: the whole program in one call. Returns the exit
    /// status: 0, or 2 (with the reason on standard error) when there is no display or no window.
    public static func show(_ window: UIWindow, title: String) -> Int32 {
        do {
            let host = try WindowHost(window: window, configuration: Configuration(title: title))
            host.run()
            return 0
        } catch {
            printError("\(title): \(error.description)")
            return 2
        }
    }

    isolated deinit {
        sounds = nil
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
        if ownsSDL { SDL_Quit() }
    }

    // MARK: Running

    /// Runs until quit (or for `exitAfter` seconds), then writes the dump's last line.
    public func run(exitAfter: Double? = nil) {
        let frameInterval = 1 / Self.framesPerSecond
        var nextFrame = clock.now
        let deadline = exitAfter.map { clock.now + $0 }
        var event = SDL_Event()
        while !quitRequested {
            let wait = Swift.max(0, nextFrame - clock.now)
            if SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) != 0 {
                handle(&event)
                pumpEvents()
            }
            if let deadline, clock.now >= deadline { break }
            if clock.now >= nextFrame {
                frame()
                nextFrame = Swift.max(nextFrame + frameInterval, clock.now)
            }
        }
        finish()
    }

    /// Handles every event waiting in SDL's queue.
    public func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(&event)
        }
    }

    /// One frame: timers (the end of a wheel's scroll among them), ``onFrame``, dump, drawing.
    public func frame() {
        clock.fireDueTimers()
        onFrame?(clock.now)
        writeDump(reason: "change")
        render()
    }

    /// Writes the dump's last line and closes it.
    public func finish() {
        writeDump(reason: "exit", always: true)
        dump = nil
        do {
            try stopRecording()
        } catch {
            log("the recording could not be written: \(error.message)")
        }
    }

    // MARK: Input

    /// Turns one SDL event into input for the window, or into a host action.
    public func handle(_ event: inout SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: SDL_EventType(rawValue: event.type))
        case SDL_MOUSEBUTTONDOWN:
            guard event.button.which != CSDL2_TOUCH_MOUSEID else { return }
            let location = point(event.button.x, event.button.y)
            if event.button.button == UInt8(SDL_BUTTON_LEFT) {
                send(mouse.press(at: location, modifiers: modifiers()))
            } else if !mouse.isPressed, otherButton == nil {
                // Another button: one touch carrying that button, as iPadOS reports a click.
                otherButton = Self.buttonMask(ofSDLButton: event.button.button)
                send([TouchInput(id: Self.pointerTouchID, phase: .began, location: location, type: clickType)])
            }
        case SDL_MOUSEMOTION:
            guard event.motion.which != CSDL2_TOUCH_MOUSEID else { return }
            let location = point(event.motion.x, event.motion.y)
            pointer = location
            if otherButton != nil {
                send([TouchInput(id: Self.pointerTouchID, phase: .moved, location: location, type: clickType)])
            } else {
                send(mouse.move(to: location, modifiers: modifiers()))
            }
        case SDL_MOUSEBUTTONUP:
            guard event.button.which != CSDL2_TOUCH_MOUSEID else { return }
            let location = point(event.button.x, event.button.y)
            if event.button.button == UInt8(SDL_BUTTON_LEFT) {
                send(mouse.release(at: location))
            } else if otherButton == Self.buttonMask(ofSDLButton: event.button.button) {
                otherButton = nil
                send([TouchInput(id: Self.pointerTouchID, phase: .ended, location: location, type: clickType)])
            }
        case SDL_MOUSEWHEEL:
            guard event.wheel.which != CSDL2_TOUCH_MOUSEID else { return }
            handleWheel(event.wheel)
        case SDL_KEYDOWN:
            mouse.modifiersChanged(modifiers())
            let press = KeyPress(name: String(cString: SDL_GetKeyName(event.key.keysym.sym)), modifiers: keyModifierFlags())
            if onKey?(press) == true { return }
            switch Int64(event.key.keysym.sym) {
            case Int64(SDLK_o.rawValue):
                showsOverlay.toggle()
            case Int64(SDLK_q.rawValue), Int64(SDLK_ESCAPE.rawValue):
                quitRequested = true
            default:
                break
            }
        case SDL_KEYUP:
            mouse.modifiersChanged(modifiers())
        case SDL_WINDOWEVENT:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                pointer = nil
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                send(mouse.cancel())
                wheel.finish(.cancelled)
                if otherButton != nil, let last = pointer {
                    otherButton = nil
                    send([TouchInput(id: Self.pointerTouchID, phase: .cancelled, location: last, type: clickType)])
                }
            default:
                break
            }
        default:
            break
        }
    }

    /// A wheel's notches (or a trackpad's scrolling, which SDL reports the same way): a discrete
    /// scroll sequence under the pointer (``WheelScroll``). SDL counts notches away from the
    /// person and to the right as positive, unless the system flips them.
    private func handleWheel(_ event: SDL_MouseWheelEvent) {
        let flip: Float = event.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
        wheel.modifierFlags = keyModifierFlags()
        wheel.turn(by: Vector(dx: Double(event.preciseX * flip), dy: Double(event.preciseY * flip)),
                   at: point(event.mouseX, event.mouseY), time: clock.now)
    }

    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType) {
        // Touches SDL made up from the mouse: the mouse is handled as such.
        guard finger.touchId != CSDL2_MOUSE_TOUCHID else { return }
        let key = FingerKey(device: finger.touchId, finger: finger.fingerId)
        let location = Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
        let force = finger.pressure > 0 ? Double(finger.pressure) : nil
        switch type {
        case SDL_FINGERDOWN:
            var samples: [TouchInput] = []
            if let stale = fingers[key] {
                // A finger that landed twice: the first landing is over.
                samples.append(TouchInput(id: stale, phase: .cancelled, location: location))
            }
            let id = nextFingerID
            nextFingerID += 1
            fingers[key] = id
            samples.append(TouchInput(id: id, phase: .began, location: location, force: force))
            send(samples)
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return }
            send([TouchInput(id: id, phase: .moved, location: location, force: force)])
        default:
            guard let id = fingers.removeValue(forKey: key) else { return }
            send([TouchInput(id: id, phase: .ended, location: location)])
        }
    }

    /// Sends one frame, with the buttons held after it (the left one while its emulated fingers
    /// are down) and the modifier keys.
    private func send(_ samples: [TouchInput]) {
        guard !samples.isEmpty else { return }
        var event = InputEvent(timestamp: clock.now, touches: samples)
        event.buttonMask = (mouse.isPressed ? ButtonMask.primary : []).union(otherButton ?? [])
        event.modifierFlags = keyModifierFlags()
        emit(event)
    }

    /// Sends an event to the window, and to the trace being recorded.
    private func emit(_ event: InputEvent) {
        recorder?.write(event)
        deliver(event)
    }

    // MARK: Recording

    /// Starts recording every event the window gets to a trace file at `path` (replacing one
    /// recording already under way, which is closed first).
    public func startRecording(to path: String) throws(TraceProblem) {
        try stopRecording()
        let header = TraceHeader(screenSize: size, device: "sdl-window-host")
        recorder = try TraceWriter(path: path, header: header)
    }

    /// Ends the recording under way, if any: an idle mark at the clock's time (so a replay fires
    /// the timers still pending), and the file closed.
    public func stopRecording() throws(TraceProblem) {
        guard var writer = recorder else { return }
        recorder = nil
        writer.writeIdle(until: clock.now)
        try writer.close()
    }

    /// UIKit's mask for an SDL button: SDL counts left, middle, right, UIKit primary, secondary,
    /// then the rest from 3 (the middle button).
    static func buttonMask(ofSDLButton button: UInt8) -> ButtonMask {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        case SDL_BUTTON_MIDDLE: .button(3)
        default: .button(Int(button))
        }
    }

    /// SDL's modifier state as UIKit's flags.
    private func keyModifierFlags() -> KeyModifierFlags {
        let state = SDL_GetModState().rawValue
        let pairs: [(UInt32, KeyModifierFlags)] = [
            (KMOD_SHIFT.rawValue, .shift), (KMOD_CTRL.rawValue, .control), (KMOD_ALT.rawValue, .alternate),
            (KMOD_GUI.rawValue, .command), (KMOD_CAPS.rawValue, .alphaShift),
        ]
        return pairs.reduce(into: []) { flags, pair in
            if state & pair.0 != 0 { flags.insert(pair.1) }
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x), y: Double(y))
    }

    private func modifiers() -> MouseTouchEmulator.Modifiers {
        let state = SDL_GetModState().rawValue
        var modifiers: MouseTouchEmulator.Modifiers = []
        if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        return modifiers
    }

    // MARK: Output

    /// Where the emulated fingers would land if the button went down now (drawn as rings).
    public var fingerHints: [Point] {
        pointer.map { mouse.hoverHints(at: $0, modifiers: modifiers()) } ?? []
    }

    /// The window's SVG as the next frame would show it.
    public func currentSVG() -> String {
        SceneSnapshot(showsOverlay: showsOverlay, fingerHints: fingerHints).svg(of: window)
    }

    /// Rasterizes and shows the snapshot if it changed since the last frame.
    public func render() {
        let svg = currentSVG()
        guard svg != lastSVG else { return }
        lastSVG = svg
        renderCount += 1
        if case .failure(let error) = rasterizer.render(svg) { log("drawing failed: \(error)") }
        if let pixels = rasterizer.pixels {
            SDL_UpdateTexture(texture, nil, pixels, rasterizer.stride)
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    private func writeDump(reason: String, always: Bool = false) {
        guard let dump else { return }
        let states = NamedViewStates(window: window)
        guard always || states != lastStates else { return }
        lastStates = states
        dump.write(states.jsonLine(time: clock.now, reason: reason))
    }

    // MARK: SDL

    /// SDL's video drivers that show nothing to anyone.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]
    /// How many times SDL is started before a named display that it cannot reach is given up on,
    /// and the pause between tries, in milliseconds. Our choice: SDL's X11 driver failed to reach
    /// Xvfb here in about one start of every five to twenty (measured by repeated launches);
    /// five tries make a run that shows nothing all but impossible.
    static let displayAttempts = 5
    static let displayRetryMilliseconds: UInt32 = 200

    /// Starts SDL's video and events with the host's hints; fails when there is no display to
    /// show a window on (unless `SDL_VIDEODRIVER` asks for an invisible driver, as tests do).
    static func startSDL() throws(StartError) {
        SDL_SetMainReady()
        // The mouse is turned into fingers here, with the Alt emulation; touches must not also
        // move the mouse.
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // The software renderer works everywhere (Xvfb, the dummy driver); SDL_RENDER_DRIVER in the
        // environment overrides it.
        SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT)
        // With no display named and no driver asked for, say so before SDL probes its drivers:
        // the probes print their own errors (Wayland's about XDG_RUNTIME_DIR) that tell a user
        // nothing more.
        if !hasDisplay, environment("SDL_VIDEODRIVER") == nil {
            throw StartError(description: noDisplayMessage(detail: "neither DISPLAY nor WAYLAND_DISPLAY is set"))
        }
        for attempt in 1...displayAttempts {
            guard SDL_Init(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)) == 0 else {
                throw StartError(description: hasDisplay ? "could not start SDL video: \(sdlError)"
                                                         : noDisplayMessage(detail: "SDL: \(sdlError)"))
            }
            // When the display cannot be reached SDL falls back to a driver that draws nowhere,
            // and the program would run with no window; take that only when asked for.
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
            guard invisibleDrivers.contains(driver), environment("SDL_VIDEODRIVER") == nil else { return }
            SDL_Quit()
            if !hasDisplay {
                throw StartError(description: noDisplayMessage(detail: "SDL found only its '\(driver)' video driver"))
            }
            // A display is named but refused this connection (a busy X server does, now and
            // then): try again after a pause.
            if attempt < displayAttempts { SDL_Delay(displayRetryMilliseconds) }
        }
        let display = environment("DISPLAY") ?? environment("WAYLAND_DISPLAY") ?? ""
        throw StartError(description: "could not reach the display '\(display)' in \(displayAttempts) tries: "
                         + "SDL would show nothing (its invisible video driver)")
    }

    private static var sdlError: String { String(cString: SDL_GetError()) }

    /// Whether the environment names a display (X11 or Wayland).
    static var hasDisplay: Bool {
        environment("DISPLAY") != nil || environment("WAYLAND_DISPLAY") != nil
    }

    /// An environment variable's value, nil when it is unset or empty.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    static func noDisplayMessage(detail: String) -> String {
        """
        no display: set DISPLAY or run under Xvfb (for example: xvfb-run -a PROGRAM), or set \
        SDL_VIDEODRIVER=dummy to run without showing anything, or SDL_VIDEODRIVER=kmsdrm on a console (\(detail))
        """
    }

    /// `Apps/Resources` of the source tree this library was built from, unless
    /// `GESTURES_PLAYGROUND_SOUNDS` names another folder.
    public static var defaultSoundsDirectory: String {
        if let override = environment("GESTURES_PLAYGROUND_SOUNDS") { return override }
        // This file is Apps/Sources/GesturesWindowHost/WindowHost.swift.
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Resources"
    }

    /// Writes a line to standard error.
    public static func printError(_ message: String) {
        let line = Array((message + "\n").utf8)
        var offset = 0
        while offset < line.count {
            let written = line.withUnsafeBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Appends lines to a file, flushed line by line so that a reader sees them at once.
final class DumpWriter {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens (and truncates) the file; nil when it cannot be written.
    init?(path: String) {
        guard let file = fopen(path, "w") else { return nil }
        self.file = file
    }

    deinit {
        fclose(file)
    }

    func write(_ line: String) {
        fputs(line, file)
        fputs("\n", file)
        fflush(file)
    }
}
