import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A right-click (secondary click) in a text field or text view opens the edit menu at the click, as Mac
/// Catalyst's context menu: the items `canPerformAction(_:withSender:)` allows, in the edit menu's order;
/// choosing one performs it, and the view stays first responder.
@Suite(.serialized) @MainActor struct TextEditMenuTests {
    private func titles() -> [String] {
        guard let panel = MenuPanelView.current else { return [] }
        return ["Cut", "Copy", "Paste", "Select", "Select All", "Delete"]
            .compactMap { title in panel.rowFrame(titled: title).map { (title, $0.minY) } }
            .sorted { $0.1 < $1.1 }.map(\.0)
    }

    private func close(_ stage: GestureStage) {
        MenuPanelView.current?.dismiss()
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        stage.close()
    }

    private func choose(_ title: String, in window: UIWindow) {
        guard let frame = MenuPanelView.current?.rowFrame(titled: title) else {
            Issue.record("no row \(title)")
            return
        }
        UIHeadless.click(at: CGPoint(x: frame.midX, y: frame.midY), in: window)
        UIHeadless.advance(by: 0.5)
    }

    @Test func aRightClickInAFieldShowsTheAllowedItemsAndChoosingOnePerformsIt() {
        let stage = GestureStage()
        defer { close(stage) }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "hello world"
        stage.window.addSubview(field)
        UIPasteboard.general.string = "!"
        // Not editing yet: the click focuses the field and puts the caret at the click.
        UIHeadless.click(at: CGPoint(x: 300, y: 37), in: stage.window, buttonMask: .secondary)
        UIHeadless.advance(by: 0.5)
        #expect(field.isFirstResponder)
        #expect(MenuPanelView.current != nil)
        #expect(titles() == ["Paste", "Select", "Select All"])
        choose("Select All", in: stage.window)
        #expect(MenuPanelView.current == nil)
        #expect(field.isFirstResponder)
        let selected = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 0)
        #expect(field.offset(from: selected.start, to: selected.end) == 11)
        // A right-click inside the selection keeps it: Cut and Copy are offered.
        UIHeadless.click(at: CGPoint(x: 40, y: 37), in: stage.window, buttonMask: .secondary)
        UIHeadless.advance(by: 0.5)
        #expect(titles() == ["Cut", "Copy", "Paste"])
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_TEXT_MENU_LOOK"], let image = UIHeadless.renderImage(of: stage.screen) {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("text-edit-menu.png"))
        }
        choose("Copy", in: stage.window)
        #expect(UIPasteboard.general.string == "hello world")
    }

    @Test func aRightClickInASecureFieldOffersNoCopy() {
        let stage = GestureStage()
        defer { close(stage) }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.isSecureTextEntry = true
        field.text = "secret"
        stage.window.addSubview(field)
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        UIPasteboard.general.string = "x"
        UIHeadless.click(at: CGPoint(x: 30, y: 37), in: stage.window, buttonMask: .secondary)
        UIHeadless.advance(by: 0.5)
        #expect(titles() == ["Paste"])
    }

    @Test func aRightClickInATextViewPastesAtTheClick() {
        let stage = GestureStage()
        defer { close(stage) }
        let view = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        view.text = "ab"
        stage.window.addSubview(view)
        UIPasteboard.general.string = "X"
        // Far right of the first line: the caret goes to the line's end.
        UIHeadless.click(at: CGPoint(x: 300, y: 30), in: stage.window, buttonMask: .secondary)
        UIHeadless.advance(by: 0.5)
        #expect(view.isFirstResponder)
        #expect(titles() == ["Paste", "Select", "Select All"])
        choose("Paste", in: stage.window)
        #expect(view.text == "abX")
        #expect(view.isFirstResponder)
    }
}
