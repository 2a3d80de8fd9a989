import Gestures
import GesturesUIKit
import Testing

/// The UIKit layer's walks of the view tree — hit testing, forwarding touches up the responder
/// chain, laying out, telling views they change window, freeing — are loops through views of the
/// layer's own classes, as the engine's are: a tree of any depth takes no stack.
@MainActor
@Suite("UIKit view trees of any depth")
struct UIKitDeepTreeTests {
    @Test("A UIView chain 100,000 deep is hit-tested, touched through and freed without running out of stack")
    func deepChain() {
        var log: [String] = []
        weak var weakWindow: UIWindow?
        weak var weakTop: UIView?
        weak var weakLeaf: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: ManualClock())
            // A view of a class of its own at the top gets the touches the plain views forward.
            let top = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            top.onTouch = { log.append("top \($0)") }
            let topRecorder = Recorder { log.append("top tap \($0.state)") }
            top.addGestureRecognizer(UITapGestureRecognizer(target: topRecorder, action: Recorder.record))
            window.addSubview(top)
            var leaf: UIView = top
            for _ in 0..<100_000 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                leaf.addSubview(child)
                leaf = child
            }
            leaf.tag = 7
            let leafRecorder = Recorder { log.append("leaf tap \($0.state)") }
            leaf.addGestureRecognizer(UITapGestureRecognizer(target: leafRecorder, action: Recorder.record))

            #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
            #expect(top.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
            #expect(window.hitTest(CGPoint(x: 250, y: 50), with: nil) === window)
            #expect(window.viewWithTag(7) === leaf)
            #expect(leaf.isDescendant(of: top))
            #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))

            // The leaf's touch goes up the responder chain through 100,000 plain views to the top
            // view; the leaf's tap recognizes, the top's fails, and the touch is cancelled there.
            window.sendEvent(InputEvent(timestamp: 1, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))]))
            window.sendEvent(InputEvent(timestamp: 1.05, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))]))
            #expect(log == ["top began 1", "leaf tap ended", "top cancelled 1"])

            // Moving the top and laying the tree out walk it again.
            top.center = CGPoint(x: 110, y: 100)
            #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 2))
            top.setNeedsLayout()
            window.layoutIfNeeded()

            weakWindow = window
            weakTop = top
            weakLeaf = leaf
            withExtendedLifetime((topRecorder, leafRecorder)) {}
        }
        #expect(weakWindow == nil)
        #expect(weakTop == nil)
        #expect(weakLeaf == nil)
    }

    @Test("A UIView chain 100,000 deep built outside a window enters it, leaves it and is freed")
    func deepChainMovedIn() {
        weak var weakLeaf: UIView?
        var layouts: [String] = []
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: ManualClock())
            let top = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            top.onLayout = { layouts.append("top") }
            var leaf: UIView = top
            for _ in 0..<100_000 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                leaf.addSubview(child)
                leaf = child
            }
            let bottom = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            bottom.onLayout = { layouts.append("bottom") }
            leaf.addSubview(bottom)
            // Entering the window lays out every view of the tree once, top down.
            window.addSubview(top)
            #expect(layouts == ["top", "bottom"])
            #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === bottom)
            top.removeFromSuperview()
            #expect(bottom.window == nil)
            weakLeaf = bottom
        }
        #expect(weakLeaf == nil)
    }
}

/// A view that reports the touches that reach it.
private final class TouchLoggingView: UIView {
    var onTouch: (String) -> Void = { _ in }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch("began \(touches.count)")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouch("cancelled \(touches.count)")
    }
}

/// A view that reports its layouts.
private final class LayoutLoggingView: UIView {
    var onLayout: () -> Void = {}

    override func layoutSubviews() { onLayout() }
}

/// A target for recognizers' actions.
@MainActor
private final class Recorder {
    let body: (UIGestureRecognizer) -> Void
    init(_ body: @escaping (UIGestureRecognizer) -> Void) { self.body = body }
    func record(_ recognizer: UIGestureRecognizer) { body(recognizer) }
}
