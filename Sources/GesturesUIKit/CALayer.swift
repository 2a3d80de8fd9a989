import Gestures

/// A colour as Core Graphics names it; here the same object as a ``UIColor``.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a ``CGColor`` (the same object here).
    public var cgColor: CGColor { self }
}

/// A layer: the drawing side of a view, or a free-standing layer added under one with
/// ``addSublayer(_:)``.
///
/// A view's layer shares the view's geometry (``position`` is the view's center, ``bounds`` its
/// bounds, ``opacity`` its alpha, the affine part of ``transform`` its transform) and draws, in the
/// SVG pictures, its corner radius, border, shadow, what the view's ``UIView/draw(_:)`` drew, and
/// its sublayers; none of that affects touches, as in UIKit. A free-standing layer keeps its own
/// geometry, positioned by its ``anchorPoint`` in its superlayer.
///
/// Differences from Core Animation: a view's layer lists in ``sublayers`` only the layers added to
/// it, not its subviews' layers, and those sublayers are drawn over the view's content and under
/// its subviews; the border is drawn over the sublayers and under the subviews; only the affine
/// part of ``transform`` is drawn.
///
/// ``presentation()`` answers a copy that holds what is on screen now, while an animation runs.
@MainActor
open class CALayer {
    /// The view whose layer this is; nil for a presentation copy or a free-standing layer, and
    /// once the view is gone.
    public var delegate: UIView? { delegateStorage }
    /// Ownership: `unowned(unsafe)`, owner-cleared: the view holds its layer and clears this in its
    /// deinit (``viewWentAway()``), so it is nil or a live view. Not weak: a weak reference would
    /// give every view whose layer was made (every scroll view: it clips) a side table, after
    /// which each retain and release of the view takes the runtime's slow path.
    nonisolated(unsafe) private unowned(unsafe) var delegateStorage: UIView?

    /// The view is going (called from its nonisolated deinit; views live on the main thread).
    nonisolated func viewWentAway() {
        delegateStorage = nil
    }
    var ownPosition = CGPoint.zero
    var ownBounds = CGRect.zero
    var ownOpacity: Float = 1
    var ownHidden = false
    var ownTransform = CATransform3DIdentity
    var ownBackground: CGColor?
    /// The layers added under this one, back to front.
    var sublayerList: [CALayer] = []
    /// The layer this one was added to; it holds this one.
    public private(set) weak var superlayer: CALayer?
    /// What the last drawing pass (``draw(in:)``) recorded.
    var displayList = DisplayList()
    /// Whether ``display()`` is due before the layer is next drawn.
    private var displayDue = true
    /// The Core Animation animations attached, in the order added.
    var animationEntries: [LayerAnimationEntry] = []

    /// A free-standing layer (drawing properties only; it is in no view tree until added under a
    /// view's layer).
    public init() {}

    /// A copy of another layer's properties (Core Animation's `init(layer:)`, used for
    /// presentation copies); the copy has no superlayer, sublayers or animations.
    public init(layer: Any) {
        if let other = layer as? CALayer { copyProperties(of: other) }
    }

    init(view: UIView) {
        delegateStorage = view
    }

    /// The layer's position in its superlayer: the view's center.
    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set { if let delegate { delegate.center = newValue } else { ownPosition = newValue } }
    }

    /// The layer's own coordinate space: the view's bounds.
    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set {
            if let delegate { delegate.bounds = newValue } else {
                let resized = ownBounds.size != newValue.size
                ownBounds = newValue
                if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` places (the centre by
    /// default). A view's layer keeps the centre (the view's `center` is its position).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Whether a new size asks for a new drawing pass (a view's layer follows the view's
    /// `contentMode == .redraw`).
    open var needsDisplayOnBoundsChange = false

    /// The layer's frame in its superlayer: the view's frame.
    open var frame: CGRect {
        get {
            if let delegate { return delegate.frame }
            let box = CGRect(x: -ownBounds.width * anchorPoint.x, y: -ownBounds.height * anchorPoint.y,
                             width: ownBounds.width, height: ownBounds.height)
            let t = CATransform3DGetAffineTransform(ownTransform)
            return box.applying(t).offsetBy(dx: ownPosition.x, dy: ownPosition.y)
        }
        set {
            if let delegate {
                delegate.frame = newValue
            } else {
                bounds = CGRect(origin: ownBounds.origin, size: newValue.size)
                ownPosition = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x,
                                      y: newValue.minY + newValue.height * anchorPoint.y)
            }
        }
    }

    /// Opacity from 0 to 1: the view's alpha (below 0.01 the view is not hit).
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? ownOpacity }
        set { if let delegate { delegate.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { delegate?.isHidden ?? ownHidden }
        set { if let delegate { delegate.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// The colour under the content: the view's background colour.
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor } ?? ownBackground }
        set { if let delegate { delegate.backgroundColor = newValue } else { ownBackground = newValue } }
    }

    /// The layer's transform around its anchor point. A view's layer answers the view's transform
    /// and sets the view's transform to the affine part (the rest is dropped, as it would not be
    /// drawn); a free-standing layer keeps the whole value. A transform with an entry that is not
    /// finite is refused, reported.
    open var transform: CATransform3D {
        get { delegate.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform }
        set {
            if let delegate {
                delegate.transform = CATransform3DGetAffineTransform(newValue)
            } else if newValue.isFinite {
                ownTransform = newValue
            } else {
                reportMisuse("CALayer: transform \(newValue) is not finite; the transform is unchanged", in: window)
            }
        }
    }

    /// The view's transform, as an affine transform (a presentation copy's: the transform on
    /// screen).
    open func affineTransform() -> CGAffineTransform {
        delegate?.transform ?? CATransform3DGetAffineTransform(ownTransform)
    }

    /// Sets the view's transform (a free-standing layer keeps it).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    // Drawing only: drawn in the SVG pictures.

    /// The radius of the rounded corners, in points: rounds the background, the border, the shadow
    /// and, with ``masksToBounds``, the clip (drawing only).
    open var cornerRadius: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.cornerRadius") }
    }
    /// Which corners ``cornerRadius`` rounds (all by default); drawing only.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { delegate?.node.checkThread("CALayer.maskedCorners") }
    }
    /// Whether sublayers (and a view's subviews) are clipped to the bounds, rounded by the corner
    /// radius (`clipsToBounds`); drawing only: renderers read it from the view's engine view.
    open var masksToBounds = false {
        willSet { delegate?.node.checkThread("CALayer.masksToBounds") }
        didSet { delegate?.node.clipsToBounds = masksToBounds }
    }
    /// The border's width, in points, drawn inside the bounds.
    open var borderWidth: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.borderWidth") }
    }
    /// The border's colour (black by default, as in Core Animation).
    open var borderColor: CGColor? = UIColor.black {
        willSet { delegate?.node.checkThread("CALayer.borderColor") }
    }
    /// The shadow's colour (black by default, as in Core Animation).
    open var shadowColor: CGColor? = UIColor.black {
        willSet { delegate?.node.checkThread("CALayer.shadowColor") }
    }
    /// The shadow's opacity from 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0 {
        willSet { delegate?.node.checkThread("CALayer.shadowOpacity") }
    }
    /// The shadow's offset, in points (Core Animation's default is 3 points up).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { delegate?.node.checkThread("CALayer.shadowOffset") }
    }
    /// The shadow's blur radius, in points.
    open var shadowRadius: CGFloat = 3 {
        willSet { delegate?.node.checkThread("CALayer.shadowRadius") }
    }
    /// The shape of the shadow; nil for the layer's own: its rounded bounds when it has a
    /// background, else a shape layer's path. Other content (a view's `draw(_:)`, a gradient)
    /// casts no shadow here, where Core Animation would cast its alpha's.
    open var shadowPath: CGPath? {
        willSet { delegate?.node.checkThread("CALayer.shadowPath") }
    }
    /// The drawing order among siblings; recorded (hit testing follows the subview order, as in
    /// UIKit, and sublayers are drawn in the order of ``sublayers``).
    open var zPosition: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.zPosition") }
    }

    // MARK: Sublayers

    /// The layers added under this one, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.superlayer = nil }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds a layer on top of the others (moving it from any other superlayer). A view's layer,
    /// this layer itself or one of its ancestors cannot be added: refused, reported.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerList.count))
    }

    /// Inserts a layer at an index among the sublayers (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: Swift.min(Int(index), sublayerList.count))
        layer.superlayer = self
    }

    /// Inserts a layer just below a sublayer (on top when `sibling` is not one).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s } } ?? sublayerList.count
        sublayerList.insert(layer, at: index)
        layer.superlayer = self
    }

    /// Inserts a layer just above a sublayer (on top when `sibling` is not one).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard accepts(layer) else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerList.count
        sublayerList.insert(layer, at: index)
        layer.superlayer = self
    }

    /// Replaces a sublayer with another.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        superlayer = nil
    }

    /// Whether `layer` may go under this one: not a view's layer, not this layer or an ancestor.
    private func accepts(_ layer: CALayer) -> Bool {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                reportMisuse("CALayer: a layer cannot be added under itself or its own sublayers; refused", in: window)
                return false
            }
            ancestor = current.superlayer
        }
        if layer.delegate != nil {
            reportMisuse("CALayer: a view's layer is added with addSubview on its view, not addSublayer; refused", in: window)
            return false
        }
        return true
    }

    /// The view whose layer is this one's root, for the clock and the diagnostics.
    var rootView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegate { return view }
            layer = current.superlayer
        }
        return nil
    }

    /// The window the layer is drawn in.
    var window: UIWindow? { rootView?.window }

    // MARK: Drawing

    /// Asks for a new drawing pass (``display()``) before the layer is next drawn.
    open func setNeedsDisplay() {
        delegate?.node.checkThread("CALayer.setNeedsDisplay()")
        displayDue = true
    }

    /// Asks for a new drawing pass; the whole layer is redrawn (the rectangle is not kept apart).
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether a drawing pass is due.
    open func needsDisplay() -> Bool { displayDue }

    /// Runs the drawing pass now if one is due. Renderers call it before drawing the layer.
    open func displayIfNeeded() {
        guard displayDue else { return }
        displayDue = false
        display()
    }

    /// Runs a drawing pass: a context over the bounds is made current and ``draw(in:)`` records
    /// into it. More than ``GestureConstants/maximumDisplayListElements`` path elements keep the
    /// first ones, reported.
    open func display() {
        displayDue = false
        let name = delegate.map { "\($0.node.gestureDebugName).draw(_:)" } ?? "\(type(of: self)).draw(in:)"
        let area = bounds
        let context = CGContext(area: area.rect, name: name, window: window)
        context.withCurrent { draw(in: context) }
        displayList = context.close()
        if displayList.droppedElements > 0 {
            context.report("drew \(displayList.elementCount + displayList.droppedElements) path elements; the first \(displayList.elementCount) are kept, \(displayList.droppedElements) dropped")
        }
    }

    /// Draws the layer's content into the context: a view's layer calls the view's
    /// ``UIView/draw(_:)`` with its bounds; the default for other layers draws nothing.
    open func draw(in ctx: CGContext) {
        delegate?.draw(bounds)
    }

    /// A copy of the layer's model properties, of the layer's own class (for presentation copies).
    func makeCopy() -> CALayer { CALayer(layer: self) }

    /// What the layer's class draws by itself (a shape, a gradient), over the background.
    func ownContent() -> DisplayList { DisplayList() }

    /// The shape of the layer's shadow when it has no background and no shadow path.
    func shadowShape() -> [PathElement]? { nil }

    // MARK: Presentation

    /// What is on screen now: a copy whose position, bounds, opacity and affine transform are the
    /// view's presentation values while an animation moves it (the model values otherwise), with
    /// the values of the Core Animation animations in flight applied; nil for a layer in no
    /// window that nothing animates.
    open func presentation() -> CALayer? {
        let copy = makeCopy()
        if let node = delegate?.node {
            copy.ownPosition = CGPoint(node.presentationCenter)
            copy.ownBounds = CGRect(node.presentationBounds)
            copy.ownOpacity = Float(node.presentationAlpha)
            copy.ownTransform = CATransform3DMakeAffineTransform(CGAffineTransform(node.presentationTransform))
        } else if window == nil && animationEntries.isEmpty {
            return nil
        }
        copy.applyAnimations(from: self)
        return copy
    }

    /// Copies the model properties of another layer (geometry as a free-standing layer keeps it).
    func copyProperties(of other: CALayer) {
        ownPosition = other.position
        ownBounds = other.bounds
        ownOpacity = other.opacity
        ownHidden = other.isHidden
        ownTransform = other.transform
        ownBackground = other.backgroundColor
        anchorPoint = other.anchorPoint
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        zPosition = other.zPosition
    }

    /// While the layer animates, the keys of what moves: for a view animated with
    /// `UIView.animate`, the properties whose value on screen still differs from the model
    /// ("position", "bounds", "transform", "opacity"); then the keys of the Core Animation
    /// animations added; nil when nothing animates.
    open func animationKeys() -> [String]? {
        var keys: [String] = []
        if let node = delegate?.node, node.isAnimating {
            if node.presentationCenter != node.center { keys.append("position") }
            if node.presentationBounds != node.bounds { keys.append("bounds") }
            if node.presentationTransform != node.transform { keys.append("transform") }
            if node.presentationAlpha != node.alpha { keys.append("opacity") }
            if animationEntries.isEmpty { return keys }
        }
        keys += animationEntries.map(\.key)
        return keys.isEmpty ? nil : keys
    }
}

/// A 2-D vector, as Core Graphics has it (Foundation on Linux has none).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The vector (0, 0).
    public static let zero = CGVector()
}

/// The corners of a layer that its corner radius rounds, with Core Animation's values.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's y-down coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
