import Foundation

/// How a value control answers accessibilityValue and accessibilityTraits when the app set neither
/// (read by UIKitAccessibilityDefaults, so each control keeps its own answer beside its state).
@MainActor
protocol ControlAccessibility: AnyObject {
    var defaultAccessibilityValue: String? { get }
    var defaultAccessibilityTraits: UIAccessibilityTraits { get }
}
