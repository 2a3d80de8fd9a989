/// One kernel input event (`struct input_event`): a type, a code and a value, stamped with the
/// time the kernel read it.
public struct EvdevEvent: Hashable, Sendable {
    /// When the kernel stamped the event, in seconds (on the clock the device or recording uses).
    public var time: Double
    /// The event type (``Evdev/EventType``).
    public var type: UInt16
    /// The code within the type (``Evdev/Abs``, ``Evdev/Key``…).
    public var code: UInt16
    /// The value: a position, a button state, a slot number, a tracking id…
    public var value: Int32

    /// Creates an event.
    public init(time: Double, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Whether this is the `SYN_REPORT` that ends a frame.
    @inlinable public var isReport: Bool { type == Evdev.EventType.syn && code == Evdev.Syn.report }
}

/// Where a piece of input came from, for messages: a file and line, or a device node.
public struct InputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or device the problem is in.
    public var source: String
    /// The 1-based line of a recording, or nil for a device or a whole file.
    public var line: Int?
    /// What is wrong, as a sentence.
    public var message: String

    /// Creates a problem.
    public init(source: String, line: Int? = nil, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    /// `SOURCE:LINE: message`, or `SOURCE: message` without a line.
    public var description: String {
        if let line { return "\(source):\(line): \(message)" }
        return "\(source): \(message)"
    }
}
