// libFuzzer target: attributed-string measuring and drawing with random attributes over random ranges
// (fonts, sizes including zero and huge, paragraph styles, kerning, baseline offsets, colours, underline and
// strikethrough styles), including ranges that split surrogate pairs.
import Foundation
import UIKit

private let samples = ["Hello, world", "中文 日本語 한국어", "👍🏽👨‍👩‍👧‍👦🇫🇷", "שלום עולם مرحبا", "e\u{301}\u{301}", "\n\n\t", ""]

private struct Reader {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var isAtEnd: Bool { index >= bytes.count }
    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    mutating func float() -> CGFloat {
        switch next() % 8 {
        case 0: return 0
        case 1: return -CGFloat(next())
        case 2: return 1e6
        case 3: return 0.01
        default: return CGFloat(next()) / 4
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    MainActor.assumeIsolated {
        var reader = Reader(bytes: UnsafeBufferPointer(start: data, count: size))
        var text = ""
        for _ in 0..<(reader.next() % 4 + 1) { text += samples[reader.next() % samples.count] }
        let string = NSMutableAttributedString(string: text)
        let length = string.length
        var steps = 0
        while !reader.isAtEnd && steps < 32 {
            steps += 1
            let location = reader.next() % (length + 1)
            let range = NSRange(location: location, length: min(reader.next(), length - location))
            let key = reader.next() % 10
            // swift-corelibs-foundation halts on an attribute set over an empty range (Apple's does nothing).
            guard range.length > 0 else { continue }
            switch key {
            case 0: string.addAttribute(.font, value: UIFont.systemFont(ofSize: reader.float()), range: range)
            case 1: string.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: reader.float()), range: range)
            case 2: string.addAttribute(.kern, value: reader.float(), range: range)
            case 3: string.addAttribute(.baselineOffset, value: reader.float(), range: range)
            case 4:
                let style = NSMutableParagraphStyle()
                style.lineSpacing = reader.float()
                style.firstLineHeadIndent = reader.float()
                style.alignment = NSTextAlignment(rawValue: reader.next() % 5) ?? .natural
                style.lineBreakMode = NSLineBreakMode(rawValue: reader.next() % 6) ?? .byWordWrapping
                string.addAttribute(.paragraphStyle, value: style, range: range)
            case 5: string.addAttribute(.foregroundColor, value: UIColor(white: CGFloat(reader.next()) / 255, alpha: 1), range: range)
            case 6: string.addAttribute(.underlineStyle, value: reader.next(), range: range)
            case 7: string.addAttribute(.strikethroughStyle, value: reader.next(), range: range)
            case 8: string.addAttribute(.backgroundColor, value: UIColor.systemBlue, range: range)
            default: string.removeAttribute(.font, range: range)
            }
        }
        let width = CGFloat(reader.next() % 200)
        let options: NSStringDrawingOptions = reader.next() % 2 == 0 ? [.usesLineFragmentOrigin] : []
        _ = string.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options, context: nil)
        _ = string.size()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32))
        _ = renderer.image { _ in string.draw(with: CGRect(x: 0, y: 0, width: width, height: 32), options: options, context: nil) }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.numberOfLines = reader.next() % 3
        label.attributedText = string
        _ = label.sizeThatFits(CGSize(width: width, height: 100))
    }
    return 0
}
