/// The one place that bounds the numbers entering the engine and the UIKit layer: touch and
/// pointer coordinates, a touch's force, radius and angles, scroll steps, trackpad transforms, a pinch's scale, control values and
/// recognizer settings. Each function returns the value to use and, when it had to change it, says
/// what it did in `report` (one line, for a diagnostic), so every clamp is reported the same way.
///
/// The bounds live in ``GestureConstants`` (``GestureConstants/maximumCoordinateMagnitude``,
/// ``GestureConstants/maximumScrollDelta``, ``GestureConstants/maximumTransformScale``,
/// ``GestureConstants/maximumTransformRotation``, ``GestureConstants/maximumControlValue``,
/// ``GestureConstants/maximumDuration``). Non-finite values are not bounded here: each caller
/// decides what NaN means for it (drop an event, keep the old value).
nonisolated package enum InputBounds {
    /// Whether `location` is within ``GestureConstants/maximumCoordinateMagnitude`` on both axes
    /// (NaN is not).
    @inline(__always)
    package static func isInBounds(_ location: Point) -> Bool {
        let limit = GestureConstants.maximumCoordinateMagnitude
        return abs(location.x) <= limit && abs(location.y) <= limit
    }

    /// `location` brought within ``GestureConstants/maximumCoordinateMagnitude`` on both axes, or
    /// nil when it is within already (the common case: two comparisons).
    @inline(__always)
    package static func coordinate(_ location: Point) -> Point? {
        let limit = GestureConstants.maximumCoordinateMagnitude
        guard abs(location.x) > limit || abs(location.y) > limit else { return nil }
        return Point(x: clamp(location.x, limit), y: clamp(location.y, limit))
    }

    /// A scroll step brought within ``GestureConstants/maximumScrollDelta`` on both axes, or nil
    /// when it is within already.
    package static func scrollDelta(_ delta: Vector) -> Vector? {
        let limit = GestureConstants.maximumScrollDelta
        guard abs(delta.dx) > limit || abs(delta.dy) > limit else { return nil }
        return Vector(dx: clamp(delta.dx, limit), dy: clamp(delta.dy, limit))
    }

    /// A scale (a trackpad step's factor, or a pinch's running scale) brought within
    /// `1 / maximumTransformScale … maximumTransformScale`; nil when it is within already.
    package static func scale(_ scale: Double) -> Double? {
        let limit = GestureConstants.maximumTransformScale
        guard scale > limit || scale < 1 / limit else { return nil }
        return Swift.min(Swift.max(scale, 1 / limit), limit)
    }

    /// A trackpad step's rotation brought within ±``GestureConstants/maximumTransformRotation``
    /// radians; nil when it is within already.
    package static func rotation(_ rotation: Double) -> Double? {
        let limit = GestureConstants.maximumTransformRotation
        guard abs(rotation) > limit else { return nil }
        return clamp(rotation, limit)
    }

    /// A setting or control value: NaN keeps `fallback`; anything else is brought into `range`.
    /// Reports `"NAME VALUE is not a number; it stays FALLBACK"` or
    /// `"NAME VALUE is outside LOW…HIGH; using CLAMPED"` through `report` when it changes it.
    package static func value(_ value: Double, in range: ClosedRange<Double>, fallback: Double, name: String,
                              report: (String) -> Void) -> Double {
        if value.isNaN {
            report("\(name) \(value) is not a number; it stays \(fallback)")
            return fallback
        }
        guard !range.contains(value) else { return value }
        let clamped = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        report("\(name) \(value) is outside \(range.lowerBound)…\(range.upperBound); using \(clamped)")
        return clamped
    }

    /// A duration setting, in seconds: within `0…maximumDuration` (NaN keeps `fallback`).
    package static func duration(_ seconds: Double, fallback: Double, name: String, report: (String) -> Void) -> Double {
        value(seconds, in: 0...GestureConstants.maximumDuration, fallback: fallback, name: name, report: report)
    }

    /// A touch sample's force, maximum possible force, radius, altitude and azimuth, each brought
    /// within its bound (``GestureConstants/maximumTouchForce``, the coordinate bound, 0…π/2,
    /// −π…π); a value that had to change is named in `report`. Non-finite values are left to the
    /// caller (they keep the touch's last value).
    package static func touchSample(_ sample: inout TouchInput, report: (String) -> Void) {
        let force = 0...GestureConstants.maximumTouchForce
        bound(&sample.force, in: force, "force", report)
        bound(&sample.maximumPossibleForce, in: force, "maximumPossibleForce", report)
        bound(&sample.majorRadius, in: 0...GestureConstants.maximumCoordinateMagnitude, "majorRadius", report)
        bound(&sample.altitudeAngle, in: 0...(Double.pi / 2), "altitudeAngle", report)
        if let azimuth = sample.azimuthAngle, azimuth.isFinite, abs(azimuth) > Double.pi {
            let turned = azimuth.remainder(dividingBy: 2 * Double.pi)
            report("azimuthAngle \(azimuth) is outside -π…π; using \(turned)")
            sample.azimuthAngle = turned
        }
    }

    private static func bound(_ value: inout Double?, in range: ClosedRange<Double>, _ name: String,
                              _ report: (String) -> Void) {
        guard let given = value, given.isFinite, !range.contains(given) else { return }
        let clamped = Swift.min(Swift.max(given, range.lowerBound), range.upperBound)
        report("\(name) \(given) is outside \(range.lowerBound)…\(range.upperBound); using \(clamped)")
        value = clamped
    }

    @inline(__always)
    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        Swift.min(Swift.max(value, -limit), limit)
    }
}
