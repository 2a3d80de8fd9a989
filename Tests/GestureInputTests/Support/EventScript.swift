import GestureInput

/// Evemu event lines written by a test: frames of `(type, code, value)` at increasing times.
struct EventScript {
    private(set) var lines: [String] = []
    private(set) var time = 100.0

    /// Appends a frame `after` seconds after the last: its events, then a `SYN_REPORT`.
    mutating func frame(after: Double = 0.010, _ events: [(UInt16, UInt16, Int32)]) {
        time += after
        for (type, code, value) in events { line(type, code, value) }
        line(Evdev.EventType.syn, Evdev.Syn.report, 0)
    }

    /// Appends one event line at the current time.
    mutating func line(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        lines.append("E: " + Self.time(time) + " " + Self.hex(type) + " " + Self.hex(code) + " \(value)")
    }

    /// Appends a line as it is.
    mutating func raw(_ text: String) {
        lines.append(text)
    }

    /// Moves the clock without writing (for time going backwards).
    mutating func setTime(_ value: Double) {
        time = value
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func time(_ seconds: Double) -> String {
        let micros = Int((seconds * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

// Short names for the codes the scripts use.
let EV_ABS = Evdev.EventType.abs
let EV_KEY = Evdev.EventType.key
let EV_REL = Evdev.EventType.rel
let EV_SYN = Evdev.EventType.syn
let slot = Evdev.Abs.mtSlot
let trackingID = Evdev.Abs.mtTrackingID
let mtX = Evdev.Abs.mtPositionX
let mtY = Evdev.Abs.mtPositionY

/// An evemu description: a name, the property byte, the keys of bytes 40 and 41 of the key
/// bitmask (codes 0x140…0x14f; by default `BTN_TOUCH` alone), the given absolute-axis bitmask
/// bytes, and `A:` lines.
func deviceDescription(name: String, properties: String, keys: String = "00 04", absoluteAxes: String, axes: [String]) -> String {
    """
    N: \(name)
    I: 0018 0000 0000 0000
    P: \(properties) 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 \(keys) 00 00 00 00 00 00
    B: 03 \(absoluteAxes)

    """ + axes.map { "A: " + $0 + "\n" }.joined()
}

/// A protocol-B touchscreen with `slots` slots and 0…1000 on both axes.
func touchscreenDescription(slots: Int = 10, xRange: (Int, Int) = (0, 1000), yRange: (Int, Int) = (0, 1000)) -> String {
    deviceDescription(name: "Test Touchscreen", properties: "02", absoluteAxes: "03 00 00 00 00 80 60 02", axes: [
        "00 \(xRange.0) \(xRange.1) 0 0 0", "01 \(yRange.0) \(yRange.1) 0 0 0", "2f 0 \(slots - 1) 0 0 0",
        "35 \(xRange.0) \(xRange.1) 0 0 0", "36 \(yRange.0) \(yRange.1) 0 0 0", "39 0 65535 0 0 0",
    ])
}
