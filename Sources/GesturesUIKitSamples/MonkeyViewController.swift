// Written the way UIKit code is written, against GesturesUIKit only: this file does not import
// Foundation (GesturesUIKit brings CGPoint, CGFloat and sqrt with it).
import GesturesAVFoundation
import GesturesUIKit

/// A view controller in the shape of the monkey-and-banana tutorial's: pictures built in code
/// instead of a storyboard, the rest as an iOS app would have it. Public only so that tests and
/// the window host's programs can show it.
public final class MonkeyViewController: UIViewController {
    /// The monkey's picture.
    public var monkey: UIImageView!
    /// The banana's picture.
    public var banana: UIImageView!
    /// The pan that moves the monkey.
    public var monkeyPan: UIPanGestureRecognizer!
    /// The pan that moves the banana.
    public var bananaPan: UIPanGestureRecognizer!
    private var chompPlayer: AVAudioPlayer?
    private var laughPlayer: AVAudioPlayer?
    /// How many taps chomped.
    public var chomps = 0
    /// How many tickles laughed.
    public var laughs = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        monkey = UIImageView(image: UIImage(named: "monkey"))
        monkey.center = CGPoint(x: 120, y: 200)
        banana = UIImageView(image: UIImage(named: "banana"))
        banana.center = CGPoint(x: 260, y: 460)
        view.addSubview(monkey)
        view.addSubview(banana)

        monkeyPan = UIPanGestureRecognizer(target: self, action: MonkeyViewController.handlePan)
        bananaPan = UIPanGestureRecognizer(target: self, action: MonkeyViewController.handlePan)
        for (imageView, pan) in [(monkey!, monkeyPan!), (banana!, bananaPan!)] {
            imageView.isUserInteractionEnabled = true
            let pinch = UIPinchGestureRecognizer(target: self, action: MonkeyViewController.handlePinch)
            let rotate = UIRotationGestureRecognizer(target: self, action: MonkeyViewController.handleRotate)
            for recognizer in [pan, pinch, rotate] {
                recognizer.delegate = self
                imageView.addGestureRecognizer(recognizer)
            }
        }

        let imageViews = view.subviews.filter { $0 is UIImageView }
        for imageView in imageViews {
            let tapGesture = UITapGestureRecognizer(target: self, action: MonkeyViewController.handleTap)
            tapGesture.delegate = self
            tapGesture.require(toFail: monkeyPan)
            tapGesture.require(toFail: bananaPan)
            imageView.addGestureRecognizer(tapGesture)

            let tickleGesture = TickleGestureRecognizer(target: self, action: MonkeyViewController.handleTickle)
            tickleGesture.delegate = self
            imageView.addGestureRecognizer(tickleGesture)
        }
        chompPlayer = createPlayer(from: "chomp")
        laughPlayer = createPlayer(from: "laugh")
    }

    func createPlayer(from filename: String) -> AVAudioPlayer? {
        guard let url = Bundle.main.url(forResource: filename, withExtension: "caf") else {
            return nil
        }
        var player = AVAudioPlayer()
        do {
            player = try AVAudioPlayer(contentsOf: url)
            player.prepareToPlay()
        } catch {
            print("Could not load \(url.absoluteString): \(error)")
        }
        return player
    }

    @IBAction func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        guard let gestureView = gesture.view else {
            return
        }
        gestureView.center = CGPoint(
            x: gestureView.center.x + translation.x,
            y: gestureView.center.y + translation.y
        )
        gesture.setTranslation(.zero, in: view)

        guard gesture.state == .ended else {
            return
        }
        let velocity = gesture.velocity(in: view)
        let magnitude = sqrt((velocity.x * velocity.x) + (velocity.y * velocity.y))
        let slideMultiplier = magnitude / 200
        let slideFactor = 0.1 * slideMultiplier
        var finalPoint = CGPoint(
            x: gestureView.center.x + (velocity.x * slideFactor),
            y: gestureView.center.y + (velocity.y * slideFactor)
        )
        finalPoint.x = min(max(finalPoint.x, 0), view.bounds.width)
        finalPoint.y = min(max(finalPoint.y, 0), view.bounds.height)
        UIView.animate(
            withDuration: Double(slideFactor * 2),
            delay: 0,
            options: .curveEaseOut,
            animations: {
                gestureView.center = finalPoint
            })
    }

    @IBAction func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let gestureView = gesture.view else {
            return
        }
        gestureView.transform = gestureView.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    @IBAction func handleRotate(_ gesture: UIRotationGestureRecognizer) {
        guard let gestureView = gesture.view else {
            return
        }
        gestureView.transform = gestureView.transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    func handleTap(_ gesture: UITapGestureRecognizer) {
        chomps += 1
        chompPlayer?.play()
    }

    func handleTickle(_ gesture: TickleGestureRecognizer) {
        laughs += 1
        laughPlayer?.play()
    }
}

extension MonkeyViewController: UIGestureRecognizerDelegate {
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return true
    }
}

/// A custom recognizer in the tutorial's shape: three direction changes of 25 points.
public final class TickleGestureRecognizer: UIGestureRecognizer {
    private let requiredTickles = 2
    private let distanceForTickleGesture: CGFloat = 25

    enum TickleDirection {
        case unknown
        case left
        case right
    }

    private var tickleCount = 0
    private var tickleStartLocation: CGPoint = .zero
    private var latestDirection: TickleDirection = .unknown

    public override func reset() {
        tickleCount = 0
        latestDirection = .unknown
        tickleStartLocation = .zero
        if state == .possible {
            state = .failed
        }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else {
            return
        }
        tickleStartLocation = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else {
            return
        }
        let tickleLocation = touch.location(in: view)
        let horizontalDifference = tickleLocation.x - tickleStartLocation.x
        if abs(horizontalDifference) < distanceForTickleGesture {
            return
        }
        let direction: TickleDirection = horizontalDifference < 0 ? .left : .right
        if latestDirection == .unknown || (latestDirection == .left && direction == .right)
            || (latestDirection == .right && direction == .left) {
            tickleStartLocation = tickleLocation
            latestDirection = direction
            tickleCount += 1
            if state == .possible && tickleCount > requiredTickles {
                state = .ended
            }
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }
}
