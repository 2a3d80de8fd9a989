import Gestures

/// Every built-in recognizer on one scene, as UIKit apps combine them: the single tap waits for the
/// double tap to fail, the one-finger pan for the swipe, pinch and rotation recognize together.
@MainActor
final class Gallery: GestureRecognizerDelegate {
    init(_ scene: DeviceScene) {
        let doubleTap = scene.add("doubleTap", TapGestureRecognizer()) { $0.numberOfTapsRequired = 2 }
        scene.add("tap", TapGestureRecognizer()) { $0.require(toFail: doubleTap) }
        scene.add("twoFingerTap", TapGestureRecognizer()) { $0.numberOfTouchesRequired = 2 }
        scene.add("longPress", LongPressGestureRecognizer())
        let swipes = [("swipeLeft", SwipeGestureRecognizer.Direction.left), ("swipeRight", .right), ("swipeUp", .up),
                      ("swipeDown", .down)].map { name, direction in
            scene.add(name, SwipeGestureRecognizer()) { $0.direction = direction }
        }
        scene.add("pan", PanGestureRecognizer()) { pan in
            pan.maximumNumberOfTouches = 1
            for swipe in swipes { pan.require(toFail: swipe) }
        }
        scene.add("twoFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 2; $0.maximumNumberOfTouches = 2 }
        scene.add("fourFingerPan", PanGestureRecognizer()) { $0.minimumNumberOfTouches = 4 }
        scene.add("pinch", PinchGestureRecognizer()) { $0.delegate = self }
        scene.add("rotation", RotationGestureRecognizer()) { $0.delegate = self }
        scene.add("hover", HoverGestureRecognizer())
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        Set([gestureRecognizer.name, other.name].compactMap { $0 }) == ["pinch", "rotation"]
    }
}
