/// The numbers of the Linux input event interface (evdev) that this module reads, named after the
/// kernel's `linux/input-event-codes.h` and `linux/input.h`.
///
/// The values are the kernel's ABI: they never change, so they are written here rather than read
/// from a C header. Only the types and codes a touchscreen, touchpad, pen or mouse sends are named.
public enum Evdev {
    /// Event types (`EV_*`).
    public enum EventType {
        /// `EV_SYN`: frame markers.
        public static let syn: UInt16 = 0x00
        /// `EV_KEY`: buttons and tool states.
        public static let key: UInt16 = 0x01
        /// `EV_REL`: relative axes (mouse motion, wheels).
        public static let rel: UInt16 = 0x02
        /// `EV_ABS`: absolute axes (positions, pressure, slots).
        public static let abs: UInt16 = 0x03
        /// `EV_MSC`: miscellaneous (serial numbers, scan codes, timestamps).
        public static let msc: UInt16 = 0x04
    }

    /// Codes of `EV_SYN` events.
    public enum Syn {
        /// `SYN_REPORT`: the end of a frame.
        public static let report: UInt16 = 0
        /// `SYN_CONFIG`: unused.
        public static let config: UInt16 = 1
        /// `SYN_MT_REPORT`: the end of one contact in multitouch protocol A.
        public static let mtReport: UInt16 = 2
        /// `SYN_DROPPED`: the kernel's buffer overflowed and events were lost.
        public static let dropped: UInt16 = 3
    }

    /// Codes of `EV_KEY` events.
    public enum Key {
        /// `BTN_LEFT`: the primary mouse button.
        public static let left: UInt16 = 0x110
        /// `BTN_RIGHT`: the secondary mouse button.
        public static let right: UInt16 = 0x111
        /// `BTN_MIDDLE`: the middle mouse button.
        public static let middle: UInt16 = 0x112
        /// `BTN_TOOL_PEN`: a pen is in proximity.
        public static let toolPen: UInt16 = 0x140
        /// `BTN_TOOL_RUBBER`: a pen's eraser end is in proximity.
        public static let toolRubber: UInt16 = 0x141
        /// `BTN_TOOL_FINGER`: one finger on a touchpad.
        public static let toolFinger: UInt16 = 0x145
        /// `BTN_TOOL_QUINTTAP`: five fingers on a touchpad.
        public static let toolQuintTap: UInt16 = 0x148
        /// `BTN_TOUCH`: something touches the surface.
        public static let touch: UInt16 = 0x14a
        /// `BTN_STYLUS`: the pen's first barrel button.
        public static let stylus: UInt16 = 0x14b
        /// `BTN_TOOL_DOUBLETAP`: two fingers on a touchpad.
        public static let toolDoubleTap: UInt16 = 0x14d
        /// `BTN_TOOL_TRIPLETAP`: three fingers on a touchpad.
        public static let toolTripleTap: UInt16 = 0x14e
        /// `BTN_TOOL_QUADTAP`: four fingers on a touchpad.
        public static let toolQuadTap: UInt16 = 0x14f
    }

    /// Codes of `EV_REL` events.
    public enum Rel {
        /// `REL_X`: horizontal motion, in device counts, positive to the right.
        public static let x: UInt16 = 0x00
        /// `REL_Y`: vertical motion, in device counts, positive downward.
        public static let y: UInt16 = 0x01
        /// `REL_HWHEEL`: horizontal wheel detents, positive to the right.
        public static let horizontalWheel: UInt16 = 0x06
        /// `REL_WHEEL`: vertical wheel detents, positive away from the user (up).
        public static let wheel: UInt16 = 0x08
        /// `REL_WHEEL_HI_RES`: the vertical wheel in 120ths of a detent (a free-spinning or
        /// high-resolution wheel), sent besides `REL_WHEEL` by devices that have it.
        public static let wheelHighResolution: UInt16 = 0x0b
        /// `REL_HWHEEL_HI_RES`: the horizontal wheel in 120ths of a detent.
        public static let horizontalWheelHighResolution: UInt16 = 0x0c
        /// Units of the high-resolution wheels per detent: 120, the kernel's fixed scale
        /// (Documentation/input/event-codes.rst).
        public static let highResolutionUnitsPerDetent = 120.0
    }

    /// Codes of `EV_ABS` events.
    public enum Abs {
        /// `ABS_X`: the single-touch (or pen) horizontal position.
        public static let x: UInt16 = 0x00
        /// `ABS_Y`: the single-touch (or pen) vertical position.
        public static let y: UInt16 = 0x01
        /// `ABS_PRESSURE`: single-touch (or pen) pressure.
        public static let pressure: UInt16 = 0x18
        /// `ABS_DISTANCE`: a hovering pen's distance from the surface.
        public static let distance: UInt16 = 0x19
        /// `ABS_TILT_X`: a pen's tilt toward +x, in degrees scaled by the resolution.
        public static let tiltX: UInt16 = 0x1a
        /// `ABS_TILT_Y`: a pen's tilt toward +y.
        public static let tiltY: UInt16 = 0x1b
        /// `ABS_MT_SLOT`: selects the slot the next multitouch events describe (protocol B).
        public static let mtSlot: UInt16 = 0x2f
        /// `ABS_MT_TOUCH_MAJOR`: the contact's major axis, in position units.
        public static let mtTouchMajor: UInt16 = 0x30
        /// `ABS_MT_POSITION_X`: the contact's horizontal position.
        public static let mtPositionX: UInt16 = 0x35
        /// `ABS_MT_POSITION_Y`: the contact's vertical position.
        public static let mtPositionY: UInt16 = 0x36
        /// `ABS_MT_TOOL_TYPE`: finger, pen or palm (`MT_TOOL_*`).
        public static let mtToolType: UInt16 = 0x37
        /// `ABS_MT_TRACKING_ID`: the contact's id; -1 ends it (protocol B).
        public static let mtTrackingID: UInt16 = 0x39
        /// `ABS_MT_PRESSURE`: the contact's pressure.
        public static let mtPressure: UInt16 = 0x3a
    }

    /// Values of `ABS_MT_TOOL_TYPE`.
    public enum MTTool {
        /// `MT_TOOL_FINGER`.
        public static let finger: Int32 = 0
        /// `MT_TOOL_PEN`.
        public static let pen: Int32 = 1
        /// `MT_TOOL_PALM`.
        public static let palm: Int32 = 2
    }

    /// Device properties (`INPUT_PROP_*`).
    public enum Prop {
        /// `INPUT_PROP_POINTER`: the device moves a pointer (a touchpad), it is not a screen.
        public static let pointer: UInt16 = 0x00
        /// `INPUT_PROP_DIRECT`: touches land on a screen (a touchscreen, a pen display).
        public static let direct: UInt16 = 0x01
        /// `INPUT_PROP_BUTTONPAD`: a clickpad, the whole surface is a button.
        public static let buttonPad: UInt16 = 0x02
        /// `INPUT_PROP_SEMI_MT`: the device reports a bounding box, not the contacts.
        public static let semiMT: UInt16 = 0x03
    }

    /// The name of a type and code for messages, as the kernel spells it (`ABS_MT_SLOT`), or numbers
    /// for those this module does not name.
    public static func name(type: UInt16, code: UInt16) -> String {
        let names: [UInt16: [UInt16: String]] = [
            EventType.syn: [0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED"],
            EventType.key: [
                0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x140: "BTN_TOOL_PEN",
                0x141: "BTN_TOOL_RUBBER", 0x145: "BTN_TOOL_FINGER", 0x148: "BTN_TOOL_QUINTTAP",
                0x14a: "BTN_TOUCH", 0x14b: "BTN_STYLUS", 0x14d: "BTN_TOOL_DOUBLETAP",
                0x14e: "BTN_TOOL_TRIPLETAP", 0x14f: "BTN_TOOL_QUADTAP",
            ],
            EventType.rel: [0: "REL_X", 1: "REL_Y", 6: "REL_HWHEEL", 8: "REL_WHEEL", 0x0b: "REL_WHEEL_HI_RES",
                            0x0c: "REL_HWHEEL_HI_RES"],
            EventType.abs: [
                0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x03: "ABS_RX", 0x04: "ABS_RY", 0x05: "ABS_RZ", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X",
                0x1b: "ABS_TILT_Y", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x35: "ABS_MT_POSITION_X",
                0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE", 0x39: "ABS_MT_TRACKING_ID",
                0x3a: "ABS_MT_PRESSURE",
            ],
        ]
        if let name = names[type]?[code] { return name }
        return "type \(type) code \(code)"
    }
}
