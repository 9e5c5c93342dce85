import Foundation

/// The filter used to scale layer contents.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest-neighbour sampling.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
