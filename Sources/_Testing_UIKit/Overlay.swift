// Swift Testing declares a cross-import overlay for `Testing` with `UIKit` (`_Testing_UIKit`,
// for attaching Apple's images to test results), which the compiler loads whenever one file
// imports both. Where Apple's UIKit does not exist that overlay does not either, so a test file
// that imports this package's `UIKit` and `Testing` would fail with "no such module"; this empty
// module stands in for it. It adds nothing.
