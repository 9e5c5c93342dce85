import Foundation
import CoreGraphics

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

/// Which corners `cornerRadius` rounds (in the layer's own, y-down, coordinates).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the bounds minimum x and y (top left in UIKit).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x, minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x, maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Which edges of a layer are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// A range of frame rates: minimum, maximum and preferred (0 means "no preference").
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    /// Creates a range; `preferred` nil means the system chooses.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The default range: the system chooses (all zero).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
    /// Whether two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// The action identifier for a layer becoming visible in a tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action identifier for a layer being removed from a tree.
public let kCAOnOrderOut = "onOrderOut"
/// The action identifier for transition animations.
public let kCATransition = "transition"

