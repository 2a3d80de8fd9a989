import Foundation
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// Lines written by deinitializers, which run outside the main actor's isolation.
final class DeinitLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A published shape: a view that observes a notification and stops in its `deinit`.
final class ObservingBadge: UIView {
    let log: DeinitLog
    let name: String

    init(name: String, log: DeinitLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        NotificationCenter.default.removeObserver(self)
        log.lines.append("\(name) deinit")
    }
}

@MainActor
@Suite("A UIView subclass may declare its own deinit")
struct ViewDeinitTests {
    @Test("A view does not keep its view controller: freed, the controller is gone from the responder chain")
    func viewDoesNotKeepItsController() {
        let host = UIKitHost()
        var controller: UIViewController? = UIViewController()
        weak let weakController = controller
        let view = controller!.view!
        host.window.addSubview(view)
        #expect(view.next === controller)
        controller = nil
        #expect(weakController == nil)
        #expect(view.next === host.window)
    }

    @Test("deinit runs for a view let go, and for a view freed with its superview, subviews first-come")
    func deinitRuns() {
        let log = DeinitLog()
        let host = UIKitHost()
        var outer: ObservingBadge? = ObservingBadge(name: "outer", log: log)
        outer?.addSubview(ObservingBadge(name: "inner", log: log))
        host.window.addSubview(outer!)
        var loose: ObservingBadge? = ObservingBadge(name: "loose", log: log)
        _ = loose
        loose = nil
        #expect(log.lines == ["loose deinit"])
        outer?.removeFromSuperview()
        outer = nil
        #expect(log.lines == ["loose deinit", "outer deinit", "inner deinit"])
    }
}
