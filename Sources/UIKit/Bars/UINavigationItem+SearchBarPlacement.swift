import Foundation

extension UINavigationItem {
    /// Where the navigation bar puts the search bar of the item's search controller (iOS 16; Apple's raw values).
    public enum SearchBarPlacement: Int, Sendable {
        /// The system decides: stacked under the title on a phone-sized bar.
        case automatic = 0
        /// In the title row, beside the other items.
        case inline = 1
        /// In its own row under the title row.
        case stacked = 2
    }
}
