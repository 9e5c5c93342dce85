import Foundation
import CoreGraphics

/// A single-keyframe animation between `fromValue`, `toValue` and `byValue`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative value.
    open var byValue: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CABasicAnimation
        c.fromValue = fromValue
        c.toValue = toValue
        c.byValue = byValue
        return c
    }

    /// The start and end values by Apple's rules for which of from/to/by are set
    /// ("current" is the value in the presentation before this animation).
    func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue) {
        let f = fromValue.map { AnimationValue($0) }
        let t = toValue.map { AnimationValue($0) }
        let b = byValue.map { AnimationValue($0) }
        switch (f, t, b) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, AnimationValue.add(f, b))
        case let (nil, t?, b?): return (AnimationValue.subtract(t, b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, AnimationValue.add(current, b))
        default: return (current, current)
        }
    }

    override func interpolatedValue(eased: Double, sample: TimingSample, current: AnimationValue) -> AnimationValue? {
        let (a, b) = endpoints(current: current)
        return AnimationValue.lerp(a, b, eased)
    }

    override func endValue(current: AnimationValue) -> AnimationValue? {
        endpoints(current: current).1
    }
}
