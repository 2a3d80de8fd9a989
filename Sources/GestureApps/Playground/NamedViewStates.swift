import Gestures

/// Where a window's named views are: the center, transform, alpha and visibility of every view
/// with an ``View/accessibilityIdentifier``, in tree order (depth first, back to front), and
/// whether an animation is still presenting it on its way there. Hosts write it as JSON lines so
/// that tests outside the process can see what moved.
///
/// ```json
/// {"time":1.25,"reason":"change","views":[{"id":"box","center":[300,220],"transform":[1,0,0,1,0,0],"alpha":1,"hidden":false,"animating":false}]}
/// ```
///
/// The values are the model values (what the scene set, where an animation is heading), not the
/// presentation an animation in flight shows.
///
/// Numbers are JSON numbers in the shortest form that reads back exactly; non-finite values are
/// `null`.
public struct NamedViewStates: Equatable {
    /// One named view's state.
    public struct Entry: Equatable {
        /// The view's ``View/accessibilityIdentifier``.
        public var id: String
        /// ``View/center``, in its superview's coordinates.
        public var center: Point
        /// ``View/transform``.
        public var transform: Transform
        /// ``View/alpha``.
        public var alpha: Double
        /// ``View/isHidden``.
        public var isHidden: Bool
        /// ``View/isAnimating``.
        public var isAnimating: Bool

        /// Equal when every number is equal or both are NaN, so that a view stuck at NaN does not
        /// read as changing every frame.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
            let l = lhs.transform, r = rhs.transform
            return lhs.id == rhs.id && lhs.isHidden == rhs.isHidden && lhs.isAnimating == rhs.isAnimating
                && same(lhs.alpha, rhs.alpha)
                && same(lhs.center.x, rhs.center.x) && same(lhs.center.y, rhs.center.y)
                && same(l.a, r.a) && same(l.b, r.b) && same(l.c, r.c) && same(l.d, r.d)
                && same(l.tx, r.tx) && same(l.ty, r.ty)
        }
    }

    /// The named views, in tree order.
    public let entries: [Entry]

    /// Reads the named views of `window`, the window itself included when it is named.
    #if !hasFeature(Embedded)
    @MainActor
    #endif
    public init(window: Window) {
        var entries: [Entry] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let id = view.accessibilityIdentifier {
                entries.append(Entry(id: id, center: view.center, transform: view.transform,
                                     alpha: view.alpha, isHidden: view.isHidden, isAnimating: view.isAnimating))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        self.entries = entries
    }

    /// One line of JSON (no newline) with the time, the reason it was written (`start`, `change`,
    /// `exit`…) and every named view.
    public func jsonLine(time: Double, reason: String) -> String {
        "{\"time\":\(Self.json(time)),\"reason\":\(Self.json(reason)),\"views\":\(viewsJSON())}"
    }

    /// The named views as a JSON array of objects, as ``jsonLine(time:reason:)`` writes them.
    public func viewsJSON() -> String {
        var out = "["
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += "," }
            let t = entry.transform
            out += "{\"id\":\(Self.json(entry.id))"
            out += ",\"center\":[\(Self.json(entry.center.x)),\(Self.json(entry.center.y))]"
            out += ",\"transform\":[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.json).joined(separator: ","))]"
            out += ",\"alpha\":\(Self.json(entry.alpha)),\"hidden\":\(entry.isHidden)"
            out += ",\"animating\":\(entry.isAnimating)}"
        }
        return out + "]"
    }

    static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
