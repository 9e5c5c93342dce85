import Foundation

/// Sending an action message as UIKit does: to the target, or along the responder chain when it is nil.
@MainActor
enum TargetAction {
    /// Sends `action` to `target` with `sender` and `event` (as many as the method takes). A nil target
    /// means the first responder (the sender when there is none): its `target(forAction:withSender:)`
    /// walks the responder chain to the first responder whose `canPerformAction(_:withSender:)` accepts the
    /// action. Returns whether some responder got it.
    @discardableResult
    static func send(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            UIResponder.perform(action, on: target as AnyObject, sender: sender, event: event)
            return true
        }
        let start: UIResponder? = UIResponder.currentFirstResponder ?? (sender as? UIResponder)
        guard let found = start?.target(forAction: action, withSender: sender) else { return false }
        UIResponder.perform(action, on: found as AnyObject, sender: sender, event: event)
        return true
    }
}
