// `import UIKit` where Apple's UIKit does not exist: the UIKit layer, under UIKit's own module
// name, so ported files keep their imports and their `#if canImport(UIKit)` blocks. (Linux and
// other platforms without Apple's frameworks; Package.swift declares this module only there.)
@_exported import GesturesUIKit
