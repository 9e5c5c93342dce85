import Foundation
import Testing
import UIKit

/// Edits that reach the text while an input method composes (found by `make fuzz`, FuzzTextEditing): the marked
/// range must stay a range of the text, or committing it reads past the end.
@MainActor
struct MarkedTextEditingTests {
    /// The fuzzer's input, minimised: mark "\n", delete it with Delete, type "a". Crashed with "String index range
    /// is out of bounds" (the marked range (0, 1) outlived its text).
    @Test func deletingTheMarkedTextEndsTheComposition() {
        for input in [UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30)) as UIView & UITextInput,
                      UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))] {
            input.setMarkedText("\n", selectedRange: NSRange(location: 1, length: 0))
            input.deleteBackward()
            #expect(input.markedTextRange == nil)
            input.insertText("a")
            let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!
            #expect(input.text(in: all) == "a")
        }
    }

    /// An edit before the marked text moves it: "ab" + marked "か", then "a" replaced with "xyz" gives
    /// "xyzbか" with "か" (UTF-16 offset 4, length 1) still marked; committing "日" replaces it.
    @Test func anEditBeforeTheMarkedTextMovesIt() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.insertText("ab")
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        let start = field.beginningOfDocument
        field.replace(field.textRange(from: start, to: field.position(from: start, offset: 1)!)!, withText: "xyz")
        let marked = field.markedTextRange!
        #expect(field.offset(from: start, to: marked.start) == 4)
        #expect(field.offset(from: marked.start, to: marked.end) == 1)
        field.insertText("日")
        #expect(field.text == "xyzb日")
        #expect(field.markedTextRange == nil)
    }

    /// Found by the fuzzer: marking text over a combining mark alone replaced the whole "é" (swift-corelibs-
    /// foundation widens NSString ranges to whole characters) and left the marked range past the text's end,
    /// so committing it crashed. Ranges are UTF-16 units, as NSString's: "e\u{301}" with (1, 1) marked as "a"
    /// is "ea" with "a" (1, 1) marked.
    @Test func markingACombiningMarkReplacesOnlyIt() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.insertText("e\u{301}")
        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: field.position(from: start, offset: 1)!,
                                                  to: field.position(from: start, offset: 2)!)
        field.setMarkedText("a", selectedRange: NSRange(location: 0, length: 0))
        let marked = field.markedTextRange!
        #expect(field.offset(from: start, to: marked.start) == 1)
        #expect(field.offset(from: marked.start, to: marked.end) == 1)
        #expect(field.text == "ea")
        field.insertText("a")
        #expect(field.text == "ea")
        #expect(field.markedTextRange == nil)
    }
}

/// Found by `make fuzz` (FuzzTextEditing, a hang): a text view reuses the paragraphs it laid out before when
/// their text is unchanged, and took "é" as unchanged when it became "e\u{301}" (Swift's `==` is canonical
/// equivalence), so the layout's indices counted one scalar and two bytes fewer than its text, and the next
/// hit test, asking Pango for the text's log attributes, never returned.
@MainActor
struct CanonicallyEquivalentTextTests {
    /// The fuzzer's input, minimised: "aaa", "é" marked, the marked text replaced by "e\u{301}" (one edit, so
    /// the edited paragraph was looked for among the old ones), then a hit test right of the text's end, which
    /// is the end of the text: UTF-16 offset 5.
    @Test func replacingMarkedTextWithItsDecomposedFormLaysItOutAgain() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        textView.insertText("aaa")
        textView.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        _ = textView.caretRect(for: textView.endOfDocument)
        textView.setMarkedText("e\u{301}", selectedRange: NSRange(location: 2, length: 0))
        let position = textView.closestPosition(to: CGPoint(x: 110, y: 10))
        #expect(position.map { textView.offset(from: textView.beginningOfDocument, to: $0) } == 5)
    }

    /// Setting the text lays it out afresh, taking the old layout's paragraphs by their text: "é" then
    /// "e\u{301}" must not be given the first one's paragraph. Two paragraphs, so the second's start (after
    /// "e\u{301}\n", UTF-16 offset 3) shows whether the indices are the new text's.
    @Test func settingTheDecomposedFormOfTheTextLaysItOutAgain() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        textView.text = "é\nb"
        _ = textView.caretRect(for: textView.endOfDocument)
        textView.text = "e\u{301}\nb"
        let start = textView.beginningOfDocument
        let secondLine = textView.caretRect(for: textView.position(from: start, offset: 3)!)
        let position = textView.closestPosition(to: CGPoint(x: 110, y: secondLine.midY))
        #expect(position.map { textView.offset(from: start, to: $0) } == 4)
    }
}
