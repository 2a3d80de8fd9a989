extension View {
    /// Adds a view on top of the other subviews. A view added to itself or to one of its own
    /// descendants is refused (and reported), since the tree would become a cycle.
    public func addSubview(_ view: View) {
        checkThread("View.addSubview(_:)")
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of ``subviews`` (clamped to the valid range). When the view is
    /// already a subview, the index counts the other subviews.
    public func insertSubview(_ view: View, at index: Int) {
        checkThread("View.insertSubview(_:at:)")
        guard canAdopt(view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            // Reordering within the same superview: no change of window, no engine notification.
            subviews.remove(at: current)
            subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
            return
        }
        view.detachFromSuperview(stayingIn: cachedWindow)
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        view.superviewPointer = self
        view.invalidateWindowTransforms()
        view.windowTransformValid = false
        view.windowLinearValid = false
        let oldWindow = view.cachedWindow
        view.propagateWindow(cachedWindow)
        view.didMoveToSuperview()
        if oldWindow !== cachedWindow { view.notifyDidMoveToWindow() }
    }

    /// Inserts a view just above another subview (on top, when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? others.count)
    }

    /// Inserts a view just below another subview (at the bottom, when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    /// Moves a subview to the top of the others (drawn last, hit-tested first).
    public func bringSubviewToFront(_ view: View) {
        checkThread("View.bringSubviewToFront(_:)")
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview below all the others.
    public func sendSubviewToBack(_ view: View) {
        checkThread("View.sendSubviewToBack(_:)")
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Removes the view from its superview and its window.
    ///
    /// If touches are down on the view or its subviews, their recognizers' gestures are cancelled
    /// (or failed, if they had not begun) and the views get `touchesCancelled` for the touches they
    /// knew of. Safe to call from a gesture's own action.
    public func removeFromSuperview() {
        checkThread("View.removeFromSuperview()")
        guard superview != nil else { return }
        let oldWindow = cachedWindow
        detachFromSuperview()
        invalidateWindowTransforms()
        windowTransformValid = false
        windowLinearValid = false
        propagateWindow(nil)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included, depth first) with the given tag.
    /// A loop over a stack of views still to visit, so a tree of any depth takes no call stack.
    public func viewWithTag(_ tag: Int) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            // Reversed, so the first subview is visited first.
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    private func canAdopt(_ view: View) -> Bool {
        // Only this view itself, or a view with subviews, can be one of its ancestors.
        if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
            (cachedWindow?.engine).map { $0.report(.misuse("adding a view to itself or its descendant refused")) }
                ?? GestureEngine.reportDetached(.misuse("adding a view to itself or its descendant refused"))
            return false
        }
        if view is Window {
            GestureEngine.reportDetached(.misuse("a window cannot be a subview; refused"))
            return false
        }
        return true
    }

    /// Unlinks the view from its superview, telling the engine first when it leaves its window. A
    /// view that moves to another superview in the same window keeps its touches and its
    /// recognizers' gestures, as on iOS.
    private func detachFromSuperview(stayingIn newWindow: Window? = nil) {
        guard let parent = superview else { return }
        if let window = cachedWindow, window !== newWindow { window.engine.nodeWillLeave(self) }
        parent.subviews.removeAll { $0 === self }
        superviewPointer = nil
    }

    private func propagateWindow(_ window: Window?) {
        let anchor = window?.anchor
        windowAnchor = anchor
        if subviews.isEmpty { return }
        var stack = subviews
        while let view = stack.popLast() {
            view.windowAnchor = anchor
            stack.append(contentsOf: view.subviews)
        }
    }

    private func notifyDidMoveToWindow() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.didMoveToWindow()
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
