import Foundation

/// The standard edit actions of UIKit's text views (cut, copy, paste, select, selectAll, delete) over their
/// editing core and the general pasteboard, with Apple's availability: copy and cut need a selection (and no
/// secure entry), paste needs text on the pasteboard, selectAll something not yet all selected.
@MainActor
enum TextEditActions {
    static let names = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]

    static func canPerform(_ action: Selector, core: TextEditingCore, editable: Bool, secure: Bool) -> Bool? {
        let selection = core.selectedRange
        switch action.name {
        case "copy:": return selection.length > 0 && !secure
        case "cut:": return selection.length > 0 && !secure && editable
        case "delete:": return selection.length > 0 && editable
        case "paste:": return editable && UIPasteboard.general.hasStrings
        case "select:": return core.length > 0 && selection.length == 0
        case "selectAll:": return core.length > 0 && selection.length < core.length
        default: return nil
        }
    }

    static func copy(_ core: TextEditingCore) {
        let selection = core.selectedRange
        guard selection.length > 0 else { return }
        UIPasteboard.general.string = (core.text as NSString).substring(with: selection)
    }

    static func cut(_ core: TextEditingCore) {
        guard core.selectedRange.length > 0 else { return }
        copy(core)
        core.breakUndoCoalescing()
        core.replace(core.selectedRange, with: "", undoActionName: TextUndoRegistrar.ActionName.cut)
    }

    static func paste(_ core: TextEditingCore, singleLine: Bool) {
        guard var text = UIPasteboard.general.string else { return }
        if singleLine { text = text.replacingOccurrences(of: "\n", with: " ") }
        core.breakUndoCoalescing()
        core.replace(core.markedRange ?? core.selectedRange, with: text, undoActionName: TextUndoRegistrar.ActionName.paste)
    }

    static func delete(_ core: TextEditingCore) {
        guard core.selectedRange.length > 0 else { return }
        core.replace(core.selectedRange, with: "")
    }

    /// Selects the word at the caret (Pango's word boundaries through the view's layout).
    static func select(_ core: TextEditingCore, wordStart: Int, wordEnd: Int) {
        core.select(NSRange(location: wordStart, length: max(0, wordEnd - wordStart)))
    }

    static func selectAll(_ core: TextEditingCore) {
        core.select(NSRange(location: 0, length: core.length))
    }
}
