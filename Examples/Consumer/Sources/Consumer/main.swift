import Gestures
import GestureInput
import GesturesUIKit

// The engine: a tap on a view of a window on the manual clock.
let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
let box = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
window.addSubview(box)
let tap = TapGestureRecognizer()
tap.name = "tap"
var log: [String] = []
tap.addAction { log.append("\($0.name ?? "?") \($0.state)") }
box.addGestureRecognizer(tap)
window.sendEvent(InputEvent(timestamp: 0, touches: [TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))]))
window.sendEvent(InputEvent(timestamp: 0.1, touches: [TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))]))

// The UIKit layer: the same in UIKit's words.
let uiWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
uiWindow.addSubview(view)

// The input backends: a touch screen's axes mapped onto the window.
let mapping = ScreenMapping(windowSize: Size(width: 320, height: 480))

print("engine: \(log.joined(separator: ", ")); UIKit: \(uiWindow.subviews.count) view; input: \(mapping.windowSize.width)×\(mapping.windowSize.height)")
