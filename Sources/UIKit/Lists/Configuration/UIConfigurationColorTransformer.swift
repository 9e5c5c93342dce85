import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves (iOS 14).
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Transforms `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of equal luminance (Rec. 709 weights), alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            return UIColor(white: y, alpha: a)
        }
    }

    /// The app's preferred tint colour, whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// The tint colour with the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor.tintColor.resolvedColor(with: traits).withAlphaComponent(a)
        }
    }
}
