import Foundation

/// Supplies the timing of an animator's animations: a cubic Bézier curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// Which of the parameters below the timing uses.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve (for builtin, cubic and composed timing).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring (for spring and composed timing).
    var springTimingParameters: UISpringTimingParameters? { get }
}
