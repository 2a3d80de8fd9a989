import CSDL2
import GestureApps
import Glibc

/// Plays the scenes' sounds through SDL audio: every `NAME.wav` of a folder, converted once to the
/// device's format and queued on demand.
///
/// Sound is a nicety: when there is no audio device, or a file is missing, the player says so once
/// and stays silent.
@MainActor
public final class SDLSoundPlayer: SoundPlayer {
    /// The device format: 22 050 Hz, 16-bit, mono — plenty for short effects. The files
    /// (Resources/make-sounds.sh) are smaller, 11 025 Hz and 8-bit, and converted once at load.
    static let sampleRate: Int32 = 22_050
    /// Samples per audio buffer: 1024 at 22 050 Hz is 46 ms of latency, below what people notice
    /// for a sound effect starting. Our decision.
    static let bufferSamples: UInt16 = 1024

    private var device: SDL_AudioDeviceID = 0
    private var clips: [Sound: [UInt8]] = [:]
    private let log: (String) -> Void
    private let verbose: Bool
    /// The sounds played so far, in order (for the self-test).
    public private(set) var played: [Sound] = []

    /// Opens the audio device and loads the sounds from `directory`; without a device the player
    /// is silent.
    public init(directory: String, verbose: Bool, log: @escaping (String) -> Void) {
        self.log = log
        self.verbose = verbose
        // Without a sound card (and no sound server to talk to), SDL's ALSA probe prints a page
        // of ALSA errors; one line says the same.
        if WindowHost.environment("SDL_AUDIODRIVER") == nil, !Self.hasSoundOutput {
            log("sound off: no sound card")
            return
        }
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            log("sound off: no audio device (\(String(cString: SDL_GetError())))")
            return
        }
        var wanted = SDL_AudioSpec()
        wanted.freq = Self.sampleRate
        wanted.format = CSDL2_AUDIO_S16SYS
        wanted.channels = 1
        wanted.samples = Self.bufferSamples
        var obtained = SDL_AudioSpec()
        device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            log("sound off: could not open the audio device (\(String(cString: SDL_GetError())))")
            return
        }
        for sound in Sound.allCases {
            let path = directory + "/" + sound.rawValue + ".wav"
            switch Self.load(path, as: wanted) {
            case .success(let bytes): clips[sound] = bytes
            case .failure(let error): log("sound '\(sound.rawValue)' off: \(error.message)")
            }
        }
        SDL_PauseAudioDevice(device, 0)
    }

    /// Whether sound can go anywhere: a sound server (PulseAudio or PipeWire) named or listening,
    /// or a sound card the kernel knows (`/proc/asound/cards` lists it). True where that cannot be
    /// told (not Linux).
    static var hasSoundOutput: Bool {
        #if os(Linux)
        if WindowHost.environment("PULSE_SERVER") != nil { return true }
        if let runtime = WindowHost.environment("XDG_RUNTIME_DIR"),
           access(runtime + "/pulse/native", F_OK) == 0 || access(runtime + "/pipewire-0", F_OK) == 0 {
            return true
        }
        guard let file = fopen("/proc/asound/cards", "r") else { return false }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else { return false }
        let first = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return !first.contains("no soundcards")
        #else
        return true
        #endif
    }

    isolated deinit {
        if device != 0 { SDL_CloseAudioDevice(device) }
    }

    /// Whether the audio device is open.
    public var isOpen: Bool { device != 0 }

    /// The sounds whose files were loaded, in ``Sound`` order.
    public var loadedSounds: [Sound] { Sound.allCases.filter { clips[$0] != nil } }

    /// The bytes queued on the device and not yet played.
    public var queuedBytes: UInt32 { device != 0 ? SDL_GetQueuedAudioSize(device) : 0 }

    /// Plays the sound whose name is the file name's stem (`chomp.caf` plays `chomp`): how sound
    /// files of ported code reach the host's sounds. An unknown name is logged and skipped.
    public func play(fileNamed path: String) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".", maxSplits: 1).first.map(String.init) ?? file
        guard let sound = Sound(rawValue: stem) else {
            log("sound '\(file)' off: the host has no sound named '\(stem)'")
            return
        }
        play(sound)
    }

    /// Starts playing `sound`, cutting short whatever is playing.
    public func play(_ sound: Sound) {
        played.append(sound)
        if verbose { log("sound: \(sound.rawValue)") }
        guard device != 0, let clip = clips[sound], !clip.isEmpty else { return }
        SDL_ClearQueuedAudio(device)
        let queued = clip.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
        if queued != 0 { log("sound '\(sound.rawValue)': \(String(cString: SDL_GetError()))") }
    }

    /// Reads a WAV file and converts it to `spec`'s format.
    private static func load(_ path: String, as spec: SDL_AudioSpec) -> Result<[UInt8], LoadError> {
        guard access(path, R_OK) == 0 else { return .failure(LoadError("\(path) is missing")) }
        var source = SDL_AudioSpec()
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt32 = 0
        guard CSDL2_LoadWAV(path, &source, &buffer, &length) != nil, let buffer else {
            return .failure(LoadError("\(path): \(String(cString: SDL_GetError()))"))
        }
        defer { SDL_FreeWAV(buffer) }
        var cvt = SDL_AudioCVT()
        let built = SDL_BuildAudioCVT(&cvt, source.format, source.channels, source.freq,
                                      spec.format, spec.channels, spec.freq)
        guard built >= 0 else { return .failure(LoadError("\(path): \(String(cString: SDL_GetError()))")) }
        guard built == 1 else { return .success(Array(UnsafeBufferPointer(start: buffer, count: Int(length)))) }
        let capacity = Int(length) * Int(Swift.max(1, cvt.len_mult))
        var work = [UInt8](repeating: 0, count: capacity)
        return work.withUnsafeMutableBufferPointer { scratch in
            guard let base = scratch.baseAddress else { return .failure(LoadError("\(path): empty")) }
            base.update(from: buffer, count: Int(length))
            cvt.buf = base
            cvt.len = Int32(length)
            guard SDL_ConvertAudio(&cvt) == 0 else {
                return .failure(LoadError("\(path): \(String(cString: SDL_GetError()))"))
            }
            return .success(Array(scratch.prefix(Int(cvt.len_cvt))))
        }
    }

    struct LoadError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
