import Foundation

extension UIView {
    /// Makes the first responder, when it is this view or one of its descendants, resign; with `force` it
    /// resigns even if it asks not to. Returns whether no first responder is left in the view's hierarchy.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderStorage else { return true }
        let inside = (responder as? UIView)?.isDescendant(of: self)
            ?? (responder as? UIViewController)?.viewIfLoaded?.isDescendant(of: self) ?? false
        guard inside else { return true }
        if force {
            UIResponder.forcingResignation += 1
            defer { UIResponder.forcingResignation -= 1 }
            if !responder.resignFirstResponder() { responder.dropFirstResponderStatus() }
            return true
        }
        return responder.canResignFirstResponder && responder.resignFirstResponder()
    }
}
