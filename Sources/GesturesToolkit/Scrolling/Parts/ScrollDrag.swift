import Gestures

/// A drag in progress: the offset it started at, and the axes it may move along.
///
/// The offset follows the finger — the start offset minus the pan's translation, axis by axis —
/// rubber-banded past the edges (``RubberBand``). With directional lock the first movement decides
/// the axes: a component more than ``GestureConstants/directionalLockRatio`` times the other locks
/// the drag to its axis; otherwise (and without the lock) it moves freely. A value owned by the
/// scroller's motion; it holds no reference.
struct ScrollDrag: Equatable {
    /// Which axes a drag may move along.
    struct Axes: Equatable {
        var horizontal: Bool
        var vertical: Bool
        static let both = Axes(horizontal: true, vertical: true)
    }

    /// The content offset when the drag began (or re-based after a pinch ended under a finger).
    let start: Point
    /// The axes the drag may move along: nil until its first movement with a direction.
    private(set) var axes: Axes?

    init(start: Point) {
        self.start = start
    }

    /// What the scroll view allows along each axis, for one drag step.
    struct Setting {
        /// Whether the content scrolls horizontally and vertically at all.
        var scrollsHorizontally: Bool
        var scrollsVertically: Bool
        var isDirectionalLockEnabled: Bool
        var bounces: Bool
    }

    /// The offset for the pan's `translation`, from `current` (kept on axes that do not move);
    /// the first call with a direction (the finger's `velocity`, else the translation, which has
    /// the pan's hysteresis taken off each axis and can hide a small component) decides the axes.
    mutating func offset(translation t: Point, velocity v: Point, current: Point, limits: ScrollLimits,
                         viewSize size: Size, setting: Setting) -> Point {
        if axes == nil {
            let d = v != .zero ? v : t
            let ratio = GestureConstants.directionalLockRatio
            let lock = setting.isDirectionalLockEnabled
            if d != .zero {
                axes = Axes(horizontal: !lock || abs(d.x) * ratio >= abs(d.y), vertical: !lock || abs(d.y) * ratio >= abs(d.x))
            }
        }
        let axes = self.axes ?? .both
        var offset = current
        if setting.scrollsHorizontally && axes.horizontal {
            offset.x = RubberBand.offset(start.x - t.x, min: limits.minimum.x, max: limits.maximum.x,
                                         size: size.width, bounces: setting.bounces)
        }
        if setting.scrollsVertically && axes.vertical {
            offset.y = RubberBand.offset(start.y - t.y, min: limits.minimum.y, max: limits.maximum.y,
                                         size: size.height, bounces: setting.bounces)
        }
        return offset
    }
}
