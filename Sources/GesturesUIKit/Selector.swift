/// Names an action method, in the shape of UIKit's `Selector`, so that code that stores, passes or
/// overrides with selectors (`override init(target: Any?, action: Selector?)`,
/// `removeTarget(_:action:)`) compiles.
///
/// Without the Objective-C runtime a name cannot be turned into a call, so a selector that can be
/// sent is made from a method reference, `Selector(ViewController.handlePan)`, where UIKit code
/// writes `#selector(handlePan)`. Two selectors are equal when they are the same value (copies of
/// one `Selector(...)`), or, for selectors made from names, when their names are equal.
///
/// A selector made from a name alone (`Selector("handlePan:")`) can be compared and removed, but
/// sending it does nothing except report a misuse diagnostic.
public struct Selector: Hashable, CustomStringConvertible {
    /// The method's name, or a description of the method reference.
    public let name: String
    /// Distinguishes selectors made from method references; 0 for selectors made from names.
    let serial: UInt64
    /// Calls the method on a target with the recognizer; nil for selectors made from names.
    let invoke: (@MainActor (AnyObject, AnyObject) -> Void)?

    /// A selector known only by name: comparable, not sendable.
    public init(_ name: String) {
        self.name = name
        serial = 0
        invoke = nil
    }

    /// A selector for a method of `Target` that takes the sender.
    @MainActor
    public init<Target: AnyObject, Sender: AnyObject>(_ method: @escaping (Target) -> (Sender) -> Void) {
        serial = Selector.nextSerial()
        name = "\(Target.self).method#\(serial)"
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }

    /// A selector for a method of `Target` that takes no argument.
    @MainActor
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        serial = Selector.nextSerial()
        name = "\(Target.self).method#\(serial)"
        invoke = { target, _ in
            guard let target = target as? Target else { return }
            method(target)()
        }
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

    @MainActor private static var counter: UInt64 = 0

    @MainActor private static func nextSerial() -> UInt64 {
        counter &+= 1
        return counter
    }
}
