import Gestures
import GesturesUIKit

/// Builds a view tree `levels` deep (one view inside the other), then hit-tests it, searches it,
/// converts coordinates through it, sends a touch down it, moves its top and frees it: every walk
/// of the tree must be a loop, so none of this may run out of stack at any depth. Prints what it
/// checked and how long each step took.
enum DeepTree {
    @MainActor
    static func run(levels: Int) -> Bool {
        var ok = true
        func check(_ condition: Bool, _ what: String) {
            if !condition {
                print("deep tree: FAILED \(what)")
                ok = false
            }
        }
        let clock = ContinuousClock()
        func timed(_ step: String, _ body: () -> Void) {
            let elapsed = clock.measure(body)
            let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
            print("deep tree: \(step) in \(fmt(ms)) ms")
        }
        timed("built, walked, touched and freed") {
            let (window, _) = Scenarios.window()
            let top = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(top)
            var leaf = top
            timed("built \(levels) levels") {
                for _ in 0..<levels {
                    let child = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
                    leaf.addSubview(child)
                    leaf = child
                }
            }
            leaf.tag = 7
            var taps = 0
            let tap = TapGestureRecognizer()
            tap.addAction { _ in taps += 1 }
            leaf.addGestureRecognizer(tap)
            timed("hit test") { check(window.hitTest(Point(x: 50, y: 50), with: nil) === leaf, "hit test") }
            timed("viewWithTag") { check(window.viewWithTag(7) === leaf, "viewWithTag") }
            timed("isDescendant") { check(leaf.isDescendant(of: top), "isDescendant") }
            timed("convert") { check(leaf.convert(Point(x: 1, y: 2), to: nil) == Point(x: 1, y: 2), "convert") }
            timed("tap") {
                window.sendEvent(InputEvent(timestamp: 1, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))]))
                window.sendEvent(InputEvent(timestamp: 1.05, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))]))
                check(taps == 1, "tap recognized at the leaf")
            }
            timed("move the top, convert again") {
                top.center = Point(x: 110, y: 100)
                check(leaf.convert(Point(x: 1, y: 2), to: nil) == Point(x: 11, y: 2), "convert after a move")
            }
            // The window, and with it the whole tree, is freed as this closure returns.
        }
        timed("UIKit layer: built, walked, touched and freed") {
            check(runUIKit(levels: levels, timed: timed), "UIKit layer")
        }
        print("deep tree: \(ok ? "PASS" : "FAIL") — \(levels) levels built, walked, touched and freed, in the engine and the UIKit layer")
        return ok
    }

    /// The same through the UIKit layer: a chain of plain `UIView`s under a window, hit-tested,
    /// laid out, touched (the touch forwarded up the responder chain to the top view) and freed.
    @MainActor
    private static func runUIKit(levels: Int, timed: (String, () -> Void) -> Void) -> Bool {
        var ok = true
        func check(_ condition: Bool, _ what: String) {
            if !condition {
                print("deep tree: FAILED UIKit \(what)")
                ok = false
            }
        }
        weak var weakLeaf: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: ManualClock())
            let top = ForwardedTouchCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(top)
            var leaf: UIView = top
            timed("UIKit layer: built \(levels) levels") {
                for _ in 0..<levels {
                    let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                    leaf.addSubview(child)
                    leaf = child
                }
            }
            let tap = UITapGestureRecognizer()
            leaf.addGestureRecognizer(tap)
            leaf.tag = 7
            timed("UIKit layer: hit test") { check(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf, "hit test") }
            timed("UIKit layer: viewWithTag") { check(window.viewWithTag(7) === leaf, "viewWithTag") }
            timed("UIKit layer: layout") {
                top.setNeedsLayout()
                window.layoutIfNeeded()
            }
            timed("UIKit layer: tap") {
                window.sendEvent(InputEvent(timestamp: 1, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))]))
                window.sendEvent(InputEvent(timestamp: 1.05, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))]))
                check(top.touches == ["began", "cancelled"], "touches forwarded to the top: \(top.touches)")
            }
            weakLeaf = leaf
        }
        check(weakLeaf == nil, "freed")
        return ok
    }
}

/// A UIKit view that counts the touches forwarded to it.
private final class ForwardedTouchCounter: UIView {
    var touches: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("cancelled") }
}
