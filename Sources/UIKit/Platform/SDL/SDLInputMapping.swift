// Frame stage 1 event in (docs/ARCHITECTURE.md). Before: the previous frame's present — the loop waits for input.
// After: 2, dispatch and hit-test — Events/EventDispatcher.handle.
import Foundation

/// Pure translations from SDL's input vocabulary to UIKit's (no SDL calls, so they are testable anywhere).
enum SDLInputMapping {
    // MARK: Keys

    /// The USB HID keyboard usage of an SDL scancode. SDL numbers its scancodes after the HID keyboard page
    /// (0x04 `a` … 0xE7 right GUI), so those map one to one; SDL's extra codes (media, application and
    /// mode keys, 257 and up) have no keyboard-page usage and give nil.
    static func hidUsage(scancode: Int) -> UIKeyboardHIDUsage? {
        guard (0x04...0xE7).contains(scancode) else { return nil }
        return UIKeyboardHIDUsage(rawValue: scancode)
    }

    /// SDL modifier bits (SDL_Keymod), restated so the mapping needs no SDL headers.
    enum Mod {
        static let lShift = 0x0001, rShift = 0x0002
        static let lCtrl = 0x0040, rCtrl = 0x0080
        static let lAlt = 0x0100, rAlt = 0x0200
        static let lGUI = 0x0400, rGUI = 0x0800
        static let num = 0x1000, caps = 0x2000
    }

    /// UIKit's modifier flags for SDL's modifier state, plus numericPad when the key is on the keypad.
    static func modifierFlags(sdlMod: Int, scancode: Int? = nil) -> UIKeyModifierFlags {
        var f: UIKeyModifierFlags = []
        if sdlMod & (Mod.lShift | Mod.rShift) != 0 { f.insert(.shift) }
        if sdlMod & (Mod.lCtrl | Mod.rCtrl) != 0 { f.insert(.control) }
        if sdlMod & (Mod.lAlt | Mod.rAlt) != 0 { f.insert(.alternate) }
        if sdlMod & (Mod.lGUI | Mod.rGUI) != 0 { f.insert(.command) }
        if sdlMod & Mod.caps != 0 { f.insert(.alphaShift) }
        if let scancode, isKeypad(scancode: scancode) { f.insert(.numericPad) }
        return f
    }

    /// Whether a scancode (= HID usage) is a keypad key: 0x54 keypad slash … 0x63 keypad period, 0x67 keypad
    /// equals, 0x85…0x86 and 0xB0…0xDD (the extended keypad).
    static func isKeypad(scancode: Int) -> Bool {
        (0x54...0x63).contains(scancode) || scancode == 0x67 || (0x85...0x86).contains(scancode)
            || (0xB0...0xDD).contains(scancode)
    }

    /// The characters UIKit reports for keys that type no text: Apple's UIKeyInput… constants for arrows,
    /// escape, page and home/end keys, function keys; control characters for return, tab and delete.
    static func specialCharacters(scancode: Int) -> String? {
        switch scancode {
        case 0x28, 0x58: return "\r"             // return, keypad enter
        case 0x29: return "UIKeyInputEscape"
        case 0x2A: return "\u{8}"                 // delete (backspace)
        case 0x2B: return "\t"
        case 0x4A: return "UIKeyInputHome"
        case 0x4B: return "UIKeyInputPageUp"
        case 0x4C: return "\u{7F}"                // forward delete
        case 0x4D: return "UIKeyInputEnd"
        case 0x4E: return "UIKeyInputPageDown"
        case 0x4F: return "UIKeyInputRightArrow"
        case 0x50: return "UIKeyInputLeftArrow"
        case 0x51: return "UIKeyInputDownArrow"
        case 0x52: return "UIKeyInputUpArrow"
        case 0x3A...0x45: return "UIKeyInputF\(scancode - 0x3A + 1)"
        default: return nil
        }
    }

    /// The text of a key code from SDL's layout (SDL_Keycode: the Unicode scalar for character keys), or nil.
    static func characters(sdlKeycode: Int) -> String? {
        guard sdlKeycode >= 0x20, sdlKeycode != 0x7F, sdlKeycode < 0x4000_0000,
              let scalar = Unicode.Scalar(UInt32(sdlKeycode)) else { return nil }
        return String(Character(scalar))
    }

    /// The text in SDL's fixed-size NUL-terminated UTF-8 buffer.
    static func string(fromUTF8CString bytes: [CChar]) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Pointer

    /// The mouse as one finger: the left button (a primary click) or the right one (a secondary click, as
    /// Mac Catalyst and iPadOS report it) down begins a touch, motion with it held moves it, the release of
    /// that button ends it. Other buttons, a second button while one is down, motion without a button, and the
    /// mouse events SDL synthesises from real touches (those arrive as fingers) give no phase.
    struct MouseTouchMapper {
        enum Action { case down, motion, up }
        /// SDL_BUTTON_LEFT and SDL_BUTTON_RIGHT.
        static let leftButton = 1
        static let rightButton = 3
        /// The button holding the touch down, if any.
        private(set) var downButton: Int?
        var isDown: Bool { downButton != nil }
        /// The touch's button as UIKit reports it.
        var buttonMask: UIEvent.ButtonMask { downButton == Self.rightButton ? .secondary : .primary }

        mutating func phase(for action: Action, button: Int, synthesisedFromTouch: Bool) -> UITouch.Phase? {
            if synthesisedFromTouch { return nil }
            switch action {
            case .down:
                guard button == Self.leftButton || button == Self.rightButton, !isDown else { return nil }
                downButton = button
                return .began
            case .motion:
                return isDown ? .moved : nil
            case .up:
                guard button == downButton else { return nil }
                downButton = nil
                return .ended
            }
        }

        /// The touch is gone without an up (focus lost): the caller cancels it.
        mutating func reset() { downButton = nil }
    }

    // MARK: Key reports

    /// The key report of an SDL key event: HID usage from the scancode, the typed text (from the
    /// SDL_TEXTINPUT that followed a key-down) or Apple's name for a key that types none, and the modifiers.
    static func keyInput(down: Bool, scancode: Int, sdlKeycode: Int, sdlMod: Int, text: String?,
                         timestamp: TimeInterval) -> KeyInput {
        let plain = specialCharacters(scancode: scancode) ?? characters(sdlKeycode: sdlKeycode) ?? ""
        return KeyInput(action: down ? .down : .up, keyCode: hidUsage(scancode: scancode) ?? UIKeyboardHIDUsage(rawValue: 0),
                        characters: text ?? plain, charactersIgnoringModifiers: plain,
                        modifierFlags: modifierFlags(sdlMod: sdlMod, scancode: scancode), timestamp: timestamp,
                        text: down ? text : nil)
    }

    // MARK: Composition

    /// An input method's composition (SDL_TEXTEDITING: the text, and its cursor or selected part as `start`
    /// and `length` in characters, i.e. Unicode code points) as UIKit's marked text: the string and the
    /// selected range in UTF-16 units, as `setMarkedText(_:selectedRange:)` takes it. Out-of-range values are
    /// clamped; a negative length (SDL's "none") is 0.
    static func composition(utf8 text: String, start: Int, length: Int) -> (text: String, selectedRange: NSRange) {
        let scalars = Array(text.unicodeScalars)
        let from = min(max(0, start), scalars.count)
        let to = min(from + max(0, length), scalars.count)
        func utf16(_ n: Int) -> Int { scalars[0..<n].reduce(0) { $0 + UTF16.width($1) } }
        let location = utf16(from)
        return (text, NSRange(location: location, length: utf16(to) - location))
    }
}
