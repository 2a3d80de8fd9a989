#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with the C library, so that the module needs no Foundation.
enum FileContents {
    /// The largest recording read, in bytes: far above any real recording (the biggest in the
    /// evemu-devices collection is a few MB), low enough that a wrong path (a disk image, a FIFO
    /// that never ends) cannot exhaust memory. Our own limit.
    static let maximumSize = 256 << 20

    /// The file's text, or a problem naming the file and the system's reason.
    static func text(of path: String) throws(InputProblem) -> String {
        #if canImport(Glibc) || canImport(Darwin)
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw InputProblem(source: path, message: "cannot open: \(systemError())") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputProblem(source: path, message: "cannot read: \(systemError())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumSize {
                throw InputProblem(source: path, message: "larger than \(maximumSize >> 20) MiB; not a recording")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
        #else
        throw InputProblem(source: path, message: "this platform has no file system access")
        #endif
    }

    /// The C library's text for `errno`.
    static func systemError() -> String {
        #if canImport(Glibc) || canImport(Darwin)
        return String(cString: strerror(errno))
        #else
        return "unknown error"
        #endif
    }
}

/// Reads a file's lines one at a time through a fixed buffer, so that a recording of any length
/// is read in the same memory: the buffer and the longest line.
final class FileLines {
    /// What ``next()`` found.
    enum Line {
        /// A line, without its `\n`, with its 1-based number.
        case text(Substring, number: Int)
        /// A line longer than ``maximumLength``, of this many bytes, not kept.
        case tooLong(Int, number: Int)
    }

    /// Bytes read from the file at once. Our decision: the size most C libraries buffer with.
    static let chunkSize = 64 * 1024
    /// The longest line kept, in bytes. Our decision: the longest evemu line is a `B:` mask of
    /// ``EvemuRecording/maximumMaskBytes`` bytes, about 25 KB of text; a longer line is no
    /// recording's (a binary file, a log without line breaks), and holding it would let one line
    /// take all memory.
    static let maximumLength = 1 << 20

    let path: String
    #if canImport(Glibc) || canImport(Darwin)
    private let descriptor: Int32
    #endif
    private var chunk = [UInt8](repeating: 0, count: chunkSize)
    private var position = 0
    private var filled = 0
    private var atEnd = false
    private var line: [UInt8] = []
    private var number = 0

    /// Opens `path` for reading.
    init(path: String) throws(InputProblem) {
        self.path = path
        #if canImport(Glibc) || canImport(Darwin)
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw InputProblem(source: path, message: "cannot open: \(FileContents.systemError())") }
        #else
        throw InputProblem(source: path, message: "this platform has no file system access")
        #endif
    }

    deinit {
        #if canImport(Glibc) || canImport(Darwin)
        close(descriptor)
        #endif
    }

    /// The next line; nil at the end of the file. A last line without `\n` still counts. (An empty
    /// text after the last `\n`, which splitting the whole text finds, holds nothing to read.)
    func next() throws(InputProblem) -> Line? {
        line.removeAll(keepingCapacity: true)
        var length = 0
        var sawBytes = false
        while true {
            if position == filled {
                if atEnd { return sawBytes ? finish(length: length) : nil }
                try fill()
                continue
            }
            sawBytes = true
            let start = position
            let newline: Int? = chunk.withUnsafeBytes { buffer in
                guard let found = memchr(buffer.baseAddress! + start, 0x0A, filled - start) else { return nil }
                return buffer.baseAddress!.distance(to: UnsafeRawPointer(found))
            }
            let end = newline ?? filled
            length += end - start
            if length <= Self.maximumLength { line.append(contentsOf: chunk[start..<end]) }
            if let newline {
                position = newline + 1
                return finish(length: length)
            }
            position = filled
        }
    }

    private func finish(length: Int) -> Line {
        number += 1
        guard length <= Self.maximumLength else { return .tooLong(length, number: number) }
        return .text(Substring(String(decoding: line, as: UTF8.self)), number: number)
    }

    private func fill() throws(InputProblem) {
        #if canImport(Glibc) || canImport(Darwin)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputProblem(source: path, message: "cannot read: \(FileContents.systemError())")
            }
            position = 0
            filled = count
            if count == 0 { atEnd = true }
            return
        }
        #endif
    }
}
