/// A rectangular region of the screen that holds subviews, receives touches and carries gesture
/// recognizers: UIKit's view, for gestures.
///
/// Geometry follows UIKit: ``center`` is the view's position in its superview, ``bounds`` its own
/// coordinate space (the origin acts as a scroll offset), and ``transform`` applies around the
/// center. ``frame`` is derived from the three.
///
/// Subclass it and override the touch methods (``touchesBegan(_:with:)`` …) to handle touches
/// directly; a view's default forwards them to its superview, as UIKit's responder chain does.
#if !hasFeature(Embedded)
@MainActor
#endif
open class View: GestureNode {
    // MARK: Geometry storage

    // Properties marked `@exclusivity(unchecked)` skip the runtime's exclusivity checks: checked, the
    // 10,000-sibling hit test runs 2.3 times the instructions (measured: docs/architecture.md,
    // "Exclusivity"). The engine holds no long access to them across a call into user code.
    // The three below are read by inlinable getters (``center``, ``bounds``, ``transform``): a
    // scroll step or an app's action reads them several times per update, from other modules.
    @exclusivity(unchecked) @usableFromInline final var storedCenter: Point
    @exclusivity(unchecked) @usableFromInline final var storedBounds: Rect
    @exclusivity(unchecked) @usableFromInline final var storedTransform: Transform = .identity
    /// The map from the superview's coordinates into this view's; valid while `superToLocalValid`.
    @exclusivity(unchecked) var cachedSuperToLocal: Transform = .identity
    @exclusivity(unchecked) var superToLocalValid = false
    /// The maps between window coordinates and this view's; valid while `windowTransformValid`.
    /// Invariant: when a view's cache is invalid, so are the caches of all its descendants.
    @exclusivity(unchecked) var cachedLocalToWindow: Transform = .identity
    @exclusivity(unchecked) var cachedWindowToLocal: Transform = .identity
    @exclusivity(unchecked) var windowTransformValid = false
    /// Whether the linear parts (`a`, `b`, `c`, `d`) of the two cached maps are current, even when
    /// their translations are not: a change of bounds moves a view's and its subtree's window
    /// coordinates but turns none of them, so it leaves these valid, and a scroll view's drag reads
    /// its translation (a vector) without refreshing the view it scrolls. Invariants: a valid cache
    /// has a valid linear part, and when a view's linear part is invalid, so are its descendants'.
    @exclusivity(unchecked) var windowLinearValid = false
    /// Whether any subview may have a valid window transform (or linear part): set when one is
    /// refreshed, cleared when this view's subtree is invalidated, so that invalidating a view whose
    /// subviews were not read since walks none of them. (True may be stale; false is exact: a
    /// subview becomes valid only in its refresh, which sets both.)
    @exclusivity(unchecked) var subviewsMayHaveValidTransforms = false
    @exclusivity(unchecked) var subviewsMayHaveValidLinear = false
    /// Set for windows: their coordinates are the window coordinates, whatever their frame.
    @exclusivity(unchecked) var isWindowRoot = false

    // MARK: Tree storage

    /// The view's subviews, back to front: the last one is drawn on top and hit-tested first.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = [] {
        didSet { subviewIndex?.isStale = true }
    }
    /// The subviews by where they lie, made at the first hit test that walks at least
    /// ``SubviewIndex/minimumSubviews`` of them (nil before).
    @exclusivity(unchecked) var subviewIndex: SubviewIndex?
    /// The view that contains this one.
    /// The view that contains this one.
    ///
    /// Not a weak reference, on purpose: a weak reference gives its object a side table, after
    /// which every retain and release of it takes the runtime's slow path — for every view with
    /// subviews, on every hit test. A superview holds its subviews, so it can only go away in its
    /// own `deinit`, which clears this pointer in every subview that outlives it.
    public var superview: View? { superviewPointer }
    var superviewPointer: View? {
        @inline(__always) get { superviewReference?.takeUnretainedValue() }
        @inline(__always) set { superviewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// Whether `view` is this view's superview, asked without reading the superview (which
    /// retains it and releases it again).
    package func isSubview(of view: View) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }
    /// The superview, kept as an `Unmanaged` so that it can be lent to a call without the retain
    /// and release the compiler puts around a read of an `unowned(unsafe)` reference.
    @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
    /// The window the view is in, through the window's anchor (see ``WindowAnchor``): neither a
    /// weak reference, which would give the window a side table and slow every retain and release
    /// of it, nor a strong one, which would make a cycle with the window's subviews.
    @exclusivity(unchecked) var windowAnchor: WindowAnchor?
    var cachedWindow: Window? { windowAnchor?.window }
    /// Whether the view is in a window (``window`` is not nil), read without retaining the window.
    package var isInWindow: Bool { windowAnchor?.isOccupied ?? false }

    /// The engine's storage for this view's recognizers.
    public let gestureAttachments = GestureAttachments()

    // MARK: Appearance and interaction

    /// The colour behind the view's content; nil draws nothing. Only renderers read it.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        willSet { checkThread("View.backgroundColor") }
    }
    /// Whether renderers clip the subviews to the bounds (default false). Only renderers read it:
    /// hit testing skips subviews outside their superview's bounds with or without it.
    @exclusivity(unchecked) public var clipsToBounds = false {
        willSet { checkThread("View.clipsToBounds") }
    }
    /// Text drawn over the background (a UIKit-shaped label's); only renderers read it.
    @exclusivity(unchecked) package var drawnText: DrawnText?
    /// Opacity from 0 to 1; views below 0.01 are not hit-tested. Animatable.
    public var alpha: Double {
        get { storedAlpha }
        set {
            checkThread("View.alpha")
            let value = newValue.isNaN ? 0 : newValue
            guard value != storedAlpha else { return }
            if isAnimatingOrInTransaction { propertyWillChange(.alpha, from: .scalar(storedAlpha), to: .scalar(value)) }
            storedAlpha = value
        }
    }
    @exclusivity(unchecked) var storedAlpha: Double = 1
    /// The view's running property animations.
    @exclusivity(unchecked) var runningAnimations: [PropertyAnimation] = []
    /// Whether a property change must go through the animation machinery.
    var isAnimatingOrInTransaction: Bool { !runningAnimations.isEmpty || View.transactionDepth != 0 }
    /// Hidden views, and their subviews, are not hit-tested.
    @exclusivity(unchecked) public var isHidden = false {
        willSet { checkThread("View.isHidden") }
    }
    /// Whether the view and its subviews can be hit by touches (default true; false for image
    /// views).
    @exclusivity(unchecked) public var isUserInteractionEnabled = true {
        willSet { checkThread("View.isUserInteractionEnabled") }
    }
    /// Whether the view's touch methods receive every touch on it (true) or only the first while it
    /// is down (false, the default). Recognizers receive every touch either way.
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false {
        willSet { checkThread("View.isMultipleTouchEnabled") }
    }
    /// Whether touches on this view and touches on other views of the window exclude each other
    /// (default false): while one is down, touches landing on the other are ignored.
    @exclusivity(unchecked) public var isExclusiveTouch = false {
        willSet { checkThread("View.isExclusiveTouch") }
    }
    /// The thread that created the view: its changes must come from there (``checkThread(_:)``).
    let owningThread = OwningThread()

    /// Stops the program, naming `entry`, when called on another thread than the one that created
    /// the view (see `OwningThread`): every public call that changes the view, or a control or
    /// scroll view over it, in the engine and in the UIKit layer, starts here.
    @inline(__always)
    package func checkThread(_ entry: StaticString) {
        owningThread.check(entry)
    }
    /// A number for finding the view again.
    @exclusivity(unchecked) public var tag = 0 {
        willSet { checkThread("View.tag") }
    }
    /// A name for tests, diagnostics and traces.
    @exclusivity(unchecked) public var accessibilityIdentifier: String? {
        willSet { checkThread("View.accessibilityIdentifier") }
    }

    // MARK: Lifecycle

    /// Creates a view with the given frame in its future superview's coordinates.
    public init(frame: Rect) {
        let f = frame.standardized
        storedCenter = Point(x: f.midX, y: f.midY)
        storedBounds = Rect(x: 0, y: 0, width: f.width, height: f.height)
    }

    /// Tears the subtree down without recursion, so that freeing a very deep tree cannot exhaust the
    /// stack.
    /// Subviews that outlive this view lose their superview here (see ``superview``).
    // On the main actor, where the subviews live; Embedded Swift, with no actors, runs it where
    // the last reference goes.
    #if hasFeature(Embedded)
    deinit { releaseSubviews() }
    #else
    isolated deinit { releaseSubviews() }
    #endif

    private func releaseSubviews() {
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews.removeAll()
        for view in pending { view.superviewPointer = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                // Dying too: its subviews lose their superview, and are torn down in this loop.
                for child in view.subviews { child.superviewPointer = nil }
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    /// Creates a view with an empty frame at the origin.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The window the view is in, if any.
    public var window: Window? { cachedWindow }

    /// The view's recognizers, in the order they were added; setting the array replaces them all.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { gestureAttachments.recognizers.isEmpty ? nil : gestureAttachments.recognizers }
        set {
            for recognizer in gestureAttachments.recognizers where !(newValue ?? []).contains(where: { $0 === recognizer }) {
                removeGestureRecognizer(recognizer)
            }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    // MARK: Touch methods

    /// Touches landed on this view. The default forwards them to the superview.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        nextTouchHandler?.touchesBegan(touches, with: event)
    }

    /// Touches on this view moved. The default forwards them to the superview.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        nextTouchHandler?.touchesMoved(touches, with: event)
    }

    /// Touches on this view lifted. The default forwards them to the superview.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        nextTouchHandler?.touchesEnded(touches, with: event)
    }

    /// Touches on this view were cancelled. The default forwards them to the superview.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        nextTouchHandler?.touchesCancelled(touches, with: event)
    }

    /// The ancestor the default touch methods forward to: the superview, or rather the first
    /// ancestor that may handle touches itself. Ancestors of the engine's own classes (see
    /// `hasEngineDefaults`) would only forward again; the responder chain's walk
    /// (``ResponderChain``, the same as the UIKit layer's) passes over them in a loop.
    var nextTouchHandler: View? {
        ResponderChain.firstHandler(after: self, next: { $0.superview }, forwardsOnly: { $0.hasEngineDefaults },
                                    cycleCheckAfter: .max, onCycle: { _ in })
    }

    /// Whether the view is exactly one of the engine's own classes (`View`, ``ImageView``,
    /// ``Window``), whose touch methods and hit test are the defaults. Views of other classes may
    /// override them (as UIKit allows), so the engine calls their methods; for these it can walk
    /// the tree in a loop instead of nested calls. One comparison of the class.
    var hasEngineDefaults: Bool {
        #if hasFeature(Embedded)
        // Embedded Swift has no metatypes to compare: there every view takes the general path
        // (its methods called), which gives the same answers.
        return false
        #else
        let type = type(of: self)
        return type == View.self || type == ImageView.self || type == Window.self
        #endif
    }

    /// Whether the view's hit test and inside test are the engine's although its class is another:
    /// set by a layer whose view stands for this one and keeps those defaults (a plain UIKit-shaped
    /// view), so that the hit test walks through it in its loop as through the engine's own views.
    @exclusivity(unchecked) package var hitTestsByDefault = false {
        didSet { markSuperviewIndexStale() }
    }

    /// Whether a recognizer attached to this view or one of its ancestors may begin; asked before the
    /// recognizer's delegate. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Called after the view moved into a window or out of one.
    open func didMoveToWindow() {}
    /// Called after the view moved to a new superview (or out of its superview).
    open func didMoveToSuperview() {}

    // MARK: Hit testing
    /// The deepest visible, interactive view of this subtree that contains `point` (in this view's
    /// coordinates), or nil.
    ///
    /// UIKit's rules: a view that is hidden, has interaction disabled or an alpha below 0.01 is never
    /// hit, nor are its subviews; a point outside a view's bounds (as ``point(inside:with:)``
    /// decides) never reaches its subviews; subviews are tried front to back (the last first), and
    /// the first hit wins; a subview whose transform cannot be inverted (flattened by a scale of 0,
    /// or not finite) covers no area and is never hit, nor are its subviews. Override it to change how a view is hit; the engine calls it once per
    /// touch, when the touch lands.
    ///
    /// The walk down is a loop, not a call per level, through every view of the engine's own
    /// classes (`View`, ``ImageView``), and every view a layer above marks as keeping these defaults
    /// (its plain views): a tree of any depth takes no stack. A subview of any other
    /// class is asked through its own `hitTest` (it may override it); its default walks on in a loop
    /// in turn, so only views of such classes nested in one another cost a call each.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard acceptsHit(at: point, with: event) else { return nil }
        // A view that accepts the point is the answer unless one of its subviews is: once the walk
        // steps into a subview it never comes back up, so it needs no stack, only the current view.
        var view = self
        var local = point
        descending: while true {
            // Every subview, front to back; among many, only those whose area may hold the point.
            var candidates = SubviewIndex.Candidates(all: view.subviews.count)
            if view.subviews.count >= SubviewIndex.minimumSubviews && SubviewIndex.isEnabled {
                let grid = view.subviewIndex ?? SubviewIndex()
                view.subviewIndex = grid
                grid.prepare(for: view.subviews)
                candidates = grid.candidates(at: local)
            }
            while let index = candidates.next() {
                // A subview's own hit test may have changed the list under the walk.
                guard index < view.subviews.count else { break }
                switch Self.tryHit(view.subviews[index], at: local, with: event) {
                case .miss: continue
                case let .descend(subview, inSubview):
                    view = subview
                    local = inSubview
                    continue descending
                case let .found(hit): return hit
                }
            }
            return view
        }
    }

    /// What trying one subview in the hit test's walk found.
    nonisolated private enum SubviewHit {
        /// The point misses it.
        case miss
        /// It keeps the engine's hit test and holds the point: the walk goes on inside it.
        case descend(View, at: Point)
        /// Its own hit test answered.
        case found(View)
    }

    /// Tries one subview for `point` (in its superview's coordinates).
    @inline(__always)
    private static func tryHit(_ subview: View, at point: Point, with event: Event?) -> SubviewHit {
        // A view flattened by its transform (a scale of 0) covers no area: never hit.
        guard subview.storedTransform.isInvertible else { return .miss }
        let inSubview = point.applying(subview.superToLocalTransform)
        if subview.hitTestsByDefault || subview.hasEngineDefaults {
            return subview.acceptsHit(at: inSubview, with: event) ? .descend(subview, at: inSubview) : .miss
        }
        // Not `Optional.map`: its closure would check the executor on every call.
        if let hit = subview.hitTest(inSubview, with: event) { return .found(hit) }
        return .miss
    }

    /// UIKit's rules for one view, subviews aside: visible, interactive, opaque enough, and
    /// containing the point.
    private func acceptsHit(at point: Point, with event: Event?) -> Bool {
        !isHidden && isUserInteractionEnabled && alpha >= View.minimumHitTestAlpha && !animationBlocksInteraction
            && self.point(inside: point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: by default, inside
    /// ``bounds``.
    open func point(inside point: Point, with event: Event?) -> Bool {
        storedBounds.contains(point)
    }

    /// Views more transparent than this are not hit-tested (UIKit's documented 0.01).
    public static let minimumHitTestAlpha = 0.01

    // MARK: GestureNode

    public var parentGestureNode: (any GestureNode)? { superview }
    public var gestureEngine: GestureEngine? { cachedWindow?.engine }
    public var acceptsMultipleTouches: Bool { isMultipleTouchEnabled }

    public func receiveTouches(_ touches: Set<Touch>, phase: Touch.Phase, event: Event) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    public var gestureDebugName: String {
        accessibilityIdentifier ?? typeName(of: self)
    }
}
