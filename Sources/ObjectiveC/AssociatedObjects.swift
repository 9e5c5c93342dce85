import Foundation

/// Associates `value` with `object` under `key`, held as `policy` says; nil removes the association.
/// The value is released when the object dies or the association is replaced.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(owner: object as AnyObject, key: key, value: value, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.get(owner: object as AnyObject, key: key)
}

/// Removes (and releases) every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(of: ObjectIdentifier(object as AnyObject))
}

/// Releases the values associated with the object `identifier` names; for the `deinit` of a class that
/// wants its associated objects released the moment it dies (UIKit's responders do), since without the
/// runtime nothing else learns of an object's death at once.
// Linux:
@_spi(OpenUIKit) public func _objc_releaseAssociatedObjects(of identifier: ObjectIdentifier) {
    AssociationTable.shared.removeAll(of: identifier)
}

/// The side table of associated objects: by owner identity, a weak reference to the owner (so that a new
/// object at a dead one's address never sees its values) and its values by key.
///
/// Without the Objective-C runtime an object's death is not announced. Values of an owner that died are
/// released by the owner's own `deinit` where it calls `_objc_releaseAssociatedObjects` (UIKit's responders
/// do), else by the next call into this table that finds the owner gone: every call looks at its own owner,
/// and every 64th set also sweeps the whole table.
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var setsSinceSweep = 0

    func set(owner: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        let held: Held? = value.map { Self.hold($0, policy: policy) }
        let id = ObjectIdentifier(owner)
        // Values released here die after the lock is given up: their deinit may use this table.
        var released: [Any] = []
        lock.lock()
        if let entry = entries[id], entry.owner !== owner {
            released.append(entry.values) // a dead owner's entry at a reused address
            entries[id] = nil
        }
        if let held {
            if entries[id] == nil { entries[id] = Entry(owner: owner, values: [:]) }
            if let old = entries[id]!.values.updateValue(held, forKey: key) { released.append(old) }
        } else if let old = entries[id]?.values.removeValue(forKey: key) {
            released.append(old)
            if entries[id]!.values.isEmpty { entries[id] = nil }
        }
        setsSinceSweep += 1
        if setsSinceSweep >= 64 {
            setsSinceSweep = 0
            for (other, entry) in entries where entry.owner == nil {
                released.append(entry.values)
                entries[other] = nil
            }
        }
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    func get(owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        let id = ObjectIdentifier(owner)
        var released: Any?
        lock.lock()
        defer {
            lock.unlock()
            withExtendedLifetime(released) {}
        }
        guard let entry = entries[id] else { return nil }
        guard entry.owner === owner else {
            released = entry.values
            entries[id] = nil
            return nil
        }
        return entry.values[key]?.value
    }

    func removeAll(of id: ObjectIdentifier) {
        lock.lock()
        let released = entries.removeValue(forKey: id)
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    /// The number of owners with values, dead or alive (for tests).
    var ownerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    private static func hold(_ value: Any, policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            // Only objects can be held without being retained; a value type is a copy anyway.
            if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        }
    }
}
