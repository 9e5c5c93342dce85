import Foundation

/// What a presentation controller's delegate hears and decides: how the presentation adapts to a compact
/// environment, and whether the user may dismiss it (a swipe down on a sheet, a tap outside a popover).
// Linux: Apple's requirements are `optional` (Objective-C); here they are plain requirements with default
// implementations that keep Apple's behaviour for any the delegate leaves out.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use in a horizontally compact environment (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection` (`.none`: do not adapt); by default the answer of
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show in place of the presented one in the adapted style (nil: the presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to adapt to `presentationStyle`.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether the user may dismiss the presentation (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user began dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation (not called for dismissals in code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the presentation and was refused (`isModalInPresentation`, or the delegate said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: the presentation controller's own adaptation applies.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptiveStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
