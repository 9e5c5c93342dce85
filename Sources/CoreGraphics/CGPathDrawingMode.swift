import Foundation

/// How a path is painted by `drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
