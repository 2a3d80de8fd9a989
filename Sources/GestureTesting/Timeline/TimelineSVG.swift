import Gestures

/// Draws a ``Timeline`` as an SVG picture: time runs left to right; one lane per touch shows its
/// track (x and y over time, scaled to the window); one lane per recognizer shows its states as
/// coloured spans, its actions above them, each wait below them with its length, and the
/// arbitration decisions as labelled arrows between lanes, so that one can see at a glance which
/// gesture won, why the others lost, and how long each waited.
///
/// Actions are drawn as one tick each where they are sparse; a run of `.changed` actions too
/// dense to tell apart becomes one band with its count, so a long pan stays readable and its
/// state colour shows. Rendering is linear in the size of the timeline: labels are placed on a
/// grid of cells, and a label with no free cell near its point is left to its tooltip.
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
    static let recognizerLaneHeight = 46.0
    static let axisHeight = 34.0
    static let legendHeight = 74.0
    /// Action ticks closer than this (pixels) are drawn as one density band.
    static let minimumTickGap = 4.0
    /// A label that finds no free cell within this many rows below its point is not drawn.
    static let maximumLabelStack = 3

    /// The picture, as a complete SVG document.
    public static func render(_ timeline: Timeline, title: String = "Gesture timeline") -> String {
        var work = 0
        return render(timeline, title: title, work: &work)
    }

    /// The picture, counting into `work` the elementary steps taken (elements written, labels
    /// placed, cells probed), so that tests can check that the work grows linearly with the trace.
    static func render(_ timeline: Timeline, title: String, work: inout Int) -> String {
        var picture = Picture(timeline: timeline)
        picture.drawFrame(title: title)
        picture.drawTouchLanes()
        picture.drawRecognizerLanes()
        picture.drawWaits()
        picture.drawDecisions()
        picture.drawLegend()
        work = picture.work + picture.labels.probes
        return picture.svg.document
    }

    /// A round step for the time axis: about ten ticks.
    static func tickStep(for duration: Double) -> Double {
        let raw = duration / 10
        var step = 0.001
        for candidate in [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500,
                          1000, 2000, 5000, 10000] {
            step = candidate
            if candidate >= raw { break }
        }
        return step
    }

    static func f(_ value: Double) -> String { TraceFormat.number(value, digits: 1) }

    static func seconds(_ value: Double) -> String { TraceFormat.number(value, digits: 3) }

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

    /// Places labels without overlap on a grid of cells, each lookup a constant number of probes.
    struct LabelPlacer {
        static let cellWidth = 40.0
        static let rowHeight = 10.0
        /// A label's text is about this wide per character at the 9-pixel size, in pixels.
        static let characterWidth = 5.0
        private var occupied = Set<Int64>()
        private(set) var probes = 0

        private static func key(_ column: Int, _ row: Int) -> Int64 {
            Int64(column) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: row)))
        }

        /// The y where a label of `text` starting at `x` can go, at `y` or up to
        /// ``TimelineSVG/maximumLabelStack`` − 1 rows below; nil when all are taken.
        mutating func place(_ text: String, x: Double, y: Double) -> Double? {
            let first = Int((x / Self.cellWidth).rounded(.down))
            // Long labels claim at most a plot's width of cells.
            let cells = Swift.min(Int((Double(text.count) * Self.characterWidth / Self.cellWidth).rounded(.up)), 24)
            let baseRow = Int((y / Self.rowHeight).rounded(.down))
            for row in baseRow..<(baseRow + TimelineSVG.maximumLabelStack) {
                var free = true
                for column in first...(first + cells) {
                    probes += 1
                    if occupied.contains(Self.key(column, row)) {
                        free = false
                        break
                    }
                }
                if free {
                    for column in first...(first + cells) { occupied.insert(Self.key(column, row)) }
                    probes += cells + 1
                    return y + Double(row - baseRow) * Self.rowHeight
                }
            }
            return nil
        }
    }

    /// The picture being drawn: the layout, the SVG so far, and the labels placed.
    struct Picture {
        let timeline: Timeline
        let start: Double
        let duration: Double
        let touchTop: Double
        let recognizerTop: Double
        let width: Double
        let height: Double
        let laneOf: [String: Int]
        /// The moments each lane lost for a reason the engine gave, for the failed spans' tooltips.
        let reasons: [String: Set<Double>]
        var svg: SVGWriter
        var labels = LabelPlacer()
        var work = 0

        init(timeline: Timeline) {
            self.timeline = timeline
            let range = timeline.timeRange
            start = range.lowerBound
            duration = Swift.max(range.upperBound - range.lowerBound, 0.05)
            touchTop = margin + 24 + axisHeight
            recognizerTop = touchTop + Double(timeline.tracks.count) * touchLaneHeight + 12
            width = margin * 2 + labelWidth + plotWidth + 20
            height = recognizerTop + Double(timeline.lanes.count) * recognizerLaneHeight + legendHeight + margin
            var laneOf: [String: Int] = [:]
            for (index, lane) in timeline.lanes.enumerated() where laneOf[lane.label] == nil { laneOf[lane.label] = index }
            self.laneOf = laneOf
            var reasons: [String: Set<Double>] = [:]
            for decision in timeline.decisions where decision.kind != .waiting && decision.kind != .released {
                reasons[decision.to, default: []].insert(decision.time)
            }
            self.reasons = reasons
            svg = SVGWriter(width: width, height: height)
        }

        func x(_ t: Double) -> Double { margin + labelWidth + (t - start) / duration * plotWidth }
        func laneY(_ index: Int) -> Double { recognizerTop + Double(index) * recognizerLaneHeight }
        /// Where a lane's state spans are, from its top.
        static let spanTop = 9.0
        static let spanHeight = 16.0

        mutating func add(_ element: String) {
            work += 1
            svg.add(element)
        }

        mutating func text(_ text: String, x: Double, y: Double, size: Double, weight: String = "normal",
                           fill: String = "#263238", kind: String) {
            work += 1
            svg.text(text, x: x, y: y, size: size, weight: weight, fill: fill, kind: kind)
        }

        /// A label at (x, y) if a cell is free near it; the tooltip carries it otherwise.
        mutating func label(_ text: String, x: Double, y: Double, fill: String, kind: String) {
            // A label that would run off the right edge goes to the left of its point.
            let textWidth = Double(text.count) * LabelPlacer.characterWidth
            let x = x + textWidth > width - 4 ? Swift.max(margin + labelWidth, x - textWidth - 24) : x
            guard let placed = labels.place(text, x: x, y: y) else { return }
            self.text(text, x: x, y: placed, size: 9, fill: fill, kind: kind)
        }

        mutating func drawFrame(title: String) {
            add("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
            add("<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>")
            text(title, x: margin, y: margin + 14, size: 16, weight: "bold", kind: "title")
            let axisY = margin + 24 + axisHeight - 8
            add("<g class=\"axis\">")
            add("<line x1=\"\(f(x(start)))\" y1=\"\(f(axisY))\" x2=\"\(f(x(start + duration)))\" y2=\"\(f(axisY))\" stroke=\"#90a4ae\"/>")
            let step = tickStep(for: duration)
            var tick = (start / step).rounded(.up) * step
            while tick <= start + duration + 1e-9 {
                add("<line x1=\"\(f(x(tick)))\" y1=\"\(f(axisY - 4))\" x2=\"\(f(x(tick)))\" y2=\"\(f(height - legendHeight - margin))\" stroke=\"#eceff1\"/>")
                text("\(seconds(tick)) s", x: x(tick) - 12, y: axisY - 8, size: 10, kind: "tick")
                tick += step
            }
            add("</g>")
        }

        mutating func drawTouchLanes() {
            for (index, track) in timeline.tracks.enumerated() {
                let top = touchTop + Double(index) * touchLaneHeight
                add("<g class=\"touch\" data-touch=\"\(track.id)\">")
                add("<rect x=\"\(f(margin + labelWidth))\" y=\"\(f(top + 2))\" width=\"\(f(plotWidth))\" height=\"\(f(touchLaneHeight - 6))\" fill=\"#fafafa\" stroke=\"#eceff1\"/>")
                text("touch \(track.id)", x: margin, y: top + touchLaneHeight / 2 + 4, size: 12, kind: "lane-label")
                let usable = touchLaneHeight - 10
                for (axis, stroke) in [(0, "#3949ab"), (1, "#f4511e")] {
                    let extent = axis == 0 ? timeline.windowSize.width : timeline.windowSize.height
                    let points = track.samples.map { sample -> String in
                        let value = axis == 0 ? sample.location.x : sample.location.y
                        let fraction = extent > 0 ? Swift.min(Swift.max(value / extent, 0), 1) : 0.5
                        return "\(f(x(sample.time))),\(f(top + 4 + usable * (1 - fraction)))"
                    }
                    work += points.count
                    if !points.isEmpty {
                        add("<polyline class=\"\(axis == 0 ? "track-x" : "track-y")\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>")
                    }
                }
                for sample in track.samples where sample.phase != .moved && sample.phase != .stationary {
                    let colour = sample.phase == .cancelled ? "#fb8c00" : "#263238"
                    let title = "<title>touch \(track.id) \(sample.phase) at \(TraceFormat.point(sample.location))</title>"
                    if sample.phase == .began {
                        add("<circle class=\"phase-\(sample.phase)\" cx=\"\(f(x(sample.time)))\" cy=\"\(f(top + touchLaneHeight / 2))\" r=\"4\" fill=\"\(colour)\">\(title)</circle>")
                    } else {
                        add("<rect class=\"phase-\(sample.phase)\" x=\"\(f(x(sample.time) - 4))\" y=\"\(f(top + touchLaneHeight / 2 - 4))\" width=\"8\" height=\"8\" fill=\"\(colour)\">\(title)</rect>")
                    }
                }
                add("</g>")
            }
        }

        mutating func drawRecognizerLanes() {
            let end = start + duration
            for (index, lane) in timeline.lanes.enumerated() {
                let top = laneY(index)
                add("<g class=\"recognizer\" data-recognizer=\"\(escape(lane.label))\">")
                text(lane.label, x: margin, y: top + Self.spanTop + Self.spanHeight / 2 + 4, size: 12, kind: "lane-label")
                // Consecutive spans of one state (a run of `.changed`) are one block.
                var position = 0
                while position < lane.spans.count {
                    let span = lane.spans[position]
                    var last = position
                    while last + 1 < lane.spans.count, lane.spans[last + 1].state == span.state,
                          let runEnd = lane.spans[last].end, lane.spans[last + 1].start - runEnd <= 1e-9 {
                        last += 1
                    }
                    work += last - position + 1
                    let spanEnd = lane.spans[last].end ?? end
                    // Instantaneous terminal states still get a visible block.
                    let w = Swift.max(x(spanEnd) - x(span.start), span.state.isTerminal ? 6 : 1)
                    let runs = last > position ? " (\(last - position + 1) times in a row)" : ""
                    var title = "\(escape(lane.label)) \(span.state) from \(seconds(span.start)) s to \(seconds(spanEnd)) s\(runs)"
                    if span.state == .failed && !hasReason(lane.label, at: span.start) {
                        title += ": by its own rules (its touches did not make its gesture)"
                    }
                    add("<rect class=\"span span-\(span.state)\" x=\"\(f(x(span.start)))\" y=\"\(f(top + Self.spanTop))\" width=\"\(f(w))\" height=\"\(f(Self.spanHeight))\" fill=\"\(colour(span.state))\"><title>\(title)</title></rect>")
                    position = last + 1
                }
                drawActions(lane, top: top)
                add("</g>")
            }
        }

        /// Whether an arbitration decision explains a loss of this lane at this moment.
        func hasReason(_ label: String, at time: Double) -> Bool {
            reasons[label]?.contains(time) ?? false
        }


        /// Ticks above the spans where actions are sparse; one band with its count where a run of
        /// `.changed` actions is too dense to tell apart.
        mutating func drawActions(_ lane: Timeline.Lane, top: Double) {
            let actions = lane.actions
            var index = 0
            while index < actions.count {
                let action = actions[index]
                var last = index
                if action.state == .changed {
                    while last + 1 < actions.count, actions[last + 1].state == .changed,
                          x(actions[last + 1].time) - x(actions[last].time) < minimumTickGap {
                        last += 1
                    }
                }
                work += last - index + 1
                let ax = x(action.time)
                if last == index {
                    let tall = action.state != .changed
                    add("<line class=\"action\" x1=\"\(f(ax))\" y1=\"\(f(top + (tall ? 1 : 3)))\" x2=\"\(f(ax))\" y2=\"\(f(top + Self.spanTop - 1))\" stroke=\"#212121\" stroke-width=\"\(tall ? 2 : 1)\"><title>\(escape(lane.label)) action (\(action.state)) at \(seconds(action.time)) s</title></line>")
                } else {
                    let bx = x(actions[last].time)
                    let count = last - index + 1
                    add("<rect class=\"action-band\" x=\"\(f(ax))\" y=\"\(f(top + 3))\" width=\"\(f(Swift.max(bx - ax, 2)))\" height=\"\(f(Self.spanTop - 4))\" fill=\"#37474f\" fill-opacity=\"0.55\"><title>\(escape(lane.label)): \(count) changed actions from \(seconds(action.time)) s to \(seconds(actions[last].time)) s</title></rect>")
                    if bx - ax > 30 {
                        label("×\(count)", x: bx + 2, y: top + Self.spanTop - 1, fill: "#37474f", kind: "action-count")
                    }
                }
                index = last + 1
            }
        }

        /// Each wait as a bar below the waiting recognizer's spans, from the moment it asked to
        /// recognize to the moment it was released or lost, labelled with its length.
        mutating func drawWaits() {
            struct Open { var start: Double; var on: [String] }
            var open: [String: Open] = [:]
            var finished: [(lane: String, start: Double, end: Double, on: [String], outcome: String)] = []
            for decision in timeline.decisions {
                work += 1
                switch decision.kind {
                case .waiting:
                    if var wait = open[decision.to] {
                        if let from = decision.from, !wait.on.contains(from) { wait.on.append(from) }
                        open[decision.to] = wait
                    } else {
                        open[decision.to] = Open(start: decision.time, on: decision.from.map { [$0] } ?? [])
                    }
                case .released, .requirement, .excluded, .shouldBegin, .concluded, .cycle:
                    guard let wait = open.removeValue(forKey: decision.to) else { continue }
                    let outcome: String
                    switch decision.kind {
                    case .released: outcome = "to fail"
                    case .requirement: outcome = "; \(decision.from ?? "it") recognized: lost"
                    default: outcome = "; then \(decision.kind.rawValue)"
                    }
                    finished.append((decision.to, wait.start, decision.time, wait.on, outcome))
                }
            }
            let end = start + duration
            // Waits still open at the end, in a fixed order so the picture is the same every time.
            for (lane, wait) in open.sorted(by: { ($0.value.start, $0.key) < ($1.value.start, $1.key) }) {
                finished.append((lane, wait.start, end, wait.on, "(still waiting)"))
            }
            for wait in finished {
                guard let index = laneOf[wait.lane] else { continue }
                let y = laneY(index) + Self.spanTop + Self.spanHeight + 4
                let x0 = x(wait.start), x1 = Swift.max(x(wait.end), x0 + 2)
                let names = wait.on.joined(separator: ", ")
                let words = wait.outcome == "to fail"
                    ? "waited \(seconds(wait.end - wait.start)) s for \(names) to fail"
                    : "waited \(seconds(wait.end - wait.start)) s for \(names)\(wait.outcome.hasPrefix(";") ? "" : " ")\(wait.outcome)"
                let colour = TimelineSVG.colour(.waiting)
                add("<g class=\"wait\" data-recognizer=\"\(escape(wait.lane))\"><path d=\"M\(f(x0)),\(f(y - 3)) L\(f(x0)),\(f(y)) L\(f(x1)),\(f(y)) L\(f(x1)),\(f(y - 3))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"/><title>\(escape(wait.lane)) \(escape(words))</title></g>")
                label(words, x: x0, y: y + 9, fill: colour, kind: "wait-label")
            }
        }

        /// Decisions: arrows between lanes, or a marker on one lane; a loss is labelled with its
        /// reason, in the engine's words.
        mutating func drawDecisions() {
            for decision in timeline.decisions {
                work += 1
                guard let to = laneOf[decision.to] else { continue }
                let tx = x(decision.time)
                let toY = laneY(to) + Self.spanTop + Self.spanHeight / 2
                let colour = TimelineSVG.colour(decision.kind)
                // The engine's line without the recognizer's own label in front.
                let reason = decision.text.hasPrefix(decision.to + " ")
                    ? String(decision.text.dropFirst(decision.to.count + 1)) : decision.text
                // A wait and its release are told by the wait's bar; only the arrow is drawn.
                let shown: String?
                switch decision.kind {
                case .waiting, .released: shown = nil
                case .requirement: shown = "lost: \(decision.from ?? "a required recognizer") recognized"
                case .excluded: shown = "lost: excluded by \(decision.from ?? "another")"
                case .shouldBegin, .concluded, .cycle: shown = reason
                }
                add("<g class=\"decision decision-\(decision.kind.rawValue)\">")
                if let fromLabel = decision.from, let from = laneOf[fromLabel], from != to {
                    let fromY = laneY(from) + Self.spanTop + Self.spanHeight / 2
                    let bend = tx + 14
                    add("<path d=\"M\(f(tx)),\(f(fromY)) Q\(f(bend)),\(f((fromY + toY) / 2)) \(f(tx)),\(f(toY))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"><title>\(escape(decision.text))</title></path>")
                    if let shown { label(shown, x: bend + 2, y: (fromY + toY) / 2 + 3, fill: colour, kind: "decision-label") }
                } else {
                    add("<circle cx=\"\(f(tx))\" cy=\"\(f(toY))\" r=\"5\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"><title>\(escape(decision.text))</title></circle>")
                    if let shown { label(shown, x: tx + 7, y: toY - 7, fill: colour, kind: "decision-label") }
                }
                add("</g>")
            }
        }

        mutating func drawLegend() {
            var lx = margin
            let ly = height - legendHeight + 8
            add("<g class=\"legend\">")
            for state in GestureRecognizer.State.allCases {
                add("<rect x=\"\(f(lx))\" y=\"\(f(ly))\" width=\"14\" height=\"10\" fill=\"\(colour(state))\"/>")
                text("\(state)", x: lx + 18, y: ly + 9, size: 10, kind: "legend-label")
                lx += 86
            }
            add("<line x1=\"\(f(lx))\" y1=\"\(f(ly - 2))\" x2=\"\(f(lx))\" y2=\"\(f(ly + 12))\" stroke=\"#212121\" stroke-width=\"2\"/>")
            text("action", x: lx + 6, y: ly + 9, size: 10, kind: "legend-label")
            lx += 56
            add("<rect x=\"\(f(lx))\" y=\"\(f(ly + 2))\" width=\"24\" height=\"5\" fill=\"#37474f\" fill-opacity=\"0.55\"/>")
            text("many changed actions (×count)", x: lx + 30, y: ly + 9, size: 10, kind: "legend-label")
            var dx = margin
            let dy = ly + 22
            for kind in [Timeline.Decision.Kind.excluded, .waiting, .released, .requirement, .shouldBegin, .concluded, .cycle] {
                add("<line x1=\"\(f(dx))\" y1=\"\(f(dy))\" x2=\"\(f(dx + 16))\" y2=\"\(f(dy))\" stroke=\"\(colour(kind))\" stroke-width=\"2\" marker-end=\"url(#arrow)\"/>")
                text(kind.rawValue, x: dx + 20, y: dy + 4, size: 10, fill: colour(kind), kind: "legend-label")
                dx += 110
            }
            let wy = dy + 18
            add("<path d=\"M\(f(margin)),\(f(wy - 3)) L\(f(margin)),\(f(wy)) L\(f(margin + 24)),\(f(wy)) L\(f(margin + 24)),\(f(wy - 3))\" fill=\"none\" stroke=\"\(colour(.waiting))\" stroke-width=\"2\"/>")
            text("a wait, with its length: from asking to recognize to being released or losing", x: margin + 30, y: wy + 3, size: 10, kind: "legend-label")
            text("touch tracks: x (blue) and y (red) over time; ● landed, ■ lifted", x: margin + 470, y: wy + 3, size: 10, kind: "legend-label")
            add("</g>")
        }
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
