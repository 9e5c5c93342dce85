import Foundation

/// Hears about the controllers a navigation controller shows. Every method is optional.
// Linux: navigationController(_:animationControllerFor:from:to:) and interactionControllerFor are missing until
// the custom-transition protocols (UIViewControllerAnimatedTransitioning …) exist; pushes use the system slide.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (after its viewWillAppear).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown (after its viewDidAppear).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports (nil from the default: the top controller's).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation preferred when presented.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

public extension UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }
}
