import Foundation

/// The accessibility properties an object was given (NSObject has no room for them on Linux).
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var customActions: [UIAccessibilityCustomAction]?

    private struct Entry { weak var object: NSObject?; let storage: AccessibilityStorage }
    private static var table: [ObjectIdentifier: Entry] = [:]

    /// The value `object` was given for `key`, if any.
    static func read<T>(_ object: NSObject, _ key: KeyPath<AccessibilityStorage, T?>) -> T? {
        of(object, create: false)?[keyPath: key]
    }

    /// Gives `object` a value for `key`.
    static func write<T>(_ object: NSObject, _ key: ReferenceWritableKeyPath<AccessibilityStorage, T?>, _ value: T?) {
        of(object, create: true)![keyPath: key] = value
    }

    /// The storage of `object`, made when `create` (entries of objects that went away are dropped).
    static func of(_ object: NSObject, create: Bool) -> AccessibilityStorage? {
        let key = ObjectIdentifier(object)
        if let e = table[key], e.object === object { return e.storage }
        guard create else { return nil }
        if table.count > 64, table.count.isMultiple(of: 64) { table = table.filter { $0.value.object != nil } }
        let s = AccessibilityStorage()
        table[key] = Entry(object: object, storage: s)
        return s
    }
}
