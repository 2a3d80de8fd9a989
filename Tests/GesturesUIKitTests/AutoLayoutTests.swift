import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Views' frames as short strings, for whole-list comparisons: `x,y w×h`, to a thousandth.
@MainActor
func frames(_ views: [UIView]) -> [String] {
    views.map { describe($0.frame) }
}

func describe(_ r: CGRect) -> String {
    func n(_ v: CGFloat) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(Double(rounded))"
    }
    return "\(n(r.minX)),\(n(r.minY)) \(n(r.width))×\(n(r.height))"
}


/// A plain view placed by constraints.
@MainActor
private func constrained(_ name: String) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    return view
}

@MainActor
@Suite("Auto Layout: constraints, anchors, guides and the layout pass", .serialized)
struct AutoLayoutTests {
    @Test("Edges pinned with anchors, a centred view and a fixed size give UIKit's frames")
    func pinnedAndCentred() {
        let host = UIKitHost()
        let root = host.window
        let header = constrained("header"), badge = constrained("badge")
        root.addSubview(header)
        header.addSubview(badge)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            header.heightAnchor.constraint(equalToConstant: 100),
            badge.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            badge.widthAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        #expect(frames([header, badge]) == ["0,0 0×0", "0,0 0×0"])
        root.layoutIfNeeded()
        #expect(frames([header, badge]) == ["16,20 343×100", "146.5,25 50×50"])
        #expect([root.constraints.count, header.constraints.count, badge.constraints.count] == [Int]([3, 4, 1]))
        #expect([header.hasAmbiguousLayout, badge.hasAmbiguousLayout] == [false, false])
        #expect(host.diagnostics == [])
    }

    @Test("A transform does not affect layout: a scaled or turned view keeps its transform, and its untransformed frame is the solved one")
    func transformsSurviveLayout() {
        let host = UIKitHost()
        let root = host.window
        let card = constrained("card"), dial = constrained("dial")
        root.addSubview(card)
        root.addSubview(dial)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            top,
            dial.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            dial.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 50),
            dial.widthAnchor.constraint(equalToConstant: 80),
            dial.heightAnchor.constraint(equalToConstant: 40),
        ])
        card.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        dial.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var log: [String] = []
        func note() {
            log.append("card center \(card.center.x),\(card.center.y) bounds \(card.bounds.width)×\(card.bounds.height) frame \(describe(card.frame)) scale \(card.transform.a)")
            log.append("dial center \(dial.center.x),\(dial.center.y) bounds \(dial.bounds.width)×\(dial.bounds.height) frame \(describe(dial.frame))")
        }
        root.layoutIfNeeded()
        note()
        top.constant = 150
        root.layoutIfNeeded()
        note()
        card.transform = .identity
        root.layoutIfNeeded()
        note()
        #expect(log == [
            // Solved: card 20,100 200×100 (center 120,150); dial 147.5,250 80×40 (center 187.5,270).
            "card center 120.0,150.0 bounds 200.0×100.0 frame -30,75 300×150 scale 1.5",
            "dial center 187.5,270.0 bounds 80.0×40.0 frame 167.5,230 40×80",
            "card center 120.0,200.0 bounds 200.0×100.0 frame -30,125 300×150 scale 1.5",
            "dial center 187.5,320.0 bounds 80.0×40.0 frame 167.5,280 40×80",
            "card center 120.0,200.0 bounds 200.0×100.0 frame 20,150 200×100 scale 1.0",
            "dial center 187.5,320.0 bounds 80.0×40.0 frame 167.5,280 40×80",
        ])
        #expect(host.diagnostics == [])
    }

    @Test("Labels size to their text; the lower hugging priority stretches, the lower compression resistance shrinks")
    func intrinsicSizes() {
        let host = UIKitHost()
        let root = host.window
        let name = UILabel(), value = UILabel(), toggle = UISwitch()
        name.text = "Name"     // 4 × 17 × 0.55 = 37.4 wide, 20.4 tall
        value.text = "Jane"
        for view in [name, value, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            toggle.leadingAnchor.constraint(equalTo: value.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            name.firstBaselineAnchor.constraint(equalTo: value.firstBaselineAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            toggle.centerYAnchor.constraint(equalTo: name.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // The value label (hugging 250) takes the room the name (251) and the switch leave.
        #expect(frames([name, value, toggle]) == ["20,100 37.4×20.4", "65.4,100 230.6×20.4", "304,94.7 51×31"])
        #expect(describe(CGRect(origin: .zero, size: name.intrinsicContentSize)) == "0,0 37.4×20.4")
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // Squeezed: the name's compression resistance drops below the value's, so it gives way.
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        value.text = String(repeating: "J", count: 25)     // 233.75 wide
        value.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(frames([name, value, toggle]) == ["20,100 34.25×20.4", "62.25,100 233.75×20.4", "304,94.7 51×31"])
        #expect(host.diagnostics == [])
    }

    @Test("updateConstraints runs from the leaves up before layout, layoutSubviews top down, once each per pass")
    func passOrder() {
        final class Logged: UIView {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log("update \(accessibilityIdentifier!)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log("layout \(accessibilityIdentifier!)")
                super.layoutSubviews()
            }
        }
        let host = UIKitHost()
        var log: [String] = []
        let outer = Logged(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), inner = Logged()
        outer.accessibilityIdentifier = "outer"
        inner.accessibilityIdentifier = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(outer)
        outer.addSubview(inner)
        for view in [outer, inner] { view.log = { log.append($0) } }
        let width = inner.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width, inner.heightAnchor.constraint(equalToConstant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
        ])
        host.window.layoutIfNeeded()
        log.append("frame \(describe(inner.frame))")
        host.window.layoutIfNeeded()
        width.constant = 80
        inner.setNeedsUpdateConstraints()
        host.window.layoutIfNeeded()
        log.append("frame \(describe(inner.frame))")
        #expect(log == [
            "update inner", "update outer", "layout outer", "layout inner", "frame 0,0 50×10",
            "update inner", "layout outer", "layout inner", "frame 0,0 80×10",
        ])
    }

    @Test("A view that translates its autoresizing mask keeps its frame and flexes with a superview sized by constraints")
    func autoresizingMask() {
        let host = UIKitHost()
        let panel = constrained("panel")
        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        let stretchy = UIView(frame: CGRect(x: 10, y: 40, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 70, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        host.window.addSubview(panel)
        for view in [fixed, stretchy, pinnedRight] { panel.addSubview(view) }
        let width = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            width, panel.heightAnchor.constraint(equalToConstant: 100),
            panel.topAnchor.constraint(equalTo: host.window.topAnchor), panel.leftAnchor.constraint(equalTo: host.window.leftAnchor),
            // Relating the subviews brings them into the solver with their pins.
            fixed.topAnchor.constraint(greaterThanOrEqualTo: panel.topAnchor),
            stretchy.topAnchor.constraint(greaterThanOrEqualTo: panel.topAnchor),
            pinnedRight.topAnchor.constraint(greaterThanOrEqualTo: panel.topAnchor),
        ])
        host.window.layoutIfNeeded()
        var trace = [frames([panel, fixed, stretchy, pinnedRight])]
        width.constant = 300
        host.window.layoutIfNeeded()
        trace.append(frames([panel, fixed, stretchy, pinnedRight]))
        width.constant = 150
        host.window.layoutIfNeeded()
        trace.append(frames([panel, fixed, stretchy, pinnedRight]))
        #expect(trace == [
            ["0,0 200×100", "10,10 50×20", "10,40 180×20", "150,70 40×20"],
            ["0,0 300×100", "10,10 50×20", "10,40 280×20", "250,70 40×20"],
            ["0,0 150×100", "10,10 50×20", "10,40 130×20", "100,70 40×20"],
        ])
        #expect(host.diagnostics == [])
    }

    @Test("Removing a view from its superview deactivates the constraints that tie it to the rest")
    func removalDeactivates() {
        let host = UIKitHost()
        let box = constrained("box")
        host.window.addSubview(box)
        let outside = box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 5)
        let own = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([outside, own])
        box.removeFromSuperview()
        #expect([outside.isActive, own.isActive] == [false, true])
        #expect(host.window.constraints.isEmpty)
    }

    @Test("docs/porting.md's Auto Layout sample lays out as UIKit would")
    func portingSample() {
        let laidOut = portingTableAutoLayoutSample()
        // The card: 10 below the safe area (20), at the margin (8), half the width plus 20; the
        // label the standard spacing (8) inside it; the stack view centred 8 below the card and
        // as wide as its widest view (the switch).
        #expect(laidOut.map(describe).prefix(2) == ["8,30 180×100", "8,8 46.75×20.4"])
        #expect(describe(CGRect(x: laidOut[2].minX, y: laidOut[2].minY, width: laidOut[2].width, height: 0)) == "134.5,138 51×0")
    }
}
