import Foundation

/// The trait of the legibility weight (`UITraitCollection.legibilityWeight`).
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = UILegibilityWeight
    /// Unspecified.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "LegibilityWeight"
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
}
