import Foundation

/// The trait of the preferred content size category (`UITraitCollection.preferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIContentSizeCategory
    /// Unspecified.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
}
