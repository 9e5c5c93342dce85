import Testing
import Foundation
import CoreGraphics
@testable import TextEngine

/// The editing queries against Pango's own measurements: a prefix's width (measured by a separate layout) is
/// where the caret after it stands, and UTF-16 offsets step over emoji's surrogate pairs and CJK as units.
@Suite struct PangoEditingTests {
    func layout(_ text: String, width: CGFloat? = nil) -> PangoText.Layout {
        var style = PangoText.Style()
        style.size = 20
        return PangoText.Layout(text: text, runs: [PangoText.Run(start: 0, end: text.utf8.count, style: style)],
                                paragraph: PangoText.Paragraph(), width: width)
    }

    func width(_ text: String) -> CGFloat { layout(text).size.width }

    @Test func caretStandsAfterThePrefixInUTF16Offsets() {
        let text = "a😀b你好"
        let l = layout(text)
        // Offsets: a 0, 😀 1..<3 (a surrogate pair), b 3, 你 4, 好 5, end 6.
        #expect(l.indices.utf16Count == 6)
        for (offset, prefix) in [(0, ""), (1, "a"), (3, "a😀"), (4, "a😀b"), (5, "a😀b你"), (6, text)] {
            let caret = l.caret(at: offset)
            #expect(abs(caret.strong.minX - width(prefix)) < 0.01, "offset \(offset)")
            #expect(caret.strong == caret.weak)
            #expect(caret.strong.height == l.lines[0].height)
        }
    }

    @Test func hitTestingRoundsToTheNearerClusterEdge() {
        let l = layout("a😀b你好")
        let emojiStart = width("a"), emojiEnd = width("a😀")
        let y = l.lines[0].height / 2
        #expect(l.offset(closestTo: CGPoint(x: emojiStart + (emojiEnd - emojiStart) * 0.3, y: y)) == 1)
        #expect(l.offset(closestTo: CGPoint(x: emojiStart + (emojiEnd - emojiStart) * 0.7, y: y)) == 3)
        let ni = width("a😀b"), hao = width("a😀b你")
        #expect(l.offset(closestTo: CGPoint(x: ni + (hao - ni) * 0.8, y: y)) == 5)
        #expect(l.offset(closestTo: CGPoint(x: -50, y: y)) == 0)
        #expect(l.offset(closestTo: CGPoint(x: 1000, y: -40)) == 6)
    }

    @Test func characterMovementStepsOverClusters() {
        // "e" + combining acute is one cluster of two UTF-16 units; the flag is four.
        let l = layout("e\u{301}🇫🇷x")
        #expect(l.offset(ofCharacterFrom: 0, forward: true) == 2)
        #expect(l.offset(ofCharacterFrom: 2, forward: true) == 6)
        #expect(l.offset(ofCharacterFrom: 6, forward: false) == 2)
        #expect(l.offset(ofCharacterFrom: 7, forward: true) == 7)
        #expect(l.cursorPosition(atOrAfter: 1) == 2)
    }

    @Test func wordMovementAndDoubleClickWords() {
        let l = layout("hello, world 😀 end")
        #expect(l.offset(ofWordFrom: 0, forward: true) == 5)
        #expect(l.offset(ofWordFrom: 5, forward: true) == 12)
        #expect(l.offset(ofWordFrom: 12, forward: false) == 7)
        #expect(l.offset(ofWordFrom: 7, forward: false) == 0)
        #expect(l.wordRange(at: 8) == 7..<12)
        #expect(l.wordRange(at: 5) == 5..<6) // the comma: its own cluster
    }

    @Test func mixedDirectionTextHasTwoCaretsAtTheBoundaryAndMovesThroughEveryPosition() {
        let text = "abc \u{5D0}\u{5D1}\u{5D2} def"
        let l = layout(text)
        // At the end of the Hebrew run (offset 7) the strong and weak carets differ: one at the run's visual
        // left end, one after " def"'s start.
        let caret = l.caret(at: 7)
        #expect(caret.strong.minX != caret.weak.minX)
        // Selecting across the boundary highlights the two runs apart: "c " and "א" are not adjacent visually.
        #expect(l.selectionRects(from: 2, to: 5).count == 2)
        // Moving right from the start visits every position once and then falls off the end.
        var visited: [Int] = []
        var offset = 0
        while let next = l.offset(movingVisuallyFrom: offset, right: true), visited.count < 20 {
            visited.append(next)
            offset = next
        }
        #expect(Set(visited) == Set(1...11))
    }

    @Test func selectionAndLinesAcrossWrappedLines() throws {
        let text = "one two three four five six"
        let l = layout(text, width: width("one two three") + 2)
        #expect(l.lines.count == 2)
        let metrics = l.lineMetrics
        #expect(metrics[0].range == 0..<14)
        #expect(metrics[1].range == 14..<27)
        #expect(metrics[1].top == metrics[0].top + metrics[0].height)
        let rects = l.selectionRects(from: 4, to: 18)
        #expect(rects.count == 2)
        #expect(abs(rects[0].minX - width("one ")) < 0.01)
        #expect(rects[0].minY == metrics[0].top && rects[1].minY == metrics[1].top)
        #expect(abs(rects[1].width - width("four")) < 0.01)
        #expect(l.lineIndex(containing: 15) == 1)
        // Down from "two" keeps the column: offset 4 on line 0 lands at the same x on line 1.
        let down = l.offset(movingLines: 1, from: 4, x: l.caret(at: 4).strong.minX)
        #expect(l.lineIndex(containing: down) == 1)
        #expect(l.offset(movingLines: 1, from: 20, x: 0) == 27)
        #expect(l.offset(movingLines: -1, from: 4, x: 0) == 0)
    }
}
