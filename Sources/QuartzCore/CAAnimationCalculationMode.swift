import Foundation
import CoreGraphics

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pace over the whole animation; keyTimes and timingFunctions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Kochanek–Bartels / Catmull-Rom) spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic with even pace; keyTimes and timingFunctions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
