import Foundation
import CoreGraphics

/// A function that defines the pacing of an animation as a cubic Bézier curve from (0, 0)
/// to (1, 1) with two control points.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Immutable after init, hence Sendable.
    private let c1: (Float, Float)
    private let c2: (Float, Float)

    /// Creates one of the predefined timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a timing function from the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0…3: start, c1, c2, end) as two floats into `ptr`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Float, Float)
        switch idx {
        case 0: p = (0, 0)
        case 1: p = c1
        case 2: p = c2
        default: p = (1, 1)
        }
        ptr[0] = p.0
        ptr[1] = p.1
    }

    /// Control point `idx` (0…3) as a CGPoint.
    // Linux: a pointer-free convenience beside getControlPoint(at:values:).
    public func controlPoint(at idx: Int) -> CGPoint {
        var v: [Float] = [0, 0]
        getControlPoint(at: idx, values: &v)
        return CGPoint(x: CGFloat(v[0]), y: CGFloat(v[1]))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CAMediaTimingFunction else { return false }
        return c1 == o.c1 && c2 == o.c2
    }

    open override var hash: Int { "\(c1)\(c2)".hashValue }

    open override var description: String { "CAMediaTimingFunction(\(c1.0), \(c1.1), \(c2.0), \(c2.1))" }

    /// The eased progress for linear progress `t` in 0…1: solves x(s) = t for the curve
    /// parameter s, then returns y(s).
    // Linux: Apple evaluates the curve privately; exposed for the render side and UIKit.
    public func solve(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        let x1 = Double(c1.0), y1 = Double(c1.1), x2 = Double(c2.0), y2 = Double(c2.1)
        if x1 == y1 && x2 == y2 { return t } // linear
        // Bézier in power form: B(s) = ((a s + b) s + c) s.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
        func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
        func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
        let epsilon = 1e-9
        // Newton's method from s = t.
        var s = t
        for _ in 0..<8 {
            let err = x(s) - t
            if abs(err) < epsilon { return y(s) }
            let d = dx(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        // Bisection fallback (x is monotonic for control x in 0…1).
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<100 {
            let v = x(s)
            if abs(v - t) < epsilon { break }
            if v < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return y(s)
    }
}
