import Foundation

/// Sending an action message as UIKit does: to the target, or along the responder chain when it is nil.
@MainActor
enum TargetAction {
    /// Sends `action` to `target` with `sender` and `event` (as many as the method takes). A nil target
    /// means the first responder, or the sender when none, then each `next` responder that implements
    /// the action. Returns whether some responder got it.
    @discardableResult
    static func send(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            action.invoke(on: target as AnyObject, with: sender, with: event)
            return true
        }
        var responder: UIResponder? = UIResponder.currentFirstResponder ?? (sender as? UIResponder)
        while let r = responder {
            if r.responds(to: action) {
                action.invoke(on: r, with: sender, with: event)
                return true
            }
            responder = r.next
        }
        return false
    }
}
