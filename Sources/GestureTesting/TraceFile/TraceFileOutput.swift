#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to write a trace to: a buffered C stream behind `TextOutputStream`.
///
/// `TextOutputStream` cannot throw, so the first failed write is remembered and reported by
/// ``close()``. Copies of a writer share one output; the file closes when the output goes away,
/// if ``close()`` was not called first.
///
/// ```swift
/// var writer = try TraceWriter(path: "/tmp/session.jsonl", header: script.traceHeader)
/// writer.write(contentsOf: script.recording)
/// try writer.close()
/// ```
public final class TraceFileOutput: TextOutputStream {
    /// The file's path.
    public let path: String
    private var file: UnsafeMutablePointer<FILE>?
    private var failure: String?

    /// Creates (or truncates) the file at `path`.
    ///
    /// - Throws: a ``TraceProblem`` when the file cannot be created.
    public init(path: String) throws(TraceProblem) {
        guard let file = fopen(path, "wb") else {
            throw TraceProblem(line: 0, message: "cannot create \(path): \(ByteSource.lastError())")
        }
        self.path = path
        self.file = file
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Appends text to the file.
    public func write(_ string: String) {
        guard let file, failure == nil else {
            if self.file == nil, failure == nil { failure = "\(path) was written to after it was closed" }
            return
        }
        var text = string
        let written = text.withUTF8 { bytes in fwrite(bytes.baseAddress, 1, bytes.count, file) }
        if written != text.utf8.count {
            failure = "cannot write \(path): \(ByteSource.lastError())"
        }
    }

    /// Flushes and closes the file. Closing twice does nothing more.
    ///
    /// - Throws: a ``TraceProblem`` if a write failed or the file could not be flushed.
    public func close() throws(TraceProblem) {
        if let file {
            self.file = nil
            if fclose(file) != 0, failure == nil { failure = "cannot write \(path): \(ByteSource.lastError())" }
        }
        if let failure { throw TraceProblem(line: 0, message: failure) }
    }
}
