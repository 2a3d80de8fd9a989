/// A sound a scene can ask the host to play.
///
/// The raw value is the sound's name; the host plays the file of that name (`chomp.wav`,
/// `laugh.wav`).
public enum Sound: String, CaseIterable, Sendable {
    /// A short bite: something was eaten, or dropped into place.
    case chomp
    /// A giggle: the monkey was tickled.
    case laugh
}

/// Plays sounds for a scene; the host implements it over its audio device.
///
/// Playing must never block the frame, and a host without audio simply does nothing.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol SoundPlayer: AnyObject {
    /// Starts playing `sound`, cutting short whatever is playing.
    func play(_ sound: Sound)
}
