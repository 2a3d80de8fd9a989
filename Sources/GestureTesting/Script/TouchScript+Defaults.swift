import Gestures

extension TouchScript {
    /// The default timings, distances and limits of touch scripts, each with its unit and where it
    /// comes from: chosen so that UIKit's recognizers (and ours, which use UIKit's thresholds from
    /// ``GestureConstants``) accept the gesture with a safe margin.
    ///
    /// Durations are rounded up to whole frames of the script's sampling rate.
    public enum Defaults {
        /// Samples per second, in hertz: a common display refresh rate. Phones sample touches at 60,
        /// 120 or 240 Hz.
        public static let sampleRate = 60.0

        /// How long the fingers of a tap stay down together, in seconds. A quick real tap; UIKit
        /// accepts up to ``GestureConstants/tapMaximumDuration`` (0.75 s).
        public static let tapPressDuration = 0.1
        /// The pause between one tap's last lift and the next tap's first landing in a multi-tap,
        /// in seconds. UIKit accepts up to ``GestureConstants/tapMaximumInterval`` (0.35 s).
        public static let tapInterval = 0.15
        /// The distance between neighbouring fingers of a multi-finger tap or two-finger pan, in
        /// points, along the x axis and centred on the requested point. About a fingertip's width
        /// apart; all of a tap's fingers stay well within UIKit's 45-point tap allowance of the
        /// centroid.
        public static let fingerSpacing = 30.0

        /// How long a long press holds, in seconds: UIKit's
        /// ``GestureConstants/longPressMinimumDuration`` (0.5 s) plus a margin.
        public static let longPressDuration = 0.8

        /// How long a drag moves, in seconds.
        public static let dragDuration = 0.3

        /// How long a pinch or a rotation moves, in seconds.
        public static let pinchDuration = 0.4
        /// The distance between the two fingers of a rotation, in points.
        public static let rotationSpan = 100.0

        /// How long a two-finger pan moves, in seconds.
        public static let twoFingerPanDuration = 0.3

        /// How far inside the screen an edge swipe's finger lands, in points: within UIKit's edge
        /// region of 13–20 points (``GestureConstants/screenEdgeRegion``).
        public static let edgeSwipeInset = 2.0
        /// How far an edge swipe travels inward, in points: well past the edge pan's 15-point
        /// hysteresis.
        public static let edgeSwipeDistance = 150.0
        /// How long an edge swipe moves, in seconds.
        public static let edgeSwipeDuration = 0.25

        /// The number of one-way strokes of a tickle: four strokes make three changes of direction,
        /// what the tutorial's tickle recognizer needs.
        public static let tickleStrokes = 4
        /// How far a tickle's strokes reach either side of the landing point, in points: the first
        /// stroke travels this far, the others twice as far, all past the tutorial recognizer's
        /// 25-point stroke.
        public static let tickleAmplitude = 30.0
        /// How long a whole tickle moves, in seconds: fast strokes, an eighth of a second each.
        public static let tickleDuration = 0.5

        /// How long a hover moves, in seconds.
        public static let hoverDuration = 0.3

        /// The longest any one gesture or wait may be, in seconds; longer requests are shortened to
        /// this. Our decision: it bounds the work of a mistyped duration.
        public static let maximumDuration = 600.0
        /// The highest sampling rate, in hertz; higher requests are lowered to this. Our decision:
        /// it bounds the work per simulated second.
        public static let maximumSampleRate = 10_000.0
        /// The largest jitter, in points; larger requests are lowered to this. Our decision: more
        /// than this is no longer jitter.
        public static let maximumJitter = 50.0
    }
}
