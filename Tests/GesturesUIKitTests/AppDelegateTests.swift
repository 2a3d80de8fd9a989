import Foundation
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A published shape: the template's app delegate, which builds its window in code and is the
/// last responder of the chain.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var lines: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lines.append("didFinishLaunching")
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window?.rootViewController = CardListViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { lines.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { lines.append("willResignActive") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { lines.append("memory warning") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let at = touches.first!.location(in: nil)
        lines.append("touchesBegan at (\(at.x), \(at.y)) from \(type(of: touches.first!.view!))")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lines.append("touchesEnded")
    }
}

/// A controller whose view holds a plain view nobody handles touches in.
final class CardListViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
    var warnings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// A view whose `next` leads back down to its own subview: a responder chain with a cycle.
final class LoopingView: UIView {
    override var next: UIResponder? { subviews.first }
}

@MainActor
@Suite("The app delegate ends the responder chain; UIApplicationMain starts the app for a host", .serialized)
struct AppDelegateTests {
    @Test("An unhandled touch goes view → controller → window → application → app delegate")
    func unhandledTouchReachesAppDelegate() throws {
        defer { UIApplication.shared.delegate = nil }
        let delegate = TemplateAppDelegate()
        #expect(UIApplicationMain(delegate: delegate))
        let window = try #require(delegate.window)
        let controller = try #require(window.rootViewController as? CardListViewController)
        #expect(UIApplication.shared.keyWindow === window && UIApplication.shared.applicationState == .active)
        var chain: [String] = []
        var responder: UIResponder? = controller.card
        while let current = responder {
            chain.append(current === controller.card ? "card" : "\(type(of: current))")
            responder = current.next
        }
        #expect(chain == ["card", "UIView", "CardListViewController", "UIWindow", "UIApplication", "TemplateAppDelegate"])
        let driver = TouchDriver(window: window.engineWindow)
        driver.down(1, at: Point(x: 50, y: 60))
        driver.wait(0.05)
        driver.up(1)
        UIApplication.shared.receiveMemoryWarning()
        UIApplication.shared.resignActive()
        UIApplication.shared.becomeActive()
        #expect(delegate.lines == [
            "didFinishLaunching", "didBecomeActive",
            "touchesBegan at (50.0, 60.0) from UIView", "touchesEnded",
            "memory warning", "willResignActive", "didBecomeActive",
        ])
        #expect(controller.warnings == 1)
        #expect(window.engineWindow.engine.activeTouches.isEmpty)
    }

    @Test("A responder chain with a cycle stops with a diagnostic; a controller's view moved under itself is refused")
    func chainWithCycle() {
        defer { UIApplication.shared.delegate = nil }
        let delegate = TemplateAppDelegate()
        UIApplication.shared.delegate = delegate
        let controller = CardListViewController()
        let host = UIKitHost(controller)
        // The controller's view moved under its own subview: refused by the tree, the chain stays.
        controller.card.addSubview(controller.view)
        #expect(controller.view.superview === host.window)
        let looping = LoopingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        looping.addSubview(inner)
        host.window.addSubview(looping)
        host.tap(at: Point(x: 50, y: 350))
        host.tap(at: Point(x: 50, y: 50))
        #expect(host.diagnostics == [
            "misuse: adding a view to itself or its descendant refused",
            "misuse: the responder chain comes back to LoopingView; touches stop there",
            "misuse: the responder chain comes back to LoopingView; touches stop there",
        ])
        #expect(delegate.lines == ["touchesBegan at (50.0, 50.0) from UIView", "touchesEnded"])
        #expect(host.nothingEngaged)
    }
}
