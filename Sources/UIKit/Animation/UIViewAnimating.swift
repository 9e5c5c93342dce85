import Foundation

/// The interface of an animator object: its state, and starting, pausing, scrubbing, reversing,
/// stopping and finishing its animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// Inactive (not started, or finished), active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running, forwards or reversed (a running animation is always active).
    var isRunning: Bool { get }
    /// Whether the animations run (or, when not running, will run) towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have come, 0 at their start and 1 at their end; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them after a pause.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses running animations where they are, or starts them paused.
    func pauseAnimation()
    /// Stops the animations where they are: inactive at once when `withoutFinishing`, else stopped,
    /// waiting for finishAnimation(at:).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations with the properties at `finalPosition`, and becomes inactive.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
