import Foundation

/// An object the nib loader connects by name: outlets and runtime attributes through
/// `setNibValue(_:forKey:)`, actions through `nibAction(named:)`.
///
/// Linux: Apple's loader sets outlets by key-value coding and finds actions by selector in the Objective-C
/// runtime; neither exists here. UIKit's responders conform (UIResponder answers "no such key" and finds
/// actions by name); each UIKit class adds its own outlets; `openuikit-port` writes an app class's
/// overrides from its `@IBOutlet`s and `@IBAction`s:
///
///     override func setNibValue(_ value: Any?, forKey key: String) -> Bool {
///         switch key {
///         case "titleLabel": titleLabel = value as? UILabel
///         default: return super.setNibValue(value, forKey: key)
///         }
///         return true
///     }
///     override func nibAction(named selector: String) -> Selector? {
///         switch selector {
///         case "start:": Selector("start:", LoginViewController.start(_:))
///         default: super.nibAction(named: selector)
///         }
///     }
@preconcurrency @MainActor
public protocol UINibConnectable: AnyObject {
    /// Sets the outlet (or key path) `key` to `value`; false when there is no such key.
    func setNibValue(_ value: Any?, forKey key: String) -> Bool
    /// The action named `selector` (Apple's name, `"start:"`), to send to this object; nil when it has none.
    func nibAction(named selector: String) -> Selector?
}

extension UINibConnectable {
    /// No outlets.
    public func setNibValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// The method recorded under that name for this object's class, if any (see `Selector`).
    public func nibAction(named selector: String) -> Selector? {
        let action = Selector(selector)
        return action.isImplemented(by: self) ? action : nil
    }
}

extension UIResponder: UINibConnectable {}
