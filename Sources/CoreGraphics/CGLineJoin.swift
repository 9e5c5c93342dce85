import Foundation

/// How the joints between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
