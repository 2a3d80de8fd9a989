import Gestures
import GestureTesting

extension Scene {
    /// A scene for built-in recognizers (the recorder's default details describe their values).
    static func builtIn(decisions: Bool = false) -> Scene {
        Scene(decisions: decisions)
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
