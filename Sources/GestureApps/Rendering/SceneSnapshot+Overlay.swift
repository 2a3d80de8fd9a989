import Gestures

/// The overlay: touches, finger hints and the recognizer legend, drawn in window coordinates on top
/// of the scene.
extension SceneSnapshot {
    /// The radius of a touch's disc, in points: 22, half of the 44-point minimum touch target of
    /// Apple's Human Interface Guidelines, about a fingertip.
    static let touchRadius = 22.0

    /// The legend's text size, in points. Our decision: readable at 1:1 without hiding the scene.
    static let legendFontSize = 12.0
    /// The advance of one character of the legend's monospaced font, in points: DejaVu Sans Mono
    /// advances 0.602 em (its `hmtx` table), and the fallback monospaced fonts are close to 0.6 em.
    static let legendCharacterWidth = 0.602 * legendFontSize
    /// The distance between the legend's baselines, in points: 1.35 × the font size. Our decision.
    static let legendLineHeight = 16.0
    /// Space between the legend's box and its text, in points. Our decision.
    static let legendPadding = 8.0
    /// The legend's distance from the window's bottom-left corner, in points. Our decision: the
    /// corner the scenes leave free (their content sits top left, in the middle, bottom right).
    static let legendInset = 8.0

    /// The lines of the legend: the number of touches down, then one `name: state` line per active
    /// recognizer in the order they joined the gesture, or `no active recognizers`.
    static func legendLines(of window: Window) -> [String] {
        let engine = window.engine
        let touches = engine.activeTouches.count
        var lines = [touches == 1 ? "1 touch" : "\(touches) touches"]
        let recognizers = engine.activeRecognizers
        if recognizers.isEmpty {
            lines.append("no active recognizers")
        } else {
            for recognizer in recognizers {
                lines.append("\(recognizer.diagnosticLabel): \(recognizer.state)")
            }
        }
        return lines
    }

    func drawTouches(of window: Window, into out: inout SVGWriter) {
        let touches = window.engine.activeTouches.filter { $0.locationInWindow.isFinite }
        guard !touches.isEmpty else { return }
        out.open("g", [("data-overlay", "touches")])
        for touch in touches {
            out.empty("circle", [
                ("data-touch", String(touch.identifier)),
                ("cx", SVGText.number(touch.locationInWindow.x)), ("cy", SVGText.number(touch.locationInWindow.y)),
                ("r", SVGText.number(Self.touchRadius)),
                ("fill", "#5b8def"), ("fill-opacity", "0.4"), ("stroke", "#1f4fb8"), ("stroke-width", "2"),
            ])
        }
        out.close("g")
    }

    func drawHints(into out: inout SVGWriter) {
        let hints = fingerHints.filter { $0.isFinite }
        guard !hints.isEmpty else { return }
        out.open("g", [("data-overlay", "hints")])
        for hint in hints {
            out.empty("circle", [
                ("cx", SVGText.number(hint.x)), ("cy", SVGText.number(hint.y)),
                ("r", SVGText.number(Self.touchRadius)),
                ("fill", "none"), ("stroke", "#6e6e73"), ("stroke-width", "2"), ("stroke-dasharray", "5 4"),
            ])
        }
        out.close("g")
    }

    func drawLegend(of window: Window, into out: inout SVGWriter) {
        let lines = Self.legendLines(of: window)
        let longest = lines.map { $0.count }.max() ?? 0
        let width = (Double(longest) * Self.legendCharacterWidth + 2 * Self.legendPadding).rounded(.up)
        let height = Double(lines.count) * Self.legendLineHeight + 2 * Self.legendPadding - 4
        let top = Swift.max(0, window.bounds.height - height - Self.legendInset)
        out.open("g", [
            ("data-overlay", "legend"),
            ("transform", "translate(\(SVGText.number(Self.legendInset)) \(SVGText.number(top)))"),
        ])
        out.empty("rect", [
            ("x", "0"), ("y", "0"), ("width", SVGText.number(width)), ("height", SVGText.number(height)), ("rx", "6"),
            ("fill", "#1c1c1e"), ("fill-opacity", "0.75"),
        ])
        for (index, line) in lines.enumerated() {
            let baseline = Self.legendPadding + Self.legendFontSize + Double(index) * Self.legendLineHeight - 2
            out.textElement("text", [
                ("x", SVGText.number(Self.legendPadding)), ("y", SVGText.number(baseline)),
                ("font-family", "DejaVu Sans Mono, monospace"), ("font-size", SVGText.number(Self.legendFontSize)),
                ("fill", "#ffffff"),
            ], line)
        }
        out.close("g")
    }
}
