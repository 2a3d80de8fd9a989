import Gestures

/// Draws a ``Timeline`` as an SVG picture: time runs left to right; one lane per touch shows its
/// track (x and y over time, scaled to the window); one lane per recognizer shows its states as
/// coloured spans, its actions as ticks, and the arbitration decisions as labelled arrows between
/// lanes, so that one can see at a glance which gesture won and why the others lost.
public enum TimelineSVG {
    /// Colours of the states, as in the legend.
    static func colour(_ state: GestureRecognizer.State) -> String {
        switch state {
        case .possible: "#cfd8dc"
        case .began: "#9ccc65"
        case .changed: "#43a047"
        case .ended: "#1e88e5"
        case .failed: "#e53935"
        case .cancelled: "#fb8c00"
        }
    }

    static func colour(_ kind: Timeline.Decision.Kind) -> String {
        switch kind {
        case .excluded: "#c62828"
        case .waiting: "#6a1b9a"
        case .released: "#2e7d32"
        case .requirement: "#ad1457"
        case .shouldBegin: "#5d4037"
        case .concluded: "#455a64"
        case .cycle: "#ef6c00"
        }
    }

    // Layout, in SVG pixels.
    static let labelWidth = 150.0
    static let plotWidth = 900.0
    static let margin = 16.0
    static let touchLaneHeight = 56.0
    static let recognizerLaneHeight = 30.0
    static let axisHeight = 34.0
    static let legendHeight = 56.0

    /// The picture, as a complete SVG document.
    public static func render(_ timeline: Timeline, title: String = "Gesture timeline") -> String {
        let range = timeline.timeRange
        let start = range.lowerBound
        let duration = Swift.max(range.upperBound - range.lowerBound, 0.05)
        func x(_ t: Double) -> Double { margin + labelWidth + (t - start) / duration * plotWidth }
        let touchTop = margin + 24 + axisHeight
        let recognizerTop = touchTop + Double(timeline.tracks.count) * touchLaneHeight + 12
        func laneY(_ index: Int) -> Double { recognizerTop + Double(index) * recognizerLaneHeight }
        let width = margin * 2 + labelWidth + plotWidth + 20
        let height = recognizerTop + Double(timeline.lanes.count) * recognizerLaneHeight + legendHeight + margin
        let laneOf = Dictionary(timeline.lanes.enumerated().map { ($0.element.label, $0.offset) }, uniquingKeysWith: { a, _ in a })

        var svg = SVGWriter(width: width, height: height)
        svg.add("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
        svg.add("<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>")
        svg.text(title, x: margin, y: margin + 14, size: 16, weight: "bold", kind: "title")

        // Time axis.
        let axisY = margin + 24 + axisHeight - 8
        svg.add("<g class=\"axis\">")
        svg.add("<line x1=\"\(f(x(start)))\" y1=\"\(f(axisY))\" x2=\"\(f(x(start + duration)))\" y2=\"\(f(axisY))\" stroke=\"#90a4ae\"/>")
        let step = tickStep(for: duration)
        var tick = (start / step).rounded(.up) * step
        while tick <= start + duration + 1e-9 {
            svg.add("<line x1=\"\(f(x(tick)))\" y1=\"\(f(axisY - 4))\" x2=\"\(f(x(tick)))\" y2=\"\(f(height - legendHeight - margin))\" stroke=\"#eceff1\"/>")
            svg.text("\(TraceFormat.number(tick, digits: 3)) s", x: x(tick) - 12, y: axisY - 8, size: 10, kind: "tick")
            tick += step
        }
        svg.add("</g>")

        // Touch lanes.
        for (index, track) in timeline.tracks.enumerated() {
            let top = touchTop + Double(index) * touchLaneHeight
            svg.add("<g class=\"touch\" data-touch=\"\(track.id)\">")
            svg.add("<rect x=\"\(f(margin + labelWidth))\" y=\"\(f(top + 2))\" width=\"\(f(plotWidth))\" height=\"\(f(touchLaneHeight - 6))\" fill=\"#fafafa\" stroke=\"#eceff1\"/>")
            svg.text("touch \(track.id)", x: margin, y: top + touchLaneHeight / 2 + 4, size: 12, kind: "lane-label")
            let usable = touchLaneHeight - 10
            for (axis, stroke) in [(0, "#3949ab"), (1, "#f4511e")] {
                let extent = axis == 0 ? timeline.windowSize.width : timeline.windowSize.height
                let points = track.samples.map { sample -> String in
                    let value = axis == 0 ? sample.location.x : sample.location.y
                    let fraction = extent > 0 ? Swift.min(Swift.max(value / extent, 0), 1) : 0.5
                    return "\(f(x(sample.time))),\(f(top + 4 + usable * (1 - fraction)))"
                }
                if !points.isEmpty {
                    svg.add("<polyline class=\"\(axis == 0 ? "track-x" : "track-y")\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>")
                }
            }
            for sample in track.samples where sample.phase != .moved && sample.phase != .stationary {
                let shape = sample.phase == .began ? "circle" : "rect"
                let colour = sample.phase == .cancelled ? "#fb8c00" : "#263238"
                if shape == "circle" {
                    svg.add("<circle class=\"phase-\(sample.phase)\" cx=\"\(f(x(sample.time)))\" cy=\"\(f(top + touchLaneHeight / 2))\" r=\"4\" fill=\"\(colour)\"><title>touch \(track.id) \(sample.phase) at \(TraceFormat.point(sample.location))</title></circle>")
                } else {
                    svg.add("<rect class=\"phase-\(sample.phase)\" x=\"\(f(x(sample.time) - 4))\" y=\"\(f(top + touchLaneHeight / 2 - 4))\" width=\"8\" height=\"8\" fill=\"\(colour)\"><title>touch \(track.id) \(sample.phase) at \(TraceFormat.point(sample.location))</title></rect>")
                }
            }
            svg.add("</g>")
        }

        // Recognizer lanes.
        let end = start + duration
        for (index, lane) in timeline.lanes.enumerated() {
            let top = laneY(index)
            svg.add("<g class=\"recognizer\" data-recognizer=\"\(escape(lane.label))\">")
            svg.text(lane.label, x: margin, y: top + recognizerLaneHeight / 2 + 4, size: 12, kind: "lane-label")
            for span in lane.spans {
                let spanEnd = span.end ?? end
                // Instantaneous terminal states still get a visible block.
                let w = Swift.max(x(spanEnd) - x(span.start), span.state.isTerminal ? 6 : 1)
                svg.add("<rect class=\"span span-\(span.state)\" x=\"\(f(x(span.start)))\" y=\"\(f(top + 6))\" width=\"\(f(w))\" height=\"\(f(recognizerLaneHeight - 12))\" fill=\"\(colour(span.state))\"><title>\(escape(lane.label)) \(span.state) from \(TraceFormat.number(span.start, digits: 3)) s</title></rect>")
            }
            for action in lane.actions {
                svg.add("<line class=\"action\" x1=\"\(f(x(action.time)))\" y1=\"\(f(top + 2))\" x2=\"\(f(x(action.time)))\" y2=\"\(f(top + recognizerLaneHeight - 2))\" stroke=\"#212121\" stroke-width=\"2\"><title>\(escape(lane.label)) action (\(action.state)) at \(TraceFormat.number(action.time, digits: 3)) s</title></line>")
            }
            svg.add("</g>")
        }

        // Decisions: arrows between lanes, or a marker on one lane. Labels of decisions close in
        // time are stacked so they do not print over each other.
        var placedLabels: [(x: Double, y: Double)] = []
        func labelY(_ lx: Double, _ ly: Double) -> Double {
            var y = ly
            while placedLabels.contains(where: { abs($0.x - lx) < 60 && abs($0.y - y) < 10 }) { y += 10 }
            placedLabels.append((lx, y))
            return y
        }
        for decision in timeline.decisions {
            guard let to = laneOf[decision.to] else { continue }
            let tx = x(decision.time)
            let toY = laneY(to) + recognizerLaneHeight / 2
            let colour = colour(decision.kind)
            svg.add("<g class=\"decision decision-\(decision.kind.rawValue)\">")
            if let fromLabel = decision.from, let from = laneOf[fromLabel], from != to {
                let fromY = laneY(from) + recognizerLaneHeight / 2
                let bend = tx + 14
                svg.add("<path d=\"M\(f(tx)),\(f(fromY)) Q\(f(bend)),\(f((fromY + toY) / 2)) \(f(tx)),\(f(toY))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"><title>\(escape(decision.text))</title></path>")
                svg.text(decision.kind.rawValue, x: bend + 2, y: labelY(bend + 2, (fromY + toY) / 2 + 3), size: 9,
                         fill: colour, kind: "decision-label")
            } else {
                svg.add("<circle cx=\"\(f(tx))\" cy=\"\(f(toY))\" r=\"5\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"><title>\(escape(decision.text))</title></circle>")
                svg.text(decision.kind.rawValue, x: tx + 7, y: labelY(tx + 7, toY - 7), size: 9, fill: colour,
                         kind: "decision-label")
            }
            svg.add("</g>")
        }

        // Legend.
        var lx = margin
        let ly = height - legendHeight + 8
        svg.add("<g class=\"legend\">")
        for state in GestureRecognizer.State.allCases {
            svg.add("<rect x=\"\(f(lx))\" y=\"\(f(ly))\" width=\"14\" height=\"10\" fill=\"\(colour(state))\"/>")
            svg.text("\(state)", x: lx + 18, y: ly + 9, size: 10, kind: "legend-label")
            lx += 86
        }
        svg.add("<line x1=\"\(f(lx))\" y1=\"\(f(ly - 2))\" x2=\"\(f(lx))\" y2=\"\(f(ly + 12))\" stroke=\"#212121\" stroke-width=\"2\"/>")
        svg.text("action", x: lx + 6, y: ly + 9, size: 10, kind: "legend-label")
        var dx = margin
        let dy = ly + 22
        for kind in [Timeline.Decision.Kind.excluded, .waiting, .released, .requirement, .shouldBegin, .concluded, .cycle] {
            svg.add("<line x1=\"\(f(dx))\" y1=\"\(f(dy))\" x2=\"\(f(dx + 16))\" y2=\"\(f(dy))\" stroke=\"\(colour(kind))\" stroke-width=\"2\" marker-end=\"url(#arrow)\"/>")
            svg.text(kind.rawValue, x: dx + 20, y: dy + 4, size: 10, fill: colour(kind), kind: "legend-label")
            dx += 110
        }
        svg.text("touch tracks: x (blue) and y (red) over time; ● landed, ■ lifted", x: dx, y: dy + 4, size: 10, kind: "legend-label")
        svg.add("</g>")
        return svg.document
    }

    /// A round step for the time axis: about ten ticks.
    static func tickStep(for duration: Double) -> Double {
        let raw = duration / 10
        var step = 0.001
        for candidate in [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] {
            step = candidate
            if candidate >= raw { break }
        }
        return step
    }

    static func f(_ value: Double) -> String { TraceFormat.number(value, digits: 1) }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Accumulates SVG elements.
struct SVGWriter {
    private var body: [String] = []
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    mutating func add(_ element: String) {
        body.append(element)
    }

    mutating func text(_ text: String, x: Double, y: Double, size: Double, weight: String = "normal",
                       fill: String = "#263238", kind: String) {
        body.append("<text class=\"\(kind)\" x=\"\(TimelineSVG.f(x))\" y=\"\(TimelineSVG.f(y))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"\(TimelineSVG.f(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\">\(TimelineSVG.escape(text))</text>")
    }

    var document: String {
        let w = TimelineSVG.f(width), h = TimelineSVG.f(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            + body.joined(separator: "\n") + "\n</svg>\n"
    }
}
