// The names diagnostics print for the input's enumerations: their cases' names, written out,
// since Embedded Swift has no reflection to find them (the ordinary build printed the same names
// through reflection; both builds' logs must be the same, byte for byte).

nonisolated extension Touch.Phase: CustomStringConvertible {
    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

nonisolated extension Touch.TouchType: CustomStringConvertible {
    public var description: String {
        switch self {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pointer: "pointer"
        case .stylus: "stylus"
        }
    }
}

nonisolated extension ScrollInput.Phase: CustomStringConvertible {
    public var description: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

nonisolated extension PointerInput.Phase: CustomStringConvertible {
    public var description: String {
        switch self {
        case .entered: "entered"
        case .moved: "moved"
        case .exited: "exited"
        }
    }
}

nonisolated extension Event.EventType: CustomStringConvertible {
    public var description: String {
        switch self {
        case .touches: "touches"
        case .hover: "hover"
        case .timer: "timer"
        case .scroll: "scroll"
        case .transform: "transform"
        }
    }
}
