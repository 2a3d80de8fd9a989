/// A picture to show in an ``ImageView``: the name of an asset and its natural size. The engine only
/// needs the size; renderers look the name up.
nonisolated public struct Image: Hashable, Sendable {
    /// The asset's name.
    public var name: String
    /// The natural size, in points.
    public var size: Size

    /// Creates an image description.
    public init(name: String, size: Size) {
        self.name = name
        self.size = size
    }
}

/// A view that shows an image.
///
/// As in UIKit, ``View/isUserInteractionEnabled`` defaults to false: a recognizer added to an image
/// view never fires until you enable interaction.
#if !hasFeature(Embedded)
@MainActor
#endif
open class ImageView: View {
    /// The image shown.
    public var image: Image?

    /// Creates an image view; interaction starts disabled.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to its image, at the origin; interaction starts disabled.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}
