import Foundation
import Testing
@testable import UIKit

/// An input method's composition through the dispatcher (the path SDL_TEXTEDITING / SDL_TEXTINPUT take), into
/// a UITextField (SPEC-NEXT §4.6).
@Suite(.serialized) @MainActor struct CompositionTests {
    final class Delegate: NSObject, UITextFieldDelegate {
        var log: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("\(range.location),\(range.length) \(string)")
            return true
        }
    }

    private func stage() -> (UIWindow, UITextField) {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        w.makeKeyAndVisible()
        let f = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        w.addSubview(f)
        return (w, f)
    }

    @Test func markedNiNihThenChineseCommittedLeavesExactlyTheCommit() {
        let (w, f) = stage()
        defer { w.isHidden = true }
        let d = Delegate()
        f.delegate = d
        #expect(f.becomeFirstResponder())
        UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(f.markedTextRange != nil && f.text == "ni")
        UIHeadless.setMarkedText("nih", selectedRange: NSRange(location: 3, length: 0))
        UIHeadless.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
        #expect(f.text == "你好")
        UIHeadless.commitComposition("你好")
        #expect(f.text == "你好")
        #expect(f.markedTextRange == nil)
        #expect(d.log.first == "0,0 ni")
        f.resignFirstResponder()
    }

    @Test func anEmptyCompositionCancelsIt() {
        let (w, f) = stage()
        defer { w.isHidden = true }
        #expect(f.becomeFirstResponder())
        UIHeadless.typeText("a")
        UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        UIHeadless.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(f.text == "a" && f.markedTextRange == nil)
        f.resignFirstResponder()
    }

    @Test func whileComposingTheInputMethodOwnsBackspace() {
        let (w, f) = stage()
        defer { w.isHidden = true }
        #expect(f.becomeFirstResponder())
        UIHeadless.typeText("ab")
        UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(f.text == "abni")
        UIHeadless.commitComposition("你")
        #expect(f.text == "ab你")
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(f.text == "ab")
        f.resignFirstResponder()
    }

    @Test func theInputMethodIsPlacedAtTheCaret() {
        let (w, f) = stage()
        defer { w.isHidden = true }
        #expect(f.becomeFirstResponder())
        #expect(UIHeadless.isTextInputActive)
        guard let start = UIHeadless.textInputRect else { Issue.record("no caret rect"); return }
        #expect(f.frame.contains(CGPoint(x: start.midX, y: start.midY)))
        UIHeadless.typeText("wwww")
        guard let later = UIHeadless.textInputRect else { Issue.record("no caret rect"); return }
        #expect(later.minX > start.minX)                 // the caret moved right with the text
        #expect(abs(later.minY - start.minY) < 0.5)
        f.resignFirstResponder()
        #expect(!UIHeadless.isTextInputActive && UIHeadless.textInputRect == nil)
    }
}
