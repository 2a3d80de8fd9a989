import Gestures

/// A view that lines up its arranged subviews in a row or a column with constraints: UIKit's
/// `UIStackView`. It makes its constraints in ``updateConstraints()`` (as UIKit's does), so
/// they are solved with the rest of the screen; hidden arranged subviews are left out of the
/// layout (their frames stay) until shown again.
@MainActor
open class UIStackView: UIView {
    /// How the arranged subviews fill the stack view along its axis.
    public enum Distribution: Int, Sendable {
        /// Edge to edge with ``spacing``; the sizes come from the views' constraints and intrinsic
        /// sizes (the lowest hugging priority stretches).
        case fill
        /// All the same size.
        case fillEqually
        /// Sizes in proportion to their intrinsic sizes.
        case fillProportionally
        /// Intrinsic sizes, equal gaps of at least ``spacing``.
        case equalSpacing
        /// Intrinsic sizes, centres equally apart, gaps of at least ``spacing``.
        case equalCentering
    }

    /// Where the arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// `leading` for a horizontal stack view.
        public static var top: Alignment { .leading }
        /// `trailing` for a horizontal stack view.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing UIKit uses for `spacing = UIStackView.spacingUseSystem`: the standard 8 points.
    public static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude

    /// The subviews the stack view lines up, in order.
    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    open var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    open var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    /// The gap between neighbours, in points (0 by default); a negative or non-finite value is
    /// taken as 0, except ``spacingUseSystem``.
    open var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
    /// Whether the arrangement goes inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }

    /// The constraints the stack view made.
    private var arrangement: [NSLayoutConstraint] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack view of these views, horizontal, filling.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds the view at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts the view into the arrangement at `stackIndex` (clamped to the arrangement).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            LayoutEngine.shared.report("a stack view cannot arrange itself", near: self)
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        // After the move: leaving another stack view cleared it.
        view.isArrangedInStack = true
        setNeedsUpdateConstraints()
    }

    /// Takes the view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.isArrangedInStack = false
        setNeedsUpdateConstraints()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    /// Remakes the arrangement's constraints.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = makeArrangement()
        NSLayoutConstraint.activate(arrangement)
        super.updateConstraints()
    }

    private func makeArrangement() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !views.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let gap = spacing == Self.spacingUseSystem ? systemSpacing : (spacing.isFinite ? max(spacing, 0) : 0)
        let frame: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let mainStart: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let mainEnd: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let mainSize: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let mainCenter: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        func c(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
               _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ k: CGFloat = 0,
               _ priority: UILayoutPriority = .required, name: String) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: k)
            made.priority = priority
            made.identifier = "UISV-\(name)"
            return made
        }
        var made: [NSLayoutConstraint] = []
        // Along the axis: the ends, then the gaps.
        made.append(c(views[0], mainStart, .equal, frame, mainStart, name: "canvas-connection"))
        made.append(c(views[views.count - 1], mainEnd, .equal, frame, mainEnd, name: "canvas-connection"))
        for (previous, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(c(next, mainStart, .equal, previous, mainEnd, 1, gap, name: "spacing"))
            case .equalSpacing, .equalCentering:
                made.append(c(next, mainStart, .greaterThanOrEqual, previous, mainEnd, 1, gap, name: "spacing"))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() { made.append(c(view, mainSize, .equal, views[0], mainSize, name: "fill-equally")) }
        case .fillProportionally:
            // Each size is its share of the room the gaps leave: size × Σ = intrinsic × room.
            let intrinsic = views.map { max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            let total = intrinsic.reduce(0, +)
            if total > 0 {
                let room = gap * CGFloat(views.count - 1)
                for (view, size) in zip(views, intrinsic) {
                    made.append(c(view, mainSize, .equal, frame, mainSize, size / total, -room * size / total,
                                  UILayoutPriority(999), name: "fill-proportionally"))
                }
            }
        case .equalSpacing:
            // Equal gaps: each gap a guide of its own, all the guides as long as the first.
            var guides: [UILayoutGuide] = []
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = gapGuide(guides.count)
                guides.append(guide)
                made.append(c(guide, mainStart, .equal, previous, mainEnd, name: "distributing-edge"))
                made.append(c(guide, mainEnd, .equal, next, mainStart, name: "distributing-edge"))
            }
            for guide in guides.dropFirst() { made.append(c(guide, mainSize, .equal, guides[0], mainSize, name: "fill-equally")) }
        case .equalCentering:
            var guides: [UILayoutGuide] = []
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = gapGuide(guides.count)
                guides.append(guide)
                made.append(c(guide, mainStart, .equal, previous, mainCenter, name: "distributing-edge"))
                made.append(c(guide, mainEnd, .equal, next, mainCenter, name: "distributing-edge"))
            }
            for guide in guides.dropFirst() { made.append(c(guide, mainSize, .equal, guides[0], mainSize, name: "fill-equally")) }
        }
        // Across the axis.
        for view in views {
            switch alignment {
            case .fill:
                made.append(c(view, crossStart, .equal, frame, crossStart, name: "alignment"))
                made.append(c(view, crossEnd, .equal, frame, crossEnd, name: "alignment"))
            case .leading:
                made.append(c(view, crossStart, .equal, frame, crossStart, name: "alignment"))
                made.append(c(view, crossEnd, .lessThanOrEqual, frame, crossEnd, name: "spanning-boundary"))
            case .trailing:
                made.append(c(view, crossEnd, .equal, frame, crossEnd, name: "alignment"))
                made.append(c(view, crossStart, .greaterThanOrEqual, frame, crossStart, name: "spanning-boundary"))
            case .center:
                made.append(c(view, crossCenter, .equal, frame, crossCenter, name: "alignment"))
                made.append(c(view, crossStart, .greaterThanOrEqual, frame, crossStart, name: "spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    // A vertical stack view has no baseline alignment; UIKit fills instead.
                    made.append(c(view, crossStart, .equal, frame, crossStart, name: "alignment"))
                    made.append(c(view, crossEnd, .equal, frame, crossEnd, name: "alignment"))
                    continue
                }
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { made.append(c(view, baseline, .equal, views[0], baseline, name: "alignment")) }
                made.append(c(view, crossStart, .greaterThanOrEqual, frame, crossStart, name: "spanning-boundary"))
                made.append(c(view, crossEnd, .lessThanOrEqual, frame, crossEnd, name: "spanning-boundary"))
            }
        }
        if alignment != .fill {
            // The stack view hugs its tallest (widest) view when nothing else sizes it.
            made.append(c(self, crossSize, .equal, nil, .notAnAttribute, 1, 0, .fittingSizeLevel, name: "canvas-fit"))
        }
        return made
    }

    private var gapGuides: [UILayoutGuide] = []

    private func gapGuide(_ index: Int) -> UILayoutGuide {
        while gapGuides.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }
}
