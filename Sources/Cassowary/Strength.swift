/// How strongly the solver tries to satisfy a constraint: Auto Layout's priority, 1...1000.
///
/// 1000 is required. Optional priorities are strictly ordered: satisfying one constraint of
/// priority p matters more than any number of constraints of lower priority (the objective is
/// lexicographic, one component per distinct priority, not a weighted sum).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, clamped to 1...1000.
    public let priority: Float

    /// A strength from a `UILayoutPriority` raw value; values are clamped to 1...1000.
    public init(_ priority: Float) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    }

    /// Must hold (priority 1000).
    public static let required = Strength(1000)
    /// Priority 750 (UILayoutPriority.defaultHigh; compression resistance).
    public static let strong = Strength(750)
    /// Priority 500.
    public static let medium = Strength(500)
    /// Priority 250 (UILayoutPriority.defaultLow; content hugging).
    public static let weak = Strength(250)

    /// Whether this strength is required (1000).
    public var isRequired: Bool { priority >= 1000 }

    /// Lower priority first.
    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    /// "required" or the priority.
    public var description: String { isRequired ? "required" : "priority \(priority)" }
}
