// libFuzzer target: attributed-string measuring and drawing with random attributes over random ranges
// (fonts, sizes including zero and huge, paragraph styles, kerning, baseline offsets, colours, underline and
// strikethrough styles), including ranges that split surrogate pairs.
import Foundation
@testable import UIKit

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
        // Runs of random attributes appended one after another through AttributedRuns.Builder, OpenUIKit's
        // own way of building attributed strings: swift-corelibs-foundation halts when it compares two
        // neighbouring runs that hold different UIFont or UIColor instances with as many keys each (its bug;
        // see AttributedRuns), and a plain append of such runs here would stop the fuzzer in the target's own
        // construction, before any OpenUIKit code runs. The builder keeps neighbouring key counts apart.
        let units = Array(text.utf16)
        var string = AttributedRuns.Builder()
        var position = 0
        var steps = 0
        while position < units.count && steps < 32 {
            steps += 1
            // Cut points anywhere, surrogate pairs and clusters included.
            let end = steps == 32 || reader.isAtEnd ? units.count : min(units.count, position + 1 + reader.next() % 8)
            var attributes: [NSAttributedString.Key: Any] = [:]
            for _ in 0..<(reader.next() % 4) {
                switch reader.next() % 9 {
                case 0: attributes[.font] = UIFont.systemFont(ofSize: reader.float())
                case 1: attributes[.font] = UIFont.boldSystemFont(ofSize: reader.float())
                case 2: attributes[.kern] = NSNumber(value: Double(reader.float()))
                case 3: attributes[.baselineOffset] = NSNumber(value: Double(reader.float()))
                case 4:
                    let style = NSMutableParagraphStyle()
                    style.lineSpacing = reader.float()
                    style.firstLineHeadIndent = reader.float()
                    style.alignment = NSTextAlignment(rawValue: reader.next() % 5) ?? .natural
                    style.lineBreakMode = NSLineBreakMode(rawValue: reader.next() % 6) ?? .byWordWrapping
                    attributes[.paragraphStyle] = style
                case 5: attributes[.foregroundColor] = UIColor(white: CGFloat(reader.next()) / 255, alpha: 1)
                case 6: attributes[.underlineStyle] = NSNumber(value: reader.next())
                case 7: attributes[.strikethroughStyle] = NSNumber(value: reader.next())
                default: attributes[.backgroundColor] = UIColor.systemBlue
                }
            }
            let piece = String(decoding: units[position..<end], as: UTF16.self)
            string.append(piece, attributes: attributes)
            position = end
        }
        let built = string.build()
        let width = CGFloat(reader.next() % 200)
        let options: NSStringDrawingOptions = reader.next() % 2 == 0 ? [.usesLineFragmentOrigin] : []
        _ = built.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: options, context: nil)
        _ = built.size()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 32))
        _ = renderer.image { _ in built.draw(with: CGRect(x: 0, y: 0, width: width, height: 32), options: options, context: nil) }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.numberOfLines = reader.next() % 3
        // Every mode, truncation at the head and in the middle included (they cut and join runs).
        label.lineBreakMode = NSLineBreakMode(rawValue: reader.next() % 6) ?? .byTruncatingTail
        label.attributedText = built
        _ = label.sizeThatFits(CGSize(width: width, height: 100))
        _ = renderer.image { _ in label.drawText(in: label.bounds) }
    }
    return 0
}
