import GestureTesting
import Gestures
import GesturesUIKit
import Testing

@MainActor
@Suite("Auto Layout's bad input: reported, broken or refused, the rest laid out", .serialized)
struct AutoLayoutBadInputTests {
    private func box(_ name: String, in host: UIKitHost) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        host.window.addSubview(view)
        return view
    }

    @Test("Conflicting required constraints: one diagnostic names them, the newest is broken, the rest is laid out")
    func conflict() {
        let host = UIKitHost()
        let view = box("box", in: host)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 50),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        let clash = view.widthAnchor.constraint(equalToConstant: 200)
        clash.identifier = "clash"
        clash.isActive = true
        host.window.layoutIfNeeded()
        #expect(host.diagnostics == [
            "misuse: Auto Layout: Unable to simultaneously satisfy constraints. [UIView(box).width == 100.0; clash: UIView(box).width == 200.0]. Will attempt to recover by breaking constraint clash: UIView(box).width == 200.0",
        ])
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(clash.isActive)
        // Made consistent again, the broken constraint joins in.
        clash.constant = 100
        host.window.layoutIfNeeded()
        #expect(host.diagnostics.count == 1 && view.frame.width == 100)
    }

    @Test("A constraint between views with no common ancestor is reported and not activated")
    func noCommonAncestor() {
        let host = UIKitHost()
        let inWindow = box("inWindow", in: host)
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        let constraint = inWindow.leadingAnchor.constraint(equalTo: loose.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(host.diagnostics == [
            "misuse: Auto Layout: UIView(inWindow).leading == UIView(loose).leading is not activated: its items have no common ancestor",
        ])
    }

    @Test("NaN and infinite constants and multipliers are refused with a diagnostic; the rest is laid out")
    func nonFinite() {
        let host = UIKitHost()
        let view = box("box", in: host)
        let width = view.widthAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 20),
            view.topAnchor.constraint(equalTo: host.window.topAnchor), view.leftAnchor.constraint(equalTo: host.window.leftAnchor),
        ])
        let nanConstant = view.heightAnchor.constraint(equalToConstant: .nan)
        let infiniteMultiplier = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: .infinity)
        let badPriority = view.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
        badPriority.priority = UILayoutPriority(0)
        NSLayoutConstraint.activate([nanConstant, infiniteMultiplier, badPriority])
        width.constant = -.infinity
        host.window.layoutIfNeeded()
        #expect([nanConstant.isActive, infiniteMultiplier.isActive, width.constant == 80] == [false, false, true])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(host.diagnostics == [
            "misuse: Auto Layout: UIView(box).height <= 30.0: priority 0.0 is outside 1…1000; it stays 1000.0",
            "misuse: Auto Layout: UIView(box).height == nan is not activated: constant nan is not finite",
            "misuse: Auto Layout: UIView(box).height == inf × UIView(box).width is not activated: multiplier inf is not finite",
            "misuse: Auto Layout: UIView(box).width == 80.0: constant -inf is not finite; it stays 80.0",
        ])
    }

    @Test("A view whose intrinsic size follows its own frame stops after a bounded number of rounds, reported")
    func intrinsicCycle() {
        final class Growing: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: bounds.width + 10, height: 10) }
            override func layoutSubviews() {
                super.layoutSubviews()
                invalidateIntrinsicContentSize()
            }
        }
        let host = UIKitHost()
        let growing = Growing()
        growing.translatesAutoresizingMaskIntoConstraints = false
        growing.accessibilityIdentifier = "growing"
        host.window.addSubview(growing)
        NSLayoutConstraint.activate([
            growing.topAnchor.constraint(equalTo: host.window.topAnchor),
            growing.leftAnchor.constraint(equalTo: host.window.leftAnchor),
        ])
        host.window.layoutIfNeeded()
        #expect(host.diagnostics == [
            "misuse: Auto Layout: UIWindow: layout did not settle after 16 rounds (a view's intrinsic size may follow its own frame); the last frames stay",
        ])
        #expect(growing.frame.width.isFinite && growing.frame.width > 0)
    }

    @Test("An ambiguous layout keeps a defined frame and answers hasAmbiguousLayout")
    func ambiguous() {
        let host = UIKitHost()
        let view = box("box", in: host)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40)])
        host.window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        view.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 5).isActive = true
        view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 5).isActive = true
        host.window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(host.diagnostics == [])
    }
}
