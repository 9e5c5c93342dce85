/// Why the solver refused an operation. The solver is unchanged after a thrown error.
public enum CassowaryError: Error, Hashable, Sendable {
    /// A required constraint (or a new constant of one) conflicts with the required ones present.
    case unsatisfiableConstraint
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// The constraint is not in this solver.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
}
