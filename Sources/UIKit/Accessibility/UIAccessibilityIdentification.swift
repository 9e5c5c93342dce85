import Foundation

/// An object with an identifier for UI tests (not read to the user).
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element in UI tests.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// A string that identifies the view in UI tests.
    public var accessibilityIdentifier: String? {
        get { AccessibilityStorage.of(self, create: false)?.identifier }
        set { AccessibilityStorage.of(self, create: true)!.identifier = newValue }
    }
}

extension UIBarItem: UIAccessibilityIdentification {
    /// A string that identifies the item in UI tests: the button a bar shows for it carries it (XCUITest finds a
    /// bar button item or a tab by it, as on iOS).
    public var accessibilityIdentifier: String? {
        get { AccessibilityStorage.of(self, create: false)?.identifier }
        set { AccessibilityStorage.of(self, create: true)!.identifier = newValue }
    }
}
