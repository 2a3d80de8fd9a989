/// The object that refines when a recognizer may begin, receive touches, and recognize together with
/// others. Every method has a default, so a delegate implements only what it needs.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `possible` for `began` or `ended`, while its
    /// `state` still reads `possible`; false fails it (no action is sent). The view's own
    /// ``View/gestureRecognizerShouldBegin(_:)`` is asked first. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Whether the two may recognize at the same time. Either delegate answering true is enough.
    /// Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `gestureRecognizer` should wait for `otherGestureRecognizer` to fail. Asked among the
    /// recognizers taking part, the first time a decision needs the pair, and kept while both take
    /// part. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` should wait for `gestureRecognizer` to fail. Asked and kept
    /// like the question above. Default false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool

    /// Asked before a new touch reaches the recognizer's `touchesBegan`; false hides that touch from
    /// the recognizer for its whole life. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Asked before each event reaches the recognizer; false withholds the whole event. Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool {
        // The default, which answers yes to every event: the recognizer stops asking (see
        // `GestureRecognizer.asksDelegateAboutEvents`).
        gestureRecognizer.delegateKeepsDefaultEventAnswer(self)
        return true
    }
}
