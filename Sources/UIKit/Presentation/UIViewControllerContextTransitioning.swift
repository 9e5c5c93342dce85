import Foundation

/// What an animator is told about the transition it animates: the container, the two controllers and their
/// views and frames; it reports the end with `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the progress of an interactive transition (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interactive transition will finish.
    func finishInteractiveTransition()
    /// The interactive transition will be cancelled.
    func cancelInteractiveTransition()
    /// The interactive transition paused.
    func pauseInteractiveTransition()
    /// The animator is done: `didComplete` false means the transition was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// One of the two controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views (nil when the presentation leaves it where it is).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation or scale applied alongside the transition.
    var targetTransform: CGAffineTransform { get }
    /// The frame of a controller's view at the start (zero when it is not on screen then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of a controller's view at the end (zero when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}
