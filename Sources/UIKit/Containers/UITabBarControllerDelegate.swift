import Foundation

/// Hears about tab selections made by the user (not by code). Every method is optional.
// Linux: the animation- and interaction-controller methods are missing until the custom-transition
// protocols exist; tab switches are not animated.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController` (after its viewDidAppear).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The user is about to customise the tabs (More ▸ Edit; not offered on Linux yet).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The orientations the tab bar controller supports.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
}

public extension UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .all
    }
}
