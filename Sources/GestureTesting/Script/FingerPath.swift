import Gestures

/// One finger's course through an arbitrary gesture, for ``TouchScript/paths(_:)``: when it lands,
/// how long it stays down, and where it is at every moment in between.
///
/// The finger lands at the path's first point, is sampled once per frame while down, and lifts at
/// its last point. A path that should end at rest must hold still at the end for a frame or more;
/// otherwise the finger lifts while moving.
///
/// Build one from timed points (straight lines between them) or from a function of the progress:
///
/// ```swift
/// // Two fingers: one holds still, the other circles around it, landing a tenth of a second later
/// // (cos and sin from Foundation or your own).
/// let anchor = FingerPath(points: [(0, Point(x: 160, y: 240)), (1.1, Point(x: 160, y: 240))])
/// let orbit = FingerPath(start: 0.1, duration: 1) { u in
///     Point(x: 160 + 80 * cos(2 * .pi * u), y: 240 + 80 * sin(2 * .pi * u))
/// }
/// script.paths([anchor, orbit])
/// ```
public struct FingerPath {
    /// When the finger lands, in seconds after the gesture's first frame.
    public let start: Double
    /// How long the finger stays down, in seconds.
    public let duration: Double
    /// Where the finger is, given the seconds since it landed (0…``duration``).
    let position: (Double) -> Point
    /// A path built from no points at all: it puts no finger down.
    let isEmpty: Bool

    /// A path given by a function of the progress: `position(u)` is where the finger is after the
    /// fraction `u` (0…1) of `duration`.
    ///
    /// - Parameters:
    ///   - start: when the finger lands, in seconds after the gesture's first frame (default 0).
    ///   - duration: how long it stays down, in seconds.
    ///   - position: the finger's location in window coordinates at progress `u`.
    public init(start: Double = 0, duration: Double, position: @escaping (Double) -> Point) {
        let duration = TouchScript.sanitizedDuration(duration)
        self.start = TouchScript.sanitizedDuration(start)
        self.duration = duration
        self.position = { t in position(duration > 0 ? t / duration : 1) }
        self.isEmpty = false
    }

    /// A path through timed points, in straight lines at constant speed between them.
    ///
    /// Each time is in seconds after the gesture's first frame: the finger lands at the first point
    /// at its time and lifts at the last one at its time. Points are taken in time order; points
    /// whose time or location is not finite are left out, and a path left with no points puts no
    /// finger down.
    ///
    /// - Parameter points: (time in seconds, location in window coordinates) pairs.
    public init(points: [(time: Double, point: Point)]) {
        let usable = points
            .filter { $0.time.isFinite && $0.point.isFinite }
            .enumerated()
            .sorted { $0.element.time < $1.element.time || ($0.element.time == $1.element.time && $0.offset < $1.offset) }
            .map(\.element)
        guard let first = usable.first, let last = usable.last else {
            self.start = 0
            self.duration = 0
            self.position = { _ in .zero }
            self.isEmpty = true
            return
        }
        let start = TouchScript.sanitizedDuration(first.time)
        self.start = start
        self.duration = TouchScript.sanitizedDuration(last.time - start)
        self.isEmpty = false
        self.position = { t in
            let time = start + t
            // The last point at or before `time`, found by bisection.
            var low = 0, high = usable.count - 1
            if time <= usable[0].time { return usable[0].point }
            if time >= usable[high].time { return usable[high].point }
            while high - low > 1 {
                let mid = (low + high) / 2
                if usable[mid].time <= time { low = mid } else { high = mid }
            }
            let a = usable[low], b = usable[high]
            let span = b.time - a.time
            let f = span > 0 ? (time - a.time) / span : 1
            return Point(x: a.point.x + (b.point.x - a.point.x) * f, y: a.point.y + (b.point.y - a.point.y) * f)
        }
    }
}
