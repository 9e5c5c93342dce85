/// The relation of a constraint `expression ⋈ 0`.
public enum Relation: Sendable, Hashable {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual
}
