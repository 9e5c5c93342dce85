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
