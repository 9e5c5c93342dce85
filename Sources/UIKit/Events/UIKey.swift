import Foundation

/// A key on a keyboard.
@MainActor
open class UIKey: NSObject {
    /// The characters the key produces with its modifiers.
    open internal(set) var characters: String = ""
    /// The characters without modifiers.
    open internal(set) var charactersIgnoringModifiers: String = ""
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The key's USB HID usage code.
    open internal(set) var keyCode: UIKeyboardHIDUsage = UIKeyboardHIDUsage(rawValue: 0)

    public override init() { super.init() }
}
