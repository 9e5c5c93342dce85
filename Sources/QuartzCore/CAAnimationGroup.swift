import Foundation
import CoreGraphics

/// A group of animations run together in the group's time space; children are clipped to the
/// group's duration (not scaled), and their delegates and isRemovedOnCompletion are ignored.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAAnimationGroup
        c.animations = animations?.map { $0.copy() as! CAAnimation }
        return c
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to pres: CALayer, at tp: Double, fallbackDuration: Double?) {
        let model = timing(fallbackDuration: fallbackDuration)
        guard let sample = model.sample(at: tp) else { return }
        // Children run in the group's simple time (eased by the group's timing function);
        // a child without a duration takes the group's.
        var childTime = sample.simpleTime
        if let tf = timingFunction, model.duration > 0 {
            childTime = tf.solve(childTime / model.duration) * model.duration
        }
        for child in animations ?? [] {
            child.apply(to: pres, at: childTime, fallbackDuration: model.duration)
        }
    }
}
