import Foundation

extension UISearchBar {
    /// The search bar's icons (Apple's UISearchBarIcon).
    public enum Icon: Int, Sendable {
        case search = 0
        case clear = 1
        case bookmark = 2
        case resultsList = 3
    }
}
