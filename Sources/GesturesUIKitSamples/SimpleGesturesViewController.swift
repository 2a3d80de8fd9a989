// Written the way UIKit code is written, against GesturesUIKit only.
import GesturesUIKit

/// A view controller in the shape of Apple's "Simple Gesture Recognizers" sample: four recognizers
/// on one view — a tap, a right swipe, a left swipe and a rotation — each showing a picture of its
/// gesture where it happened, which then fades out; a segmented control that adds and removes the
/// left swipe recognizer; and the controller as the tap recognizer's delegate, keeping it away
/// from touches on the segmented control.
///
/// The storyboard's objects are built in code (``loadView()``); the rest is the sample's code as a
/// Swift developer would write it. Public only so that tests, the demo and the window host's
/// programs can show it.
///
/// How the pieces map to the guide's listings:
/// - 1-1: ``tapRecognizer`` is the outlet to the tap recognizer and
///   ``showGestureForTapRecognizer(_:)`` its action;
/// - 1-2: ``viewDidLoad()`` makes the tap recognizer in code, one tap required, and adds it to the
///   view;
/// - 1-3: the tap's action shows the picture at the tap's location and fades it out over
///   ``fadeDuration``;
/// - 1-4: a swipe's action reads which direction the recognizer *permits* (`direction` is the
///   mask it was configured with, not a measured direction: each swipe recognizer here permits
///   one), and moves the picture ``swipeTravel`` points that way while it fades.
public final class SimpleGesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The picture of the last gesture (the storyboard's image view; it starts empty).
    public var imageView: UIImageView!
    /// Switches the left swipe recognizer on (segment 0) and off (segment 1).
    public var segmentedControl: UISegmentedControl!
    /// The tap recognizer (listing 1-1's outlet), made in ``viewDidLoad()`` (listing 1-2).
    public var tapRecognizer: UITapGestureRecognizer!
    /// The left swipe recognizer: kept, so that it can be removed from the view and added back.
    public var swipeLeftRecognizer: UISwipeGestureRecognizer!

    /// How long the picture takes to fade out, in seconds (the sample's 0.5 s).
    public static let fadeDuration: TimeInterval = 0.5
    /// How far a swipe carries the picture as it fades, in points (the sample's 220).
    public static let swipeTravel: CGFloat = 220

    /// Builds what the sample's storyboard holds: a white view, the image view, the segmented
    /// control wired to ``takeLeftSwipeRecognitionEnabled(from:)``, the left and right swipe
    /// recognizers and the rotation recognizer.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        view = root

        imageView = UIImageView(frame: CGRect(x: 107, y: 260, width: 160, height: 64))
        imageView.contentMode = .center
        imageView.accessibilityIdentifier = "gestureImage"
        root.addSubview(imageView)

        segmentedControl = UISegmentedControl(items: ["Enable Left Swipes", "Disable Left Swipes"])
        segmentedControl.frame = CGRect(x: 20, y: root.bounds.height - 84, width: root.bounds.width - 40, height: 36)
        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.backgroundColor = UIColor(white: 0.92, alpha: 1)
        segmentedControl.accessibilityIdentifier = "segmentedControl"
        segmentedControl.addTarget(
            self, action: Selector(SimpleGesturesViewController.takeLeftSwipeRecognitionEnabled(from:)),
            for: .valueChanged)
        root.addSubview(segmentedControl)

        // The storyboard's recognizers, with their Interface Builder labels as names.
        swipeLeftRecognizer = UISwipeGestureRecognizer(
            target: self, action: SimpleGesturesViewController.showGestureForSwipeRecognizer)
        swipeLeftRecognizer.direction = .left
        swipeLeftRecognizer.name = "swipeLeft"
        let swipeRightRecognizer = UISwipeGestureRecognizer(
            target: self, action: SimpleGesturesViewController.showGestureForSwipeRecognizer)
        swipeRightRecognizer.direction = .right
        swipeRightRecognizer.name = "swipeRight"
        root.addGestureRecognizer(swipeRightRecognizer)
        let rotationRecognizer = UIRotationGestureRecognizer(
            target: self, action: SimpleGesturesViewController.showGestureForRotationRecognizer)
        rotationRecognizer.name = "rotation"
        root.addGestureRecognizer(rotationRecognizer)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // Listing 1-2: a tap recognizer made in code, for a single tap.
        tapRecognizer = UITapGestureRecognizer(
            target: self, action: SimpleGesturesViewController.showGestureForTapRecognizer)
        tapRecognizer.numberOfTapsRequired = 1
        tapRecognizer.name = "tap"
        tapRecognizer.delegate = self
        view.addGestureRecognizer(tapRecognizer)

        takeLeftSwipeRecognitionEnabled(from: segmentedControl)
        // As in the sample, for illustration: recognizers on the view still see touches that land
        // on an exclusive-touch control.
        segmentedControl.isExclusiveTouch = true
    }

    // MARK: The segmented control

    /// Adds the left swipe recognizer to the view when the first segment is selected, and removes
    /// it otherwise.
    public func takeLeftSwipeRecognitionEnabled(from segmentedControl: UISegmentedControl) {
        if segmentedControl.selectedSegmentIndex == 0 {
            view.addGestureRecognizer(swipeLeftRecognizer)
        } else {
            view.removeGestureRecognizer(swipeLeftRecognizer)
        }
    }

    // MARK: UIGestureRecognizerDelegate

    /// Keeps the tap recognizer away from touches on the segmented control: a tap there selects a
    /// segment and shows no picture.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if touch.view === segmentedControl && gestureRecognizer === tapRecognizer {
            return false
        }
        return true
    }

    // MARK: Responding to gestures

    /// Listing 1-3: shows the tap's picture where the tap was, then fades it out.
    public func showGestureForTapRecognizer(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: view)
        drawImage(for: recognizer, at: location)
        UIView.animate(withDuration: Self.fadeDuration) {
            self.imageView.alpha = 0
        }
    }

    /// Listing 1-4: shows the swipe's picture where the swipe was recognized, then moves it
    /// ``swipeTravel`` points the way the recognizer permits while it fades out.
    public func showGestureForSwipeRecognizer(_ recognizer: UISwipeGestureRecognizer) {
        var location = recognizer.location(in: view)
        drawImage(for: recognizer, at: location)
        if recognizer.direction == .left {
            location.x -= Self.swipeTravel
        } else {
            location.x += Self.swipeTravel
        }
        UIView.animate(withDuration: Self.fadeDuration) {
            self.imageView.alpha = 0
            self.imageView.center = location
        }
    }

    /// Shows the rotation's picture between the fingers, turned by the gesture's rotation; when
    /// the gesture ends (or is cancelled) the picture turns back level as it fades out.
    public func showGestureForRotationRecognizer(_ recognizer: UIRotationGestureRecognizer) {
        let location = recognizer.location(in: view)
        imageView.transform = CGAffineTransform(rotationAngle: recognizer.rotation)
        drawImage(for: recognizer, at: location)
        if recognizer.state == .ended || recognizer.state == .cancelled {
            UIView.animate(withDuration: Self.fadeDuration) {
                self.imageView.alpha = 0
                self.imageView.transform = .identity
            }
        }
    }

    // MARK: Drawing the image view

    /// Puts the picture of `recognizer`'s kind of gesture in the image view, centred on `point`,
    /// fully opaque.
    func drawImage(for recognizer: UIGestureRecognizer, at point: CGPoint) {
        let imageName: String
        switch recognizer {
        case is UITapGestureRecognizer: imageName = "tap"
        case is UIRotationGestureRecognizer: imageName = "rotation"
        case is UISwipeGestureRecognizer: imageName = "swipe"
        default: return
        }
        imageView.image = UIImage(named: imageName)
        imageView.center = point
        imageView.alpha = 1
    }
}
