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
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    var customActions: [UIAccessibilityCustomAction]?

    private struct Entry { weak var object: NSObject?; let storage: AccessibilityStorage }
    private static var table: [ObjectIdentifier: Entry] = [:]

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
