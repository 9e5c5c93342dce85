import Foundation

/// A view that blurs what lies behind it in one of the system materials (UIBlurEffect), or gives its content
/// vibrancy over such a blur (UIVibrancyEffect). Subviews go in `contentView`. Setting `effect` inside an
/// animation block fades the material in or out.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    private enum Metrics {
        // ⚠ the materials' tints over their blur, measured on iOS 17 screenshots (light / dark appearance).
        static func tint(_ style: UIBlurEffect.Style, dark: Bool) -> UIColor {
            func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> UIColor {
                UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
            }
            switch style {
            case .extraLight: return rgb(255, 255, 255, 0.8)
            case .light: return rgb(249, 249, 249, 0.78)
            case .dark, .extraDark: return rgb(28, 28, 28, 0.73)
            case .systemUltraThinMaterialLight: return rgb(255, 255, 255, 0.33)
            case .systemThinMaterialLight: return rgb(255, 255, 255, 0.53)
            case .systemMaterialLight: return rgb(255, 255, 255, 0.7)
            case .systemThickMaterialLight: return rgb(255, 255, 255, 0.85)
            case .systemChromeMaterialLight: return rgb(250, 250, 250, 0.8)
            case .systemUltraThinMaterialDark: return rgb(20, 20, 20, 0.35)
            case .systemThinMaterialDark: return rgb(37, 37, 37, 0.55)
            case .systemMaterialDark: return rgb(30, 30, 30, 0.72)
            case .systemThickMaterialDark: return rgb(20, 20, 20, 0.86)
            case .systemChromeMaterialDark: return rgb(28, 28, 30, 0.8)
            case .systemUltraThinMaterial: return tint(dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight, dark: dark)
            case .systemThinMaterial: return tint(dark ? .systemThinMaterialDark : .systemThinMaterialLight, dark: dark)
            case .systemMaterial, .regular: return tint(dark ? .systemMaterialDark : .systemMaterialLight, dark: dark)
            case .systemThickMaterial, .prominent: return tint(dark ? .systemThickMaterialDark : .systemThickMaterialLight, dark: dark)
            case .systemChromeMaterial: return tint(dark ? .systemChromeMaterialDark : .systemChromeMaterialLight, dark: dark)
            }
        }
        /// ⚠ the blur's radius (points): iOS materials blur with a Gaussian of about this radius.
        static let blurRadius: CGFloat = 20
        /// ⚠ how much of vibrant content shows, by vibrancy style (the rest is the material behind it).
        static func vibrancyAlpha(_ style: UIVibrancyEffectStyle) -> CGFloat {
            switch style {
            case .label: return 0.85
            case .secondaryLabel: return 0.6
            case .tertiaryLabel, .fill: return 0.4
            case .quaternaryLabel, .secondaryFill: return 0.3
            case .tertiaryFill: return 0.2
            case .separator: return 0.35
            }
        }
    }

    /// The view to add subviews to: it sits above the effect.
    public let contentView = UIView()
    /// The effect drawn (nil: none).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }
    /// The blurred backdrop and the material's tint above it.
    let backdropView = UIView()
    let tintView = UIView()

    /// A view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// A view with no effect: Apple imports UIView's `init(frame:)` (and with it `init()`) as a convenience
    /// initializer here.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    // Linux: there are no archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        for v in [backdropView, tintView, contentView] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(v)
        }
        applyEffect()
    }

    /// The blur's radius when the effect is a blur (zero otherwise): what the compositor blurs behind it by.
    var blurRadius: CGFloat { effect is UIBlurEffect ? Metrics.blurRadius : 0 }

    private func applyEffect() {
        switch effect {
        case let blur as UIBlurEffect:
            let style = blur.style
            tintView.backgroundColor = UIColor(dynamicProvider: { Metrics.tint(style, dark: $0.userInterfaceStyle == .dark) })
            backdropView.layer.backdropBlurRadius = Metrics.blurRadius
            contentView.alpha = 1
        case let vibrancy as UIVibrancyEffect:
            tintView.backgroundColor = nil
            backdropView.layer.backdropBlurRadius = 0
            contentView.alpha = Metrics.vibrancyAlpha(vibrancy.style)
        default:
            tintView.backgroundColor = nil
            backdropView.layer.backdropBlurRadius = 0
            contentView.alpha = 1
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The backdrop and tint follow the view's rounded corners, as Apple's do.
        for v in [backdropView, tintView] {
            v.layer.cornerRadius = layer.cornerRadius
            v.layer.maskedCorners = layer.maskedCorners
        }
    }
}
