import Foundation

/// How a font made by preferredFont or UIFontMetrics scales with the content size category.
struct DynamicTypeInfo: Sendable {
    /// The text style whose table the font follows.
    var style: UIFont.TextStyle
    /// The font's size at the large (default) category.
    var sizeAtLarge: CGFloat
    /// The largest size the font may take (0: no limit).
    var maximumPointSize: CGFloat

    /// Apple's point sizes per text style, for xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5 (Human Interface
    /// Guidelines, Dynamic Type sizes for iOS).
    static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The category to use for `traits`: theirs when specified, else the app's.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let c = traits?.preferredContentSizeCategory ?? .unspecified
        return c == .unspecified ? TraitEnvironmentSupport.systemContentSizeCategory : c
    }

    /// Apple's size of `style` at `category` (body's table for styles without one).
    static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? table[.body]!
        let i = category.index
        return sizes[i >= 0 ? i : 3]
    }

    /// How much `style` grows from the large category to `category`: the ratio of Apple's sizes.
    static func scale(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        pointSize(style, category) / pointSize(style, .large)
    }

    /// The font's size at `category`.
    func size(at category: UIContentSizeCategory) -> CGFloat {
        let s = sizeAtLarge * DynamicTypeInfo.scale(style, category)
        return maximumPointSize > 0 ? min(s, maximumPointSize) : s
    }
}
