import Foundation

/// The object that updates the search results when the search bar's text, scope or search state changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search bar became first responder, the user changed its text or scope, or the search ended (the text
    /// cleared): show the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
    /// The user chose one of the controller's `searchSuggestions` (iOS 16): update the results (and the
    /// suggestions) for it. Optional.
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion)
}

// Linux: Objective-C's optional requirement is an empty default here.
extension UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {}
}
