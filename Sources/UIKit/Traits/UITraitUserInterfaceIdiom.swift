import Foundation

/// The trait of the interface idiom (`UITraitCollection.userInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIUserInterfaceIdiom
    /// Unspecified.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
}
