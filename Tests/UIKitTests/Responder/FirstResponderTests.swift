import Foundation
import Testing
@testable import UIKit

/// Apple's first-responder rules (SPEC-NEXT §4.1): in a window, canBecome…, the current one asked to resign,
/// one per window, dropped when its view leaves the window.
@Suite(.serialized) @MainActor struct FirstResponderTests {
    final class Field: UIView, UIKeyInput {
        var log: [String]
        var allowsResign = true
        var text = ""
        init(_ name: String, log: [String] = []) { self.log = log; self.name = name; super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
        let name: String
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { Self.record("\(name).canResign"); return allowsResign }
        @discardableResult override func resignFirstResponder() -> Bool { Self.record("\(name).resign"); return super.resignFirstResponder() }
        @discardableResult override func becomeFirstResponder() -> Bool { Self.record("\(name).become"); return super.becomeFirstResponder() }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ t: String) { text += t }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        nonisolated(unsafe) static var calls: [String] = []
        static func record(_ s: String) { calls.append(s) }
    }

    private func window() -> UIWindow {
        EventDispatcher.shared.reset()
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.makeKeyAndVisible()
        return w
    }

    @Test func aPlainResponderCannotBecomeFirstResponder() {
        let w = window()
        defer { w.isHidden = true }
        let v = UIView()
        w.addSubview(v)
        #expect(!v.canBecomeFirstResponder)
        #expect(!v.becomeFirstResponder() && !v.isFirstResponder)
        #expect(UIResponder().canResignFirstResponder)
    }

    @Test func becomingFirstResponderNeedsAWindow() {
        let f = Field("a")
        #expect(!f.becomeFirstResponder())
        #expect(!f.isFirstResponder)
        let w = window()
        defer { w.isHidden = true }
        w.addSubview(f)
        #expect(f.becomeFirstResponder() && f.isFirstResponder)
        #expect(f.becomeFirstResponder())       // already: true, nobody asked
        f.resignFirstResponder()
    }

    @Test func theCurrentFirstResponderIsAskedThenResigns() {
        let w = window()
        defer { w.isHidden = true }
        let a = Field("a"), b = Field("b")
        w.addSubview(a)
        w.addSubview(b)
        #expect(a.becomeFirstResponder())
        Field.calls = []
        #expect(b.becomeFirstResponder())
        #expect(Field.calls == ["b.become", "a.canResign", "a.resign"])
        #expect(b.isFirstResponder && !a.isFirstResponder)

        b.allowsResign = false
        Field.calls = []
        #expect(!a.becomeFirstResponder())      // b refuses: it stays
        #expect(Field.calls == ["a.become", "b.canResign"])
        #expect(b.isFirstResponder && !a.isFirstResponder)
        b.allowsResign = true
        b.resignFirstResponder()
    }

    @Test func eachWindowHasItsOwnFirstResponderAndTheKeyWindowsGetsText() {
        let w1 = window()
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w2.isHidden = false
        defer { w1.isHidden = true; w2.isHidden = true }
        let a = Field("a"), b = Field("b")
        w1.addSubview(a)
        w2.addSubview(b)
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
        UIHeadless.typeText("x")
        #expect(a.text == "x" && b.text == "")
        w2.makeKey()
        UIHeadless.typeText("y")
        #expect(a.text == "x" && b.text == "y")
        a.resignFirstResponder()
        b.resignFirstResponder()
    }

    @Test func aFirstResponderLeavingItsWindowResigns() {
        let w = window()
        defer { w.isHidden = true }
        let container = UIView()
        w.addSubview(container)
        let f = Field("f")
        container.addSubview(f)
        #expect(f.becomeFirstResponder())
        Field.calls = []
        container.removeFromSuperview()
        #expect(Field.calls == ["f.resign"])
        #expect(!f.isFirstResponder)
        #expect(!UIHeadless.isTextInputActive)
    }

    @Test func endEditingForcesARefusingResponder() {
        let w = window()
        defer { w.isHidden = true }
        let f = Field("f")
        w.addSubview(f)
        #expect(f.becomeFirstResponder())
        f.allowsResign = false
        #expect(!w.endEditing(false) && f.isFirstResponder)
        #expect(w.endEditing(true) && !f.isFirstResponder)
    }

    @Test func textInputIsOnOnlyWhileATextResponderIsFirstResponder() {
        let w = window()
        defer { w.isHidden = true }
        #expect(!UIHeadless.isTextInputActive)
        let f = Field("f")
        w.addSubview(f)
        #expect(f.becomeFirstResponder())
        #expect(UIHeadless.isTextInputActive)
        f.resignFirstResponder()
        #expect(!UIHeadless.isTextInputActive)
    }

    @Test func keysTypeIntoATextResponderAndBackspaceDeletes() {
        let w = window()
        defer { w.isHidden = true }
        let f = Field("f")
        w.addSubview(f)
        #expect(f.becomeFirstResponder())
        UIHeadless.pressKey(.keyboardA, characters: "a")
        UIHeadless.pressKey(.keyboardA, characters: "A", modifiers: .shift)
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(f.text == "aA\n")
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(f.text == "aA")
        f.resignFirstResponder()
    }

    @Test func aSubclassHandlingTheKeyKeepsItFromBeingTyped() {
        final class Picky: UIView, UIKeyInput {
            var text = ""
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                if presses.first?.key?.characters == "q" { return }
                super.pressesBegan(presses, with: event)
            }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ t: String) { text += t }
            func deleteBackward() {}
        }
        let w = window()
        defer { w.isHidden = true }
        let p = Picky()
        w.addSubview(p)
        #expect(p.becomeFirstResponder())
        UIHeadless.pressKey(.keyboardA, characters: "q")
        UIHeadless.pressKey(.keyboardA, characters: "w")
        #expect(p.text == "w")
        p.resignFirstResponder()
    }

    @Test func keyboardNotificationNamesAreApples() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder().inputView == nil && UIResponder().inputAccessoryView == nil)
    }
}
