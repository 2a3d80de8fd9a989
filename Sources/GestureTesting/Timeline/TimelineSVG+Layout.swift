extension TimelineSVG {
    /// What is wrong with the layout of a timeline picture made by ``render(_:title:)``, one line
    /// each, read back from the SVG itself: labels whose boxes overlap (a label's box is its row's
    /// height and its text's width at ``LabelPlacer/characterWidth``), and state spans, action
    /// bands and wait bars that leave the plot. Empty for a good picture; for the tests of the
    /// picture and of the programs that draw it.
    package static func layoutProblems(in svg: String) -> [String] {
        struct Box {
            var text: String
            var left, right, top, bottom: Double
        }
        let plotLeft = margin + labelWidth, plotRight = plotLeft + plotWidth
        var boxes: [Box] = []
        var problems: [String] = []
        for line in svg.split(separator: "\n") {
            if line.hasPrefix("<text class=\"wait-label\"") || line.hasPrefix("<text class=\"decision-label\"")
                || line.hasPrefix("<text class=\"action-count\"") {
                guard let x = attribute("x", of: line), let y = attribute("y", of: line),
                      let open = line.firstIndex(of: ">"), let close = line.firstRange(of: "</text>") else {
                    problems.append("unreadable label: \(line)")
                    continue
                }
                let text = unescape(String(line[line.index(after: open)..<close.lowerBound]))
                boxes.append(Box(text: text, left: x, right: x + LabelPlacer.width(of: text),
                                 top: y - LabelPlacer.baseline, bottom: y - LabelPlacer.baseline + LabelPlacer.rowHeight))
            } else if line.hasPrefix("<rect class=\"span ") || line.hasPrefix("<rect class=\"action-band\"") {
                guard let x = attribute("x", of: line), let width = attribute("width", of: line) else {
                    problems.append("unreadable bar: \(line)")
                    continue
                }
                if x < plotLeft - 0.05 || x + width > plotRight + 0.05 {
                    problems.append("outside the plot (\(f(plotLeft))…\(f(plotRight))): \(line.prefix(60))… from \(f(x)) to \(f(x + width))")
                }
            } else if line.hasPrefix("<g class=\"wait\"") {
                // M x0,y L x0,y L x1,y L x1,y
                let numbers = pathNumbers(line)
                guard numbers.count == 8 else {
                    problems.append("unreadable wait: \(line)")
                    continue
                }
                if numbers[0] < plotLeft - 0.05 || numbers[4] > plotRight + 0.05 {
                    problems.append("wait outside the plot (\(f(plotLeft))…\(f(plotRight))): from \(f(numbers[0])) to \(f(numbers[4]))")
                }
            }
        }
        // Labels are few (a bounded number per lane and decision): pairs are fine here.
        for (index, a) in boxes.enumerated() {
            for b in boxes[(index + 1)...] where a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom {
                problems.append("labels overlap: \"\(a.text)\" at (\(f(a.left)), \(f(a.top))) and \"\(b.text)\" at (\(f(b.left)), \(f(b.top)))")
            }
        }
        return problems
    }

    private static func attribute(_ name: String, of line: Substring) -> Double? {
        guard let start = line.firstRange(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }

    private static func pathNumbers(_ line: Substring) -> [Double] {
        guard let start = line.firstRange(of: " d=\"") else { return [] }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return [] }
        return rest[..<end].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "M" || $0 == "L" }).compactMap { Double($0) }
    }

    private static func unescape(_ text: String) -> String {
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
            out = out.replacing(entity, with: character)
        }
        return out
    }
}
