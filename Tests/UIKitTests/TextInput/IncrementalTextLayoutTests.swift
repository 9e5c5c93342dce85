import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A text view lays out again only the paragraphs an edit touched; every answer must be the one a fresh view
/// holding the same text gives (its layout made in one piece).
@Suite(.serialized) @MainActor struct IncrementalTextLayoutTests {
    func makeView(_ text: String) -> (UITextView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        view.font = .systemFont(ofSize: 17)
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.text = text
        view.becomeFirstResponder()
        _ = view.editingLayout()
        return (view, window)
    }

    func tearDown(_ window: UIWindow) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.isHidden = true
    }

    /// Compares every geometric answer of `view` with a fresh view holding its text.
    func expectSameAsFresh(_ view: UITextView, sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = UITextView(frame: view.frame)
        fresh.font = view.font
        fresh.text = view.text
        let length = (view.text as NSString).length
        #expect(view.editingLayout().lineMetrics == fresh.editingLayout().lineMetrics, sourceLocation: sourceLocation)
        #expect(view.contentSize == fresh.contentSize, sourceLocation: sourceLocation)
        for offset in 0...length {
            let a = view.caretRect(for: TextOffsetPosition(offset)), b = fresh.caretRect(for: TextOffsetPosition(offset))
            #expect(a == b, "caret at \(offset)", sourceLocation: sourceLocation)
        }
        let all = TextOffsetRange(NSRange(location: 0, length: length))
        #expect(view.selectionRects(for: all).map(\.rect) == fresh.selectionRects(for: all).map(\.rect), sourceLocation: sourceLocation)
        let layout = view.editingLayout(), freshLayout = fresh.editingLayout()
        for offset in stride(from: 0, through: length, by: max(1, length / 40)) {
            #expect(layout.offset(ofWordFrom: offset, forward: true) == freshLayout.offset(ofWordFrom: offset, forward: true),
                    sourceLocation: sourceLocation)
            #expect(layout.offset(movingVisuallyFrom: offset, right: true) == freshLayout.offset(movingVisuallyFrom: offset, right: true),
                    sourceLocation: sourceLocation)
        }
    }

    @Test func typingInTheSecondOfThreeParagraphsKeepsTheOthersAndAnswersAsAFreshLayout() {
        let (view, window) = makeView("First paragraph.\nThe second paragraph, long enough to wrap onto a second line here.\nThird.")
        defer { tearDown(window) }
        let before = view.editingLayout().paragraphIdentities
        view.selectedRange = NSRange(location: 30, length: 0)
        UIHeadless.typeText("more words that make this paragraph wrap once again ")
        let after = view.editingLayout().paragraphIdentities
        #expect(after.count == 3)
        #expect(after[0] == before[0] && after[2] == before[2])
        #expect(after[1] != before[1])
        // The caret follows the typed text: on the paragraph's last line, as a fresh layout puts it.
        let fresh = UITextView(frame: view.frame)
        fresh.font = view.font
        fresh.text = view.text
        #expect(view.caretRect(for: TextOffsetPosition(view.selectedRange.location))
                == fresh.caretRect(for: TextOffsetPosition(view.selectedRange.location)))
        // The paragraph grew by whole lines: the content grew by as much (17 pt lines).
        #expect(view.contentSize.height > 8 + 4 * view.font!.lineHeight)
        expectSameAsFresh(view)
    }

    @Test func aNewlineSplitsAParagraphAndDeletingItJoinsThem() {
        let (view, window) = makeView("alpha beta\ngamma delta\nepsilon")
        defer { tearDown(window) }
        view.selectedRange = NSRange(location: 17, length: 0) // "gamma |delta"
        UIHeadless.typeText("\n")
        #expect(view.text == "alpha beta\ngamma \ndelta\nepsilon")
        #expect(view.editingLayout().paragraphIdentities.count == 4)
        expectSameAsFresh(view)
        view.deleteBackward()
        #expect(view.text == "alpha beta\ngamma delta\nepsilon")
        #expect(view.editingLayout().paragraphIdentities.count == 3)
        expectSameAsFresh(view)
        // Deleting the line feed before a paragraph joins it to the one above.
        view.selectedRange = NSRange(location: 11, length: 0)
        view.deleteBackward()
        #expect(view.text == "alpha betagamma delta\nepsilon")
        expectSameAsFresh(view)
        // A selection across paragraphs replaced by text with line feeds.
        view.selectedRange = NSRange(location: 3, length: 22)
        view.insertText("X\nY\n\nZ")
        #expect(view.text == "alpX\nY\n\nZilon")
        expectSameAsFresh(view)
    }

    @Test func editsAtTheEndsOfTheTextAndInEmptyText() {
        let (view, window) = makeView("")
        defer { tearDown(window) }
        view.insertText("a")
        expectSameAsFresh(view)
        view.insertText("\n")
        expectSameAsFresh(view)
        view.selectedRange = NSRange(location: 0, length: 0)
        view.insertText("\n\n")
        #expect(view.text == "\n\na\n")
        expectSameAsFresh(view)
        view.selectedRange = NSRange(location: 0, length: 4)
        view.deleteBackward()
        #expect(view.text == "")
        expectSameAsFresh(view)
    }

    @Test func nonASCIIParagraphsConvertOffsetsWithinTheirParagraph() {
        let (view, window) = makeView("héllo wörld\n你好，世界。这是第二段。\nemoji 😀👍🏽 here\nlast")
        defer { tearDown(window) }
        view.selectedRange = NSRange(location: 14, length: 0)
        view.insertText("中文")
        expectSameAsFresh(view)
        // After an emoji (a surrogate pair) in the third paragraph.
        let emoji = (view.text as NSString).range(of: "😀")
        view.selectedRange = NSRange(location: NSMaxRange(emoji), length: 0)
        view.insertText("é")
        expectSameAsFresh(view)
        // Half of a surrogate pair replaced: the storage repairs the lone half, and so does the layout.
        view.replace(TextOffsetRange(NSRange(location: emoji.location, length: 1)), withText: "x")
        #expect((view.text as NSString).length == (view.editingLayout().text as NSString).length)
        #expect(view.text == view.editingLayout().text)
        expectSameAsFresh(view)
    }

    @Test func undoOfATypingGroupAndTextSetInCodeLayOutAsFresh() {
        let (view, window) = makeView("one\ntwo\nthree")
        defer { tearDown(window) }
        view.selectedRange = NSRange(location: 5, length: 0)
        UIHeadless.typeText("abc")
        view.selectedRange = NSRange(location: 1, length: 0)
        view.insertText("\n")
        view.core.undo()
        view.core.undo()
        #expect(view.text == "one\ntwo\nthree")
        expectSameAsFresh(view)
        view.text = "replaced\nin code"
        expectSameAsFresh(view)
        view.selectedRange = NSRange(location: 9, length: 0)
        view.insertText("typed ")
        expectSameAsFresh(view)
    }

    @Test func anEditWhoseParagraphsRepeatElsewhereLaysOutAsFresh() {
        let line = "The quick brown fox jumps over the lazy dog, again and again.\n"
        let (view, window) = makeView(String(repeating: line, count: 20))
        defer { tearDown(window) }
        view.selectedRange = NSRange(location: line.utf16.count * 10 + 4, length: 0)
        view.insertText("a")
        expectSameAsFresh(view)
        view.deleteBackward()
        expectSameAsFresh(view)
    }

    @Test func editsScatteredThroughNonASCIITextMatchAUTF16Model() {
        // The storage finds UTF-16 offsets by walking from its last edit: any sequence of edits, in and out of
        // surrogate pairs, must leave what replacing UTF-16 units (and repairing a lone half) leaves.
        let core = TextEditingCore()
        var model = Array("héllo 你好 😀 wörld\nzweite Zeile 👍🏽 ende, Ω and ñ".utf16)
        core.setText(String(decoding: model, as: UTF16.self))
        var seed: UInt64 = 12345
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(max(1, n)))
        }
        let pieces = ["", "a", "中文", "😀", "\n", "é", "xyz"]
        for _ in 0..<300 {
            let location = next(model.count + 1)
            let length = next(min(4, model.count - location) + 1)
            let piece = pieces[next(pieces.count)]
            core.replace(NSRange(location: location, length: length), with: piece)
            model.replaceSubrange(location..<location + length, with: Array(piece.utf16))
            model = Array(String(decoding: model, as: UTF16.self).utf16)
            #expect(Array(core.text.utf16) == model)
            #expect(core.length == model.count)
        }
    }
}
