import Foundation
import CoreGraphics

/// Turns interpolated numbers into transforms (for animating "transform" with plain numbers).
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates a value function; nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    func apply(_ v: AnimationValue) -> AnimationValue {
        var xs: [CGFloat] = []
        switch v {
        case .number(let d, _): xs = [CGFloat(d)]
        case .array(let a): xs = a.compactMap { if case .number(let d, _) = $0 { return CGFloat(d) }; return nil }
        default: return v
        }
        guard let x = xs.first else { return v }
        func at(_ i: Int, _ d: CGFloat) -> CGFloat { i < xs.count ? xs[i] : d }
        switch name {
        case .rotateX: return .transform(CATransform3DMakeRotation(x, 1, 0, 0))
        case .rotateY: return .transform(CATransform3DMakeRotation(x, 0, 1, 0))
        case .rotateZ: return .transform(CATransform3DMakeRotation(x, 0, 0, 1))
        case .scale: return .transform(xs.count >= 3 ? CATransform3DMakeScale(x, at(1, 1), at(2, 1)) : CATransform3DMakeScale(x, x, x))
        case .scaleX: return .transform(CATransform3DMakeScale(x, 1, 1))
        case .scaleY: return .transform(CATransform3DMakeScale(1, x, 1))
        case .scaleZ: return .transform(CATransform3DMakeScale(1, 1, x))
        case .translate: return .transform(CATransform3DMakeTranslation(x, at(1, 0), at(2, 0)))
        case .translateX: return .transform(CATransform3DMakeTranslation(x, 0, 0))
        case .translateY: return .transform(CATransform3DMakeTranslation(0, x, 0))
        case .translateZ: return .transform(CATransform3DMakeTranslation(0, 0, x))
        default: return v
        }
    }
}
