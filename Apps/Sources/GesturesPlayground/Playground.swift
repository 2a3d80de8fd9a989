import CSDL2
import GestureApps
import Gestures
import Glibc

/// The program: reads the command line, starts SDL, opens the host and runs it.
@MainActor
enum Playground {
    /// Exit statuses.
    static let success: Int32 = 0
    /// A self-test check failed.
    static let testFailed: Int32 = 1
    /// The command line was wrong, or there is no display, or the window could not be made.
    static let cannotStart: Int32 = 2

    static func main(arguments: [String]) -> Int32 {
        let options: Options
        switch Options.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            printError("gestures-playground: \(error.message) (see --help)")
            return cannotStart
        }
        if options.help {
            print(Options.helpText, terminator: "")
            return success
        }
        if options.selfTest {
            // The self-test needs no display: SDL's dummy video driver, unless told otherwise.
            setenv("SDL_VIDEODRIVER", "dummy", 0)
            setenv("SDL_AUDIODRIVER", "dummy", 0)
        }

        SDL_SetMainReady()
        // The mouse is turned into fingers here, with the Alt emulation; touches must not also
        // move the mouse.
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // The software renderer works everywhere (Xvfb, the dummy driver); SDL_RENDER_DRIVER in the
        // environment overrides it.
        SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT)
        guard SDL_Init(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)) == 0 else {
            let reason = String(cString: SDL_GetError())
            printError(hasDisplay ? "gestures-playground: could not start SDL video: \(reason)"
                                  : noDisplayMessage(detail: "SDL: \(reason)"))
            return cannotStart
        }
        defer { SDL_Quit() }
        // With no display SDL falls back to a driver that draws nowhere; take that only when asked.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if Self.invisibleDrivers.contains(driver), !hasDisplay, environment("SDL_VIDEODRIVER") == nil {
            printError(noDisplayMessage(detail: "SDL found only its '\(driver)' video driver"))
            return cannotStart
        }

        let entry = options.sceneName.flatMap(PlaygroundCatalog.entry(named:)) ?? PlaygroundCatalog.defaultEntry
        let clock = MonotonicClock()
        let scene = entry.makeScene(clock: clock)
        let sounds = SDLSoundPlayer(directory: options.soundsDirectory ?? defaultSoundsDirectory,
                                    verbose: options.verbose, log: printError)
        let host: PlaygroundHost
        do {
            host = try PlaygroundHost(scene: scene, clock: clock, options: options, sounds: sounds, log: printError)
        } catch {
            printError("gestures-playground: \(error.message)")
            return cannotStart
        }
        if options.selfTest {
            var test = SelfTest(host: host)
            return test.run() ? success : testFailed
        }
        host.run(exitAfter: options.exitAfter)
        return success
    }

    /// SDL's video drivers that show nothing to anyone.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Whether the environment names a display (X11 or Wayland).
    static var hasDisplay: Bool {
        environment("DISPLAY") != nil || environment("WAYLAND_DISPLAY") != nil
    }

    /// An environment variable's value, nil when it is unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    static func noDisplayMessage(detail: String) -> String {
        """
        gestures-playground: no display: set DISPLAY or run under Xvfb (for example: \
        xvfb-run -a Apps/.build/debug/gestures-playground), or use --self-test, which needs none \
        (\(detail))
        """
    }

    /// `Apps/Resources` of the source tree this program was built from, unless
    /// `GESTURES_PLAYGROUND_SOUNDS` names another folder.
    static var defaultSoundsDirectory: String {
        if let override = environment("GESTURES_PLAYGROUND_SOUNDS") { return override }
        // This file is Apps/Sources/GesturesPlayground/Playground.swift.
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Resources"
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        var line = Array((message + "\n").utf8)
        var offset = 0
        while offset < line.count {
            let written = line.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            guard written > 0 else { return }
            offset += written
        }
    }
}
