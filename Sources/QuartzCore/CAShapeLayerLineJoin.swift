import Foundation

/// Line joins for CAShapeLayer.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Flattened corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
