import Foundation
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A published shape: a button that shows a tooltip when held for half a second, with
/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests`.
final class HoldTooltipViewController: UIViewController {
    let button = UIButton(type: .system)
    var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Share", for: .normal)
        view.addSubview(button)
        button.addTarget(self, action: HoldTooltipViewController.buttonDown, for: .touchDown)
        button.addTarget(self, action: HoldTooltipViewController.buttonUp, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    func buttonDown(_ sender: UIButton) {
        perform(HoldTooltipViewController.showTooltip, with: sender.currentTitle, afterDelay: 0.5)
    }

    func buttonUp(_ sender: UIButton) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        lines.append("up at \(now)")
    }

    func showTooltip(_ title: Any?) { lines.append("tooltip \(title as? String ?? "?") at \(now)") }

    var now: Double { view.window?.clock.now ?? -1 }
}

/// A target of timers and notifications that records what it receives, with the clock's time.
@MainActor
final class Ticker {
    var lines: [String] = []
    let clock: any GestureClock
    init(clock: any GestureClock) { self.clock = clock }
    func tick(_ timer: Timer) { lines.append("tick at \(clock.now)") }
    func once() { lines.append("once at \(clock.now)") }
    func resigned(_ notification: Notification) { lines.append("\(notification.name.rawValue) at \(clock.now)") }
}

@MainActor
@Suite("perform(afterDelay:), Timer and NotificationCenter with selectors, on the window's clock", .serialized)
struct DelayedActionTests {
    @Test("A tooltip after a half-second hold, cancelled by a short tap, timed by the window's manual clock")
    func tooltip() {
        let controller = HoldTooltipViewController()
        let host = UIKitHost(controller)
        host.tap(at: Point(x: 150, y: 120))
        host.driver.wait(1)
        host.driver.down(1, at: Point(x: 150, y: 120))
        host.driver.wait(0.7)
        host.driver.up(1)
        host.driver.wait(1)
        #expect(controller.lines == ["up at 0.05", "tooltip Share at 1.55", "up at 1.75"])
        #expect(host.diagnostics.isEmpty && host.nothingEngaged)
    }

    @Test("A repeating scheduled timer ticks on the clock until invalidated; a one-shot fires once")
    func timers() {
        let host = UIKitHost()
        let clock = host.window.clock
        let ticker = Ticker(clock: clock)
        let timer = Timer.scheduledTimer(timeInterval: 0.25, target: ticker, selector: Ticker.tick, userInfo: nil, repeats: true)
        Timer.scheduledTimer(timeInterval: 0.4, target: ticker, selector: Selector(Ticker.once), userInfo: nil, repeats: false)
        host.driver.wait(0.8)
        timer.invalidate()
        host.driver.wait(1)
        #expect(ticker.lines == ["tick at 0.25", "once at 0.4", "tick at 0.5", "tick at 0.75"])
        #expect(!timer.isValid && host.diagnostics.isEmpty)
    }

    @Test("A selector observer hears the app's notifications until it removes itself")
    func notifications() {
        let host = UIKitHost()
        let ticker = Ticker(clock: host.window.clock)
        NotificationCenter.default.addObserver(ticker, selector: Ticker.resigned,
                                               name: UIApplication.willResignActiveNotification, object: nil)
        UIApplication.shared.becomeActive()
        UIApplication.shared.resignActive()
        host.driver.wait(0.5)
        UIApplication.shared.becomeActive()
        NotificationCenter.default.removeObserver(ticker)
        UIApplication.shared.resignActive()
        UIApplication.shared.becomeActive()
        #expect(ticker.lines == ["UIApplicationWillResignActiveNotification at 0.0"])
    }

    @Test("Bad input: a perform whose target is gone when it fires, a named selector, a freed timer target")
    func badDelayedActions() {
        let host = UIKitHost()
        var detached: [String] = []
        GestureEngine.detachedDiagnosticsHandler = { detached.append($0.line) }
        defer { GestureEngine.detachedDiagnosticsHandler = nil }
        var controller: HoldTooltipViewController? = HoldTooltipViewController()
        host.window.addSubview(controller!.view)
        controller?.perform(HoldTooltipViewController.showTooltip, with: "x", afterDelay: 0.3)
        controller?.perform(Selector("showTooltip:"), with: nil, afterDelay: 0.3)
        controller?.perform(HoldTooltipViewController.showTooltip, with: "x", afterDelay: .nan)
        controller?.view.removeFromSuperview()
        controller = nil
        var ticker: Ticker? = Ticker(clock: host.window.clock)
        let timer = Timer.scheduledTimer(timeInterval: 0.25, target: ticker!, selector: Ticker.tick, userInfo: nil, repeats: true)
        ticker = nil
        host.driver.wait(1)
        #expect(!timer.isValid)
        #expect(host.diagnostics == [
            "misuse: perform(showTooltip:, afterDelay: 0.3): selector showTooltip: has no method to call; pass the method itself, Type.method",
            "misuse: perform(HoldTooltipViewController method (Optional<Any>), afterDelay: nan): the delay is not finite; not scheduled",
            "misuse: perform(HoldTooltipViewController method (Optional<Any>), afterDelay: 0.3): the target was freed before the delay ended; not sent",
        ])
        #expect(detached == ["misuse: Timer action Ticker method (Timer): the target was freed; the timer is invalidated"])
        #expect(host.window.clock is ManualClock && (host.window.clock as! ManualClock).pendingTimerCount == 0)
    }
}
