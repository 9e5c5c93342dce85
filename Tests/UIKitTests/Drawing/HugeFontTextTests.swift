import Foundation
import Testing
import UIKit

/// Found by `make fuzz` (FuzzAttributedDrawing): text in a font of a million points overflowed a 32-bit
/// difference of Pango units (10⁹ units per line) while its lines were laid out, ending the app. In a child
/// process: glyphs of that size left in the process's font caches change later pixel tests' text.
struct HugeFontTextTests {
    @Test func aMillionPointFontMeasuresWithoutOverflow() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                for alignment in [NSTextAlignment.left, .center, .right, .natural] {
                    let style = NSMutableParagraphStyle()
                    style.alignment = alignment
                    let text = NSAttributedString(string: "中文 Hello 👍🏽\nworld", attributes: [
                        .font: UIFont.systemFont(ofSize: 1_000_000), .paragraphStyle: style])
                    for width in [CGFloat(0), 10, 150, 1e7] {
                        let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                     options: .usesLineFragmentOrigin, context: nil)
                        // Two lines at least, each about as high as the font is large.
                        if rect.height < 2_000_000 { exit(2) }
                    }
                }
            }
        }
    }
}

/// Found by `make fuzz` (FuzzAttributedDrawing): a negative font size reached Pango, which refuses it with a
/// critical warning on standard error for every run measured or drawn. Apple does not document a negative size;
/// UIFont keeps the size it was given and the text measures and draws as a font of no size: nothing. In a child
/// process, to read its standard error.
struct NegativeFontSizeTests {
    @Test func aNegativeSizeKeepsItsPointSizeAndDrawsNothingWithoutAWarning() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let font = UIFont.systemFont(ofSize: -12)
                let text = NSAttributedString(string: "Hello", attributes: [.font: font])
                let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
                    text.draw(at: .zero)
                }
                if font.pointSize != -12 || text.size() != .zero || image.size.width != 40 { exit(2) }
            }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!standardError.contains("CRITICAL"))
    }
}
