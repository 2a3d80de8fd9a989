/// Something wrong with a trace file, or with reading or writing it.
///
/// `line` is the 1-based number of the line at fault, or 0 when the problem concerns the file as a
/// whole (it cannot be opened, read or written). Its ``description`` reads `line 12: …`.
public struct TraceProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, or 0 for the whole file.
    public var line: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a problem.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or the message alone for the whole file.
    public var description: String {
        line > 0 ? "line \(line): \(message)" : message
    }
}
