import CSDL2
import GestureApps
import Gestures
import Glibc

/// The window host: one SDL window showing one scene, fed with the touch screen's fingers and the
/// mouse, and redrawn from the scene's SVG snapshot whenever it changes.
///
/// Each frame (``frame()``): the clock fires due timers, the scene steps its animations, the dump
/// gets a line if a named view moved, and the snapshot is rasterized and shown if it changed.
/// Input is handled as it arrives (``handle(_:)``), each event stamped with the clock's `now`.
@MainActor
final class PlaygroundHost {
    /// Frames per second: 60, the refresh rate of nearly every display. Our decision.
    static let framesPerSecond = 60.0

    let scene: any PlaygroundScene
    let clock: MonotonicClock
    let sounds: SDLSoundPlayer?
    let rasterizer: SVGRasterizer
    /// Whether the overlay of touches and recognizer states is shown (the O key).
    private(set) var showsOverlay: Bool
    /// Set by the Q and Escape keys and by SDL_QUIT (which SDL sends on SIGINT and SIGTERM too).
    private(set) var quitRequested = false
    /// The SVG last drawn, to skip rasterizing unchanged frames.
    private(set) var lastSVG = ""
    /// How many times the snapshot was rasterized.
    private(set) var renderCount = 0

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let texture: OpaquePointer
    private let size: Size
    private var mouse: MouseTouchEmulator
    /// The pointer's place while it is over the window, for the emulated fingers' hover hints.
    private var pointer: Point?
    /// Our touch ids for SDL's fingers, by touch device and finger.
    private var fingers: [FingerKey: Int] = [:]
    private var nextFingerID = 100
    private var dump: DumpWriter?
    private var lastStates: NamedViewStates?
    private let log: (String) -> Void

    private struct FingerKey: Hashable {
        let device: SDL_TouchID
        let finger: SDL_FingerID
    }

    /// A failure to set up the window, with the reason.
    struct SetupError: Error {
        let message: String
    }

    /// Opens a window for `scene`. SDL's video subsystem must be initialized.
    init(scene: any PlaygroundScene, clock: MonotonicClock, options: Options,
         sounds: SDLSoundPlayer?, log: @escaping (String) -> Void) throws(SetupError) {
        self.scene = scene
        self.clock = clock
        self.sounds = sounds
        self.log = log
        self.showsOverlay = options.showsOverlay
        let bounds = scene.window.bounds.standardized
        let width = Int32(Swift.min(8192, Swift.max(1, bounds.width.rounded())))
        let height = Int32(Swift.min(8192, Swift.max(1, bounds.height.rounded())))
        size = Size(width: Double(width), height: Double(height))
        mouse = MouseTouchEmulator(windowSize: size)

        guard let rasterizer = SVGRasterizer(width: width, height: height) else {
            throw SetupError(message: "could not make a \(width)×\(height) cairo surface")
        }
        self.rasterizer = rasterizer
        guard let window = SDL_CreateWindow(scene.title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED,
                                            width, height, SDL_WINDOW_SHOWN.rawValue) else {
            throw SetupError(message: "could not open a window: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            throw SetupError(message: "could not make a renderer: \(message)")
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw SetupError(message: "could not make a texture: \(message)")
        }
        self.window = window
        self.renderer = renderer
        self.texture = texture

        if let path = options.dumpPath {
            guard let writer = DumpWriter(path: path) else {
                SDL_DestroyTexture(texture)
                SDL_DestroyRenderer(renderer)
                SDL_DestroyWindow(window)
                throw SetupError(message: "cannot write the dump to '\(path)': \(String(cString: strerror(errno)))")
            }
            dump = writer
        }
        scene.soundPlayer = sounds
        if options.verbose {
            scene.window.engine.addObserver { diagnostic in log("engine: \(diagnostic.line)") }
        }
        writeDump(reason: "start")
    }

    isolated deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    // MARK: Running

    /// Runs until quit (or for `exitAfter` seconds), then writes the dump's last line.
    func run(exitAfter: Double?) {
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
    func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(&event)
        }
    }

    /// One frame: timers, animations, dump, drawing.
    func frame() {
        clock.fireDueTimers()
        scene.step(to: clock.now)
        writeDump(reason: "change")
        render()
    }

    /// Writes the dump's last line.
    func finish() {
        writeDump(reason: "exit", always: true)
        dump = nil
    }

    // MARK: Input

    /// Turns one SDL event into input for the scene, or into a host action.
    func handle(_ event: inout SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: SDL_EventType(rawValue: event.type))
        case SDL_MOUSEBUTTONDOWN:
            guard event.button.which != CSDL2_TOUCH_MOUSEID, event.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            send(mouse.press(at: point(event.button.x, event.button.y), modifiers: modifiers()))
        case SDL_MOUSEMOTION:
            guard event.motion.which != CSDL2_TOUCH_MOUSEID else { return }
            let location = point(event.motion.x, event.motion.y)
            pointer = location
            send(mouse.move(to: location, modifiers: modifiers()))
        case SDL_MOUSEBUTTONUP:
            guard event.button.which != CSDL2_TOUCH_MOUSEID, event.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            send(mouse.release(at: point(event.button.x, event.button.y)))
        case SDL_KEYDOWN:
            switch Int64(event.key.keysym.sym) {
            case Int64(SDLK_o.rawValue):
                showsOverlay.toggle()
            case Int64(SDLK_q.rawValue), Int64(SDLK_ESCAPE.rawValue):
                quitRequested = true
            default:
                break
            }
        case SDL_WINDOWEVENT:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                pointer = nil
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                send(mouse.cancel())
            default:
                break
            }
        default:
            break
        }
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

    private func send(_ samples: [TouchInput]) {
        guard !samples.isEmpty else { return }
        scene.window.sendEvent(InputEvent(timestamp: clock.now, touches: samples))
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

    /// The scene's SVG as the next frame would show it.
    func currentSVG() -> String {
        let hints = pointer.map { mouse.hoverHints(at: $0, modifiers: modifiers()) } ?? []
        return SceneSnapshot(showsOverlay: showsOverlay, fingerHints: hints).svg(of: scene.window)
    }

    /// Rasterizes and shows the snapshot if it changed since the last frame.
    func render() {
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
        let states = NamedViewStates(window: scene.window)
        guard always || states != lastStates else { return }
        lastStates = states
        dump.write(states.jsonLine(time: clock.now, reason: reason))
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
