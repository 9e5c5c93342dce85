import Foundation
import TextEngine

/// What a text view gives the shared key handling: its editing core, its text's layout (in offsets), and what
/// return and tab do in it.
@MainActor
protocol TextEditingHost: AnyObject {
    var core: TextEditingCore { get }
    /// The text's layout and where its origin stands in the view.
    func textLayout() -> (layout: PangoText.Layout, origin: CGPoint)
    /// The caret's height in an empty text (the font's line height).
    var emptyCaretHeight: CGFloat { get }
    func handleReturn()
}

extension TextEditingHost {
    func editingLayout() -> PangoText.Layout { textLayout().layout }
}

/// The editing keys of a desktop text view (SPEC-NEXT 4.6): arrows by character, Alt (Option) by word,
/// Ctrl or Super (Command) by line and to the document's ends, Shift extends; Backspace and Delete (Alt: by
/// word); Return; Ctrl+A, Ctrl+Z and Ctrl+Shift+Z. The selection's anchor is the end that stays put.
@MainActor
enum TextKeyHandling {
    private static let home = UIKeyboardHIDUsage(rawValue: 0x4A)
    private static let end = UIKeyboardHIDUsage(rawValue: 0x4D)
    private static let deleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    private static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)

    /// Handles `key` in `host`; false when the key is not an editing key (it then goes up the chain).
    static func handle(_ key: UIKey, in host: TextEditingHost) -> Bool {
        let core = host.core
        let flags = key.modifierFlags
        let byLine = flags.contains(.command) || flags.contains(.control)
        let byWord = flags.contains(.alternate)
        let extend = flags.contains(.shift)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, home, end:
            move(key.keyCode, byLine: byLine, byWord: byWord, extend: extend, in: host)
            return true
        case .keyboardDeleteOrBackspace:
            if byWord, core.selectedRange.length == 0 {
                let start = host.editingLayout().offset(ofWordFrom: core.selectedRange.location, forward: false)
                core.replace(NSRange(location: start, length: core.selectedRange.location - start), with: "")
            } else {
                (host as? UIKeyInput)?.deleteBackward()
            }
            return true
        case deleteForward:
            if byWord, core.selectedRange.length == 0 {
                let end = host.editingLayout().offset(ofWordFrom: core.selectedRange.location, forward: true)
                core.replace(NSRange(location: core.selectedRange.location, length: end - core.selectedRange.location), with: "")
            } else {
                core.deleteForward()
            }
            return true
        case .keyboardReturnOrEnter, keypadEnter:
            host.handleReturn()
            return true
        case .keyboardA where byLine:
            core.select(NSRange(location: 0, length: core.length))
            return true
        case .keyboardZ where byLine:
            // Through the view's undo manager, the one history app code and the edit shortcuts use.
            if extend { core.redo() } else { core.undo() }
            return true
        default:
            return false
        }
    }

    private static func move(_ code: UIKeyboardHIDUsage, byLine: Bool, byWord: Bool, extend: Bool, in host: TextEditingHost) {
        let core = host.core
        let layout = host.editingLayout()
        let selection = core.selectedRange
        let anchor = core.selectionAnchor ?? selection.location
        let head = selection.length == 0 ? selection.location : (anchor == selection.location ? NSMaxRange(selection) : selection.location)
        let forward = code == .keyboardRightArrow || code == .keyboardDownArrow || code == end
        var target: Int
        switch code {
        case .keyboardLeftArrow, .keyboardRightArrow:
            if byLine {
                let line = layout.lineMetrics[layout.lineIndex(containing: head)]
                target = forward ? line.range.upperBound : line.range.lowerBound
            } else if byWord {
                target = layout.offset(ofWordFrom: head, forward: forward)
            } else if selection.length > 0 && !extend {
                // An arrow collapses a selection to its end in that direction.
                target = forward ? NSMaxRange(selection) : selection.location
            } else {
                target = layout.offset(movingVisuallyFrom: head, right: forward) ?? (forward ? core.length : 0)
            }
        case .keyboardUpArrow, .keyboardDownArrow:
            if byLine {
                target = forward ? core.length : 0
            } else {
                target = layout.offset(movingLines: forward ? 1 : -1, from: head, x: layout.caret(at: head).strong.minX)
            }
        default:
            let line = layout.lineMetrics.isEmpty ? 0..<core.length : layout.lineMetrics[layout.lineIndex(containing: head)].range
            target = forward ? line.upperBound : line.lowerBound
        }
        if extend {
            core.select(NSRange(location: min(anchor, target), length: abs(target - anchor)), anchor: anchor)
        } else {
            core.select(NSRange(location: target, length: 0))
        }
    }
}
