import Foundation
import CoreGraphics

// Package hooks for UIKit's UIViewPropertyAnimator, which pauses, scrubs, reverses and speeds up the
// animations it added by moving them onto a new time line where they lie (as UIKit does with the
// animations it tracks), and which needs the arithmetic Core Animation uses between two values.

extension CALayer {
    /// Package hook: gives the animation added for `key` a new time line in place — local time becomes
    /// `(t − beginTime) × speed + timeOffset` from now on, with `t` in this layer's time. Speed 0 holds it
    /// at `timeOffset`; a negative speed runs it backwards. The change joins the current transaction, so
    /// the frame after it shows the animation where it now stands. Returns false when nothing is
    /// animating under `key`.
    @discardableResult
    package func retimeAnimation(forKey key: String, beginTime: CFTimeInterval, speed: Float,
                                 timeOffset: CFTimeInterval) -> Bool {
        guard let entry = animationEntries.first(where: { $0.isKeyed && $0.key == key }) else { return false }
        let anim = entry.animation
        anim.beginTime = beginTime
        anim.speed = speed
        anim.timeOffset = timeOffset
        bump(.appearance)
        _ = CATransaction.threadState.openImplicitIfNeeded()
        return true
    }
}

/// Package hook: the value Core Animation shows a fraction `t` of the way from `a` to `b` (numbers,
/// points, sizes, rects and colours component by component; transforms through their decomposition).
package func CAInterpolatedValue(from a: Any?, to b: Any?, fraction t: Double) -> Any? {
    AnimationValue.lerp(AnimationValue(a), AnimationValue(b), t).any
}

/// Package hook: `value` with the additive `offset` applied, as an additive animation applies it
/// (sums; for transforms the offset before the value).
package func CAAddedValue(_ value: Any?, offset: Any?) -> Any? {
    AnimationValue.add(AnimationValue(value), AnimationValue(offset)).any
}
