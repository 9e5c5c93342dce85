import Foundation

/// The trait of the active appearance (`UITraitCollection.activeAppearance`).
public struct UITraitActiveAppearance: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceActiveAppearance
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "ActiveAppearance"
    /// The trait's identifier.
    public static let identifier = "UITraitActiveAppearance"
}
