import Foundation

/// One action of a recognizer: what to call, on which target (held weakly), and the key that names it
/// for removal. The closure form (`addTarget(_:action:actionName:)`) keys by action name; a Selector form
/// keys by its Selector, so both share this list and its order.
@MainActor
final class GestureAction {
    weak var target: AnyObject?
    /// Whether a target was given (a target that went away takes its action with it).
    let hadTarget: Bool
    /// What names the action for removal (an action name, or a Selector); nil for an unnamed closure.
    let key: AnyHashable?
    /// Calls the action: the target (nil for a target-less action) and the sending recognizer.
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(target: AnyObject?, key: AnyHashable?, invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) {
        self.target = target
        hadTarget = target != nil
        self.key = key
        self.invoke = invoke
    }

    var isDead: Bool { hadTarget && target == nil }
}

extension UIGestureRecognizer {
    /// Appends an action unless the same target already has an action under the same (non-nil) key, as
    /// Apple adds a target–action pair once.
    func appendAction(_ action: GestureAction) {
        actions.removeAll { $0.isDead }
        if let key = action.key,
           actions.contains(where: { $0.key == key && $0.target === action.target && $0.hadTarget == action.hadTarget }) {
            return
        }
        actions.append(action)
    }

    /// Removes the actions of `target` (every target's when nil) whose key matches (every key when nil).
    func removeActions(target: AnyObject?, key: AnyHashable?) {
        actions.removeAll { a in
            a.isDead || ((target == nil || a.target === target) && (key == nil || a.key == key))
        }
    }

    func addClosureTarget(_ target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void, actionName: String?) {
        appendAction(GestureAction(target: target, key: actionName.map(AnyHashable.init)) { _, g in action(g) })
    }

    func removeClosureTargets(_ target: AnyObject?, actionName: String?) {
        removeActions(target: target, key: actionName.map(AnyHashable.init))
    }

    /// Calls every action in the order added, with this recognizer: what recognizing (or a change of a
    /// continuous gesture) does.
    func performActions() {
        actions.removeAll { $0.isDead }
        for a in actions {
            guard !a.isDead else { continue }
            a.invoke(a.target, self)
        }
    }
}
