import Gestures

/// One line of a trace file after the header, decoded.
struct TraceLine {
    /// What the line holds.
    enum Kind {
        /// A touch sample.
        case touch(TouchInput)
        /// A pointer (hover) sample.
        case pointer(PointerInput)
        /// A wheel or trackpad scroll step (since 1.2).
        case scroll(ScrollInput)
        /// A trackpad pinch or rotation step (since 1.2).
        case transform(TransformInput)
        /// Time passing with no input.
        case idle
    }

    var kind: Kind
    /// The line's `e`, when it has one (never for an idle mark).
    var event: Int?
    var time: Double
    /// The event's pressed buttons and held modifier keys, when the line carries them (since 1.2).
    var buttons: ButtonMask?
    var modifiers: KeyModifierFlags?

    var isIdle: Bool {
        if case .idle = kind { return true }
        return false
    }
}

/// The names of the trace format's fields and values, shared by the writer and the reader.
enum TraceVocabulary {
    static func name(of phase: Touch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    static func phase(named name: String) -> Touch.Phase? {
        switch name {
        case "began": .began
        case "moved": .moved
        case "stationary": .stationary
        case "ended": .ended
        case "cancelled": .cancelled
        default: nil
        }
    }

    static func name(of type: Touch.TouchType) -> String {
        switch type {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pointer: "pointer"
        case .stylus: "stylus"
        }
    }

    static func type(named name: String) -> Touch.TouchType? {
        switch name {
        case "direct": .direct
        case "indirect": .indirect
        case "pointer": .pointer
        case "stylus": .stylus
        default: nil
        }
    }

    static func name(of phase: PointerInput.Phase) -> String {
        switch phase {
        case .entered: "entered"
        case .moved: "moved"
        case .exited: "exited"
        }
    }

    static func name(of phase: ScrollInput.Phase) -> String {
        switch phase {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    static func sequencePhase(named name: String) -> ScrollInput.Phase? {
        switch name {
        case "began": .began
        case "changed": .changed
        case "ended": .ended
        case "cancelled": .cancelled
        default: nil
        }
    }

    static func name(of type: ScrollTypeMask) -> String {
        type == .continuous ? "continuous" : "discrete"
    }

    static func scrollType(named name: String) -> ScrollTypeMask? {
        switch name {
        case "discrete": .discrete
        case "continuous": .continuous
        default: nil
        }
    }

    static func pointerPhase(named name: String) -> PointerInput.Phase? {
        switch name {
        case "entered": .entered
        case "moved": .moved
        case "exited": .exited
        default: nil
        }
    }
}

/// Turns the members of one line into a ``TraceLine`` or a ``TraceHeader``, with a clear message
/// for every field that is missing, repeated or of the wrong kind.
enum TraceLineDecoder {
    typealias Failure = FlatJSON.Failure

    /// The sample fields, one bit each, to catch repeated fields.
    private enum Field: Int {
        case e, t, id, phase, x, y, type, force, radius, taps, pointer, maxForce, altitude, azimuth
        case scroll, scrollType, dx, dy, transform, scale, rotation, buttons, modifiers
        var bit: Int { 1 << rawValue }
    }

    /// Decodes a line after the header.
    static func decodeLine(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> TraceLine {
        var seen = 0
        var event: Int?
        var time: Double?
        var id: Int?
        var phase: Touch.Phase?
        var x: Double?, y: Double?
        var type: Touch.TouchType?
        var force: Double?, radius: Double?
        var taps: Int?
        var pointer: PointerInput.Phase?
        var maxForce: Double?, altitude: Double?, azimuth: Double?
        var scroll: ScrollInput.Phase?, scrollType: ScrollTypeMask?, dx: Double?, dy: Double?
        var transform: TransformInput.Phase?, scale: Double?, rotation: Double?
        var buttons: ButtonMask?, modifiers: KeyModifierFlags?

        try FlatJSON.parseObject(bytes) { (key, value) throws(Failure) in
            let field: Field
            switch key {
            case "e": field = .e
            case "t": field = .t
            case "id": field = .id
            case "phase": field = .phase
            case "x": field = .x
            case "y": field = .y
            case "type": field = .type
            case "force": field = .force
            case "radius": field = .radius
            case "taps": field = .taps
            case "pointer": field = .pointer
            case "maxForce": field = .maxForce
            case "altitude": field = .altitude
            case "azimuth": field = .azimuth
            case "scroll": field = .scroll
            case "scrollType": field = .scrollType
            case "dx": field = .dx
            case "dy": field = .dy
            case "transform": field = .transform
            case "scale": field = .scale
            case "rotation": field = .rotation
            case "buttons": field = .buttons
            case "modifiers": field = .modifiers
            case "format":
                throw Failure(message: "a header in the middle of the trace (were two traces joined?)")
            default:
                return  // unknown fields are ignored
            }
            guard seen & field.bit == 0 else { throw Failure(message: "field \"\(key)\" appears twice") }
            seen |= field.bit
            if case .null = value, field != .t, field != .x, field != .y, field != .id, field != .phase,
               field != .pointer, field != .scroll, field != .transform, field != .scrollType {
                return  // null means absent for optional fields
            }
            switch field {
            case .e:
                let number = try integer(key, value)
                guard number >= 0 else { throw Failure(message: "\"e\" must not be negative, found \(number)") }
                event = number
            case .t: time = try self.number(key, value)
            case .id: id = try integer(key, value)
            case .phase:
                phase = try named(key, value, "began, moved, stationary, ended or cancelled", TraceVocabulary.phase(named:))
            case .x: x = try number(key, value)
            case .y: y = try number(key, value)
            case .type:
                type = try named(key, value, "direct, indirect, pointer or stylus", TraceVocabulary.type(named:))
            case .force: force = try number(key, value)
            case .radius: radius = try number(key, value)
            case .taps: taps = try integer(key, value)
            case .maxForce: maxForce = try number(key, value)
            case .altitude: altitude = try number(key, value)
            case .azimuth: azimuth = try number(key, value)
            case .pointer:
                pointer = try named(key, value, "entered, moved or exited", TraceVocabulary.pointerPhase(named:))
            case .scroll, .transform:
                let phase = try named(key, value, "began, changed, ended or cancelled", TraceVocabulary.sequencePhase(named:))
                if field == .scroll { scroll = phase } else { transform = phase }
            case .scrollType:
                scrollType = try named(key, value, "discrete or continuous", TraceVocabulary.scrollType(named:))
            case .dx: dx = try number(key, value)
            case .dy: dy = try number(key, value)
            case .scale: scale = try number(key, value)
            case .rotation: rotation = try number(key, value)
            case .buttons, .modifiers:
                let bits = try integer(key, value)
                guard bits >= 0 else { throw Failure(message: "\"\(key)\" must not be negative, found \(bits)") }
                if field == .buttons { buttons = ButtonMask(rawValue: bits) } else { modifiers = KeyModifierFlags(rawValue: bits) }
            }
        }

        guard let time else { throw Failure(message: "missing field \"t\" (the time, in seconds)") }
        let kinds = [Field.id, .pointer, .scroll, .transform].filter { seen & $0.bit != 0 }
        if kinds.count > 1 {
            let names = kinds.map { "\"\($0)\"" }.joined(separator: " and ")
            throw Failure(message: "a line is one of a touch sample (\"id\"), a pointer sample (\"pointer\"), a scroll "
                + "(\"scroll\") or a transform (\"transform\"); this one has \(names)")
        }
        var line = TraceLine(kind: .idle, event: event, time: time, buttons: buttons, modifiers: modifiers)
        func location() throws(Failure) -> Point {
            guard let x else { throw Failure(message: "missing field \"x\"") }
            guard let y else { throw Failure(message: "missing field \"y\"") }
            return Point(x: x, y: y)
        }
        if let pointer {
            line.kind = .pointer(PointerInput(phase: pointer, location: try location()))
            return line
        }
        if let scroll {
            guard let scrollType else { throw Failure(message: "missing field \"scrollType\" (discrete or continuous)") }
            line.kind = .scroll(ScrollInput(phase: scroll, location: try location(), delta: Vector(dx: dx ?? 0, dy: dy ?? 0),
                                            type: scrollType))
            return line
        }
        if let transform {
            line.kind = .transform(TransformInput(phase: transform, location: try location(), scale: scale ?? 1,
                                                  rotation: rotation ?? 0))
            return line
        }
        let touchFields = Field.phase.bit | Field.x.bit | Field.y.bit | Field.type.bit | Field.force.bit
            | Field.radius.bit | Field.taps.bit | Field.maxForce.bit | Field.altitude.bit | Field.azimuth.bit
        guard let id else {
            if seen & touchFields != 0 { throw Failure(message: "missing field \"id\" of a touch sample") }
            let sequenceFields = Field.scrollType.bit | Field.dx.bit | Field.dy.bit | Field.scale.bit | Field.rotation.bit
            if seen & sequenceFields != 0 {
                throw Failure(message: "a scroll's or transform's field without \"scroll\" or \"transform\"")
            }
            if seen & (Field.buttons.bit | Field.modifiers.bit) != 0 {
                throw Failure(message: "\"buttons\" and \"modifiers\" belong to an event's samples, not to an idle mark")
            }
            line.event = nil
            return line
        }
        guard let phase else { throw Failure(message: "missing field \"phase\"") }
        let sample = TouchInput(
            id: id, phase: phase, location: try location(), type: type ?? .direct,
            force: force, majorRadius: radius, tapCount: taps, maximumPossibleForce: maxForce, altitudeAngle: altitude,
            azimuthAngle: azimuth)
        line.kind = .touch(sample)
        return line
    }

    /// Decodes the header line.
    static func decodeHeader(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> TraceHeader {
        var format: String?
        var versionValue: FlatJSON.Value?
        var width: Double?, height: Double?
        var device: String?
        do {
            try FlatJSON.parseObject(bytes) { (key, value) throws(Failure) in
                switch key {
                case "format": format = try string(key, value)
                case "version": versionValue = value
                case "width": width = try number(key, value)
                case "height": height = try number(key, value)
                case "device":
                    if case .null = value { return }
                    device = try string(key, value)
                default: return
                }
            }
        } catch {
            throw Failure(message: "not a trace header: \(error.message)")
        }
        guard let format else {
            throw Failure(message: "not a trace header: missing field \"format\" (\"\(TraceHeader.formatName)\")")
        }
        guard format == TraceHeader.formatName else {
            throw Failure(message: "not a trace header: \"format\" is \"\(format)\", expected \"\(TraceHeader.formatName)\"")
        }
        guard let versionValue else { throw Failure(message: "missing field \"version\" in the header") }
        let version = try decodeVersion(versionValue)
        let current = TraceHeader.currentVersion
        if version.major > current.major {
            throw Failure(message: "trace format version \(version) is newer than this reader, which reads version "
                + "\(current.major).x; a newer swift-gestures can read it")
        }
        if version.major < current.major {
            throw Failure(message: "trace format version \(version) is not supported; this reader reads version "
                + "\(current.major).x")
        }
        guard let width, width.isFinite, width > 0 else {
            throw Failure(message: "the header's \"width\" must be a positive number of points"
                + (width.map { ", found \($0)" } ?? ", and it is missing"))
        }
        guard let height, height.isFinite, height > 0 else {
            throw Failure(message: "the header's \"height\" must be a positive number of points"
                + (height.map { ", found \($0)" } ?? ", and it is missing"))
        }
        var header = TraceHeader(screenSize: Size(width: width, height: height), device: device ?? "unknown")
        header.version = version
        return header
    }

    private static func decodeVersion(_ value: FlatJSON.Value) throws(Failure) -> TraceHeader.Version {
        switch value {
        case let .string(text):
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count <= 2, let major = Int(parts[0]), major >= 0 {
                if parts.count == 1 { return TraceHeader.Version(major: major, minor: 0) }
                if let minor = Int(parts[1]), minor >= 0 { return TraceHeader.Version(major: major, minor: minor) }
            }
            throw Failure(message: "\"version\" must be \"MAJOR.MINOR\", such as \"1.0\"; found \"\(text)\"")
        case let .number(_, integer?) where integer >= 0:
            return TraceHeader.Version(major: integer, minor: 0)
        default:
            throw Failure(message: "\"version\" must be a string \"MAJOR.MINOR\", such as \"1.0\"; found \(value.kind)")
        }
    }

    // MARK: Values

    /// A number; also the strings `nan`, `inf` and `-inf`, which stand for the values JSON cannot
    /// write.
    private static func number(_ key: String, _ value: FlatJSON.Value) throws(Failure) -> Double {
        switch value {
        case let .number(number, _):
            return number
        case let .string(text):
            switch text {
            case "nan": return .nan
            case "inf": return .infinity
            case "-inf": return -.infinity
            default: throw Failure(message: "\"\(key)\" must be a number, found the string \"\(text)\"")
            }
        default:
            throw Failure(message: "\"\(key)\" must be a number, found \(value.kind)")
        }
    }

    private static func integer(_ key: String, _ value: FlatJSON.Value) throws(Failure) -> Int {
        switch value {
        case let .number(_, integer?):
            return integer
        case let .number(number, nil):
            throw Failure(message: "\"\(key)\" must be an integer (digits only, within ±\(Int.max)), found \(number)")
        default:
            throw Failure(message: "\"\(key)\" must be an integer, found \(value.kind)")
        }
    }

    /// A string naming one of a vocabulary's values.
    private static func named<Named>(_ key: String, _ value: FlatJSON.Value, _ choices: String,
                                     _ lookup: (String) -> Named?) throws(Failure) -> Named {
        let name = try string(key, value)
        guard let found = lookup(name) else { throw Failure(message: "\"\(key)\" must be \(choices); found \"\(name)\"") }
        return found
    }

    private static func string(_ key: String, _ value: FlatJSON.Value) throws(Failure) -> String {
        guard case let .string(text) = value else {
            throw Failure(message: "\"\(key)\" must be a string, found \(value.kind)")
        }
        return text
    }
}
