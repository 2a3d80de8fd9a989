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

// Drawing, layers and layer animations (the drawing rows of the table).

/// A view whose draw(_:) uses every drawing member the table lists.
final class SampleDrawingView: UIView {
    var passes = 0

    override func draw(_ rect: CGRect) {
        passes += 1
        guard let context: CGContext = UIGraphicsGetCurrentContext() else { return }
        let path = UIBezierPath(rect: rect)
        path.append(UIBezierPath(ovalIn: rect))
        path.append(UIBezierPath(roundedRect: rect, cornerRadius: 4))
        path.append(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 4, height: 4)))
        path.append(UIBezierPath(arcCenter: .zero, radius: 5, startAngle: 0, endAngle: .pi, clockwise: true))
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 2, y: 2), controlPoint1: .zero, controlPoint2: .zero)
        path.addQuadCurve(to: CGPoint(x: 3, y: 3), controlPoint: .zero)
        path.addArc(withCenter: .zero, radius: 3, startAngle: 0, endAngle: 1, clockwise: false)
        path.close()
        path.apply(CGAffineTransform(translationX: 1, y: 0))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.miterLimit = 4
        path.usesEvenOddFillRule = true
        path.setLineDash([2, 1], count: 2, phase: 0)
        _ = (path.cgPath, path.bounds, path.contains(.zero), path.isEmpty, path.currentPoint)
        UIColor.red.set()
        UIColor.red.setFill()
        UIColor.blue.setStroke()
        path.fill()
        path.stroke()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.removeAllPoints()

        let mutable = CGMutablePath()
        mutable.addLines(between: [.zero, CGPoint(x: 1, y: 0)])
        mutable.addRect(rect)
        mutable.addEllipse(in: rect)
        mutable.addRoundedRect(in: rect, cornerWidth: 2, cornerHeight: 2)
        mutable.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: 1, clockwise: false)
        mutable.addPath(CGPath(rect: rect, transform: nil))
        mutable.closeSubpath()
        _ = (mutable.boundingBox, mutable.boundingBoxOfPath, mutable.contains(.zero, using: .evenOdd, transform: .identity))
        mutable.applyWithBlock { _, _ in }

        context.saveGState()
        context.translateBy(x: 1, y: 1)
        context.scaleBy(x: 1, y: 1)
        context.rotate(by: 0)
        context.concatenate(.identity)
        _ = context.ctm
        context.setFillColor(UIColor.green.cgColor)
        context.setStrokeColor(UIColor.green.cgColor)
        context.setLineWidth(1)
        context.setLineCap(.butt)
        context.setLineJoin(.miter)
        context.setMiterLimit(10)
        context.setLineDash(phase: 0, lengths: [])
        context.setAlpha(1)
        context.beginPath()
        context.addPath(mutable)
        context.fillPath(using: .winding)
        context.addPath(mutable)
        context.strokePath()
        context.addPath(mutable)
        context.drawPath(using: .fillStroke)
        context.addRect(rect)
        context.clip(using: .winding)
        context.clip(to: rect)
        context.fill(rect)
        context.fillEllipse(in: rect)
        context.stroke(rect)
        context.strokeEllipse(in: rect)
        context.strokeLineSegments(between: [.zero, CGPoint(x: 1, y: 1)])
        context.restoreGState()
        context.clear(bounds)
        UIGraphicsPushContext(context)
        path.addClip()
        UIGraphicsPopContext()
    }
}

/// Hears sample animations.
final class SampleAnimationDelegate: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
}

@MainActor
func drawingTableSample() -> [String] {
    var log: [String] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let view = SampleDrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.contentMode = .redraw
    window.addSubview(view)
    view.setNeedsDisplay()
    view.setNeedsDisplay(view.bounds)
    view.layer.displayIfNeeded()
    view.bounds.size = CGSize(width: 120, height: 100)
    view.layer.display()
    log.append("passes \(view.passes), due \(view.layer.needsDisplay())")

    // Layers.
    let layer = view.layer
    layer.backgroundColor = UIColor.white.cgColor
    layer.borderWidth = 1
    layer.borderColor = UIColor.gray.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 4
    layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
    layer.transform = CATransform3DIdentity
    layer.setAffineTransform(layer.affineTransform())
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    shape.fillColor = UIColor.red.cgColor
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.lineJoin = .bevel
    shape.miterLimit = 4
    shape.lineDashPattern = [2, 2]
    shape.lineDashPhase = 1
    shape.strokeStart = 0
    shape.strokeEnd = 1
    shape.fillRule = .evenOdd
    shape.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    shape.needsDisplayOnBoundsChange = false
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 1]
    gradient.startPoint = .zero
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.type = .axial
    layer.addSublayer(shape)
    layer.insertSublayer(gradient, at: 0)
    let spare = CALayer()
    layer.insertSublayer(spare, below: shape)
    layer.insertSublayer(CALayer(), above: shape)
    layer.replaceSublayer(spare, with: CALayer())
    layer.sublayers?.last?.removeFromSuperlayer()
    log.append("sublayers \(layer.sublayers?.count ?? 0), shape under \(shape.superlayer === layer)")
    let t: CATransform3D = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(1, 1, 0))
    let r = CATransform3DRotate(CATransform3DTranslate(CATransform3DScale(t, 1, 1, 1), 0, 0, 0), 0, 0, 0, 1)
    shape.transform = CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(r))
    log.append("affine \(CATransform3DIsAffine(shape.transform)) identity \(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)))")

    // Animations.
    let delegate = SampleAnimationDelegate()
    let basic = CABasicAnimation(keyPath: "opacity")
    basic.fromValue = 1
    basic.toValue = 0.5
    basic.byValue = nil
    basic.isAdditive = false
    basic.beginTime = CACurrentMediaTime()
    basic.duration = 0.1
    basic.repeatCount = 1
    basic.autoreverses = true
    basic.fillMode = .both
    basic.isRemovedOnCompletion = true
    basic.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    basic.delegate = delegate
    let keyframes = CAKeyframeAnimation(keyPath: "position")
    keyframes.values = [CGPoint.zero, CGPoint(x: 10, y: 10)]
    keyframes.keyTimes = [0, 1]
    keyframes.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut)]
    keyframes.calculationMode = .linear
    keyframes.path = nil
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.mass = 1
    spring.stiffness = 200
    spring.damping = 15
    spring.initialVelocity = 0
    spring.toValue = 1.2
    spring.duration = spring.settlingDuration
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.byValue = CGFloat.pi
    let group = CAAnimationGroup()
    group.animations = [keyframes, spring, turn]
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.2)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { log.append("transaction done") }
    layer.add(basic, forKey: "fade")
    layer.add(group, forKey: "group")
    CATransaction.commit()
    log.append("keys \(layer.animationKeys() ?? []), fade \(layer.animation(forKey: "fade") != nil)")
    var point: [Float] = [0, 0]
    basic.timingFunction?.getControlPoint(at: 2, values: &point)
    (window.clock as? ManualClock)?.advance(by: 0.05)
    layer.removeAnimation(forKey: "group")
    layer.removeAllAnimations()
    (window.clock as? ManualClock)?.advance(by: 0.05)
    log.append(contentsOf: delegate.log)
    // The delegate's methods may be called directly too (a subclass forwarding them).
    let direct = SampleAnimationDelegate()
    direct.animationDidStart(basic)
    direct.animationDidStop(basic, finished: true)
    log.append(contentsOf: direct.log)

    // Images.
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image(actions: { context in
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.cgContext.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
    })
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
    image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    image.draw(at: .zero)
    let old = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    log.append("image \(image.size.width)x\(image.size.height), old \(old?.size.width ?? 0)")
    return log
}

/// A table screen's data source and delegate with the methods the table's row lists.
@MainActor
final class SampleTableSource: UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = nil
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
        action.backgroundColor = .systemRed
        _ = UIContextualAction.Style.normal
        let configuration = UISwipeActionsConfiguration(actions: [action])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

/// A cell with the members the table's row lists.
final class SampleTableCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        selectionStyle = .gray
        accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        backgroundView = UIView()
        selectedBackgroundView = UIView()
        separatorInset = .zero
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        _ = (contentView, isSelected, isHighlighted)
    }

    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
}

/// Uses every member of the table view's row; returns what the table reports.
@MainActor
func tableTableSample() -> [String] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: ManualClock())
    let source = SampleTableSource()
    let table = UITableView(frame: window.bounds, style: .grouped)
    table.register(SampleTableCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    table.rowHeight = UITableView.automaticDimension
    table.sectionHeaderHeight = UITableView.automaticDimension
    table.sectionFooterHeight = 0
    table.allowsSelection = true
    table.allowsMultipleSelection = false
    table.separatorStyle = .singleLine
    table.separatorColor = .separator
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
    table.tableFooterView = UIView()
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.reloadData()
    let first = IndexPath(row: 0, section: 0)
    var log = ["\(table.numberOfSections) sections, \(table.numberOfRows(inSection: 1)) rows in the second"]
    let cell = table.cellForRow(at: first)
    log.append("row 0 at \(table.rectForRow(at: first).minY), section 1 at \(table.rect(forSection: 1).minY), cell \(cell.flatMap { table.indexPath(for: $0) } == first)")
    _ = (table.dequeueReusableCell(withIdentifier: "cell"), table.visibleCells, table.indexPathsForVisibleRows,
         table.indexPathForRow(at: CGPoint(x: 10, y: 100)), table.indexPathsForRows(in: table.bounds),
         table.headerView(forSection: 0), IndexPath(item: 2, section: 0).item, UITableViewHeaderFooterView(reuseIdentifier: nil))
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    log.append("selected \(table.indexPathForSelectedRow?.row ?? -1), \(table.indexPathsForSelectedRows?.count ?? 0) in all")
    table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
    table.scrollToRow(at: IndexPath(row: 5, section: 1), at: .top, animated: false)
    log.append("scrolled to \(table.contentOffset.y)")
    table.performBatchUpdates({
        table.reloadRows(at: [IndexPath(row: 6, section: 1)], with: .fade)
        table.moveRow(at: IndexPath(row: 7, section: 1), to: IndexPath(row: 7, section: 1))
    }, completion: { finished in log.append("batch \(finished)") })
    log.append("animating")
    (window.clock as? ManualClock)?.advance(by: UITableView.rowAnimationDuration)
    table.beginUpdates()
    table.insertRows(at: [], with: .automatic)
    table.deleteRows(at: [], with: .none)
    table.endUpdates()
    _ = IndexPath(row: 1, section: 0).section
    table.setEditing(true, animated: false)
    table.allowsSelectionDuringEditing = false
    log.append("editing \(table.isEditing), movable \(source.tableView(table, canMoveRowAt: first))")
    source.tableView(table, moveRowAt: first, to: first)
    _ = source.tableView(table, targetIndexPathForMoveFromRowAt: first, toProposedIndexPath: first)
    table.isEditing = false
    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
    table.refreshControl = refresh
    refresh.beginRefreshing()
    log.append("refreshing \(refresh.isRefreshing), inset \(table.adjustedContentInset.top)")
    refresh.endRefreshing()
    // The data source's and delegate's methods, called as the table calls them.
    let path = IndexPath(row: 1, section: 0)
    _ = (source.tableView(table, numberOfRowsInSection: 0), source.tableView(table, cellForRowAt: path),
         source.tableView(table, titleForHeaderInSection: 0), source.tableView(table, titleForFooterInSection: 0),
         source.tableView(table, heightForRowAt: path), source.tableView(table, viewForHeaderInSection: 0),
         source.tableView(table, shouldHighlightRowAt: path), source.tableView(table, willSelectRowAt: path),
         source.tableView(table, willDeselectRowAt: path))
    let reused = SampleTableCell(reusing: "cell")
    source.tableView(table, willDisplay: reused, forRowAt: path)
    source.tableView(table, didEndDisplaying: reused, forRowAt: path)
    source.tableView(table, didHighlightRowAt: path)
    source.tableView(table, didUnhighlightRowAt: path)
    source.tableView(table, didDeselectRowAt: path)
    source.tableView(table, willBeginEditingRowAt: path)
    source.tableView(table, didEndEditingRowAt: path)
    _ = (source.tableView(table, leadingSwipeActionsConfigurationForRowAt: path),
         source.tableView(table, trailingSwipeActionsConfigurationForRowAt: path),
         UIContextualAction(style: .normal, title: "Flag", handler: { _, _, completion in completion(false) }))
    source.calls = []
    source.tableView(table, didSelectRowAt: path)
    log.append(contentsOf: source.calls)
    return log
}

/// A data source, delegate and flow-layout delegate with every method the collection view's row
/// lists; it records the calls a test reads.
@MainActor
final class SampleCollectionSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items = [(0..<30).map { "Item \($0)" }, ["A", "B"]]
    var calls: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        calls.append("moved \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 80, height: 80) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 8 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 8 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: 30) }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize { .zero }
}

/// A cell with the members the collection view's row lists.
final class SampleCollectionCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView = UIView()
        selectedBackgroundView = UIView()
        contentView.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        _ = (isSelected, isHighlighted, reuseIdentifier)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
    }
}

/// A layout of the app's own with the members the row lists: a one-column list over the flow
/// layout's superclass.
final class SampleColumnLayout: UICollectionViewLayout {
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            element.size = CGSize(width: collectionView.bounds.width, height: 44)
            element.center = CGPoint(x: collectionView.bounds.width / 2, y: CGFloat(item) * 44 + 22)
            element.alpha = 1
            element.isHidden = false
            element.zIndex = 0
            return element
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(attributes.count) * 44)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        _ = (header.representedElementCategory, header.representedElementKind, header.indexPath)
        return nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

/// Uses every member of the collection view's row; returns what the collection view reports.
@MainActor
func collectionTableSample() -> [String] {
    let clock = ManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let source = SampleCollectionSource()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.minimumLineSpacing = 8
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.scrollDirection = .vertical
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = .zero
    layout.estimatedItemSize = .zero
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    grid.register(SampleCollectionCell.self, forCellWithReuseIdentifier: "cell")
    grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "header")
    grid.dataSource = source
    grid.delegate = source
    grid.allowsSelection = true
    grid.allowsMultipleSelection = false
    window.addSubview(grid)
    window.makeKeyAndVisible()
    grid.reloadData()
    let first = IndexPath(item: 0, section: 0)
    var log = ["\(grid.numberOfSections) sections, \(grid.numberOfItems(inSection: 0)) items in the first"]
    let cell = grid.cellForItem(at: first)
    log.append("item 1 at \(grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? -1), cell \(cell.flatMap { grid.indexPath(for: $0) } == first), header \(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first) != nil)")
    _ = (grid.visibleCells, grid.indexPathsForVisibleItems, grid.indexPathForItem(at: CGPoint(x: 40, y: 80)),
         grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter),
         grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: first),
         grid.collectionViewLayout.collectionViewContentSize)
    grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    log.append("selected \(grid.indexPathsForSelectedItems ?? [])")
    grid.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
    grid.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
    log.append("scrolled to \(grid.contentOffset.y)")
    for position: UICollectionView.ScrollPosition in [.top, .centeredVertically, .left, .centeredHorizontally, .right] {
        grid.scrollToItem(at: first, at: position, animated: false)
    }
    grid.performBatchUpdates({
        grid.reloadItems(at: [IndexPath(item: 6, section: 0)])
        grid.moveItem(at: IndexPath(item: 7, section: 0), to: IndexPath(item: 7, section: 0))
        grid.insertItems(at: [])
        grid.deleteItems(at: [])
    }, completion: { finished in log.append("batch \(finished)") })
    clock.advance(by: 0.35)
    grid.insertSections([])
    grid.deleteSections([])
    grid.reloadSections([0])
    if grid.beginInteractiveMovementForItem(at: first) {
        grid.updateInteractiveMovementTargetPosition(CGPoint(x: 136, y: 78))
        grid.endInteractiveMovement()
    }
    log.append(contentsOf: source.calls)
    grid.beginInteractiveMovementForItem(at: first)
    grid.cancelInteractiveMovement()
    let column = SampleColumnLayout()
    grid.setCollectionViewLayout(column, animated: false)
    column.invalidateLayout()
    grid.collectionViewLayout = layout
    layout.scrollDirection = .horizontal
    log.append("column \(column.shouldInvalidateLayout(forBoundsChange: grid.bounds)), \(layout.invalidateLayout() == ())")
    _ = SampleCollectionCell(reusing: "cell").contentView
    // The data source's and delegate's methods, called as the collection view calls them.
    let path = IndexPath(item: 1, section: 0), reused = SampleCollectionCell(reusing: "cell")
    let delegate: any UICollectionViewDelegate = source
    _ = (source.collectionView(grid, numberOfItemsInSection: 0), source.collectionView(grid, cellForItemAt: path),
         source.collectionView(grid, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: path),
         source.collectionView(grid, canMoveItemAt: path), delegate.collectionView(grid, shouldHighlightItemAt: path),
         source.collectionView(grid, shouldSelectItemAt: path), source.collectionView(grid, shouldDeselectItemAt: path),
         source.collectionView(grid, targetIndexPathForMoveFromItemAt: path, toProposedIndexPath: first))
    source.collectionView(grid, didHighlightItemAt: path)
    source.collectionView(grid, didUnhighlightItemAt: path)
    source.collectionView(grid, didDeselectItemAt: path)
    source.collectionView(grid, willDisplay: reused, forItemAt: path)
    source.collectionView(grid, didEndDisplaying: reused, forItemAt: path)
    source.collectionView(grid, willDisplaySupplementaryView: reused, forElementKind: UICollectionView.elementKindSectionHeader, at: path)
    source.collectionView(grid, didEndDisplayingSupplementaryView: reused, forElementOfKind: UICollectionView.elementKindSectionHeader, at: path)
    _ = (source.collectionView(grid, layout: layout, sizeForItemAt: path), source.collectionView(grid, layout: layout, insetForSectionAt: 0),
         source.collectionView(grid, layout: layout, minimumLineSpacingForSectionAt: 0),
         source.collectionView(grid, layout: layout, minimumInteritemSpacingForSectionAt: 0),
         source.collectionView(grid, layout: layout, referenceSizeForHeaderInSection: 0),
         source.collectionView(grid, layout: layout, referenceSizeForFooterInSection: 0))
    source.collectionView(grid, moveItemAt: path, to: path)
    source.calls = []
    source.collectionView(grid, didSelectItemAt: path)
    log.append(contentsOf: source.calls)
    return log
}
