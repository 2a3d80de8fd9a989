import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// The shape of published pinch-to-zoom image views: when the pinch begins, the image view puts a
/// copy of itself on top of the whole window, hides itself, and moves its pinch and pan
/// recognizers onto the copy, which the fingers keep scaling and moving; when the fingers lift,
/// the copy goes and the recognizers come back. On iOS the gesture survives both moves.
@MainActor
private final class ZoomImageView: UIImageView, UIGestureRecognizerDelegate {
    final class LoggingPinch: UIPinchGestureRecognizer {
        var log: ((String) -> Void)?
        override func reset() {
            super.reset()
            log?("pinch reset")
        }
    }

    var log: [String] = []
    private(set) var overlay: UIImageView?
    let pinch: LoggingPinch
    let pan: UIPanGestureRecognizer

    init() {
        pinch = LoggingPinch()
        pan = UIPanGestureRecognizer()
        super.init(image: UIImage(named: "photo"))
        frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        isUserInteractionEnabled = true
        pinch.log = { [unowned self] in log.append($0) }
        pinch.addTarget(self, action: ZoomImageView.pinched)
        pan.addTarget(self, action: ZoomImageView.panned)
        pinch.delegate = self
        pan.delegate = self
        addGestureRecognizer(pinch)
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let window, let root = window.rootViewController?.view else { return }
            let copy = UIImageView(image: image)
            copy.frame = convert(bounds, to: root)
            root.addSubview(copy)
            overlay = copy
            isHidden = true
            copy.addGestureRecognizer(pinch)
            copy.addGestureRecognizer(pan)
            log.append("began: overlay added, recognizers on it")
        case .changed:
            overlay?.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
            log.append("changed: overlay scale \(String(format: "%.2f", pinch.scale))")
        case .ended, .cancelled:
            log.append("\(pinch.state == .ended ? "ended" : "cancelled"): overlay removed")
            overlay?.removeFromSuperview()
            overlay = nil
            isHidden = false
            addGestureRecognizer(pinch)
            addGestureRecognizer(pan)
        default:
            break
        }
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        guard let overlay, pan.state == .changed, let superview = overlay.superview else { return }
        let t = pan.translation(in: superview)
        overlay.center = CGPoint(x: overlay.center.x + t.x, y: overlay.center.y + t.y)
        pan.setTranslation(.zero, in: superview)
    }
}

@MainActor
@Suite("A recognizer moved to another view mid-gesture, as pinch-to-zoom libraries do")
struct PinchToZoomTests {
    @Test("Pinch begins, recognizers move to an overlay copy, the copy keeps scaling, fingers lift, reset runs")
    func pinchToZoomOverlay() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let zoom = ZoomImageView()
        controller.view.addSubview(zoom)
        let driver = TouchDriver(window: window.engineWindow)
        var diagnostics: [String] = []
        _ = window.engineWindow.engine.addObserver { diagnostic in
            if ["concluded", "misuse"].contains(diagnostic.kind) { diagnostics.append(diagnostic.line) }
        }

        // Two fingers 40 points apart on the image, spreading to 100 apart.
        driver.down(1, at: Point(x: 130, y: 250))
        driver.down(2, at: Point(x: 170, y: 250))
        for gap in [60.0, 80.0, 100.0] {
            driver.wait(1.0 / 60)
            driver.move(1, to: Point(x: 150 - gap / 2, y: 250))
            driver.move(2, to: Point(x: 150 + gap / 2, y: 250))
        }
        let overlay = zoom.overlay
        driver.wait(1.0 / 60)
        driver.up(1)
        driver.up(2)

        // Each finger moves in its own event: the gap grows 10 points per event, from 50 (where
        // the pinch begins: 40 + the 10-point threshold) to 100. The scale's baseline is the start
        // gap plus the hysteresis UIKit keeps (40 + 8 = 48 points).
        let baseline = 40 + GestureConstants.pinchHysteresis
        let changes = [60.0, 70, 80, 90, 100].map { "changed: overlay scale \(String(format: "%.2f", $0 / baseline))" }
        #expect(zoom.log == ["began: overlay added, recognizers on it"] + changes + [
            "ended: overlay removed",
            "pinch reset",
        ])
        #expect(overlay != nil)
        #expect(overlay?.superview == nil)
        #expect(overlay?.gestureRecognizers?.isEmpty ?? true)
        #expect(zoom.gestureRecognizers?.count == 2)
        #expect(zoom.isHidden == false)
        #expect(zoom.pinch.state == .possible)
        #expect(diagnostics == [])
        #expect(window.engineWindow.engine.activeRecognizers.isEmpty)
    }
}
