import Foundation

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// The layout direction is unspecified.
    case unspecified = -1
    /// Content is laid out left to right.
    case leftToRight = 0
    /// Content is laid out right to left.
    case rightToLeft = 1
}
