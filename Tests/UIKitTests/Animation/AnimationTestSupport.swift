import Testing
@testable import UIKit

/// Closed forms worked out by hand for the expected values.
enum Expected {
    /// easeInEaseOut = cubic Bézier (0.42,0)(0.58,1): at x = 0.25 the parameter s solves
    /// 1.26 s(1−s)² + 1.74 s²(1−s) + s³ = 0.25 (s ≈ 0.2877), and y = 3 s²(1−s) + s³ ≈ 0.129162.
    static let easeInOutAtQuarter = 0.1291619
    /// By symmetry of the curve: y(0.75) = 1 − y(0.25).
    static let easeInOutAtThreeQuarters = 1 - 0.1291619

    /// x(t) of an underdamped spring (ζ < 1) released at rest with unit displacement.
    static func underdamped(w0: Double, zeta: Double, t: Double, velocity: Double = 0) -> Double {
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let v0 = -velocity
        return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 + v0) / wd * sin(wd * t))
    }

    /// x(t) of a critically damped spring with unit displacement and relative velocity `velocity`.
    static func critical(w0: Double, t: Double, velocity: Double) -> Double {
        (1 + (w0 - velocity) * t) * exp(-w0 * t)
    }
}

@MainActor
extension UIView {
    /// The presentation layer (the model when nothing has been committed).
    var shown: CALayer { layer.presentation() ?? layer }
}
