/// Why the solver refused a request. The solver is unchanged after each of these.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists those that the failed one contradicts (the required constraints whose
    /// markers the contradiction is expressed in), in the order they were made.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint is already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not added (or was never made by this solver).
    case unknownConstraint(Constraint)
    /// A coefficient, the constant or a suggested value is NaN or infinite.
    case nonFinite
    /// A priority outside 1…1000, or NaN.
    case invalidPriority
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be allowed to fail.
    case requiredEditVariable
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The simplex did not finish within its bound on pivots (it never should; the bound stops a
    /// hang if the arithmetic ever cycles).
    case pivotLimitReached
}
