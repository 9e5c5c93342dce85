import Foundation

extension UIControl {
    /// Adds `target` and `action` for `controlEvents`. The control does not keep the target; a nil target
    /// sends the action along the responder chain. The action's method may take no argument, the sender,
    /// or the sender and the event.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let target = target.map { $0 as AnyObject }
        let weakTarget = WeakTarget(target)
        let hasTarget = target != nil
        registrations.append(Registration(target: target, closure: { [weak self] _ in
            guard let self else { return }
            if hasTarget {
                guard let live = weakTarget.object else { return }
                self.sendAction(action, to: live, for: nil)
            } else {
                self.sendAction(action, to: nil, for: nil)
            }
        }, name: action.name, events: controlEvents))
    }

    /// Removes `target`'s `action` (every action when nil; every target's when `target` is nil) from
    /// `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        removeTarget(target.map { $0 as AnyObject }, actionName: action?.name, for: controlEvents)
    }

    /// Sends `action` to `target` with this control as the sender, through the application.
    // Linux: declared in an extension, so subclasses cannot override it as they can on iOS.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}

/// A target held weakly.
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
