import Gestures

/// Names an action method, in the shape of UIKit's `Selector`: the one implementation of
/// target–action under every API of this layer that sends a message to a target — gesture
/// recognizers, controls, bar button items, timers, `perform(_:with:afterDelay:)` and the
/// notification center.
///
/// Without the Objective-C runtime a name cannot be turned into a call, so a selector that can be
/// sent is made from a method reference: `Selector(ViewController.handlePan)` where UIKit code
/// writes `#selector(handlePan)`. Every API that takes a `Selector` also takes the method
/// reference itself. The three action shapes UIKit documents are supported: `()`, `(sender)` and
/// `(sender, forEvent:)`; the sender's parameter may be any type (`UIButton`, `Any`, `Timer`,
/// `Notification`…), and a sender of another type is not sent, with a diagnostic.
///
/// Two selectors are equal when they are the same value (copies of one `Selector(...)`), or, for
/// selectors made from names, when their names are equal. A selector made from a name alone
/// (`Selector("handlePan:")`) can be compared and removed; sending it calls nothing and reports a
/// misuse diagnostic.
public struct Selector: Hashable, CustomStringConvertible {
    /// The method's name, or for a method reference its class and shape (`Controller method
    /// (UIButton)`): Swift does not give a method reference's name.
    public let name: String
    /// Distinguishes selectors made from method references; 0 for selectors made from names.
    @usableFromInline let serial: UInt64
    /// Calls the method on a target with the sender and the event; nil for selectors made from
    /// names. Answers whether the target and the sender had the method's types.
    @usableFromInline let invoke: (@MainActor (AnyObject, Any?, UIEvent?) -> Bool)?
    /// Whether an object is of the method's class (a responder that can take the action).
    @usableFromInline let accepts: (@MainActor (AnyObject) -> Bool)?
    /// For a method taking a sender of a class type: whether a sender is of it, and the call
    /// without the checks, for a target and a sender already checked (see ``typedSend``). A
    /// gesture recognizer checks its pair once, when it is added; checked per call, the casts of
    /// the target and of the sender handed over as `Any` cost some 600 instructions per action
    /// (callgrind, `uikit-controller-pan`).
    @usableFromInline let typed: TypedSend?

    /// A method's call on a target and a sender known to be of its types (``Selector/typed``).
    @usableFromInline
    struct TypedSend {
        /// Whether `sender` is of the method's parameter type.
        let acceptsSender: @MainActor (AnyObject) -> Bool
        /// Calls the method; the target and the sender must be of its types.
        let call: @MainActor (AnyObject, AnyObject) -> Void

        @usableFromInline
        init(acceptsSender: @escaping @MainActor (AnyObject) -> Bool, call: @escaping @MainActor (AnyObject, AnyObject) -> Void) {
            self.acceptsSender = acceptsSender
            self.call = call
        }
    }

    /// A selector known only by name: comparable, not sendable.
    public init(_ name: String) {
        self.name = name
        serial = 0
        invoke = nil
        accepts = nil
        typed = nil
    }

    // The initializers from method references are inlinable: the closures they make are then
    // compiled in the caller's module, where the method is usually known by name (made here,
    // generic, each call looked up its types' metadata).

    /// A selector for a method of `Target` that takes no argument: `func refresh()`.
    @MainActor @inlinable
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        self.init(Target.self, shape: "()", invoke: { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        })
    }

    /// A selector for a method of `Target` that takes the sender: `func tapped(_ sender: UIButton)`.
    @MainActor @inlinable
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        // A sender of a class type is a single reference, which the unchecked call reinterprets as
        // one; any other (a protocol, `Any`) is only ever cast.
        let typed = Sender.self is AnyObject.Type
            ? TypedSend(acceptsSender: { $0 is Sender },
                        call: { target, sender in method(unsafeDowncast(target, to: Target.self))(unsafeBitCast(sender, to: Sender.self)) })
            : nil
        self.init(Target.self, shape: "(\(Sender.self))", typed: typed, invoke: { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        })
    }

    /// A selector for a method of `Target` that takes the sender and the event that made it send:
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
    @MainActor @inlinable
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        self.init(Target.self, shape: "(\(Sender.self), forEvent: UIEvent)", invoke: { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event ?? UIEvent.empty())
            return true
        })
    }

    /// A selector whose `invoke` calls a method of `Target` (one closure, made where the method is
    /// known: a closure calling another closure that held the method kept the optimizer from
    /// calling it directly).
    @MainActor @usableFromInline
    init<Target: AnyObject>(_ type: Target.Type, shape: String, typed: TypedSend? = nil,
                            invoke: @escaping @MainActor (AnyObject, Any?, UIEvent?) -> Bool) {
        serial = Selector.nextSerial()
        name = "\(Target.self) method \(shape)"
        self.invoke = invoke
        accepts = { $0 is Target }
        self.typed = typed
    }

    /// The call of ``typed`` for this target and sender, when both are of the method's types
    /// (checked now, once); nil otherwise, and for selectors without one.
    @MainActor
    func typedSend(to target: AnyObject, from sender: AnyObject) -> (@MainActor (AnyObject, AnyObject) -> Void)? {
        guard let typed, let accepts, accepts(target), typed.acceptsSender(sender) else { return nil }
        return typed.call
    }

    /// Whether the selector can be sent (it was made from a method reference).
    public var isSendable: Bool { invoke != nil }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.serial == rhs.serial && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serial)
        hasher.combine(name)
    }

    /// Sends the action to `target` with `sender` and `event`. A selector made from a name, or a
    /// target or sender not of the method's types, calls nothing and is reported through `report`;
    /// answers whether the method ran.
    @MainActor
    @discardableResult
    func send(to target: AnyObject, from sender: Any?, event: UIEvent?, report: (String) -> Void) -> Bool {
        guard let invoke else {
            report("selector \(name) has no method to call (a selector made from a name); pass the method itself, Type.method")
            return false
        }
        guard invoke(target, sender, event) else {
            report("action \(name) not sent: the target \(type(of: target)) or the sender \(sender.map { "\(type(of: $0))" } ?? "nil") is not of the method's types")
            return false
        }
        return true
    }

    /// The first responder along the chain from `responder` (itself included) of the method's
    /// class: UIKit's search for a nil target. The walk stops at a responder seen before, so a
    /// chain with a cycle ends.
    @MainActor
    func firstResponder(from responder: UIResponder?) -> UIResponder? {
        guard let accepts else { return nil }
        var seen: Set<ObjectIdentifier> = []
        var candidate = responder
        while let current = candidate, seen.insert(ObjectIdentifier(current)).inserted {
            if accepts(current) { return current }
            candidate = current.next
        }
        return nil
    }

    @MainActor private static var counter: UInt64 = 0

    @MainActor @usableFromInline static func nextSerial() -> UInt64 {
        counter &+= 1
        return counter
    }
}
