import Foundation
import Testing
@testable import UIKit
import TextEngine
import UIKitTestSupport

/// A delegate that logs every call, with ranges in UTF-16 as the field reports them.
@MainActor
final class TextFieldLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []
    var allowChange = true
    var allowEnd = true
    var allowReturn = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append("didEnd(\(reason.rawValue))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { entries.append("shouldReturn"); return allowReturn }
}

/// The input system's side: records what the view tells it.
@MainActor
final class InputSystemLog: UITextInputDelegate {
    var entries: [String] = []
    func selectionWillChange(_ textInput: (any UITextInput)?) { entries.append("selectionWillChange") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { entries.append("selectionDidChange") }
    func textWillChange(_ textInput: (any UITextInput)?) { entries.append("textWillChange") }
    func textDidChange(_ textInput: (any UITextInput)?) { entries.append("textDidChange") }
}

@Suite(.serialized) @MainActor struct UITextFieldTests {
    /// A field in a key window, its delegate log shared with its control events and notifications.
    func makeField(_ log: TextFieldLog) -> (UITextField, UIWindow, [NSObjectProtocol]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.delegate = log
        window.addSubview(field)
        window.makeKeyAndVisible()
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                                                   (.primaryActionTriggered, "primaryActionTriggered")]
        for (event, name) in events {
            field.addAction(UIAction { _ in log.entries.append(name) }, for: event)
        }
        let names: [(Notification.Name, String)] = [(UITextField.textDidBeginEditingNotification, "beginNote"),
                                                    (UITextField.textDidChangeNotification, "changeNote"),
                                                    (UITextField.textDidEndEditingNotification, "endNote")]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { log.entries.append(label) }
            }
        }
        return (field, window, observers)
    }

    func tearDown(_ window: UIWindow, _ observers: [NSObjectProtocol]) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.isHidden = true
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    @Test func defaultsAreApples() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        #expect(field.borderStyle == .none)
        #expect(field.font?.pointSize == 17)
        #expect(field.textAlignment == .natural)
        #expect(field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(field.autocapitalizationType == .sentences)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3)
        #expect(UITextField.ViewMode.always.rawValue == 3)
        #expect(UITextField.DidEndEditingReason.cancelled.rawValue == 1)
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        #expect(field.canBecomeFirstResponder)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
    }

    @Test func editingFlowInApplesOrder() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["shouldBegin", "didBegin", "editingDidBegin", "beginNote"])
        log.entries = []
        UIHeadless.typeText("a")
        #expect(log.entries == ["shouldChange(0,0,a)", "editingChanged", "changeNote", "didChangeSelection"])
        log.entries = []
        field.deleteBackward()
        #expect(log.entries == ["shouldChange(0,1,)", "editingChanged", "changeNote", "didChangeSelection"])
        log.entries = []
        field.insertText("\n")
        #expect(log.entries == ["shouldReturn", "editingDidEndOnExit", "primaryActionTriggered", "shouldEnd", "didEnd(0)",
                                "editingDidEnd", "endNote"])
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test func settingTextInCodeSendsNothingAndVetoesKeepTheText() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.text = "code"
        field.attributedText = NSAttributedString(string: "attributed")
        #expect(log.entries.isEmpty)
        #expect(field.text == "attributed")
        field.becomeFirstResponder()
        log.entries = []
        log.allowChange = false
        UIHeadless.typeText("x")
        #expect(field.text == "attributed")
        #expect(log.entries == ["shouldChange(10,0,x)"])
        log.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        log.allowEnd = true
    }

    @Test func rangesAreUTF16WithEmojiAndCJK() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.becomeFirstResponder()
        UIHeadless.typeText("😀")
        UIHeadless.typeText("中")
        log.entries = []
        field.deleteBackward()
        field.deleteBackward()
        #expect(log.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange(2,1,)", "shouldChange(0,2,)"])
        #expect(field.text == "")
    }

    @Test func markedTextComposesAndCommitsAsApplesInputMethods() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.becomeFirstResponder()
        log.entries = []
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.markedTextRange != nil)
        field.setMarkedText("nih", selectedRange: NSRange(location: 3, length: 0))
        field.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
        field.insertText("你好")
        #expect(field.text == "你好")
        #expect(field.markedTextRange == nil)
        #expect(log.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange(0,0,ni)", "shouldChange(0,2,nih)", "shouldChange(0,3,你好)"])
        let selected = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 2 && selected.isEmpty)
        // Committing other text than the marked one replaces it; unmarkText commits as it stands.
        field.setMarkedText("ma", selectedRange: NSRange(location: 2, length: 0))
        field.unmarkText()
        #expect(field.text == "你好ma")
    }

    @Test func secureEntryDrawsBulletsAndRetypingReplaces() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.isSecureTextEntry = true
        field.text = "secret"
        let layout = field.editingLayout()
        #expect(layout.text == String(repeating: "\u{2022}", count: 6))
        field.becomeFirstResponder()
        UIHeadless.typeText("n")
        #expect(field.text == "n")
    }

    @Test func typingCoalescesIntoOneUndoGroupUntilTheCaretMoves() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.becomeFirstResponder()
        for c in "abc" { UIHeadless.typeText(String(c)) }
        UIHeadless.pressKey(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
        UIHeadless.typeText("X")
        #expect(field.text == "abXc")
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "abc")
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "")
        UIHeadless.pressKey(.keyboardZ, characters: "z", modifiers: [.control, .shift])
        #expect(field.text == "abc")
    }

    @Test func wordAndLineMovementWithShiftExtending() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.text = "hello big world"
        field.becomeFirstResponder()
        func selection() -> NSRange { field.core.selectedRange }
        UIHeadless.pressKey(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow", modifiers: .alternate)
        #expect(selection() == NSRange(location: 10, length: 0))
        UIHeadless.pressKey(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow", modifiers: [.alternate, .shift])
        #expect(selection() == NSRange(location: 6, length: 4))
        UIHeadless.pressKey(.keyboardRightArrow, characters: "UIKeyInputRightArrow", modifiers: .shift)
        #expect(selection() == NSRange(location: 7, length: 3))
        UIHeadless.pressKey(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow", modifiers: .control)
        #expect(selection() == NSRange(location: 0, length: 0))
        UIHeadless.pressKey(.keyboardRightArrow, characters: "UIKeyInputRightArrow", modifiers: [.control, .shift])
        #expect(selection() == NSRange(location: 0, length: 15))
        UIHeadless.pressKey(.keyboardRightArrow, characters: "UIKeyInputRightArrow", modifiers: .alternate)
        #expect(selection() == NSRange(location: 15, length: 0))
    }

    @Test func caretAndSelectionRectsFollowPangosLayout() throws {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.text = "Hi 你好"
        field.becomeFirstResponder()
        let textRect = field.editingRect(forBounds: field.bounds)
        #expect(textRect.minX == 7 && textRect.width == 300 - 14)
        // The caret after "Hi " stands where a layout of "Hi " alone ends.
        var style = (field.font ?? UIFont.systemFont(ofSize: 17)).style
        style.size = 17
        let prefix = PangoText.Layout(text: "Hi ", runs: [PangoText.Run(start: 0, end: 3, style: style)],
                                      paragraph: PangoText.Paragraph(), width: nil)
        let caret = field.caretRect(for: try #require(field.position(from: field.beginningOfDocument, offset: 3)))
        #expect(abs(caret.midX - (7 + prefix.size.width)) < 0.01)
        #expect(caret.width == 2)
        let all = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        let rects = field.selectionRects(for: all)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        #expect(abs(rects[0].rect.minX - 7) < 0.01)
        #expect(field.text(in: all) == "Hi 你好")
    }

    @Test func clickPlacesTheCaretDoubleClickSelectsAWordTripleClickAll() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.text = "alpha beta"
        UIHeadless.tap(at: CGPoint(x: 200, y: 27), in: window)
        #expect(field.isFirstResponder)
        let betaMiddle = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!).midX
        UIHeadless.advance(by: 1)
        UIHeadless.tap(at: CGPoint(x: 10 + betaMiddle, y: 27), in: window)
        #expect(field.core.selectedRange == NSRange(location: 8, length: 0))
        UIHeadless.tap(at: CGPoint(x: 10 + betaMiddle, y: 27), in: window)
        #expect(field.core.selectedRange == NSRange(location: 6, length: 4))
        UIHeadless.tap(at: CGPoint(x: 10 + betaMiddle, y: 27), in: window)
        #expect(field.core.selectedRange == NSRange(location: 0, length: 10))
    }

    @Test func caretBlinksOnTheMediaClock() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.becomeFirstResponder()
        #expect(field.isCaretShown)
        UIHeadless.advance(by: 0.51)
        #expect(!field.isCaretShown)
        UIHeadless.advance(by: 0.5)
        #expect(field.isCaretShown)
        UIHeadless.typeText("a") // typing shows the caret again at once
        UIHeadless.advance(by: 0.3)
        #expect(field.isCaretShown)
    }

    @Test func clearButtonAsksTheDelegateAndIsARealChange() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        field.becomeFirstResponder()
        log.entries = []
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.maxX == 300)
        #expect(field.textRect(forBounds: field.bounds).maxX == button.minX)
        UIHeadless.advance(by: 1)
        UIHeadless.tap(at: CGPoint(x: 10 + button.midX, y: 10 + button.midY), in: window)
        #expect(field.text == "")
        #expect(log.entries.prefix(3) == ["shouldClear", "shouldChange(0,3,)", "editingChanged"])
    }

    @Test func theInputDelegateHearsOfChangesThatDidNotComeThroughIt() {
        let log = TextFieldLog()
        let (field, window, observers) = makeField(log)
        defer { tearDown(window, observers) }
        let input = InputSystemLog()
        field.inputDelegate = input
        field.text = "abc"
        #expect(input.entries == ["textWillChange", "textDidChange"])
        field.becomeFirstResponder()
        input.entries = []
        UIHeadless.typeText("d") // through the input system: nothing to tell it
        #expect(input.entries.isEmpty)
        UIHeadless.advance(by: 1)
        UIHeadless.tap(at: CGPoint(x: 20, y: 27), in: window)
        #expect(input.entries == ["selectionWillChange", "selectionDidChange"])
    }
}
