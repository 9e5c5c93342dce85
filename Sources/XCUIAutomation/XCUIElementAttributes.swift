import Foundation

/// The attributes of an element, as the app's accessibility tree reports them.
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    /// Text fields: their text (the placeholder when empty); switches: "1" or "0"; sliders: a percentage.
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
}
