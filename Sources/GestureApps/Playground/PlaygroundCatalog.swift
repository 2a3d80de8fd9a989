import Gestures

/// The scenes the playground knows, in the order `--help` lists them.
///
/// A scene joins by adding its entry to ``entries``; main-actor isolated, so a scene class's own
/// `static let entry` can be listed as it is.
@MainActor
public enum PlaygroundCatalog {
    /// Every scene; the first is the default.
    public static let entries: [PlaygroundSceneEntry] = [
        MonkeyScene.entry,
        FileTrashScene.entry,
        PanSwipeScene.entry,
        SimpleGesturesScene.entry,
        AllRecognizersScene.entry,
        DragBoxScene.entry,
        GalleryScene.entry,
        BottomSheetScene.entry,
        TodoListScene.entry,
    ]

    /// The scene shown when none is asked for.
    public static var defaultEntry: PlaygroundSceneEntry { entries[0] }

    /// The scene with the given name, if there is one.
    public static func entry(named name: String) -> PlaygroundSceneEntry? {
        entries.first { $0.name == name }
    }
}
