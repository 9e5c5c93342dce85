import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport
import TextEngine

@Suite struct TextDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    @Test func keysAndRawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSTextAlignment.left.rawValue == 0 && NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3 && NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0 && NSLineBreakMode.byCharWrapping.rawValue == 1)
        #expect(NSLineBreakMode.byClipping.rawValue == 2 && NSLineBreakMode.byTruncatingHead.rawValue == 3)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4 && NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1 && NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8 && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test func paragraphStyleDefaultsAndCopies() {
        let d = NSParagraphStyle.default
        #expect(d.alignment == .natural && d.lineBreakMode == .byWordWrapping && d.lineSpacing == 0)
        let m = NSMutableParagraphStyle()
        m.alignment = .center
        m.lineSpacing = 4
        let frozen = m.copy() as! NSParagraphStyle
        m.alignment = .right
        #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
        let again = frozen.mutableCopy() as! NSMutableParagraphStyle
        #expect(again == frozen)
        again.lineSpacing = 5
        #expect(again != frozen)
    }

    @Test func sizeGrowsWithLengthAndFontSize() {
        let short = "Hello".size(withAttributes: [.font: font])
        let long = "Hello, world".size(withAttributes: [.font: font])
        #expect(short.width > 0)
        #expect(long.width > short.width)
        #expect(near(long.height, short.height, 0.01))
        let big = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 40)])
        #expect(near(big.width, 2 * short.width, 1))
        #expect(near(big.height, 2 * short.height, 1))
        // One line is as tall as the font's line.
        #expect(near(short.height, font.lineHeight, 0.5))
    }

    @Test func defaultFontIsTwelvePointSystemFont() {
        let plain = "Hello".size(withAttributes: nil)
        let twelve = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain == twelve)
        #expect((("Hello" as NSString).size(withAttributes: nil)) == twelve)
    }

    @Test func newlinesMakeMoreLines() {
        let one = "A".size(withAttributes: [.font: font])
        let three = "A\nB\nC".size(withAttributes: [.font: font])
        #expect(near(three.height, 3 * one.height, 1))
    }

    @Test func boundingRectWrapsAtTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let oneLine = text.size(withAttributes: attrs)
        let r = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                  options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(r.origin == .zero)
        #expect(r.width <= 150)
        #expect(r.width > 75)
        // Roughly oneLine.width / 150 lines, each a line tall.
        let lines = (r.height / oneLine.height).rounded()
        #expect(lines >= (oneLine.width / 150).rounded(.up))
        #expect(lines <= (oneLine.width / 150).rounded(.up) + 2)
        #expect(near(r.height, lines * oneLine.height, 1))
    }

    @Test func boundingRectWithoutLineFragmentOriginIsOneLineFromTheBaseline() {
        let text = "The quick brown fox jumps over the lazy dog"
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let r = text.boundingRect(with: CGSize(width: 50, height: 50), options: [], attributes: attrs, context: nil)
        let line = text.size(withAttributes: attrs)
        #expect(near(r.width, line.width, 0.5))
        #expect(near(r.height, line.height, 0.5))
        // The origin is the baseline: the rectangle starts an ascender above it.
        #expect(near(r.minY, -font.ascender, 1))
    }

    @Test func heightLimitKeepsWholeLines() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let line = "one".size(withAttributes: attrs).height
        let r = text.boundingRect(with: CGSize(width: 100, height: line * 2.5), options: .usesLineFragmentOrigin,
                                  attributes: attrs, context: nil)
        #expect(near(r.height, 2 * line, 0.5))
    }

    @Test func lineSpacingAndParagraphSpacingAddUp() {
        let base = "A\nB".size(withAttributes: [.font: font]).height
        let ps = NSMutableParagraphStyle()
        ps.paragraphSpacing = 10
        let spaced = "A\nB".size(withAttributes: [.font: font, .paragraphStyle: ps]).height
        #expect(near(spaced, base + 10, 0.5))
        let ls = NSMutableParagraphStyle()
        ls.lineSpacing = 6
        let wrapped = "aaaa bbbb cccc".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                   attributes: [.font: font], context: nil).height
        let wrappedSpaced = "aaaa bbbb cccc".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                         attributes: [.font: font, .paragraphStyle: ls], context: nil).height
        let lines = (wrapped / font.lineHeight).rounded()
        #expect(lines >= 2)
        #expect(near(wrappedSpaced, wrapped + (lines - 1) * 6, 0.5))
    }

    @Test func truncatingTailKeepsOneLineWithinTheWidth() {
        let ps = NSMutableParagraphStyle()
        ps.lineBreakMode = .byTruncatingTail
        let text = "The quick brown fox jumps over the lazy dog"
        let attrs: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: ps]
        let r = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(r.width <= 120)
        #expect(r.width > 60)
        #expect(near(r.height, font.lineHeight, 0.5))
    }

    @Test func truncatesLastVisibleLineEllipsizes() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let line = font.lineHeight
        let size = CGSize(width: 100, height: line * 2.2)
        let r = text.boundingRect(with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attrs, context: nil)
        #expect(near(r.height, 2 * line, 0.5))
        #expect(r.width <= 100)
        // Drawn, the second line ends in an ellipsis instead of being cut mid-word: ink reaches near the right edge.
        let image = render(100, 60) { _ in
            text.draw(with: CGRect(origin: .zero, size: size), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                      attributes: attrs, context: nil)
        }
        let p = Pixels(image)
        #expect(p.inked(ys: 0..<Int(line)) > 0)
        #expect(p.inked(ys: Int(line)..<Int(2 * line)) > 0)
        #expect(p.inked(ys: Int(2 * line) + 1..<60) == 0) // the third line is not drawn
    }

    @Test func drawAtPutsTextAtThePointInColor() {
        let image = render(100, 40) { _ in
            "HHHH".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .foregroundColor: UIColor.red])
        }
        let p = Pixels(image)
        #expect(p.inked(ys: 0..<10) == 0)            // nothing above the point
        #expect(p.inked(xs: 0..<10) == 0)            // nothing left of it
        #expect(p.contains(RED, ys: 10..<40))        // red glyphs below it
        #expect(!p.contains(BLUE, tolerance: 60))
    }

    @Test func attributedRunsRenderBothColorsInPlace() {
        // Linux: the second run carries one key more (kern 0, no spacing), so that swift-corelibs-foundation
        // never compares the two colours while coalescing runs: it traps doing so, depending on the process's
        // hash seed (DIFFERENCES.md) — CI once crashed here.
        let s = NSMutableAttributedString(string: "HHHHHHHH", attributes: [.font: font, .foregroundColor: UIColor.red])
        s.addAttributes([.foregroundColor: UIColor.blue, .kern: 0], range: NSRange(location: 4, length: 4))
        let width = s.size().width
        let image = render(200, 40) { _ in s.draw(at: .zero) }
        let p = Pixels(image)
        let half = Int(width / 2)
        #expect(p.contains(RED, xs: 0..<half - 2))
        #expect(!p.contains(BLUE, xs: 0..<half - 2))
        #expect(p.contains(BLUE, xs: half + 2..<Int(width) + 1))
        #expect(!p.contains(RED, xs: half + 2..<200))
    }

    @Test func attributedFontRunsMeasureLikeTheirFonts() {
        // Linux: one key more on the second run (kern 0), as above.
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        s.addAttributes([.font: UIFont.systemFont(ofSize: 30), .kern: 0], range: NSRange(location: 1, length: 1))
        let small = "a".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width
        let big = "b".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width
        #expect(near(s.size().width, small + big, 0.5))
        #expect(s.size().height >= UIFont.systemFont(ofSize: 30).lineHeight - 0.5)
    }

    @Test func kernWidensText() {
        let plain = "abcdef".size(withAttributes: [.font: font]).width
        let kerned = "abcdef".size(withAttributes: [.font: font, .kern: 5]).width
        #expect(kerned > plain + 20) // five or six gaps of 5 points
    }

    @Test func centerAlignmentCentersInTheRect() {
        let ps = NSMutableParagraphStyle()
        ps.alignment = .center
        let image = render(200, 30) { _ in
            "II".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: [.font: font, .paragraphStyle: ps])
        }
        let p = Pixels(image)
        #expect(p.inked(xs: 0..<80) == 0)
        #expect(p.inked(xs: 120..<200) == 0)
        #expect(p.inked(xs: 80..<120) > 0)
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let r = Pixels(render(200, 30) { _ in
            "II".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: [.font: font, .paragraphStyle: right])
        })
        #expect(r.inked(xs: 0..<150) == 0 && r.inked(xs: 170..<200) > 0)
    }

    @Test func drawInRectSkipsLinesThatDoNotFit() {
        let image = render(100, 100) { _ in
            "A\nB\nC".draw(in: CGRect(x: 0, y: 0, width: 100, height: font.lineHeight * 1.5), withAttributes: [.font: font])
        }
        let p = Pixels(image)
        #expect(p.inked(ys: 0..<Int(font.lineHeight)) > 0)
        #expect(p.inked(ys: Int(font.lineHeight) + 1..<100) == 0)
    }

    @Test func backgroundColorAndUnderlineDraw() {
        let image = render(100, 40) { _ in
            "    ".draw(at: .zero, withAttributes: [.font: font, .backgroundColor: UIColor.green])
        }
        #expect(Pixels(image).contains(GREEN, tolerance: 2))
        let underlined = Pixels(render(100, 40) { _ in
            "    ".draw(at: .zero, withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue,
                                                    .foregroundColor: UIColor.blue])
        })
        #expect(underlined.contains(BLUE, tolerance: 60)) // spaces have no ink: the blue is the underline
    }

    @Test func cjkRenders() {
        let attrs: [NSAttributedString.Key: Any] = [.font: font]
        let size = "你好世界".size(withAttributes: attrs)
        #expect(size.width > 60) // four full-width ideographs of about 20 points
        let layout = PangoText.Layout(text: "你好世界", runs: [PangoText.Run(start: 0, end: "你好世界".utf8.count, style: font.style)],
                                      paragraph: PangoText.Paragraph(), width: nil)
        #expect(layout.unknownGlyphs == 0)
        let p = Pixels(render(100, 30) { _ in "你好世界".draw(at: .zero, withAttributes: attrs) })
        #expect(p.inked(threshold: 128) > 100)
    }

    @Test func textAtScaleTwoCoversTwiceThePixels() {
        let attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let one = Pixels(render(80, 30, scale: 1) { _ in "HHH".draw(at: CGPoint(x: 5, y: 5), withAttributes: attrs) })
        let two = Pixels(render(80, 30, scale: 2) { _ in "HHH".draw(at: CGPoint(x: 5, y: 5), withAttributes: attrs) })
        let a = one.inked(threshold: 128), b = two.inked(threshold: 128)
        #expect(a > 50)
        #expect(Double(b) > 3.2 * Double(a) && Double(b) < 4.8 * Double(a)) // area grows with scale²
        #expect(two.inked(ys: 0..<10) == 0 && two.inked(xs: 0..<10) == 0) // still starts at (5, 5) points
    }

    @Test func drawingContextReportsBounds() {
        let ctx = NSStringDrawingContext()
        let r = "Hello".boundingRect(with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin,
                                  attributes: [.font: font], context: ctx)
        #expect(ctx.totalBounds == r)
        #expect(ctx.actualScaleFactor == 1)
    }

    @Test func shadowDrawsOffsetCopy() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 20)
        shadow.shadowColor = UIColor.blue
        let p = Pixels(render(60, 60) { _ in
            "H".draw(at: .zero, withAttributes: [.font: font, .foregroundColor: UIColor.red, .shadow: shadow])
        })
        #expect(p.contains(RED, ys: 0..<20))
        #expect(p.contains(BLUE, ys: 30..<45)) // the shadow is 20 points lower (down on screen)
    }
}
