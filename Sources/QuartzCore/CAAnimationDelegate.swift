import Foundation
import CoreGraphics

/// Optional methods an animation's delegate implements.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has stopped; `flag` is false when it was removed before it completed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
