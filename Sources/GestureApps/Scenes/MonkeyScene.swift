import Gestures

/// The monkey and the banana: two pictures to drag (with a little momentum when let go), pinch,
/// rotate — all at once — tap for a chomp, and tickle for a laugh.
///
/// The pieces, in the order the tutorial builds them:
/// 1. two image views, with user interaction switched on (image views start with it off, which is
///    why a recognizer on one seems dead at first);
/// 2. one pan handler shared by both pictures, which finds its picture through `gesture.view`,
///    moves it by the translation and zeroes the translation;
/// 3. on `.ended`, a slide in the direction of the fingers' velocity, longer the faster they went,
///    kept inside the screen, easing out;
/// 4. pinch and rotate handlers that apply the scale and rotation to the picture's transform and
///    reset them;
/// 5. a delegate that lets every gesture recognize together with the others, so a dragged picture
///    can be pinched and rotated without lifting (all but a tap with a pan, which it waits for);
/// 6. a tap on each picture, made in code, that chomps — and waits for both pans to fail, so a
///    drag never chomps;
/// 7. a tickle recognizer of our own on each picture, which laughs.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class MonkeyScene: PlaygroundScene, GestureRecognizerDelegate {
    public let title = "Monkey & banana"
    public let window: Window
    #if hasFeature(Embedded)
    public var soundPlayer: (any SoundPlayer)?
    #else
    public weak var soundPlayer: (any SoundPlayer)?
    #endif
    /// The screen's content: the pictures' superview, whose coordinates the handlers use.
    public let view: View
    public let monkey: ImageView
    public let banana: ImageView
    public let monkeyPan: PanGestureRecognizer
    public let bananaPan: PanGestureRecognizer
    /// What happened, in order: sounds and finished gestures, for logs and tests.
    public private(set) var events: [String] = []

    /// How long the slide after a release lasts per (point per second) of release speed, in
    /// seconds: 0.1 × speed / 200, doubled (the tutorial's slide factor).
    static let slideFactorPerSpeed = 0.1 / 200

    public static let entry = PlaygroundSceneEntry(
        name: "monkey", summary: "drag, pinch, rotate, tap and tickle a monkey and a banana",
        intendedFindings: [
            "unrelated-views monkeyTap → bananaPan": "as in the tutorial, each tap waits for both pans: no chomp while the other picture is dragged",
            "unrelated-views bananaTap → monkeyPan": "as in the tutorial, each tap waits for both pans: no chomp while the other picture is dragged",
            "class-dependent monkeyTickle": "the tickle is the tutorial's own recognizer class; --consult-classes asks it",
            "class-dependent bananaTickle": "the tickle is the tutorial's own recognizer class; --consult-classes asks it",
        ]
    ) { clock in MonkeyScene(clock: clock) }

    /// Creates the scene on a 375 × 667 point screen.
    public init(clock: any GestureClock) {
        window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        view = View(frame: window.bounds)
        view.accessibilityIdentifier = "screen"
        view.backgroundColor = Color(red: 0.98, green: 0.94, blue: 0.80)
        window.addSubview(view)

        monkey = ImageView(image: Image(name: "monkey", size: Size(width: 140, height: 160)))
        monkey.accessibilityIdentifier = "monkey"
        monkey.center = Point(x: 120, y: 220)
        banana = ImageView(image: Image(name: "banana", size: Size(width: 110, height: 110)))
        banana.accessibilityIdentifier = "banana"
        banana.center = Point(x: 260, y: 480)
        monkeyPan = PanGestureRecognizer()
        bananaPan = PanGestureRecognizer()

        for (picture, pan) in [(monkey, monkeyPan), (banana, bananaPan)] {
            view.addSubview(picture)
            // 1. Image views ignore touches until told otherwise.
            picture.isUserInteractionEnabled = true
            // 2–5. Drag, pinch and rotate, all allowed together.
            pan.name = "\(picture.accessibilityIdentifier!)Pan"
            pan.addTarget(self, action: MonkeyScene.handlePan)
            let pinch = PinchGestureRecognizer(target: self, action: MonkeyScene.handlePinch)
            pinch.name = "\(picture.accessibilityIdentifier!)Pinch"
            let rotation = RotationGestureRecognizer(target: self, action: MonkeyScene.handleRotate)
            rotation.name = "\(picture.accessibilityIdentifier!)Rotate"
            for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
                recognizer.delegate = self
                picture.addGestureRecognizer(recognizer)
            }
        }
        // 6–7. Taps that wait for both pans to fail, and tickles.
        for picture in [monkey, banana] {
            let tap = TapGestureRecognizer(target: self, action: MonkeyScene.handleTap)
            tap.name = "\(picture.accessibilityIdentifier!)Tap"
            tap.delegate = self
            tap.require(toFail: monkeyPan)
            tap.require(toFail: bananaPan)
            picture.addGestureRecognizer(tap)
            let tickle = TickleGestureRecognizer(target: self, action: MonkeyScene.handleTickle)
            tickle.name = "\(picture.accessibilityIdentifier!)Tickle"
            tickle.delegate = self
            picture.addGestureRecognizer(tickle)
        }
    }

    public func step(to time: Double) {}

    // MARK: Handlers

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let picture = gesture.view else { return }
        let translation = gesture.translation(in: view)
        picture.center = Point(x: picture.center.x + translation.x, y: picture.center.y + translation.y)
        gesture.setTranslation(.zero, in: view)

        guard gesture.state == .ended else { return }
        // Slide on in the direction of the release, farther and longer the faster it was.
        let velocity = gesture.velocity(in: view)
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        let slideFactor = speed * Self.slideFactorPerSpeed
        var destination = Point(x: picture.center.x + velocity.x * slideFactor,
                                y: picture.center.y + velocity.y * slideFactor)
        destination.x = min(max(destination.x, 0), view.bounds.width)
        destination.y = min(max(destination.y, 0), view.bounds.height)
        events.append("\(gesture.name ?? "pan") ended at \(Self.format(picture.center)), sliding to \(Self.format(destination))")
        View.animate(withDuration: slideFactor * 2, delay: 0, options: .curveEaseOut, animations: {
            picture.center = destination
        })
    }

    func handlePinch(_ gesture: PinchGestureRecognizer) {
        guard let picture = gesture.view else { return }
        picture.transform = picture.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    func handleRotate(_ gesture: RotationGestureRecognizer) {
        guard let picture = gesture.view else { return }
        picture.transform = picture.transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    func handleTap(_ gesture: TapGestureRecognizer) {
        events.append("chomp (\(gesture.view?.accessibilityIdentifier ?? "?"))")
        soundPlayer?.play(.chomp)
    }

    func handleTickle(_ gesture: TickleGestureRecognizer) {
        events.append("laugh (\(gesture.view?.accessibilityIdentifier ?? "?"))")
        soundPlayer?.play(.laugh)
    }

    // MARK: GestureRecognizerDelegate

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        // Everything together, but a tap with a pan it waits for: the requirement would win
        // anyway, and saying so keeps the setup free of a contradiction.
        let pair = [gestureRecognizer, otherGestureRecognizer]
        return !(pair.contains { $0 is TapGestureRecognizer } && pair.contains { $0 is PanGestureRecognizer })
    }

    static func format(_ p: Point) -> String {
        func n(_ v: Double) -> String { "\((v * 10).rounded() / 10)" }
        return "(\(n(p.x)), \(n(p.y)))"
    }
}
