import Foundation

/// A key combination that sends an action along the responder chain: a responder lists its commands in
/// `keyCommands`, and a key press that matches one of the first responder's chain performs it instead of
/// reaching `pressesBegan`.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's text (`"s"`, `"\r"`, or one of the `UIKeyCommand.input…` names).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's own handling of the key (text editing, focus).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may map the key to the user's keyboard layout.
    open var allowsAutomaticLocalization = true
    /// Whether left/right arrow commands swap in right-to-left layouts.
    open var allowsAutomaticMirroring = true

    /// A command for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", action: action)
    }

    /// A command with a title shown in menus and the discoverability HUD (iOS 13).
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command with a title and a discoverability title (iOS 9; deprecated in 13).
    @available(*, deprecated, renamed: "init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)")
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    // Apple's names for keys that type no text.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"

    /// Whether a key press (its text without modifiers, and the modifiers held) is this command's. Caps Lock
    /// and the keypad flag do not count; letters match either case.
    func matches(charactersIgnoringModifiers characters: String, modifierFlags flags: UIKeyModifierFlags) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let held = flags.subtracting([.alphaShift, .numericPad])
        return held == modifierFlags.subtracting([.alphaShift, .numericPad])
            && (input == characters || input.lowercased() == characters.lowercased())
    }
}
