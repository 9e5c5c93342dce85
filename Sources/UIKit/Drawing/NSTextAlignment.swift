import Foundation

/// How text lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's default: left for left-to-right text.
    case natural = 4
}
