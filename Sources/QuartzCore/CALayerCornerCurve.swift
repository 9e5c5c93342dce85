import Foundation

/// The curve used to round a layer's corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous-curvature ("squircle") corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
