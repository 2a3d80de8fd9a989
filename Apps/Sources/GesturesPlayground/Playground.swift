import GestureApps
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import GesturesWindowHost
import Glibc

/// The program: reads the command line and shows a scene, or a ported view controller, through
/// the window host.
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
            WindowHost.printError("gestures-playground: \(error.message) (see --help)")
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

        let clock = MonotonicClock()
        var configuration = WindowHost.Configuration(title: "")
        configuration.showsOverlay = options.showsOverlay
        configuration.dumpPath = options.dumpPath
        configuration.soundsDirectory = options.soundsDirectory
        configuration.verbose = options.verbose
        configuration.supportsIndirectInputEvents = options.indirectInput
        configuration.recordPath = options.recordPath
        let host: WindowHost
        var controller: UIViewController?
        var scene: (any PlaygroundScene)?
        do {
            if let name = options.controllerName, let entry = ControllerCatalog.entry(named: name) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
                let made = entry.make()
                window.rootViewController = made
                window.makeKeyAndVisible()
                controller = made
                configuration.title = entry.title
                host = try WindowHost(window: window, configuration: configuration)
            } else {
                let entry = options.sceneName.flatMap(PlaygroundCatalog.entry(named:)) ?? PlaygroundCatalog.defaultEntry
                let made = entry.makeScene(clock: clock)
                configuration.title = made.title
                scene = made
                host = try WindowHost(scene: made, clock: clock, configuration: configuration)
            }
        } catch {
            WindowHost.printError("gestures-playground: \(error.description)")
            return cannotStart
        }
        if options.selfTest {
            var test = SelfTest(host: host)
            let passed = if let monkey = controller as? MonkeyViewController {
                test.run(monkey: monkey)
            } else if let sample = controller as? SimpleGesturesViewController {
                test.run(simpleGestures: sample)
            } else if let sample = scene as? SimpleGesturesScene {
                test.run(simpleGestures: sample.controller)
            } else {
                test.run()
            }
            return passed ? success : testFailed
        }
        host.run(exitAfter: options.exitAfter)
        return success
    }
}

/// The view controllers ported from iOS that the playground can show (`--controller NAME`).
@MainActor
enum ControllerCatalog {
    /// A controller by name, with its window's title.
    struct Entry {
        let name: String
        let title: String
        let summary: String
        let make: @MainActor () -> UIViewController
    }

    static let entries: [Entry] = [
        Entry(name: "monkey", title: "Monkey (UIKit)",
              summary: "the monkey tutorial's view controller, ported as it is") {
            let controller = MonkeyViewController()
            // Named for the dump (--dump); the controller itself names nothing.
            controller.loadViewIfNeeded()
            controller.monkey.accessibilityIdentifier = "monkey"
            controller.banana.accessibilityIdentifier = "banana"
            return controller
        },
        Entry(name: "simple-gestures", title: "Simple gestures (UIKit)",
              summary: "Apple's Simple Gesture Recognizers sample, ported as it is") {
            SimpleGesturesViewController()
        },
        Entry(name: "bottom-sheet", title: "Bottom sheet (UIKit)",
              summary: "a canvas under a bottom sheet with a card to lift, laid out with Auto Layout") {
            let controller = BottomSheetViewController()
            // Named for the dump (--dump); the controller itself names nothing.
            controller.loadViewIfNeeded()
            controller.sheet.accessibilityIdentifier = "sheet"
            controller.card.accessibilityIdentifier = "card"
            return controller
        },
        Entry(name: "todo-list", title: "To-do list (UIKit)",
              summary: "a table of tasks: swipe to finish, flag or delete, pull to refresh, hold to move") {
            let controller = TodoListViewController()
            // Named for the dump (--dump); the controller itself names its cells only.
            controller.loadViewIfNeeded()
            controller.tableView.accessibilityIdentifier = "list"
            return controller
        },
    ]

    static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
