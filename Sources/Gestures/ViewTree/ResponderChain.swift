/// The responder chain's walk, written once: the engine's views forward touches along their
/// superviews (``View``'s default touch methods), and the UIKit layer's responders along UIKit's
/// `next` (view, its controller, superview, window, application, app delegate). Both ask this walk
/// for the first link that may handle touches itself, passing over in a loop the links whose touch
/// methods would only forward again, so forwarding up a chain of any length takes no stack.
nonisolated package enum ResponderChain {
    /// The first link after `start` along `next` that does not only forward (`forwardsOnly`
    /// false), or nil at the chain's end.
    ///
    /// A chain that can come back on itself (UIKit's `next` is overridable) is checked for a
    /// cycle once the walk has passed `cycleCheckAfter` links, so ordinary chains remember
    /// nothing and allocate nothing: a link met again ends the walk, `onCycle` hears of it, and
    /// the answer is nil. The view tree cannot form a cycle; its walk passes `Int.max`.
    @inlinable
    package static func firstHandler<Link: AnyObject>(
        after start: Link, next: (Link) -> Link?, forwardsOnly: (Link) -> Bool,
        cycleCheckAfter: Int, onCycle: (Link) -> Void
    ) -> Link? {
        var candidate = next(start)
        var passed: Set<ObjectIdentifier> = []
        var steps = 0
        while let link = candidate, forwardsOnly(link) {
            steps += 1
            guard steps < cycleCheckAfter || passed.insert(ObjectIdentifier(link)).inserted else {
                onCycle(link)
                return nil
            }
            candidate = next(link)
        }
        return candidate
    }
}
