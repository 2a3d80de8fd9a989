/// One recognizer's record of the gesture it takes part in: everything the engine keeps about it
/// from the moment it joins a gesture until it is reset, in one value.
///
/// A reset is one assignment of a fresh record (see `GestureEngine.reset(_:)`), so nothing
/// per-gesture can be left behind by a field forgotten there. What outlives a gesture stays on
/// the recognizer itself: its settings, targets and failure requirements, its reset generation
/// (which stamps the touches and timers of each gesture), the last centroid that
/// ``GestureRecognizer/location(in:)`` reads after the fingers lift, and its per-event scratch.
///
/// Ownership: the recognizer stores its record; only the engine and the recognizer's own
/// touch-tracking methods (``GestureRecognizer/track(_:)``, `untrack`) write it. The touches it
/// lists are held strongly for the length of the gesture; the engine lets go of them at reset.
struct Engagement {
    /// Its part in the arbitration of the gesture; the public state is derived from it.
    var participation = Participation()
    /// Touches currently down that the recognizer receives, in the order they arrived.
    var tracked: [Touch] = []
    /// Every touch received since the last reset (cancelled in the view on recognition).
    var sequenceTouches: [Touch] = []
    /// Whether any touch was received since the last reset, ignored ones included: a recognizer
    /// that ignored every touch it had still took part in the sequence, and must conclude with it.
    var hasReceivedTouches = false
    /// The type of the first touch received, which `requiresExclusiveTouchType` holds to.
    var exclusiveTouchType: Touch.TouchType?
    /// The timers started with ``GestureRecognizer/scheduleTimer(after:tag:)`` and still pending.
    /// Each with its deadline (seconds): a timer fires for the recognizer only once the clock has
    /// reached it (see `GestureEngine.timerFired(for:tag:)`).
    var timers: [(tag: Int, token: TimerToken, deadline: Double)] = []

    init(timers: [(tag: Int, token: TimerToken, deadline: Double)] = []) {
        self.timers = timers
    }
    /// The set of the tracked touches handed to `touchesMoved` when all of them moved, reused
    /// while they stay the same, so a gesture under way allocates nothing per move.
    var trackedSetCache: Set<Touch>?
    /// The set of the moved touches when only some of them moved, reused likewise.
    var movedSetCache: Set<Touch>?
    /// The recognizer's node, held from the moment it joins until it is reset, so that whatever
    /// its actions and callbacks reach through their own view is alive while they run, even when
    /// one of them lets go of that view: a scroll view's drag step lends its view (its host)
    /// instead of retaining it on every update. A view let go of mid-gesture is freed when its
    /// recognizers reset (at the end of that pass, once it has left its window), as a touch's
    /// view already is (`Touch.hitNode`). Nil for a recognizer on the window itself, which owns
    /// the engine (a touch on the window likewise holds it unowned).
    var node: AnyObject?
}
