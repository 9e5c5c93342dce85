import Testing
import Foundation
import CoreGraphics
@testable import TextEngine
import TestSupport

@Suite struct PangoTextTests {
    @Test func latinAndCJKHaveNoMissingGlyphs() {
        // Fonts from scripts/install-deps (DejaVu + WenQuanYi Micro Hei) must cover both scripts.
        let m = PangoText.measure("Hello 你好", size: 20)
        #expect(m.unknownGlyphs == 0)
        #expect(m.size.width > 60 && m.size.height >= 20)
    }

    @Test func textIsDrawnIntoTheContext() {
        let b = Bitmap(200, 40)
        let m = PangoText.draw("Hello 你好", at: CGPoint(x: 0, y: 40), in: b.ctx, size: 24, color: CGColor(gray: 0, alpha: 1))
        #expect(m.unknownGlyphs == 0)
        var inked = 0
        for row in 0..<40 { for x in 0..<200 where b.pixel(x, row: row)[3] > 128 { inked += 1 } }
        #expect(inked > 150) // glyph strokes, not an empty bitmap
        // Upright in a y-up context: the text hangs down from y = 40, the top of the bitmap.
        var firstInkRow = 40
        for row in 0..<40 where (0..<200).contains(where: { b.pixel($0, row: row)[3] > 128 }) { firstInkRow = min(firstInkRow, row) }
        #expect(firstInkRow < 12)
    }

    @Test func widerTextMeasuresWider() {
        #expect(PangoText.measure("WWWW", size: 20).size.width > PangoText.measure("ii", size: 20).size.width)
        #expect(PangoText.measure("Hi", size: 40).size.height > PangoText.measure("Hi", size: 20).size.height)
    }
}
