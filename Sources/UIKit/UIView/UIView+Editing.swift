import Foundation

extension UIView {
    /// Makes the first responder, when it is this view or one of its descendants, resign; with `force` it
    /// resigns even if it asks not to. Returns whether no first responder is left in the view's hierarchy.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.currentFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        UIResponder.currentFirstResponder = nil
        return true
    }
}
