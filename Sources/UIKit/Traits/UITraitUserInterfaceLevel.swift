import Foundation

/// The trait of the interface level (`UITraitCollection.userInterfaceLevel`).
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceLevel
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
}
