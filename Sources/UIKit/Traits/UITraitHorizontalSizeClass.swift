import Foundation

/// The trait of the horizontal size class (`UITraitCollection.horizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
}
