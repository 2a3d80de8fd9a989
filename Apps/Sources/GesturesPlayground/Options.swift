import GestureApps

/// The command line of `gestures-playground`.
@MainActor
struct Options {
    /// The scene to show (`--scene NAME`); nil for the catalog's default.
    var sceneName: String?
    /// The ported view controller to show instead of a scene (`--controller NAME`).
    var controllerName: String?
    /// Where to write the named views' states as JSON lines (`--dump FILE`).
    var dumpPath: String?
    /// The folder holding `chomp.wav` and `laugh.wav` (`--sounds DIR`).
    var soundsDirectory: String?
    /// Start with the overlay of touches and recognizer states shown (`--overlay`).
    var showsOverlay = false
    /// Quit by itself after this many seconds (`--exit-after SECONDS`).
    var exitAfter: Double?
    /// Print the engine's decisions and the sounds played (`--verbose`).
    var verbose = false
    /// Clicks are pointer touches, as for an iPadOS app that takes indirect input
    /// (`--indirect-input`).
    var indirectInput = false
    /// Record the input as a trace file (`--record FILE`).
    var recordPath: String?
    /// Run the built-in test of the SDL event path instead of waiting for a person (`--self-test`).
    var selfTest = false
    /// Print the help (`--help`, `-h`).
    var help = false

    /// A command line that cannot be run, with the reason.
    struct UsageError: Error {
        let message: String
    }

    /// Reads the arguments (without the program's name).
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(for flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                return .failure(UsageError(message: "\(flag) needs a value"))
            }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--overlay":
                options.showsOverlay = true
            case "--verbose", "-v":
                options.verbose = true
            case "--indirect-input":
                options.indirectInput = true
            case "--record":
                switch value(for: argument) {
                case .success(let path): options.recordPath = path
                case .failure(let error): return .failure(error)
                }
            case "--self-test":
                options.selfTest = true
            case "--scene":
                switch value(for: argument) {
                case .success(let name):
                    guard PlaygroundCatalog.entry(named: name) != nil else {
                        let names = PlaygroundCatalog.entries.map(\.name).joined(separator: ", ")
                        return .failure(UsageError(message: "no scene named '\(name)'; scenes: \(names)"))
                    }
                    options.sceneName = name
                case .failure(let error): return .failure(error)
                }
            case "--controller":
                switch value(for: argument) {
                case .success(let name):
                    guard ControllerCatalog.entry(named: name) != nil else {
                        let names = ControllerCatalog.entries.map(\.name).joined(separator: ", ")
                        return .failure(UsageError(message: "no controller named '\(name)'; controllers: \(names)"))
                    }
                    options.controllerName = name
                case .failure(let error): return .failure(error)
                }
            case "--dump":
                switch value(for: argument) {
                case .success(let path): options.dumpPath = path
                case .failure(let error): return .failure(error)
                }
            case "--sounds":
                switch value(for: argument) {
                case .success(let path): options.soundsDirectory = path
                case .failure(let error): return .failure(error)
                }
            case "--exit-after":
                switch value(for: argument) {
                case .success(let text):
                    guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                        return .failure(UsageError(message: "--exit-after takes a number of seconds, not '\(text)'"))
                    }
                    options.exitAfter = seconds
                case .failure(let error): return .failure(error)
                }
            default:
                return .failure(UsageError(message: "unknown argument '\(argument)'"))
            }
            index += 1
        }
        return .success(options)
    }

    /// The text of `--help`.
    static var helpText: String {
        var text = """
            gestures-playground: the swift-gestures scenes, and a ported view controller, in a real window.

            Usage: gestures-playground [--scene NAME | --controller NAME] [--overlay] [--dump FILE]
                                       [--sounds DIR] [--exit-after SECONDS] [--verbose] [--indirect-input]
                                       [--record FILE] [--self-test] [--help]

            Options:
              --scene NAME          the scene to show (default: \(PlaygroundCatalog.defaultEntry.name))
              --controller NAME     show a view controller ported from iOS instead of a scene
              --overlay             start with the overlay of touches and recognizer states shown
              --dump FILE           write the named views' center, transform and alpha to FILE as
                                    JSON lines: at start, whenever they change, and at exit
              --sounds DIR          where chomp.wav and laugh.wav are (default: Apps/Resources)
              --exit-after SECONDS  quit by itself after SECONDS
              --verbose             print the engine's decisions and the sounds played
              --record FILE         record the input as a trace (buttons, keys and scrolls included),
                                    for gestures replay
              --indirect-input      clicks are pointer touches (.indirectPointer), as for an iPadOS
                                    app with UIApplicationSupportsIndirectInputEvents; without it
                                    they are fingers (.direct), as in the iOS Simulator
              --self-test           push touch, mouse and key events through SDL's event queue and
                                    check what the drag-box scene (or --controller monkey, or
                                    simple-gestures as a scene or a controller) did
                                    (uses SDL_VIDEODRIVER=dummy unless SDL_VIDEODRIVER is set;
                                    needs no display)
              --help                this text

            Input:
              touch screen          every finger is a touch
              left mouse button     one finger (a pointer touch with --indirect-input)
              right, middle button  a touch with the secondary button (or button 3)
              wheel                 scrolling, for pans that allow the wheel
              Alt + drag            two fingers, the second mirrored about the window's center
                                    (pinch and rotate), as in the iOS Simulator
              Shift + Alt + move    carry the pair of fingers, button up or down: move it onto an
                                    object away from the center, then Alt + drag pinches it there
              O                     show or hide the overlay
              Q, Escape             quit

            Scenes:

            """
        for entry in PlaygroundCatalog.entries {
            text += "  \(entry.name.padding(to: 20)) \(entry.summary)\n"
        }
        text += "\nControllers:\n\n"
        for entry in ControllerCatalog.entries {
            text += "  \(entry.name.padding(to: 20)) \(entry.summary)\n"
        }
        return text
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
