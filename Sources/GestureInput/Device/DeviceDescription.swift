/// What an input device says about itself: its name and ids, its properties, the events it can
/// send and the ranges of its absolute axes.
///
/// Read from a live device's ioctls (``EvdevDevice``) or from an evemu description
/// (``EvemuRecording``).
public struct DeviceDescription: Hashable, Sendable {
    /// The device's name (`EVIOCGNAME`, evemu `N:`).
    public var name: String
    /// Bus type, vendor, product and version (evemu `I:`).
    public var ids: [UInt16]
    /// The `INPUT_PROP_*` properties set (evemu `P:`).
    public var properties: Set<UInt16>
    /// The codes each event type can send (evemu `B:`), keyed by type.
    public var codes: [UInt16: Set<UInt16>]
    /// The ranges of the absolute axes (evemu `A:`), keyed by code.
    public var axes: [UInt16: AbsInfo]

    /// Creates a description.
    public init(name: String, ids: [UInt16] = [], properties: Set<UInt16> = [], codes: [UInt16: Set<UInt16>] = [:],
                axes: [UInt16: AbsInfo] = [:]) {
        self.name = name
        self.ids = ids
        self.properties = properties
        self.codes = codes
        self.axes = axes
    }

    /// Whether the device can send `code` of event type `type`. Absolute axes with a range count
    /// even when the bitmask left them out.
    public func has(_ type: UInt16, _ code: UInt16) -> Bool {
        if type == Evdev.EventType.abs, axes[code] != nil { return true }
        return codes[type]?.contains(code) ?? false
    }

    /// What kind of device this is, decided as udev's input_id and libinput do: by the axes and
    /// buttons it has, then its properties. With a position, a device that announces `BTN_STYLUS`
    /// or `BTN_TOOL_PEN` is a pen (udev calls either a tablet), whatever else it announces.
    public var kind: DeviceKind {
        let hasPosition = (axes[Evdev.Abs.x] != nil && axes[Evdev.Abs.y] != nil)
            || (axes[Evdev.Abs.mtPositionX] != nil && axes[Evdev.Abs.mtPositionY] != nil)
        if hasPosition {
            if has(Evdev.EventType.key, Evdev.Key.toolPen) || has(Evdev.EventType.key, Evdev.Key.stylus) { return .pen }
            if properties.contains(Evdev.Prop.direct) { return .touchscreen }
            if properties.contains(Evdev.Prop.pointer) || has(Evdev.EventType.key, Evdev.Key.toolFinger) {
                return .touchpad
            }
            if has(Evdev.EventType.key, Evdev.Key.touch) { return .touchscreen }
        }
        if has(Evdev.EventType.rel, Evdev.Rel.x) && has(Evdev.EventType.rel, Evdev.Rel.y) { return .mouse }
        if has(Evdev.EventType.rel, Evdev.Rel.wheel) { return .mouse }
        return .other
    }

    /// How the device reports contacts: slots (protocol B), anonymous contacts (protocol A), or a
    /// single position.
    public var protocolKind: ContactProtocol {
        if axes[Evdev.Abs.mtSlot] != nil { return .slots }
        if axes[Evdev.Abs.mtPositionX] != nil && axes[Evdev.Abs.mtPositionY] != nil { return .anonymous }
        return .single
    }
}

/// The kinds of input device the backend tells apart.
public enum DeviceKind: Hashable, Sendable, CustomStringConvertible {
    /// Touches land on the screen (`INPUT_PROP_DIRECT`, or `BTN_TOUCH` with positions): fingers
    /// become touches.
    case touchscreen
    /// A pen display or tablet (`BTN_TOOL_PEN` or `BTN_STYLUS`): the pen's tip becomes a stylus
    /// touch.
    case pen
    /// An indirect surface (`INPUT_PROP_POINTER`, `BTN_TOOL_FINGER`): fingers move a pointer, scroll
    /// and click.
    case touchpad
    /// Relative motion and wheels.
    case mouse
    /// Anything else (keyboards, buttons, sensors): not read.
    case other

    /// The kind in words, for messages.
    public var description: String {
        switch self {
        case .touchscreen: "touchscreen"
        case .pen: "pen"
        case .touchpad: "touchpad"
        case .mouse: "mouse"
        case .other: "not a pointing device"
        }
    }
}

/// How a multitouch device reports its contacts.
public enum ContactProtocol: Hashable, Sendable {
    /// Multitouch protocol B: `ABS_MT_SLOT` selects a slot, `ABS_MT_TRACKING_ID` starts and ends
    /// the contact in it, and only changes are sent.
    case slots
    /// Multitouch protocol A: every frame lists every contact, each closed by `SYN_MT_REPORT`,
    /// with no ids.
    case anonymous
    /// One contact: `BTN_TOUCH` with `ABS_X` and `ABS_Y`.
    case single
}
