import Foundation

/// One raw key report from a back end: a key went down or up, with the characters it types.
/// `EventDispatcher` turns these into UIPresses sent to the key window.
struct KeyInput {
    /// Whether the key went down or up.
    enum Action: Equatable { case down, up }

    var action: Action
    /// The key's USB HID usage.
    var keyCode: UIKeyboardHIDUsage
    /// The text the key types with its modifiers (the layout's text, or Apple's UIKeyInput… name for keys
    /// that type none).
    var characters: String
    /// The same without modifiers.
    var charactersIgnoringModifiers: String
    var modifierFlags: UIKeyModifierFlags
    /// Media time of the report.
    var timestamp: TimeInterval
    /// The text the key typed into a text-input responder (the desktop's SDL_TEXTINPUT that followed the
    /// key-down), nil when it typed none.
    var text: String? = nil
}
