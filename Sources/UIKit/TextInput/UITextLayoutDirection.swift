import Foundation

/// A direction in the laid-out text (its raw values follow UITextStorageDirection's, as Apple's do).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}
