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
