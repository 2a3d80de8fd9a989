import GestureTesting
import Gestures
import GesturesUIKit

/// A key window of 375×667 points on a manual clock, a driver for its touches, and the window's
/// diagnostics of the kinds asked for, in order.
@MainActor
final class UIKitHost {
    let window: UIWindow
    let driver: TouchDriver
    var diagnostics: [String] = []

    init(_ controller: UIViewController? = nil, kinds: Set<String> = ["misuse", "correction", "concluded"]) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        driver = TouchDriver(window: window.engineWindow)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = window.engineWindow.engine.addObserver { [unowned self] diagnostic in
            if kinds.contains(diagnostic.kind) { self.diagnostics.append(diagnostic.line) }
        }
    }

    /// A finger down at `start`, moved by each step a frame (1/60 s) apart, and lifted.
    func drag(_ id: Int, from start: Point, by steps: [Vector]) {
        driver.down(id, at: start)
        var at = start
        for step in steps {
            driver.wait(1.0 / 60)
            at = at + step
            driver.move(id, to: at)
        }
        driver.wait(1.0 / 60)
        driver.up(id)
    }

    /// A finger down and up at `point`, 50 ms apart.
    func tap(_ id: Int = 1, at point: Point) {
        driver.down(id, at: point)
        driver.wait(0.05)
        driver.up(id)
    }

    /// Whether the window's engine has no touch down and no recognizer out of `.possible`.
    var nothingEngaged: Bool {
        window.engineWindow.engine.activeTouches.isEmpty
    }
}

/// Deterministic pseudo-random numbers (SplitMix64) for property tests: the same seed gives the
/// same cases on every run.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
