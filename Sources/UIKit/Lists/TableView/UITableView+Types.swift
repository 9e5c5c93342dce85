import Foundation

extension UITableView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float at the top while their section shows.
        case plain = 0
        /// Sections as groups on the grouped background; headers scroll with the content.
        case grouped = 1
        /// Grouped, with each section inset by the layout margins and rounded (iOS 13).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the row.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// What the separator insets are measured from.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges = 0
        case fromAutomaticInsets = 1
    }

    /// A height that asks the table to work it out (self-sizing rows, fitted headers): −1 ⚠ (IB writes
    /// rowHeight="-1").
    public static let automaticDimension: CGFloat = -1

    /// Posted (object: the table) when the user changes the selection; never for `selectRow`/`deselectRow`.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    /// The section index title that shows a magnifying glass.
    public static let indexSearch = "{search}"
}
