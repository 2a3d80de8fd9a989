import Gestures

/// Where every section and row of a ``UITableView`` lies, in content coordinates: for each
/// section the top of its header, its header's height, the top of each row and the end of the
/// last, and its footer's height. Built from the data source and delegate when the table loads
/// or reloads; rows are found by binary search, so finding the rows on screen costs
/// O(log sections + log rows + visible rows) whatever the list's length.
struct TableLayout {
    struct Section {
        /// The top of the section (its header's top).
        var top: Double
        var headerHeight: Double
        /// The top of each row, and after them the bottom of the last: `rows + 1` values.
        var rowTops: [Double]
        var footerHeight: Double

        var rowCount: Int { rowTops.count - 1 }
        var rowsTop: Double { top + headerHeight }
        var footerTop: Double { rowTops[rowTops.count - 1] }
        var bottom: Double { footerTop + footerHeight }
    }

    /// The height of the table's header view above the first section.
    var headerHeight: Double = 0
    var sections: [Section] = []
    /// The height of the table's footer view below the last section.
    var footerHeight: Double = 0
    /// Whether some section has a header or a footer of some height (a list without any has
    /// no supplementary view to place on a scroll).
    var hasSectionHeadersOrFooters = false

    var sectionsBottom: Double { sections.last?.bottom ?? headerHeight }
    /// The content's height.
    var height: Double { sectionsBottom + footerHeight }

    /// How many rows `section` has, or nil when there is no such section.
    func rowCount(in section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].rowCount : nil
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// The rectangle of the row at `indexPath`, `width` wide, or nil when there is no such row.
    func rect(of indexPath: IndexPath, width: Double) -> Rect? {
        guard contains(indexPath) else { return nil }
        return rect(at: (indexPath.section, indexPath.row), width: width)
    }

    /// The rectangle of the row at `position`, which exists, `width` wide.
    func rect(at position: Position, width: Double) -> Rect {
        let tops = sections[position.section].rowTops
        return Rect(x: 0, y: tops[position.row], width: width, height: tops[position.row + 1] - tops[position.row])
    }

    /// The index of the last element of the ascending `values` at or above which `y` lies, or nil
    /// when `y` is above the first.
    private static func lastIndex(atOrBelow y: Double, in count: Int, value: (Int) -> Double) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if value(middle) <= y { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The section whose span holds `y`, or nil outside the sections.
    func section(at y: Double) -> Int? {
        guard let index = Self.lastIndex(atOrBelow: y, in: sections.count, value: { sections[$0].top }),
              y < sections[index].bottom else { return nil }
        return index
    }

    /// The row at height `y`, or nil over a header, a footer or no row.
    func indexPath(at y: Double) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let tops = sections[section].rowTops
        guard let row = Self.lastIndex(atOrBelow: y, in: tops.count - 1, value: { tops[$0] }),
              y < tops[row + 1] else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows any part of which lies in `top..<bottom`, in order. Rows of no height are left out.
    func indexPaths(from top: Double, to bottom: Double) -> [IndexPath] {
        guard top < bottom, !sections.isEmpty else { return [] }
        var paths: [IndexPath] = []
        var section = Self.lastIndex(atOrBelow: top, in: sections.count, value: { sections[$0].top }) ?? 0
        while section < sections.count, sections[section].top < bottom {
            let tops = sections[section].rowTops
            var row = Self.lastIndex(atOrBelow: top, in: tops.count - 1, value: { tops[$0] }) ?? 0
            while row < tops.count - 1, tops[row] < bottom {
                if tops[row + 1] > top && tops[row + 1] > tops[row] { paths.append(IndexPath(row: row, section: section)) }
                row += 1
            }
            section += 1
        }
        return paths
    }

    /// A row's place as two numbers, compared in the list's order: cheaper to compare, step and
    /// keep than an `IndexPath`, whose indexes go through Foundation's generic collection code.
    typealias Position = (section: Int, row: Int)

    /// Whether the row at `position` exists and has a height (rows of no height get no cell).
    func isTall(_ position: Position) -> Bool {
        guard sections.indices.contains(position.section) else { return false }
        let tops = sections[position.section].rowTops
        return position.row >= 0 && position.row + 1 < tops.count && tops[position.row + 1] > tops[position.row]
    }

    /// The row after `position` in list order, passing over sections with no rows; a position
    /// past the last row when `position` is the last.
    func position(after position: Position) -> Position {
        var next = (section: position.section, row: position.row + 1)
        while next.section < sections.count, next.row >= sections[next.section].rowCount {
            next = (next.section + 1, 0)
        }
        return next
    }

    /// The first and last of ``indexPaths(from:to:)`` without making the paths between them;
    /// nil when no row of some height lies in `top..<bottom`. Searched in each section on screen,
    /// not walked row by row: the first row by galloping from `hint` (the first row on screen
    /// before, in practice a row or two away) or, without one in its section, by a binary search;
    /// the last by galloping from the first. A scroll step asks this whenever a row comes or
    /// goes: a binary search over a long list touched some 17 lines of memory far apart each time,
    /// which cost more by the clock than its instructions.
    func rowSpan(from top: Double, to bottom: Double, near hint: Position? = nil) -> (first: Position, last: Position)? {
        guard top < bottom, !sections.isEmpty else { return nil }
        let onScreen = self.sections(from: top, to: bottom)
        var first: Position?
        for section in onScreen {
            let near = hint.flatMap { $0.section == section ? $0.row : nil }
            if let rows = Self.rows(of: sections[section].rowTops, from: top, to: bottom, near: near) {
                first = (section, rows.lowerBound)
                break
            }
        }
        guard let first else { return nil }
        for section in onScreen.reversed() where section >= first.section {
            let near = section == first.section ? first.row : nil
            if let rows = Self.rows(of: sections[section].rowTops, from: top, to: bottom, near: near) {
                return (first, (section, rows.upperBound))
            }
        }
        return nil
    }

    /// The first and last row (both included) of some height, of a section whose row tops are
    /// `tops`, that lie partly in `top..<bottom`; nil when none does. `hint`, a row to start the
    /// search for the first from (any number: it is clamped).
    private static func rows(of tops: [Double], from top: Double, to bottom: Double, near hint: Int?) -> ClosedRange<Int>? {
        let count = tops.count - 1
        guard count > 0 else { return nil }
        return tops.withUnsafeBufferPointer { tops -> ClosedRange<Int>? in
            // The row holding `top` (or the first): the last whose top is at or above it, which
            // ends below it unless it is the last row and the section ends above `top`.
            let above = firstIndex(in: tops, count: count, near: hint) { $0 > top }
            var first = max(above - 1, 0)
            while first < count, tops[first + 1] <= tops[first] { first += 1 }  // rows of no height
            guard first < count, tops[first] < bottom, tops[first + 1] > top else { return nil }
            // The last row starting above `bottom`.
            let below = firstIndex(in: tops, count: count, near: first) { $0 >= bottom }
            var last = below - 1
            while last > first, tops[last + 1] <= tops[last] { last -= 1 }
            return first...last
        }
    }

    /// The first index below `count` whose value passes `isPast` (false for the values before it,
    /// true from it on: the values ascend), or `count` when none does. From `hint`, galloping
    /// outwards and then searching the last stride in halves; without one, in halves throughout.
    @inline(__always)
    private static func firstIndex(in values: UnsafeBufferPointer<Double>, count: Int, near hint: Int?,
                                   where isPast: (Double) -> Bool) -> Int {
        var low = 0, high = count
        if let hint {
            let start = min(max(hint, 0), count - 1)
            var step = 1
            if isPast(values[start]) {
                // At or before `start`: gallop down while the value before still passes.
                high = start
                low = start
                while low > 0, isPast(values[low - 1]) {
                    high = low - 1
                    low = max(high - step, 0)
                    step *= 2
                }
            } else {
                // After `start`: gallop up while the values do not pass.
                low = start + 1
                high = low
                while high < count, !isPast(values[high]) {
                    low = high + 1
                    high = low + step
                    step *= 2
                }
                high = min(high, count)
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if isPast(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The sections any part of whose span lies in `top..<bottom`.
    func sections(from top: Double, to bottom: Double) -> Range<Int> {
        guard top < bottom, !sections.isEmpty else { return 0..<0 }
        let first = Self.lastIndex(atOrBelow: top, in: sections.count, value: { sections[$0].top }) ?? 0
        var end = first
        while end < sections.count, sections[end].top < bottom { end += 1 }
        return first..<end
    }
}
