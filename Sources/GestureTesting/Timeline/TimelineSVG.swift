import Gestures

/// Draws a ``Timeline`` as an SVG picture: time runs left to right; one lane per touch shows its
/// track (x and y over time, scaled to the window); one lane per recognizer shows its states as
/// coloured spans, its actions above them, each wait below them with its length, and the
/// arbitration decisions as labelled arrows between lanes, so that one can see at a glance which
/// gesture won, why the others lost, and how long each waited.
///
/// Actions are drawn as one tick each where they are sparse; a run of `.changed` actions too
/// dense to tell apart becomes one band with its count, so a long pan stays readable and its
/// state colour shows. Labels never overlap: each goes into a free row of a grid near its point,
/// and one with no free row is elided (its mark's tooltip keeps it); the picture says how many
/// were. Every bar stays inside its lane, and the time axis has at most ``maximumTicks`` ticks at
/// a round step for any range of times, up to the largest finite ones. Rendering is linear in
/// the size of the timeline.
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
    /// The shortest stretch of time drawn, in seconds (our decision: a tap's length shows).
    static let minimumDuration = 0.05
    /// The rows a label may take, relative to its point's, in order of preference; a label with
    /// none of them free is elided. Our decision: two rows down and one up keep it in its lane.
    static let labelRowOffsets = [0, 1, -1, 2]
    /// The most ticks the time axis gets, whatever the range (our decision: about ten are wanted).
    static let maximumTicks = 20

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
        picture.drawElidedNote()
        work = picture.work + picture.labels.probes
        return picture.svg.document
    }

    /// A round step for the time axis (1, 2 or 5 times a power of ten): about ten ticks over
    /// `duration` seconds, for any positive duration up to the largest finite one (a duration that
    /// overflows is taken as the largest). Never zero, never infinite.
    static func tickStep(for duration: Double) -> Double {
        let raw = duration.isFinite ? Swift.max(duration / 10, 1e-6) : Double.greatestFiniteMagnitude / 10
        // Powers of ten read from text are the nearest doubles (products would drift).
        func power(_ factor: Int, _ exponent: Int) -> Double { Double("\(factor)e\(exponent)") ?? .infinity }
        // The power of ten at or below `raw` (within rounding): at most about 310 steps either way.
        var exponent = 0
        while exponent < 308 && power(1, exponent + 1) <= raw { exponent += 1 }
        while exponent > -300 && power(1, exponent) > raw * (1 + 1e-12) { exponent -= 1 }
        for factor in [1, 2, 5] where power(factor, exponent) >= raw * (1 - 1e-12) { return power(factor, exponent) }
        let step = power(1, exponent + 1)
        return step.isFinite ? step : power(5, exponent)
    }

    /// The times of the axis's ticks between `start` and `end`: multiples of `step`, in order,
    /// each distinct (at 1e17 s, adding a millisecond changes nothing) and finite, at most
    /// ``maximumTicks`` of them.
    static func ticks(from start: Double, to end: Double, step: Double) -> [Double] {
        guard start.isFinite, end.isFinite, step > 0, step.isFinite else { return [] }
        let first = (start / step).rounded(.up)
        var ticks: [Double] = []
        for index in 0..<maximumTicks {
            let tick = (first + Double(index)) * step
            // Within rounding of the end: at 1e17 s a double's step is 16 s.
            guard tick.isFinite, tick - end <= Swift.max(step * 1e-9, end.ulp * 4) else { break }
            if let last = ticks.last, tick <= last { break }
            ticks.append(tick)
        }
        return ticks
    }

    static func f(_ value: Double) -> String { TraceFormat.number(value, digits: 1) }

    static func seconds(_ value: Double) -> String { TraceFormat.number(value, digits: 3) }

    /// A tick's time: to the millisecond, or past 1e15 s (where milliseconds are lost) in three
    /// significant digits, `1.6e308`.
    static func tickLabel(_ value: Double) -> String {
        guard value.isFinite, value.magnitude >= 1e15 else { return "\(seconds(value)) s" }
        var exponent = 0
        var mantissa = value.magnitude
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        var rounded = (mantissa * 100).rounded() / 100
        if rounded >= 10 {
            rounded /= 10
            exponent += 1
        }
        return "\(value < 0 ? "-" : "")\(TraceFormat.number(rounded, digits: 2))e\(exponent) s"
    }

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

    /// Places labels without overlap on a grid of rows and cells, each lookup a bounded number of
    /// probes: a label takes a whole row's height (its text's ascent and descent at the 9-pixel
    /// size fit in it) and every cell its text crosses, so two placed labels never overlap.
    struct LabelPlacer {
        /// In pixels; our decision (finer cells leave fewer gaps, at more probes per label).
        static let cellWidth = 10.0
        /// A 9-pixel DejaVu Sans line is about 10.5 pixels from ascender to descender.
        static let rowHeight = 11.0
        /// Where the baseline sits in a row, from its top.
        static let baseline = 8.5
        /// A label's text is at most about this wide per character at the 9-pixel size, in pixels
        /// (DejaVu Sans's digits are 5.7 wide; its average letter less).
        static let characterWidth = 5.8
        /// The widest a label may claim, in cells: the picture's width.
        static let maximumCells = 120
        /// The rows labels may use: the recognizer lanes, not the axis or the legend.
        let rows: ClosedRange<Int>
        private var occupied = Set<Int64>()
        private(set) var probes = 0
        /// How many labels found no free row.
        private(set) var elided = 0

        init(top: Double, bottom: Double) {
            let first = Int((top / Self.rowHeight).rounded(.up))
            let last = Int((bottom / Self.rowHeight).rounded(.down)) - 1
            rows = first...Swift.max(first, last)
        }

        static func width(of text: String) -> Double { Double(text.count) * characterWidth }

        private static func key(_ column: Int, _ row: Int) -> Int64 {
            Int64(column) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: row)))
        }

        /// The baseline of a label of `text` starting at `x`, in the row of a baseline at `y` or
        /// in one of ``TimelineSVG/labelRowOffsets`` from it; nil (and counted as elided) when all
        /// are taken. `x` and `y` are within the picture.
        mutating func place(_ text: String, x: Double, y: Double) -> Double? {
            let first = Int((x / Self.cellWidth).rounded(.down))
            let cells = Swift.min(Int(((x + Self.width(of: text)) / Self.cellWidth).rounded(.up)) - first, Self.maximumCells)
            let baseRow = Int(((y - Self.baseline) / Self.rowHeight).rounded())
            for offset in TimelineSVG.labelRowOffsets {
                let row = baseRow + offset
                guard rows.contains(row) else { continue }
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
                    return Double(row) * Self.rowHeight + Self.baseline
                }
            }
            elided += 1
            return nil
        }
    }

    /// The picture being drawn: the layout, the SVG so far, and the labels placed.
    struct Picture {
        let timeline: Timeline
        let start: Double
        /// The last moment drawn: at least ``minimumDuration`` after `start` where doubles can say so.
        let end: Double
        /// Half the time drawn, in seconds: half, so that it is finite for any two finite times.
        let halfDuration: Double
        /// The plot's left and right edges, in pixels: every bar stays between them.
        let plotLeft: Double
        let plotRight: Double
        let touchTop: Double
        let recognizerTop: Double
        let width: Double
        let height: Double
        let laneOf: [String: Int]
        /// The moments each lane lost for a reason the engine gave, for the failed spans' tooltips.
        let reasons: [String: Set<Double>]
        var svg: SVGWriter
        var labels: LabelPlacer
        var work = 0

        init(timeline: Timeline) {
            self.timeline = timeline
            let range = timeline.timeRange
            start = range.lowerBound.isFinite ? range.lowerBound : 0
            let upper = range.upperBound.isFinite ? Swift.max(range.upperBound, start) : start
            halfDuration = Swift.max(upper / 2 - start / 2, TimelineSVG.minimumDuration / 2)
            end = Swift.max(upper, start + TimelineSVG.minimumDuration)
            plotLeft = margin + labelWidth
            plotRight = plotLeft + plotWidth
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
            labels = LabelPlacer(top: recognizerTop - 12, bottom: height - legendHeight)
        }

        /// The x of a moment, within the plot for any time (a NaN at its left edge).
        func x(_ t: Double) -> Double {
            let fraction = (t / 2 - start / 2) / halfDuration
            guard fraction > 0 else { return plotLeft }
            return plotLeft + Swift.min(fraction, 1) * plotWidth
        }

        /// A bar from `x0` at least `minimum` wide towards `x1`, kept inside the plot: one that
        /// would run past the right edge is moved left.
        func bar(_ x0: Double, _ x1: Double, minimum: Double) -> (x: Double, width: Double) {
            let width = Swift.min(Swift.max(x1 - x0, minimum), plotWidth)
            return (Swift.min(x0, plotRight - width), width)
        }
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
            let textWidth = LabelPlacer.width(of: text)
            let x = x + textWidth > width - 4 ? Swift.max(margin + labelWidth, x - textWidth - 24) : x
            guard let placed = labels.place(text, x: x, y: y) else { return }
            work += 1
            svg.text(text, x: x, y: placed, size: 9, fill: fill, kind: kind, halo: true)
        }

        /// How many labels had no room, said at the top right, when any had none.
        mutating func drawElidedNote() {
            let count = labels.elided
            guard count > 0 else { return }
            let note = "\(count) label\(count == 1 ? "" : "s") elided for room (hover the marks for them)"
            svg.text(note, x: width - margin, y: margin + 14, size: 11, fill: "#6a1b9a", kind: "elided-note", anchor: "end")
        }

        mutating func drawFrame(title: String) {
            add("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"context-stroke\"/></marker></defs>")
            add("<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#ffffff\"/>")
            text(title, x: margin, y: margin + 14, size: 16, weight: "bold", kind: "title")
            let axisY = margin + 24 + axisHeight - 8
            add("<g class=\"axis\">")
            add("<line x1=\"\(f(plotLeft))\" y1=\"\(f(axisY))\" x2=\"\(f(plotRight))\" y2=\"\(f(axisY))\" stroke=\"#90a4ae\"/>")
            for tick in ticks(from: start, to: end, step: tickStep(for: end - start)) {
                add("<line x1=\"\(f(x(tick)))\" y1=\"\(f(axisY - 4))\" x2=\"\(f(x(tick)))\" y2=\"\(f(height - legendHeight - margin))\" stroke=\"#eceff1\"/>")
                text(tickLabel(tick), x: x(tick) - 12, y: axisY - 8, size: 10, kind: "tick")
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
                    // The marker (8 pixels wide) stays on the lane's background.
                    let mx = Swift.min(Swift.max(x(sample.time), plotLeft + 4), plotRight - 4)
                    let colour = sample.phase == .cancelled ? "#fb8c00" : "#263238"
                    let title = "<title>touch \(track.id) \(sample.phase) at \(TraceFormat.point(sample.location))</title>"
                    if sample.phase == .began {
                        add("<circle class=\"phase-\(sample.phase)\" cx=\"\(f(mx))\" cy=\"\(f(top + touchLaneHeight / 2))\" r=\"4\" fill=\"\(colour)\">\(title)</circle>")
                    } else {
                        add("<rect class=\"phase-\(sample.phase)\" x=\"\(f(mx - 4))\" y=\"\(f(top + touchLaneHeight / 2 - 4))\" width=\"8\" height=\"8\" fill=\"\(colour)\">\(title)</rect>")
                    }
                }
                add("</g>")
            }
        }

        mutating func drawRecognizerLanes() {
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
                    let (sx, w) = bar(x(span.start), x(spanEnd), minimum: span.state.isTerminal ? 6 : 1)
                    let runs = last > position ? " (\(last - position + 1) times in a row)" : ""
                    var title = "\(escape(lane.label)) \(span.state) from \(seconds(span.start)) s to \(seconds(spanEnd)) s\(runs)"
                    if span.state == .failed && !hasReason(lane.label, at: span.start) {
                        title += ": by its own rules (its touches did not make its gesture)"
                    }
                    add("<rect class=\"span span-\(span.state)\" x=\"\(f(sx))\" y=\"\(f(top + Self.spanTop))\" width=\"\(f(w))\" height=\"\(f(Self.spanHeight))\" fill=\"\(colour(span.state))\"><title>\(title)</title></rect>")
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
                let ax = Swift.min(Swift.max(x(action.time), plotLeft + 1), plotRight - 1)
                if last == index {
                    let tall = action.state != .changed
                    add("<line class=\"action\" x1=\"\(f(ax))\" y1=\"\(f(top + (tall ? 1 : 3)))\" x2=\"\(f(ax))\" y2=\"\(f(top + Self.spanTop - 1))\" stroke=\"#212121\" stroke-width=\"\(tall ? 2 : 1)\"><title>\(escape(lane.label)) action (\(action.state)) at \(seconds(action.time)) s</title></line>")
                } else {
                    let (bandX, bandWidth) = bar(x(action.time), x(actions[last].time), minimum: 2)
                    let bx = bandX + bandWidth
                    let count = last - index + 1
                    add("<rect class=\"action-band\" x=\"\(f(bandX))\" y=\"\(f(top + 3))\" width=\"\(f(bandWidth))\" height=\"\(f(Self.spanTop - 4))\" fill=\"#37474f\" fill-opacity=\"0.55\"><title>\(escape(lane.label)): \(count) changed actions from \(seconds(action.time)) s to \(seconds(actions[last].time)) s</title></rect>")
                    if bandWidth > 30 {
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
            // Waits still open at the end, in a fixed order so the picture is the same every time.
            for (lane, wait) in open.sorted(by: { ($0.value.start, $0.key) < ($1.value.start, $1.key) }) {
                finished.append((lane, wait.start, end, wait.on, "(still waiting)"))
            }
            for wait in finished {
                guard let index = laneOf[wait.lane] else { continue }
                let y = laneY(index) + Self.spanTop + Self.spanHeight + 4
                let (x0, barWidth) = bar(x(wait.start), x(wait.end), minimum: 2)
                let x1 = x0 + barWidth
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

    /// A text element; `halo` draws a white outline under its letters, so it reads over bars and
    /// arrows; `anchor` is SVG's `text-anchor` (`start` when nil).
    mutating func text(_ text: String, x: Double, y: Double, size: Double, weight: String = "normal",
                       fill: String = "#263238", kind: String, halo: Bool = false, anchor: String? = nil) {
        let extra = (halo ? " stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\"" : "")
            + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
        body.append("<text class=\"\(kind)\" x=\"\(TimelineSVG.f(x))\" y=\"\(TimelineSVG.f(y))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"\(TimelineSVG.f(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\"\(extra)>\(TimelineSVG.escape(text))</text>")
    }

    var document: String {
        let w = TimelineSVG.f(width), h = TimelineSVG.f(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
            + body.joined(separator: "\n") + "\n</svg>\n"
    }
}
