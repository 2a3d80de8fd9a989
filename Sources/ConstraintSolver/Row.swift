/// What a tableau symbol stands for (Badros, Borning and Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm", ACM TOCHI 8(4), 2001, section 3).
enum SymbolKind: UInt8 {
    /// A client variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of a preference: at least zero, weighed in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted in.
    case dummy

    /// Whether the simplex may bring the symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
    /// Whether the symbol must stay at or above zero.
    var isRestricted: Bool { self != .external }
}

/// The solver's epsilon: coefficients and constants closer to zero are zero. [OURS, as kiwi's]
let nearZeroThreshold = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < nearZeroThreshold && value > -nearZeroThreshold
}

/// `constant + Σ coefficient × symbol`, its cells sorted by symbol so that every choice the
/// simplex makes (Bland's rule, ties) is the same on every run.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) { self.constant = constant }

    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor × other`, merging the two sorted lists of cells.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
                let value = other.cells[j].coefficient * factor
                if !isNearZero(value) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + other.cells[j].coefficient * factor
                if !isNearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Int) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = self` for `symbol`: afterwards the row is `symbol = …`.
    mutating func solve(for symbol: Int) {
        let factor = -1 / coefficient(of: symbol)
        remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = self` for `rhs`: afterwards the row is `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`. Returns whether the symbol was there.
    @discardableResult
    mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: coefficient)
        return true
    }
}
