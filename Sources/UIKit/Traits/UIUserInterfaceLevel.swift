import Foundation

/// The visual level of content: the base window or an elevated layer above it.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    /// The level is unspecified.
    case unspecified = -1
    /// The level of the window's main content.
    case base = 0
    /// The level of content shown above the window's main content (sheets, popovers).
    case elevated = 1
}
