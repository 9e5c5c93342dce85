import Foundation

/// How a cell takes part in a drop (iOS 14).
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// Not part of a drop.
    case none = 0
    /// A drop is under way elsewhere in the list and does not target this cell.
    case notTargeted = 1
    /// The drop would land on this cell.
    case targeted = 2
}
