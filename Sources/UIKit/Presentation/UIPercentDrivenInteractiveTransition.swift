import Foundation

/// An interaction controller that scrubs a transition's animations by a percentage (a gesture's progress):
/// it starts the animator's animations paused, moves them to `update(_:)`'s point, and on `finish()` or
/// `cancel()` runs them forwards to the end or backwards to the start.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration (the animator's).
    open var duration: CGFloat { CGFloat(context.map { animator?.transitionDuration(using: $0) ?? 0 } ?? 0) }
    /// How far the transition has got (0…1).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after finish() or cancel() (1: the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve used when the interaction is paused and resumed (kept; the rest runs linearly here).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactively.
    open var wantsInteractiveStart = true

    /// The animator of the transition (UIKit hands it over when the transition starts).
    var animator: UIViewControllerAnimatedTransitioning?
    private var context: UIViewControllerContextTransitioning?
    private var pausedLayer: CALayer?

    public override init() { super.init() }

    /// Starts the animator's animations and holds them at the start.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        // The container's own time stands still: everything the animator adds inside it is held where
        // timeOffset puts it (Core Animation's hierarchical timing).
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        pausedLayer = layer
        animator?.animateTransition(using: transitionContext)
        update(percentComplete)
    }

    /// Moves the transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        pausedLayer?.timeOffset = CFTimeInterval(self.percentComplete * duration)
    }

    /// Holds the transition where it is.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Runs the rest of the transition backwards to its start; the animator then completes it as cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        resume(forwards: false)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        resume(forwards: true)
    }

    private func resume(forwards: Bool) {
        guard let layer = pausedLayer else { return }
        pausedLayer = nil
        let offset = layer.timeOffset
        let speed = max(completionSpeed, 0.01)
        let now = CACurrentMediaTime()
        let parentNow = layer.superlayer?.convertTime(now, from: nil) ?? now
        layer.beginTime = parentNow
        layer.timeOffset = offset
        layer.speed = Float(forwards ? speed : -speed)
        let remaining = forwards ? CFTimeInterval(duration) - offset : offset
        _ = CAMediaClock.shared.schedule(after: max(remaining, 0) / CFTimeInterval(speed)) {
            MainActor.assumeIsolated {
                // Back to normal time: the animations are at (or past) their end, so they finish and their
                // completions tell the animator, which completes the transition.
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
            }
        }
    }
}
