import Gestures

/// Draws pictures: `image { context in … }` runs the closure with a context current (as
/// ``UIGraphicsGetCurrentContext()`` answers it) and gives back a ``UIImage`` holding what it drew,
/// which an image view shows and other drawing draws (``UIImage/draw(in:)``).
@MainActor
open class UIGraphicsImageRenderer {
    /// The size of the pictures, in points.
    public let size: CGSize

    /// A renderer of pictures of a size; a size that is negative or not finite makes empty pictures
    /// (reported).
    public init(size: CGSize) {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            self.size = size
        } else {
            reportMisuse("UIGraphicsImageRenderer: size \(size) is not a size; the pictures are empty", in: nil)
            self.size = .zero
        }
    }

    /// A renderer of pictures the size of a rectangle.
    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size)
    }

    /// A picture of what `actions` draws. A drawing with more than
    /// ``GestureConstants/maximumDisplayListElements`` path elements keeps the first ones,
    /// reported.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(area: Rect(origin: .zero, size: size.size), name: "UIGraphicsImageRenderer", window: nil)
        context.withCurrent { actions(UIGraphicsImageRendererContext(cgContext: context, size: size)) }
        let list = context.close()
        if list.droppedElements > 0 {
            context.report("drew \(list.elementCount + list.droppedElements) path elements; the first \(list.elementCount) are kept, \(list.droppedElements) dropped")
        }
        return UIImage(picture: list, size: size)
    }
}

/// The context an image renderer's closure draws with.
@MainActor
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context.
    public let cgContext: CGContext
    /// The picture's format: its bounds.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, size: CGSize) {
        self.cgContext = cgContext
        format = UIGraphicsImageRendererFormat(bounds: CGRect(origin: .zero, size: size))
    }

    /// Fills a rectangle in the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle's outline in the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// A renderer's format: the pictures' bounds (scale and colour range have no meaning for a
/// recording).
@MainActor
open class UIGraphicsImageRendererFormat {
    /// The bounds of the pictures.
    public let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
}

/// The old image context API: a picture of a size made current until
/// ``UIGraphicsEndImageContext()``.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    let context = CGContext(area: Rect(origin: .zero, size: valid ? size.size : .zero), name: "UIGraphicsBeginImageContext", window: nil)
    ImageContexts.open.append(context)
    CGContext.stack.append(context)
}

/// The old image context API with a scale of 1.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// A picture of what the innermost image context drew so far; nil when none is open.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContexts.open.last, context.isOpen else { return nil }
    return UIImage(picture: context.snapshot(), size: CGSize(context.area.size))
}

/// Ends the innermost image context; without one, reported.
@MainActor
public func UIGraphicsEndImageContext() {
    guard let context = ImageContexts.open.popLast() else {
        reportMisuse("UIGraphicsEndImageContext() without an open image context is ignored", in: nil)
        return
    }
    _ = context.close()
    if let index = CGContext.stack.lastIndex(where: { $0 === context }) { CGContext.stack.remove(at: index) }
}

/// The image contexts of the old API, innermost last.
@MainActor
enum ImageContexts {
    static var open: [CGContext] = []
}

extension UIImage {
    /// Draws the image stretched over a rectangle in the current context.
    @MainActor
    public func draw(in rect: CGRect) {
        CGContext.current(for: "UIImage.draw(in:)")?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at a point.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
