import Foundation

/// A controller that draws its own presentation and dismissal (an alert scales in over a dimmed window);
/// `UIViewController.runPresentationTransition` asks it first. Returns false to take the standard transition.
@MainActor
protocol OwnPresentationTransition: UIViewController {
    func runOwnPresentationTransition(of v: UIView, in window: UIWindow, appearing: Bool, animated: Bool,
                                      completion: @escaping @MainActor () -> Void) -> Bool
}
extension UIAlertController: OwnPresentationTransition {}
