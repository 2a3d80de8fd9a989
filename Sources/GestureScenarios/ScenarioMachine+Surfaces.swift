import Gestures
import GesturesToolkit

/// The surfaces reach: scroll views and controls made of the engine's recognizers, changed from
/// their own callbacks, and the pointer's other input (wheel and trackpad scrolling, trackpad
/// pinches and rotations, pens).
extension ScenarioMachine {
    /// What the surfaces reach keeps between steps.
    struct Surfaces {
        /// The delegates of the scroll views (a scroll view holds its delegate weakly).
        var scrollDelegates: [ProbeScrollDelegate] = []
        /// Where the scroll sequence under way points, if one is open.
        var scroll: Point?
        /// Where the trackpad transform under way points, if one is open.
        var transform: Point?
        var scrollViewCount = 0
        var controlCount = 0
    }

    /// The operations the surfaces reach adds (slots 28 to 33).
    func performSurfaces(_ slot: UInt8) {
        switch slot {
        case 28: addScrollView()
        case 29: addControl()
        case 30, 31: scrollStep()
        case 32: transformStep()
        default: penDown()
        }
    }

    // MARK: Scroll views

    /// A scroll view with probe content, sometimes paging, zooming or bouncing on both axes, whose
    /// delegate may change the scroll view and the tree from its callbacks.
    func addScrollView() {
        guard surfaces.scrollViewCount < Limits.views else { return }
        surfaces.scrollViewCount += 1
        let frame = Rect(x: unit() * 200, y: unit() * 300, width: 40 + unit() * 280, height: 40 + unit() * 440)
        let scrollView = ScrollView(frame: frame)
        scrollView.accessibilityIdentifier = makeName("scroll")
        let flags = byte()
        scrollView.contentSize = Size(width: frame.width * (0.5 + unit() * 4), height: frame.height * (0.5 + unit() * 4))
        scrollView.isPagingEnabled = flags & 1 != 0
        scrollView.alwaysBounceVertical = flags & 2 != 0
        scrollView.alwaysBounceHorizontal = flags & 4 != 0
        scrollView.isDirectionalLockEnabled = flags & 8 != 0
        scrollView.delaysContentTouches = flags & 16 == 0
        scrollView.canCancelContentTouches = flags & 32 == 0
        if flags & 64 != 0 {
            scrollView.minimumZoomScale = 0.5
            scrollView.maximumZoomScale = 1 + unit() * 3
        }
        let delegate = ProbeScrollDelegate()
        delegate.machine = self
        delegate.mutates = byte() % 3 == 0
        delegate.zooms = flags & 64 != 0
        surfaces.scrollDelegates.append(delegate)
        scrollView.delegate = delegate
        plainViews.append(WeakReference(scrollView))
        let all = parents
        all[pick(all.count)].addSubview(scrollView)
        // Probe views inside it, so the content's touches are checked like any other.
        for _ in 0..<(1 + pick(2)) { addView(in: scrollView) }
        delegate.content = scrollView.subviews.last { $0 is ProbeView }
        note("add scroll view \(scrollView.accessibilityIdentifier!) at \(frame) flags \(flags), content \(scrollView.contentSize)"
            + (delegate.mutates ? ", its delegate changes things" : ""))
    }

    /// What a scroll view's delegate does from inside one of its callbacks.
    func changeFromScrollCallback(_ scrollView: ScrollView, in callback: String) {
        guard let change = beginChange(of: scrollView, among: 12, in: callback) else { return }
        switch change {
        case 0, 1: removeOrReparent(scrollView, change)
        case 2:
            nestedMutations += 1
            let offsets = [Point(x: unit() * 400, y: unit() * 400), Point(x: .nan, y: 0), Point(x: 1e300, y: -1e300)]
            scrollView.setContentOffset(offsets[pick(offsets.count)], animated: byte() & 1 == 0)
        case 3:
            nestedMutations += 1
            scrollView.isScrollEnabled.toggle()
        case 4:
            nestedMutations += 1
            scrollView.setZoomScale(unit() * 4, animated: byte() & 1 == 0)
        case 5:
            nestedMutations += 1
            scrollView.contentSize = Size(width: unit() * 2000, height: unit() * 2000)
        default:
            mutateFromCallback(change - 5, by: nil)
        }
    }

    // MARK: Controls

    /// A button, a segmented control or a plain control, whose actions for every event may change
    /// it and the tree.
    func addControl() {
        guard surfaces.controlCount < Limits.views else { return }
        surfaces.controlCount += 1
        let frame = Rect(x: unit() * 280, y: unit() * 440, width: 20 + unit() * 200, height: 20 + unit() * 80)
        let control: Control
        switch pick(3) {
        case 0: control = Button(frame: frame)
        case 1: control = SegmentedControl(frame: frame, numberOfSegments: pick(5))
        default: control = Control(frame: frame)
        }
        control.accessibilityIdentifier = makeName("control")
        let mutates = byte() % 3 == 0
        control.addAction(for: .allEvents) { [weak self] control in
            guard let self else { return }
            self.countCallback()
            if mutates { self.changeFromControlAction(control) }
        }
        plainViews.append(WeakReference(control))
        let all = parents
        all[pick(all.count)].addSubview(control)
        note("add \(type(of: control)) \(control.accessibilityIdentifier!) at \(frame)" + (mutates ? ", its actions change things" : ""))
    }

    /// What a control's action does: removes or moves the control, disables it, or any mutation an
    /// action makes.
    func changeFromControlAction(_ control: Control) {
        guard let change = beginChange(of: control, among: 10, in: "its action") else { return }
        switch change {
        case 0, 1: removeOrReparent(control, change)
        case 2:
            nestedMutations += 1
            control.isEnabled.toggle()
        case 3:
            nestedMutations += 1
            if let segmented = control as? SegmentedControl {
                segmented.selectedSegmentIndex = [-1, 0, 3, 1000, Int.min][pick(5)]
            }
        default:
            mutateFromCallback(change - 3, by: nil)
        }
    }

    /// Picks one of `count` changes for a view to make from its own callback, or nil when no more
    /// changes are allowed in this step.
    private func beginChange(of view: View, among count: Int, in callback: String) -> Int? {
        guard !quiescing, nestedMutations < Limits.nestedMutationsPerStep else { return nil }
        let change = pick(count)
        note("  \(view.accessibilityIdentifier ?? "?") changes in \(callback): \(change)")
        return change
    }

    /// Change 0 takes the view out of its window; change 1 moves it under another parent.
    private func removeOrReparent(_ view: View, _ change: Int) {
        guard change == 1 else {
            view.removeFromSuperview()
            return
        }
        nestedMutations += 1
        let all = parents
        all[pick(all.count)].addSubview(view)
    }

    // MARK: Pointer input

    /// A deltas that ranges from nothing to the largest finite values, now and then not finite.
    private func extremeDelta() -> Double {
        let specials: [Double] = [0, 1, -1, 1e6, -1e6, 1e300, -1.7e308, .greatestFiniteMagnitude, .nan, .infinity]
        let b = byte()
        return b < 200 ? (Double(b) - 100) * 0.5 : specials[Int(b) % specials.count]
    }

    /// One step of a wheel or trackpad scroll sequence: began, changed, ended or cancelled, in
    /// order or out of it.
    func scrollStep() {
        let phases: [ScrollInput.Phase] = [.began, .changed, .changed, .changed, .ended, .cancelled]
        var phase = phases[pick(phases.count)]
        if surfaces.scroll == nil, byte() < 200 { phase = .began }
        let at = surfaces.scroll ?? location()
        let type: ScrollTypeMask = byte() & 1 == 0 ? .discrete : .continuous
        let delta = Vector(dx: extremeDelta(), dy: extremeDelta())
        surfaces.scroll = phase == .ended || phase == .cancelled ? nil : at
        note("scroll \(phase) at \(at) by \(delta) \(type == .discrete ? "discrete" : "continuous")")
        liveWindow.sendEvent(InputEvent(timestamp: timestamp(), scroll: ScrollInput(phase: phase, location: at, delta: delta, type: type)))
    }

    /// One step of a trackpad pinch or rotation, with scales from tiny to huge.
    func transformStep() {
        let phases: [TransformInput.Phase] = [.began, .changed, .changed, .changed, .ended, .cancelled]
        var phase = phases[pick(phases.count)]
        if surfaces.transform == nil, byte() < 200 { phase = .began }
        let at = surfaces.transform ?? location()
        let scales: [Double] = [1, 1.1, 0.9, 2, 0.5, 1e-300, 1e300, .greatestFiniteMagnitude, 0, -1, .nan]
        let scale = scales[pick(scales.count)]
        let rotation = extremeDelta()
        surfaces.transform = phase == .ended || phase == .cancelled ? nil : at
        note("transform \(phase) at \(at) scale \(scale) rotation \(rotation)")
        liveWindow.sendEvent(InputEvent(timestamp: timestamp(),
                                        transform: TransformInput(phase: phase, location: at, scale: scale, rotation: rotation)))
    }

    /// A pen landing, with force, altitude and azimuth from ordinary to not finite.
    func penDown() {
        let values: [Double?] = [nil, 0, 0.5, 1, 6.67, -1, 1e300, .nan, .infinity]
        send([TouchInput(id: freeFingerID(), phase: .began, location: location(), type: .stylus,
                         force: values[pick(values.count)], maximumPossibleForce: values[pick(values.count)],
                         altitudeAngle: values[pick(values.count)], azimuthAngle: values[pick(values.count)])])
    }

    /// Ends the scroll and transform sequences left open (winding down).
    func endPointerSequences() {
        if let at = surfaces.scroll {
            liveWindow.sendEvent(InputEvent(timestamp: clock.now, scroll: ScrollInput(phase: .ended, location: at, type: .continuous)))
            surfaces.scroll = nil
        }
        if let at = surfaces.transform {
            liveWindow.sendEvent(InputEvent(timestamp: clock.now, transform: TransformInput(phase: .ended, location: at)))
            surfaces.transform = nil
        }
    }
}

/// A scroll view's delegate that counts its callbacks, answers `viewForZooming` when asked to,
/// changes the target offset of a fling now and then, and (when it mutates) changes the scroll
/// view and the tree from inside its callbacks.
@MainActor
final class ProbeScrollDelegate: ScrollViewDelegate {
    weak var machine: ScenarioMachine?
    var mutates = false
    var zooms = false
    weak var content: View?

    private func called(_ scrollView: ScrollView, _ name: String) {
        guard let machine else { return }
        machine.countCallback()
        if mutates, machine.byte() < 48 { machine.changeFromScrollCallback(scrollView, in: name) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { called(scrollView, "didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { called(scrollView, "willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>) {
        if let machine, machine.byte() < 64 {
            let targets = [Point.zero, Point(x: machine.unit() * 500, y: machine.unit() * 500), Point(x: .nan, y: .infinity)]
            targetContentOffset.pointee = targets[machine.pick(targets.count)]
        }
        called(scrollView, "willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { called(scrollView, "didEndDragging") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { called(scrollView, "willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { called(scrollView, "didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { called(scrollView, "didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zooms ? content : nil }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { called(scrollView, "willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollView) { called(scrollView, "didZoom") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        called(scrollView, "didEndZooming")
    }
}
