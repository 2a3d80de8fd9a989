// Written the way UIKit code is written, in a file that imports Foundation as well: the CGPoint
// and CGRect here are Foundation's, and the same as GesturesUIKit's.
import Foundation
import GesturesUIKit

/// A view controller in the shape of the file-to-trash tutorial's.
final class FileTrashViewController: UIViewController {
    var fileImageView: UIImageView!
    var trashImageView: UIImageView!
    var fileViewOrigin: CGPoint!
    var deleted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        fileImageView = UIImageView(frame: CGRect(x: 20, y: 40, width: 80, height: 100))
        fileImageView.image = UIImage(named: "file")
        trashImageView = UIImageView(frame: CGRect(x: 245, y: 507, width: 110, height: 120))
        trashImageView.image = UIImage(named: "trash")
        view.addSubview(fileImageView)
        view.addSubview(trashImageView)
        fileImageView.isUserInteractionEnabled = true

        addPanGesture(view: fileImageView)
        fileViewOrigin = fileImageView.frame.origin
        view.bringSubviewToFront(fileImageView)
    }

    func addPanGesture(view: UIView) {
        let pan = UIPanGestureRecognizer(target: self, action: FileTrashViewController.handlePan(sender:))
        view.addGestureRecognizer(pan)
    }

    func handlePan(sender: UIPanGestureRecognizer) {
        let fileView = sender.view!
        switch sender.state {
        case .began, .changed:
            moveViewWithPan(view: fileView, sender: sender)
        case .ended:
            if fileView.frame.intersects(trashImageView.frame) {
                deleteView(view: fileView)
            } else {
                returnViewToOrigin(view: fileView)
            }
        default:
            break
        }
    }

    func moveViewWithPan(view: UIView, sender: UIPanGestureRecognizer) {
        let translation = sender.translation(in: self.view)
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        sender.setTranslation(CGPoint.zero, in: self.view)
    }

    func returnViewToOrigin(view: UIView) {
        UIView.animate(withDuration: 0.3, animations: {
            view.frame.origin = self.fileViewOrigin
        })
    }

    func deleteView(view: UIView) {
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.0
        }, completion: { _ in
            view.removeFromSuperview()
            self.deleted = true
        })
    }
}

/// A view controller in the shape of the pan-as-swipe tip: a two-finger pan that moves a view and
/// reports a swipe when it ends faster than 1000 points per second.
final class PanSwipeViewController: UIViewController {
    let SWIPE_UP_THRESHOLD: CGFloat = -1000.0
    let SWIPE_DOWN_THRESHOLD: CGFloat = 1000.0
    let SWIPE_LEFT_THRESHOLD: CGFloat = -1000.0
    let SWIPE_RIGHT_THRESHOLD: CGFloat = 1000.0
    var someView: UIView!
    var swipes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        someView = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        view.addSubview(someView)
        let panSwipeRecognizer = UIPanGestureRecognizer(target: self, action: PanSwipeViewController.handlePanSwipe)
        panSwipeRecognizer.minimumNumberOfTouches = 2
        view.addGestureRecognizer(panSwipeRecognizer)
    }

    func handlePanSwipe(_ recognizer: UIPanGestureRecognizer) {
        let t = recognizer.translation(in: recognizer.view)
        recognizer.setTranslation(CGPoint.zero, in: recognizer.view)
        someView.center = CGPoint(x: someView.center.x + t.x, y: someView.center.y + t.y)

        if recognizer.state == .ended {
            let vel = recognizer.velocity(in: recognizer.view)
            if vel.x < SWIPE_LEFT_THRESHOLD {
                swipes.append("left")
            } else if vel.x > SWIPE_RIGHT_THRESHOLD {
                swipes.append("right")
            } else if vel.y < SWIPE_UP_THRESHOLD {
                swipes.append("up")
            } else if vel.y > SWIPE_DOWN_THRESHOLD {
                swipes.append("down")
            } else {
                swipes.append("none")
            }
        }
    }
}
