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
