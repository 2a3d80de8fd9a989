extension GestureEngine {
    /// Step 4 of a pass: tell each node about its touches, as far as the recognizers allow.
    ///
    /// For each touch, the recognizers that receive it decide:
    /// - `delaysTouchesBegan`: `touchesBegan` waits while such a recognizer is still undecided. If
    ///   the recognizer then recognizes and cancels touches, the node never hears of the touch; if
    ///   it fails, the node gets `touchesBegan` and, when the touch has moved since, a catch-up
    ///   `touchesMoved` at its current location. (A recognizer that recognizes with
    ///   `cancelsTouchesInView` false releases the touch too: UIKit does not document that case.)
    /// - `delaysTouchesEnded`: `touchesEnded` waits while such a recognizer is still undecided; it
    ///   turns into `touchesCancelled` if the recognizer recognizes, and is delivered if it fails.
    /// - `cancelsTouchesInView`: when such a recognizer recognizes, the node gets
    ///   `touchesCancelled` for the touches it knew of, and nothing more of them.
    ///
    /// Each node gets one call per phase with all its touches of that phase, in the order began,
    /// moved, ended, cancelled; nodes are served in the order their touches came.
    func deliverToNodes() {
        deliveryNodes.clearKeepingCapacity()
        // A pass may deliver more than once (touch methods that change states, or the tree): each
        // delivery gathers its own nodes.
        deliveryStamp &+= 1
        // No user code runs in this walk: the table keeps its touches, lent without retains.
        var touchIndex = 0
        while touchIndex < touches.live.count {
            let touch = Unmanaged.passUnretained(touches.live[touchIndex])
            touchIndex += 1
            withLent(touch) { touch in
                guard !touch.delivery.isSettled, let node = touch.hitNode else { return }
                let phases = advanceDelivery(of: touch)
                if phases.isEmpty { return }
                let attachments = node.gestureAttachments
                if attachments.scratchStamp != deliveryStamp {
                    attachments.scratchStamp = deliveryStamp
                    attachments.scratch.clear()
                    deliveryNodes.append(node)
                }
                attachments.scratch.add(touch, phases: phases)
            }
        }
        guard !deliveryNodes.isEmpty else { return }
        let nodes = deliveryNodes
        for node in nodes {
            let attachments = node.gestureAttachments
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                let touches = attachments.scratch[phase]
                guard !touches.isEmpty else { continue }
                report(.delivered(touches, phase: phase, to: node))
                if phase == .moved {
                    node.receiveTouches(attachments.movedSet(for: touches), phase: phase, event: event)
                } else {
                    lendTouchSet({ set in for touch in touches { set.insert(touch) } }) {
                        node.receiveTouches($0, phase: phase, event: event)
                    }
                }
            }
            // A touch that moved and finished in one pass went into the cache after `settle`
            // emptied it; the cache must not outlive its touches (they hold this node).
            if !attachments.scratch.ended.isEmpty || !attachments.scratch.cancelled.isEmpty {
                attachments.retireMovedSet()
            }
            attachments.scratch.clear()
        }
        // Touches hold their node strongly: keeping the nodes past the pass would keep a removed
        // view alive, and the window itself (which owns this engine) forever.
        deliveryNodes.clearKeepingCapacity()
    }

    /// Moves one touch's delivery forward as far as its recognizers allow, and returns the phases
    /// to deliver now.
    private func advanceDelivery(of touch: Touch) -> PhaseSet {
        var delivery = touch.delivery
        var phases: PhaseSet = []
        defer {
            delivery.movedThisPass = false
            touch.delivery = delivery
        }
        if delivery.stage == .withheld {
            if delivery.cancelledByRecognizer || delivery.cancelPending {
                settle(&delivery, as: .dropped, node: touch.hitNode)
                return []
            }
            if isBlocked(touch, byDelaying: .began) { return [] }
            delivery.stage = .delivered
            phases.insert(.began)
            if touch.locationInWindow != touch.beganLocation { phases.insert(.moved) }
        } else if delivery.movedThisPass && !delivery.cancelledByRecognizer && !delivery.cancelPending {
            phases.insert(.moved)
        }
        guard delivery.stage == .delivered else { return phases }
        if delivery.cancelledByRecognizer || delivery.cancelPending {
            phases.remove(.moved)
            phases.insert(.cancelled)
            settle(&delivery, as: .finished, node: touch.hitNode)
        } else if delivery.endPending, !isBlocked(touch, byDelaying: .ended) {
            phases.insert(.ended)
            settle(&delivery, as: .finished, node: touch.hitNode)
        }
        return phases
    }

    private func settle(_ delivery: inout NodeDelivery, as stage: NodeDelivery.Stage, node: (any GestureNode)?) {
        delivery.stage = stage
        touches.unsettledCount -= 1
        followUps.insert(.pruneTouches)
        // The node's cached set of moved touches would hold the finished touch, and through it the
        // node itself: a cycle that would keep the node alive after it leaves its tree.
        node?.gestureAttachments.retireMovedSet()
    }

    /// Whether a recognizer receiving the touch, with the given delay flag set, is still deciding.
    private func isBlocked(_ touch: Touch, byDelaying phase: Touch.Phase) -> Bool {
        for entry in touch.entries where entry.isLive {
            let recognizer = entry.recognizer
            let delays = phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded
            if delays, recognizer.engagement.participation.isEngaged, recognizer.engagement.participation.phase.state == .possible,
               recognizer.isEnabled {
                return true
            }
        }
        return false
    }
}

extension GestureAttachments {
    /// The set of a node's moved touches, reused from the previous event when it is the same set.
    func movedSet(for touches: [Touch]) -> Set<Touch> {
        if let cached = movedSetCache, cached.count == touches.count, touches.allSatisfy({ cached.contains($0) }) {
            return cached
        }
        var set = spareMovedSet
        spareMovedSet = []
        set.removeAll(keepingCapacity: true)
        for touch in touches { set.insert(touch) }
        movedSetCache = set
        return set
    }

    /// The moved set no longer holds (its touches ended): its storage, emptied, waits for the next.
    func retireMovedSet() {
        guard var set = movedSetCache else { return }
        movedSetCache = nil
        set.removeAll(keepingCapacity: true)
        spareMovedSet = set
    }
}
