import Foundation

/// Hears about the items of a tab bar that no tab bar controller manages. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

public extension UITabBarDelegate {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
