/// A linear expression: a sum of terms plus a constant.
public struct Expression: Hashable, Sendable {
    /// The terms (a variable may appear more than once; the solver adds them up).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// A constant expression.
    public init(_ constant: Double) {
        self.terms = []
        self.constant = constant
    }
}

// MARK: - Arithmetic

extension Expression {
    /// Sum as a linear expression.
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    /// Difference as a linear expression.
    public static func - (a: Expression, b: Expression) -> Expression { a + (-b) }
    /// Negation as a linear expression.
    public static prefix func - (a: Expression) -> Expression { a * -1 }
    /// Product as a linear expression.
    public static func * (a: Expression, k: Double) -> Expression {
        Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    /// Product as a linear expression.
    public static func * (k: Double, a: Expression) -> Expression { a * k }
    /// Quotient as a linear expression.
    public static func / (a: Expression, k: Double) -> Expression { a * (1 / k) }
    /// Sum as a linear expression.
    public static func + (a: Expression, k: Double) -> Expression {
        Expression(a.terms, constant: a.constant + k)
    }
    /// Difference as a linear expression.
    public static func - (a: Expression, k: Double) -> Expression { a + -k }
    /// Sum as a linear expression.
    public static func + (k: Double, a: Expression) -> Expression { a + k }
    /// Difference as a linear expression.
    public static func - (k: Double, a: Expression) -> Expression { -a + k }
    /// Sum as a linear expression.
    public static func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
    /// Difference as a linear expression.
    public static func - (a: Expression, v: Variable) -> Expression { a - Expression(v) }
    /// Sum as a linear expression.
    public static func + (v: Variable, a: Expression) -> Expression { Expression(v) + a }
    /// Difference as a linear expression.
    public static func - (v: Variable, a: Expression) -> Expression { Expression(v) - a }
}

extension Variable {
    /// Sum as a linear expression.
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    /// Difference as a linear expression.
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    /// Sum as a linear expression.
    public static func + (a: Variable, k: Double) -> Expression { Expression(a) + k }
    /// Difference as a linear expression.
    public static func - (a: Variable, k: Double) -> Expression { Expression(a) - k }
    /// Sum as a linear expression.
    public static func + (k: Double, a: Variable) -> Expression { Expression(a) + k }
    /// Difference as a linear expression.
    public static func - (k: Double, a: Variable) -> Expression { k - Expression(a) }
    /// Product as a linear expression.
    public static func * (a: Variable, k: Double) -> Expression { Expression([Term(a, k)]) }
    /// Product as a linear expression.
    public static func * (k: Double, a: Variable) -> Expression { Expression([Term(a, k)]) }
    /// Quotient as a linear expression.
    public static func / (a: Variable, k: Double) -> Expression { Expression([Term(a, 1 / k)]) }
    /// Negation as a linear expression.
    public static prefix func - (a: Variable) -> Expression { Expression([Term(a, -1)]) }
}
