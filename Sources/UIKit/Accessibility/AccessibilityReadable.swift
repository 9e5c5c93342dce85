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
}
extension UIResponder: AccessibilityReadable {}
