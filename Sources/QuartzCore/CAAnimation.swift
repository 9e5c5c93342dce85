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

/// Names of the functions a CAValueFunction applies.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by the value (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by the value (radians).
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by the value (radians).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A uniform scale, or (x, y, z) from three values.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by (x, y, z) values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

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

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pace over the whole animation; keyTimes and timingFunctions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Kochanek–Bartels / Catmull-Rom) spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic with even pace; keyTimes and timingFunctions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path rotate to follow its tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Rotate to match the path tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to match the path tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

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

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

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
