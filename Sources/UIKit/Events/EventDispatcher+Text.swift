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
        if key.keyCode == .keyboardTab, flags.isDisjoint(with: [.control, .command, .alternate]) {
            if input is UITextView, !flags.contains(.shift) {
                input.insertText("\t")
                refreshTextInput()
                return true
            }
            return moveKeyView(from: input as? UIView, backward: flags.contains(.shift))
        }
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

// MARK: Key views

extension EventDispatcher {
    /// Tab / Shift-Tab: the first responder moves to the next (previous) text-input view of its window in reading
    /// order — top to bottom, then left to right, wrapping — as Mac Catalyst moves focus between fields.
    // Linux: iOS leaves this to the focus system; the order here is by frame, not by the focus engine's search.
    func moveKeyView(from current: UIView?, backward: Bool) -> Bool {
        guard let current, let window = current.window else { return false }
        var fields: [(view: UIView, frame: CGRect)] = []
        func collect(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01, v.isUserInteractionEnabled else { return }
            if v is UIKeyInput, v.canBecomeFirstResponder || v === current {
                fields.append((v, v.convert(v.bounds, to: window)))
            }
            for s in v.subviews { collect(s) }
        }
        collect(window)
        guard fields.count > 1, let i = fields.firstIndex(where: { $0.view === current }) else { return false }
        let ordered = fields.enumerated().sorted { a, b in
            let (fa, fb) = (a.element.frame, b.element.frame)
            if abs(fa.minY - fb.minY) > 0.5 { return fa.minY < fb.minY }
            if abs(fa.minX - fb.minX) > 0.5 { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element.view)
        guard let at = ordered.firstIndex(where: { $0 === fields[i].view }) else { return false }
        for step in 1..<ordered.count {
            let j = (at + (backward ? -step : step) + ordered.count * step) % ordered.count
            if ordered[j].becomeFirstResponder() {
                refreshTextInput()
                return true
            }
        }
        return true
    }
}
