import Foundation

/// The rule that decides which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
