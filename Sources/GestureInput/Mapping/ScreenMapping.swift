import Gestures

/// How a device's absolute axes map to window points: the device's range, corrected by a
/// calibration, turned by a rotation, stretched over the window.
///
/// The steps, in order:
/// 1. the raw value becomes a fraction of the axis's absinfo range (0 at the minimum, 1 at the
///    maximum);
/// 2. ``calibration`` (libinput's `LIBINPUT_CALIBRATION_MATRIX` convention: the first two rows of a
///    3×3 matrix in fractions of the range) maps `(x, y)` to `(a·x + b·y + c, d·x + e·y + f)`;
/// 3. ``rotation`` turns the panel as it is mounted;
/// 4. the fractions scale to ``windowSize``.
///
/// An axis whose range has zero width maps to the middle of the window on that axis (the backend
/// reports it once).
///
/// ```swift
/// var mapping = ScreenMapping(windowSize: Size(width: 480, height: 800))
/// mapping.rotation = .clockwise   // an 800×480 panel mounted in portrait
/// ```
public struct ScreenMapping: Hashable, Sendable {
    /// How the panel is turned relative to the window.
    public enum Rotation: Int, Hashable, Sendable, CaseIterable {
        /// Device x is window x.
        case none = 0
        /// The device's top edge is the window's right edge: device x runs down the window.
        case clockwise = 90
        /// Upside down.
        case halfTurn = 180
        /// The device's top edge is the window's left edge: device x runs up the window.
        case counterclockwise = 270
    }

    /// The window's size, in points.
    public var windowSize: Size
    /// The rotation applied after calibration.
    public var rotation: Rotation
    /// `[a, b, c, d, e, f]`: the calibration in fractions of the range; the identity by default.
    public var calibration: [Double]

    /// The identity calibration.
    public static let identityCalibration: [Double] = [1, 0, 0, 0, 1, 0]

    /// Creates a mapping onto a window of `windowSize` points.
    public init(windowSize: Size, rotation: Rotation = .none, calibration: [Double] = ScreenMapping.identityCalibration) {
        self.windowSize = windowSize
        self.rotation = rotation
        self.calibration = calibration.count == 6 ? calibration : ScreenMapping.identityCalibration
    }

    /// The window point of the device position `(x, y)` on axes `xAxis` and `yAxis`.
    @inlinable
    public func point(x: Int32, y: Int32, xAxis: AbsInfo, yAxis: AbsInfo) -> Point {
        let u = xAxis.fraction(x)
        let v = yAxis.fraction(y)
        let c = calibration
        let cu = c[0] * u + c[1] * v + c[2]
        let cv = c[3] * u + c[4] * v + c[5]
        let (wu, wv): (Double, Double)
        switch rotation {
        case .none: (wu, wv) = (cu, cv)
        case .clockwise: (wu, wv) = (1 - cv, cu)
        case .halfTurn: (wu, wv) = (1 - cu, 1 - cv)
        case .counterclockwise: (wu, wv) = (cv, 1 - cu)
        }
        return Point(x: wu * windowSize.width, y: wv * windowSize.height)
    }

    /// A direction on the device turned by ``rotation`` into the window's (calibration, which may
    /// stretch, is left out: directions keep their angle on the panel).
    @inlinable
    public func rotated(_ direction: Vector) -> Vector {
        switch rotation {
        case .none: direction
        case .clockwise: Vector(dx: -direction.dy, dy: direction.dx)
        case .halfTurn: Vector(dx: -direction.dx, dy: -direction.dy)
        case .counterclockwise: Vector(dx: direction.dy, dy: -direction.dx)
        }
    }

    /// Window points per device unit along each window axis, for relative motion (a touchpad's
    /// fingers): the same stretch as ``point(x:y:xAxis:yAxis:)``, without the offset.
    @inlinable
    public func delta(dx: Double, dy: Double, xAxis: AbsInfo, yAxis: AbsInfo) -> Vector {
        let u = xAxis.width > 0 ? dx / xAxis.width : 0
        let v = yAxis.width > 0 ? dy / yAxis.width : 0
        let c = calibration
        let cu = c[0] * u + c[1] * v
        let cv = c[3] * u + c[4] * v
        let (wu, wv): (Double, Double)
        switch rotation {
        case .none: (wu, wv) = (cu, cv)
        case .clockwise: (wu, wv) = (-cv, cu)
        case .halfTurn: (wu, wv) = (-cu, -cv)
        case .counterclockwise: (wu, wv) = (cv, -cu)
        }
        return Vector(dx: wu * windowSize.width, dy: wv * windowSize.height)
    }
}
