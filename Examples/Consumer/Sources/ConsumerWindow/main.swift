import Gestures
import GesturesUIKit
import GesturesWindowHost
import Glibc

// A UIKit view in a real window, until it is closed (Q or Escape).
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: MonotonicClock())
window.rootViewController = UIViewController()
window.makeKeyAndVisible()
exit(WindowHost.show(window, title: "Consumer"))
