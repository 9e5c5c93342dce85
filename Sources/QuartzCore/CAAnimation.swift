import Foundation
import CoreGraphics

/// The abstract superclass of Core Animation animations: timing (CAMediaTiming), a timing
/// function, a delegate, and whether the animation is removed when it completes.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// Creates an animation with default values.
    public required override init() {
        super.init()
    }

    /// Creates and returns an animation (Apple's `+animation`).
    open class func animation() -> Self { self.init() }

    /// Returns the default value for `key`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Returns whether the value for `key` is archived. Default true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The pacing of the animation; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The delegate, which is retained (as Apple's is).
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it completes. Default true.
    open var isRemovedOnCompletion = true
    /// The preferred frame rate range of the animation.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// When the animation begins, in its layer's time; 0 means "at the transaction commit".
    open var beginTime: CFTimeInterval = 0
    /// The duration of one iteration; 0 means the transaction's duration (0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// The speed of the animation's time relative to its layer's.
    open var speed: Float = 1
    /// An offset into the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats (may be fractional; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active duration. Default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed

    var extraValues: [String: Any] = [:]

    /// Arbitrary values stored on the animation (key-value coding).
    // Linux: Foundation on Linux has no key-value coding; animations store any key themselves.
    open func value(forKey key: String) -> Any? {
        extraValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores an arbitrary value on the animation.
    // Linux: Foundation on Linux has no key-value coding; animations store any key themselves.
    open func setValue(_ value: Any?, forKey key: String) {
        extraValues[key] = value
    }

    /// A copy of the animation (layers store copies of the animations added to them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.timingFunction = timingFunction
        c.delegate = delegate
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.preferredFrameRateRange = preferredFrameRateRange
        c.beginTime = beginTime
        c.duration = duration
        c.speed = speed
        c.timeOffset = timeOffset
        c.repeatCount = repeatCount
        c.repeatDuration = repeatDuration
        c.autoreverses = autoreverses
        c.fillMode = fillMode
        c.extraValues = extraValues
        return c
    }

    /// As an action: adds the animation to the layer `anObject` for `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Evaluation (package machinery)

    /// The timing model, with `fallbackDuration` standing in for a zero duration.
    func timing(fallbackDuration: Double?) -> TimingModel {
        TimingModel(self, duration: duration == 0 ? fallbackDuration : nil)
    }

    /// Applies the animation's effect at parent (layer) time `tp` to the presentation copy `pres`.
    func apply(to pres: CALayer, at tp: Double, fallbackDuration: Double?) {}

    /// The keys this animation writes (for "is this key animating?").
    var animatedKeyPaths: [String] { [] }
}
