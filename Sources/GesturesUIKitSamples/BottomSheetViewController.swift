// Written the way UIKit code is written, against GesturesUIKit only.
import GesturesUIKit

/// A screen in the shape many iOS apps have: a full-screen finger-drawing canvas under a bottom
/// sheet that is dragged between detents, with a card on the sheet that lifts when held and can be
/// carried around while it is.
///
/// Everything is placed with Auto Layout. The sheet hangs from a top constraint
/// (``sheetTopConstraint``): its pan changes the constraint's `constant` while the finger moves, and
/// on release picks a detent (``targetDetent(from:velocity:)``) and springs there with
/// `UIView.animate(…) { self.view.layoutIfNeeded() }`. The card sits on the sheet by two
/// constraints that its long press changes while the finger carries it; lifting and settling are
/// Core Animation: a spring on `transform.scale` and the layer's shadow.
///
/// Who gets a touch is UIKit's ordinary rule, nothing more: the hit test picks the sheet (or the
/// card on it) for a finger that lands on the sheet, and the canvas otherwise. The sheet's pan is
/// on the sheet alone, so a stroke on the canvas never moves the sheet, and a finger that lands on
/// the sheet never reaches the canvas, wherever it goes afterwards. On the card both the card's
/// long press and the sheet's pan see the finger: moving at once drags the sheet (the long press
/// fails once the finger strays past its allowable movement), holding still for
/// ``cardPressDuration`` lifts the card (the pan, not yet begun, is then excluded).
///
/// Public only so that tests, the demo and the window host's programs can show it.
public final class BottomSheetViewController: UIViewController {
    /// The resting places of the sheet.
    public enum Detent: String, CaseIterable, Sendable {
        /// Only the grabber, the title and the card show.
        case collapsed
        /// The sheet covers the lower half of the screen.
        case half
        /// The sheet covers all but a strip of canvas at the top.
        case full
    }

    // MARK: Constants

    /// How much of the sheet shows when collapsed, in points: the grabber, the title and the
    /// card, with a margin under it. Our decision.
    public static let collapsedHeight: CGFloat = 140
    /// Where the half detent's top edge sits, as a fraction of the screen's height: UIKit's
    /// medium sheet detent is about half the screen.
    public static let halfFraction: CGFloat = 0.5
    /// The strip of canvas left above the sheet at the full detent, in points. Our decision
    /// (UIKit's large detent leaves the status bar and a sliver of the screen behind).
    public static let fullTopInset: CGFloat = 80

    /// The rate at which a thrown sheet would slow down if let go, per millisecond: the value of
    /// `UIScrollView.DecelerationRate.normal`. A release is judged by where this deceleration
    /// would carry the sheet, as scroll views and iOS sheets judge a fling.
    public static let decelerationRate: CGFloat = 0.998
    /// How long the sheet takes to settle at a detent, in seconds. Our decision, near the 0.5 s
    /// that system sheets take.
    public static let snapDuration: TimeInterval = 0.45
    /// The damping ratio of the settling spring: 1 settles without bouncing, as system sheets do.
    public static let snapDamping: CGFloat = 1

    /// The card's size, in points.
    public static let cardSize = CGSize(width: 160, height: 64)
    /// The card's resting top edge, in points from the sheet's top edge.
    public static let cardRestingTop: CGFloat = 56
    /// How long a finger holds still on the card before it lifts, in seconds: UIKit's default
    /// `minimumPressDuration`, 0.5 s.
    public static let cardPressDuration: TimeInterval = 0.5
    /// How much bigger the lifted card shows: 6 %. Our decision, in the range drag-and-drop lifts use.
    public static let liftedScale: CGFloat = 1.06
    /// The stiffness of the lift's spring, per second squared (unit mass): with
    /// ``liftDamping``, a damping ratio of 22 / (2·√400) = 0.55, a quick rise with one small
    /// overshoot. Our decision.
    public static let liftStiffness: CGFloat = 400
    /// The damping coefficient of the lift's spring, per second (see ``liftStiffness``).
    public static let liftDamping: CGFloat = 22
    /// The lifted card's shadow opacity; the resting card has none. Our decision.
    public static let liftedShadowOpacity: Float = 0.35
    /// The blur radius of the card's shadow, in points. Our decision.
    public static let liftedShadowRadius: CGFloat = 12
    /// How far the card's shadow falls below it, in points. Our decision.
    public static let liftedShadowOffset = CGSize(width: 0, height: 10)
    /// How long the shadow takes to appear when the card lifts, in seconds. Our decision.
    public static let shadowDuration: CFTimeInterval = 0.2
    /// How long the card takes to settle back down (its scale and shadow), in seconds. Our decision.
    public static let settleDuration: CFTimeInterval = 0.25

    // MARK: Views and constraints

    /// The finger-drawing canvas, filling the screen under the sheet.
    public private(set) var canvas: FingerPaintView!
    /// The sheet: rounded top corners, a grabber, a title and the card.
    public private(set) var sheet: UIView!
    /// The bar at the top of the sheet that says it can be dragged.
    public private(set) var grabber: UIView!
    /// The sheet's title.
    public private(set) var titleLabel: UILabel!
    /// The card on the sheet.
    public private(set) var card: UIView!
    /// The sheet's top edge, in points from the top of the screen: what the pan changes.
    public private(set) var sheetTopConstraint: NSLayoutConstraint!
    /// The card's horizontal offset from the sheet's centre, in points.
    public private(set) var cardCenterXConstraint: NSLayoutConstraint!
    /// The card's top edge, in points from the sheet's top edge.
    public private(set) var cardTopConstraint: NSLayoutConstraint!
    /// The sheet's pan.
    public private(set) var sheetPan: UIPanGestureRecognizer!
    /// The card's long press.
    public private(set) var cardPress: UILongPressGestureRecognizer!

    /// Where the sheet rests, or is heading once let go.
    public private(set) var detent: Detent = .collapsed
    /// Called when the sheet has settled at a detent (not when a new touch caught it first).
    public var detentDidChange: ((Detent) -> Void)?

    /// The sheet's top when the pan began.
    private var panStartTop: CGFloat = 0
    /// The card's constraint constants, and the finger in the sheet, when the card lifted.
    private var cardStart = CGPoint.zero
    private var fingerStart = CGPoint.zero

    // MARK: Building the screen

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        view = root

        canvas = FingerPaintView()
        canvas.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(canvas)

        sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        sheet.backgroundColor = UIColor(white: 0.96, alpha: 1)
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.shadowOpacity = 0.15
        sheet.layer.shadowRadius = 10
        sheet.layer.shadowOffset = CGSize(width: 0, height: -2)
        root.addSubview(sheet)

        grabber = UIView()
        grabber.translatesAutoresizingMaskIntoConstraints = false
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        sheet.addSubview(grabber)

        titleLabel = UILabel()
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Drag the sheet · hold the card"
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .darkGray
        titleLabel.textAlignment = .center
        sheet.addSubview(titleLabel)

        card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0
        card.layer.shadowRadius = Self.liftedShadowRadius
        card.layer.shadowOffset = Self.liftedShadowOffset
        sheet.addSubview(card)

        let cardLabel = UILabel()
        cardLabel.translatesAutoresizingMaskIntoConstraints = false
        cardLabel.text = "Hold, then drag"
        cardLabel.textColor = .white
        cardLabel.textAlignment = .center
        card.addSubview(cardLabel)

        let height = root.bounds.height
        sheetTopConstraint = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: height - Self.collapsedHeight)
        cardCenterXConstraint = card.centerXAnchor.constraint(equalTo: sheet.centerXAnchor)
        cardTopConstraint = card.topAnchor.constraint(equalTo: sheet.topAnchor, constant: Self.cardRestingTop)
        NSLayoutConstraint.activate([
            canvas.topAnchor.constraint(equalTo: root.topAnchor),
            canvas.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            canvas.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            canvas.bottomAnchor.constraint(equalTo: root.bottomAnchor),

            sheetTopConstraint,
            sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            // Tall enough to reach the bottom of the screen from the full detent.
            sheet.heightAnchor.constraint(equalTo: root.heightAnchor, constant: -Self.fullTopInset),

            grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),

            titleLabel.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 10),
            titleLabel.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -20),
            titleLabel.heightAnchor.constraint(equalToConstant: 22),

            cardCenterXConstraint,
            cardTopConstraint,
            card.widthAnchor.constraint(equalToConstant: Self.cardSize.width),
            card.heightAnchor.constraint(equalToConstant: Self.cardSize.height),

            cardLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            cardLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            cardLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        sheetPan = UIPanGestureRecognizer(target: self, action: BottomSheetViewController.sheetPanned)
        sheetPan.name = "sheetPan"
        sheet.addGestureRecognizer(sheetPan)

        cardPress = UILongPressGestureRecognizer(target: self, action: BottomSheetViewController.cardPressed)
        cardPress.name = "cardPress"
        cardPress.minimumPressDuration = Self.cardPressDuration
        card.addGestureRecognizer(cardPress)
    }

    // MARK: Detents

    /// The sheet's top edge at `detent`, in points from the top of the screen.
    public func top(of detent: Detent) -> CGFloat {
        let height = view.bounds.height
        switch detent {
        case .collapsed: return height - Self.collapsedHeight
        case .half: return height * Self.halfFraction
        case .full: return Self.fullTopInset
        }
    }

    /// How far a sheet let go at `velocity` (points per second) would still travel if it slowed
    /// at ``decelerationRate`` per millisecond, in points: the sum of the geometric series of its
    /// per-millisecond steps, `velocity / 1000 · r / (1 − r)` — about half a second's worth of the
    /// velocity (0.499 s at r = 0.998).
    public static func projectedDistance(velocity: CGFloat) -> CGFloat {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The detent a sheet let go with its top at `top` and moving at `velocity` (points per
    /// second, positive downwards) settles at: the detent nearest to where the sheet's momentum
    /// would carry it (``projectedDistance(velocity:)``). A slow release picks the nearest detent;
    /// a flick carries the sheet on to the next one, or past it.
    public func targetDetent(from top: CGFloat, velocity: CGFloat) -> Detent {
        let projected = top + Self.projectedDistance(velocity: velocity)
        return Detent.allCases.min { abs(self.top(of: $0) - projected) < abs(self.top(of: $1) - projected) }!
    }

    /// Moves the sheet to `detent` with a spring that starts at the finger's `velocity` (points per
    /// second, positive downwards).
    public func snap(to detent: Detent, velocity: CGFloat = 0) {
        self.detent = detent
        let target = top(of: detent)
        let distance = target - sheetTopConstraint.constant
        // UIKit's spring velocity is in lengths of the animation per second.
        let relativeVelocity = abs(distance) < 1 ? 0 : velocity / distance
        sheetTopConstraint.constant = target
        UIView.animate(withDuration: Self.snapDuration, delay: 0, usingSpringWithDamping: Self.snapDamping,
                       initialSpringVelocity: relativeVelocity, options: [.allowUserInteraction],
                       animations: { self.view.layoutIfNeeded() },
                       completion: { finished in
                           if finished { self.detentDidChange?(detent) }
                       })
    }

    // MARK: The sheet's pan

    /// Drags the sheet by its top constraint between the full and collapsed detents, and snaps it
    /// to a detent on release. A finger that catches the sheet while it settles holds it where it
    /// shows.
    public func sheetPanned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if let shown = sheet.layer.presentation()?.frame.minY, shown != sheetTopConstraint.constant {
                sheetTopConstraint.constant = shown
                view.layoutIfNeeded()
            }
            panStartTop = sheetTopConstraint.constant
        case .changed:
            let top = panStartTop + pan.translation(in: view).y
            sheetTopConstraint.constant = min(max(top, self.top(of: .full)), self.top(of: .collapsed))
            // Solved now rather than at the next pass, so the frame is under the finger when the
            // release animates from it.
            view.layoutIfNeeded()
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            snap(to: targetDetent(from: sheetTopConstraint.constant, velocity: velocity), velocity: velocity)
        default:
            break
        }
    }

    // MARK: The card's long press

    /// Lifts the card when the press begins, carries it with the finger (through its two
    /// constraints, kept on the visible part of the sheet) and sets it down where the finger lifts.
    public func cardPressed(_ press: UILongPressGestureRecognizer) {
        let finger = press.location(in: sheet)
        switch press.state {
        case .began:
            cardStart = CGPoint(x: cardCenterXConstraint.constant, y: cardTopConstraint.constant)
            fingerStart = finger
            liftCard()
        case .changed:
            moveCard(by: CGPoint(x: finger.x - fingerStart.x, y: finger.y - fingerStart.y))
        case .ended, .cancelled:
            moveCard(by: CGPoint(x: finger.x - fingerStart.x, y: finger.y - fingerStart.y))
            settleCard()
        default:
            break
        }
    }

    private func moveCard(by offset: CGPoint) {
        let size = Self.cardSize
        let halfRoom = max(0, (sheet.bounds.width - size.width) / 2)
        let visibleHeight = view.bounds.height - sheetTopConstraint.constant
        cardCenterXConstraint.constant = min(max(cardStart.x + offset.x, -halfRoom), halfRoom)
        cardTopConstraint.constant = min(max(cardStart.y + offset.y, 12), max(12, visibleHeight - size.height - 12))
        view.layoutIfNeeded()
    }

    /// The card's scale as it shows now.
    private var shownCardScale: CGFloat {
        let t = CATransform3DGetAffineTransform(card.layer.presentation()?.transform ?? card.layer.transform)
        return (t.a * t.a + t.b * t.b).squareRoot()
    }

    /// A spring up to ``liftedScale`` that stays there (the model's transform stays the identity,
    /// so Auto Layout keeps placing the card's resting frame and touches keep its resting size),
    /// and the shadow fading in.
    private func liftCard() {
        let lift = CASpringAnimation(keyPath: "transform.scale")
        lift.fromValue = shownCardScale
        lift.toValue = Self.liftedScale
        lift.stiffness = Self.liftStiffness
        lift.damping = Self.liftDamping
        lift.duration = lift.settlingDuration
        lift.fillMode = .forwards
        lift.isRemovedOnCompletion = false
        card.layer.add(lift, forKey: "lift")
        fadeShadow(to: Self.liftedShadowOpacity, duration: Self.shadowDuration)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }

    /// Back down to the card's own size, and the shadow fading out.
    private func settleCard() {
        let settle = CABasicAnimation(keyPath: "transform.scale")
        settle.fromValue = shownCardScale
        settle.toValue = 1
        settle.duration = Self.settleDuration
        settle.timingFunction = CAMediaTimingFunction(name: .easeOut)
        card.layer.add(settle, forKey: "lift")
        fadeShadow(to: 0, duration: Self.settleDuration)
    }

    private func fadeShadow(to opacity: Float, duration: CFTimeInterval) {
        let fade = CABasicAnimation(keyPath: "shadowOpacity")
        fade.fromValue = card.layer.presentation()?.shadowOpacity ?? card.layer.shadowOpacity
        fade.toValue = opacity
        fade.duration = duration
        card.layer.shadowOpacity = opacity
        card.layer.add(fade, forKey: "shadowOpacity")
    }
}
