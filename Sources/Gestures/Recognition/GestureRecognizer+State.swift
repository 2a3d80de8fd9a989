extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    ///
    /// The legal lifetimes, which the engine guards:
    /// - discrete (a tap, a swipe): `possible → ended` (``recognized``) or `possible → failed`;
    /// - continuous (a pan, a pinch): `possible → began → changed* → ended | cancelled`, or
    ///   `possible → failed`.
    ///
    /// After `ended`, `cancelled` or `failed` the engine resets the recognizer to `possible` before
    /// its next gesture. A subclass that assigns a state that is not a legal next state gets UIKit's
    /// correction (see ``GestureRecognizer/state``).
    nonisolated public enum State: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Not recognized yet; the start of every gesture.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A gesture finished: a continuous one ended or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended

        /// Whether the gesture is over (`ended`, `cancelled` or `failed`).
        @inlinable public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether a continuous gesture is under way (`began` or `changed`).
        @inlinable public var isRunning: Bool { self == .began || self == .changed }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// What assigning `requested` to a recognizer in this state does, as UIKit does it.
        ///
        /// | from \ assigned | possible | began   | changed | ended | cancelled | failed    |
        /// |-----------------|----------|---------|---------|-------|-----------|-----------|
        /// | possible        | –        | began   | began   | ended | failed    | failed    |
        /// | began           | ignored  | changed | changed | ended | cancelled | cancelled |
        /// | changed         | changed  | changed | changed | ended | cancelled | cancelled |
        /// | terminal        | ignored  | ignored | ignored | …     | …         | …         |
        ///
        /// Returns nil when the assignment is ignored; `–` means no change and no complaint.
        static func corrected(from current: State, assigning requested: State) -> State? {
            switch current {
            case .possible:
                switch requested {
                case .possible: return .possible
                case .began, .changed: return .began
                case .ended: return .ended
                case .cancelled, .failed: return .failed
                }
            case .began:
                switch requested {
                case .possible: return nil
                case .began, .changed: return .changed
                case .ended: return .ended
                case .cancelled, .failed: return .cancelled
                }
            case .changed:
                switch requested {
                case .possible, .began, .changed: return .changed
                case .ended: return .ended
                case .cancelled, .failed: return .cancelled
                }
            case .ended, .cancelled, .failed:
                return nil
            }
        }
    }
}
