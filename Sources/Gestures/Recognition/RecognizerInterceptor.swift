/// Something that stands in front of a recognizer's subclass hooks: the engine calls it instead of
/// the recognizer's own methods, and it decides whether and how to call them. GesturesUIKit's
/// `UIGestureRecognizer` is one, so that UIKit-shaped subclasses can override the hooks of any
/// built-in recognizer without a subclass per recognizer.
#if !hasFeature(Embedded)
@MainActor
#endif
package protocol RecognizerInterceptor: AnyObject {
    func interceptTouchesBegan(_ touches: Set<Touch>, with event: Event)
    func interceptTouchesMoved(_ touches: Set<Touch>, with event: Event)
    func interceptTouchesEnded(_ touches: Set<Touch>, with event: Event)
    func interceptTouchesCancelled(_ touches: Set<Touch>, with event: Event)
    func interceptReset()
    /// An assignment to the recognizer's `state`: the interceptor's own setter runs, and ends in
    /// `assignState(_:)`.
    func interceptAssignState(_ state: GestureRecognizer.State)
    func interceptCanPrevent(_ other: GestureRecognizer) -> Bool
    func interceptCanBePrevented(by other: GestureRecognizer) -> Bool
    func interceptShouldRequireFailure(of other: GestureRecognizer) -> Bool
    func interceptShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool
}

extension GestureRecognizer {
    // The hooks as the engine calls them: through the interceptor when there is one.

    func runTouchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let interceptor { interceptor.interceptTouchesBegan(touches, with: event) } else { touchesBegan(touches, with: event) }
    }

    func runTouchesMoved(_ touches: Set<Touch>, with event: Event) {
        if let interceptor { interceptor.interceptTouchesMoved(touches, with: event) } else { touchesMoved(touches, with: event) }
    }

    func runTouchesEnded(_ touches: Set<Touch>, with event: Event) {
        if let interceptor { interceptor.interceptTouchesEnded(touches, with: event) } else { touchesEnded(touches, with: event) }
    }

    func runTouchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if let interceptor {
            interceptor.interceptTouchesCancelled(touches, with: event)
        } else {
            touchesCancelled(touches, with: event)
        }
    }

    func runReset() {
        if let interceptor { interceptor.interceptReset() } else { reset() }
    }

    func runCanPrevent(_ other: GestureRecognizer) -> Bool {
        interceptor?.interceptCanPrevent(other) ?? canPrevent(other)
    }

    func runCanBePrevented(by other: GestureRecognizer) -> Bool {
        interceptor?.interceptCanBePrevented(by: other) ?? canBePrevented(by: other)
    }

    func runShouldRequireFailure(of other: GestureRecognizer) -> Bool {
        interceptor?.interceptShouldRequireFailure(of: other) ?? shouldRequireFailure(of: other)
    }

    func runShouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
        interceptor?.interceptShouldBeRequiredToFail(by: other) ?? shouldBeRequiredToFail(by: other)
    }
}
