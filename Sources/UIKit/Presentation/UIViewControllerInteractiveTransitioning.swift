import Foundation

/// An object that drives a transition interactively (a gesture's progress).
// Linux: Apple's properties are `optional`; here they have default implementations.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
