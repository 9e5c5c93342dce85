import Foundation

/// The trait of the display gamut (`UITraitCollection.displayGamut`).
public struct UITraitDisplayGamut: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UIDisplayGamut
    /// Unspecified.
    public static let defaultValue: UIDisplayGamut = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "DisplayGamut"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayGamut"
}
