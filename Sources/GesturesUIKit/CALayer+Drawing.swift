import Gestures

/// The built-in view classes whose `draw(_:)` is UIView's (draws nothing): their drawing pass is
/// skipped, so a window of plain views costs the renderer nothing for it.
@MainActor
private let classesThatDrawNothing: Set<ObjectIdentifier> = [
    ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
    ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
    ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UISwitch.self), ObjectIdentifier(UIStepper.self),
    ObjectIdentifier(UISlider.self), ObjectIdentifier(UIWindow.self),
]

extension CALayer {
    /// The layer as it is presented now: itself, or a copy with its animations' values.
    func presentedForDrawing() -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        let copy = makeCopy()
        copy.applyAnimations(from: self)
        return copy
    }

    /// Whether a drawing pass could record anything: not for a plain layer or a built-in view.
    private var drawsSomething: Bool {
        if let delegate { return !classesThatDrawNothing.contains(ObjectIdentifier(type(of: delegate))) }
        return type(of: self) != CALayer.self && type(of: self) != CAShapeLayer.self && type(of: self) != CAGradientLayer.self
    }

    /// The decoration and content of a presented layer (`shown`), this layer's drawing pass and
    /// the sublayers under it, as the renderer reads them. Geometry is filled in for
    /// free-standing layers only.
    private func drawing(shown: CALayer, depth: Int) -> LayerDrawing {
        if drawsSomething { displayIfNeeded() }
        var d = LayerDrawing()
        if delegate == nil {
            d.position = shown.ownPosition.point
            d.bounds = shown.ownBounds.rect
            d.anchorPoint = shown.anchorPoint.point
            d.transform = CATransform3DGetAffineTransform(shown.ownTransform).transform
            d.opacity = Double(shown.ownOpacity)
            d.isHidden = shown.ownHidden
        }
        d.backgroundColor = shown.backgroundColor?.color
        d.cornerRadius = Double(shown.cornerRadius)
        d.maskedCorners = UInt8(truncatingIfNeeded: shown.maskedCorners.rawValue)
        d.masksToBounds = shown.masksToBounds
        d.borderWidth = Double(shown.borderWidth)
        d.borderColor = shown.borderColor?.color
        d.shadowColor = shown.shadowColor?.color
        d.shadowOpacity = Double(shown.shadowOpacity)
        d.shadowOffset = Vector(dx: Double(shown.shadowOffset.width), dy: Double(shown.shadowOffset.height))
        d.shadowRadius = Double(shown.shadowRadius)
        d.shadowPath = shown.shadowPath?.elements ?? (d.backgroundColor == nil ? shown.shadowShape() : nil)
        d.content = shown.ownContent()
        d.content.append(contentsOf: displayList)
        if let imageView = delegate as? UIImageView,
           let image = imageView.isHighlighted ? (imageView.highlightedImage ?? imageView.image) : imageView.image,
           let picture = image.picture {
            d.content.append(.picture(picture, size: image.size.size, in: shown.bounds.rect, .identity))
        }
        if !sublayerList.isEmpty {
            if depth >= GestureConstants.maximumLayerDepth {
                reportMisuse("CALayer: sublayers deeper than \(GestureConstants.maximumLayerDepth) levels are not drawn", in: window)
            } else {
                d.sublayers = sublayerList.map { $0.drawing(shown: $0.presentedForDrawing(), depth: depth + 1) }
            }
        }
        return d
    }

    /// What a view's layer adds to the engine's drawing of the view, at the clock's current time;
    /// nil when it adds nothing (no drawing, decoration, sublayers or layer animation), so plain
    /// views draw as the engine draws them.
    func viewDrawing() -> ViewDrawing? {
        guard let view = delegate else { return nil }
        let shown = presentedForDrawing()
        let layer = drawing(shown: shown, depth: 0)
        var result = ViewDrawing(layer: layer)
        if !animationEntries.isEmpty {
            let node = view.node
            let animated = Set(animationEntries.map { $0.animation.animatedKeyPaths }.joined())
            if animated.contains("position") { result.presentationCenter = shown.ownPosition.point }
            if animated.contains("bounds") { result.presentationBounds = shown.ownBounds.rect }
            if animated.contains(where: { $0.hasPrefix("transform") }) {
                result.presentationTransform = CATransform3DGetAffineTransform(shown.ownTransform).transform
            }
            if animated.contains("opacity") { result.presentationAlpha = Double(shown.ownOpacity) }
            _ = node
        }
        let plain = layer.content.isEmpty && layer.sublayers.isEmpty && layer.cornerRadius == 0 && layer.borderWidth == 0
            && layer.shadowOpacity == 0 && result.presentationCenter == nil && result.presentationBounds == nil
            && result.presentationTransform == nil && result.presentationAlpha == nil
            && shown.backgroundColor?.color == view.node.backgroundColor
        return plain ? nil : result
    }
}

extension HostView: ViewDrawingSource {
    func viewDrawing() -> ViewDrawing? { owner?.layer.viewDrawing() }
}

extension HostWindow: ViewDrawingSource {
    /// A window's layer: its decoration and sublayers (its geometry is the window's own).
    ///
    /// A renderer asks the window first, before any view under it, so the layout the window has
    /// pending runs here: as Core Animation's commit lays out before it displays, a constraint
    /// changed outside any event (from a timer, or by app code between frames) shows in the next
    /// picture with its frames solved. [OURS: where UIKit's run loop would lay out.]
    func viewDrawing() -> ViewDrawing? {
        owner?.layoutIfNeeded()
        return owner?.layer.viewDrawing()
    }
}
