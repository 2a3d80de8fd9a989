#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte stream into lines, holding at most one chunk and one line in memory however long
/// the stream is.
///
/// Lines end at `\n`; a `\r` before it is dropped, and a last line without `\n` still counts. A
/// line longer than the limit is not kept: its length is reported instead, and reading goes on
/// with the next line.
struct LineReader {
    /// What ``next()`` found.
    enum Status: Equatable {
        /// A line, now in ``line``.
        case line
        /// A line of this many bytes, longer than the limit; ``line`` is empty.
        case tooLong(Int)
        /// The end of the stream.
        case end
    }

    /// Bytes read from the source at once.
    static let chunkSize = 64 * 1024

    /// The current line's bytes, without its line break.
    private(set) var line: [UInt8] = []
    /// The 1-based number of the current line.
    private(set) var lineNumber = 0
    /// The most bytes ``line`` ever held: stays at or below the limit.
    private(set) var largestLine = 0

    private let source: ByteSource
    private let maximumLength: Int
    private var chunk: [UInt8]
    private var position = 0
    private var filled = 0
    private var atEnd = false

    init(source: ByteSource, maximumLength: Int) {
        self.source = source
        self.maximumLength = maximumLength
        self.chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        // Reserved once, so that appending never grows it past the limit.
        self.line.reserveCapacity(maximumLength)
    }

    /// The bytes the reader holds on to: its chunk and its line buffer.
    var retainedCapacity: Int { chunk.capacity + line.capacity }

    /// Moves to the next line.
    mutating func next() throws(TraceProblem) -> Status {
        line.removeAll(keepingCapacity: true)
        var length = 0
        var overflowed = false
        var sawBytes = false
        while true {
            if position == filled {
                if atEnd {
                    guard sawBytes else { return .end }
                    return finishLine(length: length, overflowed: overflowed)
                }
                let count = try source.read(into: &chunk)
                position = 0
                filled = count
                if count == 0 { atEnd = true }
                continue
            }
            sawBytes = true
            let start = position
            #if hasFeature(Embedded)
            // No C library there: the plain search.
            let newline = chunk[start..<filled].firstIndex(of: 0x0A)
            #else
            let newline: Int? = chunk.withUnsafeBytes { buffer in
                guard let found = memchr(buffer.baseAddress! + start, 0x0A, filled - start) else { return nil }
                return buffer.baseAddress!.distance(to: UnsafeRawPointer(found))
            }
            #endif
            let end = newline ?? filled
            length += end - start
            if !overflowed {
                if line.count + (end - start) <= maximumLength {
                    line.append(contentsOf: chunk[start..<end])
                    largestLine = Swift.max(largestLine, line.count)
                } else {
                    overflowed = true
                    line.removeAll(keepingCapacity: true)
                }
            }
            if let newline {
                position = newline + 1
                return finishLine(length: length, overflowed: overflowed)
            }
            position = filled
        }
    }

    private mutating func finishLine(length: Int, overflowed: Bool) -> Status {
        lineNumber += 1
        if overflowed { return .tooLong(length) }
        if line.last == 0x0D { line.removeLast() }
        if lineNumber == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line.removeFirst(3)  // a UTF-8 byte-order mark
        }
        return .line
    }
}
