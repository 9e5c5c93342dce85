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

/// Copy, cut, paste and select all in a UITextField through the responder chain and the Ctrl shortcuts.
@Suite(.serialized) @MainActor struct TextFieldEditActionTests {
    @Test func copyCutPasteThroughTheShortcutsAndThePasteboard() {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let f = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        w.addSubview(f)
        #expect(f.becomeFirstResponder())
        UIHeadless.typeText("hello")
        #expect(!f.canPerformAction(Selector("copy:"), withSender: nil))       // nothing selected
        #expect(f.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(f.responds(to: Selector("paste:")))
        UIHeadless.pressKey(.keyboardA, characters: "a", modifiers: .control)
        #expect(f.canPerformAction(Selector("copy:"), withSender: nil))
        UIHeadless.pressKey(.keyboardX, characters: "x", modifiers: .control)
        #expect(f.text == "" && UIPasteboard.general.string == "hello")
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        #expect(f.text == "hellohello")
        f.isSecureTextEntry = true
        UIHeadless.pressKey(.keyboardA, characters: "a", modifiers: .control)
        #expect(!f.canPerformAction(Selector("copy:"), withSender: nil))        // secure entry: no copy
        f.resignFirstResponder()
    }
}

/// Tab and Shift-Tab move the first responder between fields in reading order (SPEC-NEXT §4.6).
@Suite(.serialized) @MainActor struct KeyViewTests {
    @Test func tabMovesBetweenFieldsInReadingOrderAndWraps() {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        w.makeKeyAndVisible()
        defer { w.isHidden = true }
        let bottom = UITextField(frame: CGRect(x: 10, y: 200, width: 100, height: 34))
        let topRight = UITextField(frame: CGRect(x: 150, y: 10, width: 100, height: 34))
        let topLeft = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 34))
        let hidden = UITextField(frame: CGRect(x: 10, y: 100, width: 100, height: 34))
        hidden.isHidden = true
        for f in [bottom, topRight, topLeft, hidden] { w.addSubview(f) }
        #expect(topLeft.becomeFirstResponder())
        UIHeadless.pressKey(.keyboardTab, characters: "\t")
        #expect(topRight.isFirstResponder)
        UIHeadless.pressKey(.keyboardTab, characters: "\t")
        #expect(bottom.isFirstResponder)
        UIHeadless.pressKey(.keyboardTab, characters: "\t")
        #expect(topLeft.isFirstResponder)                                   // wraps
        UIHeadless.pressKey(.keyboardTab, characters: "\t", modifiers: .shift)
        #expect(bottom.isFirstResponder)
        #expect(bottom.text == "" && topLeft.text == "")                    // no tab typed
        bottom.resignFirstResponder()
    }
}
