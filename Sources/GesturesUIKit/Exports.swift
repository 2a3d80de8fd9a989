// UIKit's spellings over the Gestures engine.
//
// Geometry: Foundation on Linux already defines CGPoint, CGSize, CGRect and CGFloat. Two modules
// that both define those names make every use ambiguous for a file that imports both (a
// typealias does not shadow Foundation's declaration), so this module does not define them: it
// re-exports Foundation and uses Foundation's types. A file that imports only GesturesUIKit, and a
// file that imports Foundation too, see the very same CGPoint. Foundation has no
// CGAffineTransform on Linux, so this module defines it.
@_exported import Foundation
import Gestures
