import Foundation

/// Makes the content of a UIVisualEffectView nested in a blurred one take on the blur's colours.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect` (iOS 8 form: the label style).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy in `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }
}
