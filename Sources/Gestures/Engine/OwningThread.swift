/// The thread that created an engine, a clock, a view or a recognizer, so that their entry points
/// can check they are called there.
///
/// Windows, engines and clocks belong to the main actor. Swift 6 code cannot call them from
/// anywhere else, but a Swift 5 program (or code that casts isolation away) can, and the engine
/// would then change touches, recognizers and views from two threads at once, to trap later,
/// deep inside a pass, with the damage done. The entry points (``GestureEngine/handle(_:)``, and
/// so ``Window/sendEvent(_:)``; ``ManualClock/advance(to:)``; ``MonotonicClock/fireDueTimers()``;
/// and every public call that changes a view, a recognizer, a control or a scroll view, in the
/// engine and in the UIKit layer, through `View.checkThread(_:)` and
/// `GestureRecognizer.checkThread(_:)`) call ``check(_:)`` first, before any state changes, so the
/// program stops at the call that is
/// wrong, with a message naming it. It is the engine's one trap: no way on is safe, and there is
/// nobody to report to, since diagnostics observers belong to the main actor too.
///
/// The main actor always runs on the main thread, so "the creating thread" is the main thread for
/// any object made by main-actor code. The check reads the thread's identity, one thread-local
/// load: see `docs/benchmarks.md` for what it costs per event. (The runtime's own
/// `MainActor.preconditionIsolated` costs more and, with this toolchain on Linux, prints its
/// message garbled.) Embedded Swift builds, single-threaded, skip it.
nonisolated struct OwningThread: Equatable {
    #if hasFeature(Embedded)
    @inline(__always) func check(_ entry: StaticString) {}
    #else
    private let identity = currentThreadIdentity()

    /// Stops the program, naming `entry`, when called on another thread than the creating one.
    @inline(__always)
    func check(_ entry: StaticString) {
        if currentThreadIdentity() != identity { Self.wrongThread(entry) }
    }

    @inline(never)
    private static func wrongThread(_ entry: StaticString) -> Never {
        fatalError("\(entry) called off the main thread: windows, views, recognizers, engines and clocks belong to the "
            + "main actor (the thread that created them); call them from there")
    }
    #endif
}

#if !hasFeature(Embedded)
/// POSIX's `pthread_self`, declared here because the engine imports no C library: the calling
/// thread's identity (a number on Linux, a pointer on Darwin; both one word).
@_silgen_name("pthread_self")
nonisolated private func currentThreadIdentity() -> UInt
#endif
