import Foundation

/// The kind of container an accessibility element is, which a screen reader describes.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container (the default).
    case none = 0
    /// A table of data.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark region.
    case landmark = 3
    /// A semantic group of related elements.
    case semanticGroup = 4
}
