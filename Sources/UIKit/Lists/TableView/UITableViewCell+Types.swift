import Foundation

extension UITableViewCell {
    /// The built-in layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and a left-aligned label.
        case `default` = 0
        /// A label on the left and a right-aligned grey detail label.
        case value1 = 1
        /// A small blue right-aligned label and a detail label beside it.
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }

    /// How a selected cell looks (every style draws the grey background since iOS 7).
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessory at the cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The editing control a row shows.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// How separators between cells are drawn.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// How a cell shows keyboard focus.
    public enum FocusStyle: Int, Sendable {
        case `default` = 0
        case custom = 1
    }
}
