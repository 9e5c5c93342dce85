import Foundation

/// The bar sizes legacy background images are set for (Apple's raw values).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
