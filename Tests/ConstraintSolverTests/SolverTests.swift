import ConstraintSolver
import Testing

/// Builds constraints in tests: `x + 10 <= y` as `c(x, 1, y, -1, 10, .lessThanOrEqual)` is
/// unreadable, so expressions are made from variables and numbers.
private func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

private extension Solver {
    /// Makes and adds `expression relation 0` at a priority.
    @discardableResult
    mutating func require(_ expression: LinearExpression, _ relation: Relation, _ priority: Float = 1000) throws(SolverError) -> Constraint {
        let constraint = try makeConstraint(ConstraintDefinition(expression, relation, priority: Priority(priority)))
        try add(constraint)
        return constraint
    }

    func values(_ variables: [Variable]) -> [Double] {
        variables.map { (value(of: $0) * 1000).rounded() / 1000 }
    }
}

@Suite("The constraint solver (Cassowary)")
struct SolverTests {
    /// The paper's running example (Badros, Borning and Stuckey 2001, section 2): a segment with
    /// its midpoint, kept inside [-10, 100] and at least 10 long, the left end held a little more
    /// firmly than the right, the midpoint dragged by an edit variable.
    @Test("The midpoint example follows each suggestion, breaking the weaker stay first")
    func midpoint() throws {
        var solver = Solver()
        let left = solver.makeVariable(), middle = solver.makeVariable(), right = solver.makeVariable()
        try solver.require(expr((middle, 2), (left, -1), (right, -1)), .equal)
        try solver.require(expr((left, 1), (right, -1), constant: 10), .lessThanOrEqual)
        try solver.require(expr((left, 1), constant: 10), .greaterThanOrEqual)
        try solver.require(expr((right, 1), constant: -100), .lessThanOrEqual)
        try solver.require(expr((left, 1), constant: -30), .equal, 2)
        try solver.require(expr((right, 1), constant: -60), .equal, 1)
        var trace = [solver.values([left, middle, right])]
        try solver.addEditVariable(middle, priority: Priority(999))
        for suggestion in [80.0, 10, -20, 45, 45, 70] {
            try solver.suggestValue(suggestion, for: middle)
            trace.append(solver.values([left, middle, right]))
        }
        try solver.removeEditVariable(middle)
        trace.append(solver.values([left, middle, right]))
        #expect(trace == [
            [30, 45, 60],
            [60, 80, 100],   // the right end hits 100; the left end gives way
            [5, 10, 15],     // the segment's minimum length pushes the left end down to 5
            [-10, -5, 0],    // out of reach: the edit loses, the midpoint stops at -5
            [30, 45, 60],
            [30, 45, 60],
            [40, 70, 100],
            [30, 45, 60],    // without the edit, the stays hold again
        ])
    }

    @Test("A higher priority wins a conflict with a lower one, one step apart or many")
    func priorities() throws {
        var solver = Solver()
        let width = solver.makeVariable(), other = solver.makeVariable()
        try solver.require(expr((width, 1), constant: -100), .lessThanOrEqual, 250)   // hugging
        try solver.require(expr((width, 1), constant: -150), .greaterThanOrEqual, 750) // compression
        try solver.require(expr((width, 1), (other, 1), constant: -300), .equal)
        try solver.require(expr((other, 1), constant: -120), .lessThanOrEqual, 251)
        // width ≥ 150 beats width ≤ 100; other ≤ 120 at 251 beats width ≤ 100 at 250.
        #expect(solver.values([width, other]) == [180, 120])
        let strong = try solver.require(expr((width, 1), constant: -50), .equal, 999)
        #expect(solver.values([width, other]) == [50, 250])
        // Below compression resistance, width == 50 pulls the width down to 150 only.
        try solver.setPriority(of: strong, to: Priority(500))
        #expect(solver.values([width, other]) == [150, 150])
        try solver.setPriority(of: strong, to: .required)
        #expect(solver.values([width, other]) == [50, 250])
        try solver.setPriority(of: strong, to: Priority(1))
        #expect(solver.values([width, other]) == [150, 150])
        try solver.remove(strong)
        #expect(solver.values([width, other]) == [180, 120])
    }

    @Test("Removing a constraint and adding it again gives back the same solution")
    func removeAndAddAgain() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.require(expr((x, 1)), .greaterThanOrEqual)
        try solver.require(expr((y, 1), (x, -1), constant: -20), .equal)
        let pin = try solver.require(expr((x, 1), constant: -40), .equal)
        let preference = try solver.require(expr((y, 1), constant: -10), .equal, 500)
        var trace = [solver.values([x, y])]
        try solver.remove(pin)
        trace.append(solver.values([x, y]))
        try solver.remove(preference)
        trace.append(solver.values([x, y]))
        try solver.add(preference)
        trace.append(solver.values([x, y]))
        try solver.add(pin)
        trace.append(solver.values([x, y]))
        #expect(trace == [[40, 60], [0, 20], [0, 20], [0, 20], [40, 60]])
        #expect(solver.contains(pin) && solver.contains(preference))
    }

    @Test("Changing a constant re-solves incrementally to what a solver built afresh finds")
    func constantChanges() throws {
        // A row of five boxes 40 wide pinned at 16: the first gap a required constant, the others
        // at least 8, preferably 8 (the first of them the weakest), the last box preferably at 250.
        func build(gap: Double) throws -> (Solver, [Variable], Constraint) {
            var solver = Solver()
            let lefts = (0..<5).map { _ in solver.makeVariable() }
            try solver.require(expr((lefts[0], 1), constant: -16), .equal)
            let first = try solver.require(expr((lefts[1], 1), (lefts[0], -1), constant: -(40 + gap)), .equal)
            for index in 2..<5 {
                try solver.require(expr((lefts[index], 1), (lefts[index - 1], -1), constant: -48), .greaterThanOrEqual)
                try solver.require(expr((lefts[index], 1), (lefts[index - 1], -1), constant: -48), .equal, Float(248 + index))
            }
            try solver.require(expr((lefts[4], 1), constant: -250), .greaterThanOrEqual, 750)
            return (solver, lefts, first)
        }
        var (solver, lefts, gap) = try build(gap: 8)
        var incremental: [[Double]] = []
        var fresh: [[Double]] = []
        for value in [8.0, 20, 100, 0, 8, 8.5] {
            try solver.setConstant(of: gap, to: -(40 + value))
            incremental.append(solver.values(lefts))
            let (built, builtLefts, _) = try build(gap: value)
            fresh.append(built.values(builtLefts))
        }
        #expect(incremental == fresh)
        #expect(incremental == [
            [16, 64, 154, 202, 250], [16, 76, 154, 202, 250], [16, 156, 204, 252, 300],
            [16, 56, 154, 202, 250], [16, 64, 154, 202, 250], [16, 64.5, 154, 202, 250],
        ])
    }

    @Test("Contradictory required constraints are refused, naming those they contradict; the solver is unchanged")
    func unsatisfiable() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pinX = try solver.require(expr((x, 1), constant: -10), .equal)
        let sum = try solver.require(expr((x, 1), (y, 1), constant: -30), .equal)
        let clash = try solver.makeConstraint(ConstraintDefinition(expr((y, 1), constant: -5), .equal))
        #expect(throws: SolverError.unsatisfiable(clash, conflicting: [pinX, sum])) { try solver.add(clash) }
        #expect(solver.values([x, y]) == [10, 20])
        #expect(!solver.contains(clash))
        let floor = try solver.require(expr((y, 1), constant: -15), .greaterThanOrEqual)
        let ceiling = try solver.makeConstraint(ConstraintDefinition(expr((y, 1), constant: -12), .lessThanOrEqual))
        #expect(throws: SolverError.unsatisfiable(ceiling, conflicting: [pinX, sum])) { try solver.add(ceiling) }
        #expect(solver.values([x, y]) == [10, 20])
        // A constant change that breaks a required constraint is refused the same way.
        #expect(throws: SolverError.unsatisfiable(floor, conflicting: [pinX, sum])) {
            try solver.setConstant(of: floor, to: -25)
        }
        #expect(solver.values([x, y]) == [10, 20])
        #expect(solver.definition(of: floor)?.expression.constant == -15)
        // The same required constraint twice is redundant, not a conflict, until its constant moves.
        let again = try solver.require(expr((x, 1), constant: -10), .equal)
        #expect(throws: SolverError.unsatisfiable(again, conflicting: [pinX])) { try solver.setConstant(of: again, to: -11) }
        #expect(solver.values([x, y]) == [10, 20])
        try solver.remove(pinX)
        try solver.setConstant(of: again, to: -11)
        #expect(solver.values([x, y]) == [11, 19])
    }

    @Test("Adding twice, removing what is not added and editing what is not editable are errors")
    func duplicatesAndUnknowns() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let c = try solver.require(expr((x, 1), constant: -3), .equal)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
        try solver.addEditVariable(x, priority: Priority(999))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: Priority(500)) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, priority: .required) }
        solver.discard(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.add(c) }
    }

    @Test("NaN and infinite numbers and priorities out of range are refused", arguments: [
        Double.nan, .infinity, -.infinity,
    ])
    func nonFinite(bad: Double) throws {
        var solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite) {
            try solver.makeConstraint(ConstraintDefinition(expr((x, bad)), .equal))
        }
        #expect(throws: SolverError.nonFinite) {
            try solver.makeConstraint(ConstraintDefinition(expr((x, 1), constant: bad), .equal))
        }
        let c = try solver.require(expr((x, 1), constant: -7), .equal)
        #expect(throws: SolverError.nonFinite) { try solver.setConstant(of: c, to: bad) }
        try solver.addEditVariable(x, priority: Priority(999))
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(bad, for: x) }
        for priority in [Float(bad), 0, 1001, -1] {
            #expect(throws: SolverError.invalidPriority) {
                try solver.makeConstraint(ConstraintDefinition(expr((x, 1)), .equal, priority: Priority(priority)))
            }
        }
        #expect(solver.values([x]) == [7])
    }

    @Test("A variable no constraint pins down is ambiguous; a pinned one is not")
    func ambiguity() throws {
        var solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        #expect(solver.isAmbiguous(x))
        try solver.require(expr((x, 1), (y, 1), constant: -100), .equal)
        #expect([solver.isAmbiguous(x), solver.isAmbiguous(y)] == [true, true])
        try solver.require(expr((y, 1)), .greaterThanOrEqual)
        #expect([solver.isAmbiguous(x), solver.isAmbiguous(y)] == [true, true])
        try solver.require(expr((y, 1), constant: -30), .equal, 250)
        #expect([solver.isAmbiguous(x), solver.isAmbiguous(y)] == [false, false])
        #expect(solver.values([x, y]) == [70, 30])
    }

    @Test("The weights order every priority and stay within nine digits of the epsilon")
    func weights() {
        let weights = (1...999).map { Priority(Float($0)).weight }
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 })
        #expect(((weights[0] * 1000).rounded(), (weights[749] / weights[249]).rounded(), (weights[998]).rounded(.down))
            == (1014, 1024, 1_034_139))
    }
}
