import Gestures

/// Follows a device's contacts from its events, frame by frame, in any of the three ways devices
/// report them (``ContactProtocol``), and gives every contact an id of its own.
///
/// Lifetime of a contact: it begins in the frame where its slot gets a tracking id (protocol B),
/// where an unmatched contact appears (protocol A) or where `BTN_TOUCH` goes to 1 (single touch);
/// it moves in frames that change its position; it ends in the frame that releases it, or is
/// cancelled by ``cancelAll(into:)`` (device gone, events dropped). A contact that begins and ends
/// in the same frame never reaches the window.
///
/// `SYN_DROPPED` (the kernel lost events): everything up to the next `SYN_REPORT` is discarded and
/// the contacts then down are cancelled. With slots and single touch, the fingers that made them
/// are ignored until they lift (a new tracking id in their slot starts afresh); with protocol A,
/// which lists every contact in every frame, fingers still down begin again as new contacts.
/// Nothing stays down.
struct ContactTracker {
    /// One protocol-B slot.
    private struct Slot {
        var trackingID: Int32 = -1
        /// Our id of the contact in the slot, 0 for none.
        var contact = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32?
        var major: Int32?
        var tool: Int32 = Evdev.MTTool.finger
        /// The contact released in this frame and its last state, to end at the report.
        var ending: ContactSample?
        var beginning = false
        var moved = false
        /// The finger was down when events were dropped: ignored until it lifts.
        var ignored = false
        /// The contact is a palm (`MT_TOOL_PALM`): never a touch, until it lifts.
        var palm = false
    }

    /// A protocol-A contact being read, or one of the last frame.
    private struct Anonymous {
        var id = 0
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var major: Int32?
        var tool: Int32 = Evdev.MTTool.finger
    }

    let mode: ContactProtocol
    private var slots: [Slot]
    private let announcedSlots: Int
    /// The selected slot, or -1 when the device selected one out of range.
    private var current = 0
    private var nextID = 1
    private var dropping = false

    private var partial = Anonymous()
    private var reported: [Anonymous] = []
    private var previous: [Anonymous] = []
    private var overfullReported = false
    private var matchedOld: [Bool] = []
    private var matchedNew: [Bool] = []
    private var pairs: [(distance: Double, old: Int, new: Int)] = []

    // Single touch and pens.
    private var single = Anonymous()
    private var singleContact = 0
    private var touching = false
    private var singleChanged = false
    private var singleIgnored = false
    private var tiltX: Int32?
    private var tiltY: Int32?
    /// A pen is in proximity (`BTN_TOOL_PEN` or `BTN_TOOL_RUBBER`).
    private(set) var penInProximity = false
    private var isPen: Bool
    /// Whether `ABS_X` or `ABS_Y` has moved since the stream began.
    private var positionMoved = false
    /// Absolute axes that moved but are no position, pressure or tilt (an old controller's
    /// `ABS_Z`, `ABS_RX`), until a contact begins without the position having moved: then they
    /// are named in a note, once.
    private var otherAxesMoved: [UInt16] = []
    private var otherAxesNamed = false

    /// Problems found since the caller last took them.
    var notes: [String] = []

    init(description: DeviceDescription) {
        mode = description.protocolKind
        let slotAxis = description.axes[Evdev.Abs.mtSlot]
        let announced = slotAxis.map { Int($0.maximum) + 1 } ?? 1
        isPen = description.kind == .pen
        var count = max(1, min(announced, GestureInputConstants.maximumSlots))
        if mode != .slots { count = 0 }
        announcedSlots = count
        slots = Array(repeating: Slot(), count: count)
        if mode == .slots && announced > GestureInputConstants.maximumSlots {
            notes.append("the device announces \(announced) slots; only the first \(GestureInputConstants.maximumSlots) are read")
        }
        if let value = slotAxis?.value, value >= 0, Int(value) < count { current = Int(value) }
        if isPen, let axis = description.axes[Evdev.Abs.pressure] { single.pressure = axis.minimum }
        if mode == .single {
            // As libinput does: until the position moves, it is where the axes stand (their value
            // when the device was opened; 0 in an evemu description).
            single.x = description.axes[Evdev.Abs.x]?.value
            single.y = description.axes[Evdev.Abs.y]?.value
        }
    }

    /// The position of a hovering pen, when one is in proximity and not touching.
    var hoverPosition: (x: Int32, y: Int32)? {
        guard penInProximity, !touching, let x = single.x, let y = single.y else { return nil }
        return (x, y)
    }

    /// Applies one event that is not a `SYN_REPORT`.
    mutating func apply(_ event: EvdevEvent) {
        if event.type == Evdev.EventType.syn && event.code == Evdev.Syn.dropped {
            dropping = true
            return
        }
        if dropping { return }
        switch mode {
        case .slots: applySlotted(event)
        case .anonymous: applyAnonymous(event)
        case .single: applySingle(event)
        }
    }

    /// Ends the frame at a `SYN_REPORT`: appends what changed to `samples`, ended contacts first.
    mutating func report(into samples: inout [ContactSample]) {
        if dropping {
            dropping = false
            resynchronise(into: &samples)
            return
        }
        switch mode {
        case .slots: reportSlotted(into: &samples)
        case .anonymous: reportAnonymous(into: &samples)
        case .single: reportSingle(into: &samples)
        }
    }

    /// Cancels every contact down (the device is gone, or its events were lost) and forgets the
    /// frame being read.
    mutating func cancelAll(into samples: inout [ContactSample]) {
        for index in slots.indices {
            if let ending = slots[index].ending { samples.append(with(ending, phase: .ended)) }
            if slots[index].contact != 0 && !slots[index].beginning && !slots[index].palm {
                samples.append(sample(of: slots[index], phase: .cancelled))
            }
            let trackingID = slots[index].trackingID
            slots[index] = Slot()
            slots[index].trackingID = trackingID
            slots[index].ignored = trackingID >= 0
        }
        for contact in previous {
            samples.append(anonymousSample(contact, phase: .cancelled))
        }
        previous = []
        reported = []
        partial = Anonymous()
        if singleContact != 0 {
            samples.append(singleSample(phase: .cancelled))
            singleContact = 0
            singleIgnored = touching
        }
        singleChanged = false
    }

    /// How many contacts are down.
    var contactCount: Int {
        switch mode {
        case .slots: slots.reduce(0) { $0 + ($1.contact != 0 ? 1 : 0) }
        case .anonymous: previous.count
        case .single: singleContact != 0 ? 1 : 0
        }
    }

    // MARK: Protocol B

    private mutating func applySlotted(_ event: EvdevEvent) {
        guard event.type == Evdev.EventType.abs else { return }
        let value = event.value
        if event.code == Evdev.Abs.mtSlot {
            if value >= 0 && Int(value) < slots.count {
                current = Int(value)
            } else if value >= 0 && Int(value) < GestureInputConstants.maximumSlots {
                notes.append("slot \(value) is beyond the \(announcedSlots) slots the device announced; tracked anyway")
                slots.append(contentsOf: repeatElement(Slot(), count: Int(value) + 1 - slots.count))
                current = Int(value)
            } else {
                notes.append("slot \(value) is outside 0…\(GestureInputConstants.maximumSlots - 1); its events are ignored")
                current = -1
            }
            return
        }
        guard current >= 0 else { return }
        switch event.code {
        case Evdev.Abs.mtTrackingID:
            if value < 0 {
                release(slot: current)
                slots[current].ignored = false
                slots[current].trackingID = -1
            } else if slots[current].contact != 0 && slots[current].trackingID == value {
                return // the same contact, announced again
            } else {
                if slots[current].contact != 0 {
                    notes.append("tracking id \(value) replaces \(slots[current].trackingID) in slot \(current) without a release; the old contact ends")
                    release(slot: current)
                }
                slots[current].ignored = false
                slots[current].trackingID = value
                slots[current].contact = nextID
                nextID += 1
                slots[current].beginning = true
            }
        case Evdev.Abs.mtPositionX:
            slots[current].x = value
            slots[current].moved = true
        case Evdev.Abs.mtPositionY:
            slots[current].y = value
            slots[current].moved = true
        case Evdev.Abs.mtPressure:
            slots[current].pressure = value
            slots[current].moved = true
        case Evdev.Abs.mtTouchMajor:
            slots[current].major = value
            slots[current].moved = true
        case Evdev.Abs.mtToolType:
            slots[current].tool = value
        default:
            return
        }
    }

    /// Ends the slot's contact at the next report (or drops it, when it began in this frame).
    private mutating func release(slot index: Int) {
        guard slots[index].contact != 0 else { return }
        if slots[index].palm {
            slots[index].palm = false
            slots[index].beginning = false
        } else if slots[index].beginning {
            slots[index].beginning = false
        } else {
            slots[index].ending = sample(of: slots[index], phase: .ended)
        }
        slots[index].contact = 0
    }

    private mutating func reportSlotted(into samples: inout [ContactSample]) {
        for index in slots.indices {
            if let ending = slots[index].ending {
                samples.append(ending)
                slots[index].ending = nil
            }
        }
        for index in slots.indices where slots[index].contact != 0 {
            if !slots[index].palm && slots[index].tool == Evdev.MTTool.palm {
                // A palm is no touch: one that lands is never reported, one that turns out to be a
                // palm is cancelled; it stays a palm until it lifts, as libinput keeps it.
                if !slots[index].beginning { samples.append(sample(of: slots[index], phase: .cancelled)) }
                slots[index].palm = true
            }
            if slots[index].palm {
                // Nothing to report.
            } else if slots[index].beginning {
                samples.append(sample(of: slots[index], phase: .began))
            } else if slots[index].moved {
                samples.append(sample(of: slots[index], phase: .moved))
            }
            slots[index].beginning = false
            slots[index].moved = false
        }
        for index in slots.indices { slots[index].moved = false }
    }

    private func sample(of slot: Slot, phase: Touch.Phase) -> ContactSample {
        ContactSample(id: slot.contact, phase: phase, x: slot.x, y: slot.y, pressure: slot.pressure,
                      major: slot.major, tool: slot.tool)
    }

    private func with(_ sample: ContactSample, phase: Touch.Phase) -> ContactSample {
        var copy = sample
        copy.phase = phase
        return copy
    }

    // MARK: Protocol A

    private mutating func applyAnonymous(_ event: EvdevEvent) {
        if event.type == Evdev.EventType.syn && event.code == Evdev.Syn.mtReport {
            closeAnonymousContact()
            return
        }
        guard event.type == Evdev.EventType.abs else { return }
        switch event.code {
        case Evdev.Abs.mtPositionX: partial.x = event.value
        case Evdev.Abs.mtPositionY: partial.y = event.value
        case Evdev.Abs.mtPressure: partial.pressure = event.value
        case Evdev.Abs.mtTouchMajor: partial.major = event.value
        case Evdev.Abs.mtToolType: partial.tool = event.value
        default: return
        }
    }

    private mutating func closeAnonymousContact() {
        defer { partial = Anonymous() }
        // A palm is no touch (a finger that turns into one ends as it leaves the list).
        guard partial.x != nil && partial.y != nil && partial.tool != Evdev.MTTool.palm else { return }
        guard reported.count < GestureInputConstants.maximumSlots else {
            if !overfullReported {
                notes.append("more than \(GestureInputConstants.maximumSlots) contacts in one frame; the rest are ignored")
                overfullReported = true
            }
            return
        }
        reported.append(partial)
    }

    /// Matches this frame's contacts to the last frame's, nearest pairs first, so that each finger
    /// keeps its id: what mtdev does for protocol-A devices. Works in buffers kept from frame to
    /// frame, so a frame allocates nothing.
    private mutating func reportAnonymous(into samples: inout [ContactSample]) {
        closeAnonymousContact()
        matchedOld.removeAll(keepingCapacity: true)
        matchedOld.append(contentsOf: repeatElement(false, count: previous.count))
        matchedNew.removeAll(keepingCapacity: true)
        matchedNew.append(contentsOf: repeatElement(false, count: reported.count))
        if !previous.isEmpty && !reported.isEmpty {
            pairs.removeAll(keepingCapacity: true)
            for (i, old) in previous.enumerated() {
                for (j, new) in reported.enumerated() {
                    let dx = Double(old.x!) - Double(new.x!)
                    let dy = Double(old.y!) - Double(new.y!)
                    pairs.append((dx * dx + dy * dy, i, j))
                }
            }
            pairs.sort { $0.distance < $1.distance }
            for pair in pairs where !matchedOld[pair.old] && !matchedNew[pair.new] {
                matchedOld[pair.old] = true
                matchedNew[pair.new] = true
                reported[pair.new].id = previous[pair.old].id
            }
        }
        for i in previous.indices where !matchedOld[i] {
            samples.append(anonymousSample(previous[i], phase: .ended))
        }
        for j in reported.indices {
            if matchedNew[j] {
                let old = previous.first { $0.id == reported[j].id }!
                if old.x != reported[j].x || old.y != reported[j].y || old.pressure != reported[j].pressure {
                    samples.append(anonymousSample(reported[j], phase: .moved))
                }
            } else {
                reported[j].id = nextID
                nextID += 1
                samples.append(anonymousSample(reported[j], phase: .began))
            }
        }
        swap(&previous, &reported)
        reported.removeAll(keepingCapacity: true)
    }

    private func anonymousSample(_ contact: Anonymous, phase: Touch.Phase) -> ContactSample {
        ContactSample(id: contact.id, phase: phase, x: contact.x ?? 0, y: contact.y ?? 0,
                      pressure: contact.pressure, major: contact.major, tool: contact.tool)
    }

    // MARK: Single touch and pens

    private mutating func applySingle(_ event: EvdevEvent) {
        switch (event.type, event.code) {
        case (Evdev.EventType.abs, Evdev.Abs.x): single.x = event.value; singleChanged = true; positionMoved = true
        case (Evdev.EventType.abs, Evdev.Abs.y): single.y = event.value; singleChanged = true; positionMoved = true
        case (Evdev.EventType.abs, Evdev.Abs.pressure): single.pressure = event.value; singleChanged = true
        case (Evdev.EventType.abs, Evdev.Abs.tiltX): tiltX = event.value; singleChanged = true
        case (Evdev.EventType.abs, Evdev.Abs.tiltY): tiltY = event.value; singleChanged = true
        case (Evdev.EventType.key, Evdev.Key.touch):
            touching = event.value != 0
            if !touching { singleIgnored = false }
        case (Evdev.EventType.key, Evdev.Key.toolPen), (Evdev.EventType.key, Evdev.Key.toolRubber):
            penInProximity = event.value != 0
            isPen = true
        case (Evdev.EventType.abs, _):
            if !otherAxesNamed, !otherAxesMoved.contains(event.code) { otherAxesMoved.append(event.code) }
        default: return
        }
    }

    private mutating func reportSingle(into samples: inout [ContactSample]) {
        defer { singleChanged = false }
        if touching && !singleIgnored && single.x != nil && single.y != nil {
            if singleContact == 0 {
                singleContact = nextID
                nextID += 1
                samples.append(singleSample(phase: .began))
                if !positionMoved, !otherAxesMoved.isEmpty, !otherAxesNamed {
                    otherAxesNamed = true
                    let names = otherAxesMoved.map { Evdev.name(type: Evdev.EventType.abs, code: $0) }.joined(separator: ", ")
                    notes.append("touches come with movement on \(names) only, which the device does not name as its position; "
                                 + "they are recorded where ABS_X and ABS_Y stand (\(single.x ?? 0), \(single.y ?? 0))")
                }
            } else if singleChanged {
                samples.append(singleSample(phase: .moved))
            }
        } else if !touching && singleContact != 0 {
            samples.append(singleSample(phase: .ended))
            singleContact = 0
        }
    }

    private func singleSample(phase: Touch.Phase) -> ContactSample {
        ContactSample(id: singleContact, phase: phase, x: single.x ?? 0, y: single.y ?? 0, pressure: single.pressure,
                      major: nil, tool: isPen ? Evdev.MTTool.pen : Evdev.MTTool.finger, tiltX: tiltX, tiltY: tiltY)
    }

    // MARK: Resynchronising

    private mutating func resynchronise(into samples: inout [ContactSample]) {
        let down = contactCount
        cancelAll(into: &samples)
        notes.append("SYN_DROPPED: the kernel dropped events; \(down) contact\(down == 1 ? "" : "s") down cancelled")
    }
}
