/// The root of a view tree, and the single entry point of input: ``sendEvent(_:)``.
///
/// A window's own coordinates are window coordinates, whatever its frame. It owns the
/// ``GestureEngine`` that routes its touches, and the clock its recognizers' timers run on.
#if !hasFeature(Embedded)
@MainActor
#endif
open class Window: View {
    /// The engine that routes this window's input.
    public let engine: GestureEngine

    /// What views and touches reach this window through; cleared when the window goes.
    let anchor = WindowAnchor()

    /// The clock of this window's timers.
    public var clock: any GestureClock { engine.clock }

    /// Creates a window on a clock (a new ``ManualClock`` by default: give apps a
    /// ``MonotonicClock``).
    public init(frame: Rect, clock: any GestureClock) {
        engine = GestureEngine(clock: clock)
        super.init(frame: frame)
        isWindowRoot = true
        anchor.window = self
        windowAnchor = anchor
        // Not counted: the window owns the engine, and its deinit clears this closure
        // (`windowWillGo()`) before the window's memory goes.
        engine.hitTester = { [unowned(unsafe) self] point in
            self.hitTest(point, with: self.engine.event)
        }
    }

    /// The engine may outlive the window (app code can keep `window.engine`): it is told, and drops
    /// later input instead of hit-testing through a window that is gone.
    #if hasFeature(Embedded)
    deinit { windowWillGo() }
    #else
    isolated deinit { windowWillGo() }  // on the main actor, where the engine lives
    #endif

    private func windowWillGo() {
        anchor.window = nil
        engine.windowWillGo()
    }

    /// Creates a window on a new ``ManualClock``.
    public convenience override init(frame: Rect) {
        self.init(frame: frame, clock: ManualClock())
    }

    /// Delivers one frame of input: hit-tests new touches, runs the recognizers and arbitration,
    /// sends actions and delivers touches to views.
    ///
    /// Safe to call from inside an action or a touch method: the event is then queued and handled
    /// as soon as the current one is done.
    ///
    /// Final, so that a host's event loop calls it directly rather than through the class's table
    /// (nothing overrides it; GesturesUIKit's overridable `UIWindow.sendEvent(_:)` is its own).
    public final func sendEvent(_ event: InputEvent) {
        engine.handle(event)
    }
}

/// A window's stand-in for the views in it and the touches that landed on it: they hold the anchor,
/// the anchor points to the window, and the window's deinit clears that pointer.
///
/// Ownership: `unowned(unsafe)`, owner-cleared. A weak reference would give the window a side
/// table, after which every retain and release of it takes the runtime's slow path (a scroll
/// view's drag retains its window several times per update); a strong one would make cycles (the
/// window holds its subviews, its engine holds its touches). The window holds its anchor and clears
/// it first thing in its deinit, so the pointer is either nil or a live window.
#if !hasFeature(Embedded)
@MainActor
#endif
final class WindowAnchor {
    private var reference: Unmanaged<Window>?
    var window: Window? {
        get { reference?.takeUnretainedValue() }
        set { reference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// Whether the window is still there, read without retaining it.
    var isOccupied: Bool { reference != nil }
}
