import ConstraintSolver
import Gestures

// Auto Layout on UIView: anchors, constraints, guides, priorities and the layout pass. The
// overridable hooks (`intrinsicContentSize`, `updateConstraints()`, `layoutSubviews()`) are
// declared in UIView.swift, since a declaration in an extension cannot be overridden; they call
// the defaults here.

extension UIView: LayoutAnchorOwner {
    /// The value of an intrinsic size that has no width or no height (UIKit's value, -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The layout state, made on first use.
    var autoLayoutState: ViewLayoutState {
        if let state = layoutState { return state }
        let made = ViewLayoutState(hugging: defaultContentHugging)
        layoutState = made
        return made
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text (a label's, a button's title's); a view without
    /// text has its bottom as baseline, as in UIKit.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    // MARK: Constraints

    /// The active constraints installed on this view: those whose items' nearest common ancestor
    /// it is.
    public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

    /// Activates the constraint (UIKit's older API; it is installed on the items' common
    /// ancestor whichever view it is added to).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates the constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Intrinsic size and priorities

    /// UIKit's intrinsic sizes for its own views (see `intrinsicContentSize` for the values and
    /// where they come from); other views have none.
    var defaultIntrinsicContentSize: CGSize {
        let none = UIView.noIntrinsicMetric
        switch self {
        case let label as UILabel:
            return label.textSize
        case let button as UIButton:
            // The title's size plus 6 points above and below: a system button with the 15-point
            // font is then 30 points tall, as UIKit's are. [OURS, to match UIKit's 30-point button]
            guard let label = button.titleLabel, let text = label.text, !text.isEmpty else {
                return CGSize(width: 30, height: 30)
            }
            let size = label.textSize
            return CGSize(width: size.width, height: size.height + 12)
        case let imageView as UIImageView:
            guard let image = imageView.image else { return CGSize(width: none, height: none) }
            return image.size
        case is UISwitch:
            // UIKit's switch is 51 × 31 points whatever its frame (UIKit's documentation of
            // UISwitch: "the size … is fixed"; the values are its measured size).
            return CGSize(width: 51, height: 31)
        case is UIStepper:
            // UIKit's stepper is 94 × 32 points (measured on iOS 13 and later). [OURS, measured]
            return CGSize(width: 94, height: 32)
        case is UISlider:
            // A slider has no width of its own and is 31 points tall (UIKit's value, measured).
            return CGSize(width: none, height: 31)
        case let segmented as UISegmentedControl:
            // Each segment as wide as the widest title plus 14 points either side, 32 points tall
            // (iOS 13's look). [OURS]
            let widest = (0..<segmented.numberOfSegments).map {
                UILabel.estimatedWidth(of: segmented.titleForSegment(at: $0) ?? "", pointSize: UISegmentedControl.titleFontSize)
            }.max() ?? 0
            return CGSize(width: CGFloat(segmented.numberOfSegments) * (widest + 28), height: 32)
        default:
            return CGSize(width: none, height: none)
        }
    }

    /// Tells the layout that ``intrinsicContentSize`` changed; the next pass uses the new size.
    public func invalidateIntrinsicContentSize() {
        guard layoutState?.variables != nil else { return }
        (superview ?? self).setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis: 250
    /// (UIKit's `defaultLow`) by default; 750 for switches and steppers, whose size is fixed in
    /// UIKit (the value Interface Builder shows for them). [OURS, from Interface Builder's defaults]
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.hugging[axis.rawValue] ?? defaultContentHugging
    }

    private var defaultContentHugging: UILayoutPriority {
        self is UISwitch || self is UIStepper ? .defaultHigh : .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setSizePriority(\.hugging, "content hugging", priority, axis)
    }

    /// Sets a hugging or compression resistance priority; one outside 1…1000 is reported and
    /// ignored.
    private func setSizePriority(_ path: ReferenceWritableKeyPath<ViewLayoutState, [UILayoutPriority]>, _ name: String,
                                 _ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        guard priority.solverPriority.isValid else {
            LayoutEngine.shared.report("\(LayoutEngine.name(of: self)): \(name) priority \(priority.rawValue) is outside 1…1000; ignored", near: self)
            return
        }
        autoLayoutState[keyPath: path][axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by
    /// default, UIKit's `defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.compression[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setSizePriority(\.compression, "compression resistance", priority, axis)
    }

    /// Whether the constraints leave the view's frame free to move (its position or size is not
    /// pinned down, or ties between equal preferences leave it a choice). The frame is still
    /// defined: the solver's current values.
    public var hasAmbiguousLayout: Bool {
        guard let variables = layoutState?.variables, !translatesAutoresizingMaskIntoConstraints else { return false }
        let solver = LayoutEngine.shared.solver
        return [variables.left, variables.top, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: Guides and margins

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a guide whose frame is in this view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutState.guides.append(guide)
    }

    /// Removes the guide and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for view in [self] + LayoutEngine.subtree(of: self).dropFirst() {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
        }
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func systemGuide(_ kind: UILayoutGuide.SystemGuide) -> UILayoutGuide {
        let state = autoLayoutState
        if let existing = kind == .safeArea ? state.safeAreaGuide : state.marginsGuide { return existing }
        let guide = UILayoutGuide()
        guide.identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        guide.systemKind = kind
        guide.owningView = self
        if kind == .safeArea { state.safeAreaGuide = guide } else { state.marginsGuide = guide }
        _ = LayoutEngine.shared.variables(of: self)
        setNeedsLayout()
        return guide
    }

    /// The part of the view the safe area insets leave (bars, the screen's rounded corners and
    /// notch): its bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inset by its safe area and then its ``layoutMargins`` (UIKit's default
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The space kept inside the view's edges for content: 8 points on each side by default
    /// (UIKit's documented default for a view that is not a view controller's root view).
    public var layoutMargins: UIEdgeInsets {
        get { layoutState?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            autoLayoutState.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The safe area insets: the superview's, where they overlap this view, plus the insets its
    /// view controller adds (``UIViewController/additionalSafeAreaInsets``). Worked out down the
    /// chain of ancestors in a loop (a tree of any depth takes no stack); an ancestor's override
    /// of `safeAreaInsets` is not consulted on the way.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard LayoutEngine.shared.viewsWithAdditionalSafeArea > 0 else { return .zero }
        var chain: [UIView] = [self]
        while let superview = chain[chain.count - 1].superview { chain.append(superview) }
        var insets = UIEdgeInsets.zero
        var outerSize = CGSize.zero
        for (index, view) in chain.reversed().enumerated() {
            if index > 0 {
                let frame = view.frame
                let outer = insets
                insets = UIEdgeInsets(top: max(0, outer.top - frame.minY), left: max(0, outer.left - frame.minX),
                                      bottom: max(0, frame.maxY - (outerSize.height - outer.bottom)),
                                      right: max(0, frame.maxX - (outerSize.width - outer.right)))
            }
            let own = view.layoutState?.additionalSafeAreaInsets ?? .zero
            insets = UIEdgeInsets(top: insets.top + own.top, left: insets.left + own.left,
                                  bottom: insets.bottom + own.bottom, right: insets.right + own.right)
            outerSize = view.bounds.size
        }
        return insets
    }

    // MARK: Update constraints and the pass

    /// Marks ``updateConstraints()`` as due at the next pass.
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? true }

    /// Runs the due ``updateConstraints()`` of this view's subtree now, from the leaves up.
    public func updateConstraintsIfNeeded() {
        for view in LayoutEngine.subtree(of: self).reversed() where view.needsUpdateConstraints() {
            view.autoLayoutState.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// The smallest size the view's constraints allow, preferring its intrinsic size: UIKit's
    /// `layoutFittingCompressedSize` probe. A view not laid out by constraints answers its
    /// frame's size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        layoutIfNeeded()
        guard let variables = layoutState?.variables else { return bounds.size }
        return LayoutEngine.shared.solvedRect(variables).size
    }

    /// The layout pass behind ``layoutIfNeeded()``: rounds of the update-constraints pass, the
    /// layer's own constraints and `layoutSubviews()` top down, until no layout is due, starting
    /// from the highest ancestor whose layout is due.
    func runLayoutPass() {
        let engine = LayoutEngine.shared
        guard engine.isInUse else {
            layoutDueSubviews()
            return
        }
        var root = self
        while let superview = root.superview { root = superview }
        for _ in 0..<LayoutEngine.maximumRounds {
            engine.prepare(root: root)
            var start = self
            while let superview = start.superview, superview.needsLayout { start = superview }
            guard LayoutEngine.subtree(of: start).contains(where: \.needsLayout) else { return }
            start.layoutDueSubviews()
        }
        engine.report("\(LayoutEngine.name(of: self)): layout did not settle after \(LayoutEngine.maximumRounds) rounds (a view's intrinsic size may follow its own frame); the last frames stay", near: self)
    }
}

extension UIViewController {
    /// Insets added to the safe area of the controller's view (and so of its subviews), as
    /// UIKit's: for bars of the app's own, or, here, the screen's notch in a test.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { view.layoutState?.additionalSafeAreaInsets ?? .zero }
        set {
            let state = view.autoLayoutState
            if state.additionalSafeAreaInsets == .zero && newValue != .zero { LayoutEngine.shared.viewsWithAdditionalSafeArea += 1 }
            if state.additionalSafeAreaInsets != .zero && newValue == .zero { LayoutEngine.shared.viewsWithAdditionalSafeArea -= 1 }
            state.additionalSafeAreaInsets = newValue
            view.setNeedsLayout()
            for subview in LayoutEngine.subtree(of: view) { subview.safeAreaInsetsDidChange() }
        }
    }
}

extension UILabel {
    /// The text's size from the font: ``estimatedCharacterWidth`` per character, ``estimatedLineHeight``
    /// per line; no text is 0 × 0, as in UIKit.
    var textSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = numberOfLines == 0 ? lines : Array(lines.prefix(numberOfLines))
        let size = (font ?? .systemFont(ofSize: 17)).pointSize
        let widest = shown.map { Self.estimatedWidth(of: $0, pointSize: size) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(shown.count) * size * Self.estimatedLineHeight)
    }

    static func estimatedWidth(of text: String, pointSize: CGFloat) -> CGFloat {
        CGFloat(text.count) * pointSize * estimatedCharacterWidth
    }

    /// The distance from a line's top to its baseline as a multiple of the point size (the
    /// system font's ascender, about 0.95 em). [OURS]
    static let estimatedAscender = 0.95
}
