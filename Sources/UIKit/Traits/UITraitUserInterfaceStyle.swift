import Foundation

/// The trait of the light or dark interface style (`UITraitCollection.userInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
}
