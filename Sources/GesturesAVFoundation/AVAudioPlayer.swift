@_exported import Foundation

/// A sound player in the shape of AVFoundation's, for code ported from iOS: it checks that the
/// file exists and hands each `play()` to ``AVAudioPlayer/playbackHandler`` — a host with audio
/// sets it to play the file; without one, plays are only counted.
@MainActor
public final class AVAudioPlayer {
    /// The file this player plays.
    public let url: URL?
    /// Whether ``play()`` was called since the last ``stop()``.
    public private(set) var isPlaying = false
    /// How many times this player started playing.
    public private(set) var playCount = 0

    /// Receives every play, with the file's URL. Nil by default.
    public static var playbackHandler: (@MainActor (URL) -> Void)?

    /// A player with no file; `play()` does nothing.
    public init() {
        url = nil
    }

    /// A player for a sound file; it throws when there is no file at `url`.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
    }

    /// Gets ready to play (nothing to do here); true when there is a file.
    @discardableResult
    public func prepareToPlay() -> Bool { url != nil }

    /// Starts playing; true when there is a file.
    @discardableResult
    public func play() -> Bool {
        guard let url else { return false }
        isPlaying = true
        playCount += 1
        Self.playbackHandler?(url)
        return true
    }

    /// Stops playing.
    public func stop() {
        isPlaying = false
    }
}
