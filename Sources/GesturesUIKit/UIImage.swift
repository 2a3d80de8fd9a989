import Gestures

/// A picture known by name. Renderers look the name up among their assets; the engine only needs
/// the size.
///
/// `UIImage(named:)` answers an image for any name: its size is the one registered with
/// ``register(named:size:)``, or 100 × 100 points.
public final class UIImage: Hashable, Sendable {
    /// The asset's name.
    public let name: String
    /// The natural size, in points.
    public let size: CGSize
    /// What a drawn image holds (``UIGraphicsImageRenderer``); nil for an asset.
    let picture: DisplayList?

    /// The size of images whose size nobody registered, in points. [OURS]
    public static let defaultSize = CGSize(width: 100, height: 100)

    nonisolated(unsafe) private static var sizes: [String: CGSize] = [:]
    private static let lock = NSLock()

    /// Creates the image of an asset.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        picture = nil
        Self.lock.lock()
        size = Self.sizes[name] ?? Self.defaultSize
        Self.lock.unlock()
    }

    /// Creates the image of an asset; the bundle and the traits are not consulted (renderers find
    /// assets by name alone).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// Declares the natural size of an asset, for `UIImage(named:)`.
    public static func register(named name: String, size: CGSize) {
        lock.lock()
        sizes[name] = size
        lock.unlock()
    }

    /// A drawn image: what a renderer's closure drew, at a size.
    init(picture: DisplayList, size: CGSize) {
        name = ""
        self.size = size
        self.picture = picture
    }

    /// The engine's image of an asset; nil for a drawn image, which the view's layer draws.
    var image: Image? { picture == nil ? Image(name: name, size: size.size) : nil }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.picture == rhs.picture
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The screen: its bounds are where a view controller's view starts.
@MainActor
public final class UIScreen {
    /// The screen apps draw on.
    public static let main = UIScreen()
    /// The screen's size, in points (an iPhone's 375 × 667 by default; hosts may change it).
    public var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Pixels per point (an iPhone's 2 by default; hosts may change it).
    public var scale: CGFloat = 2
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}

/// The traits of an interface (size classes, display scale, appearance): UIKit's
/// `UITraitCollection`, here with the one environment there is — a phone in portrait, light
/// appearance, 2 pixels a point — for code that passes or reads traits.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public enum UserInterfaceStyle: Int, Sendable {
        case unspecified, light, dark
    }

    /// Compact or regular.
    public enum SizeClass: Int, Sendable {
        case unspecified, compact, regular
    }

    /// The appearance: light (there is no dark mode here).
    public let userInterfaceStyle: UserInterfaceStyle
    /// The width's size class.
    public let horizontalSizeClass: SizeClass
    /// The height's size class.
    public let verticalSizeClass: SizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    /// A phone's traits in portrait.
    public init() {
        userInterfaceStyle = .light
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 2
    }

    /// Traits with one appearance.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        horizontalSizeClass = .compact
        verticalSizeClass = .regular
        displayScale = 2
    }
}
