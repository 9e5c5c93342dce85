import Testing
@testable import UIKit
import TestSupport
import UIKitTestSupport

@Suite(.serialized) @MainActor struct UILabelTests {
    let font17 = UIFont.systemFont(ofSize: 17)

    func measured(_ s: String, _ font: UIFont) -> CGSize {
        (s as NSString).size(withAttributes: [.font: font])
    }

    @Test func defaultsAreApples() {
        let l = UILabel()
        #expect(l.font.pointSize == 17)
        #expect(l.textColor == UIColor.label)
        #expect(l.textAlignment == .natural)
        #expect(l.numberOfLines == 1)
        #expect(l.lineBreakMode == .byTruncatingTail)
        #expect(l.shadowOffset == CGSize(width: 0, height: -1))
        #expect(l.shadowColor == nil)
        #expect(l.isEnabled && !l.isHighlighted)
        #expect(!l.isUserInteractionEnabled)
        #expect(l.contentMode == .redraw)
        #expect(l.text == nil && l.attributedText == nil)
        #expect(l.preferredMaxLayoutWidth == 0)
        #expect(!l.adjustsFontSizeToFitWidth && l.minimumScaleFactor == 0)
        #expect(UIBaselineAdjustment.none.rawValue == 2)
    }

    @Test func intrinsicSizeIsTheMeasuredTextRoundedUp() {
        let l = UILabel()
        l.text = "Hello, world"
        let m = measured("Hello, world", font17)
        #expect(l.intrinsicContentSize == CGSize(width: m.width.rounded(.up), height: m.height.rounded(.up)))
        #expect(l.sizeThatFits(CGSize(width: 10, height: 10)) == l.intrinsicContentSize) // one line: width ignored
        l.sizeToFit()
        #expect(l.bounds.size == l.intrinsicContentSize)
        l.text = ""
        #expect(l.intrinsicContentSize == .zero)
    }

    @Test func textAndAttributedTextStayInSync() {
        let l = UILabel()
        l.text = "Sync"
        l.textColor = .red
        l.font = UIFont.boldSystemFont(ofSize: 20)
        l.textAlignment = .center
        let a = l.attributedText!
        #expect(a.string == "Sync")
        let attrs = a.attributes(at: 0, effectiveRange: nil)
        #expect((attrs[.font] as? UIFont) == UIFont.boldSystemFont(ofSize: 20))
        #expect((attrs[.foregroundColor] as? UIColor) == UIColor.red)
        #expect((attrs[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        #expect((attrs[.paragraphStyle] as? NSParagraphStyle)?.lineBreakMode == .byTruncatingTail)

        // Attributed text sets the style properties from its first character.
        let styled = NSMutableAttributedString(string: "AB", attributes: [.font: UIFont.systemFont(ofSize: 30),
                                                                          .foregroundColor: UIColor.blue])
        l.attributedText = styled
        #expect(l.text == "AB")
        #expect(l.font.pointSize == 30)
        #expect(l.textColor == UIColor.blue)
        // Setting a style property applies it to the whole attributed text.
        l.textColor = .green
        #expect((l.attributedText!.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? UIColor) == UIColor.green)
        l.text = nil
        #expect(l.attributedText == nil)
    }

    /// Linux: Foundation traps comparing two runs' fonts or colours when it coalesces runs, which it does only
    /// for neighbouring runs with as many keys; the label's copy never has two such neighbours (the Catalog's
    /// standard-views page crashed with runs of 1, 2, 3 and 1 keys under the alternating scheme).
    @Test func neighbouringRunsOfTheLabelsTextNeverHaveAsManyKeys() {
        let s = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        s.append(NSAttributedString(string: "b", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .kern: 0]))
        s.append(NSAttributedString(string: "c", attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.red, .kern: 0]))
        s.append(NSAttributedString(string: "d", attributes: [.font: UIFont.systemFont(ofSize: 16)]))
        let l = UILabel()
        l.attributedText = s
        var counts: [Int] = []
        let shown = UILabel.rebuilt(l.attributedText!) { $0 }
        shown.enumerateAttributes(in: NSRange(location: 0, length: shown.length), options: []) { attrs, _, _ in
            counts.append(attrs.count)
        }
        #expect(counts.count == 4)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 != $1 }, "\(counts)")
    }

    @Test func attributedRangesWithoutAFontGetTheLabels() {
        let l = UILabel()
        l.font = UIFont.systemFont(ofSize: 11)
        let s = NSMutableAttributedString(string: "abcd")
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        l.attributedText = s
        let attrs = l.attributedText!.attributes(at: 3, effectiveRange: nil)
        #expect((attrs[.font] as? UIFont)?.pointSize == 11)
        // The label took its colour from the first character; ranges without one get the label's.
        #expect(l.textColor == UIColor.red)
        #expect((attrs[.foregroundColor] as? UIColor) == UIColor.red)
        #expect((l.attributedText!.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor) == UIColor.red)
    }

    @Test func unlimitedLinesWrapToNLineHeights() {
        let l = UILabel()
        l.numberOfLines = 0
        l.text = "aaaa bbbb cccc"
        let word = measured("aaaa", font17)
        // Each word fits alone, no two do: three lines.
        l.preferredMaxLayoutWidth = word.width + 4
        let size = l.intrinsicContentSize
        #expect(size.height == (3 * word.height).rounded(.up))
        #expect(size.width <= l.preferredMaxLayoutWidth.rounded(.up))
        // Without a preferred width, multi-line labels wrap at their current width.
        l.preferredMaxLayoutWidth = 0
        l.frame = CGRect(x: 0, y: 0, width: word.width + 4, height: 10)
        #expect(l.intrinsicContentSize.height == (3 * word.height).rounded(.up))
        // At most two lines.
        l.numberOfLines = 2
        #expect(l.intrinsicContentSize.height == (2 * word.height).rounded(.up))
        // sizeThatFits wraps at the width asked for.
        l.numberOfLines = 0
        let two = measured("aaaa bbbb", font17)
        #expect(l.sizeThatFits(CGSize(width: two.width + 2, height: 0)).height == (2 * word.height).rounded(.up))
    }

    @Test func textRectIsLimitedToLinesAndBounds() {
        let l = UILabel()
        l.numberOfLines = 0
        l.text = "aaaa bbbb cccc"
        let word = measured("aaaa", font17)
        let bounds = CGRect(x: 5, y: 7, width: word.width + 4, height: 500)
        #expect(l.textRect(forBounds: bounds, limitedToNumberOfLines: 0).height == 3 * word.height)
        #expect(l.textRect(forBounds: bounds, limitedToNumberOfLines: 1).height == word.height)
        #expect(l.textRect(forBounds: bounds, limitedToNumberOfLines: 1).origin == CGPoint(x: 5, y: 7))
        // A bounds two lines tall keeps two lines.
        let short = CGRect(x: 0, y: 0, width: word.width + 4, height: 2 * word.height + 1)
        #expect(l.textRect(forBounds: short, limitedToNumberOfLines: 0).height == 2 * word.height)
    }

    @Test func wordWrappingBreaksBetweenWordsCharWrappingInside() {
        let l = UILabel()
        l.numberOfLines = 0
        l.text = "abcdefgh ijklmnop"
        let width = measured("abcdefgh ijk", font17).width + 1
        l.lineBreakMode = .byWordWrapping
        let word = l.makeLayout(l.attributedText!, width: width, maxLines: 0, heightLimit: nil)
        #expect(word.lines.count == 2)
        #expect(abs(word.lines[0].width - measured("abcdefgh", font17).width) < 1)
        l.lineBreakMode = .byCharWrapping
        let char = l.makeLayout(l.attributedText!, width: width, maxLines: 0, heightLimit: nil)
        #expect(char.lines.count == 2)
        #expect(abs(char.lines[0].width - measured("abcdefgh ijk", font17).width) < 1)
    }

    @Test func longSingleLineIsTruncatedWithAnEllipsis() {
        let text = "The quick brown fox jumps over the lazy dog"
        let width: CGFloat = 120
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        l.text = text
        l.textColor = .black
        // The longest prefix that fits with the ellipsis after it.
        var k = text.count
        while k > 0 && measured(String(text.prefix(k)).trimmingCharacters(in: .whitespaces) + "…", font17).width > width { k -= 1 }
        let expected = String(text.prefix(k)).trimmingCharacters(in: .whitespaces) + "…"
        let layout = l.makeLayout(l.attributedText!, width: width, maxLines: 1, heightLimit: 30)
        #expect(layout.lines.count == 1)
        #expect(layout.size.width <= width)
        // Pixels: the truncated label looks like a label showing the prefix and "…".
        let reference = UILabel(frame: l.frame)
        reference.text = expected
        reference.textColor = .black
        let a = renderAlone(l), b = renderAlone(reference)
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where !near(a[x, y], b[x, y], 8) { differing += 1 } }
        #expect(differing == 0)
        // And it is not the clipped text.
        let clipped = UILabel(frame: l.frame)
        clipped.text = text
        clipped.textColor = .black
        clipped.lineBreakMode = .byClipping
        let c = renderAlone(clipped)
        var differs = 0
        for y in 0..<a.height { for x in 0..<a.width where !near(a[x, y], c[x, y], 8) { differs += 1 } }
        #expect(differs > 0)
    }

    @Test func multiLineTruncationEndsTheLastLine() {
        let l = UILabel()
        l.numberOfLines = 2
        l.text = "aaaa bbbb cccc dddd"
        let width = measured("aaaa bbbb", font17).width + 2
        let layout = l.makeLayout(l.attributedText!, width: width, maxLines: 2, heightLimit: nil)
        #expect(layout.lines.count == 2)
        // The second line holds "cccc dddd" cut short with an ellipsis: no wider than the width.
        #expect(layout.lines[1].width <= width)
        #expect(layout.lines[1].width > measured("cccc", font17).width)
    }

    @Test func adjustsFontSizeShrinksButNotBelowTheFactor() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        l.text = "A rather long headline"
        let full = measured("A rather long headline", font17).width
        #expect(full > 150)
        #expect(l.fontScale(forWidth: 100, height: 40) == 1)          // off by default
        l.adjustsFontSizeToFitWidth = true
        l.minimumScaleFactor = 0.2
        let s = l.fontScale(forWidth: 100, height: 40)
        #expect(s < 100 / full + 0.05 && s > 100 / full - 0.1)
        let shrunk = measured("A rather long headline", UIFont.systemFont(ofSize: 17 * s)).width
        #expect(shrunk <= 100.5)
        l.minimumScaleFactor = 0.9
        #expect(l.fontScale(forWidth: 100, height: 40) == 0.9)
        // Text that fits keeps its size.
        l.text = "Hi"
        #expect(l.fontScale(forWidth: 100, height: 40) == 1)
    }

    @Test func highlightedColourIsUsedWhenHighlighted() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        l.font = UIFont.boldSystemFont(ofSize: 24)
        l.text = "IIII"
        l.textColor = .red
        l.highlightedTextColor = .blue
        let normal = renderAlone(l)
        #expect(normal.contains(RED, tolerance: 30))
        #expect(!normal.contains(BLUE, tolerance: 30))
        l.isHighlighted = true
        let highlighted = renderAlone(l)
        #expect(highlighted.contains(BLUE, tolerance: 30))
        #expect(!highlighted.contains(RED, tolerance: 30))
    }

    @Test func disabledTextIsDimmed() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        l.font = UIFont.boldSystemFont(ofSize: 24)
        l.text = "IIII"
        l.textColor = .black
        let maxAlpha = { (p: Pixels) -> Int in
            var m = 0
            for y in 0..<p.height { for x in 0..<p.width { m = max(m, p[x, y][3]) } }
            return m
        }
        #expect(maxAlpha(renderAlone(l)) == 255)
        l.isEnabled = false
        let dimmed = maxAlpha(renderAlone(l))
        #expect(dimmed < 200 && dimmed > 60)
    }

    @Test func textIsVerticallyCentred() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        l.font = UIFont.boldSystemFont(ofSize: 20)
        l.text = "IIII"
        let h = l.textRect(forBounds: l.bounds, limitedToNumberOfLines: 1).height
        let p = renderAlone(l)
        let rows = (0..<100).filter { y in (0..<100).contains { p[$0, y][3] > 0 } }
        let top = (100 - h) / 2
        #expect(CGFloat(rows.first!) >= top.rounded(.down))
        #expect(CGFloat(rows.last!) <= (top + h).rounded(.up))
        #expect(rows.first! > 30 && rows.last! < 70)
    }

    @Test func shadowIsDrawnAtTheOffset() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        l.font = UIFont.boldSystemFont(ofSize: 24)
        l.text = "IIII"
        l.textColor = .blue
        l.shadowColor = .red
        l.shadowOffset = CGSize(width: 4, height: 4)
        let p = renderAlone(l)
        #expect(p.contains(RED, tolerance: 30))
        #expect(p.contains(BLUE, tolerance: 30))
    }

    @Test func changingTextInvalidatesDisplayAndSize() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        l.text = "One"
        l.layer.displayIfNeeded()
        #expect(!l.layer.needsDisplay())
        let before = l.intrinsicContentSize
        l.text = "One two three"
        #expect(l.layer.needsDisplay())
        #expect(l.intrinsicContentSize.width > before.width)
        l.layer.displayIfNeeded()
        l.textColor = .red
        #expect(l.layer.needsDisplay())
    }

    @Test func alignmentMovesTheLine() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        l.font = UIFont.boldSystemFont(ofSize: 20)
        l.text = "II"
        func inkColumns(_ p: Pixels) -> (Int, Int) {
            let cols = (0..<p.width).filter { x in (0..<p.height).contains { p[x, $0][3] > 0 } }
            return (cols.first!, cols.last!)
        }
        let left = inkColumns(renderAlone(l))
        #expect(left.0 < 10)
        l.textAlignment = .right
        let right = inkColumns(renderAlone(l))
        #expect(right.1 > 189)
        l.textAlignment = .center
        let centre = inkColumns(renderAlone(l))
        #expect(abs((centre.0 + centre.1) / 2 - 100) <= 3)
    }

    @Test func headTruncationKeepsTheEnd() {
        let text = "abcdefghijklmnopqrstuvwxyz"
        let width: CGFloat = 100
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        l.text = text
        l.textColor = .black
        l.lineBreakMode = .byTruncatingHead
        var k = text.count
        while k > 0 && measured("…" + String(text.suffix(k)), font17).width > width { k -= 1 }
        let reference = UILabel(frame: l.frame)
        reference.text = "…" + String(text.suffix(k))
        reference.textColor = .black
        reference.lineBreakMode = .byClipping
        let a = renderAlone(l), b = renderAlone(reference)
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where !near(a[x, y], b[x, y], 8) { differing += 1 } }
        #expect(differing == 0)
        // Middle truncation is yet another picture.
        l.lineBreakMode = .byTruncatingMiddle
        let m = renderAlone(l)
        var differs = 0
        for y in 0..<a.height { for x in 0..<a.width where !near(a[x, y], m[x, y], 8) { differs += 1 } }
        #expect(differs > 0)
    }

    @Test func oneLineLabelShowsOnlyTheFirstLineOfText() {
        let l = UILabel()
        l.text = "One\nTwo"
        let line = measured("One", font17).height
        #expect(l.intrinsicContentSize.height == line.rounded(.up))
        l.numberOfLines = 0
        #expect(l.intrinsicContentSize.height == (2 * line).rounded(.up))
    }
}
