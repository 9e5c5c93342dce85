import Foundation

/// A blur of what lies behind a UIVisualEffectView, tinted as one of the system materials.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material of a blur (Apple's raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        /// tvOS only on Apple's platforms; drawn as `dark` here.
        case extraDark = 3
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The effect's material.
    let style: Style

    /// A blur in `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }
}
