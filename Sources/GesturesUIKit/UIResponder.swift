import Gestures

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
        forward { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesCancelled(touches, with: event) }
    }

    /// The responders whose default touch method is forwarding now, innermost last: a responder
    /// met again means the chain has a cycle.
    private static var forwarding: Set<ObjectIdentifier> = []

    /// Hands touches to ``nextTouchHandler``. A chain that comes back to a responder already
    /// forwarding these touches (a `next` that leads back down, or a controller's view moved under
    /// a view it contains) stops there, with a misuse diagnostic, instead of recursing forever.
    private func forward(_ send: (UIResponder) -> Void) {
        guard let handler = nextTouchHandler else { return }
        guard Self.forwarding.insert(ObjectIdentifier(self)).inserted else {
            reportChainCycle(at: self)
            return
        }
        defer { Self.forwarding.remove(ObjectIdentifier(self)) }
        send(handler)
    }

    private func reportChainCycle(at responder: UIResponder) {
        let window = (responder as? UIView)?.window ?? UIApplication.shared.keyWindow
        reportMisuse("the responder chain comes back to \(type(of: responder)); touches stop there", in: window)
    }

    /// The responder the default touch methods hand touches to: ``next``, or rather the first
    /// responder along the chain that may handle touches itself. Responders of this layer's own
    /// classes that keep these defaults and UIView's `next` would only pass them on again; the
    /// engine's responder-chain walk (`ResponderChain`, the same as the engine views') passes over
    /// them in a loop instead of through one call each, so forwarding up a tree of any depth takes
    /// no stack. A chain with a cycle among them ends, reported.
    var nextTouchHandler: UIResponder? {
        ResponderChain.firstHandler(
            after: self, next: { $0.next },
            forwardsOnly: { Self.forwardingClasses.contains(ObjectIdentifier(type(of: $0))) },
            cycleCheckAfter: Self.stepsBeforeCycleCheck, onCycle: { reportChainCycle(at: $0) })
    }

    /// How many responders the walk passes before it starts remembering them to find a cycle.
    /// [OURS: deeper than ordinary screens, so they pay nothing]
    private static let stepsBeforeCycleCheck = 64

    /// The classes of this layer whose touch methods and `next` are the defaults.
    private static let forwardingClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIScrollView.self),
        ObjectIdentifier(UIWindow.self), ObjectIdentifier(UIApplication.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UITableViewHeaderFooterView.self),
        ObjectIdentifier(UICollectionReusableView.self), ObjectIdentifier(UICollectionViewCell.self),
    ]
}
