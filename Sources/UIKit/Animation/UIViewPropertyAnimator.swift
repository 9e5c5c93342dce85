import Foundation
import QuartzCore

/// Animates changes to views and lets you pause, scrub, reverse, retime, stop and finish those
/// animations while they run — how gesture-driven animations are written.
///
/// The blocks change animatable view properties as in UIView.animate; the animator turns each change
/// into a Core Animation animation on the view's layer (so the model holds the new value at once and the
/// presentation layer moves), times those animations on a time line of its own, and runs its completion
/// blocks with the position where the animations ended.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    // MARK: Configuration

    /// The timing given at init (restored whenever the animator becomes inactive).
    let originalTiming: any UITimingCurveProvider
    /// The timing in effect: the original one, or the one given to continueAnimation until the end.
    var currentTiming: any UITimingCurveProvider
    let baseDuration: TimeInterval
    var delayStorage: TimeInterval = 0
    var interruptibleStorage = true
    var userInteractionStorage = true
    /// The behaviour options of runningPropertyAnimator (layoutSubviews …).
    var options: UIView.AnimationOptions = []

    // MARK: State

    var stateStorage = UIViewAnimatingState.inactive
    var running = false
    var reversed = false
    /// The animation blocks waiting for the animator to start, with their delay factors.
    var pendingBlocks: [(animation: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations the started blocks made.
    var tracks: [PropertyAnimatorTrack] = []
    /// The stretch of time the animations are on now.
    var segment: Segment
    /// Where the time line stands: now when paused, at `anchor` while running.
    var time = 0.0
    /// While running: the media time from which `time` advances (later than now during a start delay).
    var anchor: CFTimeInterval?
    /// Seconds of time line per second of media time (continueAnimation with a duration factor changes it).
    var pace = 1.0
    /// The fraction last set while paused (read back exactly as set).
    var scrubbedFraction: CGFloat?
    /// The fraction at which the animations were stopped.
    var stoppedFraction: CGFloat = 0
    /// Started without any animation block: the time line waits for the first one.
    var waitingForAnimations = false
    /// Paused at the end because pausesOnCompletion is set.
    var pausedOnCompletion = false
    /// Fires when a running time line reaches its end.
    var endTimer: CAMediaClockTimer?
    /// A running animator stays alive until it ends, as UIKit's does, even when nobody holds it.
    var keepAlive: UIViewPropertyAnimator?

    // MARK: Creating

    /// An inactive animator of `duration` seconds with the timing of `parameters`; add animation blocks,
    /// then start it.
    // Linux: required (Apple's is a designated initializer) so that runningPropertyAnimator can return Self.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        baseDuration = duration
        let timing = (parameters.copy(with: nil) as? any UITimingCurveProvider) ?? parameters
        originalTiming = timing
        currentTiming = timing
        segment = Segment(from: 0, to: 1, duration: max(duration, 0), curve: .cubic(CAMediaTimingFunction(name: .linear)),
                          isOriginal: true)
        super.init()
        segment = originalSegment()
    }

    /// An inactive animator with one of UIKit's curves and, if given, a first animation block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a cubic Bézier curve of control points `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of damping ratio `ratio` (1: no overshoot) that settles within
    /// `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay` seconds, as UIView.animate would (the
    /// curve from `options`, ease-in-out by default; views take touches only with allowUserInteraction).
    /// Made inside another animation block it is not interruptible.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let nested = UIViewAnimationState.current != nil
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        // Transition and direction options (repeat, autoreverse) are ignored, as Apple documents.
        animator.options = options.flags.subtracting([.repeat, .autoreverse])
        animator.userInteractionStorage = options.contains(.allowUserInteraction)
        animator.interruptibleStorage = !nested
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with this one's duration, timing and settings (not its blocks or state).
    open nonisolated func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UIViewPropertyAnimator {
        let c = type(of: self).init(duration: baseDuration, timingParameters: originalTiming)
        c.interruptibleStorage = interruptibleStorage
        c.userInteractionStorage = userInteractionStorage
        c.isManualHitTestingEnabled = isManualHitTestingEnabled
        c.scrubsLinearly = scrubsLinearly
        c.pausesOnCompletion = pausesOnCompletion
        c.options = options
        return c
    }

    isolated deinit {
        // Apple raises when a paused or stopped animator goes away (a running one is kept alive).
        if stateStorage == .stopped || (stateStorage == .active && !running) {
            if pausedOnCompletion {
                UncaughtException.raise("NSInternalInconsistencyException", reason: "It is an error to release a property animator that has paused on completion. Property animators must either finish animating or be explicitly stopped and finished before they can be released.")
            }
            UncaughtException.raise("NSInternalInconsistencyException", reason: "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.")
        }
    }

    // MARK: Parameters

    /// The timing of the animations (the one given to continueAnimation until the animations end).
    open var timingParameters: (any UITimingCurveProvider)? { currentTiming }

    /// The duration of the main animations, in seconds, as given at init.
    open var duration: TimeInterval { baseDuration }

    /// The delay before the animations start, set by startAnimation(afterDelay:). Default 0.
    open var delay: TimeInterval { delayStorage }

    /// Whether the animator can be paused, stopped, scrubbed, reversed and continued. Default true; Apple
    /// raises when it is set on an active animator.
    open var isInterruptible: Bool {
        get { interruptibleStorage }
        set {
            UncaughtException.check(stateStorage != .active, "NSInternalInconsistencyException",
                         "It is not allowed to set the interruptible property of an active animator (\(debugName))")
            interruptibleStorage = newValue
        }
    }

    /// Whether the animated views receive touches while the animations run. Default true; Apple raises
    /// when it is set on an active animator.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set {
            // ⚠ Apple's header says it raises; its message is not documented, so it is worded as the one for
            // the interruptible property.
            UncaughtException.check(stateStorage != .active, "NSInternalInconsistencyException",
                         "It is not allowed to set the userInteractionEnabled property of an active animator (\(debugName))")
            userInteractionStorage = newValue
        }
    }

    /// Whether your app hit-tests the animating views itself. Default false.
    open var isManualHitTestingEnabled = false

    /// Whether a paused animator scrubs linearly (fractionComplete is the progress between the start and
    /// end values) rather than along its timing curve (fractionComplete is the fraction of the duration).
    /// Default true.
    open var scrubsLinearly = true {
        didSet { if scrubsLinearly != oldValue { scrubbedFraction = nil } }
    }

    /// Whether the animator stays active, paused at the end, when its animations finish (it then runs no
    /// completion and can be reversed). Default false.
    open var pausesOnCompletion = false

    // MARK: UIViewAnimating

    /// Inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { stateStorage }

    /// Whether the animations are running (forwards or reversed).
    open var isRunning: Bool { running }

    /// Whether the animations run back to their start values. Changing it while they run turns them
    /// round where they are; an inactive animator starts from the end when reversed.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if stateStorage == .active {
                UncaughtException.check(interruptibleStorage, "NSInternalInconsistencyException", "An animator \(debugName) that is not interruptible cannot be continued or reversed!")
            }
            // Once stopped, the direction no longer matters.
            guard stateStorage != .stopped else { return }
            if stateStorage == .active && running && !waitingForAnimations {
                freezeTime()
                reversed = newValue
                resume(after: 0)
            } else {
                reversed = newValue
            }
        }
    }

    /// How far the animations have come: 0 at the start values, 1 at the end values.
    ///
    /// While running it is the fraction of the duration elapsed. Pausing keeps the views where they are;
    /// a paused animator that scrubs linearly then reports (and takes) the progress between the start and
    /// end values, so setting 0.3 shows the views 30 % of the way; one that does not scrub linearly reports
    /// and takes the fraction of the duration, so setting 0.3 shows them where the timing curve is at 30 %
    /// of the time. Setting it is ignored while running; on an inactive animator it starts the animations
    /// paused there.
    open var fractionComplete: CGFloat {
        get {
            switch stateStorage {
            case .inactive: return 0
            case .stopped: return stoppedFraction
            case .active:
                if !running, let f = scrubbedFraction { return f }
                let t = currentTime()
                return CGFloat(running || !scrubsLinearly ? segment.timeFraction(at: t) : segment.progress(at: t))
            }
        }
        set {
            switch stateStorage {
            case .stopped: return
            case .inactive: begin(paused: true)
            case .active: if running { return }
            }
            let f = min(max(Double(newValue), 0), 1)
            if !segment.isOriginal { restoreOriginalTimeLine() }
            time = scrubsLinearly ? segment.time(forProgress: f) : segment.time(forTimeFraction: f)
            scrubbedFraction = CGFloat(f)
            pausedOnCompletion = false
            retimeAll()
        }
    }

    /// Starts the animations (from the end when reversed), or resumes paused ones. Started without any
    /// animation block, the animator waits, active, for the first one.
    open func startAnimation() {
        switch stateStorage {
        case .inactive:
            begin(paused: false)
        case .active:
            guard !running else { return }
            UncaughtException.check(interruptibleStorage, "NSInternalInconsistencyException", "An animator (\(debugName)) can be only started in the paused state if it is interruptible!")
            resume(after: 0)
        case .stopped:
            // A programmer error by Apple's documentation, which names no exception for it.
            return
        }
    }

    /// Starts the animations after `delay` seconds (the views show their start values meanwhile).
    open func startAnimation(afterDelay delay: TimeInterval) {
        UncaughtException.check(!(stateStorage == .active && !running), "NSInternalInconsistencyException", "A paused animator (\(debugName)) cannot be started with a delay!")
        UncaughtException.check(delay >= 0, "NSInternalInconsistencyException", "The delay should be greater than or equal to zero.")
        delayStorage = delay
        startAnimation()
    }

    /// Pauses the animations where they are; an inactive animator starts its animations paused at the start.
    open func pauseAnimation() {
        UncaughtException.check(interruptibleStorage, "NSInternalInconsistencyException", "An animator \(debugName) that is not interruptible cannot be paused!")
        switch stateStorage {
        case .inactive:
            begin(paused: true)
        case .active:
            guard running else { return }
            freezeTime()
            running = false
            waitingForAnimations = false
            keepAlive = nil
            retimeAll()
        case .stopped:
            // A programmer error by Apple's documentation, which names no exception for it.
            return
        }
    }

    /// Stops the animations where they are: the views keep the values they show now. Without finishing,
    /// the animator becomes inactive and runs no completion; otherwise it is stopped, and
    /// finishAnimation(at:) runs the completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
        UncaughtException.check(interruptibleStorage, "NSInternalInconsistencyException", "An animator \(debugName) that is not interruptible cannot be stopped!")
        UncaughtException.check(stateStorage != .stopped, "NSInternalInconsistencyException", "Animator \(debugName) is already stopped!")
        guard stateStorage == .active else { return }
        stoppedFraction = fractionComplete
        freezeTime()
        let t = time
        setModel { track, part in track.progress(of: part, at: t) }
        detachAll()
        running = false
        waitingForAnimations = false
        pausedOnCompletion = false
        keepAlive = nil
        if withoutFinishing {
            completions = []
            becomeInactive()
        } else {
            stateStorage = .stopped
        }
    }

    /// Finishes stopped animations: the views take their end or start values (or keep their current
    /// ones), the completions run with `finalPosition`, and the animator becomes inactive. Apple raises when
    /// the animator is active; an inactive one does nothing.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if stateStorage == .active {
            UncaughtException.raise("NSInternalInconsistencyException", reason: "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        guard stateStorage == .stopped else { return }
        switch finalPosition {
        case .end: setModel { _, _ in 1 }
        case .start: setModel { _, _ in 0 }
        case .current: break
        }
        complete(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds a block of animations. Before the start it runs at the start; on an active animator it runs
    /// now, its animations starting where the animator stands and ending with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block of animations that start `delayFactor` (0…1) of the duration after the start — of the
    /// remaining duration when the animator is active — and end with the others.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch stateStorage {
        case .inactive:
            pendingBlocks.append((animation, CGFloat(factor)))
        case .stopped:
            // A stopped animator's blocks are invalidated (UIViewPropertyAnimator.h); Apple documents no
            // exception, so the block is ignored.
            return
        case .active:
            let now = currentTime()
            let remaining = direction > 0 ? segment.duration - now : now
            let begin = direction > 0 ? now + factor * remaining : now
            let originalBegin = segment.isOriginal ? begin : originalTime(forProgress: segment.progress(at: now))
            run(animation, begin: begin, originalBegin: originalBegin)
            if waitingForAnimations {
                waitingForAnimations = false
                anchor = CACurrentMediaTime() + delayStorage
                scheduleEnd()
            }
            retimeAll()
        }
    }

    /// Adds a block to run when the animations end, with the position they ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes paused animations with new timing for what remains: `parameters` (nil keeps the current
    /// timing) over `durationFactor` × the original duration (0 or less: the time that remained). As if
    /// started anew from where the views are, towards the end (or the start when reversed). The original
    /// timing comes back when the animator becomes inactive.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        UncaughtException.check(interruptibleStorage, "NSInternalInconsistencyException", "An animator \(debugName) that is not interruptible cannot be continued or reversed!")
        // Apple calls it a programmer error on an inactive or running animator, and names no exception.
        guard stateStorage == .active, !running else { return }
        let factor = Double(durationFactor)
        if let parameters {
            let timing = (parameters.copy(with: nil) as? any UITimingCurveProvider) ?? parameters
            let remaining = (direction > 0 ? segment.duration - time : time) / pace
            let velocity = Double(PropertyAnimatorCurve.springParameters(of: timing)?.initialVelocity.dx ?? 0)
            var length = factor > 0 ? factor * baseDuration : remaining
            if let spring = PropertyAnimatorCurve.springParameters(of: timing), case .physical = spring.spring {
                length = PropertyAnimatorCurve.naturalDuration(timing, animatorDuration: length, velocity: velocity)
            }
            currentTiming = timing
            startNewSegment(towards: reversed ? 0 : 1, duration: length, timing: timing)
            pace = 1
        } else if factor > 0 {
            let remaining = direction > 0 ? segment.duration - time : time
            let length = factor * baseDuration
            pace = remaining > 0 && length > 0 ? remaining / length : 1
        }
        resume(after: 0)
    }

    // MARK: Description

    /// "<UIViewPropertyAnimator(0x…) [state] running reversed interruptible>", as Apple's description.
    var debugName: String {
        let name: String
        switch stateStorage {
        case .inactive: name = "inactive"
        case .active: name = "active"
        case .stopped: name = "stopped"
        }
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        return "<\(type(of: self))(0x\(address)) [\(name)]\(running ? " running" : "")\(reversed ? " reversed" : "")\(interruptibleStorage ? " interruptible" : "")>"
    }
}
