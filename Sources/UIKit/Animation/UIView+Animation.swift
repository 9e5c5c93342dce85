import Foundation

extension UIView {
    // MARK: Block-based animations

    /// Animates the changes made in `animations` to animatable view properties (frame, bounds,
    /// center, transform, alpha, backgroundColor, contentStretch) over `duration` seconds after
    /// `delay`, with the curve and behaviour in `options`. `completion` runs once every animation
    /// of the block has ended, with `finished` false when one was removed before it completed.
    /// A duration ≤ 0 applies the changes at once; the completion then runs at the next turn
    /// of the run loop.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let state = UIViewAnimationState(kind: .basic, duration: duration, delay: delay, curve: options.curve,
                                         options: options, completion: completion)
        run(state, requestedOptions: options, animations)
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease-in-out, no delay),
    /// then runs `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds (ease-in-out, no delay).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` with a spring of damping ratio `dampingRatio`
    /// (1: no overshoot; smaller values oscillate) that comes to rest within `duration`.
    /// `velocity` is relative to the distance: 1 covers the whole distance in one second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let (k, c) = springCoefficients(duration: duration, dampingRatio: Double(dampingRatio))
        let state = UIViewAnimationState(kind: .spring(stiffness: k, damping: c, velocity: Double(velocity)),
                                         duration: duration, delay: delay, curve: options.curve,
                                         options: options, completion: completion)
        run(state, requestedOptions: options, animations)
    }

    /// Animates the changes made in `animations` with a spring of perceptual duration `duration`
    /// and `bounce` (0: no overshoot, towards 1: more bounce, negative: overdamped). The
    /// animation lasts until the spring has settled.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity velocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        // Apple's spring parameters: stiffness (2π / duration)², damping 4π(1 − bounce) / duration, mass 1.
        let d = max(duration, 1e-6)
        let k = pow(2 * Double.pi / d, 2)
        let c = 4 * Double.pi * (1 - Double(bounce)) / d
        let settle = SpringSolution(mass: 1, stiffness: k, damping: c, velocity: Double(velocity)).settlingTime(epsilon: 0.001)
        let state = UIViewAnimationState(kind: .spring(stiffness: k, damping: c, velocity: Double(velocity)),
                                         duration: duration > 0 ? settle : 0, delay: delay, curve: options.curve,
                                         options: options, completion: completion)
        run(state, requestedOptions: options.union(.overrideInheritedDuration), animations)
    }

    /// Stiffness and damping (mass 1) of a spring with damping ratio `ratio` that settles in `duration`.
    ///
    /// Apple does not document how the damping-ratio form picks the stiffness. We choose the
    /// natural frequency ω₀ for which a spring released at rest has settled — its decay envelope
    /// below 0.1 % of the distance — exactly at the end of `duration` (the initial velocity is
    /// not taken into account for this choice). For ζ < 1 that is ω₀ = ln(1000 / √(1 − ζ²)) / (ζ × duration).
    /// Then stiffness = ω₀², damping = 2ζω₀.
    static func springCoefficients(duration: TimeInterval, dampingRatio: Double) -> (stiffness: Double, damping: Double) {
        // A zero or negative ratio never settles; the smallest ratio we honour is 0.01.
        let zeta = max(0.01, dampingRatio)
        let settleAtUnitFrequency = SpringSolution(mass: 1, stiffness: 1, damping: 2 * zeta, velocity: 0).settlingTime(epsilon: 0.001)
        let w0 = settleAtUnitFrequency / max(duration, 1e-6)
        return (w0 * w0, 2 * zeta * w0)
    }

    // MARK: Keyframes

    /// Animates the keyframes added with addKeyframe(withRelativeStartTime:relativeDuration:animations:)
    /// in `animations` over `duration` seconds after `delay`. The curve bits of AnimationOptions,
    /// when present in the raw value, pace the whole animation (ease-in-out by default).
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let shared = AnimationOptions(rawValue: options.rawValue & ~(UInt(0x7) << 10))
        let state = UIViewAnimationState(kind: .keyframes(options.calculationMode), duration: duration, delay: delay,
                                         curve: shared.curve, options: shared, completion: completion)
        // Keyframe blocks keep their own kind and curve; only the duration and options are inherited.
        run(state, requestedOptions: shared.union(.overrideInheritedCurve), animations)
    }

    /// Adds a keyframe to the enclosing keyframe animation: the changes in `animations` happen
    /// from `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let state = UIViewAnimationState.current, case .keyframes = state.kind, state.animatesChanges else {
            // Outside a keyframe animation the changes simply apply.
            animations()
            return
        }
        let outerFrame = state.currentKeyframe
        let outerTouched = state.touchedInKeyframe
        state.currentKeyframe = (frameStartTime, frameDuration)
        state.touchedInKeyframe = []
        animations()
        for r in state.touchedInKeyframe {
            r.keyframes.append((frameStartTime, frameDuration, r.layer.value(forKey: r.key)))
        }
        state.currentKeyframe = outerFrame
        state.touchedInKeyframe = outerTouched
    }

    // MARK: Enabling and disabling

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationState.withoutAnimationDepth += 1
        defer { UIViewAnimationState.withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being built, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let s = UIViewAnimationState.current, s.animatesChanges,
              UIViewAnimationState.withoutAnimationDepth == 0 else { return 0 }
        return s.duration
    }

    /// Whether animations are enabled (true unless setAnimationsEnabled(false) was called).
    public class var areAnimationsEnabled: Bool { UIViewAnimationState.animationsEnabled }

    /// Enables or disables animations; while disabled, changes in animation blocks apply at once
    /// (completions still run).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationState.animationsEnabled = enabled
    }

    // MARK: Running a block

    /// Opens `state`, runs the block, closes it (the animations start at the next commit).
    static func run(_ state: UIViewAnimationState, requestedOptions: AnimationOptions, _ animations: () -> Void) {
        UIViewAnimationState.push(state, requestedOptions: requestedOptions)
        animations()
        UIViewAnimationState.popAndCommit()
    }
}
