import Gestures

/// A scene the playground host can show: a window of views with their recognizers, which the host
/// feeds with input and frames and draws with ``SceneSnapshot``.
///
/// The host's loop, once per frame:
/// 1. input arrives as ``InputEvent``s stamped with the clock's `now`, sent to ``window``;
/// 2. the clock fires the timers that fell due;
/// 3. ``step(to:)`` advances the scene's animations to the clock's `now`;
/// 4. the window is drawn.
///
/// A scene never reads a clock on its own: it is built on the clock the host gives it, and time
/// reaches it only through the window's clock and ``step(to:)``, so a test can drive it on a
/// ``ManualClock`` frame by frame.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol PlaygroundScene: AnyObject {
    /// A short title: the caption of the host's window.
    var title: String { get }
    /// The root of the scene; the host opens a window the size of its bounds.
    var window: Window { get }
    /// Where the scene's sounds go. The host sets it; nil plays nothing.
    var soundPlayer: (any SoundPlayer)? { get set }
    /// Advances the scene's animations to `time` (seconds, on the base of the window's clock).
    /// Called every frame after that frame's input and timers; times never go backwards.
    func step(to time: Double)
}

/// A named recipe for a scene, for picking one by name (`--scene NAME`).
public struct PlaygroundSceneEntry: Sendable {
    /// The name to ask for the scene by: lower case words joined by hyphens.
    public let name: String
    /// One line saying what the scene shows.
    public let summary: String
    /// Lint findings the scene has on purpose, by their kind and subject
    /// (`"unrelated-views monkeyTap → bananaPan"`), each with why: `gestures lint` prints the why
    /// under the finding.
    public let intendedFindings: [String: String]
    private let make: Maker

    /// What builds a scene on a clock: main-actor isolated, as scenes are (a plain closure in
    /// Embedded Swift, which has no actors).
    #if hasFeature(Embedded)
    public typealias Maker = @Sendable (any GestureClock) -> any PlaygroundScene
    #else
    public typealias Maker = @MainActor @Sendable (any GestureClock) -> any PlaygroundScene
    #endif

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - name: the scene's name, as the host's `--scene` option takes it.
    ///   - summary: one line for `--help`.
    ///   - intendedFindings: lint findings the scene has on purpose, by `kind subject`, with why.
    ///   - make: builds the scene on a clock.
    public init(name: String, summary: String, intendedFindings: [String: String] = [:],
                make: @escaping Maker) {
        self.name = name
        self.summary = summary
        self.intendedFindings = intendedFindings
        self.make = make
    }

    /// Builds a fresh scene whose window runs on `clock`.
    #if !hasFeature(Embedded)
    @MainActor
    #endif
    public func makeScene(clock: any GestureClock) -> any PlaygroundScene {
        make(clock)
    }
}
