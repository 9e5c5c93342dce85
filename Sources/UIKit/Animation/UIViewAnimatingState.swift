import Foundation

/// The states of an animator object (UIViewAnimating), with Apple's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started, or have finished: the animator can be configured and started.
    case inactive = 0
    /// The animations have started: running, or paused.
    case active = 1
    /// The animations have been stopped (stopAnimation(false)) and wait for finishAnimation(at:).
    case stopped = 2
}
