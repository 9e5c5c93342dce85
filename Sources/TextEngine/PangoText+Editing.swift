import Foundation
import CCairo
import CPangoCairo
import CoreGraphics

// The queries a text editor asks of laid-out text, answered by Pango itself (its hit-testing, cursor positions,
// visual cursor movement and log attributes) so that grapheme clusters, bidi runs and word boundaries are the
// ones the shaper used. Offsets are UTF-16 units, as NSString's and UIKit's are; Pango's are UTF-8 bytes, and
// its log attributes are per Unicode scalar, so TextIndices converts between the three.

extension PangoText {
    /// Conversions between a string's UTF-16 offsets, UTF-8 byte indices and Unicode scalar indices.
    package struct TextIndices {
        /// UTF-16 offset of each byte index (meaningful at scalar boundaries), one past the end included.
        private var utf16OfByte: [Int32]
        /// Byte index of each UTF-16 offset (a low surrogate maps to its scalar's start), end included.
        private var byteOfUTF16: [Int32]
        /// UTF-16 offset of each scalar index, end included.
        private var utf16OfScalar: [Int32]
        /// Scalar index of each UTF-16 offset, end included.
        private var scalarOfUTF16: [Int32]

        package init(_ text: String) {
            let bytes = text.utf8.count, units = text.utf16.count
            utf16OfByte = [Int32](repeating: 0, count: bytes + 1)
            byteOfUTF16 = [Int32](repeating: 0, count: units + 1)
            utf16OfScalar = []
            utf16OfScalar.reserveCapacity(text.unicodeScalars.count + 1)
            scalarOfUTF16 = [Int32](repeating: 0, count: units + 1)
            var byte = 0, unit = 0, scalar = 0
            for s in text.unicodeScalars {
                let b = UTF8.width(s), u = UTF16.width(s)
                for i in 0..<b { utf16OfByte[byte + i] = Int32(unit) }
                for i in 0..<u {
                    byteOfUTF16[unit + i] = Int32(byte)
                    scalarOfUTF16[unit + i] = Int32(scalar)
                }
                utf16OfScalar.append(Int32(unit))
                byte += b; unit += u; scalar += 1
            }
            utf16OfByte[bytes] = Int32(units)
            byteOfUTF16[units] = Int32(bytes)
            scalarOfUTF16[units] = Int32(scalar)
            utf16OfScalar.append(Int32(units))
        }

        package var utf16Count: Int { byteOfUTF16.count - 1 }
        package var scalarCount: Int { utf16OfScalar.count - 1 }
        package func utf16(ofByte byte: Int) -> Int { Int(utf16OfByte[max(0, min(byte, utf16OfByte.count - 1))]) }
        package func byte(ofUTF16 offset: Int) -> Int { Int(byteOfUTF16[max(0, min(offset, byteOfUTF16.count - 1))]) }
        package func utf16(ofScalar index: Int) -> Int { Int(utf16OfScalar[max(0, min(index, utf16OfScalar.count - 1))]) }
        package func scalar(ofUTF16 offset: Int) -> Int { Int(scalarOfUTF16[max(0, min(offset, scalarOfUTF16.count - 1))]) }
    }
}

extension PangoText.Layout {
    /// A line's place and extent, in the layout's coordinates (y down from the layout's top).
    package struct LineMetrics: Equatable {
        /// The line's characters, in UTF-16 offsets (its ending newline excluded).
        package var range: Range<Int>
        package var top: CGFloat
        package var height: CGFloat
        package var baseline: CGFloat
        /// The x of the line's start (its left edge for left-to-right text) and its width.
        package var x: CGFloat
        package var width: CGFloat
    }

    /// The insertion point's rectangles at an offset: `strong` where text typed in the paragraph's direction
    /// goes, `weak` where text of the other direction goes (the two differ only at a bidi boundary). Both are
    /// zero-width, spanning the line's height.
    package struct Caret: Equatable {
        package var strong: CGRect
        package var weak: CGRect
    }

    private var mainLayout: OpaquePointer? { layouts.first }
    private static let scale = CGFloat(PANGO_SCALE)

    /// Every line's metrics, in order.
    package var lineMetrics: [LineMetrics] {
        lines.map { l in
            let start = Int(l.line.pointee.start_index), length = Int(l.line.pointee.length)
            return LineMetrics(range: indices.utf16(ofByte: start)..<indices.utf16(ofByte: start + length), top: l.top,
                               height: l.height, baseline: l.origin.y, x: l.origin.x, width: l.width)
        }
    }

    /// The index of the line holding `offset` (the last line for the end of the text; a line's end belongs to
    /// the next line when the text wraps there, as Pango places the cursor).
    package func lineIndex(containing offset: Int) -> Int {
        guard let layout = mainLayout, !lines.isEmpty else { return 0 }
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, Int32(indices.byte(ofUTF16: offset)), 0, &line, &x)
        return max(0, min(Int(line), lines.count - 1))
    }

    /// The offset (a grapheme-cluster boundary) closest to `point`: the line is the one at the point's height
    /// (the first or last when above or below the text), the position Pango's hit-test gives within it,
    /// rounded to the nearer edge of the cluster under the point.
    package func offset(closestTo point: CGPoint) -> Int {
        guard let layout = mainLayout, let first = lines.first, let last = lines.last else { return 0 }
        let line = lines.first(where: { point.y < $0.top + $0.height }) ?? (point.y < first.top ? first : last)
        let x = point.x - line.origin.x + line.pangoOriginX
        let y = line.pangoTop + max(0, min(point.y - line.top, line.height - 0.01))
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, Int32((x * Self.scale).rounded()), Int32((y * Self.scale).rounded()), &index, &trailing)
        var offset = indices.utf16(ofByte: Int(index))
        // Trailing counts the characters (scalars) to step to reach the nearer edge of the cluster.
        if trailing > 0 {
            offset = indices.utf16(ofScalar: indices.scalar(ofUTF16: offset) + Int(trailing))
            offset = cursorPosition(atOrAfter: offset)
        }
        return offset
    }

    /// The caret rectangles at `offset`, from Pango's cursor positions.
    package func caret(at offset: Int) -> Caret {
        guard let layout = mainLayout, !lines.isEmpty else {
            let height = lines.first?.height ?? 0
            return Caret(strong: CGRect(x: 0, y: 0, width: 0, height: height), weak: CGRect(x: 0, y: 0, width: 0, height: height))
        }
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(indices.byte(ofUTF16: offset)), &strong, &weak)
        let line = lines[lineIndex(containing: offset)]
        func rect(_ r: PangoRectangle) -> CGRect {
            CGRect(x: line.origin.x + CGFloat(r.x) / Self.scale - line.pangoOriginX, y: line.top, width: 0, height: line.height)
        }
        return Caret(strong: rect(strong), weak: rect(weak))
    }

    /// The rectangles that highlight the text between two offsets: one per visual run on each line (a bidi line
    /// has several), each spanning its line's height, from Pango's x ranges.
    package func selectionRects(from start: Int, to end: Int) -> [CGRect] {
        guard mainLayout != nil, end > start else { return [] }
        let startByte = Int32(indices.byte(ofUTF16: start)), endByte = Int32(indices.byte(ofUTF16: end))
        var rects: [CGRect] = []
        for l in lines {
            let lineStart = Int32(l.line.pointee.start_index), lineEnd = lineStart + l.line.pointee.length
            let s = max(startByte, lineStart), e = min(endByte, lineEnd)
            // A selection through a line's end (its newline) highlights an empty line's start too.
            guard e > s || (startByte <= lineStart && endByte > lineEnd) else { continue }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(l.line, s, e, &ranges, &count)
            if let ranges {
                for i in 0..<Int(count) {
                    let x0 = CGFloat(ranges[2 * i]) / Self.scale, x1 = CGFloat(ranges[2 * i + 1]) / Self.scale
                    // Pango gives one range per run (a font change splits them): touching ones make one rectangle.
                    if let last = rects.last, last.minY == l.top, abs(last.maxX - (l.origin.x + x0)) < 0.01 {
                        rects[rects.count - 1].size.width += max(0, x1 - x0)
                    } else {
                        rects.append(CGRect(x: l.origin.x + x0, y: l.top, width: max(0, x1 - x0), height: l.height))
                    }
                }
                g_free(ranges)
            }
        }
        return rects
    }

    /// The offset one cursor position to the visual right (or left) of `offset`, through bidi runs and across
    /// lines, as Pango moves its cursor; nil past either end of the text.
    package func offset(movingVisuallyFrom offset: Int, right: Bool) -> Int? {
        guard let layout = mainLayout else { return nil }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, Int32(indices.byte(ofUTF16: offset)), 0, right ? 1 : -1, &index, &trailing)
        if index < 0 || index == Int32.max { return nil }
        var result = indices.utf16(ofByte: Int(index))
        if trailing > 0 {
            result = cursorPosition(atOrAfter: indices.utf16(ofScalar: indices.scalar(ofUTF16: result) + Int(trailing)))
        }
        return result
    }

    /// The offset on the line `delta` lines away from `offset`'s, nearest the x `x` (the caret keeps its column
    /// across short lines); the text's start or end past the first or last line.
    package func offset(movingLines delta: Int, from offset: Int, x: CGFloat) -> Int {
        guard !lines.isEmpty else { return 0 }
        let target = lineIndex(containing: offset) + delta
        if target < 0 { return 0 }
        if target >= lines.count { return indices.utf16Count }
        let l = lines[target]
        return self.offset(closestTo: CGPoint(x: x, y: l.top + l.height / 2))
    }

    // MARK: Boundaries from Pango's log attributes

    private func logAttrs() -> (UnsafePointer<PangoLogAttr>, Int)? {
        guard let layout = mainLayout else { return nil }
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return nil }
        return (attrs, Int(count))
    }

    /// The first cursor position (grapheme-cluster boundary) at or after `offset`.
    package func cursorPosition(atOrAfter offset: Int) -> Int {
        guard let (attrs, count) = logAttrs() else { return offset }
        var i = indices.scalar(ofUTF16: offset)
        while i < count - 1 && attrs[i].is_cursor_position == 0 { i += 1 }
        return indices.utf16(ofScalar: i)
    }

    /// The next grapheme-cluster boundary after `offset` in storage order (or before it, `forward` false).
    package func offset(ofCharacterFrom offset: Int, forward: Bool) -> Int {
        guard let (attrs, count) = logAttrs() else { return offset }
        var i = indices.scalar(ofUTF16: offset)
        if forward {
            guard i < count - 1 else { return indices.utf16Count }
            repeat { i += 1 } while i < count - 1 && attrs[i].is_cursor_position == 0
        } else {
            guard i > 0 else { return 0 }
            repeat { i -= 1 } while i > 0 && attrs[i].is_cursor_position == 0
        }
        return indices.utf16(ofScalar: i)
    }

    /// The next word end after `offset` (forward), or the previous word start before it: where Option-arrow
    /// moves the caret, by Pango's (Unicode's) word boundaries.
    package func offset(ofWordFrom offset: Int, forward: Bool) -> Int {
        guard let (attrs, count) = logAttrs() else { return offset }
        var i = indices.scalar(ofUTF16: offset)
        if forward {
            guard i < count - 1 else { return indices.utf16Count }
            repeat { i += 1 } while i < count - 1 && attrs[i].is_word_end == 0
        } else {
            guard i > 0 else { return 0 }
            repeat { i -= 1 } while i > 0 && attrs[i].is_word_start == 0
        }
        return indices.utf16(ofScalar: i)
    }

    /// The word around `offset` (a double-click's selection); a single character's cluster when the offset
    /// is in no word (spaces, punctuation).
    package func wordRange(at offset: Int) -> Range<Int> {
        guard let (attrs, count) = logAttrs(), count > 1 else { return offset..<offset }
        let i = min(indices.scalar(ofUTF16: offset), count - 2)
        let inWord: (Int) -> Bool = { attrs[$0].is_word_start != 0 || (attrs[$0].is_word_end == 0 && Self.insideWord(attrs, $0)) }
        if inWord(i) {
            var s = i, e = i + 1
            while s > 0 && attrs[s].is_word_start == 0 { s -= 1 }
            while e < count - 1 && attrs[e].is_word_end == 0 { e += 1 }
            return indices.utf16(ofScalar: s)..<indices.utf16(ofScalar: e)
        }
        let start = cursorPosition(atOrBefore: indices.utf16(ofScalar: i))
        return start..<self.offset(ofCharacterFrom: start, forward: true)
    }

    private static func insideWord(_ attrs: UnsafePointer<PangoLogAttr>, _ i: Int) -> Bool {
        // Inside a word when the last boundary before i is a word start.
        var j = i
        while j > 0 {
            j -= 1
            if attrs[j].is_word_end != 0 && j < i { return false }
            if attrs[j].is_word_start != 0 { return true }
        }
        return false
    }

    /// The last cursor position at or before `offset`.
    package func cursorPosition(atOrBefore offset: Int) -> Int {
        guard let (attrs, _) = logAttrs() else { return offset }
        var i = indices.scalar(ofUTF16: offset)
        while i > 0 && attrs[i].is_cursor_position == 0 { i -= 1 }
        return indices.utf16(ofScalar: i)
    }
}
