import Foundation

/// The font weight the user asked for in the accessibility settings.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    /// The weight is unspecified.
    case unspecified = -1
    /// Regular-weight text.
    case regular = 0
    /// Bold text.
    case bold = 1
}
