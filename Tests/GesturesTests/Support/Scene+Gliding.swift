import Gestures
import GestureTesting

/// Describes the values an action of a built-in recognizer carries, for traces.
@MainActor
func builtInDetails(_ recognizer: GestureRecognizer) -> String? {
    let f = TraceFormat.self
    switch recognizer {
    case let pan as PanGestureRecognizer:
        return "translation=\(f.point(pan.translation(in: nil))) velocity=\(f.point(pan.velocity(in: nil), digits: 1))"
    case let pinch as PinchGestureRecognizer:
        return "scale=\(f.number(pinch.scale, digits: 4)) velocity=\(f.number(pinch.velocity, digits: 3))"
    case let rotation as RotationGestureRecognizer:
        return "rotation=\(f.number(rotation.rotation * 180 / Double.pi, digits: 2))° velocity=\(f.number(rotation.velocity, digits: 3))"
    case let tap as TapGestureRecognizer:
        return "at \(f.point(tap.location(in: nil))) touches=\(tap.numberOfTouches)"
    default:
        return "at \(f.point(recognizer.location(in: nil)))"
    }
}

extension Scene {
    /// A scene whose trace describes built-in recognizers' values.
    static func builtIn(decisions: Bool = false) -> Scene {
        let scene = Scene(decisions: decisions)
        scene.trace.describeAction = builtInDetails
        return scene
    }

    /// Moves finger `id` from where it is to `to` in `steps` equal moves, `dt` seconds apart.
    func glide(_ id: Int, to: Point, steps: Int, dt: Double = 1.0 / 60) {
        let from = driver.location(of: id)
        for step in 1...steps {
            driver.wait(dt)
            let t = Double(step) / Double(steps)
            driver.move(id, to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
    }
}
