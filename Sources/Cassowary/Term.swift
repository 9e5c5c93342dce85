/// A variable multiplied by a coefficient.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// A term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
