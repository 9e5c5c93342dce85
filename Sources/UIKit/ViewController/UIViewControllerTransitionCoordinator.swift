import Foundation

/// Information about a size transition in progress.
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The duration of the transition.
    var transitionDuration: TimeInterval { get }
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
