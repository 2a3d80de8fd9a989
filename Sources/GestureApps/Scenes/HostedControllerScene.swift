import Gestures
import GesturesUIKit

// What the scenes that host a ported view controller share: the window they show it in and the
// hint they put on its screen.

extension UIWindow {
    /// A window of the scenes' size (375 × 667 points) on `clock`, named `window`, showing
    /// `controller` as its root, whose view is named `screen`.
    static func scene(showing controller: UIViewController, clock: any GestureClock) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
        window.accessibilityIdentifier = "window"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.accessibilityIdentifier = "screen"
        return window
    }
}

extension UILabel {
    /// A centred grey hint of what to do, named `hint`, on as many lines as `text` has. Touches
    /// pass through it, as through any label.
    static func sceneHint(_ text: String, frame: CGRect, white: CGFloat) -> UILabel {
        let hint = UILabel(frame: frame)
        hint.accessibilityIdentifier = "hint"
        hint.numberOfLines = 0
        hint.textAlignment = .center
        hint.textColor = UIColor(white: white, alpha: 1)
        hint.text = text
        return hint
    }
}
