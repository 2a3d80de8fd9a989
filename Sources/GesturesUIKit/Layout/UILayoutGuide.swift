import Gestures

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`.
/// Its ``layoutFrame`` is in its owning view's coordinates.
@MainActor
open class UILayoutGuide: LayoutAnchorOwner {
    /// The view the guide belongs to (``UIView/addLayoutGuide(_:)``); the view keeps the guide.
    open internal(set) weak var owningView: UIView?
    /// A name shown in diagnostics.
    open var identifier = ""
    /// The solver's variables for the guide's frame, made when it first takes part.
    var variables: ItemVariables?
    /// The constraints that tie a system guide (safe area, margins) to its view, or none.
    var systemKind: SystemGuide?
    var systemPins: [ManagedConstraint] = []

    enum SystemGuide { case safeArea, margins }

    public init() {}

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let variables else { return .zero }
        return LayoutEngine.shared.solvedRect(variables)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
}
