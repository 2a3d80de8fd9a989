import Gestures

/// The first line of a trace file: what the file is, the version of the format, the screen the
/// input was recorded on, and the device it came from.
///
/// ```swift
/// let header = TraceHeader(screenSize: Size(width: 320, height: 480), device: "touch-script")
/// ```
public struct TraceHeader: Hashable, Sendable {
    /// The version of the format: readers accept every minor version of the major versions they
    /// know, and refuse newer major versions.
    public struct Version: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// Incremented by changes older readers would misread.
        public var major: Int
        /// Incremented by additions older readers can ignore (new optional fields).
        public var minor: Int

        /// Creates a version.
        public init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        /// Orders versions by major, then minor number.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }

        /// `MAJOR.MINOR`.
        public var description: String { "\(major).\(minor)" }
    }

    /// The value of the header's `format` field, which says a file is a trace.
    public static let formatName = "swift-gestures-trace"
    /// The version this package writes: 1.2 (1.1 with scroll and transform lines and the events'
    /// `buttons` and `modifiers`; 1.1 added the pen fields `maxForce`, `altitude`, `azimuth`).
    public static let currentVersion = Version(major: 1, minor: 2)

    /// The version of the format the file uses (``currentVersion`` for files this package writes).
    public var version: Version
    /// The size of the screen (the window's bounds), in points.
    public var screenSize: Size
    /// The source of the input, free text: `touch-script`, `sdl-mouse`, an evdev device path…
    public var device: String

    /// Creates a header for the current version.
    ///
    /// - Parameters:
    ///   - screenSize: the size of the screen, in points.
    ///   - device: where the input comes from (default `unknown`).
    public init(screenSize: Size, device: String = "unknown") {
        self.version = Self.currentVersion
        self.screenSize = screenSize
        self.device = device
    }
}
