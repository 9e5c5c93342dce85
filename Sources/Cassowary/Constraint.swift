/// A linear relation `expression ⋈ 0` with a strength. Add it to one `Solver` at a time.
public final class Constraint {
    /// The left-hand side of `expression ⋈ 0`; its constant changes with `Solver.setConstant`.
    public internal(set) var expression: Expression
    /// The relation to zero.
    public let relation: Relation
    /// The strength; changes with `Solver.setStrength`.
    public internal(set) var strength: Strength

    /// The solver slot while the constraint is in a solver.
    var slot: Int = -1
    var owner: ObjectIdentifier?

    /// A constraint `expression ⋈ 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A constraint `lhs ⋈ rhs` (stored as `lhs − rhs ⋈ 0`).
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A constraint `lhs ⋈ rhs` between a variable and an expression.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression,
                            strength: Strength = .required) {
        self.init(Expression(lhs) - rhs, relation, strength: strength)
    }

    /// A constraint `lhs ⋈ rhs` between two variables.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A constraint `lhs ⋈ constant`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double,
                            strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}
