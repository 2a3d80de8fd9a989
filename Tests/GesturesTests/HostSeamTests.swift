import Gestures
import GestureTesting
import Testing

/// A tiny node tree of a host framework: no `View`, its own geometry (a scale and an offset per
/// node) and its own hit testing.
@MainActor
final class HostNode: GestureNode {
    let name: String
    let offset: Vector
    let scale: Double
    let size: Size
    weak var parent: HostNode?
    var children: [HostNode] = []
    weak var scene: HostScene?
    let gestureAttachments = GestureAttachments()
    var received: [String] = []

    init(_ name: String, offset: Vector, scale: Double = 1, size: Size) {
        self.name = name
        self.offset = offset
        self.scale = scale
        self.size = size
    }

    func add(_ child: HostNode) {
        child.parent = self
        child.scene = scene
        children.append(child)
    }

    /// Local to window: scale, then offset, then the parent's.
    var localToWindow: Transform {
        let own = Transform(scaleX: scale, y: scale).concatenating(Transform(translationX: offset.dx, y: offset.dy))
        return parent.map { own.concatenating($0.localToWindow) } ?? own
    }

    var parentGestureNode: (any GestureNode)? { parent }
    var windowToLocalTransform: Transform { localToWindow.inverted() }
    var gestureEngine: GestureEngine? { scene?.engine }
    var gestureDebugName: String { name }

    func receiveTouches(_ touches: Set<Touch>, phase: Touch.Phase, event: Event) {
        received.append("\(phase) \(touches.map(\.identifier).sorted())")
    }

    func hit(_ point: Point) -> HostNode? {
        let local = point.applying(windowToLocalTransform)
        guard local.x >= 0, local.y >= 0, local.x < size.width, local.y < size.height else { return nil }
        for child in children.reversed() {
            if let found = child.hit(point) { return found }
        }
        return self
    }
}

@MainActor
final class HostScene {
    let engine = GestureEngine(clock: ManualClock())
    let root = HostNode("root", offset: .zero, size: Size(width: 400, height: 400))

    init() {
        root.scene = self
        engine.hitTester = { [unowned self] point in self.root.hit(point) }
    }
}

@MainActor
@Suite("A host framework's own node tree, without View")
struct HostSeamTests {
    @Test("Recognizers on host nodes recognize, exclude by ancestry, and convert into node coordinates")
    func hostTree() {
        let host = HostScene()
        let card = HostNode("card", offset: Vector(dx: 100, dy: 100), scale: 2, size: Size(width: 50, height: 50))
        host.root.add(card)
        let drag = TestDrag(name: "drag")
        card.addGestureRecognizer(drag)
        let rootDrag = TestDrag(name: "rootDrag")
        host.root.addGestureRecognizer(rootDrag)
        let trace = TraceRecorder(engine: host.engine, includesDecisions: true)
        var local: [Point] = []
        drag.addAction { local.append($0.location(inNode: card)) }

        func send(_ t: Double, _ phase: Touch.Phase, _ p: Point) {
            host.engine.handle(InputEvent(timestamp: t, touches: [TouchInput(id: 1, phase: phase, location: p)]))
        }
        send(0, .began, pt(120, 120))
        send(0.1, .moved, pt(140, 120))
        send(0.2, .ended, pt(140, 120))

        expectTrace(trace.lines, [
            "card.touchesBegan [1]",
            "drag: possible → began",
            "# rootDrag failed: excluded by drag",
            "rootDrag: possible → failed",
            "drag: action began at (140.0, 120.0)",
            "card.touchesCancelled [1]",
            "drag: began → ended",
            "drag: action ended at (140.0, 120.0)",
        ])
        // (140, 120) in window coordinates is (20, 10) in the card's doubled coordinates.
        #expect(local == [pt(20, 10), pt(20, 10)])
        #expect(card.received == ["began [1]", "cancelled [1]"])
        #expect(drag.view == nil)
        #expect(drag.node === card)
    }

    @Test("A host node leaving the tree mid-gesture: its recognizers are cancelled and its touches end")
    func hostNodeLeaves() {
        let host = HostScene()
        let card = HostNode("card", offset: Vector(dx: 0, dy: 0), size: Size(width: 100, height: 100))
        host.root.add(card)
        let drag = TestDrag(name: "drag")
        drag.cancelsTouchesInView = false
        card.addGestureRecognizer(drag)
        let trace = TraceRecorder(engine: host.engine)
        host.engine.handle(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: pt(10, 10))]))
        host.engine.handle(InputEvent(timestamp: 0.1, touches: [TouchInput(id: 1, phase: .moved, location: pt(40, 10))]))
        host.engine.nodeWillLeave(card)
        host.root.children.removeAll()
        host.engine.handle(InputEvent(timestamp: 0.2, touches: [TouchInput(id: 1, phase: .ended, location: pt(40, 10))]))
        expectTrace(trace.lines, [
            "card.touchesBegan [1]",
            "drag: possible → began",
            "drag: action began at (40.0, 10.0)",
            "card.touchesMoved [1]",
            "drag: began → cancelled",
            "drag: action cancelled at (40.0, 10.0)",
            "card.touchesCancelled [1]",
        ])
        #expect(host.engine.activeTouches.isEmpty)
        #expect(host.engine.activeRecognizers.isEmpty)
    }
}
