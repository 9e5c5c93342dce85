import Foundation

/// Positions within an animation, as reported to completion blocks and passed to finishAnimation(at:).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end of the animations: the values set in the animation blocks.
    case end = 0
    /// The beginning of the animations: the values before the animation blocks changed them.
    case start = 1
    /// Wherever the animations stand now.
    case current = 2
}
