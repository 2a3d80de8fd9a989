import Foundation
import GesturesAVFoundation
import Gestures
import GesturesUIKit

// The sample behind docs/porting.md's table: code that uses every member the table lists, so that
// the table cannot name a member this layer lacks (PortingTableTests checks that each listed name
// appears here, and runs the sample). Grouped by the table's rows.

/// A view whose touch methods read every member of UITouch and UIEvent the table lists.
final class SampleTouchView: UIView {
    var seen: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        _ = (touch.type == .direct, touch.type == .pencil, touch.type == .indirectPointer, touch.type == .indirect)
        _ = (touch.maximumPossibleForce, touch.altitudeAngle, touch.azimuthAngle(in: self), touch.gestureRecognizers)
        _ = (touch.location(in: self), touch.previousLocation(in: self), touch.window, event.buttonMask, event.modifierFlags)
        seen.append("touch on \(touch.view === self), \(event.allTouches?.count ?? 0) in all, \(event.touches(for: self)?.count ?? 0) here")
        super.touchesBegan(touches, with: event)
    }
}

/// A delegate with UIGestureRecognizerDelegate's methods.
final class SampleRecognizerDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A recognizer subclass with the subclass hooks.
final class SampleRecognizer: UIGestureRecognizer {
    override func reset() { super.reset() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A scroll view subclass with its overridable touch questions, and a view for zooming.
final class SampleScrollView: UIScrollView, UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// A view with the move notifications and layout hooks.
final class SampleView: UIView {
    var calls: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMove(toSuperview:)") }
    override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove(toWindow:)") }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
    override func layoutSubviews() { calls.append("layoutSubviews") }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override func tintColorDidChange() { calls.append("tintColorDidChange") }
    override func safeAreaInsetsDidChange() { calls.append("safeAreaInsetsDidChange") }
    override func prepareForInterfaceBuilder() { calls.append("prepareForInterfaceBuilder") }
}

/// A controller with the lifecycle the table lists.
final class SampleViewController: UIViewController {
    var calls: [String] = []
    override func loadView() { view = SampleView(frame: UIScreen.main.bounds) }
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func didReceiveMemoryWarning() { calls.append("didReceiveMemoryWarning") }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { calls.append("prepare \(segue.identifier ?? "")") }
    func tapped() { calls.append("tapped") }
    func tapped(_ sender: UIButton) { calls.append("tapped(sender)") }
    func tapped(_ sender: UIButton, forEvent event: UIEvent) { calls.append("tapped(sender, forEvent:)") }
    func recognized(_ recognizer: UITapGestureRecognizer) { calls.append("recognized") }
}

/// The app delegate of the sample.
final class SampleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Uses each member of the table once; answers what the calls it makes report, in order.
@MainActor
func portingTableSample() -> [String] {
    var log: [String] = []
    // UIApplication, UIApplicationDelegate, UIApplicationMain, UIWindow, UIScreen
    let appDelegate = SampleAppDelegate()
    UIApplicationMain(delegate: appDelegate, launchOptions: nil)
    defer { UIApplication.shared.delegate = nil }
    let window = UIWindow(frame: UIScreen.main.bounds)
    appDelegate.window = window
    let controller = SampleViewController(nibName: nil, bundle: nil)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = (UIApplication.shared.keyWindow === window, UIApplication.shared.windows, UIApplication.shared.applicationState)
    _ = (UIApplication.shared.delegate, window.next, UIScreen.main.scale, UIScreen.main.nativeBounds)
    UIApplication.shared.resignActive()
    UIApplication.shared.becomeActive()
    UIApplication.shared.receiveMemoryWarning()
    let coded = SampleViewController(coder: NSCoder())
    _ = coded?.view
    log.append(contentsOf: controller.calls)

    // UIView, CALayer, UIResponder
    let view = SampleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(view)
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(inner)
    inner.removeFromSuperview()
    view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.center = CGPoint(x: 60, y: 60)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    _ = view.convert(CGPoint.zero, to: nil)
    view.transform = .identity
    view.alpha = 1
    view.isHidden = false
    view.tag = 7
    _ = controller.view.viewWithTag(7) === view
    view.setNeedsLayout()
    view.layoutIfNeeded()
    view.setNeedsDisplay()
    view.clipsToBounds = true
    view.tintColor = .systemBlue
    let tint: UIColor! = view.tintColor
    _ = (tint, view.safeAreaInsets, view.traitCollection, view.next)
    view.prepareForInterfaceBuilder()
    view.contentMode = .scaleAspectFit
    view.autoresizingMask = [.flexibleWidth]
    view.translatesAutoresizingMaskIntoConstraints = true
    let layer = view.layer
    _ = (layer.position, layer.bounds, layer.frame, layer.opacity, layer.isHidden, layer.presentation(), layer.animationKeys())
    layer.masksToBounds = true
    layer.cornerRadius = 8
    layer.maskedCorners = [.layerMinXMinYCorner]
    layer.zPosition = 1
    UIView.animate(withDuration: 0.1) { view.alpha = 0.5 }
    window.sendEvent(InputEvent(timestamp: window.clock.now, touches: []))
    log.append(contentsOf: view.calls)

    // UIGestureRecognizer and the built-in kinds
    let tap = UITapGestureRecognizer(target: controller, action: SampleViewController.recognized)
    let recognizerDelegate = SampleRecognizerDelegate()
    tap.delegate = recognizerDelegate
    tap.buttonMaskRequired = .primary
    tap.allowedTouchTypes = [UITouch.TouchType.direct.rawValue as NSNumber]
    tap.requiresExclusiveTouchType = true
    _ = (tap.state, tap.modifierFlags, tap.buttonMask, tap.location(in: view))
    if tap.numberOfTouches > 0 { _ = tap.location(ofTouch: 0, in: view) }
    let custom = SampleRecognizer(target: nil, action: nil)
    custom.require(toFail: tap)
    _ = (custom.shouldRequireFailure(of: tap), custom.shouldBeRequiredToFail(by: tap))
    custom.removeTarget(nil, action: nil as Selector?)
    _ = SampleRecognizer(coder: NSCoder())
    let pan = UIPanGestureRecognizer()
    pan.allowedScrollTypesMask = [.discrete, .continuous]
    pan.setTranslation(.zero, in: view)
    _ = (pan.translation(in: view), pan.velocity(in: view))
    let recognizers: [UIGestureRecognizer] = [
        tap, custom, pan, UILongPressGestureRecognizer(), UIScreenEdgePanGestureRecognizer(), UISwipeGestureRecognizer(),
        UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UIHoverGestureRecognizer(),
    ]
    view.gestureRecognizers = recognizers
    _ = Selector(SampleViewController.recognized)

    // UIImageView, UILabel, UIFont, UIColor, UIImage, UITraitCollection, CGAffineTransform, CGVector
    let picture = UIImageView(image: UIImage(named: "monkey"), highlightedImage: UIImage(named: "monkey", in: nil, compatibleWith: UITraitCollection()))
    picture.image = UIImage(named: "banana")
    picture.highlightedImage = nil
    picture.isHighlighted = true
    _ = (UIImageView(image: nil), UIImageView(frame: .zero), UIImageView(coder: NSCoder()))
    let label = UILabel(frame: .zero)
    label.text = "Label"
    label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    label.font = UIFont.boldSystemFont(ofSize: 17)
    label.font = UIFont(name: "Helvetica", size: 17) ?? .systemFont(ofSize: 17)
    label.textColor = .label
    label.textAlignment = .center
    label.numberOfLines = 0
    label.sizeToFit()
    let palette: [UIColor] = [.systemBlue, .systemGray, .systemGray6, .label, .secondaryLabel, .systemBackground, .separator]
    _ = (palette.map(\.cgColor), CGAffineTransform.identity, CGVector(dx: 1, dy: 0))

    // UIControl, UIAction, UIButton, UISegmentedControl, UISwitch, UIStepper, UISlider
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 200, width: 100, height: 44)
    controller.view.addSubview(button)
    button.addTarget(controller, action: SampleViewController.tapped as (SampleViewController) -> () -> Void, for: .touchUpInside)
    button.addTarget(controller, action: SampleViewController.tapped(_:) as (SampleViewController) -> (UIButton) -> Void, for: .touchUpInside)
    button.addTarget(controller, action: SampleViewController.tapped(_:forEvent:), for: .touchUpInside)
    let action = UIAction(title: "Go") { _ in log.append("UIAction") }
    button.addAction(action, for: .primaryActionTriggered)
    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    button.removeAction(action, for: .primaryActionTriggered)
    button.sendAction(Selector(SampleViewController.tapped as (SampleViewController) -> () -> Void), to: controller, for: nil)
    button.setTitle("Go", for: .normal)
    button.setTitleColor(.systemRed, for: .highlighted)
    _ = (button.currentTitle, button.currentTitleColor, button.titleLabel, button.isTracking, button.isTouchInside)
    button.isEnabled = true
    button.isSelected = false
    button.isHighlighted = false
    _ = (button.state, button.gestureRecognizerShouldBegin(tap), UIButton(frame: .zero, primaryAction: nil), UIButton(type: .custom))
    let segments = UISegmentedControl(items: ["A", "B"])
    segments.selectedSegmentIndex = 0
    segments.sendActions(for: .valueChanged)
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    let stepper = UIStepper()
    stepper.minimumValue = 0
    stepper.maximumValue = 10
    stepper.stepValue = 2
    stepper.value = 4
    stepper.wraps = true
    stepper.autorepeat = false
    stepper.isContinuous = true
    let slider = UISlider()
    slider.isContinuous = false
    slider.setValue(0.5, animated: false)
    _ = slider.value
    log.append(contentsOf: controller.calls.suffix(4))

    // UIBarButtonItem, UINavigationItem
    let item = UIBarButtonItem(title: "Tap", style: .plain, target: controller,
                               action: SampleViewController.tapped as (SampleViewController) -> () -> Void)
    item.isEnabled = true
    item.tag = 1
    controller.navigationItem.rightBarButtonItem = item
    controller.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in log.append("bar UIAction") })
    item.tap()
    controller.navigationItem.leftBarButtonItem?.tap()
    _ = controller.navigationItem.leftBarButtonItem?.primaryAction

    // UIScrollView, UIScrollViewDelegate
    let scroll = SampleScrollView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
    scroll.delegate = scroll
    scroll.addSubview(scroll.content)
    scroll.contentSize = CGSize(width: 800, height: 800)
    scroll.contentInset = .zero
    scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    scroll.contentOffset = .zero
    scroll.bounces = true
    scroll.alwaysBounceVertical = true
    scroll.alwaysBounceHorizontal = false
    scroll.isPagingEnabled = false
    scroll.isDirectionalLockEnabled = true
    scroll.isScrollEnabled = true
    scroll.decelerationRate = .normal
    scroll.decelerationRate = .fast
    scroll.delaysContentTouches = true
    scroll.canCancelContentTouches = true
    scroll.minimumZoomScale = 1
    scroll.maximumZoomScale = 3
    scroll.zoomScale = 1
    scroll.setZoomScale(1, animated: false)
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 200), animated: false)
    scroll.bouncesZoom = true
    scroll.scrollsToTop = true
    scroll.showsHorizontalScrollIndicator = false
    scroll.showsVerticalScrollIndicator = false
    scroll.keyboardDismissMode = .onDrag
    scroll.contentInsetAdjustmentBehavior = .never
    _ = (scroll.isDragging, scroll.isDecelerating, scroll.isZoomBouncing, scroll.isZooming, scroll.adjustedContentInset)
    _ = (scroll.panGestureRecognizer.allowedScrollTypesMask == .all, scroll.pinchGestureRecognizer)
    controller.view.addSubview(scroll)

    // UIAlertController, UIAlertAction, feedback generators, AVAudioPlayer, presentation and segues
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("alert Delete") }
    alert.addAction(delete)
    alert.preferredAction = delete
    controller.present(alert, animated: false, completion: nil)
    _ = (controller.presentedViewController === alert, alert.presentingViewController === controller)
    alert.choose(delete)
    controller.dismiss(animated: false)
    controller.performSegue(withIdentifier: "detail", sender: nil)
    controller.title = "Sample"
    UIFeedbackGenerator.handler = { _ in log.append("feedback") }
    defer { UIFeedbackGenerator.handler = nil }
    let impact = UIImpactFeedbackGenerator(style: .light)
    impact.impactOccurred()
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    _ = impact.played
    _ = AVAudioPlayer.playbackHandler
    log.append(contentsOf: controller.calls.suffix(1))
    return log
}

/// The Auto Layout rows of the table: constraints, anchors, priorities, guides and stack views.
/// Returns the frames it lays out, in order.
@MainActor
func portingTableAutoLayoutSample() -> [CGRect] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let root: UIView = controller.view
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let top = NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: root.safeAreaLayoutGuide,
                                 attribute: .top, multiplier: 1, constant: 10)
    top.identifier = "card top"
    let width = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 20)
    width.priority = UILayoutPriority.defaultHigh + 1
    let height = card.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([top, width, height])
    root.addConstraint(card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor))
    _ = (top.firstItem, top.secondItem, top.firstAttribute, top.secondAttribute, top.relation, top.multiplier, top.isActive)
    _ = (UILayoutPriority.required, UILayoutPriority.defaultLow, UILayoutPriority.fittingSizeLevel, root.constraints)
    let max = card.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
    let min = card.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    let aspect = card.heightAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, multiplier: 2)
    root.addConstraints([max, min, aspect])
    let label = UILabel()
    label.text = "Title"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalToSystemSpacingAfter: card.leadingAnchor, multiplier: 1),
        label.topAnchor.constraint(equalToSystemSpacingBelow: card.topAnchor, multiplier: 1),
        label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(greaterThanOrEqualTo: card.topAnchor, constant: 8),
        label.centerXAnchor.constraint(greaterThanOrEqualTo: card.leftAnchor),
        label.centerYAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor),
        label.firstBaselineAnchor.constraint(lessThanOrEqualTo: label.lastBaselineAnchor),
        label.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor),
        label.widthAnchor.constraint(greaterThanOrEqualTo: label.heightAnchor, multiplier: 0.1),
    ])
    _ = (label.intrinsicContentSize, label.contentHuggingPriority(for: .horizontal),
         label.contentCompressionResistancePriority(for: .vertical))
    label.invalidateIntrinsicContentSize()
    let guide = UILayoutGuide()
    guide.identifier = "gap"
    card.addLayoutGuide(guide)
    let anchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = guide.leadingAnchor
    _ = (guide.owningView, card.layoutGuides, anchor, guide.topAnchor)
    card.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let stack = UIStackView(arrangedSubviews: [UISwitch()])
    stack.axis = .vertical
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.spacing = 4
    stack.isLayoutMarginsRelativeArrangement = false
    stack.addArrangedSubview(UIButton(type: .system))
    stack.insertArrangedSubview(UISlider(), at: 0)
    stack.removeArrangedSubview(stack.arrangedSubviews[0])
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
        stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    ])
    root.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    window.layoutIfNeeded()
    _ = (card.hasAmbiguousLayout, guide.layoutFrame, root.systemLayoutSizeFitting(.zero))
    NSLayoutConstraint.deactivate([aspect])
    root.removeConstraint(min)
    return [card.frame, label.frame, stack.frame]
}
