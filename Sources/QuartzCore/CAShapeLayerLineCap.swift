import Foundation

/// Line caps for CAShapeLayer.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Lines end at their end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Lines end in half circles.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Lines end in half squares.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
