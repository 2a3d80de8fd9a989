import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

@MainActor
@Suite("Published UIKit shapes ported unchanged: subclasses, initializers, controllers, alerts")
struct PortedCodeTests {
    /// A window showing a controller's view, a driver for its touches, and its diagnostics.
    private typealias Host = UIKitHost

    @Test("A UIView subclass with its own init(frame:) and init?(coder:) is built with CardView() and laid out")
    func cardViewInitializers() throws {
        let card = CardView()
        #expect(card.frame == .zero)
        #expect(card.layer.cornerRadius == 12 && card.layer.shadowOpacity == 0.2 && !card.clipsToBounds)
        #expect(card.subviews == [card.titleLabel])
        #expect(card.layoutPasses == 0)

        let host = Host(nil)
        card.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(card.frameChanges == [CGRect(x: 10, y: 20, width: 200, height: 100)])
        host.window.addSubview(card)
        // Entering the window lays it out once; a new size makes layout due again.
        #expect(card.layoutPasses == 1)
        #expect(card.titleLabel.frame == CGRect(x: 8, y: 8, width: 184, height: 24))
        card.bounds.size.width = 300
        #expect(card.layoutPasses == 1)
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 2)
        #expect(card.titleLabel.frame.width == 284)
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 2)
        #expect(card.layer.position == card.center && card.layer.frame == card.frame)

        let decoded = try #require(CardView(coder: NSCoder()))
        #expect(decoded.madeFromCoder && decoded.frame == .zero && decoded.subviews.count == 1)
        // Views are Hashable by identity, as NSObject-based views are.
        #expect(Set([card, decoded, card]).count == 2 && card != decoded)
    }

    @Test("Recognizers made by init?(coder:) start with no targets and work once given one: an overriding subclass and an inheriting built-in kind")
    func recognizersFromCoder() throws {
        /// Records each action it is sent, with the sender's state.
        @MainActor final class Log {
            var lines: [String] = []
            func doubleTap(_ recognizer: UITapGestureRecognizer) { lines.append("double tap \(recognizer.state)") }
            func pan(_ recognizer: UIPanGestureRecognizer) { lines.append("pan \(recognizer.state)") }
        }
        let host = Host(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        host.window.addSubview(view)
        let doubleTap = try #require(DoubleTap(coder: NSCoder()))
        let pan = try #require(UIPanGestureRecognizer(coder: NSCoder()))
        #expect(doubleTap.numberOfTapsRequired == 2 && pan.minimumNumberOfTouches == 1)
        view.addGestureRecognizer(doubleTap)
        view.addGestureRecognizer(pan)
        let log = Log()
        doubleTap.addTarget(log, action: Log.doubleTap)
        pan.addTarget(log, action: Log.pan)
        func tap() {
            host.driver.down(1, at: Point(x: 100, y: 100))
            host.driver.wait(0.05)
            host.driver.up(1)
        }
        tap()
        host.driver.wait(1)
        #expect(log.lines.isEmpty, "a single tap is not a double tap")
        tap()
        host.driver.wait(0.1)
        tap()
        host.driver.wait(1)
        host.drag(1, from: Point(x: 100, y: 300), by: Array(repeating: Vector(dx: 10, dy: 0), count: 3))
        #expect(log.lines == ["double tap ended", "pan began", "pan changed", "pan changed", "pan ended"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Controllers with their own designated initializers, or UIKit's overridden, are made as on iOS")
    func controllerInitializers() throws {
        let item = ItemViewController(item: "Monkey")
        #expect(item.item == "Monkey" && item.title == "Monkey" && !item.isViewLoaded)
        #expect(PlainViewController().madeBy == "nib none")
        #expect(PlainViewController(nibName: "Main", bundle: .main).madeBy == "nib Main")
        #expect(try #require(PlainViewController(coder: NSCoder())).madeBy == "coder")
        #expect(try #require(ItemViewController(coder: NSCoder())).item == "decoded")
    }

    @Test("A pan subclass overriding state with didSet sees every transition the pan makes by itself")
    func observedPan() {
        @MainActor final class Target {
            var actions: [String] = []
            func handle(_ pan: ObservedPan) { actions.append("\(pan.state)") }
        }
        let host = Host(nil, kinds: ["concluded", "reset"])
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        let target = Target()
        let pan = ObservedPan(target: target, action: Target.handle)
        pan.name = "pan"
        view.addGestureRecognizer(pan)

        host.drag(1, from: Point(x: 50, y: 50), by: [Vector(dx: 6, dy: 0), Vector(dx: 6, dy: 0), Vector(dx: 6, dy: 0)])
        // Three moves: under the 10-point slop, began, changed; lifting ends it — all by the pan
        // itself, all through the overridden setter. The reset to possible is the engine's and
        // does not call the setter (docs/recognizers.md).
        #expect(pan.transitions == ["possible→began", "began→changed", "changed→ended"])
        #expect(target.actions == ["began", "changed", "ended"])
        #expect(host.diagnostics == ["pan reset"])
        #expect(pan.state == .possible)

        // Lifting before the slop: the pan fails by itself, through the setter, with no action.
        host.drag(2, from: Point(x: 50, y: 50), by: [Vector(dx: 3, dy: 0)])
        #expect(pan.transitions.suffix(1) == ["possible→failed"])
        #expect(target.actions == ["began", "changed", "ended"])
    }

    @Test("A controller built in code: a sideways pan (translation(in:) overridden), a double tap, a press with an alert")
    func cardsController() throws {
        let controller = CardsViewController()
        let host = Host(controller)
        #expect(controller.log == ["willAppear", "didAppear"])
        #expect(controller.title == "Cards")
        #expect(controller.hint.text == "Hold a card to delete it" && controller.hint.font.pointSize == 20)
        #expect(controller.hint.isUserInteractionEnabled == false)
        #expect(UIApplication.shared.keyWindow === host.window && host.window.isKeyWindow)
        #expect(controller.card.layoutPasses == 1)

        // A diagonal drag moves the card along x only: the handler reads the overridden translation.
        host.drag(1, from: Point(x: 175, y: 300), by: [Vector(dx: 12, dy: 12), Vector(dx: 10, dy: 10)])
        #expect(controller.log.dropFirst(2) == ["pan began x=177 y=300", "pan changed x=187 y=300", "pan ended x=187 y=300"])
        #expect(controller.selection.played == [.selectionChanged])

        // Two quick taps: the subclass's initializer made it a double tap.
        controller.log.removeAll()
        host.driver.down(2, at: Point(x: 187, y: 300))
        host.driver.wait(0.05)
        host.driver.up(2)
        host.driver.wait(0.1)
        host.driver.down(3, at: Point(x: 187, y: 300))
        host.driver.wait(0.05)
        host.driver.up(3)
        #expect(controller.log == ["double tap"])

        // Holding presents the alert over the controller, with a haptic.
        controller.log.removeAll()
        host.driver.down(4, at: Point(x: 187, y: 300))
        host.driver.wait(0.6)
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(controller.log == ["press began"])
        #expect(controller.haptics.played == [.impact(.medium, intensity: 1)])
        #expect(alert.title == "Delete card?" && alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.presentingViewController === controller)
        #expect(host.window.subviews.last === alert.view)
        host.driver.up(4)

        // Choosing Delete dismisses the alert, then runs its handler.
        #expect(alert.choose(actionTitled: "Delete"))
        #expect(controller.log == ["press began", "deleted"])
        #expect(controller.presentedViewController == nil && alert.view.window == nil)
        #expect(controller.card.superview == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("removeTarget(_:action:) removes one action of a target; a selector made from a name is refused")
    func selectors() {
        @MainActor final class Target {
            var calls: [String] = []
            func first(_ tap: UITapGestureRecognizer) { calls.append("first") }
            func second() { calls.append("second") }
        }
        let host = Host(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let target = Target()
        let first = Selector(Target.first)
        let tap = UITapGestureRecognizer(target: target, action: first)
        tap.name = "tap"
        tap.addTarget(target, action: Target.second)
        view.addGestureRecognizer(tap)
        tap.addTarget(target, action: Selector("third:"))
        host.driver.down(1, at: Point(x: 10, y: 10))
        host.driver.up(1)
        #expect(target.calls == ["first", "second"])
        tap.removeTarget(target, action: first)
        host.driver.wait(1)
        host.driver.down(2, at: Point(x: 10, y: 10))
        host.driver.up(2)
        #expect(target.calls == ["first", "second", "second"])
        tap.removeTarget(target, action: nil)
        host.driver.wait(1)
        host.driver.down(3, at: Point(x: 10, y: 10))
        host.driver.up(3)
        #expect(target.calls == ["first", "second", "second"])
        #expect(host.diagnostics == [
            "misuse: tap: selector third: has no method to call; pass the method itself, Type.method",
        ])
    }

    @Test("An image view subclass: init(image:) overridden, image observed, a larger touch area, move notifications in order")
    func stickerView() {
        @MainActor final class Target {
            var taps: [String] = []
            func tapped(_ tap: UITapGestureRecognizer) { taps.append("tap at \(tap.location(in: tap.view))") }
        }
        let host = Host(nil)
        let sticker = StickerView(image: UIImage(named: "star"))
        #expect(sticker.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // UIImageView's initializer sets the image through the property, so the override observes it.
        #expect(sticker.log == ["image star"])
        sticker.image = UIImage(named: "heart")
        sticker.center = CGPoint(x: 150, y: 150)
        let target = Target()
        sticker.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped))
        host.window.addSubview(sticker)
        // A finger 15 points outside the bounds still lands on the sticker.
        host.driver.down(1, at: Point(x: 85, y: 150))
        host.driver.up(1)
        #expect(target.taps == ["tap at \(CGPoint(x: -15, y: 50))"])
        sticker.removeFromSuperview()
        #expect(sticker.log == [
            "image star", "image heart",
            "willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview", "didMoveToWindow",
            "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow",
        ])
        let highlighted = UIImageView(image: UIImage(named: "a"), highlightedImage: UIImage(named: "b"))
        highlighted.isHighlighted = true
        #expect(highlighted.highlightedImage?.name == "b" && highlighted.image?.name == "a")
    }

    @Test("Swipe to close: a left-edge pan on a presented controller dismisses it past a third of the width")
    func swipeToClose() {
        let root = UIViewController()
        let host = Host(root)
        let sheet = SwipeToCloseViewController()
        root.present(sheet, animated: true)
        #expect(host.window.subviews.last === sheet.view)
        // From the middle of the screen: no edge pan.
        host.drag(1, from: Point(x: 200, y: 300), by: [Vector(dx: 40, dy: 0), Vector(dx: 40, dy: 0)])
        #expect(sheet.progress.isEmpty)
        // From the left edge, 160 points inward: past 125, so the sheet goes.
        host.drag(2, from: Point(x: 5, y: 300), by: [Vector(dx: 20, dy: 0), Vector(dx: 70, dy: 0), Vector(dx: 70, dy: 0)])
        #expect(sheet.progress == [5, 75, 145, 145])
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Recorded vocabulary changes nothing for touches; segues, the application, haptics and touch types as UIKit names them")
    func vocabulary() throws {
        @MainActor final class Source: UIViewController {
            var prepared: [String] = []
            var taps: [UIGestureRecognizer.State] = []
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                prepared.append("\(segue.identifier ?? "-") from \(segue.source === self) to \(type(of: segue.destination))")
            }
            func pressed(_ tap: UITapGestureRecognizer) { taps.append(tap.state) }
        }
        @MainActor final class Detail: UIViewController {}
        let source = Source()
        let host = Host(source)
        #expect(UIApplication.shared.windows.last === host.window)

        // Drawing-only properties are recorded; the view is hit as before.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        source.view.addSubview(view)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.layer.cornerRadius = 20
        #expect(view.contentMode == .scaleAspectFill && view.layer.masksToBounds && view.autoresizingMask.contains(.flexibleWidth))
        #expect(host.window.hitTest(CGPoint(x: 2, y: 2), with: nil) === view)

        // Segues: recorded, prepared, and a registered destination is presented.
        source.performSegue(withIdentifier: "unregistered", sender: nil)
        source.segueDestinations["detail"] = { Detail() }
        source.performSegue(withIdentifier: "detail", sender: view)
        #expect(source.performedSegues == ["unregistered", "detail"])
        #expect(source.prepared == ["unregistered from true to UIViewController", "detail from true to Detail"])
        #expect(source.presentedViewController is Detail)
        source.dismiss(animated: false)

        // Haptics reach the host's hook as well as the generator's record.
        var heard: [UIFeedback] = []
        UIFeedbackGenerator.handler = { heard.append($0) }
        defer { UIFeedbackGenerator.handler = nil }
        let notification = UINotificationFeedbackGenerator()
        notification.prepare()
        notification.notificationOccurred(.success)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 3)
        #expect(heard == [.notification(.success), .impact(.heavy, intensity: 1)])
        #expect(notification.preparedCount == 1 && notification.played == [.notification(.success)])

        // Touch types by UIKit's names and raw values; input through the application.
        let tap = UITapGestureRecognizer(target: source, action: Source.pressed)
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        #expect(tap.allowedTouchTypes == [2])
        view.addGestureRecognizer(tap)
        UIApplication.shared.sendEvent(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 5, y: 5))]))
        UIApplication.shared.sendEvent(InputEvent(timestamp: 0.05, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 5, y: 5))]))
        #expect(source.taps.isEmpty)  // a finger: not for a pencil-only tap
        host.driver.wait(1)
        host.driver.down(2, at: Point(x: 5, y: 5), type: .pencil)
        host.driver.up(2, type: .pencil)
        #expect(source.taps == [.ended])
        #expect(CGVector(dx: 3, dy: 4) != .zero)
    }

    @Test("Labels are drawn in the SVG pictures: text, size, weight, colour, alignment, lines")
    func labelsInPictures() {
        let controller = CardsViewController()
        let host = Host(controller)
        controller.card.titleLabel.numberOfLines = 2
        controller.card.titleLabel.text = "Card\nsecond line\nthird line"
        // Two 20.4-point lines centred in the 24-point-high label overflow it by 8.4 above and below.
        let texts = SceneSnapshot().svg(of: host.window.engineWindow).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("<text") }
        #expect(texts == [
            ##"<text x="0" y="15" font-family="sans-serif" font-size="20" text-anchor="start" dominant-baseline="central" font-weight="bold" fill="#555555">Hold a card to delete it</text>"##,
            ##"<text x="67" y="1.8" font-family="sans-serif" font-size="17" text-anchor="middle" dominant-baseline="central" fill="#000000">Card</text>"##,
            ##"<text x="67" y="22.2" font-family="sans-serif" font-size="17" text-anchor="middle" dominant-baseline="central" fill="#000000">second line</text>"##,
        ])
        controller.hint.text = nil
        #expect(!SceneSnapshot().svg(of: host.window.engineWindow).contains("Hold a card"))
    }

    @Test("Segmented controls are drawn as segments: a grey track, one label per segment, the selected one on white")
    func segmentedControlInPictures() {
        let host = Host(nil)
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        segments.accessibilityIdentifier = "segments"
        host.window.addSubview(segments)
        /// The control's part of the picture, one trimmed line each.
        func drawn() -> [String] {
            let lines = SceneSnapshot().svg(of: host.window.engineWindow).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let start = lines.firstIndex(where: { $0.contains("data-view=\"segments\"") }) else { return [] }
            var depth = 0, end = start
            for (index, line) in lines.enumerated().dropFirst(start) {
                if line.hasPrefix("<g") && !line.hasSuffix("/>") { depth += 1 }
                if line == "</g>" { depth -= 1 }
                if depth == 0 { end = index; break }
            }
            return Array(lines[start...end])
        }
        let text = ##"font-family="sans-serif" font-size="13" text-anchor="middle" dominant-baseline="central" fill="#000000">"##
        #expect(drawn() == [
            "<g data-view=\"segments\">",
            "<g>", "<rect x=\"0\" y=\"0\" width=\"200\" height=\"30\" fill=\"#e5e5ea\"/>", "</g>",
            "<g transform=\"translate(2 2)\">", "<text x=\"48\" y=\"13\" \(text)One</text>", "</g>",
            "<g transform=\"translate(102 2)\">", "<text x=\"48\" y=\"13\" \(text)Two</text>", "</g>",
            "</g>",
        ])
        segments.selectedSegmentIndex = 1
        #expect(drawn()[7...9] == [
            "<g transform=\"translate(102 2)\">", "<rect x=\"0\" y=\"0\" width=\"96\" height=\"26\" fill=\"#ffffff\"/>",
            "<text x=\"48\" y=\"13\" \(text)Two</text>",
        ])
        segments.insertSegment(withTitle: "Three", at: 2, animated: false)
        #expect(drawn().filter { $0.hasPrefix("<text") }.map { $0.split(separator: ">")[1] } == ["One</text", "Two</text", "Three</text"])
        segments.removeAllSegments()
        #expect(drawn() == ["<g data-view=\"segments\"/>"])
        // The segments take no touches: a tap lands on the control and selects.
        segments.insertSegment(withTitle: "A", at: 0, animated: false)
        segments.insertSegment(withTitle: "B", at: 1, animated: false)
        host.tap(at: Point(x: 150, y: 15))
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test("Hover tooltip: shown and moved while the pointer is over the view, hidden when it leaves")
    func hoverTooltip() {
        let controller = TooltipViewController()
        let host = Host(controller)
        #expect(controller.tooltip.frame.size == CGSize(width: 6 * 12 * 0.55, height: 12 * 1.2))
        host.driver.hover(.entered, at: Point(x: 20, y: 20))
        host.driver.hover(.moved, at: Point(x: 120, y: 110))
        host.driver.hover(.moved, at: Point(x: 150, y: 120))
        host.driver.hover(.moved, at: Point(x: 250, y: 120))
        #expect(controller.log == ["began at 120,90", "changed at 150,100", "ended hidden"])
        #expect(controller.tooltip.isHidden)
    }

    @Test("A drawing canvas collects two fingers' strokes from its own touch methods, in its coordinates")
    func canvas() {
        let host = Host(nil)
        let canvas = CanvasView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        host.window.addSubview(canvas)
        host.driver.frame {
            $0.append(TouchInput(id: 1, phase: .began, location: Point(x: 60, y: 60)))
            $0.append(TouchInput(id: 2, phase: .began, location: Point(x: 160, y: 60)))
        }
        host.driver.wait(1.0 / 60)
        host.driver.frame {
            $0.append(TouchInput(id: 1, phase: .moved, location: Point(x: 70, y: 80)))
            $0.append(TouchInput(id: 2, phase: .moved, location: Point(x: 170, y: 90)))
        }
        host.driver.wait(1.0 / 60)
        host.driver.move(1, to: Point(x: 80, y: 100))
        host.driver.up(1)
        host.driver.up(2)
        #expect(canvas.strokes == [
            [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 30), CGPoint(x: 30, y: 50)],
            [CGPoint(x: 110, y: 10), CGPoint(x: 120, y: 40)],
        ])
        #expect(canvas.displayRequests == 3)
    }

    @Test("Layers answer presentation() while an animation moves the view; drawing properties are recorded")
    func layerPresentation() throws {
        let host = Host(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) })
        host.driver.wait(0.5)
        let shown = try #require(view.layer.presentation())
        #expect(shown.position == CGPoint(x: 100, y: 50))
        #expect(view.layer.position == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == ["position"])
        host.driver.wait(0.5)
        #expect(view.layer.presentation()?.position == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == nil)
        #expect(CALayer().presentation() == nil)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
    }

    @Test("presentation() carries the transform on screen mid-animation; a free-standing layer keeps its own")
    func layerPresentationTransform() throws {
        let host = Host(nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = .identity })
        var angles: [Double] = []
        for _ in 0..<3 {
            let shown = try #require(view.layer.presentation()).affineTransform()
            angles.append((atan2(Double(shown.b), Double(shown.a)) * 180 / .pi).rounded())
            host.driver.wait(0.5)
        }
        // 90° on screen at the start, half-way at 0.5 s on the linear curve, level at the end.
        #expect(angles == [90, 45, 0])
        #expect(view.layer.affineTransform() == .identity)
        let free = CALayer()
        free.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(free.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }
}

@MainActor
@Suite("UIKit-shaped misuse: diagnostics, no crash, nothing left engaged")
struct PortedMisuseTests {
    private func window() -> (UIWindow, TouchDriver, Box) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = Box()
        _ = window.engineWindow.engine.addObserver { diagnostic in
            if ["misuse", "correction", "concluded"].contains(diagnostic.kind) { box.lines.append(diagnostic.line) }
        }
        return (window, TouchDriver(window: window.engineWindow), box)
    }

    @MainActor private final class Box {
        var lines: [String] = []
    }

    @Test("A subclass assigning illegal states gets UIKit's corrections, each reported")
    func illegalStates() {
        final class Sloppy: UIGestureRecognizer {
            var seen: [String] = []
            override var state: UIGestureRecognizer.State {
                didSet { seen.append("\(state)") }
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed  // possible → changed: began instead
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .possible  // began → possible: ignored
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .ended
                state = .began  // after ended: ignored
            }
        }
        let (window, driver, box) = window()
        let sloppy = Sloppy()
        sloppy.name = "sloppy"
        window.addGestureRecognizer(sloppy)
        driver.down(1, at: Point(x: 10, y: 10))
        driver.move(1, to: Point(x: 20, y: 10))
        driver.up(1)
        #expect(sloppy.seen == ["began", "began", "ended", "ended"])
        #expect(box.lines == [
            "sloppy invalid transition possible → changed, setting began instead",
            "sloppy invalid transition began → possible, ignored",
            "sloppy invalid transition ended → began, ignored",
        ])
        #expect(sloppy.state == .possible)
    }

    @Test("A pan subclass that forgets super in touchesMoved never begins, and fails when the finger lifts")
    func forgottenSuper() {
        final class Forgetful: UIPanGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
        }
        @MainActor final class Target {
            var calls = 0
            func handle() { calls += 1 }
        }
        let (window, driver, box) = window()
        let pan = Forgetful()
        pan.name = "forgetful"
        let target = Target()
        pan.addTarget(target, action: Target.handle)
        window.addGestureRecognizer(pan)
        driver.down(1, at: Point(x: 10, y: 10))
        driver.move(1, to: Point(x: 60, y: 10))
        driver.up(1)
        #expect(target.calls == 0)
        #expect(box.lines == [])
        #expect(pan.state == .possible)
        // The next gesture starts clean.
        driver.down(2, at: Point(x: 10, y: 10))
        driver.up(2)
        #expect(pan.state == .possible)
    }

    @Test("A pan subclass that forgets super in touchesEnded is cancelled by the engine when the finger lifts, and says so")
    func forgottenSuperOnEnd() {
        final class Forgetful: UIPanGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
        }
        @MainActor final class Target {
            var states: [String] = []
            func handle(_ pan: Forgetful) { states.append("\(pan.state)") }
        }
        let (window, driver, box) = window()
        let pan = Forgetful()
        pan.name = "forgetful"
        let target = Target()
        pan.addTarget(target, action: Target.handle)
        window.addGestureRecognizer(pan)
        driver.down(1, at: Point(x: 10, y: 10))
        driver.move(1, to: Point(x: 40, y: 10))
        driver.up(1)
        #expect(target.states == ["began", "cancelled"])
        #expect(box.lines == ["forgetful cancelled: still running after its touches ended"])
        #expect(pan.state == .possible)
    }

    @Test("Presenting a controller that is already presented, or twice, is refused with a diagnostic")
    func presentTwice() {
        let (window, _, box) = window()
        let root = UIViewController()
        window.rootViewController = root
        let first = UIViewController()
        let second = UIViewController()
        var completions: [String] = []
        root.present(first, animated: true) { completions.append("first") }
        root.present(first, animated: true) { completions.append("again") }
        root.present(second, animated: false) { completions.append("second") }
        first.present(first, animated: false)
        UIViewController().present(second, animated: false)
        #expect(completions == ["first"])
        #expect(root.presentedViewController === first && first.presentingViewController === root)
        #expect(window.subviews == [root.view, first.view])
        #expect(box.lines == [
            "misuse: present(UIViewController): it is already presented; ignored",
            "misuse: present(UIViewController): already presenting UIViewController; ignored",
            "misuse: present(UIViewController): it is already presented; ignored",
        ])
        first.dismiss(animated: true) { completions.append("dismissed") }
        #expect(completions == ["first", "dismissed"])
        #expect(root.presentedViewController == nil && window.subviews == [root.view])
    }

    @Test("Choosing a disabled action, or another alert's, is refused with a diagnostic; the alert stays")
    func alertMisuse() {
        let (window, _, box) = window()
        let root = UIViewController()
        window.rootViewController = root
        var chosen: [String] = []
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .actionSheet)
        let save = UIAlertAction(title: "Save", style: .default) { chosen.append($0.title ?? "") }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        root.present(alert, animated: true)
        alert.choose(save)
        alert.choose(UIAlertAction(title: "Elsewhere", style: .default))
        #expect(alert.choose(actionTitled: "Save") == false)
        #expect(chosen.isEmpty && root.presentedViewController === alert)
        #expect(alert.choose(actionTitled: "Cancel"))
        #expect(chosen == ["Cancel"] && root.presentedViewController == nil)
        #expect(box.lines == [
            "misuse: UIAlertController.choose(Save): not an enabled action of this alert; ignored",
            "misuse: UIAlertController.choose(Elsewhere): not an enabled action of this alert; ignored",
        ])
    }

    @Test("Input sent to the application when its key window is gone is dropped with a diagnostic")
    func noKeyWindow() {
        var lines: [String] = []
        GestureEngine.detachedDiagnosticsHandler = { lines.append($0.line) }
        defer { GestureEngine.detachedDiagnosticsHandler = nil }
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            weakWindow = window
            #expect(UIApplication.shared.keyWindow === window)
        }
        #expect(weakWindow == nil && UIApplication.shared.keyWindow == nil)
        UIApplication.shared.sendEvent(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: .zero)]))
        #expect(lines == ["misuse: UIApplication.sendEvent with no key window; event dropped"])
    }

    @Test("Moving a view into its own subtree is refused with a diagnostic; the tree is unchanged")
    func cycle() {
        let (window, _, box) = window()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        #expect(window.subviews == [parent] && parent.subviews == [child] && child.subviews.isEmpty)
        #expect(box.lines == [
            "misuse: adding a view to itself or its descendant refused",
            "misuse: adding a view to itself or its descendant refused",
        ])
    }

    @Test("A view removing itself from its own touch method: gone, its recognizer failed, nothing engaged")
    func removeFromOwnTouch() {
        final class SelfRemoving: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("began")
                removeFromSuperview()
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let (window, driver, box) = window()
        let view = SelfRemoving(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        window.addSubview(view)
        driver.down(1, at: Point(x: 10, y: 10))
        // The touch ends for the view at once, cancelled, as for a view removed later in a gesture
        // (docs/robustness.md); its later phases no longer reach it.
        #expect(view.log == ["began", "cancelled"])
        #expect(window.subviews.isEmpty && view.window == nil)
        driver.move(1, to: Point(x: 60, y: 10))
        driver.up(1)
        #expect(view.log == ["began", "cancelled"])
        #expect(box.lines == ["pan failed: its view left the window"])
        #expect(pan.state == .possible && pan.view === view)

        // A view nobody else holds does the same, and is freed once it is out of the tree.
        weak var weakView: SelfRemoving?
        do {
            let dropped = SelfRemoving(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(dropped)
            weakView = dropped
        }
        driver.down(2, at: Point(x: 10, y: 10))
        driver.up(2)
        #expect(window.subviews.isEmpty)
        #expect(weakView == nil)
    }
}
