// The README's sample, built with the package so that it keeps compiling: the monkey tutorial's
// view controller, ported from iOS, in a real window.
import Gestures
import GesturesUIKit
import GesturesUIKitSamples
import GesturesWindowHost
import Glibc

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: MonotonicClock())
window.rootViewController = MonkeyViewController()   // the monkey tutorial's controller, as ported
window.makeKeyAndVisible()
exit(WindowHost.show(window, title: "Monkey"))
