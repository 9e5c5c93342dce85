import Foundation

/// The contrast the user asked for in the accessibility settings.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    /// The contrast is unspecified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
