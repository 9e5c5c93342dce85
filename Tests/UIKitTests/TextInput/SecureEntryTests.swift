import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// Secure entry disables copy and cut (Apple: `canPerformAction(_:withSender:)` refuses them, so neither the
/// edit menu nor Ctrl+C / Ctrl+X reaches them and the pasteboard keeps what it had); paste still works.
@Suite(.serialized) @MainActor struct SecureEntryTests {
    private static let copyAction = Selector("copy:")
    private static let cutAction = Selector("cut:")
    private static let pasteAction = Selector("paste:")

    /// `view` in a key window; the returned closure takes it down.
    private func stage(_ view: UIView) -> () -> Void {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return {
            view.resignFirstResponder()
            window.isHidden = true
        }
    }

    @Test func aSecureFieldRefusesCopyAndCutButPastes() {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let close = stage(field)
        defer { close() }
        field.text = "secret"
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        UIPasteboard.general.string = "before"
        #expect(field.canPerformAction(Self.copyAction, withSender: nil))     // not secure yet
        field.isSecureTextEntry = true
        #expect(!field.canPerformAction(Self.copyAction, withSender: nil))
        #expect(!field.canPerformAction(Self.cutAction, withSender: nil))
        #expect(field.canPerformAction(Self.pasteAction, withSender: nil))
        let count = UIPasteboard.general.changeCount
        UIHeadless.pressKey(.keyboardC, characters: "c", modifiers: .control)
        UIHeadless.pressKey(.keyboardX, characters: "x", modifiers: .control)
        field.copy(nil)
        field.cut(nil)
        #expect(UIPasteboard.general.changeCount == count)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "secret")
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        #expect(field.text == "before")
    }

    @Test func aSecureTextViewRefusesCopyAndCutToo() {
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        let close = stage(view)
        defer { close() }
        view.text = "pin 1234"
        view.isSecureTextEntry = true
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 4, length: 4)
        UIPasteboard.general.string = "kept"
        #expect(!view.canPerformAction(Self.copyAction, withSender: nil))
        #expect(!view.canPerformAction(Self.cutAction, withSender: nil))
        UIHeadless.pressKey(.keyboardC, characters: "c", modifiers: .control)
        UIHeadless.pressKey(.keyboardX, characters: "x", modifiers: .control)
        #expect(UIPasteboard.general.string == "kept")
        #expect(view.text == "pin 1234")
        UIHeadless.pressKey(.keyboardV, characters: "v", modifiers: .control)
        #expect(view.text == "pin kept")
    }
}
