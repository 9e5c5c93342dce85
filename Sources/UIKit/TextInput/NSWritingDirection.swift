import Foundation

/// The direction in which text is written.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the Unicode bidirectional algorithm gives the text.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
