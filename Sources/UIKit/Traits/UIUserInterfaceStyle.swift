import Foundation

/// The light or dark appearance of the interface.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// No style was specified.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}
