import Foundation

/// Where the diffable data sources meet a misuse Apple answers with an uncaught
/// NSInternalInconsistencyException: we stop with Apple's reason text (there are no Objective-C exceptions to
/// catch on Linux).
enum DiffableFailure {
    static func raise(_ reason: String) -> Never {
        fatalError(reason)
    }

    /// An NSSet's description, as Apple's messages print the offending identifiers: `{(\n    a,\n    b\n)}`.
    static func setDescription<T>(_ values: [T]) -> String {
        "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
}
