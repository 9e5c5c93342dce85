// The incremental simplex constraint solver behind Auto Layout. Knows nothing of views.

/// A real-valued unknown owned by one `Solver`; make it with `Solver.makeVariable(name:)`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The index of the variable inside its solver.
    public let id: Int

    init(id: Int) { self.id = id }

    /// A short description for logs.
    public var description: String { "v\(id)" }
}
