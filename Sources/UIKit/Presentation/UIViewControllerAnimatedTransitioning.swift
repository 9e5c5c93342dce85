import Foundation

/// An object that animates a transition between two controllers.
// Linux: Apple's `interruptibleAnimator(using:)` and `animationEnded(_:)` are `optional`; here they have
// default implementations.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition's animations take.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations, then calls the context's `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The transition ended (`transitionCompleted` false: cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
