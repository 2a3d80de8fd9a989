// UIKit code in the shapes published iOS projects write it, ported with only the edits
// docs/porting.md lists (method references for #selector, no @objc). This file does not import
// Foundation, as a UIKit file would not need to.
import GesturesUIKit

/// A card view with its own initializers, as on iOS: `CardView()` is inherited.
final class CardView: UIView {
    let titleLabel = UILabel()
    private(set) var layoutPasses = 0
    private(set) var madeFromCoder = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeFromCoder = true
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        clipsToBounds = false
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isUserInteractionEnabled = true
    }

    /// Frames set from outside, as a card that keeps a shadow path in step would count them.
    private(set) var frameChanges: [CGRect] = []

    override var frame: CGRect {
        didSet { frameChanges.append(frame) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        titleLabel.frame = CGRect(x: 8, y: 8, width: bounds.width - 16, height: 24)
    }
}

/// A pan whose subclass watches its state, the way recognizer subclasses log or play haptics.
final class ObservedPan: UIPanGestureRecognizer {
    var transitions: [String] = []

    override var state: UIGestureRecognizer.State {
        didSet { transitions.append("\(oldValue)→\(state)") }
    }
}

/// A pan that moves along x only, by overriding translation(in:).
final class HorizontalPan: UIPanGestureRecognizer {
    override func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: super.translation(in: view).x, y: 0)
    }
}

/// A double tap declared by overriding UIKit's designated initializer.
final class DoubleTap: UITapGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }

    /// As a storyboard would make it: UIKit's archive initializer, overridden.
    convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
        numberOfTapsRequired = 2
    }
}

/// A controller that builds its screen in code: a title label, a card that can be dragged
/// sideways, double-tapped, and held to delete it through an alert.
final class CardsViewController: UIViewController {
    var card: CardView!
    var hint: UILabel!
    var log: [String] = []
    let haptics = UIImpactFeedbackGenerator(style: .medium)
    let selection = UISelectionFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemBackground

        hint = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30))
        hint.text = "Hold a card to delete it"
        hint.font = .boldSystemFont(ofSize: 20)
        hint.textColor = .darkGray
        view.addSubview(hint)

        card = CardView()
        card.frame = CGRect(x: 100, y: 200, width: 150, height: 200)
        card.titleLabel.text = "Card"
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        let pan = HorizontalPan(target: self, action: CardsViewController.handlePan)
        card.addGestureRecognizer(pan)
        let doubleTap = DoubleTap(target: self, action: CardsViewController.handleDoubleTap)
        card.addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer(target: self, action: CardsViewController.handlePress)
        card.addGestureRecognizer(press)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let cardView = gesture.view else { return }
        let translation = gesture.translation(in: view)
        cardView.center = CGPoint(x: cardView.center.x + translation.x, y: cardView.center.y + translation.y)
        gesture.setTranslation(.zero, in: view)
        log.append("pan \(gesture.state) x=\(Int(cardView.center.x)) y=\(Int(cardView.center.y))")
        if gesture.state == .ended { selection.selectionChanged() }
    }

    func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        log.append("double tap")
    }

    func handlePress(_ gesture: UILongPressGestureRecognizer) {
        guard gesture.state == .began else { return }
        log.append("press began")
        haptics.impactOccurred()
        let alert = UIAlertController(title: "Delete card?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.log.append("cancelled") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.card.removeFromSuperview()
            self?.log.append("deleted")
        })
        present(alert, animated: true)
    }
}

/// A sticker: an image view subclass with UIKit's designated initializer overridden, its image
/// observed, a touch area larger than its bounds, and the move notifications logged.
final class StickerView: UIImageView {
    var log: [String] = []

    override init(image: UIImage?) {
        super.init(image: image)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var image: UIImage? {
        didSet { log.append("image \(image?.name ?? "nil")") }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
}

/// A presented screen closed by swiping from the left edge, in the shape of swipe-to-close code.
final class SwipeToCloseViewController: UIViewController {
    var progress: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeToCloseViewController.handleEdge)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        progress.append(Int(translation.x))
        if gesture.state == .ended, translation.x > view.bounds.width / 3 {
            dismiss(animated: true)
        }
    }
}

/// A controller with its own designated initializer, the usual way to pass it data in code.
final class ItemViewController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item
    }

    required init?(coder: NSCoder) {
        item = "decoded"
        super.init(coder: coder)
    }
}

/// A controller that overrides UIKit's designated initializers and so inherits `init()`.
final class PlainViewController: UIViewController {
    private(set) var madeBy = ""

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeBy = "nib \(nibNameOrNil ?? "none")"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "coder"
    }
}

/// A button-like view that shows a tooltip while the pointer hovers over it.
final class TooltipViewController: UIViewController {
    var target: UIView!
    var tooltip: UILabel!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        target = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        view.addSubview(target)
        tooltip = UILabel()
        tooltip.text = "Delete"
        tooltip.font = .systemFont(ofSize: 12)
        tooltip.sizeToFit()
        tooltip.isHidden = true
        view.addSubview(tooltip)
        target.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: TooltipViewController.hovering))
    }

    func hovering(_ hover: UIHoverGestureRecognizer) {
        switch hover.state {
        case .began, .changed:
            let point = hover.location(in: view)
            tooltip.center = CGPoint(x: point.x, y: point.y - 20)
            tooltip.isHidden = false
        default:
            tooltip.isHidden = true
        }
        log.append("\(hover.state) \(tooltip.isHidden ? "hidden" : "at \(Int(tooltip.center.x)),\(Int(tooltip.center.y))")")
    }
}

/// A drawing canvas: strokes collected from the view's own touch methods, several fingers at once.
final class CanvasView: UIView {
    private(set) var strokes: [[CGPoint]] = []
    private var open: [UITouch: Int] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isMultipleTouchEnabled = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.location(in: self).x < $1.location(in: self).x }) {
            open[touch] = strokes.count
            strokes.append([touch.location(in: self)])
        }
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let index = open[touch] else { continue }
            let previous = touch.previousLocation(in: self)
            if strokes[index].last != previous { strokes[index].append(previous) }
            strokes[index].append(touch.location(in: self))
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { open[touch] = nil }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let index = open.removeValue(forKey: touch) { strokes[index].removeAll() }
        }
        setNeedsDisplay()
    }
}
