import Foundation

extension UIGestureRecognizer {
    /// Adds a target and action; the recognizer does not keep the target. Adding the same pair twice adds
    /// it once. Selector and closure actions share one list and fire in the order they were added.
    public func addTarget(_ target: Any, action: Selector) {
        appendAction(GestureAction(target: target as AnyObject, key: AnyHashable(action)) { target, recognizer in
            guard let target else { return }
            _ = action.invoke(on: target, with: recognizer)
        })
    }

    /// Removes `target`'s `action` (every action of the target when nil; every target's when `target` is nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        removeActions(target: target.map { $0 as AnyObject }, key: action.map(AnyHashable.init))
    }
}
