import Gestures

/// One contact's state at the end of a frame, in device units, with the backend's id for it.
struct ContactSample: Equatable {
    /// The backend's id: a new one for every contact, never a device's tracking id (devices reuse
    /// those).
    var id: Int
    var phase: Touch.Phase
    var x: Int32
    var y: Int32
    var pressure: Int32?
    var major: Int32?
    /// `MT_TOOL_PEN` for pens, `MT_TOOL_FINGER` otherwise.
    var tool: Int32
    var tiltX: Int32?
    var tiltY: Int32?
}

/// The limits of the contact tracker.
public enum GestureInputConstants {
    /// The most contacts (slots) tracked at once. Devices announce up to 60 slots (large
    /// interactive panels); a slot number at or above this is ignored with a problem. Our own limit,
    /// which also bounds the memory a misbehaving device can make the tracker use.
    public static let maximumSlots = 60
    /// The longest a one-, two- or three-finger touch on a touchpad may last and still count as a
    /// tap, in seconds: libinput's tap timeout (180 ms, `TAP_TIMEOUT` in `evdev-mt-touchpad-tap.c`).
    public static let tapTimeout = 0.180
    /// How far, in window points, a touchpad's fingers may travel and still tap. Our own decision,
    /// in line with libinput's 1.3 mm tap motion threshold on a typical touchpad.
    public static let tapSlop = 5.0
    /// How far, in window points, each of two fingers on a touchpad travels before the pair is
    /// taken for a scroll or a pinch: less is the jitter of a resting pair. Our own decision, in
    /// line with libinput's 1.5 mm (`min_move` in `evdev-mt-touchpad-gestures.c`) on a touchpad
    /// mapped to a window.
    public static let scrollThreshold = 4.0
    /// Where scroll ends and pinch begins: two fingers on a touchpad that have both travelled
    /// ``scrollThreshold`` scroll when their directions of travel (each from where the pair
    /// formed) are less than this many radians apart, and pinch or rotate otherwise — moving apart,
    /// together, or around each other. π/2 (90°): libinput counts two fingers as moving the same
    /// way when their compass directions (of eight) are the same or neighbours
    /// (`tp_gesture_same_directions`), which is between 45° and 90° apart depending on where in
    /// the sectors they fall; we take the upper bound, so a pair must clearly diverge to pinch.
    public static let pinchDirectionAngle = Double.pi / 2
    /// One finger of a touchpad pair travelling this many times ``scrollThreshold`` while the
    /// other stays under it scrolls (a resting finger and a moving one), as libinput's 4 mm
    /// `max_move` does against its 1.5 mm `min_move`: 3. Our own rounding of that ratio.
    public static let restingFingerTravelFactor = 3.0
    /// The force UIKit reports at full pressure for a finger: 20/3, the `maximumPossibleForce` of
    /// 3D Touch iPhones [REPORTED].
    public static let maximumFingerForce = 20.0 / 3.0
    /// The force UIKit reports at full pressure for a pen: 25/6, Apple Pencil's
    /// `maximumPossibleForce` [REPORTED].
    public static let maximumPenForce = 25.0 / 6.0
    /// The most problems one interpreter reports; later ones are only counted. Our own limit, so a
    /// device that sends garbage forever cannot fill memory.
    public static let maximumProblems = 1_000
}
