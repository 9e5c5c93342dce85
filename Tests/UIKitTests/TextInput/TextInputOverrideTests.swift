import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// UITextField's and UITextView's UITextInput members are open, as Apple's: iOS code overrides them (a picker
/// field hides its caret by returning `.zero` from `caretRect(for:)`), and the views use the override.
@Suite(.serialized) @MainActor struct TextInputOverrideTests {
    final class CaretlessField: UITextField {
        var asked = 0
        override func caretRect(for position: UITextPosition) -> CGRect {
            asked += 1
            return .zero
        }
        override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    }

    final class OffsetView: UITextView {
        override func closestPosition(to point: CGPoint) -> UITextPosition? { beginningOfDocument }
        override func firstRect(for range: UITextRange) -> CGRect { CGRect(x: 1, y: 2, width: 3, height: 4) }
    }

    @Test func subclassesOverrideTheTextInputMembersAndTheViewsUseThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let field = CaretlessField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let view = OffsetView(frame: CGRect(x: 10, y: 60, width: 300, height: 100))
        window.addSubview(field)
        window.addSubview(view)
        window.makeKeyAndVisible()
        defer {
            _ = UIResponder.currentFirstResponder?.resignFirstResponder()
            window.isHidden = true
        }
        field.text = "abc"
        let input: any UITextInput = field
        #expect(input.caretRect(for: field.endOfDocument) == .zero)
        #expect(input.selectionRects(for: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!).isEmpty)
        field.becomeFirstResponder()
        field.layer.displayIfNeeded()
        #expect(field.asked > 0)                                     // the caret is drawn where the override says
        view.text = "hello"
        let viewInput: any UITextInput = view
        #expect(viewInput.closestPosition(to: CGPoint(x: 200, y: 10)).map { view.offset(from: view.beginningOfDocument, to: $0) } == 0)
        #expect(viewInput.firstRect(for: view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
