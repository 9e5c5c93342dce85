import Foundation

/// Registers a text view's edits with its undo manager, as UIKit's text input does: each edit is an undo
/// operation of its own, except typing (typed characters, backspaces and input-method composition at the
/// caret), which joins the typing operation it continues until the caret moves elsewhere, something else is
/// registered with the manager, or the composition is committed. Undoing an operation registers the operation
/// that redoes it, so undo and redo are the manager's two stacks and nothing else: app code's
/// `undoManager.undo()`, Ctrl+Z and the text view's own keys all reach the same history.
@MainActor
final class TextUndoRegistrar {
    /// One replacement, enough to undo it: the range the new text occupies and the text it replaced.
    struct Edit {
        var range: NSRange
        var replaced: String
        var inserted: String
        var selectionBefore: NSRange
    }

    /// The edits one undo reverts, in the order they were made. A class, so typing can extend the operation
    /// after it was registered (UIKit's typing operation grows the same way).
    final class Operation {
        var edits: [Edit]
        let actionName: String
        init(edits: [Edit], actionName: String) {
            self.edits = edits
            self.actionName = actionName
        }
    }

    /// UIKit's undo action names for text edits (the shake-to-undo alert's "Undo Typing").
    // ⚠ "Paste" and "Cut" follow NSTextView's names; iOS shows no name for other edits.
    enum ActionName {
        static let typing = "Typing"
        static let paste = "Paste"
        static let cut = "Cut"
    }

    private unowned let core: TextEditingCore
    /// The manager edits register with: the view's `undoManager` (nil, as a subclass may return: no undo).
    var manager: () -> UndoManager? = { nil }

    /// The typing operation still open for more typing, and the manager's registration count when it was
    /// registered: any later registration (or undo, redo, removal) closes it.
    private weak var typing: Operation?
    private weak var typingManager: UndoManager?
    private var typingSerial = -1
    /// Where the caret stood after the last typed edit: typing continues only there.
    private(set) var typingContinuesAt: Int?

    init(core: TextEditingCore) { self.core = core }

    /// Closes the typing operation: the next edit is a new undo operation.
    func stopCoalescing() {
        typing = nil
        typingContinuesAt = nil
    }

    /// The selection moved (not by an edit): a caret that leaves the typing point ends the typing operation.
    func selectionMoved(to range: NSRange) {
        if range.length > 0 || range.location != typingContinuesAt { stopCoalescing() }
    }

    /// Records `edit` (already applied to the text).
    func record(_ edit: Edit, typing isTyping: Bool, actionName: String) {
        let caret = edit.range.location + (edit.inserted as NSString).length
        defer { typingContinuesAt = isTyping ? caret : nil }
        guard let manager = manager(), manager.isUndoRegistrationEnabled else {
            stopCoalescing()
            return
        }
        if isTyping, let current = typing, typingManager === manager, manager.registrationSerial == typingSerial,
           let at = typingContinuesAt, edit.range.location == at || NSMaxRange(edit.range) == at {
            current.edits.append(edit)
            return
        }
        let operation = Operation(edits: [edit], actionName: isTyping ? ActionName.typing : actionName)
        register(operation, reverting: true, with: manager)
        typing = isTyping ? operation : nil
        typingManager = manager
        typingSerial = manager.registrationSerial
    }

    /// The text was replaced in code: UIKit drops the history (unless a group is open around the change).
    func textWasSet() {
        stopCoalescing()
        guard let manager = manager(), manager.groupingLevel == 0 else { return }
        manager.removeAllActions()
    }

    /// Registers `operation` so that running it reverts its edits (`reverting`) or makes them again; either
    /// way, running it registers its opposite, which the manager files as the redo (or, redoing, the undo).
    private func register(_ operation: Operation, reverting: Bool, with manager: UndoManager) {
        // Each operation is a group of its own, even within one turn of the main loop: the automatic group a
        // registration opens would otherwise join the next edit to it. Inside a group app code opened (or the
        // manager's own, while undoing), the operation joins that group.
        manager.endAutomaticGroup()
        let ownGroup = manager.groupingLevel == 0
        if ownGroup { manager.beginUndoGrouping() }
        manager.registerUndo(withTarget: core) { core in
            let registrar = core.undoRegistrar
            if reverting { core.revert(operation.edits) } else { core.reapply(operation.edits) }
            if let manager = registrar.manager() {
                registrar.register(operation, reverting: !reverting, with: manager)
            }
        }
        if !operation.actionName.isEmpty { manager.setActionName(operation.actionName) }
        if ownGroup { manager.endUndoGrouping() }
    }
}
