import Gestures

/// A pinch zooming the view for zooming: the view, the scale it started at, and the content point
/// (in the zoomed view's own coordinates) that was under the fingers, which stays under their
/// centroid (so the fingers pan as they pinch).
///
/// Ownership: the zoom holds its view strongly while the pinch runs (the scroller drops the zoom
/// when the pinch ends or the scroll view leaves its window), so the view it reports to
/// `scrollViewDidEndZooming` is the one it zoomed.
struct PinchZoom {
    /// The view being zoomed.
    let view: View
    /// The zoom scale when the pinch began.
    let startScale: Double
    /// The content point under the fingers when the pinch began, in the zoomed view's coordinates.
    let anchor: Point

    /// A zoom of `view` starting at `scale` with the fingers' centroid at `finger` (in the scroll
    /// view's bounds coordinates).
    init(view: View, scale: Double, finger: Point) {
        self.view = view
        startScale = scale
        anchor = Point(x: finger.x / scale, y: finger.y / scale)
    }

    /// The content offset that keeps ``anchor`` under the fingers at `scale`, with the fingers at
    /// `onScreen` (relative to the view's top-left corner).
    func offset(at scale: Double, fingersOnScreen onScreen: Point) -> Point {
        Point(x: anchor.x * scale - onScreen.x, y: anchor.y * scale - onScreen.y)
    }

    /// The scale a pinch shows for `raw`: within `minimum…maximum`, or past it with resistance when
    /// `bounces`: the limit times the square root of the overshoot's ratio, so pinching to twice
    /// the largest scale shows 1.41 times it. [OURS: UIKit documents only that it goes "just past"]
    static func scale(_ raw: Double, minimum low: Double, maximum high: Double, bounces: Bool) -> Double {
        guard raw < low || raw > high else { return raw }
        guard bounces else { return raw < low ? low : high }
        let limit = raw < low ? low : high
        let scale = limit * (raw / limit).squareRoot()
        return scale.isFinite && scale > 0 ? scale : limit
    }
}
