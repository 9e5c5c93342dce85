import Foundation

/// The trait of the accessibility contrast (`UITraitCollection.accessibilityContrast`).
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIAccessibilityContrast
    /// Unspecified.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
}
