import Foundation

/// How strongly content over a blur shows through (iOS 13): label styles for text, fill styles for shapes.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6
    case separator = 7
}
