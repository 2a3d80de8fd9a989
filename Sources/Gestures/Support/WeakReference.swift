/// A reference that does not keep its object alive: the package's one weak box, for lists and
/// tables that must not own what they name (a recognizer's failure requirements, the windows an
/// app has seen, a control's targets, a delayed perform's target, the invariant machine's records).
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
