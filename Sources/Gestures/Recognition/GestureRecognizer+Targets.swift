/// One target–action pair of a recognizer.
///
/// A class, not a struct: sending an action reads the pair's fields where they are, while a
/// struct with a weak field is copied whole out of the array (the weak reference copied and
/// destroyed through the runtime on every action; measured with callgrind: docs/benchmarks.md).
nonisolated final class TargetAction {
    #if hasFeature(Embedded)
    /// The target, held strongly in Embedded Swift, which has no weak references
    /// (docs/embedding.md); nil for a closure action.
    let target: AnyObject?
    #else
    /// The target, as a weak reference reads it (nil once it is freed; nil for a closure action),
    /// but held without one, so that the target has no side table: with one, the weak load and
    /// the retains and releases around its method, all through the runtime's slow path, cost some
    /// 300 instructions per action (callgrind: a method-reference pan update cost 1.21 × a
    /// closure's; 1.06 × without). See ``WeakAddress``.
    var target: AnyObject? { targetAddress.value }
    let targetAddress: WeakAddress
    #endif
    /// Whether the pair was registered with a target (so a nil `target` means it went away).
    let hasTarget: Bool
    let token: ActionToken
    /// What a host's removal matches besides the target (GesturesUIKit's selector); nil for others.
    let key: UInt64?
    let invoke: (AnyObject?, GestureRecognizer) -> Void
    /// Removed while the recognizer's actions were being sent: skipped, and taken out of the list
    /// once the sending ends (see `GestureRecognizer.sendActions()`).
    var isRemoved = false

    init(target: AnyObject?, hasTarget: Bool, token: ActionToken, key: UInt64? = nil,
         invoke: @escaping (AnyObject?, GestureRecognizer) -> Void) {
        #if hasFeature(Embedded)
        self.target = target
        #else
        targetAddress = WeakAddress(target)
        #endif
        self.hasTarget = hasTarget
        self.token = token
        self.key = key
        self.invoke = invoke
    }
}

/// Identifies a closure action added with `addAction(_:)`, for removing it again.
nonisolated public struct ActionToken: Hashable, Sendable {
    let raw: UInt64

    /// A token no action has: removing it removes nothing.
    package static let none = ActionToken(raw: 0)
}

/// The protocol through which closure actions see the recognizer's own class (`Self`).
///
/// Every ``GestureRecognizer`` conforms; nothing else needs to.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol GestureActionSource: GestureRecognizer {}

extension GestureRecognizer: GestureActionSource {}

extension GestureActionSource {
    /// Adds a closure that runs whenever the recognizer's actions are sent; the closure receives the
    /// recognizer with its own class, so a pan's closure can read `translation(in:)` directly.
    ///
    /// The closure is held strongly: capture your own objects weakly if they own the recognizer.
    @discardableResult
    public func addAction(_ handler: @escaping (Self) -> Void) -> ActionToken {
        checkThread("GestureRecognizer.addAction(_:)")
        let token = nextActionToken()
        targets.append(TargetAction(target: nil, hasTarget: false, token: token) { _, recognizer in
            // Only ever called with this recognizer (`sendActions` passes `self`), whose class is
            // `Self` or a subclass of it: no checked cast needed on every action.
            handler(unsafeDowncast(recognizer, to: Self.self))
        })
        return token
    }
}

extension GestureRecognizer {
    /// Adds a target–action pair: `action` is an unapplied method of `target` taking the recognizer,
    /// such as `Controller.handlePan`. The target is held weakly.
    ///
    /// When the method's parameter is a recognizer class that this recognizer is not, the action is
    /// not called and a misuse diagnostic says so.
    @inlinable
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        // Inlined into the caller, where `action` is usually a method known by name, so that the
        // pair's closure calls that method directly: made here instead, the closure would be
        // generic over `Target` and call `action(target)`, which returns a closure holding the
        // target — two more retains and releases of it per action, each through the runtime's
        // slow path, since the pair's weak reference gives the target a side table
        // (docs/benchmarks.md).
        //
        // The pair is only ever invoked with this recognizer, whose class never changes: whether
        // it is a `Recognizer` is decided once, here, not by a cast on every action.
        let isRecognizer = self is Recognizer
        addTarget(target) { object, recognizer in
            guard isRecognizer else {
                // The type's name, not the type: Embedded Swift has no metatype values.
                recognizer.reportActionParameterMismatch(expecting: "\(Recognizer.self)")
                return
            }
            // `sendActions` invokes a pair only with its target loaded, and the target is a `Target`.
            action(unsafeDowncast(object.unsafelyUnwrapped, to: Target.self))(unsafeDowncast(recognizer, to: Recognizer.self))
        }
    }

    /// Adds a target–action pair whose method takes no argument.
    @inlinable
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        // Inlined for the reason given above.
        addTarget(target) { object, _ in action(unsafeDowncast(object.unsafelyUnwrapped, to: Target.self))() }
    }

    /// Adds a pair whose `invoke` is called with the target (never nil: a pair whose target is
    /// gone is skipped) and this recognizer.
    @usableFromInline
    func addTarget(_ target: AnyObject, invoke: @escaping (AnyObject?, GestureRecognizer) -> Void) {
        checkThread("GestureRecognizer.addTarget(_:action:)")
        targets.append(TargetAction(target: target, hasTarget: true, token: nextActionToken(), invoke: invoke))
    }

    /// Reports a target's method whose parameter is a recognizer class this one is not.
    @usableFromInline
    func reportActionParameterMismatch(expecting expected: String) {
        report(.misuse("\(diagnosticLabel) action expects \(expected); not called"))
    }

    /// Removes every action of `target`; nil removes every action, closures included.
    ///
    /// Swift cannot compare method references, so unlike UIKit's `removeTarget(_:action:)` this
    /// removes all of a target's actions at once.
    public func removeTarget(_ target: AnyObject?) {
        checkThread("GestureRecognizer.removeTarget(_:)")
        removePairs { target == nil || ($0.hasTarget && $0.target === target) }
    }

    /// Adds a pair for a host framework: `invoke` receives the target (held weakly) and the
    /// recognizer; `key` is what ``removeTargets(_:key:)`` matches.
    package func addTarget(_ target: AnyObject, key: UInt64?,
                           invoke: @escaping (AnyObject?, GestureRecognizer) -> Void) {
        targets.append(TargetAction(target: target, hasTarget: true, token: nextActionToken(), key: key, invoke: invoke))
    }

    /// Removes the pairs of `target` (every target's for nil) whose key is `key` (any key for nil).
    package func removeTargets(_ target: AnyObject?, key: UInt64?) {
        removePairs { $0.hasTarget && (target == nil || $0.target === target) && (key == nil || $0.key == key) }
    }

    /// Removes a closure action added with `addAction(_:)`.
    public func removeAction(_ token: ActionToken) {
        removePairs { $0.token == token }
    }

    /// Takes out the pairs `matching` picks: at once, or, while actions are being sent, marked
    /// removed (never invoked again) and taken out when the sending ends, so that the pair whose
    /// action is running stays alive without a retain. A loop, not `removeAll(where:)`: this
    /// module's closure handed to the standard library would check its executor per pair.
    private func removePairs(where matching: (TargetAction) -> Bool) {
        var kept = 0
        for index in targets.indices {
            let pair = targets[index]
            if matching(pair) {
                pair.isRemoved = true
                continue
            }
            if actionSendDepth == 0 {
                targets[kept] = pair
                kept += 1
            }
        }
        if actionSendDepth == 0 { targets.removeSubrange(kept...) } else { hasRemovedPairs = true }
    }

    func nextActionToken() -> ActionToken {
        GestureRecognizer.actionTokenCounter &+= 1
        return ActionToken(raw: GestureRecognizer.actionTokenCounter)
    }

    static var actionTokenCounter: UInt64 = 0

    /// Sends the actions for the current state, to every live target in the order added.
    ///
    /// Each pair is lent, not retained: the list owns it, and while actions are being sent no pair
    /// leaves the list (a removal marks it; the list is compacted at the end), so the pair, its
    /// closure and what the closure holds live through its own action even when the action
    /// removes it. A pair added meanwhile is appended and heard in the same sending, as before.
    func sendActions() {
        actionSendDepth += 1
        var index = 0
        var sawDeadTarget = false
        while index < targets.count {
            let next = Unmanaged.passUnretained(targets[index])
            index += 1
            withLent(next) { pair in
                guard !pair.isRemoved else { return }
                // A closure action (no target) is called with no optional built and dropped.
                guard pair.hasTarget else {
                    pair.invoke(nil, self)
                    return
                }
                #if hasFeature(Embedded)
                guard let target = pair.target else {
                    sawDeadTarget = true
                    return
                }
                pair.invoke(target, self)
                #else
                // One count keeps the target alive through its action (which may drop the last
                // reference to it), and the target is lent from it: read as an optional
                // `AnyObject`, it was counted once more and released twice (callgrind: one
                // atomic operation per action more, of five).
                guard let target = WeakAddress.retainIfAlive(at: pair.targetAddress.address) else {
                    sawDeadTarget = true
                    return
                }
                withLent(target) { pair.invoke($0, self) }
                target.release()
                #endif
            }
        }
        actionSendDepth -= 1
        if actionSendDepth == 0 && (sawDeadTarget || hasRemovedPairs) {
            hasRemovedPairs = false
            removePairs { $0.isRemoved || ($0.hasTarget && $0.target == nil) }
        }
    }
}
