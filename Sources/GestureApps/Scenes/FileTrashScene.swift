import Gestures

/// Drag a file onto the trash: let go over it and the file fades away; let go anywhere else and it
/// flies back home.
///
/// The pieces, as the tutorial builds them: a file image view pinned near the top left and a
/// trash image view near the bottom right, both with interaction on; the file brought in front of
/// the trash so it is drawn over it; one pan whose handler switches on the state — `.began` and
/// `.changed` move the file with the translation, `.ended` checks whether the file's frame
/// intersects the trash's, and either fades the file out (alpha to 0 over 0.3 s, then removes it)
/// or animates its frame's origin back to where it started.
@MainActor
public final class FileTrashScene: PlaygroundScene {
    public let title = "File to trash"
    public let window: Window
    public weak var soundPlayer: (any SoundPlayer)?
    public let view: View
    public let file: ImageView
    public let trash: ImageView
    /// Where the file starts, and returns to.
    public let fileOrigin: Point
    public private(set) var events: [String] = []

    /// The fade and the return both take this long, in seconds.
    static let animationDuration = 0.3

    public static let entry = PlaygroundSceneEntry(
        name: "file-to-trash", summary: "drag a file onto the trash to delete it"
    ) { clock in FileTrashScene(clock: clock) }

    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        view = View(frame: window.bounds)
        view.accessibilityIdentifier = "screen"
        view.backgroundColor = .darkGray
        window.addSubview(view)

        file = ImageView(image: Image(name: "file", size: Size(width: 80, height: 100)))
        file.accessibilityIdentifier = "file"
        file.frame.origin = Point(x: 24, y: 40)
        trash = ImageView(image: Image(name: "trash", size: Size(width: 110, height: 120)))
        trash.accessibilityIdentifier = "trash"
        trash.frame.origin = Point(x: 375 - 24 - 110, y: 667 - 40 - 120)
        fileOrigin = file.frame.origin

        view.addSubview(file)
        view.addSubview(trash)
        // The file is drawn (and hit) above the trash.
        view.bringSubviewToFront(file)
        file.isUserInteractionEnabled = true
        trash.isUserInteractionEnabled = true

        let pan = PanGestureRecognizer(target: self, action: FileTrashScene.handlePan)
        pan.name = "filePan"
        file.addGestureRecognizer(pan)
    }

    public func step(to time: Double) {}

    func handlePan(_ sender: PanGestureRecognizer) {
        guard let fileView = sender.view else { return }
        switch sender.state {
        case .began, .changed:
            move(fileView, with: sender)
        case .ended:
            if fileView.frame.intersects(trash.frame) {
                delete(fileView)
            } else {
                returnToOrigin(fileView)
            }
        default:
            break
        }
    }

    private func move(_ fileView: View, with sender: PanGestureRecognizer) {
        let translation = sender.translation(in: view)
        fileView.center = Point(x: fileView.center.x + translation.x, y: fileView.center.y + translation.y)
        sender.setTranslation(.zero, in: view)
    }

    private func delete(_ fileView: View) {
        events.append("file dropped on the trash")
        soundPlayer?.play(.chomp)
        View.animate(withDuration: Self.animationDuration, animations: {
            fileView.alpha = 0
        }, completion: { [weak self] _ in
            fileView.removeFromSuperview()
            self?.events.append("file deleted")
        })
    }

    private func returnToOrigin(_ fileView: View) {
        events.append("file dropped elsewhere, returning")
        View.animate(withDuration: Self.animationDuration, animations: {
            fileView.frame.origin = self.fileOrigin
        })
    }
}
