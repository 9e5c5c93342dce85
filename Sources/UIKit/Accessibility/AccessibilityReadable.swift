import Foundation

/// What the accessibility walker and UI-test queries read of an element. Apple declares these properties on
/// NSObject (the UIAccessibility informal protocol); here they are declared in the bodies of UIResponder,
/// UIAccessibilityElement and UIImage, so that subclasses can override them as iOS code does.
// Linux: Swift cannot override members declared in an extension, and an NSObject extension is the only way
// to give every object the properties; the classes apps subclass for accessibility carry them instead.
@MainActor
protocol AccessibilityReadable: NSObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityElementsHidden: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    var accessibilityElements: [Any]? { get }
    func accessibilityElementCount() -> Int
    func accessibilityElement(at index: Int) -> Any?
}

/// The container methods' defaults, shared by UIResponder and UIAccessibilityElement.
enum AccessibilityContainerDefaults {
    /// Elements are compared by identity (Apple compares with isEqual:, which NSObject answers by identity).
    static func index(of element: Any, in elements: [Any]?) -> Int {
        let target = element as AnyObject
        return elements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }
}
extension UIResponder: AccessibilityReadable {}
