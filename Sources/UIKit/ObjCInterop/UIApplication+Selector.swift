import Foundation

extension UIApplication {
    /// Sends `action` to `target` with `sender` and `event`, passing as many as the action's method takes
    /// (none; the sender; the sender and the event). A nil target sends it to the first responder (the
    /// sender when there is none) and up the responder chain to the first that implements it. Returns
    /// whether a responder handled it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        TargetAction.send(action, to: target, from: sender, for: event)
    }
}
