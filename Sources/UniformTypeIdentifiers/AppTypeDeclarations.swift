import Foundation

/// The types the app declares through `UTType(exportedAs:)` and `UTType(importedAs:)`, so that
/// `UTType(_:)` finds them afterwards as it finds the types of an app's Info.plist on iOS.
final class AppTypeDeclarations: @unchecked Sendable {
    static let shared = AppTypeDeclarations()
    private let lock = NSLock()
    private var types: [String: UTType] = [:]

    func register(_ type: UTType) {
        lock.lock()
        defer { lock.unlock() }
        if types[type.identifier] == nil { types[type.identifier] = type }
    }

    func type(_ identifier: String) -> UTType? {
        lock.lock()
        defer { lock.unlock() }
        return types[identifier] ?? types.first { $0.key.lowercased() == identifier.lowercased() }?.value
    }

    func types(tag: String, tagClass: UTTagClass) -> [UTType] {
        lock.lock()
        defer { lock.unlock() }
        return types.values.filter { $0.tags[tagClass]?.contains { $0.lowercased() == tag.lowercased() } == true }
            .sorted { $0.identifier < $1.identifier }
    }
}
