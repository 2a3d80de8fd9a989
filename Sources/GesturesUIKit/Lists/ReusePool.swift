import Gestures

/// A view a list keeps for reuse: a table's cell, a collection view's cell or supplementary view.
/// A registered class is made through `init(reusing:)`, a required convenience initializer that
/// every subclass overriding the class's designated initializers inherits (Swift calls an
/// initializer through a class object only when it is required).
@MainActor
protocol ReusableListView: UIView {
    init(reusing reuseIdentifier: String?)
    func prepareForReuse()
}

/// The classes registered under reuse keys and the views waiting, off screen, for another index
/// path: what a list's `register` and `dequeue` methods keep. A key is a reuse identifier (for a
/// collection view's supplementary views, the kind and the identifier).
@MainActor
struct ReusePool<View: ReusableListView> {
    private var registered: [String: View.Type] = [:]
    /// The views waiting under each key, found through `queueIndex`. (An array of queues rather
    /// than a dictionary of them: changing a dictionary's value in place goes through an accessor
    /// whose frame the runtime allocates, three allocations per cell leaving or coming.)
    private var queues: [[View]] = []
    private var queueIndex: [String: Int] = [:]
    /// The key looked up last and its queue: most lists use one or two kinds of cell, so a row
    /// coming or leaving compares its key with this one instead of hashing it.
    private var lastQueue: (key: String, index: Int)?
    /// The view the queue handed out last (a list clears it before asking its data source for a
    /// view): such a view left the screen and has not come back, so it shows no other index path.
    var lastTakenFromQueue: ObjectIdentifier?

    /// Registers `viewClass` under `key` (nil unregisters it); a class that is not a `View` is
    /// refused, reported as the misuse of `call`.
    mutating func register(_ viewClass: AnyClass?, under key: String, identifier: String, call: String, in window: UIWindow?) {
        guard let viewClass else {
            registered[key] = nil
            return
        }
        guard let viewType = viewClass as? View.Type else {
            reportMisuse("\(call) was given \(viewClass), which is not a \(View.self); \"\(identifier)\" is not registered", in: window)
            return
        }
        registered[key] = viewType
    }

    /// A view waiting under `key` (after its `prepareForReuse()`), or a new one of the class
    /// registered there made for `identifier`, or nil when there is neither.
    mutating func dequeue(_ key: String, identifier: String) -> View? {
        if let index = queue(under: key), let view = queues[index].popLast() {
            lastTakenFromQueue = ObjectIdentifier(view)
            view.prepareForReuse()
            return view
        }
        return registered[key].map { $0.init(reusing: identifier) }
    }

    /// Puts a view that left the screen in the queue under `key`.
    mutating func enqueue(_ view: View, under key: String) {
        if let index = queue(under: key) {
            queues[index].append(view)
        } else {
            queueIndex[key] = queues.count
            lastQueue = (key, queues.count)
            queues.append([view])
        }
    }

    /// The index of the queue under `key`, if there is one. (Queues are never removed, so a
    /// remembered index stays right.)
    private mutating func queue(under key: String) -> Int? {
        if let lastQueue, lastQueue.key == key { return lastQueue.index }
        guard let index = queueIndex[key] else { return nil }
        lastQueue = (key, index)
        return index
    }
}
