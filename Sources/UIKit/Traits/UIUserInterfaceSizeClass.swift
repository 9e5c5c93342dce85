import Foundation

/// A size class: the broad width or height category of the space an interface has.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// No size class was specified.
    case unspecified = 0
    /// A compact size class.
    case compact = 1
    /// A regular size class.
    case regular = 2
}
