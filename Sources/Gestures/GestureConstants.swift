/// Every threshold, timeout and limit of the package, in one place, each with its unit and where
/// the value comes from: UIKit's documentation [DOC], a measurement of real UIKit [MEASURED],
/// UIKit's reverse-engineered internals [RE], or our own decision [OURS].
///
/// Recognizers copy the values they use into per-instance properties at creation, so one
/// recognizer can be tuned without touching the others.
nonisolated public enum GestureConstants {
    // MARK: Engine limits

    /// At most this many touches are down at once; samples that would land more are dropped and
    /// reported. Real devices report up to 10 or 11 fingers. [OURS]
    public static let maximumSimultaneousTouches = 32

    /// At most this many rounds of "send actions, then arbitrate what the actions changed" run for
    /// one event; an action that keeps changing states past that is reported and its further
    /// actions dropped. [OURS]
    public static let maximumActionRounds = 64

    /// At most this many rounds of "deliver touches to views, then arbitrate what their touch
    /// methods assigned" run at the end of one pass; states assigned past that are settled in a
    /// pass of their own. [OURS]
    public static let maximumDeliveryRounds = 4

    /// At most this many events, timers and deferred settlements queued by re-entrant calls (an
    /// action that sends an event) are processed in one go; the rest are dropped and reported. [OURS]
    public static let maximumQueuedWork = 10_000

    /// At most this many times ``GestureNode/addGestureRecognizer(_:)`` takes a recognizer off
    /// its old node when the cancellation's own actions keep attaching it elsewhere; past that it
    /// is left where the actions put it, and the misuse is reported. [OURS]
    public static let maximumReattachments = 8

    /// The largest magnitude of an input coordinate, in points. A finite coordinate beyond it (a
    /// device or trace reporting ±1.7e308) is brought to the bound and reported, as a non-finite one
    /// is replaced: a billion points is far beyond any screen, yet differences, squared distances
    /// and per-millisecond velocities of such coordinates stay hundreds of orders of magnitude
    /// below `Double`'s range, so no translation, velocity or scale turns infinite or NaN; and a
    /// coordinate there still resolves a ten-millionth of a point. [OURS]
    public static let maximumCoordinateMagnitude = 1_000_000_000.0

    /// The largest scroll step, in points on each axis: a finite step beyond it is brought to the
    /// bound and reported. A pan adds the steps up, and a billion points per step would take
    /// 10²⁹⁹ steps to overflow. [OURS: the coordinate bound, for the same reasons]
    public static let maximumScrollDelta = 1_000_000_000.0

    /// The largest factor of a trackpad pinch step (and the smallest is its inverse), and the
    /// bound of a pinch's running scale: beyond it the value is brought to the bound and reported,
    /// so a run of huge steps never multiplies into infinity and its velocity stays finite.
    /// [OURS: far beyond any zoom, with the product of two such still finite]
    public static let maximumTransformScale = 1_000_000_000.0

    /// The largest trackpad rotation step, in radians either way; beyond it the step is brought to
    /// the bound and reported, so a rotation's sum never overflows. [OURS]
    public static let maximumTransformRotation = 1_000_000_000.0

    /// The largest magnitude of a control's value or range end (a stepper's, a slider's): beyond
    /// it the value is brought to the bound and reported, so stepping or interpolating never
    /// overflows to infinity. [OURS: 10³⁰⁰ leaves room for a step and a difference of two ends]
    public static let maximumControlValue = 1e300

    /// The largest force a touch sample reports, in UIKit's force units (1 is an average touch;
    /// 3D Touch screens reach 6.67, pens about 4.2): a larger one, and its `maximumPossibleForce`,
    /// is brought to it and reported, and a negative one to 0. A touch's `majorRadius` is bounded
    /// like a coordinate, its altitude to 0…π/2 and its azimuth turned into −π…π. [OURS: far above
    /// any device]
    public static let maximumTouchForce = 1_000.0

    /// The longest duration a recognizer setting takes (a swipe's `maximumDuration`, a tap's
    /// intervals, a long press's `minimumPressDuration`), in seconds; a longer or negative one is
    /// brought into `0…maximumDuration` and reported, so deadlines stay finite and exact to the
    /// millisecond on the clock. [OURS: a year]
    public static let maximumDuration = 31_536_000.0

    // MARK: Boundaries

    /// How much a measured value may miss a threshold by and still count as reaching it, in the
    /// threshold's own unit (points, radians or seconds). Distances and angles computed from
    /// coordinates carry rounding errors of about 1e-14: two fingers turned by exactly 10° read
    /// 9.999999999999995°. UIKit decides such boundaries the way the user meant them, so every
    /// threshold below is compared with this much slack: "reaches" means `value ≥ limit − tolerance`
    /// and "exceeds" means `value > limit + tolerance`. A billionth of a point or second is far
    /// below anything a device reports. [OURS]
    public static let thresholdTolerance = 1e-9

    // MARK: Touch tap counts

    /// A touch that lands within this time (seconds) of the previous touch's lift continues its tap
    /// count, when the device does not count taps itself. UIKit's double-tap interval. [RE]
    public static let tapCountInterval = 0.35

    /// …and within this distance (points) of where the previous touch lifted. UIKit's tap movement
    /// allowance. [RE]
    public static let tapCountDistance = 45.0

    /// The largest tap count a touch carries. A count a device reports above it is taken as this
    /// (and reported); a touch continuing a count already there stays there. A person taps a few
    /// times in a row, so the bound only matters for broken or hostile input, where counting on
    /// would overflow `Int`. [OURS]
    public static let maximumTapCount = 1_000_000

    // MARK: Tap

    /// How far a tap's fingers may move from where they landed, and how far later taps of a
    /// multi-tap may land from the first, in points. [RE]
    public static let tapAllowableMovement = 45.0
    /// The longest a finger may stay down for one tap, in seconds. [RE]
    public static let tapMaximumDuration = 0.75
    /// The longest pause between one tap's lift and the next tap's landing, in seconds. [RE]
    public static let tapMaximumInterval = 0.35

    // MARK: Long press

    /// How long the fingers must stay down before a long press begins, in seconds. [DOC]
    public static let longPressMinimumDuration = 0.5
    /// How far the fingers may move before a long press begins, in points; a movement of exactly
    /// this much is allowed, within ``thresholdTolerance``. [DOC]
    public static let longPressAllowableMovement = 10.0

    // MARK: Pan

    /// How far the centroid must move along one axis (x or y, not the diagonal) before a pan begins;
    /// the same distance is taken off each axis of the translation at `began`, in points. Reached
    /// within ``thresholdTolerance``: a finger moved from x = 6.4 to 16.4 (9.999999999999998 in
    /// binary) begins the pan. [MEASURED]
    public static let panHysteresis = 10.0

    // MARK: Screen-edge pan

    /// How close to an edge of the window a screen-edge pan's finger must land, in points. UIKit's
    /// region measures between 13 and 20 points; we take the upper end. [RE, OURS]
    public static let screenEdgeRegion = 20.0
    /// How far the finger must move away from the edge before the pan begins; taken off the inward
    /// component of the translation at `began`, in points. [RE]
    public static let screenEdgeHysteresis = 15.0

    // MARK: Swipe

    /// The longest a swipe may take from the first finger landing, in seconds, inclusive: a
    /// qualifying move at 0.500 s recognizes, one at 0.501 s finds the swipe failed (UIKit on
    /// iOS 26.1). The failure timer is due just after the limit (``thresholdTolerance`` later), so
    /// a move that arrives at the limit is seen first. [MEASURED]
    public static let swipeMaximumDuration = 0.5
    /// The movement along the swipe's direction needed at time 0, in points; it shrinks with time
    /// (see ``swipePrimaryDecay``). Reached within ``thresholdTolerance``; the secondary and
    /// opposite allowances below are exceeded only beyond it. [MEASURED]
    public static let swipeMinimumPrimaryMovement = 50.0
    /// At time t seconds (at most ``swipeMaximumDuration``) the primary movement needed is
    /// `swipeMinimumPrimaryMovement · (1 − swipePrimaryDecay · t)`. Per second. [MEASURED]
    public static let swipePrimaryDecay = 0.94
    /// The movement across the swipe's direction allowed at time 0, in points. [MEASURED]
    public static let swipeMaximumSecondaryMovement = 50.0
    /// At time t the secondary movement allowed is
    /// `swipeMaximumSecondaryMovement · (1 − swipeSecondaryDecay · t)`. Per second. [MEASURED]
    public static let swipeSecondaryDecay = 0.98
    /// How far a swipe's fingers may move against its direction, in points. [MEASURED]
    public static let swipeOppositeMovement = 0.0

    // MARK: Pinch

    /// How much the distance between the two fingers must change before a pinch begins, in points;
    /// reached within ``thresholdTolerance`` (fingers 100 points apart at x = 18.2 and 118.2, the
    /// second moved to 128.2, change by 9.999999999999986 in binary and begin). [MEASURED]
    public static let pinchThreshold = 10.0
    /// How much of that change the scale's baseline keeps at `began`, in points, in the pinch's
    /// direction: a pinch from 100 to 110 points first reads 110/108. [MEASURED]
    public static let pinchHysteresis = 8.0

    // MARK: Rotation

    /// How far the line between the two fingers must turn before a rotation begins, in radians
    /// (10°); reached within ``thresholdTolerance``, so a turn of exactly 10° computed from
    /// coordinates (9.999999999999995°) begins. [MEASURED]
    public static let rotationThreshold = 10.0 * Math.pi / 180
    /// How much of that turn the rotation's baseline keeps at `began`, in radians (5°), in the
    /// rotation's direction: a turn of 10° first reads 5°. [MEASURED]
    public static let rotationHysteresis = 5.0 * Math.pi / 180

    // MARK: Velocity

    /// The UIKit-compatible estimator's weight of the newest step's velocity; the previous estimate
    /// keeps the rest. [RE]
    public static let velocitySmoothing = 0.2
    /// Steps shorter than this count as zero velocity in the UIKit-compatible estimator, in seconds
    /// (1 ms). [RE]
    public static let velocityMinimumStep = 0.001
    /// The least-squares estimator fits the samples of this last stretch of time, in seconds.
    /// Flutter and Android use the same horizon. [OURS, after Flutter]
    public static let leastSquaresHorizon = 0.1
    /// …and at most this many samples. [OURS, after Flutter]
    public static let leastSquaresMaximumSamples = 20

    // MARK: Controls

    /// How far outside its bounds a control's tracked finger still counts as inside (for
    /// `touchUpInside`, `touchDragInside` and `isTouchInside`), in points, on every side. UIKit's
    /// tolerance is undocumented; developers measure about 70 points on iOS. [REPORTED]
    public static let controlTrackingTolerance = 70.0

    /// How long a stepper's button is held before its value starts repeating (`autorepeat`), in
    /// seconds. UIKit documents only that the rate depends on how long the press lasts; AppKit's
    /// stepper documents 0.5 s, which we take. [DOC: NSStepper.autorepeat]
    public static let stepperAutorepeatDelay = 0.5
    /// The time between a held stepper's repeated steps, in seconds: ten a second, AppKit's
    /// documented rate. [DOC: NSStepper.autorepeat]
    public static let stepperAutorepeatInterval = 0.1
    /// How long a stepper's button is held before its repeats speed up, in seconds, and the time
    /// between them from then on (twice the rate). UIKit's stepper accelerates the longer it is
    /// held, without saying how. [OURS]
    public static let stepperAutorepeatAccelerationTime = 2.0
    /// The time between a held stepper's repeated steps once they have sped up, in seconds.
    /// [OURS]
    public static let stepperAutorepeatFastInterval = 0.05

    // MARK: Wheel scrolling

    /// How far one wheel detent (notch) scrolls, in points: a line of text. UIKit does not document
    /// its step. [OURS]
    public static let pointsPerWheelDetent = 20.0
    /// How long after its last detent a wheel's scroll sequence ends, in seconds: a wheel reports
    /// no end of its own, so ``WheelScroll`` ends the sequence after this pause. Longer than the gap
    /// between the detents of one turn (8 to 50 ms on the mice recorded in Tests/Fixtures/evemu),
    /// short enough that the next turn is a new scroll. [OURS]
    public static let wheelScrollEndInterval = 0.15

    // MARK: Scrolling

    /// How long a scroll view holds `touchesBegan` back from its content to see whether the finger
    /// starts scrolling (`delaysContentTouches`), in seconds. Undocumented; about 150 ms. [REPORTED]
    public static let contentTouchDelay = 0.15
    /// The fraction of a fling's velocity kept per millisecond: UIKit's
    /// `UIScrollView.DecelerationRate.normal`. [DOC]
    public static let decelerationRateNormal = 0.998
    /// …and `UIScrollView.DecelerationRate.fast`. [DOC]
    public static let decelerationRateFast = 0.99
    /// A fling's speed falls below this, in points per millisecond, at its last step: the fling
    /// lasts that long, and its velocity is scaled to come to rest exactly at the projected
    /// `offset + v·r/(1 − r)` it announced, as UIKit's does. [REPORTED]
    public static let decelerationStopSpeed = 0.01
    /// How often a scrolling animation steps on the window's clock, in seconds: one frame of a
    /// 60 Hz display. [OURS]
    public static let scrollFrameInterval = 1.0 / 60
    /// Rubber-banding past an edge moves the content `(1 − 1 / (x · c / d + 1)) · d` for a pull of
    /// `x` in a view of size `d`; this is `c`. [RE]
    public static let rubberBandCoefficient = 0.55
    /// How long a scroll view takes to spring back to an edge, snap to a page, or move to a
    /// target a delegate chose, in seconds, easing out (cubic). UIKit's animated
    /// `setContentOffset` takes about as long. [OURS]
    public static let scrollSettleDuration = 0.3
    /// With directional lock, a drag whose first movement along one axis is more than this many
    /// times its movement along the other scrolls along that axis only; otherwise it moves
    /// freely. UIKit does not document its rule. [OURS]
    public static let directionalLockRatio = 2.0
    /// A release faster than this (points per millisecond) pages on in the fling's direction; a
    /// slower one settles on the nearest page. [OURS, after UIKit's reported behaviour]
    public static let pagingFlingSpeed = 0.5
}
