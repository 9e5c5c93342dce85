import Foundation

extension UIGestureRecognizer {
    /// A recognizer that sends `action` to `target` when it recognizes its gesture (and as the gesture
    /// changes, for continuous ones). The action's method may take no argument or the recognizer.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let action { addTarget(target as Any, action: action) }
    }

    /// Adds a target and action; the recognizer does not keep the target. Adding the same pair twice adds
    /// it once.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        var pairs = gestureTargets.filter { $0.target != nil }
        guard !pairs.contains(where: { $0.target === object && $0.action == action }) else { return }
        pairs.append(GestureTarget(target: object, action: action))
        gestureTargets = pairs
    }

    /// Removes `target`'s `action` (every action when nil; every target's when `target` is nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        gestureTargets.removeAll { pair in
            pair.target == nil || ((object == nil || pair.target === object) && (action == nil || pair.action == action))
        }
    }

    /// Sends every target its action with this recognizer as the sender, in the order they were added:
    /// what a recognizer does when it recognizes (and at each change of a continuous gesture).
    func sendGestureActions() {
        for pair in gestureTargets {
            guard let target = pair.target else { continue }
            pair.action.invoke(on: target, with: self)
        }
    }

    /// The target–action pairs, kept beside the recognizer (Linux: an associated object, so that the
    /// recognizer's own declaration is untouched).
    private var gestureTargets: [GestureTarget] {
        get { objc_getAssociatedObject(self, &gestureTargetsKey) as? [GestureTarget] ?? [] }
        set { objc_setAssociatedObject(self, &gestureTargetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

nonisolated(unsafe) private var gestureTargetsKey: UInt8 = 0

/// One target and its action; the target is held weakly.
private final class GestureTarget {
    weak var target: AnyObject?
    let action: Selector
    init(target: AnyObject, action: Selector) {
        self.target = target
        self.action = action
    }
}
