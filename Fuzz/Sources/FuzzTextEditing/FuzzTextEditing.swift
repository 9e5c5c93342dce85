// libFuzzer target: text editing. Each input is a program of edits (insert, delete backward, replace a range,
// marked text, select) over UTF-16 offsets that may fall inside surrogate pairs, emoji clusters and CJK, run
// on a UITextField and on a UITextView, each asked for caret and selection geometry after every step; and
// styled text set as attributedText, so that later edits go through the attributed replacement.
import Foundation
@testable import UIKit

private let pieces = ["a", "Z", " ", "\n", "é", "e\u{301}", "中文", "日本語", "한", "👍", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷",
                      "\u{200F}", "שלום", "مرحبا", "\t", "\u{0}", "\u{FFFD}", "ｱ", "かな"]

// FUZZ_TRACE=1 prints each step (to read a crash's input back).
private let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

private struct Reader {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var isAtEnd: Bool { index >= bytes.count }
    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
}

/// Two to four runs of pieces in fonts and colours of their own. Built with AttributedRuns.Builder (see
/// FuzzAttributedDrawing for why a plain append would halt in Foundation before any OpenUIKit code runs).
@MainActor
private func styled(_ reader: inout Reader) -> NSAttributedString {
    var builder = AttributedRuns.Builder()
    for _ in 0..<(reader.next() % 3 + 2) {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: CGFloat(reader.next() % 40))]
        if reader.next() % 2 == 0 { attributes[.foregroundColor] = UIColor(white: CGFloat(reader.next()) / 255, alpha: 1) }
        builder.append(pieces[reader.next() % pieces.count], attributes: attributes)
    }
    return builder.build()
}

@MainActor
private func run<Input: UIView & UITextInput>(_ input: Input, _ reader: inout Reader,
                                              setStyled: (NSAttributedString) -> Void) {
    var steps = 0
    while !reader.isAtEnd && steps < 64 {
        steps += 1
        let op = reader.next() % 9
        let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
        if tracing {
            let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!
            let describe = { (r: UITextRange?) in r.map { "\(input.offset(from: input.beginningOfDocument, to: $0.start))+\(input.offset(from: $0.start, to: $0.end))" } ?? "nil" }
            FileHandle.standardError.write(Data("op \(op) text \(input.text(in: all)?.unicodeScalars.map { String($0.value, radix: 16) } ?? []) selected \(describe(input.selectedTextRange)) marked \(describe(input.markedTextRange))\n".utf8))
        }
        // Offsets a little outside the text as well, as a careless caller passes them.
        func position(_ byte: Int) -> UITextPosition? {
            input.position(from: input.beginningOfDocument, offset: byte % (length + 3) - 1)
        }
        switch op {
        case 0: input.insertText(pieces[reader.next() % pieces.count])
        case 1: input.deleteBackward()
        case 2:
            if let start = position(reader.next()), let end = position(reader.next()),
               let range = input.textRange(from: start, to: end) {
                input.replace(range, withText: pieces[reader.next() % pieces.count])
            }
        case 3:
            let text = pieces[reader.next() % pieces.count]
            input.setMarkedText(text, selectedRange: NSRange(location: reader.next() % 4, length: reader.next() % 3))
        case 4: input.unmarkText()
        case 5:
            if let start = position(reader.next()), let end = position(reader.next()) {
                input.selectedTextRange = input.textRange(from: start, to: end)
            }
        case 6:
            if let range = input.selectedTextRange {
                _ = input.text(in: range)
                _ = input.firstRect(for: range)
                _ = input.selectionRects(for: range)
                _ = input.caretRect(for: range.start)
            }
        case 7:
            _ = input.closestPosition(to: CGPoint(x: reader.next() * 3 - 40, y: reader.next() - 20))
            input.layoutIfNeeded()
        default: setStyled(styled(&reader))
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    MainActor.assumeIsolated {
        let buffer = UnsafeBufferPointer(start: data, count: size)
        var reader = Reader(bytes: buffer)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        run(field, &reader) { field.attributedText = $0 }
        reader = Reader(bytes: buffer)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        run(textView, &reader) { textView.attributedText = $0 }
    }
    return 0
}
