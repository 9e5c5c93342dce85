import Foundation

/// Where a cell is in a drag (iOS 14).
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// Not being dragged.
    case none = 0
    /// Lifting at the start of a drag.
    case lifting = 1
    /// Being dragged.
    case dragging = 2
}
