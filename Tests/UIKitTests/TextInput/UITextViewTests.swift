import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@MainActor
final class TextViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { entries.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { entries.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(text.replacingOccurrences(of: "\n", with: "\\n")))")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { entries.append("didChangeSelection") }
}

@Suite(.serialized) @MainActor struct UITextViewTests {
    func makeView(_ log: TextViewLog, height: CGFloat = 200) -> (UITextView, UIWindow, [NSObjectProtocol]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: height))
        view.delegate = log
        window.addSubview(view)
        window.makeKeyAndVisible()
        let observers = [(UITextView.textDidBeginEditingNotification, "beginNote"), (UITextView.textDidChangeNotification, "changeNote"),
                         (UITextView.textDidEndEditingNotification, "endNote")].map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: view, queue: nil) { _ in
                MainActor.assumeIsolated { log.entries.append(label) }
            }
        }
        return (view, window, observers)
    }

    func tearDown(_ window: UIWindow, _ observers: [NSObjectProtocol]) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.isHidden = true
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    @Test func defaultsAreApples() {
        let view = UITextView()
        #expect(view.isEditable && view.isSelectable)
        #expect(view.font == nil)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.dataDetectorTypes == [])
        #expect(!view.allowsEditingTextAttributes)
        #expect(view.text == "")
        view.text = "héllo 😀"
        #expect(view.selectedRange == NSRange(location: 8, length: 0)) // "héllo " 6 units, the emoji 2
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect((view as UIScrollView).canBecomeFirstResponder)
    }

    @Test func editingFlowAndReturnInsertsANewlineThroughTheDelegate() {
        let log = TextViewLog()
        let (view, window, observers) = makeView(log)
        defer { tearDown(window, observers) }
        view.text = "set in code"
        #expect(log.entries.isEmpty)
        #expect(view.becomeFirstResponder())
        #expect(log.entries == ["shouldBegin", "didBegin", "beginNote"])
        log.entries = []
        UIHeadless.typeText("!")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(view.text == "set in code!\n")
        #expect(log.entries == ["shouldChange(11,0,!)", "didChange", "changeNote", "didChangeSelection",
                                "shouldChange(12,0,\\n)", "didChange", "changeNote", "didChangeSelection"])
        log.entries = []
        #expect(view.resignFirstResponder())
        #expect(log.entries == ["shouldEnd", "didEnd", "endNote"])
    }

    @Test func theCaretStaysVisibleAsTextGrows() {
        let log = TextViewLog()
        let (view, window, observers) = makeView(log, height: 100)
        defer { tearDown(window, observers) }
        view.becomeFirstResponder()
        for i in 0..<20 { UIHeadless.typeText("line \(i)\n") }
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(view.contentSize.height > 100)
        #expect(view.contentOffset.y > 0)
        #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.maxY - 0.5)))
        view.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(view.contentOffset.y == 0)
    }

    @Test func uneditableTextViewSelectsButDoesNotEdit() {
        let log = TextViewLog()
        let (view, window, observers) = makeView(log)
        defer { tearDown(window, observers) }
        view.text = "read only"
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        #expect(log.entries.isEmpty)
        view.insertText("x")
        #expect(view.text == "read only")
        view.selectedRange = NSRange(location: 0, length: 4)
        #expect(log.entries == ["didChangeSelection"])
    }

    @Test func linesWrapInsideTheContainerInsetAndPadding() throws {
        let log = TextViewLog()
        let (view, window, observers) = makeView(log)
        defer { tearDown(window, observers) }
        view.text = "ab"
        let caret = view.caretRect(for: view.beginningOfDocument)
        // Text starts at the padding (5) inside the left inset (0), and at the top inset (8).
        #expect(caret.midX == 5)
        #expect(caret.minY == 8)
        let layout = view.editingLayout()
        #expect(layout.lineMetrics.count == 1)
    }

    @Test func typingIntoAttributedTextKeepsItsAttributesAndUndoRestoresIt() {
        let log = TextViewLog()
        let (view, window, observers) = makeView(log)
        defer { tearDown(window, observers) }
        let bold = UIFont.boldSystemFont(ofSize: 20)
        view.attributedText = NSAttributedString(string: "bold", attributes: [.font: bold])
        view.becomeFirstResponder()
        UIHeadless.typeText("!")
        #expect(view.attributedText.string == "bold!")
        #expect((view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == bold)
        view.core.undo()
        #expect(view.attributedText.string == "bold")
    }
}
