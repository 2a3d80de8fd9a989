import CSDL2

/// SDL2's touch-event path, the C reference the engine is timed against: per update, one finger
/// motion goes into SDL's event queue (`SDL_PushEvent`, as SDL's own video backends send touches,
/// through its lock, event watchers and filter) and comes out of it (`SDL_PollEvent`), and its
/// position is read, under the dummy video driver. It is what every SDL program pays to receive a
/// touch, before the program does anything with it.
enum SDLTouchPath {
    /// Whether SDL's event system started, under the dummy video driver (no display needed).
    static let isAvailable: Bool = {
        SDL_SetMainReady()
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        return SDL_Init(SDL_INIT_EVENTS | SDL_INIT_VIDEO) == 0
    }()

    /// A scenario closure that sends `count` finger motions through SDL's queue (SDL must have
    /// started: ``isAvailable``).
    static func scenario() -> (Int) -> Void {
        var event = SDL_Event()
        var received = SDL_Event()
        var step = 0
        var sum: Float = 0
        return { count in
            for _ in 0..<count {
                step += 1
                event.tfinger.type = SDL_FINGERMOTION.rawValue
                event.tfinger.timestamp = UInt32(truncatingIfNeeded: step)
                event.tfinger.touchId = 1
                event.tfinger.fingerId = 1
                event.tfinger.x = Float(wave(step, amplitude: 150) + 400) / 800
                event.tfinger.y = 0.5
                event.tfinger.dx = 0.001
                event.tfinger.dy = 0
                event.tfinger.pressure = 1
                _ = SDL_PushEvent(&event)
                while SDL_PollEvent(&received) != 0 { sum += received.tfinger.x }
            }
            blackHole(sum)
        }
    }
}
