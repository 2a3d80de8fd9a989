// `import AVFoundation` where Apple's AVFoundation does not exist: the layer's `AVAudioPlayer`,
// under AVFoundation's own module name (Package.swift declares this module only there).
@_exported import GesturesAVFoundation
