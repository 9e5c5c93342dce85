import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Text edits go to the view's undo manager (Apple: a text field and a text view each have their own, not
/// the window's), typing coalesced into one operation until the caret moves; undo and redo from app code, from
/// Ctrl+Z / Ctrl+Shift+Z and from the view's keys are that one history.
@Suite(.serialized) @MainActor struct TextUndoTests {
    private func stage<V: UIView>(_ view: V) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return window
    }

    private func tearDown(_ window: UIWindow) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.isHidden = true
    }

    /// A field in a key window, editing, with its undo manager.
    private func editingField() throws -> (UITextField, UIWindow, UndoManager) {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let window = stage(field)
        let manager = try #require(field.undoManager)
        field.becomeFirstResponder()
        return (field, window, manager)
    }

    private func type(_ text: String) {
        for c in text { UIHeadless.typeText(String(c)) }
    }

    @Test func aFieldHasItsOwnUndoManagerAndTypingIsOneOperationUntilTheCaretMoves() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let window = stage(field)
        defer { tearDown(window) }
        let manager = try #require(field.undoManager)
        #expect(manager !== window.undoManager)
        #expect(field.undoManager === manager)                      // the same one each time
        field.becomeFirstResponder()
        type("abc")
        UIHeadless.pressKey(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
        type("X")
        #expect(field.text == "abXc")
        #expect(manager.canUndo)
        #expect(manager.undoActionName == "Typing")
        manager.undo()
        #expect(field.text == "abc")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
        manager.undo()
        #expect(field.text == "")
        #expect(!manager.canUndo)
        #expect(manager.canRedo)
        manager.redo()
        #expect(field.text == "abc")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 3)
        // Ctrl+Z and Ctrl+Shift+Z reach the same history.
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "")
        UIHeadless.pressKey(.keyboardZ, characters: "Z", modifiers: [.control, .shift])
        #expect(field.text == "abc")
        #expect(manager.canRedo)                                    // "abXc" can still come back
        UIHeadless.pressKey(.keyboardZ, characters: "Z", modifiers: [.control, .shift])
        #expect(field.text == "abXc")
    }

    @Test func backspacingAtTheCaretIsTypingAndTypingAfterAnUndoDropsTheRedo() throws {
        let (field, window, manager) = try editingField()
        defer { tearDown(window) }
        type("abd")
        UIHeadless.pressKey(.keyboardDeleteOrBackspace, characters: "\u{8}")
        type("c")
        #expect(field.text == "abc")
        manager.undo()
        #expect(field.text == "")
        manager.redo()
        #expect(field.text == "abc")
        manager.undo()
        type("z")
        #expect(!manager.canRedo)
        manager.undo()
        #expect(field.text == "")
    }

    @Test func aFieldForgetsItsHistoryWhenItResignsAndWhenTextIsSetInCode() throws {
        let (field, window, manager) = try editingField()
        defer { tearDown(window) }
        type("ab")
        #expect(manager.canUndo)
        field.text = "set"
        #expect(!manager.canUndo)
        type("c")
        #expect(manager.canUndo)
        field.resignFirstResponder()
        #expect(!manager.canUndo)
        #expect(field.text == "setc")
    }

    @Test func somethingElseRegisteredBetweenKeystrokesStartsANewOperation() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let window = stage(field)
        defer { tearDown(window) }
        let manager = try #require(field.undoManager)
        final class Box { var value = 0 }
        let box = Box()
        field.becomeFirstResponder()
        type("ab")
        manager.registerUndo(withTarget: box) { $0.value = -1 }
        UIHeadless.runLoopTurn()
        type("cd")
        manager.undo()
        #expect(field.text == "ab")
        #expect(box.value == 0)
        manager.undo()
        #expect(box.value == -1)
        #expect(field.text == "ab")
        manager.undo()
        #expect(field.text == "")
    }

    @Test func pasteAndCutAreOperationsOfTheirOwnThatRestoreTheSelection() throws {
        let (field, window, manager) = try editingField()
        defer { tearDown(window) }
        type("hello")
        UIPasteboard.general.string = " world"
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        #expect(field.text == "hello world")
        #expect(manager.undoActionName == "Paste")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument,
                                                  to: field.position(from: field.beginningOfDocument, offset: 5)!)
        UIHeadless.pressKey(.keyboardX, characters: "x", modifiers: .control)
        #expect(field.text == " world")
        #expect(manager.undoActionName == "Cut")
        manager.undo()
        #expect(field.text == "hello world")
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 0)
        #expect(field.offset(from: selected.start, to: selected.end) == 5)
        manager.undo()
        #expect(field.text == "hello")
        manager.undo()
        #expect(field.text == "")
    }

    @Test func aCompositionAndItsCommitAreOneOperation() throws {
        let (field, window, manager) = try editingField()
        defer { tearDown(window) }
        UIHeadless.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        UIHeadless.setMarkedText("nih", selectedRange: NSRange(location: 3, length: 0))
        UIHeadless.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
        UIHeadless.typeText("你好")
        #expect(field.text == "你好")
        #expect(field.markedTextRange == nil)
        manager.undo()
        #expect(field.text == "")
        #expect(!manager.canUndo)
        manager.redo()
        #expect(field.text == "你好")
    }

    @Test func aTextViewHasItsOwnUndoManagerForAppCodeAndKeys() throws {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        let window = stage(view)
        defer { tearDown(window) }
        let manager = try #require(view.undoManager)
        #expect(manager !== window.undoManager)
        view.becomeFirstResponder()
        type("one")
        UIHeadless.pressKey(.keyboardReturnOrEnter, characters: "\r")
        type("two")
        view.selectedRange = NSRange(location: 0, length: 0)
        type(">")
        #expect(view.text == ">one\ntwo")
        manager.undo()
        #expect(view.text == "one\ntwo")
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(view.text == "")
        UIHeadless.pressKey(.keyboardZ, characters: "Z", modifiers: [.control, .shift])
        #expect(view.text == "one\ntwo")
        #expect(view.selectedRange == NSRange(location: 7, length: 0))
        view.text = "new"
        #expect(!manager.canUndo && !manager.canRedo)
    }
}
