#if canImport(UIKit)
import UIKit
import AVFoundation
import GestureTesting
import Gestures
import Testing

// A published shape, with its imports and its canImport guard unchanged: a recognizer that
// recognizes a check mark — a stroke down and to the right, then up and to the right — written
// against UIKit, as such files are.

/// Recognizes a check mark drawn with one finger.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private enum Stroke { case none, down, up }
    private var stroke: Stroke = .none
    private var lastPoint = CGPoint.zero
    /// How far the finger must go down before it may turn up, in points.
    var minimumDownStroke: CGFloat = 20
    private var downDistance: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
        lastPoint = touches.first!.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let point = touches.first?.location(in: view) else { return }
        guard point.x >= lastPoint.x else {
            state = .failed
            return
        }
        switch stroke {
        case .none, .down:
            if point.y >= lastPoint.y {
                stroke = .down
                downDistance += point.y - lastPoint.y
            } else if stroke == .down && downDistance >= minimumDownStroke {
                stroke = .up
            } else {
                state = .failed
            }
        case .up:
            if point.y > lastPoint.y { state = .failed }
        }
        lastPoint = point
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = stroke == .up ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        stroke = .none
        downDistance = 0
    }
}

/// The screen that uses it.
final class CheckmarkViewController: UIViewController {
    var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let checkmark = CheckmarkGestureRecognizer(target: self, action: CheckmarkViewController.checked)
        view.addGestureRecognizer(checkmark)
    }

    func checked(_ recognizer: CheckmarkGestureRecognizer) {
        lines.append("check mark \(recognizer.state) at \(recognizer.location(in: view))")
    }
}

@MainActor
@Suite("import UIKit: a published recognizer compiles with its imports and canImport guard unchanged")
struct PublishedRecognizerTests {
    @Test("A check mark is recognized under TouchDriver; a stroke straight across is not")
    func checkmark() {
        let controller = CheckmarkViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let driver = TouchDriver(window: window.engineWindow)
        func stroke(_ points: [Point]) {
            driver.down(1, at: points[0])
            for point in points.dropFirst() {
                driver.wait(1.0 / 60)
                driver.move(1, to: point)
            }
            driver.wait(1.0 / 60)
            driver.up(1)
        }
        stroke([Point(x: 100, y: 100), Point(x: 110, y: 115), Point(x: 120, y: 130), Point(x: 140, y: 110), Point(x: 170, y: 70)])
        stroke([Point(x: 100, y: 300), Point(x: 140, y: 300), Point(x: 180, y: 300)])
        #expect(controller.lines == ["check mark ended at CGPoint(x: 170.0, y: 70.0)"])
        #expect(AVAudioPlayer.playbackHandler == nil)
    }
}
#endif
