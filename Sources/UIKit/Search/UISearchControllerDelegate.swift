import Foundation

/// What a search controller's delegate hears as the search interface comes and goes, and how it may present
/// the search controller itself. Every method is optional.
// Linux: Apple's requirements are `optional` (Objective-C); here they are requirements with default
// implementations. A delegate that presents the controller itself in `presentSearchController(_:)` is
// recognised by the controller being presented when the method returns.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Presents the search controller (the default presentation happens when the method does not present it).
    func presentSearchController(_ searchController: UISearchController)
    /// The system is about to present the search controller.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The system presented the search controller.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller was dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
    /// The search bar is about to move to another placement in the navigation bar (iOS 16).
    func searchController(_ searchController: UISearchController,
                          willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
    /// The search bar moved from another placement in the navigation bar (iOS 16).
    func searchController(_ searchController: UISearchController,
                          didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func searchController(_ searchController: UISearchController,
                                 willChangeTo newPlacement: UINavigationItem.SearchBarPlacement) {}
    public func searchController(_ searchController: UISearchController,
                                 didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement) {}
}
