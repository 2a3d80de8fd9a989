import Gestures

/// A colour as Core Graphics names it; here the same object as a ``UIColor``.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a ``CGColor`` (the same object here).
    public var cgColor: CGColor { self }
}

/// A view's layer: its geometry is the view's (``position`` is the view's center, ``bounds`` its
/// bounds, ``opacity`` its alpha), and its drawing properties (corner radius, border, shadow,
/// masking) are recorded for renderers without affecting touches, as in UIKit.
///
/// ``presentation()`` answers a copy that holds what is on screen now, while an animation runs.
@MainActor
open class CALayer {
    /// The view whose layer this is; nil for a presentation copy or a free-standing layer.
    public private(set) weak var delegate: UIView?
    private var ownPosition = CGPoint.zero
    private var ownBounds = CGRect.zero
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownTransform = CGAffineTransform.identity

    /// A free-standing layer (drawing properties only; it is in no view tree).
    public init() {}

    init(view: UIView) {
        delegate = view
    }

    /// The layer's position in its superlayer: the view's center.
    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set { if let delegate { delegate.center = newValue } else { ownPosition = newValue } }
    }

    /// The layer's own coordinate space: the view's bounds.
    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set { if let delegate { delegate.bounds = newValue } else { ownBounds = newValue } }
    }

    /// The layer's frame in its superlayer: the view's frame.
    open var frame: CGRect {
        get {
            if let delegate { return delegate.frame }
            return CGRect(x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
                          width: ownBounds.width, height: ownBounds.height)
        }
        set {
            if let delegate {
                delegate.frame = newValue
            } else {
                ownBounds.size = newValue.size
                ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
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

    /// The view's transform, as an affine transform (a presentation copy's: the transform on
    /// screen).
    open func affineTransform() -> CGAffineTransform { delegate?.transform ?? ownTransform }

    /// Sets the view's transform (a free-standing layer keeps it).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let delegate { delegate.transform = transform } else { ownTransform = transform }
    }

    // Drawing only: recorded for renderers.

    /// The radius of the rounded corners, in points; recorded (drawing only).
    open var cornerRadius: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.cornerRadius") }
    }
    /// Which corners ``cornerRadius`` rounds (all by default); recorded (drawing only).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { delegate?.node.checkThread("CALayer.maskedCorners") }
    }
    /// Whether sublayers are clipped to the bounds (`clipsToBounds`); drawing only: renderers
    /// read it from the view's engine view.
    open var masksToBounds = false {
        willSet { delegate?.node.checkThread("CALayer.masksToBounds") }
        didSet { delegate?.node.clipsToBounds = masksToBounds }
    }
    /// The border's width, in points; recorded.
    open var borderWidth: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.borderWidth") }
    }
    /// The border's colour; recorded.
    open var borderColor: CGColor? {
        willSet { delegate?.node.checkThread("CALayer.borderColor") }
    }
    /// The shadow's colour; recorded.
    open var shadowColor: CGColor? {
        willSet { delegate?.node.checkThread("CALayer.shadowColor") }
    }
    /// The shadow's opacity from 0 to 1; recorded.
    open var shadowOpacity: Float = 0 {
        willSet { delegate?.node.checkThread("CALayer.shadowOpacity") }
    }
    /// The shadow's offset, in points; recorded.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { delegate?.node.checkThread("CALayer.shadowOffset") }
    }
    /// The shadow's blur radius, in points; recorded.
    open var shadowRadius: CGFloat = 3 {
        willSet { delegate?.node.checkThread("CALayer.shadowRadius") }
    }
    /// The drawing order among siblings; recorded (hit testing follows the subview order, as in
    /// UIKit).
    open var zPosition: CGFloat = 0 {
        willSet { delegate?.node.checkThread("CALayer.zPosition") }
    }
    /// What is on screen now: a copy whose position, bounds, opacity and affine transform are the
    /// view's presentation values while an animation moves it (the model values otherwise); nil for
    /// a layer that is not a view's.
    open func presentation() -> CALayer? {
        guard let delegate else { return nil }
        let copy = CALayer()
        let node = delegate.node
        copy.ownPosition = CGPoint(node.presentationCenter)
        copy.ownBounds = CGRect(node.presentationBounds)
        copy.ownOpacity = Float(node.presentationAlpha)
        copy.ownTransform = CGAffineTransform(node.presentationTransform)
        copy.ownHidden = node.isHidden
        copy.cornerRadius = cornerRadius
        copy.maskedCorners = maskedCorners
        copy.masksToBounds = masksToBounds
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.zPosition = zPosition
        return copy
    }

    /// While the view animates, the keys of its properties whose value on screen still differs
    /// from the model ("position", "bounds", "transform", "opacity"); nil when nothing animates.
    open func animationKeys() -> [String]? {
        guard let node = delegate?.node, node.isAnimating else { return nil }
        var keys: [String] = []
        if node.presentationCenter != node.center { keys.append("position") }
        if node.presentationBounds != node.bounds { keys.append("bounds") }
        if node.presentationTransform != node.transform { keys.append("transform") }
        if node.presentationAlpha != node.alpha { keys.append("opacity") }
        return keys
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
