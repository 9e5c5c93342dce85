import Foundation

/// Information about a size transition in progress.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The duration of the transition.
    var transitionDuration: TimeInterval { get }
    /// Runs `animation` alongside the transition and `completion` after it.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `animation` alongside the transition for `view`, a view outside the transition's container, and
    /// `completion` after it.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

// Apple's completion arguments default to nil (Objective-C nullable blocks); a protocol requirement can't
// have defaults, so the shorter forms are overloads.
extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (the usual `coordinator.animate(alongsideTransition: { _ in … })`).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Our views are all composited together, so a view outside the container animates as the others do.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The `in:` form without a completion.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
