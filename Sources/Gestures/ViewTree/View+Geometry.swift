extension View {
    /// The view's position in its superview: the point its bounds' center maps to.
    public var center: Point {
        @inlinable get { storedCenter }
        set {
            checkThread("View.center")
            guard newValue != storedCenter else { return }
            if isAnimatingOrInTransaction { propertyWillChange(.center, from: .point(storedCenter), to: .point(newValue)) }
            storedCenter = newValue
            geometryDidChange()
        }
    }

    /// The view's own coordinate space: the origin is the coordinate of its top-left corner (a
    /// scroll offset), the size its extent before ``transform``.
    public var bounds: Rect {
        @inlinable get { storedBounds }
        set {
            checkThread("View.bounds")
            guard newValue != storedBounds else { return }
            if isAnimatingOrInTransaction { propertyWillChange(.bounds, from: .rect(storedBounds), to: .rect(newValue)) }
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            geometryDidChange(keepingLinearParts: true, keepingFrame: !resized)
        }
    }

    /// A transform applied around the view's center (identity by default).
    public var transform: Transform {
        @inlinable get { storedTransform }
        set {
            checkThread("View.transform")
            guard newValue != storedTransform else { return }
            if isAnimatingOrInTransaction {
                propertyWillChange(.transform, from: .transform(storedTransform), to: .transform(newValue))
            }
            storedTransform = newValue
            geometryDidChange()
        }
    }

    /// The smallest rectangle in the superview's coordinates that holds the view.
    ///
    /// Setting it moves ``center`` to the frame's middle (less the transform's translation) and
    /// sets the size of ``bounds`` through the transform, as UIKit (Core Animation) does: the frame, centred on the origin, is mapped
    /// back by the inverse of the transform's linear part, and the bounding box of the result is
    /// the new bounds size. A view scaled by 0.5 given a 100×100 frame gets 200×200 bounds; for
    /// scales, flips, quarter turns and translations reading the frame back gives the rectangle set. For other
    /// angles Apple's documentation calls the result undefined; the bounding box is our reading of
    /// Core Animation. A transform that cannot be inverted (a scale of 0, or not finite) keeps the
    /// bounds size and moves only the center.
    public var frame: Rect {
        get {
            let size = storedBounds.size
            if storedTransform.isIdentity {
                return Rect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                            width: size.width, height: size.height)
            }
            let local = Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            checkThread("View.frame")
            let f = newValue.standardized
            // The transform's translation moves the frame off the center: take it back out, so
            // that reading the frame gives the rectangle set.
            let shift = storedTransform.isInvertible ? (storedTransform.tx, storedTransform.ty) : (0, 0)
            center = Point(x: f.midX - shift.0, y: f.midY - shift.1)
            if storedTransform.isTranslation {
                bounds.size = Size(width: f.width, height: f.height)
            } else if storedTransform.isInvertible {
                var linear = storedTransform.inverted()
                linear.tx = 0
                linear.ty = 0
                let local = Rect(x: -f.width / 2, y: -f.height / 2, width: f.width, height: f.height).applying(linear)
                bounds.size = local.size
            }
        }
    }

    /// The map from this view's coordinates to its superview's.
    var localToSuperTransform: Transform {
        let size = storedBounds.size
        let boundsCenter = Point(x: storedBounds.origin.x + size.width / 2, y: storedBounds.origin.y + size.height / 2)
        if storedTransform.isIdentity {
            return Transform(translationX: storedCenter.x - boundsCenter.x, y: storedCenter.y - boundsCenter.y)
        }
        // Move the bounds' center to the origin, apply the transform, move the origin to the
        // center: the transform's linear part, with its translation taken through. Written out
        // rather than as two products with translations (24 multiplies, most by 0 or 1); the
        // translation is summed in the order those products sum it, so the result is the same.
        var t = storedTransform
        t.tx = (-boundsCenter.x * t.a + -boundsCenter.y * t.c + t.tx) + storedCenter.x
        t.ty = (-boundsCenter.x * t.b + -boundsCenter.y * t.d + t.ty) + storedCenter.y
        return t
    }

    /// The map from the superview's coordinates into this view's (cached).
    var superToLocalTransform: Transform {
        if !superToLocalValid {
            cachedSuperToLocal = localToSuperTransform.inverted()
            superToLocalValid = true
        }
        return cachedSuperToLocal
    }

    /// The map from this view's coordinates to window coordinates (the root's coordinates when the
    /// view is in no window).
    var localToWindowTransform: Transform {
        if !windowTransformValid { refreshWindowTransform() }
        return cachedLocalToWindow
    }

    /// The map from window coordinates into this view's coordinates (cached: reading it costs the
    /// same at any depth once the ancestors' caches are warm, and a moving view refreshes only
    /// itself and its subviews).
    public var windowToLocalTransform: Transform {
        if !windowTransformValid { refreshWindowTransform() }
        return cachedWindowToLocal
    }

    /// ``windowToLocalTransform`` for mapping vectors only (`applyLinear`): its translation may be
    /// stale, its linear part is current (see `windowLinearValid`).
    var windowToLocalLinearPart: Transform {
        if !windowLinearValid { refreshWindowTransform() }
        return cachedWindowToLocal
    }

    /// `localToWindowTransform` for mapping vectors only, likewise.
    var localToWindowLinearPart: Transform {
        if !windowLinearValid { refreshWindowTransform() }
        return cachedLocalToWindow
    }

    private func refreshWindowTransform() {
        guard let superview = superviewReference, !isWindowRoot else {
            // The root's coordinates are the window coordinates.
            cachedLocalToWindow = .identity
            cachedWindowToLocal = .identity
            windowTransformValid = true
            windowLinearValid = true
            return
        }
        // Lent, not retained: the superview owns this view, so it outlives the call (a view's
        // transform is refreshed after every change of its own or an ancestor's geometry).
        withLent(superview) { superview in
            if !superview.windowTransformValid {
                // Refresh the stale ancestors top-down, without recursion, so very deep trees are safe.
                var chain: [View] = []
                var current: View? = superview
                while let view = current, !view.windowTransformValid {
                    chain.append(view)
                    current = view.superview
                }
                for view in chain.reversed() { view.refreshWindowTransform() }
            }
            let toSuper = localToSuperTransform, superToWindow = superview.cachedLocalToWindow
            if superToWindow.isTranslation {
                // A superview that only moves (the common case: a screen's root view, a content
                // view) adds its translation; the product would multiply by 1 and 0 for the same.
                var toWindow = toSuper
                toWindow.tx += superToWindow.tx
                toWindow.ty += superToWindow.ty
                cachedLocalToWindow = toWindow
            } else {
                cachedLocalToWindow = toSuper.concatenating(superToWindow)
            }
            cachedWindowToLocal = cachedLocalToWindow.inverted()
            windowTransformValid = true
            windowLinearValid = true
            superview.subviewsMayHaveValidTransforms = true
            superview.subviewsMayHaveValidLinear = true
        }
    }

    /// The view's own geometry changed: drop its caches and its subtree's window caches (but for
    /// a change of bounds, which turns nothing, their linear parts).
    /// The superview's index of its subviews' frames is kept when the frame did not change (a new
    /// bounds origin: a scroll).
    func geometryDidChange(keepingLinearParts: Bool = false, keepingFrame: Bool = false) {
        superToLocalValid = false
        if !keepingFrame { markSuperviewIndexStale() }
        if keepingLinearParts { invalidateWindowTranslations() } else { invalidateWindowTransforms() }
    }

    /// Marks the superview's subview index stale (this view's place in it changed), lending the
    /// superview rather than retaining it: it owns this view, so it lives as long as the call.
    @inline(__always)
    func markSuperviewIndexStale() {
        guard let superview = superviewReference else { return }
        withLent(superview) { $0.subviewIndex?.isStale = true }
    }

    /// Marks this view's and its descendants' window transforms stale, linear parts included,
    /// stopping at views whose linear part is already stale (their descendants' are too, by the
    /// invariant).
    @inline(__always)
    func invalidateWindowTransforms() {
        guard windowLinearValid else { return }
        windowTransformValid = false
        windowLinearValid = false
        // A view none of whose subviews was refreshed since its last walk has nothing below it to
        // invalidate.
        guard subviewsMayHaveValidLinear else { return }
        invalidateSubviewWindowTransforms()
    }

    /// The walk of ``invalidateWindowTransforms()`` below the view, out of line: a leaf view that
    /// turns on every move (a picture under a pinch) only clears its two flags.
    @inline(never)
    private func invalidateSubviewWindowTransforms() {
        subviewsMayHaveValidLinear = false
        subviewsMayHaveValidTransforms = false
        var stack = subviews
        while let view = stack.popLast() {
            guard view.windowLinearValid else { continue }
            view.windowTransformValid = false
            view.windowLinearValid = false
            if view.subviewsMayHaveValidLinear {
                view.subviewsMayHaveValidLinear = false
                view.subviewsMayHaveValidTransforms = false
                stack.append(contentsOf: view.subviews)
            }
        }
    }

    /// Marks this view's and its descendants' window transforms stale but keeps their linear
    /// parts: the bounds changed, which moves the subtree's coordinates without turning them. A
    /// scroll view whose offset changes on every move, with its content not read since, walks
    /// none of its rows.
    func invalidateWindowTranslations() {
        guard windowTransformValid else { return }
        windowTransformValid = false
        guard subviewsMayHaveValidTransforms else { return }
        subviewsMayHaveValidTransforms = false
        var stack = subviews
        while let view = stack.popLast() {
            guard view.windowTransformValid else { continue }
            view.windowTransformValid = false
            if view.subviewsMayHaveValidTransforms {
                view.subviewsMayHaveValidTransforms = false
                stack.append(contentsOf: view.subviews)
            }
        }
    }

    // MARK: Converting coordinates

    /// Converts a point from this view's coordinates to `view`'s (window coordinates for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = point.applying(localToWindowTransform)
        // Not `guard let view`, for the reason `Touch.location(in:)` gives.
        if view == nil { return inWindow }
        return inWindow.applying(view.unsafelyUnwrapped.windowToLocalTransform)
    }

    /// Converts a point from `view`'s coordinates (window coordinates for nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        // Not `view.map { … }`: its closure would check the executor on every call.
        let inWindow = view == nil ? point : point.applying(view.unsafelyUnwrapped.localToWindowTransform)
        return inWindow.applying(windowToLocalTransform)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its
    /// converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = localToWindowTransform
        if let view { t = t.concatenating(view.windowToLocalTransform) }
        return rect.applying(t)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var t = view?.localToWindowTransform ?? .identity
        t = t.concatenating(windowToLocalTransform)
        return rect.applying(t)
    }
}
