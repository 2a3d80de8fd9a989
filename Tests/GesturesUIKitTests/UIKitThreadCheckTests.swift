import Gestures
import GesturesUIKit
import Testing

/// The UIKit layer's calls that change views, controls and scroll views belong to the main actor,
/// as the engine's do: from another thread (a Swift 5 program can make such a call without a word
/// from the compiler) they stop the program at once with the engine's message naming the call.
@Suite("UIKit calls off the main thread stop the program with a clear message")
struct UIKitThreadCheckTests {
    @Test("UIView.addSubview, UIScrollView.setContentOffset and UISlider.value from another thread")
    func offMainThread() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.root.addSubview(views.plain) }
        }.map(expectMessage("UIView.addSubview(_:)"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false) }
        }.map(expectMessage("scroll view's setContentOffset(_:animated:)"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.slider.value = 0.5 }
        }.map(expectMessage("UISlider.value"))
    }

    /// Settings the UIKit layer keeps itself, without the engine's views: a label's text, a
    /// view's tint, a control's selection, a layer's corner radius.
    @Test("UILabel.text, UIView.tintColor, UIControl.isSelected and CALayer.cornerRadius from another thread")
    func uikitOwnSettings() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.label.text = "late" }
        }.map(expectMessage("UILabel.text"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.plain.tintColor = .red }
        }.map(expectMessage("UIView.tintColor"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.slider.isSelected = true }
        }.map(expectMessage("UIControl.isSelected"))
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await callOffMainThread { views in views.plain.layer.cornerRadius = 4 }
        }.map(expectMessage("CALayer.cornerRadius"))
    }
}

/// The views of the window `callOffMainThread` makes.
@MainActor
private struct Views {
    let root: UIView
    let scroll: UIScrollView
    let plain: UIView
    let slider: UISlider
    let label: UILabel
}

/// Makes a window on the main actor whose root view holds a scroll view, a plain view and a
/// slider (everything is made on the main thread, and reached without the UIKit layer's own
/// walks, so only the call under test is off it), then calls `body` with them from a thread of
/// the global pool; the cast drops the isolation the compiler would otherwise enforce.
private func callOffMainThread(_ body: @escaping @MainActor (Views) -> Void) async {
    let call = await MainActor.run { () -> @Sendable () -> Void in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let views = Views(root: controller.view, scroll: UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                          plain: UIView(frame: .zero), slider: UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 20)),
                          label: UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
        views.scroll.contentSize = CGSize(width: 100, height: 1000)
        for view in [views.scroll, views.plain, views.slider, views.label] { views.root.addSubview(view) }
        // The window is captured to keep it alive (not through `withExtendedLifetime`, whose
        // closure would carry the runtime's own isolation check, which traps first, garbled).
        let isolated: @MainActor () -> Void = {
            _ = window
            body(views)
        }
        return unsafeBitCast(isolated, to: (@Sendable () -> Void).self)
    }
    await Task.detached { call() }.value
}

private func expectMessage(_ entry: String, sourceLocation: SourceLocation = #_sourceLocation) -> (ExitTest.Result) -> Void {
    { result in
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("\(entry) called off the main thread: windows, views, recognizers, engines and clocks belong to the main actor"),
                "\(message)", sourceLocation: sourceLocation)
    }
}
