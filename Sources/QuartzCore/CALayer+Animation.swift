import Foundation
import CoreGraphics
import Synchronization

/// An animation attached to a layer, with its run state.
final class AnimationEntry {
    let key: String
    /// False for animations added with a nil key (not listed by animationKeys()).
    let isKeyed: Bool
    let animation: CAAnimation
    /// Set at the transaction commit that started it (beginTime 0 became the commit time).
    var committed = false
    var started = false
    var stopped = false
    var groups: [CompletionGroup] = []
    /// The layer it belongs to (for transactions whose layer went away before the commit).
    weak var layer: CALayer?

    init(key: String, isKeyed: Bool, animation: CAAnimation) {
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
    }
}

extension CALayer {
    // MARK: Actions

    /// The action for `event`: the delegate's action(for:forKey:) (NSNull stops the search,
    /// nil continues), then `actions`, then `style`'s "actions" (and nested "style"), then
    /// defaultAction(forKey:). A standalone layer that has been committed then gets the
    /// implicit animation for its animatable properties: a CABasicAnimation from the old
    /// presentation value, with the transaction's duration and timing function (default curve).
    func actionImpl(forKey event: String) -> CAAction? {
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        var st = style
        while let dict = st {
            if let acts = dict["actions"] as? [String: CAAction], let a = acts[event] { return a is NSNull ? nil : a }
            st = dict["style"] as? [AnyHashable: Any]
        }
        if let a = type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return implicitAnimation(forKey: event)
    }

    func implicitAnimation(forKey key: String) -> CAAction? {
        guard hasBeenCommitted, type(of: self).implicitlyAnimatableKeys.contains(key) else { return nil }
        let anim = CABasicAnimation(keyPath: key)
        anim.fromValue = presentationValue(forKeyPath: key)
        anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return anim
    }

    /// The value currently shown for `keyPath`: the presentation value while animations run,
    /// else the model value.
    package func presentationValue(forKeyPath keyPath: String) -> Any? {
        if animationEntries.contains(where: { $0.committed }), let p = presentation() {
            return p.value(forKeyPath: keyPath)
        }
        return value(forKeyPath: keyPath)
    }

    // MARK: Adding and removing animations

    /// Adds a copy of `anim` for `key` (replacing an animation with the same key); it starts at
    /// the transaction commit. A zero duration becomes the transaction's animationDuration and
    /// a nil timing function the transaction's. Transitions always use the key "transition".
    func addImpl(_ anim: CAAnimation, forKey key: String?) {
        if isPresentationCopy { return }
        let copy = anim.copy() as! CAAnimation
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil, let tf = CATransaction.animationTimingFunction() { copy.timingFunction = tf }
        var k = key
        if copy is CATransition { k = kCATransition }
        if let k, let i = animationEntries.firstIndex(where: { $0.isKeyed && $0.key == k }) {
            let old = animationEntries.remove(at: i)
            stop(old, finished: false)
        }
        let n = CALayer.anonymousAnimationCounter.wrappingAdd(1, ordering: .relaxed).newValue
        let entry = AnimationEntry(key: k ?? "anonymous-\(n)", isKeyed: k != nil, animation: copy)
        entry.layer = self
        animationEntries.append(entry)
        bump(.appearance)
        CATransaction.threadState.openImplicitIfNeeded().noteAnimationAdded(self, entry: entry)
    }

    static let anonymousAnimationCounter = Atomic<Int>(0)

    /// The animation added for `key` (the layer's copy), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first(where: { $0.isKeyed && $0.key == key })?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter(\.isKeyed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its delegate hears animationDidStop(finished: false).
    func removeAnimationImpl(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.isKeyed && $0.key == key }) else { return }
        let e = animationEntries.remove(at: i)
        bump(.appearance)
        stop(e, finished: false)
    }

    /// Removes all animations; their delegates hear animationDidStop(finished: false).
    func removeAllAnimationsImpl() {
        let all = animationEntries
        animationEntries = []
        if !all.isEmpty { bump(.appearance) }
        for e in all { stop(e, finished: false) }
    }

    func stop(_ e: AnimationEntry, finished: Bool) {
        if e.stopped { return }
        e.stopped = true
        // Also before its commit: an animation removed in the turn it was added still reports
        // finished = false, so UIView completions run. (Group children's delegates are ignored.)
        e.animation.delegate?.animationDidStop(e.animation, finished: finished)
        for g in e.groups { g.animationEnded() }
        e.groups = []
    }

    // MARK: Commit and clock

    /// Starts the animations added since the last commit: beginTime 0 becomes the layer-local
    /// time of the commit.
    func commitPendingAnimations(mediaTime now: CFTimeInterval) {
        let local = localTime(fromMedia: now)
        var any = false
        for e in animationEntries where !e.committed && !e.stopped {
            e.committed = true
            if e.animation.beginTime == 0 { e.animation.beginTime = local }
            any = true
        }
        if any { CAAnimationEngine.shared.register(self) }
    }

    /// Package hook: advances this layer's animations to media time `now`: delivers
    /// animationDidStart, and for animations past their end animationDidStop(finished: true)
    /// and removal (when isRemovedOnCompletion). Returns whether any animation still runs.
    @discardableResult
    package func tickAnimations(at now: CFTimeInterval) -> Bool {
        let tp = localTime(fromMedia: now)
        for e in animationEntries where e.committed && !e.stopped {
            let model = e.animation.timing(fallbackDuration: nil)
            if !e.started && (model.localTime(tp) >= 0 || model.speed == 0) {
                e.started = true
                e.animation.delegate?.animationDidStart(e.animation)
            }
            if model.isFinished(at: tp) {
                if !e.started {
                    e.started = true
                    e.animation.delegate?.animationDidStart(e.animation)
                }
                if e.animation.isRemovedOnCompletion, let i = animationEntries.firstIndex(where: { $0 === e }) {
                    animationEntries.remove(at: i)
                    bump(.appearance)
                }
                stop(e, finished: true)
            }
        }
        return animationEntries.contains { $0.committed && !$0.stopped }
    }

    /// Package hook: whether any committed animation is still running (not yet finished).
    package var hasRunningAnimations: Bool {
        animationEntries.contains { $0.committed && !$0.stopped }
    }

    /// Package hook: whether the presentation can differ from the model (any committed
    /// animation attached, running or filling forwards).
    package var hasActiveAnimations: Bool {
        animationEntries.contains { $0.committed }
    }

    /// Render hook: the transitions in progress at media time `now`, with their progress
    /// (startProgress…endProgress after the timing function).
    package func activeTransitions(at now: CFTimeInterval) -> [(transition: CATransition, progress: Double)] {
        // Asked of every layer drawn: without animations, skip the walk up the tree to the local time.
        if animationEntries.isEmpty { return [] }
        let tp = localTime(fromMedia: now)
        return animationEntries.compactMap { e in
            guard e.committed, let t = e.animation as? CATransition, let p = t.progress(at: tp, fallbackDuration: nil) else { return nil }
            return (t, p)
        }
    }

    // MARK: Presentation

    /// A copy of the layer as currently shown: the model's properties with the active
    /// animations applied at the current media time (additive ones added). Nil before the
    /// layer has been committed. A presentation layer returns itself.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        guard hasBeenCommitted else { return nil }
        return presentation(at: CACurrentMediaTime())
    }

    /// Render hook: the presentation copy at media time `now`.
    package func presentation(at now: CFTimeInterval) -> Self {
        let copy = CALayer.copy(of: self)
        copy.isPresentationCopy = true
        copy.modelLayerRef = self
        copy.modelLayerStrong = self
        copy.hasBeenCommitted = true
        let tp = localTime(fromMedia: now)
        for e in animationEntries where e.committed {
            e.animation.apply(to: copy, at: tp, fallbackDuration: nil)
        }
        return copy
    }

    /// The model layer: self for a model layer, the layer it was made from for a presentation layer.
    public func model() -> Self {
        if isPresentationCopy, let m = modelLayerRef as? Self { return m }
        return self
    }
}
