import GestureTesting
import Gestures

/// Named touch scripts: one per gesture, for `gestures record --script NAME`, the fixtures and
/// the tests. Each plays on a 375 × 667 point screen (the scenes' size).
public enum ScriptCatalog {
    /// A named script.
    public struct Entry: Sendable {
        /// The name `--script` takes.
        public let name: String
        /// What the script does, for `--help`.
        public let summary: String
        let play: @MainActor @Sendable (TouchScript) -> Void

        /// Plays the script.
        @MainActor
        public func play(on script: TouchScript) {
            play(script)
        }
    }

    /// The screen every script is written for.
    public static let screenSize = Size(width: 375, height: 667)
    static let middle = Point(x: 187, y: 333)

    /// Every script, one gesture each, then `all` with all of them in turn.
    public static let entries: [Entry] = {
        let singles: [Entry] = [
            Entry(name: "tap", summary: "one finger taps the middle of the screen") { $0.tap(at: middle) },
            Entry(name: "double-tap", summary: "two quick taps") { $0.tap(at: middle, count: 2) },
            Entry(name: "two-finger-tap", summary: "two fingers tap together") { $0.tap(at: middle, fingers: 2) },
            Entry(name: "long-press", summary: "one finger held still for 0.8 s") { $0.longPress(at: middle) },
            // UIKit's swipe takes a straight stroke of just 27 points in half a second, so a drag
            // that should read as a pan creeps at first: 20 points in the first half second (too
            // far for a long press, too slow for a swipe), then 160 more, and a rest.
            Entry(name: "drag", summary: "one finger creeps, then drags 180 points and stops") {
                $0.paths([FingerPath(points: [
                    (0, Point(x: 100, y: 300)), (0.5, Point(x: 120, y: 300)),
                    (1.2, Point(x: 260, y: 380)), (1.35, Point(x: 260, y: 380)),
                ])])
            },
            Entry(name: "fling", summary: "one finger flicks and lifts at full speed") {
                $0.drag(from: Point(x: 100, y: 420), to: Point(x: 220, y: 300), duration: 0.15, easing: .fling)
            },
            Entry(name: "swipe", summary: "a quick straight stroke to the right") {
                $0.drag(from: Point(x: 80, y: 300), to: Point(x: 280, y: 300), duration: 0.12)
            },
            Entry(name: "pinch", summary: "two fingers spread from 80 to 180 points apart") {
                $0.pinch(center: middle, fromSpan: 80, toSpan: 180, duration: 0.5)
            },
            Entry(name: "rotate", summary: "two fingers turn by 60° clockwise") {
                $0.rotate(center: middle, by: 3.141592653589793 / 3, duration: 0.5)
            },
            Entry(name: "two-finger-pan", summary: "two fingers move together 100 points down and right") {
                $0.twoFingerPan(from: Point(x: 150, y: 300), to: Point(x: 250, y: 400))
            },
            Entry(name: "edge-swipe", summary: "one finger swipes in from the left edge") { $0.edgeSwipe(from: .left) },
            Entry(name: "tickle", summary: "fast left-right strokes") { $0.tickle(at: middle, amplitude: 40) },
            Entry(name: "hover", summary: "a pointer crosses the screen without a button pressed") {
                $0.hover(from: Point(x: 20, y: 20), to: Point(x: 300, y: 500))
            },
        ]
        let all = Entry(name: "all", summary: "every script above in turn, a second apart") { script in
            for entry in singles {
                entry.play(on: script)
                script.wait(1)
            }
        }
        return singles + [all]
    }()

    /// The script with the given name.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }
}
