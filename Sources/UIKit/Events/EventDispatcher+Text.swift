import Foundation

// Text input (SPEC-NEXT §4.6): back ends report typed text, compositions and commits; the routing decisions
// (which responder, marked or committed, which keys the input method owns) are made here, the same for SDL
// and for UIHeadless.
extension EventDispatcher {
    // MARK: Text input state

    /// The key window's first responder changed (or the key window did): text input goes on or off and the
    /// input method's place follows the caret.
    func firstResponderDidChange() {
        refreshTextInput()
    }

    /// Tells the back end about text input when something changed: on while the key window's first responder
    /// takes text, with its caret's rectangle in screen points.
    func refreshTextInput() {
        let state = currentTextInputState()
        guard state != textInputState else { return }
        textInputState = state
        Platform.current.textInputChanged(state)
    }

    private func currentTextInputState() -> TextInputState {
        guard let responder = UIResponder.currentFirstResponder, responder is UIKeyInput else { return .inactive }
        let window = UIResponder.keyboardWindow
        return TextInputState(isActive: true, caretRect: window.flatMap { caretRect(of: responder, in: $0) }, screen: window?.screen)
    }

    /// The first responder's caret (the marked text's first rectangle while composing) in points of the
    /// window's screen: where the input method's candidate window goes.
    private func caretRect(of responder: UIResponder, in window: UIWindow) -> CGRect? {
        guard let input = responder as? UITextInput else { return nil }
        let local: CGRect
        if let marked = input.markedTextRange, !marked.isEmpty {
            local = input.firstRect(for: marked)
        } else if let selection = input.selectedTextRange {
            local = input.caretRect(for: selection.end)
        } else {
            return nil
        }
        guard !local.isNull, !local.isInfinite else { return nil }
        let view = input.textInputView
        guard view.window === window else { return nil }
        let inWindow = view.convert(local, to: window)
        return window.layer.convert(inWindow, to: window.screen.rootLayer)
    }

    // MARK: Typed and committed text

    /// Text typed or committed by an input method without a key press of its own: it reaches the first
    /// responder's `insertText(_:)` when the first responder takes text (UIKeyInput); a pending composition
    /// is replaced by it.
    func insertText(_ text: String) {
        guard !text.isEmpty, let input = UIResponder.currentFirstResponder as? UIKeyInput else { return }
        input.insertText(text)
        refreshTextInput()
    }

    /// An input method committed `text` (the desktop's SDL_TEXTINPUT with no key-down of its own): it
    /// replaces the composition, if any, through `insertText(_:)`.
    func commitText(_ text: String) {
        insertText(text)
    }

    /// An input method's composition changed: the first responder's marked text becomes `text` with the
    /// input method's cursor as `selectedRange` (UTF-16, relative to `text`); an empty `text` cancels the
    /// composition. Responders that take only UIKeyInput get no marked text.
    func compose(_ text: String, selectedRange: NSRange) {
        guard let input = UIResponder.currentFirstResponder as? UITextInput else { return }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
        } else {
            input.setMarkedText(text, selectedRange: selectedRange)
        }
        refreshTextInput()
    }

    /// Whether the first responder is composing (non-empty marked text): the input method owns the editing
    /// keys then.
    var isComposing: Bool {
        guard let input = UIResponder.currentFirstResponder as? UITextInput, let marked = input.markedTextRange else { return false }
        return !marked.isEmpty
    }

    /// What a key press does to a text-input first responder that did not handle it otherwise (the base
    /// `UIResponder.pressesBegan`): the text the key typed is inserted; Backspace deletes backward; Return
    /// inserts "\n". Returns whether the press was taken as text.
    func performTextKey(_ press: UIPress, for input: UIKeyInput) -> Bool {
        guard let key = press.key, !isComposing else { return false }
        let flags = key.modifierFlags
        if let text = typedText[ObjectIdentifier(press)], !text.isEmpty,
           flags.isDisjoint(with: [.control, .command]) {
            input.insertText(text)
            refreshTextInput()
            return true
        }
        guard flags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        default:
            return false
        }
        refreshTextInput()
        return true
    }
}

// MARK: Edit shortcuts

extension EventDispatcher {
    /// The desktop's editing shortcuts: Ctrl+C/X/V/A send copy:/cut:/paste:/selectAll: along the responder
    /// chain (to `target(forAction:withSender:)` of the first responder, the sender a UIKeyCommand), and
    /// Ctrl+Z / Ctrl+Shift+Z undo and redo with the first responder's `undoManager`. A shortcut no responder
    /// takes is an ordinary key press. Returns whether the key performed a shortcut.
    // Linux: Mac Catalyst uses Command; a Linux desktop uses Control (SPEC-NEXT §4.6).
    func performEditShortcut(for input: KeyInput) -> Bool {
        let flags = input.modifierFlags.intersection([.shift, .control, .alternate, .command])
        guard flags == .control || flags == [.control, .shift] else { return false }
        let key = input.charactersIgnoringModifiers.lowercased()
        let start = UIResponder.currentFirstResponder ?? UIResponder.keyboardWindow
        guard let start else { return false }
        if key == "z" {
            guard let manager = start.undoManager else { return false }
            if flags.contains(.shift) {
                guard manager.canRedo else { return false }
                manager.redo()
            } else {
                guard manager.canUndo else { return false }
                manager.undo()
            }
            refreshTextInput()
            return true
        }
        guard flags == .control else { return false }
        let name: String
        switch key {
        case "c": name = "copy:"
        case "x": name = "cut:"
        case "v": name = "paste:"
        case "a": name = "selectAll:"
        default: return false
        }
        let action = Selector(name)
        let command = UIKeyCommand(input: key, modifierFlags: .control, action: action)
        guard let target = start.target(forAction: action, withSender: command) else { return false }
        UIResponder.perform(action, on: target as AnyObject, sender: command, event: nil)
        refreshTextInput()
        return true
    }
}
