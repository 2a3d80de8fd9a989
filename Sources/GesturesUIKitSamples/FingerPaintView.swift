// Written the way UIKit code is written, against GesturesUIKit only.
import GesturesUIKit

/// A finger-painting canvas in the shape tutorials give it: each touch that lands starts a new
/// stroke in one `UIBezierPath`, each move adds a line to where the finger is and asks for a
/// redraw, and `draw(_:)` strokes the path in round-capped ink. A double tap (a recognizer on the
/// canvas) wipes it.
///
/// Public only so that tests and the window host's programs can show it.
public final class FingerPaintView: UIView {
    /// Everything drawn so far, one subpath per stroke.
    public private(set) var path = UIBezierPath()
    /// The ink's colour.
    public var inkColor: UIColor = .systemBlue
    /// The ink's width, in points.
    public var inkWidth: CGFloat = 6
    /// How many times `draw(_:)` ran, for tests and the playground's legend.
    public private(set) var drawPasses = 0
    /// Called when the finger that drew a stroke lifts, with the canvas.
    public var strokeEnded: ((FingerPaintView) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = false
        let wipe = UITapGestureRecognizer(target: self, action: FingerPaintView.wipe)
        wipe.numberOfTapsRequired = 2
        addGestureRecognizer(wipe)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.move(to: touch.location(in: self))
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokeEnded?(self)
    }

    public override func draw(_ rect: CGRect) {
        drawPasses += 1
        inkColor.setStroke()
        path.lineWidth = inkWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// Starts a clean page.
    public func wipe(_ recognizer: UITapGestureRecognizer) {
        path = UIBezierPath()
        setNeedsDisplay()
    }
}
