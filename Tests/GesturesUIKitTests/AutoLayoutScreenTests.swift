import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A bottom sheet as published iOS code writes it: pinned with constraints, its top constant
/// following a pan, animated to the nearest detent with `UIView.animate { layoutIfNeeded() }`.
@MainActor
final class BottomSheetController: UIViewController {
    let sheet = UIView()
    var top: NSLayoutConstraint!
    var startConstant: CGFloat = 0
    let detents: [CGFloat] = [100, 467]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheet)
        top = sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: detents[1])
        NSLayoutConstraint.activate([
            top,
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(BottomSheetController.panned)))
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            startConstant = top.constant
        case .changed:
            top.constant = startConstant + pan.translation(in: view).y
        case .ended:
            let target = detents.min { abs($0 - top.constant) < abs($1 - top.constant) }!
            top.constant = target
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { self.view.layoutIfNeeded() })
        default:
            break
        }
        log.append("\(pan.state): top \(Double(top.constant))")
    }
}

@MainActor
@Suite("Auto Layout on ported screens, on the manual clock", .serialized)
struct AutoLayoutScreenTests {
    @Test("A bottom sheet follows a pan through its top constant and animates to the nearest detent")
    func bottomSheet() {
        let controller = BottomSheetController()
        let host = UIKitHost(controller)
        let sheet = controller.sheet
        #expect(frames([sheet]) == ["0,467 375×667"])
        var shown: [String] = []
        host.driver.down(1, at: Point(x: 180, y: 500))
        for step in 1...10 {
            host.driver.wait(1.0 / 60)
            host.driver.move(1, to: Point(x: 180, y: 500 - 20 * Double(step)))
            // The run loop's layout after the event.
            host.window.layoutIfNeeded()
            shown.append("top \(Double(controller.top.constant)): \(describe(sheet.frame))")
        }
        host.driver.wait(1.0 / 60)
        host.driver.up(1)
        // Released at 277: nearer 100 than 467; the model frame is there at once, the
        // presentation interpolates on the window's clock.
        func presented() -> String { describe(sheet.layer.presentation()?.frame ?? sheet.frame) }
        shown.append("model \(describe(sheet.frame)), on screen \(presented())")
        host.driver.wait(0.15)
        shown.append("on screen \(presented())")
        host.driver.wait(0.15)
        shown.append("on screen \(presented())")
        #expect(controller.log.first == "began: top 467.0")
        #expect(controller.log.suffix(2) == ["changed: top 277.0", "ended: top 100.0"])
        // The pan begins past its slop, at the second move; from there the sheet's top follows the
        // finger through the constraint's constant.
        #expect(shown == [
            "top 467.0: 0,467 375×667", "top 437.0: 0,437 375×667", "top 417.0: 0,417 375×667",
            "top 397.0: 0,397 375×667", "top 377.0: 0,377 375×667", "top 357.0: 0,357 375×667",
            "top 337.0: 0,337 375×667", "top 317.0: 0,317 375×667", "top 297.0: 0,297 375×667",
            "top 277.0: 0,277 375×667",
            "model 0,100 375×667, on screen 0,277 375×667",
            "on screen 0,188.5 375×667",
            "on screen 0,100 375×667",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("A form of stack views: labels and switches in rows, in a column inside its margins")
    func stackForm() {
        let host = UIKitHost()
        func row(_ title: String) -> (UIStackView, UILabel, UISwitch) {
            let label = UILabel()
            label.text = title
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [label, toggle])
            row.axis = .horizontal
            row.alignment = .center
            row.spacing = 8
            return (row, label, toggle)
        }
        let (wifi, wifiLabel, wifiSwitch) = row("Wi-Fi")
        let (bluetooth, _, _) = row("Bluetooth")
        let (airplane, airplaneLabel, _) = row("Airplane")
        let form = UIStackView(arrangedSubviews: [wifi, bluetooth, airplane])
        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 16),
            form.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -16),
            form.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 60),
        ])
        host.window.layoutIfNeeded()
        // Rows fill the column (343 − 2 × 8 margins = 327 wide), 31 tall (the switch), 12 apart;
        // the column hugs them: 8 + 3 × 31 + 2 × 12 + 8 = 133.
        #expect(frames([form, wifi, bluetooth, airplane]) == [
            "16,60 343×133", "8,8 327×31", "8,51 327×31", "8,94 327×31",
        ])
        // In each row the label stretches (hugging 250 against the switch's 750), centred.
        #expect(frames([wifiLabel, wifiSwitch]) == ["0,5.3 268×20.4", "276,0 51×31"])
        // A hidden row leaves the layout; the others close up.
        bluetooth.isHidden = true
        host.window.layoutIfNeeded()
        #expect(frames([form, wifi, airplane]) == ["16,60 343×90", "8,8 327×31", "8,51 327×31"])
        #expect(frames([airplaneLabel]) == ["0,5.3 268×20.4"])
        // Equal filling and a removed arranged subview.
        form.removeArrangedSubview(airplane)
        airplane.removeFromSuperview()
        wifi.distribution = .fillEqually
        host.window.layoutIfNeeded()
        #expect(frames([form, wifi, wifiLabel, wifiSwitch]) == ["16,60 343×47", "8,8 327×31", "0,5.3 159.5×20.4", "167.5,0 159.5×31"])
        #expect(form.arrangedSubviews.count == 2 && host.diagnostics == [])
    }

    @Test("A centred card keeps its aspect ratio and stays between its minimum and maximum widths as the window turns")
    func cardUnderRotation() {
        let controller = UIViewController()
        let host = UIKitHost(controller)
        let root: UIView = controller.view
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let preferred = card.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -40)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 2.0 / 3.0),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            card.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            preferred,
        ])
        var trace: [[String]] = []
        for size in [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375), CGSize(width: 200, height: 300),
                     CGSize(width: 375, height: 667)] {
            host.window.frame = CGRect(origin: .zero, size: size)
            host.window.layoutIfNeeded()
            trace.append(frames([root, card]))
        }
        #expect(trace == [
            ["0,0 375×667", "20,221.833 335×223.333"],
            ["0,0 667×375", "133.5,54.167 400×266.667"],      // the maximum width holds
            ["0,0 200×300", "0,83.333 200×133.333"],          // the minimum width holds
            ["0,0 375×667", "20,221.833 335×223.333"],
        ])
        #expect(host.diagnostics == [])
    }

    @Test("The safe area and the layout margins guides inset content as UIKit's do")
    func safeAreaAndMargins() {
        let controller = UIViewController()
        let host = UIKitHost(controller)
        let root: UIView = controller.view
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = UIView(), text = UIView()
        for view in [content, text] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        root.addSubview(content)
        content.addSubview(text)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            text.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            text.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            text.heightAnchor.constraint(equalToConstant: 40),
        ])
        host.window.layoutIfNeeded()
        #expect(frames([content, text]) == ["0,44 375×589", "8,8 359×40"])
        #expect(describe(safe.layoutFrame) == "0,44 375×589")
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        content.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        host.window.layoutIfNeeded()
        #expect(frames([content, text]) == ["0,44 375×589", "16,20 343×40"])
        #expect(host.diagnostics == [])
    }

    /// A view with an intrinsic size of its own.
    final class Sized: UIView {
        var size = CGSize.zero
        override var intrinsicContentSize: CGSize { size }
    }

    @Test("Hiding a view closes up the stack view that arranges it: after a move, the new one; after it leaves the arrangement, none")
    func hidingFollowsTheArrangement() {
        let host = UIKitHost()
        func sized(_ width: Double) -> Sized {
            let view = Sized()
            view.size = CGSize(width: width, height: 20)
            return view
        }
        let (a, b, c) = (sized(40), sized(60), sized(30))
        let first = UIStackView(arrangedSubviews: [a, b]), second = UIStackView(arrangedSubviews: [c])
        for (stack, x) in [(first, 0.0), (second, 100)] {
            stack.axis = .vertical
            stack.alignment = .leading
            stack.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: x),
                stack.topAnchor.constraint(equalTo: host.window.topAnchor),
            ])
        }
        host.window.layoutIfNeeded()
        #expect(frames([first, a, b, second, c]) == ["0,0 60×40", "0,0 40×20", "0,20 60×20", "100,0 30×20", "0,0 30×20"])
        // Arranged by the second stack view now: the first lets go of it as it moves.
        second.addArrangedSubview(b)
        host.window.layoutIfNeeded()
        #expect(frames([first, second, c, b]) == ["0,0 40×20", "100,0 60×40", "0,0 30×20", "0,20 60×20"])
        b.isHidden = true
        host.window.layoutIfNeeded()
        #expect(frames([first, second, c]) == ["0,0 40×20", "100,0 30×20", "0,0 30×20"])
        b.isHidden = false
        host.window.layoutIfNeeded()
        #expect(frames([second, b]) == ["100,0 60×40", "0,20 60×20"])
        // Out of the arrangement but still a subview: hiding it moves nothing.
        second.removeArrangedSubview(b)
        host.window.layoutIfNeeded()
        let placed = frames([second, c, b])
        b.isHidden = true
        host.window.layoutIfNeeded()
        #expect(frames([second, c, b]) == placed)
        #expect(second.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)] && host.diagnostics == [])
    }

    @Test("A stack view's five distributions, centred across, in UIKit's arithmetic", arguments: [
        (UIStackView.Distribution.fill, ["0,10 40×20", "50,10 60×20", "120,10 180×20"]),
        (.fillEqually, ["0,10 93.333×20", "103.333,10 93.333×20", "206.667,10 93.333×20"]),
        (.fillProportionally, ["0,10 56×20", "66,10 84×20", "160,10 140×20"]),
        (.equalSpacing, ["0,10 40×20", "90,10 60×20", "200,10 100×20"]),
        (.equalCentering, ["0,10 40×20", "105,10 60×20", "200,10 100×20"]),
    ])
    func stackDistributions(distribution: UIStackView.Distribution, expected: [String]) {
        let host = UIKitHost()
        let views = [40.0, 60, 100].map { width -> Sized in
            let view = Sized()
            view.size = CGSize(width: width, height: 20)
            return view
        }
        // The first two hug harder, so that `fill` stretches the last.
        for view in views.prefix(2) { view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: host.window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        host.window.layoutIfNeeded()
        #expect(frames(views) == expected)
        #expect(host.diagnostics == [])
    }
}
