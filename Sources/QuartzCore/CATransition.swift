import Foundation
import CoreGraphics

/// An animated transition of a layer's whole rendering from its previous state to its new one.
/// The model records it; the compositor draws it (see CALayer.activeTransitions(at:)).
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type = CATransitionType.fade
    /// The direction. Default nil.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1. Default 1.
    open var endProgress: Float = 1
    /// An optional filter object (recorded).
    open var filter: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CATransition
        c.type = type
        c.subtype = subtype
        c.startProgress = startProgress
        c.endProgress = endProgress
        c.filter = filter
        return c
    }

    /// The transition's progress (startProgress…endProgress, eased) at layer time `tp`; nil when inactive.
    func progress(at tp: Double, fallbackDuration: Double?) -> Double? {
        guard let sample = timing(fallbackDuration: fallbackDuration).sample(at: tp) else { return nil }
        let eased = timingFunction?.solve(sample.fraction) ?? sample.fraction
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * eased
    }
}
