import Foundation

/// What is wrong with a place the tools are about to write to, said in words that name the path,
/// before any work is done: a missing folder, a file where a folder should be, no permission.
public enum OutputPath {
    /// Why a folder cannot be used or created at `url` (with any missing parents), or nil if it can.
    public static func problem(creatingFolder url: URL) -> String? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if !isFolder.boolValue { return "\(url.path) is a file, not a folder" }
            return manager.isWritableFile(atPath: url.path) ? nil : "the folder \(url.path) is not writable"
        }
        // The nearest ancestor that exists decides whether the missing folders can be made.
        var ancestor = url.deletingLastPathComponent()
        while !manager.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { return nil }
            ancestor = parent
        }
        if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
        if !manager.isWritableFile(atPath: ancestor.path) {
            return "cannot create a folder in \(ancestor.path): it is not writable"
        }
        return nil
    }

    /// Why a file cannot be written at `url`, or nil if it can: its folder must already exist.
    public static func problem(writingFile url: URL) -> String? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(url.path) is a folder, not a file"
        }
        let folder = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            return "the folder \(folder.path) does not exist"
        }
        if !isFolder.boolValue { return "\(folder.path) is a file, not a folder" }
        if !manager.isWritableFile(atPath: folder.path) { return "the folder \(folder.path) is not writable" }
        return nil
    }

    /// The reason an operation on the file system failed, without the Foundation error domain:
    /// the underlying system error's text when there is one.
    public static func reason(of error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        if let path = error.userInfo[NSFilePathErrorKey] as? String {
            return "\(path): \(error.localizedFailureReason ?? error.localizedDescription)"
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}

/// The demo could not write its pictures: where, and what is wrong.
public struct DemoOutputError: Error, CustomStringConvertible {
    /// The folder or file that could not be written.
    public let path: String
    /// What is wrong with it.
    public let problem: String

    public var description: String { "cannot write the pictures to \(path): \(problem)" }
}
