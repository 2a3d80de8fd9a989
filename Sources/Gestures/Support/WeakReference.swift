#if !hasFeature(Embedded)
internal import CGesturesRuntime
#endif

/// A reference that does not keep its object alive: the package's weak box, for lists and tables
/// that must not own what they name (a recognizer's failure requirements, the windows an app has
/// seen, a delayed perform's target, the invariant machine's records). What is read on every
/// update or every touch phase (targets, a scroll view's delegate) is held as a ``WeakAddress``.
///
/// A type with one weak field of its own (a delegate, a view's window) needs no box; a box is for
/// an element of a collection or a captured value, where Swift has no `weak` of its own.
nonisolated package struct WeakReference<Object: AnyObject> {
    /// The object, or nil once it has been freed. (Embedded Swift has no weak references: there
    /// the box holds its object, and cycles through it are the host's to break — see
    /// docs/embedding.md.)
    #if hasFeature(Embedded)
    package var value: Object?
    #else
    package weak var value: Object?
    #endif

    /// A reference to `value` that does not keep it alive.
    package init(_ value: Object?) { self.value = value }
}

/// A weak reference to a recognizer, for failure requirements.
typealias WeakRecognizer = WeakReference<GestureRecognizer>

#if hasFeature(Embedded)
/// Embedded Swift has no weak or unowned references: there a ``WeakAddress`` holds its object,
/// and cycles through it are the host's to break, as with ``WeakReference`` (docs/embedding.md).
nonisolated package struct WeakAddress {
    package let value: AnyObject?

    package init(_ object: AnyObject?) { value = object }
}
#else
/// What a weak reference knows of its object (whether it is still alive, and where), without the
/// side table a weak reference gives it: for objects read on every update, such as a recognizer's
/// targets and a scroll view's delegate.
///
/// Once an object is referenced weakly anywhere, every retain and release of it takes the Swift
/// runtime's slow path (about 75 and 95 instructions against 20). This keeps the object's memory
/// (not the object) with an unowned reference, whose count lives in the object's header, and asks
/// whether the object is alive with the runtime's `swift_tryRetain` (CGesturesRuntime), which a
/// weak load ends in too: it retains the object unless its deinitialization has begun. The memory
/// of an object freed meanwhile is returned when the holder lets go of this (a weak reference's
/// side table, which it replaces, is likewise kept until then).
///
/// Embedded Swift has no weak or unowned references to build this on; it holds its objects
/// strongly instead (docs/embedding.md).
nonisolated package struct WeakAddress {
    /// Keeps the memory at `address` allocated (not the object alive).
    private unowned(safe) let keeper: AnyObject?
    /// Where the object is. A hot path reads this field alone (`retainIfAlive(at:)`): a copy of
    /// the whole value counts its unowned reference up and down, two atomic operations (some 70
    /// instructions), which reading it out of a `var` in a class makes.
    package let address: UnsafeMutableRawPointer?

    /// The address of `object`, which this does not keep alive.
    package init(_ object: AnyObject?) {
        keeper = object
        address = object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// Whether the object at `address` (a ``WeakAddress``'s) is alive, counting nothing: a holder
    /// that keeps the object's typed reference `unowned(unsafe)` beside this reads it only when
    /// this says yes (the read retains it once; `retainIfAlive(at:)` and a read would count twice).
    @inline(__always)
    package static func isAlive(at address: UnsafeMutableRawPointer?) -> Bool {
        guard let address else { return false }
        return gestures_is_alive(address)
    }

    /// The object at `address` (a ``WeakAddress``'s), retained (release it when done), or nil once
    /// it has been freed (or when `address` is nil).
    @inline(__always)
    package static func retainIfAlive(at address: UnsafeMutableRawPointer?) -> Unmanaged<AnyObject>? {
        guard let address, gestures_try_retain(address) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(address)
    }

    /// The object, as a weak reference reads it: nil once it has been freed.
    package var value: AnyObject? { Self.retainIfAlive(at: address)?.takeRetainedValue() }
}
#endif
