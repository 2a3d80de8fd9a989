/// A node of a user-interface tree that can carry gesture recognizers and receive touches: the seam
/// between the engine and a view tree.
///
/// Our ``View`` is one such tree. A host framework with a node tree of its own (a game engine's
/// scene graph, a toolkit's widgets) conforms its node class instead, keeps one
/// ``GestureAttachments`` per node, creates a ``GestureEngine``, hit-tests for it, and feeds it input
/// with ``GestureEngine/handle(_:)``. The engine then needs nothing else from the host:
///
/// ```swift
/// final class SceneNode: GestureNode {
///     weak var parent: SceneNode?
///     let gestureAttachments = GestureAttachments()
///     var parentGestureNode: (any GestureNode)? { parent }
///     var windowToLocalTransform: Transform { worldTransform.inverted() }
///     var gestureEngine: GestureEngine? { scene?.engine }
/// }
/// engine.hitTester = { point in scene.node(at: point) }
/// ```
///
/// When a node leaves the tree while touches are down, the host calls
/// ``GestureEngine/nodeWillLeave(_:)`` so that the node's recognizers are cancelled and its touches
/// end cleanly.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol GestureNode: AnyObject {
    /// The node that contains this one; nil at the root.
    var parentGestureNode: (any GestureNode)? { get }

    /// The engine's per-node storage. Return the same instance every time, kept by this node alone
    /// (a stored `let`, as the example above): its going with the node is how the node's
    /// recognizers learn the node is gone.
    var gestureAttachments: GestureAttachments { get }

    /// The transform from window coordinates into this node's coordinates.
    ///
    /// The engine asks for it whenever a recognizer converts a location, so it should be cheap: cache
    /// it and invalidate the cache when the node or an ancestor moves, as ``View`` does.
    var windowToLocalTransform: Transform { get }

    /// The engine of the window this node is in; nil when the node is in none.
    var gestureEngine: GestureEngine? { get }

    /// Whether this node lets `gestureRecognizer` (attached to it or to an ancestor) begin; asked
    /// before the recognizer's delegate. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether the node receives every touch that lands on it (true), or only the first while it is
    /// down (false). Default true; ``View`` answers its `isMultipleTouchEnabled` (default false).
    var acceptsMultipleTouches: Bool { get }

    /// Whether touches on this node and touches on other nodes exclude each other. Default false.
    var isExclusiveTouch: Bool { get }

    /// Receives touches in one phase (`began`, `moved`, `ended` or `cancelled`), after the
    /// recognizers had their say and with the delivery flags applied. Default: nothing.
    func receiveTouches(_ touches: Set<Touch>, phase: Touch.Phase, event: Event)

    /// The node's name in diagnostics and traces. Default: its type name.
    var gestureDebugName: String { get }
}

extension GestureNode {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public var acceptsMultipleTouches: Bool { true }
    public var isExclusiveTouch: Bool { false }
    public func receiveTouches(_ touches: Set<Touch>, phase: Touch.Phase, event: Event) {}
    public var gestureDebugName: String { typeName(of: self) }

    /// Attaches a recognizer to this node.
    ///
    /// A recognizer belongs to one node at a time: attaching it elsewhere first removes it from its
    /// old node (cancelling its gesture there, if one is under way). Attaching it twice to the same
    /// node does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.checkThread("addGestureRecognizer(_:)")
        (self as? View)?.checkThread("addGestureRecognizer(_:)")
        // Removing it from its old node sends its cancellation, and that action may attach it
        // somewhere again; this call, the outer one, has the last word. Each removal ends the
        // gesture, so after the first the actions have nothing left to report and the loop ends.
        var removals = 0
        while let current = recognizer.node {
            if current === self { return }
            if let engine = current.gestureEngine, engine === gestureEngine {
                // Moving between nodes of one window: a gesture under way goes on, with its touches
                // and state, as on iOS (pinch-to-zoom libraries move their recognizers onto an
                // overlay when the pinch begins and keep pinching). See docs/recognizers.md.
                current.gestureAttachments.recognizers.removeAll { $0 === recognizer }
                break
            }
            removals += 1
            if removals > GestureConstants.maximumReattachments {
                recognizer.report(.misuse("\(recognizer.diagnosticLabel) kept being re-attached by its own actions; left on \(current.gestureDebugName)"))
                return
            }
            current.removeGestureRecognizer(recognizer)
        }
        gestureAttachments.recognizers.append(recognizer)
        recognizer.node = self
    }

    /// Detaches a recognizer from this node; a gesture under way is cancelled (or failed, if it had
    /// not begun) and its targets hear of it.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.checkThread("removeGestureRecognizer(_:)")
        (self as? View)?.checkThread("removeGestureRecognizer(_:)")
        guard gestureAttachments.recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.abandon(reason: "removed from its view")
        // The cancellation's actions run inside `abandon` and may have moved the recognizer, or
        // removed it already: look it up again.
        guard let index = gestureAttachments.recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureAttachments.recognizers.remove(at: index)
        if recognizer.node === self { recognizer.node = nil }
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    func isDescendant(ofNode ancestor: any GestureNode) -> Bool {
        var current: (any GestureNode)? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.parentGestureNode
        }
        return false
    }
}

/// What the engine keeps for each node: its recognizers, in the order they were added, and the
/// bookkeeping of touch delivery.
#if !hasFeature(Embedded)
@MainActor
#endif
public final class GestureAttachments {
    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, these
    // and the other small engine types add 16 % to a pan update's instructions (measured:
    // docs/architecture.md, "Exclusivity"). The engine holds no long access to them across a call into
    // user code.
    /// The recognizers attached to the node, in the order they were added.
    @exclusivity(unchecked) public internal(set) var recognizers: [GestureRecognizer] = []
    /// Fingers down on the node that it accepted (for nodes that take one touch at a time).
    @exclusivity(unchecked) var downTouchCount = 0
    /// The node's touches of the current pass, by phase, reused between passes.
    @exclusivity(unchecked) var scratch = PhaseBuckets()
    @exclusivity(unchecked) var scratchStamp: UInt64 = 0
    @exclusivity(unchecked) var movedSetCache: Set<Touch>?
    /// The storage of an earlier moved set, emptied, for the next one.
    @exclusivity(unchecked) var spareMovedSet = Set<Touch>()

    /// The identity of the node that owns these attachments, known once a recognizer is added.
    @exclusivity(unchecked) var ownerIdentity: ObjectIdentifier?

    /// Creates empty storage. The node that returns it from ``GestureNode/gestureAttachments``
    /// must own it alone: it goes when the node goes, and lets the recognizers know.
    public init() {}

    // On the main actor, where the recognizers live (as `View`'s own deinit).
    #if hasFeature(Embedded)
    deinit { detachRecognizers() }
    #else
    isolated deinit { detachRecognizers() }
    #endif

    /// The node that owns these attachments is going: its recognizers stop pointing to it.
    private func detachRecognizers() {
        guard let ownerIdentity else { return }
        for recognizer in recognizers where recognizer.nodeIdentity == ownerIdentity {
            recognizer.nodeWentAway()
        }
    }
}
