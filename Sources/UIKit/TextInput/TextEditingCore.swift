import Foundation

/// A UTF-16 offset as a UITextPosition, the positions UITextField and UITextView hand out.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "<TextOffsetPosition \(offset)>" }
}

/// A UTF-16 range as a UITextRange.
final class TextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    convenience init(from: Int, to: Int) { self.init(NSRange(location: min(from, to), length: abs(to - from))) }
    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
}

/// The editing state UITextField and UITextView share: the text, the selection, the marked (composing) text,
/// and undo. Every change goes through `replace(_:with:)`, which asks the owner's veto hook first (the
/// delegate's shouldChangeCharactersIn / shouldChangeTextIn) and reports after.
@MainActor
final class TextEditingCore {
    /// The text (UTF-16 offsets index it, as NSString's do).
    private(set) var text = ""
    /// The selection; length 0 is the caret.
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The marked text's range, nil when nothing is being composed.
    private(set) var markedRange: NSRange?
    /// The selection inside the marked text (the input method's cursor), relative to it.
    private(set) var markedSelectedRange = NSRange(location: 0, length: 0)

    /// Asked before a user change; false vetoes it.
    var shouldChange: ((NSRange, String) -> Bool)?
    /// Told after a user change.
    var didChange: (() -> Void)?
    /// Told after the selection changed (by a user change or a move).
    var selectionDidChange: (() -> Void)?
    /// Told of every replacement of characters (user changes, undo and redo; not `setText`), so that a view can
    /// keep its attributed text and its layout in step with the storage.
    var textReplaced: ((NSRange, String) -> Void)?

    var length: Int { text.utf16.count }

    // MARK: Undo

    /// Registers the edits with the owner's undo manager (`undoManager`), typing coalesced.
    private(set) lazy var undoRegistrar = TextUndoRegistrar(core: self)
    /// The undo manager edits register with: the owner's `undoManager`.
    var undoManager: () -> UndoManager? {
        get { undoRegistrar.manager }
        set { undoRegistrar.manager = newValue }
    }
    /// True while an undo or redo puts text back: the selection moves without closing typing or telling.
    private var undoing = false

    /// Closes the open typing operation, so the next change is an undo operation of its own.
    func breakUndoCoalescing() {
        undoRegistrar.stopCoalescing()
    }

    /// Undoes the last operation of the owner's undo manager (Ctrl+Z in the view).
    func undo() {
        guard let manager = undoManager(), manager.canUndo else { return }
        manager.undo()
    }

    /// Redoes the last undone operation (Ctrl+Shift+Z in the view).
    func redo() {
        guard let manager = undoManager(), manager.canRedo else { return }
        manager.redo()
    }

    /// Puts back the text `edits` replaced, newest first, and the selection before the first of them.
    func revert(_ edits: [TextUndoRegistrar.Edit]) {
        breakUndoCoalescing()
        markedRange = nil
        undoing = true
        for edit in edits.reversed() {
            apply(NSRange(location: edit.range.location, length: (edit.inserted as NSString).length), edit.replaced)
            select(edit.selectionBefore)
        }
        undoing = false
        didChange?()
        selectionDidChange?()
    }

    /// Makes `edits` again, the caret after the last.
    func reapply(_ edits: [TextUndoRegistrar.Edit]) {
        breakUndoCoalescing()
        markedRange = nil
        undoing = true
        for edit in edits {
            apply(NSRange(location: edit.range.location, length: (edit.replaced as NSString).length), edit.inserted)
            select(NSRange(location: edit.range.location + (edit.inserted as NSString).length, length: 0))
        }
        undoing = false
        didChange?()
        selectionDidChange?()
    }

    // MARK: Changes

    /// Replaces the text without asking or telling anyone and without undo (`text = …` in code): the caret goes
    /// to the end, nothing stays marked, and the undo history is dropped, as UIKit's is.
    func setText(_ newText: String) {
        text = newText
        markedRange = nil
        selectedRange = NSRange(location: length, length: 0)
        undoRegistrar.textWasSet()
    }

    /// A user change: asks `shouldChange`, replaces, records undo (typing coalesced), puts the caret after the
    /// new text and reports. Returns false when vetoed.
    /// `undoActionName` names the undo operation (typing is always "Typing").
    @discardableResult
    func replace(_ range: NSRange, with string: String, isTyping: Bool = false, undoActionName: String = "") -> Bool {
        let range = clamped(range)
        if let shouldChange, !shouldChange(range, string) { return false }
        let replaced = (text as NSString).substring(with: range)
        let edit = TextUndoRegistrar.Edit(range: range, replaced: replaced, inserted: string, selectionBefore: selectedRange)
        apply(range, string)
        undoRegistrar.record(edit, typing: isTyping, actionName: undoActionName)
        let caret = range.location + (string as NSString).length
        selectedRange = NSRange(location: caret, length: 0)
        didChange?()
        selectionDidChange?()
        return true
    }

    private func apply(_ range: NSRange, _ string: String) {
        // In UTF-16 units, as NSString counts on Apple's platforms: swift-corelibs-foundation's
        // replacingCharacters(in:with:) widens a range to whole characters, so replacing a combining mark or
        // half a surrogate pair changed more than the range and left the ranges kept here past the text's end.
        var units = Array(text.utf16)
        units.replaceSubrange(range.location..<range.location + range.length, with: Array(string.utf16))
        text = String(decoding: units, as: UTF16.self)
        // The marked text must stay a range of the new text (an edit through replace(_:withText:) while an
        // input method composes): it moves with an edit before it, and an edit into it ends the composition.
        if let marked = markedRange {
            if range.location + range.length <= marked.location {
                markedRange = NSRange(location: marked.location + (string as NSString).length - range.length, length: marked.length)
            } else if range.location < marked.location + marked.length {
                markedRange = nil
            }
        }
        textReplaced?(range, string)
    }

    private func clamped(_ range: NSRange) -> NSRange {
        let start = max(0, min(range.location, length))
        let end = max(start, min(range.location + max(0, range.length), length))
        return NSRange(location: start, length: end - start)
    }

    /// The end of a selection extended with Shift that stays put (nil: the selection's start).
    private(set) var selectionAnchor: Int?

    /// Moves the selection (a click, an arrow key, selectAll): closes the typing group when it moves away.
    func select(_ range: NSRange, anchor: Int? = nil) {
        let range = clamped(range)
        selectionAnchor = anchor
        guard range != selectedRange else { return }
        if !undoing { undoRegistrar.selectionMoved(to: range) }
        selectedRange = range
        if !undoing { selectionDidChange?() }
    }

    // MARK: UIKeyInput and marked text

    /// Typed or committed text: replaces the marked text when there is some, else the selection.
    @discardableResult
    func insertText(_ string: String) -> Bool {
        if let marked = markedRange {
            // The marked text is already in the text: committing different text replaces it once more.
            markedRange = nil
            let current = (text as NSString).substring(with: marked)
            if current == string {
                selectedRange = NSRange(location: marked.location + marked.length, length: 0)
                breakUndoCoalescing()
                selectionDidChange?()
                return true
            }
            return replace(marked, with: string, isTyping: true)
        }
        return replace(selectedRange, with: string, isTyping: true)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    func deleteBackward() {
        if selectedRange.length > 0 {
            replace(selectedRange, with: "")
            return
        }
        guard selectedRange.location > 0 else { return }
        let before = (text as NSString).rangeOfComposedCharacterSequence(at: selectedRange.location - 1)
        // Backspacing at the caret is typing: it joins the typing undo operation, as UIKit's does.
        replace(NSRange(location: before.location, length: selectedRange.location - before.location), with: "", isTyping: true)
    }

    /// Deletes the selection, or the character after the caret.
    func deleteForward() {
        if selectedRange.length > 0 {
            replace(selectedRange, with: "")
            return
        }
        guard selectedRange.location < length else { return }
        let after = (text as NSString).rangeOfComposedCharacterSequence(at: selectedRange.location)
        replace(after, with: "")
    }

    /// Replaces the marked text (or the selection) with `string`, marks it, and puts the selection at
    /// `selected` inside it. Each update is a user change (asked through `shouldChange`, as UIKit asks it
    /// while an input method composes).
    func setMarkedText(_ string: String?, selectedRange selected: NSRange) {
        let string = string ?? ""
        let target = clamped(markedRange ?? selectedRange)
        // Composing is typing: the updates and their commit are one undo operation.
        guard replace(target, with: string, isTyping: true) else { return }
        let length = (string as NSString).length
        markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let inner = NSRange(location: max(0, min(selected.location, length)),
                            length: max(0, min(selected.length, length - min(selected.location, length))))
        markedSelectedRange = inner
        selectedRange = NSRange(location: target.location + inner.location, length: inner.length)
        selectionDidChange?()
    }

    /// Commits the marked text as it stands.
    func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        selectedRange = NSRange(location: marked.location + marked.length, length: 0)
        breakUndoCoalescing()
        selectionDidChange?()
    }
}
