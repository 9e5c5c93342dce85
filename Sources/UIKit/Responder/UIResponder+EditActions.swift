import Foundation

extension UIResponder {
    /// Records that `type` implements the named standard edit actions (`"copy:"`, `"paste:"` …), so that
    /// `responds(to:)`, `canPerformAction(_:withSender:)` and the responder chain find them on its instances.
    /// The recorded method calls the instance's own override.
    // Linux: the Objective-C runtime would find the methods by itself; UIKit's classes call this once.
    static func recordStandardEditActions<T: UIResponder>(_ names: [String], for type: T.Type) {
        for name in names {
            guard let call = standardEditActions[name] else { continue }
            _ = Selector(name, { (target: T) in { @MainActor (sender: Any?) in call(target, sender) } })
        }
    }

    /// Performs `action` on `target` with `sender` (and `event`), as UIApplication does once the target is
    /// known: the recorded method, or a standard edit action's override; anything else traps with Apple's
    /// "unrecognized selector" message.
    static func perform(_ action: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) {
        if !action.isImplemented(by: target), let responder = target as? UIResponder,
           let call = standardEditActions[action.name] {
            call(responder, sender)
            return
        }
        action.invoke(on: target, with: sender, with: event)
    }
}
