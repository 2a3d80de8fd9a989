/// An object that handles touches, passing what it does not handle to the ``next`` responder: a
/// view's superview (or its view controller first, for a controller's root view), a controller's
/// view's superview.
///
/// Responders are equal, and hash, by identity, as UIKit's `NSObject`-based ones do.
@MainActor
open class UIResponder: Hashable {
    public init() {}

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The responder that gets what this one does not handle.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextTouchHandler?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextTouchHandler?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextTouchHandler?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextTouchHandler?.touchesCancelled(touches, with: event)
    }

    /// The responder the default touch methods hand touches to: ``next``, or rather the first
    /// responder along the chain that may handle touches itself. Responders of this layer's own
    /// classes that keep these defaults and UIView's `next` would only pass them on again; they
    /// are passed over in this loop instead of through one call each, so forwarding up a tree of
    /// any depth takes no stack.
    var nextTouchHandler: UIResponder? {
        var candidate = next
        while let responder = candidate, Self.forwardingClasses.contains(ObjectIdentifier(type(of: responder))) {
            candidate = responder.next
        }
        return candidate
    }

    /// The classes of this layer whose touch methods and `next` are the defaults.
    private static let forwardingClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIScrollView.self),
    ]
}
