import Foundation
import GestureApps
import GestureTesting
import Gestures
import GesturesUIKit
import Testing

/// A published shape: a card with a gradient-like header that designable code prepares, that
/// follows the tint and rounds only its top corners.
final class HeaderCardView: UIView {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        log.append("prepareForInterfaceBuilder")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor.withAlphaComponent(0.1)
        log.append("tintColorDidChange")
    }
}

/// A controller using the members gesture code touches.
final class FeedViewController: UIViewController {
    let feed = UIScrollView()
    let header = HeaderCardView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
    let follow = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        feed.frame = view.bounds.inset(by: view.safeAreaInsets)
        feed.showsVerticalScrollIndicator = false
        feed.showsHorizontalScrollIndicator = false
        feed.keyboardDismissMode = .onDrag
        feed.contentInsetAdjustmentBehavior = .never
        feed.contentSize = CGSize(width: 375, height: 2000)
        view.addSubview(feed)
        feed.addSubview(header)
        follow.frame = CGRect(x: 250, y: 20, width: 100, height: 40)
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.secondaryLabel, for: .disabled)
        follow.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        follow.tintColor = .systemPink
        header.addSubview(follow)
        let image = UIImage(named: "avatar", in: Bundle.main, compatibleWith: traitCollection)
        log.append("avatar \(image?.size.width ?? 0)")
        NotificationCenter.default.addObserver(self, selector: FeedViewController.willResign,
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log.append("didReceiveMemoryWarning")
    }

    func willResign(_ notification: Notification) { log.append("willResign") }
}

extension CGRect {
    /// UIKit's `inset(by:)`.
    fileprivate func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

@MainActor
@Suite("Members ported code touches: real where they draw or act, recorded where Linux has nothing to do", .serialized)
struct PortedMembersTests {
    @Test("A feed screen using them: drawn, recorded, and told of memory warnings and resigning")
    func feedScreen() {
        let controller = FeedViewController()
        let host = UIKitHost(controller)
        controller.header.prepareForInterfaceBuilder()
        controller.view.tintColor = .systemOrange
        UIApplication.shared.receiveMemoryWarning()
        UIApplication.shared.becomeActive()
        UIApplication.shared.resignActive()
        UIApplication.shared.becomeActive()
        NotificationCenter.default.removeObserver(controller)
        #expect(controller.log == ["avatar 100.0", "didReceiveMemoryWarning", "willResign"])
        #expect(controller.header.log == ["prepareForInterfaceBuilder", "tintColorDidChange"])
        #expect(controller.view.safeAreaInsets == .zero && controller.feed.adjustedContentInset == .zero)
        #expect(controller.feed.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!controller.feed.showsVerticalScrollIndicator && !controller.feed.showsHorizontalScrollIndicator)
        #expect(controller.feed.keyboardDismissMode == .onDrag && controller.feed.contentInsetAdjustmentBehavior == .never)
        #expect(controller.header.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(controller.header.backgroundColor == UIColor.systemOrange.withAlphaComponent(0.1))
        #expect(controller.follow.currentTitleColor == .systemPink)
        #expect(controller.follow.titleColor(for: .disabled) == .secondaryLabel)
        #expect(controller.follow.titleLabel?.font == .boldSystemFont(ofSize: 15))
        let svg = SceneSnapshot().svg(of: host.window.engineWindow)
        #expect(svg.contains(##"font-weight="bold" fill="#ff2d55">Follow</text>"##))
        #expect(UIFont.systemFont(ofSize: 12, weight: .regular) == .systemFont(ofSize: 12))
        #expect([UIColor.label, .secondaryLabel, .systemGray6, .separator].map { "\($0.cgColor)" }.count == 4)
    }
}
