import Foundation

extension UISearchBar {
    /// How the bar draws its background (Apple's UISearchBarStyle).
    public enum Style: UInt, Sendable {
        /// The system's choice: prominent (iOS 17).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background; the field alone.
        case minimal = 2
    }
}
