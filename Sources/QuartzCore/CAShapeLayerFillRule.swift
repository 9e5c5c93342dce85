import Foundation

/// Fill rules for CAShapeLayer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
