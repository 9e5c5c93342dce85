import Foundation
import CoreGraphics

/// Names of the functions a CAValueFunction applies.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by the value (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by the value (radians).
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by the value (radians).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A uniform scale, or (x, y, z) from three values.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by (x, y, z) values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
