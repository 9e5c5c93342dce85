import Foundation

/// Every method a selector has been made from, by name: how a name-only selector, `responds(to:)` and
/// `perform(_:)` find a method without the Objective-C runtime.
final class SelectorRegistry: @unchecked Sendable {
    static let shared = SelectorRegistry()

    private let lock = NSLock()
    /// Methods by selector name, then by the method's type; the first recorded per type stays.
    private var methods: [String: [ObjectIdentifier: SelectorMethod]] = [:]

    func record(name: String, method: SelectorMethod) {
        lock.lock()
        defer { lock.unlock() }
        if methods[name]?[method.typeIdentifier] == nil {
            methods[name, default: [:]][method.typeIdentifier] = method
        }
    }

    /// A method recorded under `name` that `target` is an instance of the type of.
    func method(named name: String, for target: AnyObject) -> SelectorMethod? {
        lock.lock()
        let candidates = methods[name].map { Array($0.values) } ?? []
        lock.unlock()
        // The most derived type wins, as an override does: a candidate whose type is the target's own class.
        if let exact = candidates.first(where: { $0.typeIdentifier == ObjectIdentifier(type(of: target)) }) {
            return exact
        }
        return candidates.first { $0.accepts(target) }
    }
}
