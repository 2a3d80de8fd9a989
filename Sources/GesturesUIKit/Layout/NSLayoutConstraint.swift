import ConstraintSolver
import Gestures

/// How strongly a constraint, a content hugging or a compression resistance holds: UIKit's
/// `UILayoutPriority`, 1 to 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (UIKit's value).
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance (UIKit's value).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's content hugging (UIKit's value).
    public static let defaultLow = UILayoutPriority(250)
    /// The level at which a view is as small as it can be when fitting (UIKit's value).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag of a split view's divider that may resize the scene (UIKit's value).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A drag that may not resize the scene (UIKit's value).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    var solverPriority: Priority { Priority(rawValue) }
}

/// A relation between two layout attributes, `first = multiplier × second + constant` (or ≤,
/// ≥): UIKit's `NSLayoutConstraint`, solved by the ``ConstraintSolver`` module's Cassowary solver.
///
/// Activating a constraint installs it on the nearest common ancestor of its items and adds it to
/// the solver at once; changing ``constant`` or ``priority`` of an active constraint re-solves
/// incrementally (the dual simplex), which makes a constraint animation cheap per frame. Frames
/// follow at the next layout pass (``UIView/layoutIfNeeded()``).
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// An attribute of a view's or a layout guide's alignment rectangle.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's older name of ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        var isSize: Bool { self == .width || self == .height }
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }
    }

    /// `≤`, `=` or `≥`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A horizontal or vertical direction (content hugging, stack views).
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item: a ``UIView`` or a ``UILayoutGuide``.
    open private(set) weak var firstItem: AnyObject?
    /// The second item, or nil for a constant size.
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// A name shown in diagnostics.
    open var identifier: String?

    /// The constant; changing it on an active constraint re-solves incrementally. A NaN or
    /// infinite value is refused with a diagnostic and the constant stays.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                let refused = constant
                constant = oldValue
                LayoutEngine.shared.report("\(self): constant \(refused) is not finite; it stays \(oldValue)", near: self)
                return
            }
            LayoutEngine.shared.constantChanged(self)
        }
    }

    /// The priority (required by default). A value outside 1…1000 is refused with a diagnostic.
    /// UIKit refuses to change an active constraint between required and optional; this layer
    /// re-adds it instead. [OURS]
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.solverPriority.isValid else {
                let refused = priority
                priority = oldValue
                LayoutEngine.shared.report("\(self): priority \(refused.rawValue) is outside 1…1000; it stays \(oldValue.rawValue)", near: self)
                return
            }
            LayoutEngine.shared.priorityChanged(self)
        }
    }

    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` or
    /// ``deactivate(_:)`` of this constraint alone.
    open var isActive: Bool {
        get { isActiveStorage }
        set { if newValue { LayoutEngine.shared.activate(self) } else { LayoutEngine.shared.deactivate(self) } }
    }

    // The engine's bookkeeping.
    var isActiveStorage = false
    /// The solver's constraint while active and not broken.
    var solverConstraint: ConstraintSolver.Constraint?
    /// The expression's constant without ``constant``: `first − m × second − constant` has the
    /// constant `baseConstant − constant`.
    var baseConstant: Double = 0
    /// The view it is installed on (the items' nearest common ancestor) while active.
    weak var container: UIView?

    /// `view1.attr1 (relation) multiplier × view2.attr2 + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    /// Activates the constraints, each as ``isActive`` does.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates the constraints.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// One line naming the constraint: `id: UILabel(title).top == UIView.top + 20 @750`.
    open var description: String {
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var text = identifier.map { "\($0): " } ?? ""
        text += "\(LayoutEngine.name(of: firstItem)).\(firstAttribute.name) \(symbol) "
        if secondItem != nil || secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(Double(multiplier)) × " }
            text += "\(LayoutEngine.name(of: secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += constant < 0 ? " - \(Double(-constant))" : " + \(Double(constant))" }
        } else {
            text += "\(Double(constant))"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
