import Foundation

/// The pixel format of a layer's backing store.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Eight bits per RGBA component (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Half-float RGBA components.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBA16F")
    /// Eight-bit grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
