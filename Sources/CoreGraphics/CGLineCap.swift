import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
