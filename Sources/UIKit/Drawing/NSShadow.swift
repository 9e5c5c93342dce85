import Foundation

/// A shadow drawn under text (the `.shadow` attribute).
open class NSShadow: NSObject, NSCopying {
    /// The shadow's offset in points (positive height moves it down on screen). Default (0, −3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points. Default 0.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's color (a UIColor); nil means black at one-third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let s = NSShadow()
        s.shadowOffset = shadowOffset
        s.shadowBlurRadius = shadowBlurRadius
        s.shadowColor = shadowColor
        return s
    }
}
