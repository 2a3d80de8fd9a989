/// A list of objects that something else keeps alive for as long as they are in it: the engine's
/// per-event scratch (the touches that changed, the recognizers receiving the event, each
/// recognizer's touches by phase).
///
/// It holds its elements without counting references, so adding, reading and emptying it cost no
/// retain or release, and it keeps its storage from event to event (it grows by doubling and
/// never shrinks), so a steady stream of events allocates nothing. Adding, reading and emptying
/// are a store, a load and a count; an `Array` of class references pays a uniqueness check and a
/// retain for each append and a release for each element emptied (measured with callgrind on a
/// pan update: docs/benchmarks.md).
///
/// Ownership rule: an element must be owned elsewhere from the moment it is added until the list
/// is emptied. The engine's lists are emptied within the pass that fills them, and what they hold
/// is owned for the whole pass: touches by the touch table (pruned only when a pass ends),
/// recognizers by the entries of those touches. The debug build's invariants check that the lists
/// are empty between passes (`GestureEngine+Invariants.swift`); the fuzzer under
/// AddressSanitizer would find any element read after it was freed.
nonisolated struct PassList<Element: AnyObject>: ~Copyable {
    private var buffer = ScratchBuffer<Unmanaged<Element>>()

    init() {}

    /// The number of elements.
    var count: Int { buffer.count }
    var isEmpty: Bool { buffer.count == 0 }

    /// The element at `index` (which must be below ``count``).
    @inline(__always)
    subscript(index: Int) -> Element { buffer[index].takeUnretainedValue() }

    /// The element at `index`, not retained: for ``withLent(_:_:)``.
    @inline(__always)
    func unmanaged(at index: Int) -> Unmanaged<Element> { buffer[index] }

    /// Adds `element` at the end; it must be owned elsewhere until the list is emptied.
    @inline(__always)
    mutating func append(_ element: Element) { buffer.append(Unmanaged.passUnretained(element)) }

    /// Whether the last element is `element` (by identity).
    @inline(__always)
    func endsWith(_ element: Element) -> Bool {
        buffer.count > 0 && buffer[buffer.count - 1].toOpaque() == Unmanaged.passUnretained(element).toOpaque()
    }

    /// Puts `element` at `index`, in place of what was there.
    @inline(__always)
    mutating func replace(at index: Int, with element: Unmanaged<Element>) { buffer[index] = element }

    /// Empties the list, keeping its storage.
    @inline(__always)
    mutating func removeAll() { buffer.removeAll() }

    /// Keeps the elements before `index`.
    mutating func removeLast(from index: Int) { buffer.removeLast(from: index) }

    /// Removes every occurrence of `element` (by identity), keeping the others in order.
    mutating func remove(_ element: Element) {
        let unwanted = Unmanaged.passUnretained(element).toOpaque()
        var kept = 0
        for index in 0..<buffer.count where buffer[index].toOpaque() != unwanted {
            buffer[kept] = buffer[index]
            kept += 1
        }
        buffer.removeLast(from: kept)
    }
}

/// Reusable storage for values with no references to count (numbers, `Unmanaged` references):
/// appending is a store, emptying is a count, and the storage grows by doubling and is kept, so a
/// steady stream of events allocates nothing. The engine's per-pass lists are built on it.
nonisolated struct ScratchBuffer<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0
    /// The number of elements.
    private(set) var count = 0

    init() {
        precondition(_isPOD(Element.self), "ScratchBuffer holds only values with no references to count")
    }

    deinit { storage?.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "ScratchBuffer index out of range")
            return storage.unsafelyUnwrapped[index]
        }
        set {
            precondition(index >= 0 && index < count, "ScratchBuffer index out of range")
            storage.unsafelyUnwrapped[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (storage.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Keeps the elements before `index`.
    mutating func removeLast(from index: Int) {
        precondition(index >= 0 && index <= count, "ScratchBuffer index out of range")
        count = index
    }

    /// Drops the first `n` elements, moving the rest to the front.
    mutating func removeFirst(_ n: Int) {
        precondition(n >= 0 && n <= count, "ScratchBuffer index out of range")
        guard n > 0 else { return }
        if n < count, let storage { storage.update(from: storage + n, count: count - n) }
        count -= n
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let storage {
            newStorage.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }
}

/// One recognizer's touches of the current event, by phase: what its touch methods get.
nonisolated struct EventTouches: ~Copyable {
    var began = PassList<Touch>()
    var moved = PassList<Touch>()
    var ended = PassList<Touch>()
    var cancelled = PassList<Touch>()

    var isEmpty: Bool { began.isEmpty && moved.isEmpty && ended.isEmpty && cancelled.isEmpty }

    /// Adds `touch` to the list of each phase in `phases` (a moved touch only while `movedCounts`).
    @inline(__always)
    mutating func add(_ touch: Touch, phases: PhaseSet, movedCounts: Bool) {
        if phases.contains(.began) { began.append(touch) }
        if phases.contains(.moved) && movedCounts { moved.append(touch) }
        if phases.contains(.ended) { ended.append(touch) }
        if phases.contains(.cancelled) { cancelled.append(touch) }
    }

    mutating func remove(_ touch: Touch) {
        began.remove(touch)
        moved.remove(touch)
        ended.remove(touch)
        cancelled.remove(touch)
    }

    @inline(__always)
    mutating func clear() {
        began.removeAll()
        moved.removeAll()
        ended.removeAll()
        cancelled.removeAll()
    }
}

extension Set where Element == Touch {
    /// The touches of a pass list, as a set.
    init(_ list: borrowing PassList<Touch>) {
        self.init(minimumCapacity: list.count)
        insert(contentsOf: list)
    }

    /// Adds the touches of a pass list.
    mutating func insert(contentsOf list: borrowing PassList<Touch>) {
        for index in 0..<list.count { insert(list[index]) }
    }
}

/// The recognizers whose state was assigned and not yet arbitrated, first in first out: taken
/// items stay in place until every item is taken, so adding and taking never shift the list.
///
/// Ownership: a recognizer is listed only while it is engaged (`GestureEngine.engaged` owns it),
/// and the engine forgets its pending entries when it resets it (`forget(_:)`).
nonisolated struct AssignmentQueue: ~Copyable {
    private var items = PassList<GestureRecognizer>()
    /// Items before the cursor have been taken.
    private var cursor = 0

    var isEmpty: Bool { cursor == items.count }

    /// Whether the last item not yet taken is `recognizer`.
    @inline(__always)
    func endsWithPending(_ recognizer: GestureRecognizer) -> Bool {
        cursor < items.count && items.endsWith(recognizer)
    }

    @inline(__always)
    mutating func append(_ recognizer: GestureRecognizer) { items.append(recognizer) }

    /// The next item, not retained; the list empties itself once every item is taken.
    @inline(__always)
    mutating func next() -> Unmanaged<GestureRecognizer>? {
        guard cursor < items.count else {
            if cursor > 0 {
                items.removeAll()
                cursor = 0
            }
            return nil
        }
        cursor += 1
        return items.unmanaged(at: cursor - 1)
    }

    /// Drops the pending entries of a recognizer that is being reset.
    mutating func forget(_ recognizer: GestureRecognizer) {
        guard cursor < items.count else { return }
        var kept = cursor
        for index in cursor..<items.count where items[index] !== recognizer {
            if kept != index { items.replace(at: kept, with: items.unmanaged(at: index)) }
            kept += 1
        }
        items.removeLast(from: kept)
    }

    /// Drops everything.
    mutating func removeAll() {
        items.removeAll()
        cursor = 0
    }
}

/// Lends the object `reference` points to, to `body`, with no retain or release around the call:
/// the caller guarantees something else owns it until `body` returns.
///
/// The standard library's `_withUnsafeGuaranteedRef` does the same, but a closure written in
/// main-actor code and handed straight to it checks the executor it runs on at every call (a
/// runtime call chain of about 150 instructions, measured with callgrind); handed to this
/// function of our own module first, it does not.
@inlinable @inline(__always)
nonisolated package func withLent<Object: AnyObject, Result>(_ reference: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
}

/// Calls `body` with a pointer to `value`, through this module for the reason `withLent(_:_:)`
/// gives (a touch's input passed to its update without a copy: once per touch that lands or lifts).
@inlinable @inline(__always)
nonisolated package func withPointer<Value, Result>(to value: Value, _ body: (UnsafePointer<Value>) -> Result) -> Result {
    withUnsafePointer(to: value, body)
}

/// Calls `body` with a pointer to `value` it may write through, likewise (a scroll view's target
/// offset handed to its delegate).
@inlinable @inline(__always)
nonisolated package func withMutablePointer<Value, Result>(to value: inout Value, _ body: (UnsafeMutablePointer<Value>) -> Result) -> Result {
    withUnsafeMutablePointer(to: &value, body)
}

/// Calls `body` with the elements of `array` where they are stored, through this module for the
/// reason `withLent(_:_:)` gives (no executor check per call).
@inlinable @inline(__always)
nonisolated package func withElements<Element, Result>(of array: [Element], _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    array.withUnsafeBufferPointer(body)
}

// Searches by identity written as loops in this module. A closure written in main-actor code and
// handed to the standard library's `firstIndex(where:)`, `contains(where:)` or `removeAll(where:)`
// checks the executor it runs on at every call, once per element (about 150 instructions each,
// measured with callgrind): on the paths every touch takes (a touch lifting from each of its
// recognizers, hover, hit-testing) the engine searches with these instead.
// (`Swift.AnyObject`: in an extension of `Array`, Embedded Swift's standard library resolves a
// bare `AnyObject` to a member type of its own.)
extension Array where Element: Swift.AnyObject {
    /// The index of the first element that is `object` itself.
    @inlinable
    nonisolated package func firstIndex(ofIdentical object: Element) -> Int? {
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// Whether `object` itself is an element.
    @inlinable
    nonisolated package func containsIdentical(_ object: Element) -> Bool {
        firstIndex(ofIdentical: object) != nil
    }

    /// Removes every element that is `object` itself.
    @inlinable
    nonisolated package mutating func removeAllIdentical(to object: Element) {
        guard containsIdentical(object) else { return }
        removeAll { $0 === object }
    }
}
