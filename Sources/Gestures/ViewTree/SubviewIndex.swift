/// A view's subviews sorted by where they lie, so that a hit test among many siblings tries only
/// those whose area can hold the point, in the same front-to-back order as a plain walk.
///
/// A uniform grid over the bounding box of the subviews' frames (in the superview's bounds
/// coordinates), about one cell per subview. Each subview is listed in every cell its frame's
/// bounding box touches, grown by a hair so that rounding in the transforms can only add a
/// candidate, never lose one: the index over-approximates, and the hit test still asks each
/// candidate exactly what a plain walk asks (hidden, interaction, alpha, `point(inside:)`). Listed
/// in every cell instead:
/// - subviews whose class may override the hit test or the inside test (a view's own
///   `point(inside:)` may accept points outside its bounds), and subviews whose frame is not
///   finite: they are tried wherever the point is;
/// - subviews that cover many cells (a background behind a grid of small views), which cost one
///   test each rather than one entry per cell.
/// Subviews that no transform can reach (a scale of 0) are left out, as the walk skips them.
///
/// Kept exact by going stale whenever a subview is added, removed or reordered, or a subview's
/// center, bounds size or transform changes (not its bounds origin, which moves its content, not
/// its frame); the next hit test rebuilds it in one pass over the
/// subviews, reusing its storage. Ownership: held by its view alone, made at the first hit test
/// that finds at least ``minimumSubviews`` subviews there, and kept (its storage reused) for the
/// view's life.
final class SubviewIndex {
    /// Below this many subviews, the hit test walks them all: a walk of a few dozen costs less
    /// than building and reading the grid (our choice, from the flat hit-test benchmark).
    static let minimumSubviews = 32
    /// A subview whose bounding box touches more cells than this is tried everywhere instead.
    static let maximumCellsPerSubview = 16
    /// The most cells on each axis (our bound on the grid's memory: 256 × 256 cells).
    static let maximumCellsPerAxis = 256

    /// Whether hit tests use the index; the tests turn it off to compare against the plain walk.
    static var isEnabled = true

    /// Whether a subview or the list changed since the last build.
    var isStale = true
    private var originX = 0.0
    private var originY = 0.0
    private var cellWidth = 1.0
    private var cellHeight = 1.0
    private var columns = 0
    private var rows = 0
    /// For cell `c`, its subviews' indices are `entries[cellStarts[c] ..< cellStarts[c + 1]]`,
    /// in ascending order (back to front).
    private var cellStarts: [Int32] = []
    private var entries: [Int32] = []
    /// Subviews tried wherever the point is, in ascending order.
    private var everywhere: [Int32] = []
    /// Scratch of the build: each gridded subview's index and cell range.
    private var placed: [(index: Int32, minColumn: Int32, maxColumn: Int32, minRow: Int32, maxRow: Int32)] = []
    private var boxes: [(index: Int32, box: Rect)] = []

    /// Rebuilds the grid for `subviews` if it is stale.
    func prepare(for subviews: [View]) {
        guard isStale else { return }
        isStale = false
        everywhere.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        placed.removeAll(keepingCapacity: true)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (position, subview) in subviews.enumerated() {
            guard subview.storedTransform.isInvertible else { continue }
            let index = Int32(truncatingIfNeeded: position)
            let box = subview.storedBounds.applying(subview.localToSuperTransform)
            guard subview.hitTestsByDefault || subview.hasEngineDefaults,
                  box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite
            else {
                everywhere.append(index)
                continue
            }
            // Grown by a relative hair: the walk maps the point through the inverse transform,
            // the box comes from the forward one, and the two may round apart.
            let hair = 1e-9 * (1 + Swift.max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY)))
            let grown = Rect(x: box.minX - hair, y: box.minY - hair,
                             width: box.width + 2 * hair, height: box.height + 2 * hair)
            boxes.append((index, grown))
            minX = Swift.min(minX, grown.minX)
            minY = Swift.min(minY, grown.minY)
            maxX = Swift.max(maxX, grown.maxX)
            maxY = Swift.max(maxY, grown.maxY)
        }
        let side = Swift.min(Self.maximumCellsPerAxis, Swift.max(1, Int(Double(boxes.count).squareRoot().rounded(.up))))
        columns = side
        rows = side
        originX = boxes.isEmpty ? 0 : minX
        originY = boxes.isEmpty ? 0 : minY
        let width = boxes.isEmpty ? 0 : maxX - minX
        let height = boxes.isEmpty ? 0 : maxY - minY
        cellWidth = width > 0 && width.isFinite ? width / Double(columns) : 1
        cellHeight = height > 0 && height.isFinite ? height / Double(rows) : 1
        cellStarts.removeAll(keepingCapacity: true)
        cellStarts.append(contentsOf: repeatElement(0, count: columns * rows + 1))
        // Count each cell's subviews, then lay the lists out one after another.
        for (index, box) in boxes {
            let c0 = column(of: box.minX), c1 = column(of: box.maxX)
            let r0 = row(of: box.minY), r1 = row(of: box.maxY)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerSubview {
                everywhere.append(index)
                continue
            }
            placed.append((index, Int32(c0), Int32(c1), Int32(r0), Int32(r1)))
            for r in r0...r1 {
                for c in c0...c1 { cellStarts[r * columns + c + 1] += 1 }
            }
        }
        everywhere.sort()
        for cell in 0..<(columns * rows) { cellStarts[cell + 1] += cellStarts[cell] }
        let total = Int(cellStarts[columns * rows])
        entries.removeAll(keepingCapacity: true)
        entries.append(contentsOf: repeatElement(0, count: total))
        // Fill in ascending subview order, so each cell's list is back to front; `cellStarts`
        // serves as the fill cursor and is shifted back afterwards.
        for item in placed {
            for r in Int(item.minRow)...Int(item.maxRow) {
                for c in Int(item.minColumn)...Int(item.maxColumn) {
                    let cell = r * columns + c
                    entries[Int(cellStarts[cell])] = item.index
                    cellStarts[cell] += 1
                }
            }
        }
        var start: Int32 = 0
        for cell in 0..<(columns * rows) {
            let end = cellStarts[cell]
            cellStarts[cell] = start
            start = end
        }
    }

    private func column(of x: Double) -> Int {
        let f = (x - originX) / cellWidth
        guard f > 0 else { return 0 }
        return f < Double(columns) ? Int(f) : columns - 1
    }

    private func row(of y: Double) -> Int {
        let f = (y - originY) / cellHeight
        guard f > 0 else { return 0 }
        return f < Double(rows) ? Int(f) : rows - 1
    }

    /// The subviews that may hold `point`, front to back (highest index first). The candidates
    /// are copies of the index's lists, so a hit test that re-enters and rebuilds it does not
    /// disturb a walk in progress.
    func candidates(at point: Point) -> Candidates {
        let fx = (point.x - originX) / cellWidth
        let fy = (point.y - originY) / cellHeight
        // Outside the grid (or not a number) only the subviews tried everywhere can hold it.
        guard fx >= 0, fx < Double(columns), fy >= 0, fy < Double(rows) else {
            return Candidates(cell: entries, cellRange: 0..<0, everywhere: everywhere)
        }
        let cell = Int(fy) * columns + Int(fx)
        return Candidates(cell: entries, cellRange: Int(cellStarts[cell])..<Int(cellStarts[cell + 1]),
                          everywhere: everywhere)
    }

    /// The subviews a hit test tries, highest index first: all of them, or the merge of one
    /// cell's list and the list of subviews tried everywhere.
    nonisolated struct Candidates {
        private let cell: [Int32]
        private var cellEnd: Int
        private let cellStart: Int
        private let everywhere: [Int32]
        private var everywhereEnd: Int
        /// Without a grid: how many subviews are still to try.
        private var remaining: Int?

        init(cell: [Int32], cellRange: Range<Int>, everywhere: [Int32]) {
            self.cell = cell
            cellStart = cellRange.lowerBound
            cellEnd = cellRange.upperBound
            self.everywhere = everywhere
            everywhereEnd = everywhere.count
        }

        /// Every one of `count` subviews.
        init(all count: Int) {
            cell = []
            cellStart = 0
            cellEnd = 0
            everywhere = []
            everywhereEnd = 0
            remaining = count
        }

        mutating func next() -> Int? {
            if let left = remaining {
                guard left > 0 else { return nil }
                remaining = left - 1
                return left - 1
            }
            let fromCell = cellEnd > cellStart ? cell[cellEnd - 1] : -1
            let fromEverywhere = everywhereEnd > 0 ? everywhere[everywhereEnd - 1] : -1
            if fromCell < 0 && fromEverywhere < 0 { return nil }
            if fromCell >= fromEverywhere {
                cellEnd -= 1
                return Int(fromCell)
            }
            everywhereEnd -= 1
            return Int(fromEverywhere)
        }
    }
}
