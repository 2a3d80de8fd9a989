extension GestureEngine {
    /// ``processInput(_:)`` for an event taken from the pass's queue: one copy of the steps out of
    /// line, so that the one in `handle(_:)`, which every event takes, is inlined there alone.
    @inline(never)
    func processQueuedInput(_ input: InputEvent) { processInput(input) }

    /// Step 1 and 2 of a pass for an input event.
    @inline(__always)
    func processInput(_ input: InputEvent) {
        if windowIsGone {
            let samples = input.touches.count
            reportInput("the engine's window was freed; an event of \(samples) touch sample\(samples == 1 ? "" : "s")"
                + "\(input.pointer == nil ? "" : " and a pointer sample") dropped")
            return
        }
        var timestamp = input.timestamp
        let last = touches.lastTimestamp
        if !timestamp.isFinite {
            reportInput("timestamp \(timestamp) is not finite; using \(Swift.max(last, clock.now))")
            timestamp = Swift.max(last, clock.now)
        } else if timestamp < last {
            reportInput("time went backwards from \(last) to \(timestamp); using \(last)")
            timestamp = last
        }
        touches.lastTimestamp = timestamp
        event.type = !input.touches.isEmpty ? .touches : input.scroll != nil ? .scroll
            : input.transform != nil ? .transform : input.pointer != nil ? .hover : .touches
        event.timestamp = timestamp
        event.buttonMask = input.buttonMask
        event.modifierFlags = input.modifierFlags

        touches.changed.removeAll()
        eventRecognizers.removeAll()
        // Read where they are, not copied out one by one (a sample is some 130 bytes): the event
        // is the caller's, unchanged until this returns.
        withElements(of: input.touches) { samples in
            for index in samples.indices {
                apply(samples.baseAddress.unsafelyUnwrapped + index, at: timestamp)
            }
        }
        if !touches.changed.isEmpty {
            distributeChangedTouches()
            runRecognizerHooks()
            touches.changed.removeAll()
        }
        if let pointer = input.pointer {
            processPointer(pointer)
        }
        if let scroll = input.scroll {
            processScroll(scroll)
        }
        if let transform = input.transform {
            processTransform(transform)
        }
    }

    /// A scroll step: at `began`, the recognizers under the pointer that follow this type of
    /// scrolling (in the hit view's chain, deepest first) take the sequence; every step goes to them.
    private func processScroll(_ input: ScrollInput) {
        var scroll = input
        if !scroll.location.isFinite || !scroll.delta.isFinite {
            // An end that cannot be taken as it is still ends the sequence under way: dropped, it
            // would leave the recognizers following the sequence running for ever.
            guard scrollSequenceOpen, scroll.phase == .ended || scroll.phase == .cancelled else {
                reportInput("scroll at \(scroll.location) by \(scroll.delta) is not finite; dropped")
                return
            }
            reportInput("scroll \(scroll.phase) at \(scroll.location) by \(scroll.delta) is not finite; "
                          + "taken as the sequence's end at \(scrollLocation), moving nothing")
            scroll.location = scrollLocation
            scroll.delta = .zero
        }
        if let location = bounded(scroll.location) {
            reportInput("scroll at \(scroll.location) beyond ±\(GestureConstants.maximumCoordinateMagnitude); using \(location)")
            scroll.location = location
        }
        if let delta = InputBounds.scrollDelta(scroll.delta) {
            reportInput("scroll by \(scroll.delta) beyond ±\(GestureConstants.maximumScrollDelta); using \(delta)")
            scroll.delta = delta
        }
        guard let step = sequenceStep(scroll.phase, kind: "scroll", isOpen: scrollSequenceOpen) else { return }
        if step.opens {
            scrollSequenceOpen = true
            scrollType = scroll.type
            scrollTargets = pointerTargets(at: scroll.location) { $0.follows(scroll.type) }
            if step.phase != .began {
                deliverSequence(scrollTargets) { $0.scroll(ScrollInput(phase: .began, location: scroll.location, type: scroll.type), with: event) }
            }
        }
        scroll.phase = step.phase
        // The type is the sequence's: a step of another type belongs to it all the same.
        scroll.type = scrollType
        scrollLocation = scroll.location
        let targets = scrollTargets
        if scroll.phase == .ended || scroll.phase == .cancelled {
            scrollTargets.removeAll()
            scrollSequenceOpen = false
        }
        deliverSequence(targets) { $0.scroll(scroll, with: event) }
    }

    /// A trackpad's pinch or rotation step: at `began`, the recognizers under the pointer that
    /// follow transforms (pinches and rotations with no touches, in the hit view's chain, deepest
    /// first) take the sequence; every step goes to them. No view hears of it.
    private func processTransform(_ input: TransformInput) {
        var transform = input
        if !transform.location.isFinite || !transform.scale.isFinite || !(transform.scale > 0) || !transform.rotation.isFinite {
            // As for scrolling: an end that cannot be taken as it is still ends the sequence.
            guard transformSequenceOpen, transform.phase == .ended || transform.phase == .cancelled else {
                reportInput("transform at \(transform.location) by scale \(transform.scale), rotation \(transform.rotation) "
                              + "is not finite and positive; dropped")
                return
            }
            reportInput("transform \(transform.phase) at \(transform.location) by scale \(transform.scale), rotation "
                          + "\(transform.rotation) is not finite and positive; taken as the sequence's end at "
                          + "\(transformLocation), scaling and turning nothing")
            transform = TransformInput(phase: transform.phase, location: transformLocation)
        }
        if let location = bounded(transform.location) {
            reportInput("transform at \(transform.location) beyond ±\(GestureConstants.maximumCoordinateMagnitude); using \(location)")
            transform.location = location
        }
        if let scale = InputBounds.scale(transform.scale) {
            reportInput("transform scale \(transform.scale) beyond 1/\(GestureConstants.maximumTransformScale)…"
                          + "\(GestureConstants.maximumTransformScale); using \(scale)")
            transform.scale = scale
        }
        if let rotation = InputBounds.rotation(transform.rotation) {
            reportInput("transform rotation \(transform.rotation) beyond ±\(GestureConstants.maximumTransformRotation); using \(rotation)")
            transform.rotation = rotation
        }
        guard let step = sequenceStep(transform.phase, kind: "transform", isOpen: transformSequenceOpen) else { return }
        if step.opens {
            transformSequenceOpen = true
            transformTargets = pointerTargets(at: transform.location) { $0.followsTransforms }
            if step.phase != .began {
                deliverSequence(transformTargets) { $0.transform(TransformInput(phase: .began, location: transform.location), with: event) }
            }
        }
        transform.phase = step.phase
        transformLocation = transform.location
        let targets = transformTargets
        if transform.phase == .ended || transform.phase == .cancelled {
            transformTargets.removeAll()
            transformSequenceOpen = false
        }
        deliverSequence(targets) { $0.transform(transform, with: event) }
    }

    /// How a step of a pointer sequence (a scroll or a transform) fits the sequence: its phase, and
    /// whether it opens the sequence; nil (reported) when it is dropped. A `changed` with no
    /// sequence open begins one; a `began` during one is part of it; an end with none is dropped.
    private func sequenceStep(_ phase: ScrollInput.Phase, kind: String, isOpen: Bool)
        -> (phase: ScrollInput.Phase, opens: Bool)? {
        switch (phase, isOpen) {
        case (.began, false):
            return (.began, true)
        case (.began, true):
            // A backend that lost the end of a sequence: the steps go on in the one under way.
            reportInput("\(kind) began while one was under way; taken as part of it")
            return (.changed, false)
        case (.changed, false):
            reportInput("\(kind) changed without began; taken as its beginning")
            return (.changed, true)
        case (_, false):
            reportInput("\(kind) \(phase) without began; dropped")
            return nil
        case (_, true):
            return (phase, false)
        }
    }

    /// The recognizers of the node under `location` and its ancestors (deepest first) that are
    /// enabled, take part, and pass `follows`, stamped with their reset generation.
    private func pointerTargets(at location: Point, where follows: (GestureRecognizer) -> Bool) -> [Touch.Entry] {
        var targets: [Touch.Entry] = []
        var current: (any GestureNode)? = hitTester?(location)
        while let node = current {
            for recognizer in node.gestureAttachments.recognizers
            where follows(recognizer) && recognizer.isEnabled && recognizer.isReceivingTouches {
                targets.append(Touch.Entry(recognizer: recognizer, generation: recognizer.generation))
            }
            current = node.parentGestureNode
        }
        return targets
    }

    /// Hands one step to each recognizer of a sequence that still takes part (and has not finished
    /// and reset since the sequence began), arbitrating after each.
    private func deliverSequence(_ targets: [Touch.Entry], _ step: (GestureRecognizer) -> Void) {
        for entry in targets where entry.isLive {
            let recognizer = entry.recognizer
            guard recognizer.isEnabled, recognizer.isReceivingTouches else { continue }
            engage(recognizer)
            step(recognizer)
            processAssignments()
        }
    }

    private func markChanged(_ touch: Touch, _ phase: PhaseSet) {
        touches.markChanged(touch, phase, stamp: passStamp)
    }

    /// Applies one sample to the touches, sanitizing what a real device cannot send.
    private func apply(_ sample: UnsafePointer<TouchInput>, at timestamp: Double) {
        if let index = touches.downIndex(withID: sample.pointee.id) {
            // Lent without a retain: the touch table owns it, and only `beginTouch` (not reached
            // for a touch already down) adds to the table.
            withLent(Unmanaged.passUnretained(touches.live[index])) { apply(sample, at: timestamp, to: $0) }
        } else {
            applyToNewTouch(sample, at: timestamp)
        }
    }

    /// A sample of a touch that is down. (Two functions, not one taking an optional touch: binding
    /// the optional made the optimizer retain and release the touch on every sample.)
    private func apply(_ sample: UnsafePointer<TouchInput>, at timestamp: Double, to existing: Touch) {
        if existing.lastChangeStamp == passStamp {
            reportInput("touch \(sample.pointee.id) appears twice in one event; samples merged")
        } else {
            existing.eventStartLocation = existing.locationInWindow
        }
        guard let location = sanitizedLocation(of: sample, existing: existing) else { return }
        switch sample.pointee.phase {
        case .began:
            reportInput("touch \(sample.pointee.id) began while already down; taken as a move")
            move(existing, to: location, sample: sample, at: timestamp)
        case .moved, .stationary:
            if sample.pointee.phase == .moved || location != existing.locationInWindow {
                move(existing, to: location, sample: sample, at: timestamp)
            } else {
                existing.timestamp = timestamp
            }
        case .ended, .cancelled:
            finish(existing, at: location, sample: sample.pointee, timestamp: timestamp)
        }
    }

    /// A sample of a touch that is not down: only a `began` starts one.
    private func applyToNewTouch(_ sample: UnsafePointer<TouchInput>, at timestamp: Double) {
        guard let location = sanitizedLocation(of: sample, existing: nil) else { return }
        switch sample.pointee.phase {
        case .began:
            let downCount = touches.downCount
            guard downCount < GestureConstants.maximumSimultaneousTouches else {
                reportInput("touch \(sample.pointee.id) began with \(downCount) touches down; dropped")
                return
            }
            beginTouch(sample.pointee, at: location, timestamp: timestamp)
        case .moved, .stationary, .ended, .cancelled:
            reportInput("touch \(sample.pointee.id) \(sample.pointee.phase) without having begun; dropped")
        }
    }

    /// The sample's location (brought within ``GestureConstants/maximumCoordinateMagnitude``), or
    /// the touch's last one when the sample's is not finite; nil (and the sample dropped) when
    /// there is no last one.
    ///
    /// A location in bounds (every real one) is answered inline; the rest, which reports, is out
    /// of line: its frame cost every sample 20 instructions.
    @inline(__always)
    private func sanitizedLocation(of sample: UnsafePointer<TouchInput>, existing: Touch?) -> Point? {
        let location = sample.pointee.location
        // In bounds is finite too: a NaN or an infinity compares as out of bounds.
        if InputBounds.isInBounds(location) { return location }
        return sanitizedUnusualLocation(of: sample.pointee, existing: existing)
    }

    @inline(never)
    private func sanitizedUnusualLocation(of sample: TouchInput, existing: Touch?) -> Point? {
        if sample.location.isFinite {
            guard let bounded = bounded(sample.location) else { return sample.location }
            reportInput("touch \(sample.id) at \(sample.location) beyond ±\(GestureConstants.maximumCoordinateMagnitude); using \(bounded)")
            return bounded
        }
        guard let existing else {
            reportInput("touch \(sample.id) \(sample.phase) at non-finite \(sample.location); dropped")
            return nil
        }
        reportInput("touch \(sample.id) at non-finite \(sample.location); keeping \(existing.locationInWindow)")
        return existing.locationInWindow
    }

    /// A finger lifted or was cancelled.
    private func finish(_ touch: Touch, at location: Point, sample: TouchInput, timestamp: Double) {
        if location != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
        }
        touch.phase = sample.phase
        touch.timestamp = timestamp
        if touch.countsTowardNode, let node = touch.hitNode {
            touch.countsTowardNode = false
            node.gestureAttachments.downTouchCount -= 1
        }
        withPointer(to: sample) { update(touch, from: $0) }
        if sample.phase == .ended {
            touch.delivery.endPending = true
            markChanged(touch, .ended)
            touches.lastLift = (location, timestamp, touch.tapCount)
        } else {
            touch.delivery.cancelPending = true
            markChanged(touch, .cancelled)
        }
        followUps.formUnion([.pruneTouches, .concludeAbandoned])
    }

    /// The location brought within ``GestureConstants/maximumCoordinateMagnitude`` on both axes, or
    /// nil when it is within already (``InputBounds/coordinate(_:)``).
    @inline(__always)
    private func bounded(_ location: Point) -> Point? {
        InputBounds.coordinate(location)
    }

    /// Copies what a sample carries besides its location (force, size, a pen's angles).
    @inline(__always)
    private func update(_ touch: Touch, from given: UnsafePointer<TouchInput>) {
        // Fingers usually carry none of these: nothing to bound or copy then, checked inline.
        guard given.pointee.force != nil || given.pointee.majorRadius != nil || given.pointee.maximumPossibleForce != nil
            || given.pointee.altitudeAngle != nil || given.pointee.azimuthAngle != nil else { return }
        updateMeasurements(touch, from: given.pointee)
    }

    @inline(never)
    private func updateMeasurements(_ touch: Touch, from given: TouchInput) {
        var sample = given
        let id = sample.id
        InputBounds.touchSample(&sample) { reportInput("touch \(id) \($0)") }
        if let force = sample.force, force.isFinite { touch.force = force }
        if let radius = sample.majorRadius, radius.isFinite { touch.majorRadius = radius }
        if let maximum = sample.maximumPossibleForce, maximum.isFinite { touch.maximumPossibleForce = maximum }
        if let altitude = sample.altitudeAngle, altitude.isFinite { touch.altitudeAngle = altitude }
        if let azimuth = sample.azimuthAngle, azimuth.isFinite { touch.azimuthInWindow = azimuth }
    }

    private func move(_ touch: Touch, to location: Point, sample: UnsafePointer<TouchInput>, at timestamp: Double) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        if touch.phase != .began || touch.lastChangeStamp != passStamp { touch.phase = .moved }
        touch.timestamp = timestamp
        update(touch, from: sample)
        touch.delivery.movedThisPass = true
        markChanged(touch, .moved)
    }

    /// A new finger: hit-test it once and collect the recognizers that will see it.
    private func beginTouch(_ sample: TouchInput, at location: Point, timestamp: Double) {
        let touch = Touch(identifier: sample.id, type: sample.type, location: location, timestamp: timestamp,
                          tapCount: tapCount(for: sample, at: location, timestamp: timestamp))
        touch.entries = touches.takeSpareEntries()
        withPointer(to: sample) { update(touch, from: $0) }
        touches.live.append(touch)
        touches.unsettledCount += 1
        markChanged(touch, .began)
        guard let hit = admittedNode(for: touch, sample: sample) else {
            dropDelivery(of: touch)
            return
        }
        // A touch on the window itself holds it unowned: the window owns this engine, and the
        // engine the touch.
        if let window = hit as? Window, window.engine === self {
            touch.landedWindow = window.anchor
        } else {
            touch.ownedNode = hit
        }
        let attachments = hit.gestureAttachments
        if !hit.acceptsMultipleTouches && attachments.downTouchCount > 0 {
            dropDelivery(of: touch)
        } else {
            attachments.downTouchCount += 1
            touch.countsTowardNode = true
        }
        collectRecognizers(for: touch, from: hit)
    }

    /// The tap count of a new touch: the device's if it gives one, else one more than the last
    /// lifted touch's when this one lands close enough, soon enough.
    private func tapCount(for sample: TouchInput, at location: Point, timestamp: Double) -> Int {
        if let given = sample.tapCount, given >= 1 {
            if given > GestureConstants.maximumTapCount {
                reportInput("touch \(sample.id) tap count \(given) over \(GestureConstants.maximumTapCount); using \(GestureConstants.maximumTapCount)")
            }
            return Swift.min(given, GestureConstants.maximumTapCount)
        }
        if let lift = touches.lastLift, timestamp - lift.time <= GestureConstants.tapCountInterval,
           lift.location.distance(to: location) <= GestureConstants.tapCountDistance {
            // Every stored count is within the bound, so this cannot overflow.
            return Swift.min(lift.tapCount + 1, GestureConstants.maximumTapCount)
        }
        return 1
    }

    /// The node a new touch lands on, unless nothing is hit or an exclusive-touch node refuses it.
    private func admittedNode(for touch: Touch, sample: TouchInput) -> (any GestureNode)? {
        guard let hit = hitTester?(touch.locationInWindow) else { return nil }
        for other in touches.live where other !== touch && other.isDown {
            guard let otherNode = other.hitNode, otherNode !== hit else { continue }
            if otherNode.isExclusiveTouch || hit.isExclusiveTouch {
                reportInput("touch \(sample.id) on \(hit.gestureDebugName) excluded by exclusive touch on \(otherNode.gestureDebugName)")
                return nil
            }
        }
        return hit
    }

    /// The recognizers of the hit node and its ancestors (deepest first, each node's in the order
    /// added) that take the touch, as their delegates allow. The chain is taken before any delegate
    /// runs: one that takes a view out of the window leaves that view's recognizers out (they are
    /// in no window any more) and the old ancestors' in.
    private func collectRecognizers(for touch: Touch, from hit: any GestureNode) {
        nodeChain.clearKeepingCapacity()
        var current: (any GestureNode)? = hit
        while let node = current {
            nodeChain.append(node)
            current = node.parentGestureNode
        }
        var index = 0
        while index < nodeChain.count {
            let node = nodeChain[index]
            index += 1
            for recognizer in node.gestureAttachments.recognizers where accepts(recognizer, newTouch: touch) {
                guard recognizer.node?.gestureEngine === self else { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    continue
                }
                guard recognizer.node?.gestureEngine === self else { continue }
                touch.entries.append(Touch.Entry(recognizer: recognizer, generation: recognizer.generation))
                recognizer.track(touch)
                engage(recognizer)
            }
        }
        // The chain holds nodes strongly: not past the touch's landing.
        nodeChain.clearKeepingCapacity()
    }

    /// A touch that just landed never reaches a node (none admitted it, or its node takes one
    /// touch at a time): settled at once.
    private func dropDelivery(of touch: Touch) {
        touch.delivery.stage = .dropped
        touches.unsettledCount -= 1
    }

    /// Whether a recognizer may take a newly landed touch.
    private func accepts(_ recognizer: GestureRecognizer, newTouch touch: Touch) -> Bool {
        guard recognizer.isEnabled, recognizer.isReceivingTouches, !recognizer.receivesHover,
              recognizer.allowedTouchTypes.contains(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.engagement.exclusiveTouchType, type != touch.type {
            return false
        }
        return true
    }

    /// Step 2a: sort the event's touches into each recognizer's per-phase lists.
    @inline(__always)
    private func distributeChangedTouches() {
        // Touches and recognizers are lent without retains: the touch table owns the touches for
        // the pass, and their entries own the recognizers; nothing here calls user code.
        for touchIndex in 0..<touches.changed.count {
            withLent(touches.changed.unmanaged(at: touchIndex)) { touch in
                let phases = touch.eventPhases
                // A finger that only moved (each finger of a gesture under way, on every update)
                // takes the short way: no lift to account for, one list to add to.
                if phases == .moved && touch.isDown {
                    forEachLiveRecognizer(of: touch) { recognizer in
                        guard recognizer.isEnabled, recognizer.isReceivingTouches else { return }
                        takePart(recognizer)
                        recognizer.eventTouches.moved.append(touch)
                    }
                    return
                }
                let ending = phases.contains(.ended) || phases.contains(.cancelled)
                forEachLiveRecognizer(of: touch) { distribute(touch, phases: phases, ending: ending, to: $0) }
            }
        }
    }

    /// Calls `body` with each recognizer in `touch`'s list whose entry is live (not ignored, and
    /// from the recognizer's current generation), lent.
    @inline(__always)
    private func forEachLiveRecognizer(of touch: Touch, _ body: (GestureRecognizer) -> Void) {
        var entryIndex = 0
        while entryIndex < touch.entries.count {
            let generation = touch.entries[entryIndex].generation
            let isIgnored = touch.entries[entryIndex].isIgnored
            let recognizer = Unmanaged.passUnretained(touch.entries[entryIndex].recognizer)
            entryIndex += 1
            guard !isIgnored else { continue }
            withLent(recognizer) { recognizer in
                guard recognizer.generation == generation else { return }
                body(recognizer)
            }
        }
    }

    /// Lists `recognizer` among the event's recognizers, once.
    @inline(__always)
    private func takePart(_ recognizer: GestureRecognizer) {
        if recognizer.eventStamp != passStamp {
            recognizer.eventStamp = passStamp
            eventRecognizers.append(recognizer)
        }
    }

    @inline(__always)
    private func distribute(_ touch: Touch, phases: PhaseSet, ending: Bool, to recognizer: GestureRecognizer) {
        // Touches lifting together leave the centroid of all of them (taken before the first of
        // them leaves), not of the last one alone.
        if ending { recognizer.untrack(touch, ignoring: false, keepingCentroid: recognizer.eventStamp == passStamp) }
        guard recognizer.isEnabled, recognizer.isReceivingTouches else { return }
        takePart(recognizer)
        recognizer.eventTouches.add(touch, phases: phases, movedCounts: touch.isDown)
    }

    /// Step 2b: each recognizer gets its touches, in the order of the touches' recognizer lists (the
    /// hit view's first, each view's in the order added; for several touches, the older touch's list
    /// first); what each assigns is arbitrated before the next one runs, so the first to recognize
    /// wins.
    private func runRecognizerHooks() {
        // By index: the list is not touched while hooks run (re-entrant events are queued), and no
        // copy of it is made.
        var index = 0
        defer { eventRecognizers.removeAll() }
        while index < eventRecognizers.count {
            let next = eventRecognizers.unmanaged(at: index)
            index += 1
            // Lent without a retain: the entries of the event's touches own it for the pass.
            withLent(next) { runHooks(of: $0) }
        }
    }

    @inline(__always)
    private func runHooks(of recognizer: GestureRecognizer) {
        defer { recognizer.eventTouches.clear() }
        if recognizer.asksDelegateAboutEvents, let delegate = recognizer.delegate,
           !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
            return
        }
        if !recognizer.eventTouches.began.isEmpty, recognizer.isReceivingTouches {
            lendTouchSet({ $0.insert(contentsOf: recognizer.eventTouches.began) }) { recognizer.runTouchesBegan($0, with: event) }
            processAssignments()
        }
        if !recognizer.eventTouches.moved.isEmpty, recognizer.isReceivingTouches {
            recognizer.runTouchesMovedWithCachedSet(with: event)
            processAssignments()
        }
        if !recognizer.eventTouches.ended.isEmpty, recognizer.isReceivingTouches {
            lendTouchSet({ $0.insert(contentsOf: recognizer.eventTouches.ended) }) { recognizer.runTouchesEnded($0, with: event) }
            processAssignments()
        }
        if !recognizer.eventTouches.cancelled.isEmpty, recognizer.isReceivingTouches {
            lendTouchSet({ $0.insert(contentsOf: recognizer.eventTouches.cancelled) }) { recognizer.runTouchesCancelled($0, with: event) }
            processAssignments()
        }
    }

    /// Hover: the recognizers that take pointer hover, on the nodes under the pointer.
    private func processPointer(_ pointer: PointerInput) {
        guard pointer.location.isFinite || pointer.phase == .exited else {
            reportInput("pointer at non-finite \(pointer.location); dropped")
            return
        }
        var pointer = pointer
        if let bounded = bounded(pointer.location) {
            reportInput("pointer at \(pointer.location) beyond ±\(GestureConstants.maximumCoordinateMagnitude); using \(bounded)")
            pointer.location = bounded
        }
        var under: [GestureRecognizer] = []
        if pointer.phase != .exited, let hit = hitTester?(pointer.location) {
            var current: (any GestureNode)? = hit
            while let node = current {
                for recognizer in node.gestureAttachments.recognizers
                where recognizer.receivesHover && recognizer.isEnabled && recognizer.isReceivingTouches {
                    under.append(recognizer)
                }
                current = node.parentGestureNode
            }
        }
        let previous = hoverTargets
        hoverTargets = under
        for recognizer in previous where !under.containsIdentical(recognizer) {
            recognizer.hover(.exited, at: pointer.location, with: event)
            processAssignments()
        }
        for recognizer in under {
            // An earlier recognizer's hover callback (or its delegate) may have taken this one's
            // view out of the window, or disabled it: it is no longer under the pointer.
            guard recognizer.isEnabled, hoverTargets.containsIdentical(recognizer) else { continue }
            engage(recognizer)
            let phase: PointerInput.Phase = previous.containsIdentical(recognizer) ? .moved : .entered
            recognizer.hover(phase, at: pointer.location, with: event)
            processAssignments()
        }
    }
}

extension GestureRecognizer {
    /// Whether the recognizer still takes touches in this gesture: not terminal, and not waiting to
    /// be reset after a terminal state.
    var isReceivingTouches: Bool { engagement.participation.isReceivingTouches }

    func track(_ touch: Touch) {
        engagement.tracked.append(touch)
        engagement.sequenceTouches.append(touch)
        engagement.hasReceivedTouches = true
        retireTrackedSet()
        if engagement.exclusiveTouchType == nil { engagement.exclusiveTouchType = touch.type }
    }

    /// Stops tracking a touch that ended (it stays among the sequence's touches for cancelling in the
    /// view) or that the recognizer ignores (it leaves both). `keepingCentroid`: another touch of
    /// the same event already left and recorded the centroid of them all; keep it.
    func untrack(_ touch: Touch, ignoring: Bool, keepingCentroid: Bool = false) {
        if let index = engagement.tracked.firstIndex(ofIdentical: touch) {
            // The centroid of the last touches, for `location(in:)` once every touch has lifted.
            if !keepingCentroid { lastCentroid = centroidInWindow }
            engagement.tracked.remove(at: index)
            retireTrackedSet()
        }
        if ignoring {
            engine?.followUps.insert(.concludeAbandoned)
            engagement.sequenceTouches.removeAllIdentical(to: touch)
            eventTouches.remove(touch)
        }
    }

    /// Calls `touchesMoved` with this event's moved touches as a set reused from earlier events when
    /// it is the same set, so a gesture under way allocates nothing per move. The cached set is
    /// taken out of the record for the call and put back after it, so lending it counts no
    /// reference (a returned copy cost a retain and a release per recognizer per move). It goes
    /// back only if the gesture did not change under the call: no reset (the generation is the
    /// same) and, for the set of all tracked touches, none of them ignored (inside a touch method
    /// the tracked touches can only shrink: new ones are tracked only while an event is sorted).
    ///
    /// Inlined in the engine's one call: every update of every gesture takes it.
    @inline(__always)
    func runTouchesMovedWithCachedSet(with event: Event) {
        let generation = self.generation
        guard eventTouches.moved.count == engagement.tracked.count else {
            runTouchesMovedWithSomeTracked(with: event)
            return
        }
        let set = engagement.trackedSetCache.take() ?? trackedTouchSet()
        runTouchesMoved(set, with: event)
        if self.generation == generation, engagement.tracked.count == set.count, engagement.trackedSetCache == nil {
            engagement.trackedSetCache = set
        } else {
            recycle(set)
        }
    }

    /// ``runTouchesMovedWithCachedSet(with:)`` when only some of the tracked touches moved.
    @inline(never)
    private func runTouchesMovedWithSomeTracked(with event: Event) {
        let movedCount = eventTouches.moved.count
        let generation = self.generation
        let set: Set<Touch>
        if let cached = engagement.movedSetCache.take(), cached.count == movedCount, holdsEveryMovedTouch(cached) {
            set = cached
        } else {
            set = Set(eventTouches.moved)
        }
        runTouchesMoved(set, with: event)
        if self.generation == generation, engagement.movedSetCache == nil { engagement.movedSetCache = set }
    }

    /// Whether `set` holds each of this event's moved touches (a loop, not `allSatisfy`, for the
    /// reason `firstIndex(ofIdentical:)` gives).
    private func holdsEveryMovedTouch(_ set: Set<Touch>) -> Bool {
        var index = 0
        while index < eventTouches.moved.count {
            if !set.contains(eventTouches.moved[index]) { return false }
            index += 1
        }
        return true
    }

    /// A set of the tracked touches, in spare storage.
    private func trackedTouchSet() -> Set<Touch> {
        var set = takeSpareTouchSet()
        for touch in engagement.tracked { set.insert(touch) }
        return set
    }

    /// The set of tracked touches no longer holds: its storage, emptied, waits for the next one
    /// (a new gesture or a new finger allocates no set then).
    func retireTrackedSet() {
        guard let set = engagement.trackedSetCache.take() else { return }
        recycle(set)
    }

    /// Keeps a set's storage, emptied, as the spare one.
    private func recycle(_ set: consuming Set<Touch>) {
        set.removeAll(keepingCapacity: true)
        spareTouchSet = set
    }

    /// Empty storage for a set of touches: the spare one, if there is one.
    private func takeSpareTouchSet() -> Set<Touch> {
        var set = spareTouchSet
        spareTouchSet = []
        set.removeAll(keepingCapacity: true)
        return set
    }
}

extension GestureEngine {
    /// The window that owns this engine is being freed: from now on there is nothing to hit-test or
    /// deliver to, and every event is dropped and reported. An engine kept past its window (by app
    /// code holding `window.engine`) stays safe to call.
    func windowWillGo() {
        windowIsGone = true
        hitTester = nil
    }

    /// The engine is going while fingers may be down: nothing will end their gestures now. A
    /// recognizer taking part holds its touches (a tap its landings too), a touch holds the view it
    /// landed on and its recognizers, the view holds its recognizers, and recognizers waiting for
    /// others hold them: cycles that nothing would break. So the recognizers taking part are reset,
    /// as at the end of any gesture (their subclasses' `reset()` included), and the touches let go
    /// of their nodes and recognizers; views, recognizers and touches are then freed with the
    /// engine. Nobody is told (the observers go first), and no pass can run from here.
    func letGoOfTouches() {
        windowIsGone = true
        observers.removeAll()
        for recognizer in engaged { reset(recognizer) }
        engaged.removeAll()
        assignments.removeAll()
        askers.removeAll()
        runningCount = 0
        arena.clear()
        for touch in touches.live {
            touch.entries.removeAll()
            touch.ownedNode = nil
        }
    }
}

