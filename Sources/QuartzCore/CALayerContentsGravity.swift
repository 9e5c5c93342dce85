import Foundation

/// How a layer's contents are positioned or scaled within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred along the top edge, not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred along the bottom edge, not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred along the right edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretches the contents to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scales the contents to fit the bounds, preserving aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scales the contents to fill the bounds, preserving aspect ratio (may crop).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
