/// An incremental simplex solver for linear equalities and inequalities, required and preferred:
/// the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001).
///
/// The tableau holds one row per basic symbol, `basic = constant + Σ coefficient × parametric`,
/// kept in solved form: every restricted basic symbol (a slack, an error, a dummy) has a constant
/// of at least zero, and the objective, the weighted sum of the preferences' errors, is minimal.
/// Adding a constraint substitutes the basic symbols into its row, solves it for one symbol and
/// optimizes again with the primal simplex; changing a constant (``setConstant(of:to:)``,
/// ``suggestValue(_:for:)``) shifts the constraint's marker and restores feasibility with the
/// dual simplex, which is what makes an animation frame cheap.
///
/// Every symbol has an index; rows keep their cells sorted by it and the simplex takes the lowest
/// index among equal choices (Bland's rule), so the same requests give the same values on every
/// run. The solver is a value: it holds no references, reads no clock and needs no Foundation.
public struct Solver: Sendable {
    private struct Record: Sendable {
        /// The symbol that identifies the constraint in the tableau: the slack of an inequality,
        /// the positive error of a preferred equality, the dummy of a required one.
        var marker: Int
        /// The second error of a preferred constraint, or -1.
        var other: Int
    }

    private struct Edit: Sendable {
        var constraint: Constraint
    }

    private var kinds: [SymbolKind] = []
    /// For each symbol, the constraint it belongs to, or -1 (variables, artificial symbols).
    private var owners: [Int] = []
    /// For each symbol, its row when it is basic.
    private var rows: [Row?] = []
    private var variableSymbols: [Int] = []
    private var definitions: [ConstraintDefinition?] = []
    private var records: [Record?] = []
    private var edits: [Int: Edit] = [:]
    private var objective = Row()
    private var artificial: Row?
    private var infeasible: [Int] = []

    /// Pivots allowed in one request per symbol in the tableau: the simplex with Bland's rule
    /// never cycles, so this only turns a bug into an error instead of a hang. [OURS]
    private static let pivotsPerSymbol = 50

    public init() {}

    // MARK: Variables

    /// Makes a variable, valued 0 until constraints say otherwise.
    public mutating func makeVariable() -> Variable {
        variableSymbols.append(makeSymbol(.external, owner: -1))
        return Variable(index: variableSymbols.count - 1)
    }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double {
        guard variable.index >= 0, variable.index < variableSymbols.count else { return 0 }
        return rows[variableSymbols[variable.index]]?.constant ?? 0
    }

    /// Whether the constraints leave the variable free to move without changing the objective:
    /// it is parametric, or its row holds another variable or a slack or error that costs nothing.
    /// (Ties among preferences count; a degenerate bound can make this answer true where the
    /// variable could in fact not move.)
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.index >= 0, variable.index < variableSymbols.count else { return false }
        guard let row = rows[variableSymbols[variable.index]] else { return true }
        for cell in row.cells {
            switch kinds[cell.symbol] {
            case .external: return true
            case .slack, .error: if isNearZero(objective.coefficient(of: cell.symbol)) { return true }
            case .dummy: break
            }
        }
        return false
    }

    // MARK: Constraints

    /// Makes a constraint (not yet added). Refuses NaN or infinite numbers, unknown variables and
    /// priorities outside 1…1000.
    public mutating func makeConstraint(_ definition: ConstraintDefinition) throws(SolverError) -> Constraint {
        guard definition.expression.isFinite else { throw .nonFinite }
        guard definition.priority.isValid else { throw .invalidPriority }
        for term in definition.expression.terms where term.variable.index < 0 || term.variable.index >= variableSymbols.count {
            throw .unknownVariable(term.variable)
        }
        definitions.append(definition)
        records.append(nil)
        return Constraint(index: definitions.count - 1)
    }

    /// The constraint's definition, with its current constant and priority.
    public func definition(of constraint: Constraint) -> ConstraintDefinition? {
        guard constraint.index >= 0, constraint.index < definitions.count else { return nil }
        return definitions[constraint.index]
    }

    /// Whether the constraint is added.
    public func contains(_ constraint: Constraint) -> Bool {
        constraint.index >= 0 && constraint.index < records.count && records[constraint.index] != nil
    }

    /// Adds the constraint. A required constraint that contradicts those added throws
    /// ``SolverError/unsatisfiable(_:conflicting:)`` and leaves the solver as it was.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard let definition = definition(of: constraint) else { throw .unknownConstraint(constraint) }
        guard records[constraint.index] == nil else { throw .duplicateConstraint(constraint) }
        var (row, record) = makeRow(definition, constraint: constraint)
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard isNearZero(row.constant) else {
                throw .unsatisfiable(constraint, conflicting: conflictingConstraints(in: row, besides: constraint))
            }
            subject = record.marker
        }
        if subject < 0 {
            let saved = self
            do throws(SolverError) {
                if let conflicting = try addWithArtificialVariable(row, for: constraint) {
                    self = saved
                    throw SolverError.unsatisfiable(constraint, conflicting: conflicting)
                }
            } catch {
                self = saved
                throw error
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        }
        records[constraint.index] = record
        try optimize(artificial: false)
    }

    /// Removes the constraint; the solver keeps its definition, so it can be added again.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard contains(constraint), let record = records[constraint.index],
              let definition = definitions[constraint.index] else { throw .unknownConstraint(constraint) }
        records[constraint.index] = nil
        let weight = definition.priority.weight
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] == .error {
            addToObjective(symbol, -weight)
        }
        if rows[record.marker] != nil {
            rows[record.marker] = nil
        } else if let leaving = markerLeavingRow(record.marker), var row = rows[leaving] {
            rows[leaving] = nil
            row.solve(for: leaving, record.marker)
            substitute(record.marker, with: row)
        }
        try optimize(artificial: false)
    }

    /// Removes the constraint if it is added and forgets its definition.
    public mutating func discard(_ constraint: Constraint) {
        if contains(constraint) { try? remove(constraint) }
        if constraint.index >= 0 && constraint.index < definitions.count { definitions[constraint.index] = nil }
    }

    /// Changes the constant of the constraint's expression. When the constraint is added, the
    /// solution follows incrementally: the constraint's marker moves by the change and the dual
    /// simplex repairs the rows that went negative. If a required constraint can no longer hold,
    /// this throws ``SolverError/unsatisfiable(_:conflicting:)`` and nothing changes.
    public mutating func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let definition = definition(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite }
        let delta = constant - definition.expression.constant
        guard delta != 0 else { return }
        guard let record = records[constraint.index] else {
            definitions[constraint.index]?.expression.constant = constant
            return
        }
        let saved = self
        definitions[constraint.index]?.expression.constant = constant
        if kinds[record.marker] == .dummy && rows[record.marker] != nil {
            // A redundant required equality: its dummy cannot move, so add it anew.
            do {
                try remove(constraint)
                try add(constraint)
            } catch {
                self = saved
                throw error
            }
            return
        }
        // The constraint's row is `expression + m × marker = 0`; the new constant shifts the
        // marker: marker(old) = marker(new) + delta / m.
        let markerCoefficient: Double = switch definition.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: definition.priority.isRequired ? 1 : -1
        }
        let shift = delta / markerCoefficient
        if rows[record.marker] != nil {
            rows[record.marker]!.constant -= shift
            if rows[record.marker]!.constant < 0 { infeasible.append(record.marker) }
        } else {
            for symbol in rows.indices {
                let coefficient = rows[symbol]?.coefficient(of: record.marker) ?? 0
                guard coefficient != 0 else { continue }
                rows[symbol]!.constant += coefficient * shift
                if kinds[symbol].isRestricted && rows[symbol]!.constant < 0 { infeasible.append(symbol) }
            }
        }
        do throws(SolverError) {
            guard try dualOptimize() else {
                // Find what it conflicts with the slow way, then put everything back.
                self = saved
                var probe = self
                try? probe.remove(constraint)
                probe.definitions[constraint.index]?.expression.constant = constant
                try probe.add(constraint)
                throw SolverError.unsatisfiable(constraint, conflicting: [])
            }
        } catch {
            self = saved
            throw error
        }
    }

    /// Changes the constraint's priority. Between two preferences the objective is reweighed in
    /// place; to or from required, the constraint is removed and added again.
    public mutating func setPriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        guard let definition = definition(of: constraint) else { throw .unknownConstraint(constraint) }
        guard priority.isValid else { throw .invalidPriority }
        guard priority != definition.priority else { return }
        guard let record = records[constraint.index] else {
            definitions[constraint.index]?.priority = priority
            return
        }
        let saved = self
        definitions[constraint.index]?.priority = priority
        do {
            if !priority.isRequired && !definition.priority.isRequired {
                let change = priority.weight - definition.priority.weight
                for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] == .error {
                    addToObjective(symbol, change)
                }
                try optimize(artificial: false)
            } else {
                records[constraint.index] = record
                definitions[constraint.index]?.priority = definition.priority
                try remove(constraint)
                definitions[constraint.index]?.priority = priority
                try add(constraint)
            }
        } catch {
            self = saved
            throw error
        }
    }

    // MARK: Edit variables

    /// Makes the variable editable at a priority below required: ``suggestValue(_:for:)`` then
    /// asks for values, which hold unless stronger constraints say otherwise. The edit starts at
    /// the variable's current value.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard variable.index >= 0, variable.index < variableSymbols.count else { throw .unknownVariable(variable) }
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let constraint = try makeConstraint(ConstraintDefinition(
            LinearExpression([Term(variable)], constant: -value(of: variable)), .equal, priority: priority))
        try add(constraint)
        edits[variable.index] = Edit(constraint: constraint)
    }

    /// Stops editing the variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.index] else { throw .unknownEditVariable(variable) }
        edits[variable.index] = nil
        discard(edit.constraint)
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

    /// Asks for a value of an edit variable; the solution follows incrementally.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.index] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite }
        try setConstant(of: edit.constraint, to: -value)
    }

    // MARK: The tableau

    private mutating func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        kinds.append(kind)
        owners.append(owner)
        rows.append(nil)
        return kinds.count - 1
    }

    private mutating func addToObjective(_ symbol: Int, _ coefficient: Double) {
        if let row = rows[symbol] { objective.add(row, times: coefficient) } else { objective.add(symbol, coefficient) }
    }

    /// The constraint's row in terms of the parametric symbols, with its slack, errors or dummy.
    private mutating func makeRow(_ definition: ConstraintDefinition, constraint: Constraint) -> (Row, Record) {
        var row = Row(constant: definition.expression.constant)
        for term in definition.expression.terms where !isNearZero(term.coefficient) {
            let symbol = variableSymbols[term.variable.index]
            if let basic = rows[symbol] { row.add(basic, times: term.coefficient) } else { row.add(symbol, term.coefficient) }
        }
        let owner = constraint.index
        let required = definition.priority.isRequired
        let weight = required ? 0 : definition.priority.weight
        var record = Record(marker: -1, other: -1)
        switch definition.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = definition.relation == .lessThanOrEqual ? 1 : -1
            record.marker = makeSymbol(.slack, owner: owner)
            row.add(record.marker, sign)
            if !required {
                record.other = makeSymbol(.error, owner: owner)
                row.add(record.other, -sign)
                objective.add(record.other, weight)
            }
        case .equal:
            if required {
                record.marker = makeSymbol(.dummy, owner: owner)
                row.add(record.marker, 1)
            } else {
                record.marker = makeSymbol(.error, owner: owner)
                record.other = makeSymbol(.error, owner: owner)
                row.add(record.marker, -1)
                row.add(record.other, 1)
                objective.add(record.marker, weight)
                objective.add(record.other, weight)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, record)
    }

    /// A variable if the row has one; else the constraint's own slack or error when its
    /// coefficient is negative (so that it starts at a value of at least zero); else none (-1).
    private func chooseSubject(_ row: Row, _ record: Record) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol].isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// The required constraints whose markers a contradiction is written in, in order.
    private func conflictingConstraints(in row: Row, besides constraint: Constraint) -> [Constraint] {
        var result: [Int] = []
        for cell in row.cells where owners[cell.symbol] >= 0 && kinds[cell.symbol] != .error {
            let owner = owners[cell.symbol]
            guard owner != constraint.index else { continue }
            if let definition = definitions[owner], definition.priority.isRequired, !result.contains(owner) {
                result.append(owner)
            }
        }
        return result.sorted().map { Constraint(index: $0) }
    }

    /// Phase one for a row with no subject: an artificial variable equal to the row, minimized.
    /// Returns the conflicting constraints if it cannot reach zero, else nil.
    private mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) -> [Constraint]? {
        let artificialSymbol = makeSymbol(.slack, owner: -1)
        rows[artificialSymbol] = row
        artificial = row
        try optimize(artificial: true)
        let final = artificial ?? Row()
        artificial = nil
        if !isNearZero(final.constant) {
            let conflicting = conflictingConstraints(in: final, besides: constraint)
            return conflicting.isEmpty ? conflictingConstraints(in: row, besides: constraint) : conflicting
        }
        if var basic = rows[artificialSymbol] {
            rows[artificialSymbol] = nil
            if !basic.cells.isEmpty {
                guard let entering = basic.cells.first(where: { kinds[$0.symbol].isPivotable })?.symbol else {
                    return conflictingConstraints(in: basic, besides: constraint)
                }
                basic.solve(for: artificialSymbol, entering)
                substitute(entering, with: basic)
                rows[entering] = basic
            }
        }
        for symbol in rows.indices where rows[symbol] != nil { rows[symbol]!.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return nil
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that went negative.
    private mutating func substitute(_ symbol: Int, with row: Row) {
        for basic in rows.indices {
            guard rows[basic]?.substitute(symbol, with: row) == true else { continue }
            if kinds[basic].isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective (or the artificial objective).
    private mutating func optimize(artificial useArtificial: Bool) throws(SolverError) {
        var pivots = 0
        let limit = Self.pivotsPerSymbol * (kinds.count + 10)
        while true {
            guard let goal = useArtificial ? artificial : objective else { return }
            // Bland's rule: the lowest symbol whose increase lowers the objective.
            guard let entering = goal.cells.first(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol
            else { return }
            var leaving = -1
            var best = Double.greatestFiniteMagnitude
            for symbol in rows.indices where kinds[symbol].isRestricted {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best {
                    best = ratio
                    leaving = symbol
                }
            }
            // Unbounded: no error can fall below zero, so this cannot happen with a sound tableau.
            guard leaving >= 0 else { throw .pivotLimitReached }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > limit { throw .pivotLimitReached }
        }
    }

    /// The dual simplex: repairs the rows that went negative while the objective stays optimal.
    /// Returns false if a required constraint cannot hold.
    private mutating func dualOptimize() throws(SolverError) -> Bool {
        var pivots = 0
        let limit = Self.pivotsPerSymbol * (kinds.count + 10)
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            var entering = -1
            var best = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > limit { throw .pivotLimitReached }
        }
        return true
    }

    private mutating func pivot(entering: Int, leaving: Int) {
        var row = rows[leaving]!
        rows[leaving] = nil
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The row to pivot a removed constraint's parametric marker into: the most restrictive
    /// negative coefficient, else the least restrictive positive one, else a variable's row.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for symbol in rows.indices {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[symbol] == .external {
                if third < 0 { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbol }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
