import Foundation

/// The trait of the display scale (`UITraitCollection.displayScale`).
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    public typealias Value = CGFloat
    /// 0.0: unspecified.
    public static let defaultValue: CGFloat = 0
    /// Whether a change of the trait can change how colours resolve.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "DisplayScale"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
}
