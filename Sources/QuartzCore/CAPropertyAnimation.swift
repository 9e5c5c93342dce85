import Foundation
import CoreGraphics

/// An animation of one layer property, named by key path.
open class CAPropertyAnimation: CAAnimation {
    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key path animated, such as "opacity", "position.x" or "transform.rotation.z".
    open var keyPath: String?
    /// Whether the value is added to the current value instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the end value of the previous iteration.
    open var isCumulative = false
    /// A function that turns the interpolated value into the property's value (e.g. a rotation).
    open var valueFunction: CAValueFunction?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAPropertyAnimation
        c.keyPath = keyPath
        c.isAdditive = isAdditive
        c.isCumulative = isCumulative
        c.valueFunction = valueFunction
        return c
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The interpolated value for eased progress `eased` (and sample), given the current value.
    func interpolatedValue(eased: Double, sample: TimingSample, current: AnimationValue) -> AnimationValue? { nil }

    /// The value at the end of one iteration (for cumulative repeats).
    func endValue(current: AnimationValue) -> AnimationValue? { nil }

    override func apply(to pres: CALayer, at tp: Double, fallbackDuration: Double?) {
        guard let keyPath, let sample = timing(fallbackDuration: fallbackDuration).sample(at: tp) else { return }
        let eased = timingFunction?.solve(sample.fraction) ?? sample.fraction
        let current = AnimationValue(pres.value(forKeyPath: keyPath))
        // Additive animations' missing from/to values stand for "no offset".
        let basis = isAdditive ? zeroLike(current) : current
        guard var v = interpolatedValue(eased: eased, sample: sample, current: basis) else { return }
        if isCumulative && sample.iteration > 0, let end = endValue(current: basis) {
            v = AnimationValue.add(v, end.scaled(Double(sample.iteration)))
        }
        if let f = valueFunction { v = f.apply(v) }
        if isAdditive { v = AnimationValue.add(current, v) }
        pres.setValue(v.any, forKeyPath: keyPath)
    }
}

/// The additive identity of a value's type (0, .zero, identity …).
func zeroLike(_ v: AnimationValue) -> AnimationValue {
    switch v {
    case .number(_, let k): return .number(0, k)
    case .point: return .point(.zero)
    case .size: return .size(.zero)
    case .rect: return .rect(.zero)
    case .transform, .affine: return .transform(CATransform3DIdentity)
    case .color: return .color(0, 0, 0, 0)
    default: return .number(0, .cgFloat)
    }
}
