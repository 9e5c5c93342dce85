import Foundation

extension UIView {
    /// The innermost open begin/commit block.
    private static var legacyState: UIViewAnimationState? {
        UIViewAnimationState.stack.last { if case .legacy = $0.kind { return true } else { return false } }
    }

    /// Begins a block of animations (deprecated; use animate(withDuration:…)). Property changes
    /// until commitAnimations() animate with the settings made by the setAnimation… methods:
    /// duration 0.2 s, no delay, ease-in-out, no repeat, not from the current state.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let state = UIViewAnimationState(kind: .legacy, duration: 0.2, delay: 0, curve: .easeInOut,
                                         options: [], completion: nil)
        state.animationID = animationID
        state.context = context
        UIViewAnimationState.push(state, requestedOptions: [.overrideInheritedOptions])
    }

    /// Ends the block begun by beginAnimations(_:context:) and starts its animations.
    public class func commitAnimations() {
        guard let s = UIViewAnimationState.current, case .legacy = s.kind else { return }
        s.animatesChanges = s.duration > 0 && UIViewAnimationState.animationsEnabled
        UIViewAnimationState.popAndCommit()
    }

    /// Sets the duration of the block's animations, in seconds (default 0.2).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        legacyState?.duration = duration
    }

    /// Sets the delay before the block's animations start, in seconds (default 0).
    public class func setAnimationDelay(_ delay: TimeInterval) {
        legacyState?.delay = delay
    }

    /// Sets when the block's animations start (default now).
    public class func setAnimationStart(_ startDate: Date) {
        legacyState?.delay = max(0, startDate.timeIntervalSinceNow)
    }

    /// Sets the curve of the block's animations (default easeInOut).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        legacyState?.curve = curve
    }

    /// Sets how many times the block's animations repeat (may be fractional; default 0: once).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyState?.repeatCount = repeatCount
    }

    /// Sets whether the block's animations play backwards after forwards (default false).
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        if repeatAutoreverses { legacyState?.options.insert(.autoreverse) } else { legacyState?.options.remove(.autoreverse) }
    }

    /// Sets whether the block's animations start from what is shown now, replacing animations in
    /// flight (default false).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        if fromCurrentState {
            legacyState?.options.insert(.beginFromCurrentState)
        } else {
            legacyState?.options.remove(.beginFromCurrentState)
        }
    }

    /// Sets a transition to apply to `view` during the block.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let s = legacyState else { return }
        let options: AnimationOptions
        switch transition {
        case .none: return
        case .flipFromLeft: options = .transitionFlipFromLeft
        case .flipFromRight: options = .transitionFlipFromRight
        case .curlUp: options = .transitionCurlUp
        case .curlDown: options = .transitionCurlDown
        }
        guard let t = caTransition(for: options) else { return }
        t.timingFunction = s.timingFunction
        t.duration = s.duration
        s.pendingTransitions.append((t, view))
    }

    /// Sets the object told when the block's animations start and stop.
    // Linux: the delegate hears UIViewLegacyAnimationDelegate's methods unless closures are set.
    public class func setAnimationDelegate(_ delegate: Any?) {
        legacyState?.legacyDelegate = delegate as AnyObject?
    }

    /// Sets what runs when the block's animations start: it receives the animation ID and context.
    // Linux: Apple takes a selector sent to the animation delegate; this takes the closure it would run.
    public class func setAnimationWillStart(_ handler: ((_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void)?) {
        legacyState?.willStart = handler
    }

    /// Sets what runs when the block's animations stop: it receives the animation ID, whether
    /// they finished, and the context.
    // Linux: Apple takes a selector sent to the animation delegate; this takes the closure it would run.
    public class func setAnimationDidStop(_ handler: ((_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?) {
        legacyState?.didStop = handler
    }
}
