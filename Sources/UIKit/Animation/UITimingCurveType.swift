import Foundation

/// The kind of timing a UITimingCurveProvider supplies, with Apple's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's curves (UIView.AnimationCurve), given by the cubic timing parameters.
    case builtin = 0
    /// A cubic Bézier curve, given by the cubic timing parameters.
    case cubic = 1
    /// A spring, given by the spring timing parameters.
    case spring = 2
    /// The cubic curve modified by the spring.
    case composed = 3
}
