import Foundation

/// Timing in the form of a cubic Bézier curve from (0, 0) to (1, 1): one of UIKit's curves, Core
/// Animation's default curve, or a curve of your own control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    // Immutable after init (the NSCoding and NSCopying requirements read them from any isolation).
    private nonisolated let curve: UIView.AnimationCurve
    private nonisolated let point1: CGPoint
    private nonisolated let point2: CGPoint
    private nonisolated let type: UITimingCurveType

    /// Core Animation's default timing curve, control points (0.25, 0.1) and (0.25, 1).
    public override init() {
        curve = .easeInOut
        point1 = CGPoint(x: 0.25, y: 0.1)
        point2 = CGPoint(x: 0.25, y: 1)
        type = .cubic
        super.init()
    }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        self.curve = curve
        // The control points of UIKit's curves (those of the named Core Animation timing functions).
        switch curve {
        case .easeInOut: (point1, point2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (point1, point2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (point1, point2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (point1, point2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        type = .builtin
        super.init()
    }

    /// A cubic Bézier curve with control points `point1` and `point2` (x in 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        // Apple leaves animationCurve undefined for control points; it reads easeInOut here.
        curve = .easeInOut
        self.point1 = point1
        self.point2 = point2
        type = .cubic
        super.init()
    }

    /// Creates the parameters from an archive.
    public nonisolated required init?(coder: NSCoder) {
        guard let c = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "UIAnimationCurve")),
              let t = UITimingCurveType(rawValue: coder.decodeInteger(forKey: "UITimingCurveType")) else { return nil }
        curve = c
        type = t
        point1 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint1X"), y: coder.decodeDouble(forKey: "UIControlPoint1Y"))
        point2 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint2X"), y: coder.decodeDouble(forKey: "UIControlPoint2Y"))
        super.init()
    }

    /// Archives the parameters.
    open nonisolated func encode(with coder: NSCoder) {
        coder.encode(curve.rawValue, forKey: "UIAnimationCurve")
        coder.encode(type.rawValue, forKey: "UITimingCurveType")
        coder.encode(Double(point1.x), forKey: "UIControlPoint1X")
        coder.encode(Double(point1.y), forKey: "UIControlPoint1Y")
        coder.encode(Double(point2.x), forKey: "UIControlPoint2X")
        coder.encode(Double(point2.y), forKey: "UIControlPoint2Y")
    }

    /// The parameters are immutable: a copy is the same object.
    open nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// The UIKit curve given at init; undefined (easeInOut here) for control points.
    open var animationCurve: UIView.AnimationCurve { curve }
    /// The first control point of the curve.
    open var controlPoint1: CGPoint { point1 }
    /// The second control point of the curve.
    open var controlPoint2: CGPoint { point2 }

    /// builtin for a UIKit curve, cubic for control points and for the default curve.
    open var timingCurveType: UITimingCurveType { type }
    /// The parameters themselves.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function of the curve.
    var mediaTimingFunction: CAMediaTimingFunction {
        if type == .builtin { return curve.timingFunction }
        return CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }
}
