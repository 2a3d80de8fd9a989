import GestureTesting
import Gestures
import GesturesAVFoundation
import GesturesUIKit
import GesturesUIKitSamples
import Testing

@MainActor
@Suite("UIKit-shaped code running on the engine")
struct UIKitPortTests {
    /// A window showing a controller's view, and a driver for its touches.
    private func host(_ controller: UIViewController) -> (UIWindow, TouchDriver, ManualClock) {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, TouchDriver(window: window.engineWindow), clock)
    }

    private func glide(_ driver: TouchDriver, _ id: Int, to: CGPoint, steps: Int, dt: Double = 1.0 / 60) {
        let from = driver.location(of: id)
        for step in 1...steps {
            driver.wait(dt)
            let t = Double(step) / Double(steps)
            driver.move(id, to: Point(x: from.x + (Double(to.x) - from.x) * t, y: from.y + (Double(to.y) - from.y) * t))
        }
    }

    private func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    @Test("Monkey: a tap chomps (after both pans fail); a drag moves the monkey and slides, without a chomp")
    func monkeyTapAndDrag() {
        let controller = MonkeyViewController()
        let (window, driver, clock) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let start = controller.monkey.center
        driver.down(1, at: point(start))
        driver.wait(0.05)
        driver.up(1)
        #expect(controller.chomps == 1)

        driver.down(2, at: point(start))
        glide(driver, 2, to: CGPoint(x: start.x + 60, y: start.y), steps: 6, dt: 0.02)
        driver.up(2)
        #expect(controller.chomps == 1)
        // The handler moved the monkey by the translation (less the pan's 10-point slop); the
        // release started a slide that ends further right, clamped inside the view.
        #expect(controller.monkey.center.x > start.x + 50)
        #expect(controller.monkey.center.y == start.y)
        clock.advance(by: 3)
        #expect(controller.monkey.layer.animationKeys() == nil)
    }

    @Test("Monkey: pinching and rotating at once scale and turn the picture's transform")
    func monkeyPinchRotate() {
        let controller = MonkeyViewController()
        let (window, driver, _) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let c = point(controller.banana.center)
        driver.down(1, at: Point(x: c.x - 30, y: c.y))
        driver.down(2, at: Point(x: c.x + 30, y: c.y))
        for step in 1...6 {
            let angle = Double.pi / 6 * Double(step) / 6
            let r = 30 + 15 * Double(step) / 6
            let dx = r * Transform(rotationAngle: angle).a, dy = r * Transform(rotationAngle: angle).b
            driver.wait(1.0 / 60)
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: c.x - dx, y: c.y - dy)))
                $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: c.x + dx, y: c.y + dy)))
            }
        }
        let t = controller.banana.transform
        let scale = sqrt(t.a * t.a + t.b * t.b)
        #expect(abs(scale - 90.0 / 68.0) < 1e-9, "\(scale)")
        #expect(abs(atan2(t.b, t.a) - 25 * .pi / 180) < 1e-9)
        #expect(controller.chomps == 0)
    }

    @Test("Monkey: the custom tickle recognizer, written with UIKit's subclass hooks, laughs")
    func monkeyTickle() {
        let controller = MonkeyViewController()
        let (window, driver, _) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let c = controller.monkey.center
        driver.down(1, at: point(c))
        for x in [c.x + 30, c.x - 5, c.x + 30, c.x - 5] {
            glide(driver, 1, to: CGPoint(x: x, y: c.y), steps: 2)
        }
        driver.up(1)
        #expect(controller.laughs == 1)
        #expect(controller.chomps == 0)
        // A second, slow stroke is no tickle.
        driver.down(2, at: point(controller.monkey.center))
        glide(driver, 2, to: CGPoint(x: controller.monkey.center.x + 30, y: c.y), steps: 3)
        driver.up(2)
        #expect(controller.laughs == 1)
    }

    @Test("File to trash: dropped on the trash it fades out over 0.3 s and is removed; elsewhere it returns")
    func fileToTrash() {
        let controller = FileTrashViewController()
        let (window, driver, clock) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let origin = controller.fileImageView.frame.origin
        driver.down(1, at: point(controller.fileImageView.center))
        glide(driver, 1, to: CGPoint(x: 200, y: 300), steps: 5)
        driver.up(1)
        #expect(controller.fileImageView.frame.origin == origin)  // animating back
        clock.advance(by: 0.3)
        #expect(controller.fileImageView.superview === controller.view)

        driver.down(2, at: point(controller.fileImageView.center))
        glide(driver, 2, to: controller.trashImageView.center, steps: 8)
        driver.up(2)
        #expect(controller.fileImageView.alpha == 0)
        #expect(!controller.deleted)
        clock.advance(by: 0.31)
        #expect(controller.deleted)
        #expect(controller.fileImageView.superview == nil)
        #expect(controller.view.subviews.count == 1)
    }

    @Test("Pan as swipe: a fast two-finger stroke reports its direction, a slow one none", arguments: [
        (CGPoint(x: 200, y: 0), 0.01, "right"), (CGPoint(x: 0, y: -200), 0.01, "up"),
        (CGPoint(x: 100, y: 0), 0.2, "none"),
    ])
    func panAsSwipe(delta: CGPoint, dt: Double, expected: String) {
        let controller = PanSwipeViewController()
        let (window, driver, _) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let a = Point(x: 150, y: 400), b = Point(x: 220, y: 400)
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .began, location: a))
            $0.append(TouchInput(id: 2, phase: .began, location: b))
        }
        for step in 1...10 {
            driver.wait(dt)
            let d = Vector(dx: Double(delta.x), dy: Double(delta.y)) * (Double(step) / 10)
            driver.frame {
                $0.append(TouchInput(id: 1, phase: .moved, location: a + d))
                $0.append(TouchInput(id: 2, phase: .moved, location: b + d))
            }
        }
        driver.frame {
            $0.append(TouchInput(id: 1, phase: .ended, location: driver.location(of: 1)))
            $0.append(TouchInput(id: 2, phase: .ended, location: driver.location(of: 2)))
        }
        #expect(controller.swipes == [expected])
    }

    @Test("The view tree mirrors UIKit: subviews, superview, window, hit testing, interaction defaults")
    func viewTree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(parent)
        do {
            // Dropped by the caller, kept alive by its superview, as in UIKit.
            let child = UIImageView(image: UIImage(named: "file"))
            child.tag = 7
            parent.addSubview(child)
        }
        let child = parent.viewWithTag(7)
        #expect(child is UIImageView)
        #expect(child?.superview === parent)
        #expect(child?.window === window)
        #expect(child?.isUserInteractionEnabled == false)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        child?.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        #expect(child?.convert(CGPoint.zero, to: nil) == CGPoint.zero)
        child?.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
    }

    @Test("A UIView subclass gets its touch methods, and UIKit's responder chain forwards the rest")
    func responderChain() {
        final class Parent: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("parent began \(touches.count) \(touches.first?.view === subviews.first)")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("parent ended") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(parent)
        parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let driver = TouchDriver(window: window.engineWindow)
        driver.down(1, at: Point(x: 10, y: 10))
        driver.up(1)
        #expect(parent.log == ["parent began 1 true", "parent ended"])
    }

    @Test("UITouch gives a stylus's force range, altitude and azimuth as the backend reported them")
    func stylusAngles() {
        final class Pad: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for touch in touches {
                    log.append("\(touch.force) of \(touch.maximumPossibleForce), altitude \(touch.altitudeAngle), "
                               + "azimuth \(touch.azimuthAngle(in: nil))")
                }
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(pad)
        window.engineWindow.sendEvent(InputEvent(timestamp: 0, touches: [
            TouchInput(id: 1, phase: .began, location: Point(x: 10, y: 10), type: .stylus, force: 2,
                       maximumPossibleForce: 4, altitudeAngle: 0.75, azimuthAngle: 0.5),
        ]))
        window.engineWindow.sendEvent(InputEvent(timestamp: 0.1, touches: [
            TouchInput(id: 1, phase: .ended, location: Point(x: 10, y: 10)),
            TouchInput(id: 2, phase: .began, location: Point(x: 20, y: 20)),
        ]))
        window.engineWindow.sendEvent(InputEvent(timestamp: 0.2, touches: [TouchInput(id: 2, phase: .ended, location: Point(x: 20, y: 20))]))
        #expect(pad.log == [
            "2.0 of 4.0, altitude 0.75, azimuth 0.5",
            "0.0 of 0.0, altitude \(Double.pi / 2), azimuth 0.0",
        ])
    }

    @Test("AVAudioPlayer: a missing file throws; a real one plays through the playback handler")
    func audioPlayer() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/chomp.caf")
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gestures-chomp-\(UUID().uuidString).wav")
        try Data([0x52, 0x49, 0x46, 0x46]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var played: [String] = []
        AVAudioPlayer.playbackHandler = { played.append($0.lastPathComponent) }
        defer { AVAudioPlayer.playbackHandler = nil }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.prepareToPlay())
        #expect(player.play())
        #expect(played == [file.lastPathComponent])
        #expect(AVAudioPlayer().play() == false)
    }

    @Test("A secondary-click tap, as iPadOS code adds one: only the right button fires it; the event and recognizer show the buttons and keys")
    func secondaryClickTap() {
        final class MenuController: UIViewController {
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let menuTap = UITapGestureRecognizer(target: self, action: MenuController.showMenu)
                menuTap.buttonMaskRequired = .secondary
                view.addGestureRecognizer(menuTap)
                let press = UILongPressGestureRecognizer(target: self, action: MenuController.pressed)
                press.minimumPressDuration = 0.1
                view.addGestureRecognizer(press)
            }
            func showMenu(_ tap: UITapGestureRecognizer) { log.append("menu \(tap.state)") }
            func pressed(_ press: UILongPressGestureRecognizer) {
                guard press.state == .began else { return }
                log.append("press began buttons \(press.buttonMask.rawValue) command \(press.modifierFlags.contains(.command))")
            }
        }
        let controller = MenuController()
        let (window, driver, clock) = host(controller)
        defer { withExtendedLifetime(window) {} }
        func click(_ buttons: UIEvent.ButtonMask, keys: UIKeyModifierFlags = [], hold: Double = 0.05) {
            var down = InputEvent(timestamp: clock.now, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 100, y: 100), type: .pointer)])
            down.buttonMask = buttons
            down.modifierFlags = keys
            window.sendEvent(down)
            clock.advance(by: hold)
            var up = InputEvent(timestamp: clock.now, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 100, y: 100), type: .pointer)])
            up.modifierFlags = keys
            window.sendEvent(up)
            clock.advance(by: 1)
        }
        click(.secondary)
        click(.primary)
        driver.down(2, at: Point(x: 100, y: 100))
        driver.wait(0.05)
        driver.up(2)
        clock.advance(by: 1)
        click(.primary, keys: [.command], hold: 0.3)
        #expect(controller.log == ["menu ended", "press began buttons 1 command true"])
    }

    @Test("A pan that allows wheel scrolling follows the wheel as a drag; one that does not stays put")
    func wheelPan() {
        final class ListController: UIViewController {
            var offsets: [CGFloat] = []
            var trackpadOnly: UIPanGestureRecognizer!
            override func viewDidLoad() {
                super.viewDidLoad()
                let pan = UIPanGestureRecognizer(target: self, action: ListController.scrolled)
                pan.allowedScrollTypesMask = .discrete
                view.addGestureRecognizer(pan)
                trackpadOnly = UIPanGestureRecognizer(target: self, action: ListController.scrolled)
                trackpadOnly.allowedScrollTypesMask = .continuous
                view.addGestureRecognizer(trackpadOnly)
            }
            func scrolled(_ pan: UIPanGestureRecognizer) {
                offsets.append(pan.translation(in: view).y)
                #expect(pan.numberOfTouches == 0)
            }
        }
        let controller = ListController()
        let (window, _, clock) = host(controller)
        defer { withExtendedLifetime(window) {} }
        for (phase, dy) in [(ScrollInput.Phase.began, 0.0), (.changed, -30), (.changed, -30), (.ended, 0)] {
            window.sendEvent(InputEvent(timestamp: clock.now, scroll: ScrollInput(
                phase: phase, location: Point(x: 100, y: 300), delta: Vector(dx: 0, dy: dy), type: .discrete)))
            clock.advance(by: 0.05)
        }
        #expect(controller.offsets == [-30, -60, -60])
        #expect(controller.trackpadOnly.state == .possible)
    }

    @Test("allowedTouchTypes: a pencil stroke draws, a finger and a pointer drag pan; the canvas hears every touch")
    func touchTypes() {
        final class CanvasController: UIViewController {
            final class Canvas: UIView {
                var heard: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    heard += touches.map { "began type \($0.type.rawValue)" }
                }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    heard += touches.map { "ended type \($0.type.rawValue)" }
                }
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                    heard += touches.map { "cancelled type \($0.type.rawValue)" }
                }
            }
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(canvas)
                let draw = UIPanGestureRecognizer(target: self, action: CanvasController.drew)
                draw.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
                draw.cancelsTouchesInView = false
                canvas.addGestureRecognizer(draw)
                let scroll = UIPanGestureRecognizer(target: self, action: CanvasController.panned)
                scroll.allowedTouchTypes = [UITouch.TouchType.direct, .indirectPointer].map { NSNumber(value: $0.rawValue) }
                scroll.cancelsTouchesInView = false
                canvas.addGestureRecognizer(scroll)
            }
            func drew(_ pan: UIPanGestureRecognizer) {
                if pan.state != .changed { log.append("draw \(pan.state)") }
            }
            func panned(_ pan: UIPanGestureRecognizer) {
                if pan.state != .changed { log.append("pan \(pan.state)") }
            }
        }
        let controller = CanvasController()
        let (window, driver, _) = host(controller)
        defer { withExtendedLifetime(window) {} }
        for (id, type) in [(1, UITouch.TouchType.pencil), (2, .direct), (3, .indirectPointer)] {
            driver.down(id, at: Point(x: 100, y: 100), type: type)
            for step in 1...4 {
                driver.wait(1.0 / 60)
                driver.move(id, to: Point(x: 100 + 15 * Double(step), y: 100), type: type)
            }
            driver.up(id, type: type)
            driver.wait(1)
        }
        #expect(controller.log == ["draw began", "draw ended", "pan began", "pan ended", "pan began", "pan ended"])
        #expect(controller.canvas.heard == ["began type 2", "ended type 2", "began type 0", "ended type 0",
                                            "began type 3", "ended type 3"])
    }

    @Test("A trackpad pinch and rotation drive UIPinchGestureRecognizer and UIRotationGestureRecognizer, as on iPadOS; the view hears no touches")
    func trackpadTransform() {
        final class PhotoController: UIViewController, UIGestureRecognizerDelegate {
            final class Photo: UIView {
                var touchesHeard = 0
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesHeard += 1 }
            }
            let photo = Photo(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(photo)
                let pinch = UIPinchGestureRecognizer(target: self, action: PhotoController.pinched)
                pinch.delegate = self
                photo.addGestureRecognizer(pinch)
                let rotation = UIRotationGestureRecognizer(target: self, action: PhotoController.rotated)
                rotation.delegate = self
                photo.addGestureRecognizer(rotation)
            }
            func pinched(_ pinch: UIPinchGestureRecognizer) {
                photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
                log.append("pinch \(pinch.state) touches \(pinch.numberOfTouches)")
            }
            func rotated(_ rotation: UIRotationGestureRecognizer) {
                photo.transform = photo.transform.rotated(by: rotation.rotation)
                rotation.rotation = 0
                log.append("rotation \(rotation.state) touches \(rotation.numberOfTouches)")
            }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }
        let controller = PhotoController()
        let (window, _, clock) = host(controller)
        defer { withExtendedLifetime(window) {} }
        let steps: [(TransformInput.Phase, Double, Double)] = [(.began, 1, 0), (.changed, 2, 0), (.changed, 1, Double.pi / 2), (.ended, 1, 0)]
        for (phase, scale, rotation) in steps {
            window.sendEvent(InputEvent(timestamp: clock.now, transform: TransformInput(
                phase: phase, location: Point(x: 150, y: 150), scale: scale, rotation: rotation)))
            clock.advance(by: 0.01)
        }
        #expect(controller.log == ["pinch began touches 0", "pinch changed touches 0", "rotation began touches 0",
                                   "pinch ended touches 0", "rotation ended touches 0"])
        // Twice the size, turned a quarter turn clockwise: (a, b, c, d) = (0, 2, −2, 0).
        let t = controller.photo.transform
        #expect(abs(t.a) < 1e-9 && abs(t.b - 2) < 1e-9 && abs(t.c + 2) < 1e-9 && abs(t.d) < 1e-9, "\(t)")
        #expect(controller.photo.touchesHeard == 0)
    }
}
