import Foundation
import Testing
@testable import UIKit

/// A custom view adopting UITextInput as an iOS app would: its own position and range subclasses over a String.
@MainActor
final class PlainTextInputView: UIView, UITextInput {
    final class Position: UITextPosition {
        let offset: Int
        init(_ offset: Int) { self.offset = offset }
    }
    final class Range: UITextRange {
        let from: Position, to: Position
        init(_ from: Int, _ to: Int) { self.from = Position(from); self.to = Position(to) }
        override var start: UITextPosition { from }
        override var end: UITextPosition { to }
        override var isEmpty: Bool { from.offset == to.offset }
    }

    var text = ""
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var keyboardType: UIKeyboardType = .default

    private var utf16: [UInt16] { Array(text.utf16) }
    private func string(_ range: NSRange) -> String { (text as NSString).substring(with: range) }
    private func nsRange(_ range: UITextRange) -> NSRange {
        let r = range as! Range
        return NSRange(location: r.from.offset, length: r.to.offset - r.from.offset)
    }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ string: String) {
        let target = marked ?? selection
        text = (text as NSString).replacingCharacters(in: target, with: string)
        selection = NSRange(location: target.location + string.utf16.count, length: 0)
        marked = nil
    }
    func deleteBackward() {}
    func text(in range: UITextRange) -> String? { string(nsRange(range)) }
    func replace(_ range: UITextRange, withText text: String) {
        self.text = (self.text as NSString).replacingCharacters(in: nsRange(range), with: text)
    }
    var selectedTextRange: UITextRange? {
        get { Range(selection.location, selection.location + selection.length) }
        set { if let r = newValue { selection = nsRange(r) } }
    }
    var markedTextRange: UITextRange? { marked.map { Range($0.location, $0.location + $0.length) } }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let target = marked ?? selection
        let string = markedText ?? ""
        text = (text as NSString).replacingCharacters(in: target, with: string)
        marked = NSRange(location: target.location, length: string.utf16.count)
        selection = NSRange(location: target.location + selectedRange.location, length: selectedRange.length)
    }
    func unmarkText() { marked = nil }
    var beginningOfDocument: UITextPosition { Position(0) }
    var endOfDocument: UITextPosition { Position(utf16.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        Range((fromPosition as! Position).offset, (toPosition as! Position).offset)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = (position as! Position).offset + offset
        return (0...utf16.count).contains(o) ? Position(o) : nil
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, offset: direction == .left ? -offset : offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = (position as! Position).offset, b = (other as! Position).offset
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (toPosition as! Position).offset - (from as! Position).offset
    }
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

@MainActor
@Suite struct TextInputProtocolTests {
    @Test func enumsHaveApplesRawValues() {
        #expect(UITextAutocapitalizationType.sentences.rawValue == 2)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIReturnKeyType.done.rawValue == 9)
        #expect(UIReturnKeyType.continue.rawValue == 11)
        #expect(UIKeyboardAppearance.alert == .dark)
        #expect(UITextLayoutDirection.right.rawValue == 2)
        #expect(UITextLayoutDirection.down.rawValue == 5)
        #expect(UITextGranularity.document.rawValue == 5)
        #expect(NSWritingDirection.natural.rawValue == -1)
        #expect(UITextDirection.storage(.backward).rawValue == 1)
        #expect(UITextDirection.layout(.up).rawValue == 4)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UITextContentType.emailAddress.rawValue == "email")
    }

    @Test func traitsDefaultAsApplesAndAViewStoresWhatItDeclares() {
        let view = PlainTextInputView()
        #expect(view.autocapitalizationType == .sentences)
        #expect(view.returnKeyType == .default)
        #expect(view.isSecureTextEntry == false)
        #expect(view.textContentType == nil)
        view.keyboardType = .numberPad
        #expect(view.keyboardType == .numberPad)
        let input: any UITextInput = view
        #expect(input.textInputView === view)
        #expect(input.selectionAffinity == .forward)
    }

    @Test func markedTextThroughTheProtocolLeavesTheCommittedText() {
        let view = PlainTextInputView()
        view.insertText("a")
        view.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        view.setMarkedText("nih", selectedRange: NSRange(location: 3, length: 0))
        view.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.markedTextRange != nil)
        view.unmarkText()
        #expect(view.text == "a你好")
        #expect(view.markedTextRange == nil)
    }

    @Test func stringTokenizerFindsWordsInUTF16Offsets() throws {
        let view = PlainTextInputView()
        view.text = "😀 hello, 世界 don't"
        let tokenizer = view.tokenizer
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        func at(_ offset: Int) -> UITextPosition { PlainTextInputView.Position(offset) }
        func offset(_ position: UITextPosition?) -> Int? { (position as? PlainTextInputView.Position)?.offset }
        // "😀" is 2 UTF-16 units, so "hello" spans 3..<8, "世界" 10..<12, "don't" 13..<18.
        let hello = try #require(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: forward))
        #expect(offset(hello.start) == 3 && offset(hello.end) == 8)
        #expect(tokenizer.rangeEnclosingPosition(at(2), with: .word, inDirection: forward) == nil)
        let dont = try #require(tokenizer.rangeEnclosingPosition(at(18), with: .word, inDirection: backward))
        #expect(offset(dont.start) == 13 && offset(dont.end) == 18)
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: forward)) == 8)
        #expect(offset(tokenizer.position(from: at(12), toBoundary: .word, inDirection: backward)) == 10)
        #expect(tokenizer.isPosition(at(8), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(8), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: backward))
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .character, inDirection: forward)) == 2)
    }
}
