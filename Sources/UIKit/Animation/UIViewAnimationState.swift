import Foundation

/// One open (or finished but still running) UIView animation block: its timing, the property
/// changes recorded while it was open, and the bookkeeping that runs its completion once every
/// animation it made has stopped.
///
/// How a block works: while it is open it is on top of `stack`, and `action(for:layer:key:)`
/// (asked by ViewActions) answers a view's layer action lookup for an animatable key by
/// recording the value shown *before* the change. When the block closes, each
/// recorded (layer, key) becomes one Core Animation animation with the block's duration, delay,
/// curve and repeat options: an additive CABasicAnimation (or CASpringAnimation) from
/// (old − new) to zero, or for colours an absolute one from old to new. The animations start at
/// the next transaction commit (the end of the run-loop turn), as on iOS.
@MainActor
final class UIViewAnimationState {
    enum Kind {
        case basic
        /// A spring: mass 1 and these coefficients; `velocity` is relative to the distance.
        case spring(stiffness: Double, damping: Double, velocity: Double)
        case keyframes(CAAnimationCalculationMode)
        case transition
        case legacy
    }

    /// One property of one layer changed in the block.
    final class Record {
        weak var view: UIView?
        let layer: CALayer
        let key: String
        /// The value shown just before the first change in this block.
        let start: Any?
        /// Keyframes: (relative start, relative duration, value at the end of the keyframe).
        var keyframes: [(start: Double, duration: Double, value: Any?)] = []
        init(view: UIView, layer: CALayer, key: String, start: Any?) {
            self.view = view
            self.layer = layer
            self.key = key
            self.start = start
        }
    }

    var kind: Kind
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    /// The behaviour flags (bits 0–15) in effect, inherited ones included.
    var options: UIView.AnimationOptions
    /// Legacy setAnimationRepeatCount (0: once).
    var repeatCount: Float = 0
    var completion: ((Bool) -> Void)?
    /// False when the block's changes apply without animating (duration ≤ 0, animations disabled,
    /// or a transition without allowAnimatedContent).
    var animatesChanges: Bool

    // Legacy begin/commit
    var animationID: String?
    var context: UnsafeMutableRawPointer?
    var legacyDelegate: AnyObject?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?

    /// Legacy setAnimationTransition(_:for:cache:): transitions added when the block closes.
    var pendingTransitions: [(CATransition, UIView)] = []

    /// Set by a UIViewPropertyAnimator running its block: the records go to it when the block closes
    /// (it makes and times the animations, and runs its own completions) instead of becoming animations here.
    var recordsHandler: ((UIViewAnimationState) -> Void)?

    // Keyframe recording
    var currentKeyframe: (start: Double, duration: Double)?
    var touchedInKeyframe: [Record] = []

    private(set) var records: [Record] = []
    private var recordIndex: [String: Record] = [:]
    /// Views whose properties changed (for the layoutSubviews option).
    private var changedViews: [UIView] = []

    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var fired = false
    private var started = false

    init(kind: Kind, duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve,
         options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options.flags
        self.completion = completion
        animatesChanges = duration > 0
    }

    // MARK: The stack of open blocks

    static var stack: [UIViewAnimationState] = []
    static var current: UIViewAnimationState? { stack.last }
    /// Depth of performWithoutAnimation calls.
    static var withoutAnimationDepth = 0
    /// UIView.areAnimationsEnabled.
    static var animationsEnabled = true

    /// Opens `state`, applying what it inherits from the enclosing block: duration and curve
    /// unless overridden, the behaviour options unless overrideInheritedOptions.
    static func push(_ state: UIViewAnimationState, requestedOptions: UIView.AnimationOptions) {
        if let outer = current, outer.animatesChanges {
            if !requestedOptions.contains(.overrideInheritedDuration) && !requestedOptions.contains(.overrideInheritedOptions) {
                state.duration = outer.duration
            }
            if !requestedOptions.contains(.overrideInheritedCurve) && !requestedOptions.contains(.overrideInheritedOptions) {
                state.curve = outer.curve
                if case .spring = outer.kind, case .basic = state.kind { state.kind = outer.kind }
            }
            if !requestedOptions.contains(.overrideInheritedOptions) {
                let inheritable: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse, .layoutSubviews]
                state.options.formUnion(outer.options.intersection(inheritable))
                if state.repeatCount == 0 { state.repeatCount = outer.repeatCount }
            }
            state.animatesChanges = state.duration > 0
        }
        if !animationsEnabled { state.animatesChanges = false }
        stack.append(state)
    }

    /// Closes the innermost block: lays out if asked, turns its records into animations and
    /// arranges for its completion.
    static func popAndCommit() {
        guard let state = stack.last else { return }
        if state.animatesChanges && state.options.contains(.layoutSubviews) {
            // Lay out while the block is still open so the subviews' new frames animate too.
            for v in state.changedViews { v.layoutIfNeeded() }
        }
        stack.removeLast()
        state.closeAndBuild()
    }

    /// What ViewActions answers inside a block: records an animatable change in the open block (nil
    /// outside blocks, for keys that do not animate, or when animations are off).
    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        guard let state = current, state.animatesChanges, animationsEnabled, withoutAnimationDepth == 0,
              ViewAnimationValues.animatableKeys.contains(key) else { return nil }
        state.noteChange(view: view, layer: layer, key: key)
        return RecordedChange.shared
    }

    func noteChange(view: UIView, layer: CALayer, key: String) {
        let id = "\(ObjectIdentifier(layer).hashValue):\(key)"
        let record: Record
        if let r = recordIndex[id] {
            record = r
        } else {
            record = Record(view: view, layer: layer, key: key, start: layer.presentationValue(forKeyPath: key))
            recordIndex[id] = record
            records.append(record)
            if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
        }
        if currentKeyframe != nil, !touchedInKeyframe.contains(where: { $0 === record }) {
            touchedInKeyframe.append(record)
        }
    }

    // MARK: Building animations

    /// The timing function of the block's curve.
    var timingFunction: CAMediaTimingFunction { curve.timingFunction }

    func closeAndBuild() {
        if let handler = recordsHandler {
            closed = true
            fired = true
            handler(self)
            return
        }
        if animatesChanges {
            for r in records { build(r) }
            for (t, v) in pendingTransitions {
                t.duration = duration
                t.timingFunction = timingFunction
                add(t, layer: v.layer, view: v, key: kCATransition)
            }
        }
        closed = true
        if pending == 0 {
            // Nothing animates: the completion still runs, finished, at the next turn of the run loop.
            MainLoop.perform { [self] in
                self.noteStarted()
                self.fireIfDone()
            }
        }
    }

    private func build(_ r: Record) {
        let layer = r.layer
        if options.contains(.beginFromCurrentState) {
            // Start from what is shown now: the animations in flight for this key stop (not finished).
            for k in layer.animationKeys() ?? [] {
                if let a = layer.animation(forKey: k) as? CAPropertyAnimation, let path = a.keyPath,
                   path == r.key || path.hasPrefix(r.key + "."), let d = a.delegate as? ViewAnimationDelegate {
                    layer.removeAnimation(forKey: k)
                    // An animation not yet committed hears nothing from its layer; its block must still end.
                    d.animationDidStop(a, finished: false)
                }
            }
        }
        let model = layer.value(forKey: r.key)
        let shownNow = layer.presentationValue(forKeyPath: r.key)
        if case .keyframes(let mode) = kind {
            let frames = r.keyframes.isEmpty ? [(start: 0.0, duration: 1.0, value: model)] : r.keyframes
            for part in ViewAnimationValues.parts(of: r.key) {
                buildKeyframes(r, keyPath: part.keyPath, mode: mode,
                               start: part.get(r.start), frames: frames.map { ($0.start, $0.duration, part.get($0.value)) },
                               model: part.get(model), base: part.get(shownNow))
            }
            return
        }
        for part in ViewAnimationValues.parts(of: r.key) {
            buildBasic(r, keyPath: part.keyPath, start: part.get(r.start), model: part.get(model), base: part.get(shownNow))
        }
    }

    /// One basic or spring animation of `keyPath` from `start` (shown before the change) to the
    /// model: additive from start − base to zero, where base is what is shown with the new model
    /// value (the model plus the animations in flight); absolute for colours.
    private func buildBasic(_ r: Record, keyPath: String, start: Any?, model: Any?, base: Any?) {
        if ViewAnimationValues.equal(start, base) { return }
        let anim: CABasicAnimation
        if case .spring(let k, let c, let v) = kind {
            let s = CASpringAnimation(keyPath: keyPath)
            s.mass = 1
            s.stiffness = CGFloat(k)
            s.damping = CGFloat(c)
            s.initialVelocity = CGFloat(v)
            anim = s
        } else {
            anim = CABasicAnimation(keyPath: keyPath)
            anim.timingFunction = timingFunction
        }
        if let off = ViewAnimationValues.offset(of: start, from: base) {
            anim.isAdditive = true
            anim.fromValue = off
            anim.toValue = ViewAnimationValues.zero(like: off)
        } else if let (f, t) = ViewAnimationValues.colorEnds(start, model) {
            anim.fromValue = f
            anim.toValue = t
        } else {
            anim.fromValue = start
            anim.toValue = model
        }
        anim.duration = duration
        add(anim, layer: r.layer, view: r.view, key: keyPath)
    }

    private func buildKeyframes(_ r: Record, keyPath: String, mode: CAAnimationCalculationMode, start: Any?,
                                frames unsorted: [(start: Double, duration: Double, value: Any?)], model: Any?, base: Any?) {
        let frames = unsorted.sorted { $0.start < $1.start }
        var times: [Double] = [0]
        var values: [Any?] = [start]
        if mode == .discrete {
            // Each value holds from its keyframe's start; key times have one entry more than values.
            for kf in frames {
                let s = min(1, max(0, kf.start))
                if s <= times[times.count - 1] { values[values.count - 1] = kf.value } else { times.append(s); values.append(kf.value) }
            }
            times.append(1)
        } else {
            // Hold the previous value until a keyframe starts, reach its value when it ends.
            var last = 0.0
            var cur = start
            for kf in frames {
                let s = min(1, max(last, kf.start))
                let e = min(1, max(s, kf.start + kf.duration))
                if s > last { times.append(s); values.append(cur) }
                times.append(e); values.append(kf.value)
                last = e
                cur = kf.value
            }
            if last < 1 { times.append(1); values.append(cur) }
        }
        if values.allSatisfy({ ViewAnimationValues.equal($0, base) }) { return }
        let anim = CAKeyframeAnimation(keyPath: keyPath)
        anim.calculationMode = mode
        anim.keyTimes = times.map { NSNumber(value: $0) }
        let offsets = values.map { ViewAnimationValues.offset(of: $0, from: base) }
        if offsets.allSatisfy({ $0 != nil }) {
            anim.isAdditive = true
            anim.values = offsets.map { $0! }
        } else {
            let reference = (model as? CGColor) ?? (start as? CGColor)
            anim.values = values.map { v -> Any in
                if let c = v as? CGColor { return c }
                if v == nil, let reference { return ViewAnimationValues.clear(reference) }
                return v as Any
            }
        }
        anim.timingFunction = timingFunction
        anim.duration = duration
        add(anim, layer: r.layer, view: r.view, key: keyPath)
    }

    /// Applies the block's delay and repeat options, makes the state the animation's delegate
    /// and adds it to the layer under the key (or key-2, key-3 … while earlier ones still run).
    func add(_ anim: CAAnimation, layer: CALayer, view: UIView?, key: String) {
        if delay > 0 {
            // The delay counts from now; the backwards fill shows the old value meanwhile.
            anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            anim.fillMode = .backwards
        }
        if options.contains(.repeat) {
            anim.repeatCount = .infinity
        } else if repeatCount > 0 {
            anim.repeatCount = repeatCount
        }
        if options.contains(.autoreverse) { anim.autoreverses = true }
        let blocks = !options.contains(.allowUserInteraction)
        anim.delegate = ViewAnimationDelegate(state: self, blocksTouches: blocks)
        var k = key
        var n = 2
        while layer.animation(forKey: k) != nil {
            k = "\(key)-\(n)"
            n += 1
        }
        pending += 1
        layer.add(anim, forKey: k)
    }

    // MARK: Completion

    func noteStarted() {
        guard !started else { return }
        started = true
        if case .legacy = kind {
            if let willStart {
                willStart(animationID, context)
            } else if let d = legacyDelegate as? UIViewLegacyAnimationDelegate {
                d.animationWillStart(animationID, context: context)
            }
        }
    }

    func animationDidStop(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    func fireIfDone() {
        guard closed, pending <= 0, !fired else { return }
        fired = true
        noteStarted()
        let finished = allFinished
        if case .legacy = kind {
            if let didStop {
                didStop(animationID, finished, context)
            } else if let d = legacyDelegate as? UIViewLegacyAnimationDelegate {
                d.animationDidStop(animationID, finished: finished, context: context)
            }
        }
        let c = completion
        completion = nil
        c?(finished)
    }
}

/// The action returned for a recorded change: the block builds the animation when it closes.
final class RecordedChange: CAAction, @unchecked Sendable {
    static let shared = RecordedChange()
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The delegate of every animation a UIView block adds: reports start and stop to the block.
final class ViewAnimationDelegate: CAAnimationDelegate, @unchecked Sendable {
    let state: UIViewAnimationState
    /// Whether the animated view gets no touches meanwhile (the block lacked allowUserInteraction).
    let blocksTouches: Bool
    /// The property animator that made the animation (nil for UIView block animations): hit-testing asks it
    /// whether the view is hit-tested where it is shown.
    weak var propertyAnimator: UIViewPropertyAnimator?
    private var stopped = false

    init(state: UIViewAnimationState, blocksTouches: Bool) {
        self.state = state
        self.blocksTouches = blocksTouches
    }

    func animationDidStart(_ anim: CAAnimation) {
        MainActor.assumeIsolated { state.noteStarted() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if stopped { return }
        stopped = true
        MainActor.assumeIsolated { state.animationDidStop(finished: flag) }
    }
}

extension UIView {
    /// Whether the view's layer carries a UIView animation made without allowUserInteraction:
    /// such a view gets no touches until the animation ends or is removed.
    var isAnimatingWithoutUserInteraction: Bool {
        guard let keys = layer.animationKeys() else { return false }
        return keys.contains { (layer.animation(forKey: $0)?.delegate as? ViewAnimationDelegate)?.blocksTouches == true }
    }
}
