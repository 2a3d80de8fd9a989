import Gestures

/// The relation lint of the playground's scenes, as `gestures lint` and `gestures demo` print it.
@MainActor
public enum SceneLint {
    /// The lint of one scene, built fresh on a manual clock: a heading line `== lint NAME`, then
    /// one indented line per finding and per recognizer's delay, then the summary.
    public static func lines(for entry: PlaygroundSceneEntry,
                             options: RelationLint.Options = RelationLint.Options()) -> [String] {
        let scene = entry.makeScene(clock: ManualClock())
        let report = RelationLint.check(scene.window, options: options)
        return ["== lint \(entry.name)"] + report.lines.map { "  " + $0 }
    }
}
