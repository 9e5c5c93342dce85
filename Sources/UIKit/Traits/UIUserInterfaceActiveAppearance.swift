import Foundation

/// Whether content appears in its active (foreground) or inactive state.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, CaseIterable {
    /// The appearance is unspecified.
    case unspecified = -1
    /// Content appears inactive.
    case inactive = 0
    /// Content appears active.
    case active = 1
}
