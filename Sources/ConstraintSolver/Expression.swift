/// A quantity the solver finds a value for: an index into the solver that made it.
///
/// Variables are plain values, so the solver holds no references to its clients; the client keeps
/// the variable beside whatever it stands for (a view's left edge, say).
public struct Variable: Hashable, Sendable {
    /// The variable's index in its solver.
    public let index: Int

    init(index: Int) { self.index = index }
}

/// One term of a linear expression: a coefficient times a variable.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`. A variable may appear in several terms; the solver adds
/// them up.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

/// How a constraint's expression relates to zero.
public enum Relation: Hashable, Sendable {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// A constraint's priority, on UIKit's scale: 1 to 1000, where 1000 is required.
///
/// Required constraints must hold; the others are preferences, each weighed by ``weight``.
public struct Priority: Hashable, Comparable, Sendable {
    public var value: Float

    public init(_ value: Float) { self.value = value }

    /// The priority of a constraint that must hold (UIKit's `UILayoutPriority.required`).
    public static let required = Priority(1000)

    public var isRequired: Bool { value >= 1000 }

    /// Whether this is a priority the solver takes: finite, from 1 to 1000 (UIKit's range).
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// What one unit of error costs in the objective: `2^(priority / 50)`, from about 1 at
    /// priority 1 to about 10^6 at 999. [OURS]
    ///
    /// Kiwi and the Cassowary paper weigh strong, medium and weak preferences on scales 10^3 apart
    /// so that one level always beats the next; UIKit has 999 levels, which no one `Double` can
    /// order that way. One priority here therefore beats any one lower priority (a 1.4 % step from
    /// one level to the next; 250 against 750 is a factor of 1024), while many low-priority
    /// errors together can outweigh one high-priority error. The largest weight stays near 10^6, so
    /// the objective's coefficients keep about nine digits above the solver's epsilon.
    public var weight: Double {
        var result = 1.0
        var remaining = Double(value) / 50
        while remaining >= 1 {
            result *= 2
            remaining -= 1
        }
        // 2^f for 0 ≤ f < 1 from its series, without Foundation's pow.
        var term = 1.0
        var fraction = 1.0
        let ln2 = 0.6931471805599453
        for index in 1...20 {
            term *= remaining * ln2 / Double(index)
            fraction += term
        }
        return result * fraction
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

/// A constraint's definition: `expression relation 0`, at a priority.
public struct ConstraintDefinition: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }
}

/// A constraint the solver knows: made by ``Solver/makeConstraint(_:)``, then added and removed
/// any number of times.
public struct Constraint: Hashable, Sendable {
    /// The constraint's index in its solver.
    public let index: Int

    init(index: Int) { self.index = index }
}
