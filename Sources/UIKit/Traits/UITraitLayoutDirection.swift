import Foundation

/// The trait of the layout direction (`UITraitCollection.layoutDirection`).
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// Unspecified.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
}
