import Foundation

/// The picker's layout: a grid, or a single row for a small area.
// Linux: the compact row is not drawn; a compact picker shows the grid (docs/DIFFERENCES.md).
public struct PHPickerMode: Hashable, Sendable {
    let rawValue: Int

    public static let `default` = PHPickerMode(rawValue: 0)
    public static let compact = PHPickerMode(rawValue: 1)
}
