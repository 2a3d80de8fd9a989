import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A published shape: a star rating that picks its value where the finger lifts, sends
/// `valueChanged`, and says when it is freed.
final class RatingControl: UIControl {
    let log: DeinitLog
    private(set) var rating = 0

    init(log: DeinitLog) {
        self.log = log
        super.init(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { log.lines.append("RatingControl deinit") }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside else { return }
        rating = Int(touch.location(in: self).x / 40) + 1
        sendActions(for: .valueChanged)
    }
}

/// Its controller, with an action of each of UIKit's three shapes.
final class RatingViewController: UIViewController {
    var lines: [String] = []
    var rating: RatingControl!
    let log: DeinitLog

    init(log: DeinitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        rating = RatingControl(log: log)
        view.addSubview(rating)
        rating.addTarget(self, action: RatingViewController.touched(_:forEvent:), for: [.touchDown, .touchUpInside])
        rating.addTarget(self, action: RatingViewController.ratingChanged, for: .valueChanged)
        rating.addTarget(self, action: RatingViewController.refresh, for: .valueChanged)
    }

    func touched(_ sender: RatingControl, forEvent event: UIEvent) {
        let phases = (event.allTouches ?? []).map { "\($0.phase)" }.sorted()
        lines.append("touched \(sender.isTracking ? "tracking" : "idle") \(phases) at \(event.timestamp)")
    }

    func ratingChanged(_ sender: RatingControl) { lines.append("rating \(sender.rating)") }

    func refresh() { lines.append("refresh") }

    func save(_ sender: UIButton) { lines.append("save from \(sender.currentTitle ?? "")") }
}

/// Records actions by name.
@MainActor
final class ActionLog {
    var lines: [String] = []
    func doubleTap(_ recognizer: UITapGestureRecognizer) { lines.append("double tap \(recognizer.state)") }
    func first(_ sender: UIButton) { lines.append("first") }
    func second(_ sender: Any) { lines.append("second") }
    func third() { lines.append("third") }
    func outside(_ sender: UIControl) { lines.append("outside") }
    func exit(_ sender: UIControl) { lines.append("exit") }
    func both(_ sender: UIControl, forEvent event: UIEvent) { lines.append("both") }
}

@MainActor
@Suite("Target–action alike everywhere: method references and selectors, UIKit's three shapes")
struct TargetActionShapesTests {
    @Test("A control subclass with (sender, event), (sender) and () actions and a deinit, under TouchDriver")
    func ratingControl() {
        let log = DeinitLog()
        var controller: RatingViewController? = RatingViewController(log: log)
        let host = UIKitHost(controller)
        host.driver.down(1, at: Point(x: 125, y: 120))
        host.driver.wait(0.1)
        host.driver.up(1)
        #expect(controller?.lines == [
            "touched tracking [\"began\"] at 0.0",
            "rating 3", "refresh",
            "touched idle [\"ended\"] at 0.1",
        ])
        // Sent by the app, outside any input: the (sender, event) shape gets an event with no touches.
        controller?.rating.sendActions(for: .touchDown)
        #expect(controller?.lines.last == "touched idle [] at 0.0")
        host.window.rootViewController = nil
        controller = nil
        #expect(log.lines == ["RatingControl deinit"])
        #expect(host.diagnostics.isEmpty && host.nothingEngaged)
    }

    @Test("A recognizer subclass overriding init(target:action:) is made with a method reference")
    func recognizerSubclassInheritsMethodReferenceInitializer() {
        let host = UIKitHost()
        let log = ActionLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(view)
        let doubleTap = DoubleTap(target: log, action: ActionLog.doubleTap)
        view.addGestureRecognizer(doubleTap)
        host.tap(at: Point(x: 50, y: 50))
        host.driver.wait(0.1)
        host.tap(at: Point(x: 52, y: 50))
        #expect(doubleTap.numberOfTapsRequired == 2)
        #expect(log.lines == ["double tap ended"])
    }

    @Test("A nil target goes up the responder chain to the first responder of the method's class")
    func nilTargetFollowsResponderChain() {
        let log = DeinitLog()
        let controller = RatingViewController(log: log)
        let host = UIKitHost(controller)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        button.setTitle("Save", for: .normal)
        let panel = UIView(frame: controller.view.bounds)
        controller.view.addSubview(panel)
        panel.addSubview(button)
        button.addTarget(nil, action: RatingViewController.save, for: .touchUpInside)
        // A second button whose chain has no RatingViewController: nothing is called, and it is said.
        let stray = UIButton(type: .system)
        stray.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(stray)
        stray.accessibilityIdentifier = "stray"
        stray.addTarget(nil, action: RatingViewController.save, for: .touchUpInside)
        var strayDiagnostics: [String] = []
        _ = other.engineWindow.engine.addObserver { strayDiagnostics.append($0.line) }
        host.tap(at: Point(x: 50, y: 320))
        stray.sendActions(for: .touchUpInside)
        #expect(controller.lines == ["save from Save"])
        #expect(host.diagnostics.isEmpty)
        #expect(strayDiagnostics == [
            "misuse: stray: no responder along the chain from the control takes action RatingViewController method (UIButton)",
        ])
    }

    @Test("One pass over the targets in the order added for the events one move produced (drag exit and outside)")
    func onePassForEventsOfOneMove() {
        let host = UIKitHost()
        let log = ActionLog()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(control)
        control.addTarget(log, action: ActionLog.outside, for: .touchDragOutside)
        control.addTarget(log, action: ActionLog.exit, for: .touchDragExit)
        control.addTarget(log, action: ActionLog.both, for: [.touchDragExit, .touchDragOutside])
        control.addAction(UIAction { _ in log.lines.append("closure") }, for: .touchDragExit)
        host.driver.down(1, at: Point(x: 150, y: 150))
        host.driver.wait(0.05)
        // Beyond the bounds grown by the 70-point tracking tolerance.
        host.driver.move(1, to: Point(x: 150, y: 330))
        #expect(log.lines == ["outside", "exit", "both", "closure"])
        host.driver.wait(0.05)
        host.driver.move(1, to: Point(x: 150, y: 340))
        #expect(log.lines == ["outside", "exit", "both", "closure", "outside", "both"])
        host.driver.up(1)
        #expect(host.nothingEngaged)
    }

    @Test("A gesture recognizer keeps neither its delegate nor its target: freed, they read nil and are not heard again")
    func recognizerDelegateAndTargetNotKept() {
        @MainActor final class Screen: UIGestureRecognizerDelegate {
            var heard: [String] = []
            func panned(_ pan: UIPanGestureRecognizer) { heard.append("\(pan.name ?? "?") \(pan.state)") }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
                heard.append("simultaneous \(gestureRecognizer.name ?? "?") \(other.name ?? "?")")
                return true
            }
        }
        @MainActor final class Log {
            var lines: [String] = []
            func record(_ pan: UIPanGestureRecognizer) { lines.append("\(pan.name ?? "?") \(pan.state)") }
        }
        let host = UIKitHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.window.addSubview(box)
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let log = Log()
        let pans = ["outer", "inner"].map { name in
            let pan = UIPanGestureRecognizer(target: screen!, action: Screen.panned)
            pan.addTarget(log, action: Log.record)
            pan.name = name
            pan.delegate = screen
            box.addGestureRecognizer(pan)
            return pan
        }
        host.drag(1, from: Point(x: 50, y: 50), by: [Vector(dx: 20, dy: 0), Vector(dx: 10, dy: 0)])
        #expect(screen!.heard == ["simultaneous outer inner", "simultaneous outer inner", "outer began", "inner began",
                                  "outer changed", "inner changed", "outer ended", "inner ended"])
        screen = nil
        #expect(weakScreen == nil)
        #expect(pans.allSatisfy { $0.delegate == nil })
        // Decided as without a delegate: the first to recognize excludes the other.
        host.drag(1, from: Point(x: 50, y: 50), by: [Vector(dx: 20, dy: 0), Vector(dx: 10, dy: 0)])
        #expect(log.lines == ["outer began", "inner began", "outer changed", "inner changed", "outer ended", "inner ended",
                              "outer began", "outer changed", "outer ended"])
        #expect(pans.map { "\($0.state)" } == ["possible", "possible"])
        #expect(host.diagnostics == [])
        #expect(host.nothingEngaged)
    }

    @Test("Bad input: a named selector, a target freed mid-touch, an action removing its own control")
    func badTargetActions() {
        let host = UIKitHost()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        button.accessibilityIdentifier = "button"
        host.window.addSubview(button)
        let keeper = ActionLog()
        var doomed: ActionLog? = ActionLog()
        button.addTarget(keeper, action: Selector("first:"), for: .touchUpInside)
        button.addTarget(doomed, action: ActionLog.third, for: [.touchDown, .touchUpInside])
        button.addTarget(keeper, action: ActionLog.first, for: .touchUpInside)
        button.sendAction(Selector("first:"), to: keeper, for: nil)
        host.driver.down(1, at: Point(x: 50, y: 50))
        #expect(doomed?.lines == ["third"])
        doomed = nil
        host.driver.wait(0.05)
        host.driver.up(1)
        #expect(keeper.lines == ["first"])
        // An action that removes its own control: the later targets of that pass are not sent.
        button.addAction(UIAction { _ in button.removeFromSuperview() }, for: .touchUpInside)
        button.addTarget(keeper, action: ActionLog.second, for: .touchUpInside)
        host.tap(at: Point(x: 50, y: 50))
        #expect(keeper.lines == ["first", "first"])
        #expect(button.superview == nil && host.nothingEngaged)
        #expect(host.diagnostics == [
            "misuse: button: addTarget(_:action:for:) with selector first:, which has no method to call; pass the method itself, Type.method",
            "misuse: button: selector first: has no method to call (a selector made from a name); pass the method itself, Type.method",
            "misuse: button: the target of action ActionLog method () was freed; the pair is removed",
            "misuse: button left its window inside one of its actions; the later actions for touchUpInside+primaryActionTriggered are not sent",
        ])
    }
}

/// A published shape: an editor whose navigation bar has Save (a method reference), Done (a
/// selector to a nil target, found along the chain) and Share (a closure action).
final class EditorViewController: UIViewController {
    var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: EditorViewController.save)
        navigationItem.leftBarButtonItems = [
            UIBarButtonItem(title: "Done", style: .done, target: nil, action: Selector(EditorViewController.done)),
            UIBarButtonItem(title: "Share", primaryAction: UIAction { [unowned self] _ in lines.append("share") }),
            UIBarButtonItem(title: "Broken", style: .plain, target: nil, action: Selector("broken:")),
        ]
    }

    func save(_ sender: UIBarButtonItem) { lines.append("save \(sender.systemItem.map { "\($0)" } ?? "")") }
    func done() { lines.append("done") }
}

@MainActor
@Suite("UIBarButtonItem target–action")
struct BarButtonItemTests {
    @Test("Bar button items send method references, selectors along the chain and closure actions when tapped")
    func barItems() {
        let controller = EditorViewController()
        let host = UIKitHost(controller)
        controller.navigationItem.rightBarButtonItem?.tap()
        for item in controller.navigationItem.leftBarButtonItems ?? [] { item.tap() }
        controller.navigationItem.rightBarButtonItem?.isEnabled = false
        controller.navigationItem.rightBarButtonItem?.tap()
        #expect(controller.lines == ["save save", "done", "share"])
        #expect(host.diagnostics == [
            "misuse: UIBarButtonItem Broken: no target, and no responder along the chain takes action broken:",
        ])
    }
}
