#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a trace's bytes come from: a C stream, or bytes in memory. (Embedded Swift programs have
/// no files: their host hands them the bytes.)
final class ByteSource {
    private enum Kind {
        #if !hasFeature(Embedded)
        case file(UnsafeMutablePointer<FILE>)
        #endif
        case memory([UInt8], offset: Int)
        case closed
    }

    private var kind: Kind
    /// The file's path, for messages.
    let name: String

    #if !hasFeature(Embedded)
    /// Opens a file for reading.
    init(path: String) throws(TraceProblem) {
        guard let file = fopen(path, "rb") else {
            throw TraceProblem(line: 0, message: "cannot open \(path): \(ByteSource.lastError())")
        }
        kind = .file(file)
        name = path
    }
    #endif

    /// Serves bytes held in memory.
    init(bytes: [UInt8]) {
        kind = .memory(bytes, offset: 0)
        name = "text"
    }

    deinit {
        close()
    }

    /// Closes the stream early; reading afterwards finds the end.
    func close() {
        #if !hasFeature(Embedded)
        if case let .file(file) = kind { fclose(file) }
        #endif
        kind = .closed
    }

    /// Fills `chunk` from its start with up to `chunk.count` bytes; returns how many (0 at the end).
    func read(into chunk: inout [UInt8]) throws(TraceProblem) -> Int {
        switch kind {
        #if !hasFeature(Embedded)
        case let .file(file):
            let count = chunk.withUnsafeMutableBytes { buffer in fread(buffer.baseAddress, 1, buffer.count, file) }
            if count == 0 && ferror(file) != 0 {
                throw TraceProblem(line: 0, message: "cannot read \(name): \(ByteSource.lastError())")
            }
            return count
        #endif
        case .memory(let bytes, let offset):
            let count = Swift.min(chunk.count, bytes.count - offset)
            if count > 0 { chunk.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)]) }
            kind = .memory(bytes, offset: offset + count)
            return count
        case .closed:
            return 0
        }
    }

    #if !hasFeature(Embedded)
    static func lastError() -> String {
        String(cString: strerror(errno))
    }
    #endif
}
