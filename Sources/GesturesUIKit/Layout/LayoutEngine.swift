import ConstraintSolver
import Gestures

/// The four solver variables of a view's or a guide's frame, in its superview's (a guide's: its
/// owning view's) coordinates.
struct ItemVariables {
    let left, top, width, height: Variable
}

/// A constraint the layer makes for itself (autoresizing pins, intrinsic sizes, system guides,
/// stack views' arrangement is made of public constraints instead): its solver constraint and the
/// definition it was made from, so that the next pass changes only a constant where it can.
struct ManagedConstraint {
    var constraint: ConstraintSolver.Constraint?
    var definition: ConstraintDefinition?
}

/// A view's Auto Layout state, made the first time the view takes part.
@MainActor
final class ViewLayoutState {
    var variables: ItemVariables?
    /// The constraints installed on this view (the nearest common ancestor of their items).
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var hugging: [UILayoutPriority]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The autoresizing pins (x, y, width, height) while the view translates its mask.
    var pins: [ManagedConstraint] = Array(repeating: ManagedConstraint(), count: 4)
    /// The frame the pins hold, and its superview's size then: a mask flexes from there.
    var pinnedFrame: CGRect?
    var pinnedSuperSize: CGSize?
    /// Hugging and compression resistance of the intrinsic width and height.
    var intrinsic: [ManagedConstraint] = Array(repeating: ManagedConstraint(), count: 4)
    var needsUpdateConstraints = true
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?

    init(hugging: UILayoutPriority) { self.hugging = [hugging, hugging] }
}

/// Auto Layout's engine: one ``ConstraintSolver/Solver`` for every view of the process (views of
/// unrelated trees share no variable, so their constraints never meet), the active constraints,
/// and the layout pass that turns solutions into frames.
///
/// The pass (``UIView/layoutIfNeeded()``, which the window runs after each event and before
/// delivering one) goes as UIKit's does: the update-constraints pass from the leaves up
/// (`updateConstraints()` where due, as Apple's Auto Layout Guide describes it), then the
/// layer's own constraints catch up with the frames set in code (autoresizing pins), the
/// intrinsic sizes and the safe area and margins; every view whose solved frame differs from its
/// frame marks its superview, whose `layoutSubviews()` (UIView's default) sets the frames, top
/// down. Inside `UIView.animate` those frame changes animate like any other. A pass that keeps
/// making layout due (a view whose intrinsic size follows its own frame, say) stops after
/// ``maximumRounds`` rounds with a diagnostic.
@MainActor
final class LayoutEngine {
    static let shared = LayoutEngine()

    var solver = Solver()
    /// Whether any view or guide has variables: until then a pass does what it did before.
    private(set) var isInUse = false
    /// The active constraints by their solver constraint, for naming conflicts.
    private var userConstraints: [Int: NSLayoutConstraint] = [:]
    /// Names of the layer's own constraints, for naming conflicts.
    private var internalNames: [Int: String] = [:]

    /// How many views have additional safe area insets: until one has, every view's are zero.
    var viewsWithAdditionalSafeArea = 0

    /// Rounds of update, solve and layout one pass may take before it gives up. [OURS]
    static let maximumRounds = 16

    // MARK: Variables

    func makeVariables() -> ItemVariables {
        isInUse = true
        return ItemVariables(left: solver.makeVariable(), top: solver.makeVariable(),
                             width: solver.makeVariable(), height: solver.makeVariable())
    }

    func variables(of view: UIView) -> ItemVariables {
        let state = view.autoLayoutState
        if let variables = state.variables { return variables }
        let made = makeVariables()
        state.variables = made
        return made
    }

    func variables(of guide: UILayoutGuide) -> ItemVariables {
        if let variables = guide.variables { return variables }
        let made = makeVariables()
        guide.variables = made
        return made
    }

    func solvedRect(_ variables: ItemVariables) -> CGRect {
        func value(_ variable: Variable) -> CGFloat {
            // Rounded to a millionth of a point: the solver's rounding noise is not a frame change.
            CGFloat((solver.value(of: variable) * 1_000_000).rounded() / 1_000_000)
        }
        return CGRect(x: value(variables.left), y: value(variables.top), width: value(variables.width),
                      height: value(variables.height))
    }

    // MARK: Names and diagnostics

    /// `UILabel(title)`, `UIView`, `guide(safeArea)`: a view by its class and accessibility
    /// identifier, a guide by its identifier.
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView:
            let type = "\(type(of: view))"
            return view.accessibilityIdentifier.map { "\(type)(\($0))" } ?? type
        case let guide as UILayoutGuide:
            return "\(name(of: guide.owningView)).guide(\(guide.identifier))"
        default:
            return "nil"
        }
    }

    func report(_ message: String, near item: AnyObject?) {
        let view = (item as? NSLayoutConstraint).flatMap { ($0.firstItem as? UIView) ?? ($0.firstItem as? UILayoutGuide)?.owningView }
            ?? (item as? UIView)
        reportMisuse("Auto Layout: \(message)", in: view?.window)
    }

    private func name(ofSolverConstraint index: Int) -> String {
        userConstraints[index].map { "\($0)" } ?? internalNames[index] ?? "constraint \(index)"
    }

    /// UIKit's conflict report, as one diagnostic: the constraints that cannot hold together and
    /// the one broken (left out of the solver) so that the rest can be laid out.
    private func reportConflict(_ error: SolverError, breaking broken: String, near item: AnyObject?) {
        var message = "Unable to simultaneously satisfy constraints."
        if case let .unsatisfiable(_, conflicting) = error {
            let names = conflicting.map { name(ofSolverConstraint: $0.index) } + [broken]
            message += " [" + names.joined(separator: "; ") + "]."
        } else {
            message += " (\(error))."
        }
        report(message + " Will attempt to recover by breaking constraint \(broken)", near: item)
    }

    // MARK: Managed constraints

    /// Brings a constraint of the layer's own to `definition` (nil: none): a constant change where
    /// only the constant differs, else a new constraint. A conflict leaves it out, reported.
    func update(_ slot: inout ManagedConstraint, to definition: ConstraintDefinition?, name: @autoclosure () -> String,
                near item: AnyObject?) {
        if let definition, let old = slot.definition, old.relation == definition.relation,
           old.priority == definition.priority, old.expression.terms == definition.expression.terms {
            guard old.expression.constant != definition.expression.constant else { return }
            slot.definition = definition
            guard let constraint = slot.constraint else { return }
            do {
                try solver.setConstant(of: constraint, to: definition.expression.constant)
            } catch {
                reportConflict(error, breaking: internalNames[constraint.index] ?? name(), near: item)
                solver.discard(constraint)
                slot.constraint = nil
            }
            return
        }
        if let old = slot.constraint {
            solver.discard(old)
            internalNames[old.index] = nil
        }
        slot = ManagedConstraint(constraint: nil, definition: definition)
        guard let definition else { return }
        do {
            let made = try solver.makeConstraint(definition)
            let label = name()
            internalNames[made.index] = label
            do {
                try solver.add(made)
                slot.constraint = made
            } catch {
                reportConflict(error, breaking: label, near: item)
                solver.discard(made)
            }
        } catch {
            report("\(name()) cannot be made: \(error)", near: item)
        }
    }

    // MARK: User constraints

    /// The item of a constraint, as a view or a guide.
    private enum Item {
        case view(UIView)
        case guide(UILayoutGuide)

        init?(_ object: AnyObject?) {
            if let view = object as? UIView { self = .view(view) } else if let guide = object as? UILayoutGuide {
                self = .guide(guide)
            } else { return nil }
        }

        /// The views whose coordinates the item can be expressed in: the view and its ancestors
        /// (a guide: its owning view's).
        @MainActor var spaces: [UIView] {
            var result: [UIView] = []
            var next: UIView? = switch self {
            case let .view(view): view
            case let .guide(guide): guide.owningView
            }
            while let view = next {
                result.append(view)
                next = view.superview
            }
            return result
        }
    }

    private struct Axis {
        var origin: LinearExpression
        var size: Variable
    }

    /// The item's origin on one axis in `container`'s coordinates, and its size variable.
    private func axis(of item: Item, horizontal: Bool, in container: UIView) -> Axis {
        func pick(_ v: ItemVariables) -> (Variable, Variable) { horizontal ? (v.left, v.width) : (v.top, v.height) }
        var origin = LinearExpression()
        var next: UIView?
        let size: Variable
        switch item {
        case let .view(view):
            let (position, length) = pick(variables(of: view))
            size = length
            if view !== container {
                origin.terms.append(Term(position))
                next = view.superview
            }
        case let .guide(guide):
            let (position, length) = pick(variables(of: guide))
            size = length
            origin.terms.append(Term(position))
            next = guide.owningView
        }
        while let view = next, view !== container {
            origin.terms.append(Term(pick(variables(of: view)).0))
            next = view.superview
        }
        return Axis(origin: origin, size: size)
    }

    /// The attribute as an expression in `container`'s coordinates.
    private func expression(_ item: Item, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression {
        let horizontal = attribute.isHorizontal
        let a = axis(of: item, horizontal: horizontal, in: container)
        let size = LinearExpression(a.size)
        let margins: UIEdgeInsets = if case let .view(view) = item { view.layoutMargins } else { .zero }
        switch attribute {
        case .width, .height: return size
        case .left, .leading, .top: return a.origin
        case .right, .trailing, .bottom: return a.origin + size
        case .centerX, .centerY: return a.origin + size * 0.5
        case .leftMargin, .leadingMargin: return a.origin + Double(margins.left)
        case .topMargin: return a.origin + Double(margins.top)
        case .rightMargin, .trailingMargin: return a.origin + size - Double(margins.right)
        case .bottomMargin: return a.origin + size - Double(margins.bottom)
        case .centerXWithinMargins: return a.origin + size * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return a.origin + size * 0.5 + Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline:
            guard case let .view(view) = item, let text = Self.textMetrics(of: view) else { return a.origin + size }
            let block = Double(text.lines) * text.lineHeight
            // The text block is centred vertically, as UILabel draws it.
            let offset = attribute == .firstBaseline ? -block / 2 + text.ascender : block / 2 - (text.lineHeight - text.ascender)
            return a.origin + size * 0.5 + offset
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// A label's or a button's lines and font metrics, for baselines.
    static func textMetrics(of view: UIView) -> (lines: Int, lineHeight: Double, ascender: Double)? {
        let label: UILabel? = (view as? UILabel) ?? (view as? UIButton)?.titleLabel
        guard let label, let font = label.font else { return nil }
        let size = Double(font.pointSize)
        let lines = max(1, (label.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        return (label.numberOfLines == 0 ? lines : min(lines, label.numberOfLines),
                size * Double(UILabel.estimatedLineHeight), size * UILabel.estimatedAscender)
    }

    /// Why the constraint cannot be activated, or nil; with the container it goes on.
    private func placement(of constraint: NSLayoutConstraint) -> (container: UIView?, problem: String?) {
        guard let first = Item(constraint.firstItem) else { return (nil, "its first item is not a view or a layout guide") }
        guard constraint.multiplier.isFinite else { return (nil, "multiplier \(constraint.multiplier) is not finite") }
        guard constraint.constant.isFinite else { return (nil, "constant \(constraint.constant) is not finite") }
        guard constraint.priority.solverPriority.isValid else { return (nil, "priority \(constraint.priority.rawValue) is outside 1…1000") }
        let a1 = constraint.firstAttribute, a2 = constraint.secondAttribute
        guard a1 != .notAnAttribute else { return (nil, "its first attribute is notAnAttribute") }
        let second = Item(constraint.secondItem)
        if constraint.secondItem != nil && second == nil { return (nil, "its second item is not a view or a layout guide") }
        if second == nil || a2 == .notAnAttribute {
            guard a1.isSize else { return (nil, "a position cannot equal a constant (only a width or height can)") }
        } else {
            guard a1.isSize == a2.isSize, a1.isSize || a1.isHorizontal == a2.isHorizontal else {
                return (nil, "invalid pairing of attributes \(a1.name) and \(a2.name)")
            }
        }
        let spaces1 = first.spaces
        guard let second, a2 != .notAnAttribute else { return (spaces1.first, nil) }
        let spaces2 = second.spaces
        guard let common = spaces1.first(where: { space in spaces2.contains { $0 === space } }) else {
            return (nil, "its items have no common ancestor")
        }
        return (common, nil)
    }

    func activate(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActiveStorage else { return }
        let (container, problem) = placement(of: constraint)
        guard let container, problem == nil else {
            report("\(constraint) is not activated: \(problem ?? "")", near: constraint)
            return
        }
        constraint.isActiveStorage = true
        constraint.container = container
        container.autoLayoutState.installed.append(constraint)
        let first = Item(constraint.firstItem)!
        var expr = expression(first, constraint.firstAttribute, in: container)
        if let second = Item(constraint.secondItem), constraint.secondAttribute != .notAnAttribute {
            expr = expr - expression(second, constraint.secondAttribute, in: container) * Double(constraint.multiplier)
        }
        constraint.baseConstant = expr.constant
        expr.constant -= Double(constraint.constant)
        let relation: ConstraintSolver.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do {
            let made = try solver.makeConstraint(ConstraintDefinition(expr, relation, priority: constraint.priority.solverPriority))
            userConstraints[made.index] = constraint
            constraint.solverConstraint = made
            addToSolver(constraint)
        } catch {
            report("\(constraint) cannot be made: \(error)", near: constraint)
        }
        container.setNeedsLayout()
    }

    private func addToSolver(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.solverConstraint else { return }
        do {
            try solver.add(made)
        } catch {
            reportConflict(error, breaking: "\(constraint)", near: constraint)
        }
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.isActiveStorage else { return }
        constraint.isActiveStorage = false
        if let made = constraint.solverConstraint {
            solver.discard(made)
            userConstraints[made.index] = nil
            constraint.solverConstraint = nil
        }
        if let container = constraint.container {
            container.layoutState?.installed.removeAll { $0 === constraint }
            container.setNeedsLayout()
        }
        constraint.container = nil
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.solverConstraint else { return }
        let value = constraint.baseConstant - Double(constraint.constant)
        if solver.contains(made) {
            do {
                try solver.setConstant(of: made, to: value)
            } catch {
                reportConflict(error, breaking: "\(constraint)", near: constraint)
                try? solver.remove(made)
                try? solver.setConstant(of: made, to: value)
            }
        } else {
            // A broken constraint is tried again with its new constant.
            try? solver.setConstant(of: made, to: value)
            addToSolver(constraint)
        }
        constraint.container?.setNeedsLayout()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.solverConstraint else { return }
        do {
            try solver.setPriority(of: made, to: constraint.priority.solverPriority)
        } catch {
            reportConflict(error, breaking: "\(constraint)", near: constraint)
            try? solver.remove(made)
        }
        constraint.container?.setNeedsLayout()
    }

    /// Deactivates the constraints that tie `view`'s subtree to views outside it, as UIKit does
    /// when a view leaves its superview.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard isInUse else { return }
        var ancestor = view.superview
        while let container = ancestor {
            for constraint in container.layoutState?.installed ?? [] where references(constraint, inside: view) {
                deactivate(constraint)
            }
            ancestor = container.superview
        }
    }

    private func references(_ constraint: NSLayoutConstraint, inside root: UIView) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            switch Item(item) {
            case let .view(view): view.isDescendant(of: root)
            case let .guide(guide): guide.owningView?.isDescendant(of: root) ?? false
            case nil: false
            }
        }
    }

    // MARK: The pass

    /// Whether two frames differ by less than a millionth of a point on every edge: a frame read
    /// back through the view's center and bounds is not always the very number set.
    static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// The views of `root`'s subtree, top down, breadth first.
    static func subtree(of root: UIView) -> [UIView] {
        var list = [root]
        var index = 0
        while index < list.count {
            list.append(contentsOf: list[index].subviews)
            index += 1
        }
        return list
    }

    /// The update-constraints pass and the layer's own constraints for `root`'s tree; marks the
    /// superviews of views whose solved frame differs from their frame.
    func prepare(root: UIView) {
        var views = Self.subtree(of: root)
        for view in views.reversed() where view.autoLayoutState.needsUpdateConstraints {
            view.layoutState?.needsUpdateConstraints = false
            view.updateConstraints()
        }
        // updateConstraints may have added views.
        views = Self.subtree(of: root)
        // A view pinned by its mask refers to its superview's size: give the superview variables
        // (and pins of its own) before the pins are made, top down.
        for view in views.reversed() where view.layoutState?.variables != nil && view.translatesAutoresizingMaskIntoConstraints {
            if let superview = view.superview { _ = variables(of: superview) }
        }
        for view in views where view.layoutState?.variables != nil {
            syncPins(of: view)
            syncIntrinsicSize(of: view)
            syncSystemGuides(of: view)
        }
        for view in views {
            guard let state = view.layoutState, let variables = state.variables else { continue }
            let solved = solvedRect(variables)
            let current = view.translatesAutoresizingMaskIntoConstraints ? state.pinnedFrame : Self.layoutFrame(of: view)
            guard let current, !Self.isClose(solved, current) else { continue }
            if let superview = view.superview { superview.setNeedsLayout() } else { Self.place(view, at: solved) }
        }
    }

    /// Sets the frames of `view`'s subviews that take part to their solved frames (UIView's
    /// default `layoutSubviews()`). A subview that translates its mask keeps a frame set in
    /// code since the last pass.
    func applyFrames(ofSubviewsOf view: UIView) {
        guard isInUse else { return }
        for subview in view.subviews {
            guard let state = subview.layoutState, let variables = state.variables else { continue }
            let solved = solvedRect(variables)
            if subview.translatesAutoresizingMaskIntoConstraints {
                guard let pinned = state.pinnedFrame, Self.isClose(Self.layoutFrame(of: subview), pinned),
                      !Self.isClose(solved, pinned) else { continue }
            }
            if !Self.isClose(Self.layoutFrame(of: subview), solved) { Self.place(subview, at: solved) }
        }
    }

    /// The rectangle layout works with: the view's frame as it would be without its transform.
    /// UIKit documents that a view's transform does not affect Auto Layout, which computes the
    /// alignment rectangle from the untransformed frame; so a view scaled or turned by its
    /// transform keeps it through every layout pass.
    static func layoutFrame(of view: UIView) -> CGRect {
        guard !view.transform.isIdentity else { return view.frame }
        let size = view.bounds.size
        return CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Puts `view`'s untransformed frame at `rect`: its bounds' size and its center, leaving its
    /// transform and its bounds' origin (a scroll offset) alone.
    static func place(_ view: UIView, at rect: CGRect) {
        guard !view.transform.isIdentity, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.size.width.isFinite, rect.size.height.isFinite
        else {
            // Untransformed, the frame is that rectangle; a rectangle that is not finite goes
            // through the frame's setter, which refuses it with a diagnostic.
            view.frame = rect
            return
        }
        view.bounds.size = rect.size
        view.center = CGPoint(x: rect.midX, y: rect.midY)
    }

    /// The autoresizing pins of a view that translates its mask: its frame as of now, flexing
    /// with its superview's size as the mask says (UIKit's springs and struts).
    private func syncPins(of view: UIView) {
        let state = view.autoLayoutState
        let variables = state.variables!
        guard view.translatesAutoresizingMaskIntoConstraints else {
            for index in 0..<4 { update(&state.pins[index], to: nil, name: "", near: view) }
            state.pinnedFrame = nil
            return
        }
        let frame = Self.layoutFrame(of: view)
        let superview = view.superview
        let superSize = superview?.bounds.size ?? .zero
        // The superview's size the frame was set against: where the pins were last made from.
        let reference = state.pinnedFrame.map { Self.isClose($0, frame) } == true ? (state.pinnedSuperSize ?? superSize) : superSize
        state.pinnedFrame = frame
        state.pinnedSuperSize = superSize
        let mask = view.autoresizingMask
        let superVariables = superview.map { self.variables(of: $0) }
        let axes: [(Variable, Variable, Variable?, Double, Double, Double, Bool, Bool, Bool)] = [
            (variables.left, variables.width, superVariables?.width, Double(frame.minX), Double(frame.width),
             Double(reference.width), mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
             mask.contains(.flexibleRightMargin)),
            (variables.top, variables.height, superVariables?.height, Double(frame.minY), Double(frame.height),
             Double(reference.height), mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
             mask.contains(.flexibleBottomMargin)),
        ]
        for (axisIndex, axis) in axes.enumerated() {
            let (position, size, parent, l, s, total, flexL, flexS, flexR) = axis
            let r = total - l - s
            var positionExpression = LinearExpression([Term(position)], constant: -l)
            var sizeExpression = LinearExpression([Term(size)], constant: -s)
            if let parent {
                // position = l + share of the change, size = s + share of the change, where the
                // change (parent − total) is shared among the flexible parts by their lengths.
                let flexible = (flexL ? l : 0) + (flexS ? s : 0) + (flexR ? r : 0)
                let count = (flexL ? 1 : 0) + (flexS ? 1 : 0) + (flexR ? 1 : 0)
                func share(_ part: Double, _ isFlexible: Bool) -> Double {
                    guard isFlexible else { return 0 }
                    return flexible != 0 ? part / flexible : 1 / Double(count)
                }
                let leftShare = share(l, flexL), sizeShare = share(s, flexS)
                if leftShare != 0 {
                    positionExpression = positionExpression - (LinearExpression([Term(parent)], constant: -total) * leftShare)
                }
                if sizeShare != 0 {
                    sizeExpression = sizeExpression - (LinearExpression([Term(parent)], constant: -total) * sizeShare)
                }
            }
            let names = axisIndex == 0 ? ("x", "width") : ("y", "height")
            update(&state.pins[axisIndex * 2], to: ConstraintDefinition(positionExpression, .equal),
                   name: "\(Self.name(of: view)).\(names.0) == \(l) (autoresizing mask)", near: view)
            update(&state.pins[axisIndex * 2 + 1], to: ConstraintDefinition(sizeExpression, .equal),
                   name: "\(Self.name(of: view)).\(names.1) == \(s) (autoresizing mask)", near: view)
        }
    }

    /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) for a
    /// view laid out by constraints.
    private func syncIntrinsicSize(of view: UIView) {
        let state = view.autoLayoutState
        let variables = state.variables!
        let size = view.translatesAutoresizingMaskIntoConstraints ? nil : view.intrinsicContentSize
        for axis in 0..<2 {
            let value = axis == 0 ? size?.width : size?.height
            let variable = axis == 0 ? variables.width : variables.height
            let dimension = axis == 0 ? "width" : "height"
            guard let value, value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else {
                update(&state.intrinsic[axis * 2], to: nil, name: "", near: view)
                update(&state.intrinsic[axis * 2 + 1], to: nil, name: "", near: view)
                continue
            }
            let expression = LinearExpression([Term(variable)], constant: -Double(value))
            update(&state.intrinsic[axis * 2],
                   to: ConstraintDefinition(expression, .lessThanOrEqual, priority: state.hugging[axis].solverPriority),
                   name: "\(Self.name(of: view)).\(dimension) <= \(Double(value)) (content hugging)", near: view)
            update(&state.intrinsic[axis * 2 + 1],
                   to: ConstraintDefinition(expression, .greaterThanOrEqual, priority: state.compression[axis].solverPriority),
                   name: "\(Self.name(of: view)).\(dimension) >= \(Double(value)) (compression resistance)", near: view)
        }
    }

    /// The safe area and margins guides: the view's bounds inset by its safe area insets (and,
    /// for the margins, its layout margins on top of them).
    private func syncSystemGuides(of view: UIView) {
        guard let state = view.layoutState else { return }
        for guide in [state.safeAreaGuide, state.marginsGuide].compactMap({ $0 }) {
            let own = variables(of: view)
            let g = variables(of: guide)
            var insets = view.safeAreaInsets
            if guide.systemKind == .margins {
                let m = state.layoutMargins
                insets = UIEdgeInsets(top: insets.top + m.top, left: insets.left + m.left,
                                      bottom: insets.bottom + m.bottom, right: insets.right + m.right)
            }
            let definitions = [
                LinearExpression([Term(g.left)], constant: -Double(insets.left)),
                LinearExpression([Term(g.top)], constant: -Double(insets.top)),
                LinearExpression([Term(g.width), Term(own.width, -1)], constant: Double(insets.left + insets.right)),
                LinearExpression([Term(g.height), Term(own.height, -1)], constant: Double(insets.top + insets.bottom)),
            ]
            if guide.systemPins.count < 4 { guide.systemPins = Array(repeating: ManagedConstraint(), count: 4) }
            for index in 0..<4 {
                update(&guide.systemPins[index], to: ConstraintDefinition(definitions[index], .equal),
                       name: "\(Self.name(of: guide)) inset from its view", near: view)
            }
        }
    }
}
