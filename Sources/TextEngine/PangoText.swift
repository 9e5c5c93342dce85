import Foundation
import CCairo
import CPangoCairo
import CoreGraphics

/// Text drawn through Pango (shaping by HarfBuzz, fonts found by fontconfig) into a CGContext.
/// UIKit's string drawing and CATextLayer are built on this; it is not public Apple API.
package enum PangoText {
    /// The result of laying out one string.
    package struct Metrics {
        /// Logical size of the laid-out text, in points.
        package var size: CGSize
        /// Distance from the top of the layout to the first line's baseline.
        package var baseline: CGFloat
        /// Glyphs the fonts could not supply (drawn as boxes); 0 means every character has a glyph.
        package var unknownGlyphs: Int
    }

    /// Draws `text` with its layout's top-left corner at `point` in the context's user space, upright
    /// whichever way the context's y axis points (`flipped` says the user space is y-down, as UIKit's is).
    @discardableResult
    package static func draw(_ text: String, at point: CGPoint, in context: CGContext, fontFamily: String = "sans-serif",
                             size: CGFloat, color: CGColor, flipped: Bool = false) -> Metrics {
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, point.x, point.y)
        if !flipped { cairo_scale(cr, 1, -1) } // y-up user space: flip so the layout grows downward from `point`
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cr, r, g, b, a)
        let layout = pango_cairo_create_layout(cr)!
        configure(layout, text: text, fontFamily: fontFamily, size: size)
        let m = metrics(of: layout)
        pango_cairo_show_layout(cr, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(cr)
        context.mirror()
        return m
    }

    /// Measures `text` without drawing it.
    package static func measure(_ text: String, fontFamily: String = "sans-serif", size: CGFloat) -> Metrics {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, fontFamily: fontFamily, size: size)
        return metrics(of: layout)
    }

    private static func configure(_ layout: OpaquePointer, text: String, fontFamily: String, size: CGFloat) {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fontFamily)
        pango_font_description_set_absolute_size(desc, absoluteSize(size))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
    }

    private static func metrics(of layout: OpaquePointer) -> Metrics {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return Metrics(size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                       baseline: CGFloat(pango_layout_get_baseline(layout)) / scale,
                       unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }
}

// MARK: - Rich text (UIKit's string drawing)

extension PangoText {
    /// How lines sit between the layout's edges.
    package enum Alignment: Sendable { case left, center, right, justified }
    /// Where lines may break; `none` keeps each paragraph on one line.
    package enum Wrap: Sendable { case word, char, none }
    /// Where an ellipsis replaces text that does not fit the width.
    package enum Ellipsize: Sendable { case none, start, middle, end }
    /// The paragraphs' base direction: from their first strong character, with Pango placing lines by it
    /// (`auto`: left alignment is the start of the line), or from the first strong character of the whole
    /// text with the view's direction for text with none, and alignment kept as given (a view's natural
    /// alignment follows the view's direction, its text's bidi order the text).
    package enum BaseDirection: Sendable { case auto, leftToRight, rightToLeft }
    /// Underline shapes Pango can draw.
    package enum Underline: Sendable { case none, single, double, thick }

    /// The character attributes of one run of text.
    package struct Style: Sendable {
        package var family = "DejaVu Sans"
        package var size: CGFloat = 12
        /// CSS-style weight: 100 thin … 400 regular … 900 black.
        package var weight: Int32 = 400
        package var italic = false
        package var condensed = false
        /// OpenType features, as Pango's font-features attribute ("tnum 1").
        package var features: String?
        package var foreground: CGColor = CGColor(gray: 0, alpha: 1)
        package var background: CGColor?
        package var underline = Underline.none
        package var underlineColor: CGColor?
        package var strikethrough = false
        package var strikethroughColor: CGColor?
        /// Extra space after each character, in points.
        package var kern: CGFloat = 0
        /// Points the glyphs are raised above the baseline.
        package var baselineOffset: CGFloat = 0
        package init() {}
    }

    /// A run: UTF-8 byte offsets `start..<end` into the text, drawn with `style`.
    package struct Run: Sendable {
        package var start: Int
        package var end: Int
        package var style: Style
        package init(start: Int, end: Int, style: Style) { self.start = start; self.end = end; self.style = style }
    }

    /// Paragraph attributes, applied to the whole layout.
    package struct Paragraph: Sendable {
        package var alignment = Alignment.left
        package var wrap = Wrap.word
        package var ellipsize = Ellipsize.none
        package var lineSpacing: CGFloat = 0
        package var paragraphSpacing: CGFloat = 0
        package var firstLineHeadIndent: CGFloat = 0
        package var headIndent: CGFloat = 0
        package var minimumLineHeight: CGFloat = 0
        package var maximumLineHeight: CGFloat = 0
        package var lineHeightMultiple: CGFloat = 0
        package var baseDirection = BaseDirection.auto
        package init() {}
    }

    /// Metrics of one font, in points, from the font Pango actually loads.
    package struct FontInfo: Sendable {
        package var family: String
        /// The loaded face's style name ("Book", "Bold", "Oblique"…).
        package var faceName: String
        package var ascent: CGFloat
        package var descent: CGFloat
        /// Baseline-to-baseline distance the font recommends.
        package var lineHeight: CGFloat
        package var capHeight: CGFloat
        package var xHeight: CGFloat
    }

    /// A font face installed on the system.
    package struct Face: Sendable {
        package var family: String
        package var faceName: String
        package var weight: Int32
        package var italic: Bool
        package var condensed: Bool
        package init(family: String, faceName: String, weight: Int32, italic: Bool, condensed: Bool) {
            self.family = family; self.faceName = faceName; self.weight = weight; self.italic = italic; self.condensed = condensed
        }
    }

    /// A context for measuring and laying out with unhinted, unrounded metrics, so the layout is the
    /// same whatever the scale of the context it is later drawn into.
    fileprivate static func makeContext() -> OpaquePointer {
        let ctx = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        return ctx
    }

    /// Whether the first strongly directional character of `text` is right to left (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and the other right-to-left blocks), false for another letter, nil when it has none
    /// (Pango's own pango_find_base_dir is deprecated).
    static func firstStrongIsRightToLeft(_ text: String) -> Bool? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return nil
    }

    /// A point size in Pango units. Pango refuses a negative or NaN size with a critical warning and keeps the
    /// description's previous one; a font asked for at such a size (UIFont keeps the `pointSize` it was given)
    /// draws and measures as a zero-size font: nothing.
    static func absoluteSize(_ size: CGFloat) -> Double {
        size >= 0 ? Double(size) * Double(PANGO_SCALE) : 0
    }

    fileprivate static func description(_ style: Style) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, style.family)
        pango_font_description_set_absolute_size(desc, absoluteSize(style.size))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(1000, style.weight)))))
        pango_font_description_set_style(desc, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if style.condensed { pango_font_description_set_stretch(desc, PANGO_STRETCH_CONDENSED) }
        return desc
    }

    /// Loads the font fontconfig picks for `style` and reads its metrics.
    package static func fontInfo(_ style: Style) -> FontInfo {
        let ctx = makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let desc = description(style)
        defer { pango_font_description_free(desc) }
        let scale = CGFloat(PANGO_SCALE)
        var family = style.family, faceName = "Regular"
        var ascent: CGFloat = style.size * 0.8, descent: CGFloat = style.size * 0.2, height: CGFloat = style.size
        if let font = pango_font_map_load_font(pango_cairo_font_map_get_default(), ctx, desc) {
            if let metrics = pango_font_get_metrics(font, nil) {
                ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
                descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
                height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
                pango_font_metrics_unref(metrics)
            }
            if let face = pango_font_get_face(font) {
                faceName = String(cString: pango_font_face_get_face_name(face))
                if let fam = pango_font_face_get_family(face) { family = String(cString: pango_font_family_get_name(fam)) }
            }
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        // Pango has no cap or x height: measure the ink of "H" and "x" above the baseline.
        func inkHeight(_ text: String) -> CGFloat {
            let layout = pango_layout_new(ctx)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return CGFloat(pango_layout_get_baseline(layout) - ink.y) / scale
        }
        return FontInfo(family: family, faceName: faceName, ascent: ascent, descent: descent,
                        lineHeight: max(height, ascent + descent), capHeight: inkHeight("H"), xHeight: inkHeight("x"))
    }

    /// The font families installed (fontconfig's generic aliases left out), sorted.
    package static func familyNames() -> [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        let generic: Set<String> = ["sans", "sans-serif", "serif", "monospace", "system-ui", "cursive", "fantasy", "emoji", "math"]
        var names: [String] = []
        for i in 0..<Int(count) {
            guard let f = families?[i] else { continue }
            let name = String(cString: pango_font_family_get_name(f))
            if !generic.contains(name.lowercased()) { names.append(name) }
        }
        return Array(Set(names)).sorted()
    }

    /// The real (not synthesized) faces of `family`; empty when fontconfig does not know it.
    package static func faces(ofFamily family: String) -> [Face] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        var result: [Face] = []
        for i in 0..<Int(count) {
            guard let f = families?[i], String(cString: pango_font_family_get_name(f)).caseInsensitiveCompare(family) == .orderedSame
            else { continue }
            var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var n: Int32 = 0
            pango_font_family_list_faces(f, &faces, &n)
            for j in 0..<Int(n) {
                guard let face = faces?[j], pango_font_face_is_synthesized(face) == 0 else { continue }
                let desc = pango_font_face_describe(face)!
                let style = pango_font_description_get_style(desc)
                result.append(Face(family: String(cString: pango_font_family_get_name(f)),
                                   faceName: String(cString: pango_font_face_get_face_name(face)),
                                   weight: Int32(pango_font_description_get_weight(desc).rawValue),
                                   italic: style != PANGO_STYLE_NORMAL,
                                   condensed: pango_font_description_get_stretch(desc).rawValue < PANGO_STRETCH_NORMAL.rawValue))
                pango_font_description_free(desc)
            }
            g_free(faces)
        }
        return result
    }

    /// Rich text laid out into lines: wrapped, ellipsized and spaced as the paragraph says.
    package final class Layout {
        /// One laid-out line, in the layout's coordinates (origin at its top left, y down).
        package struct Line {
            /// Owned by `Layout.layouts`, or by the paragraph's `ParagraphLayout`.
            let line: UnsafeMutablePointer<PangoLayoutLine>
            /// Where the line's origin (left end of its baseline) is drawn.
            package var origin: CGPoint
            package var top: CGFloat
            package var height: CGFloat
            package var width: CGFloat
            /// True when the line ends its paragraph.
            var endsParagraph: Bool
            /// Where the line's own origin (x 0 in Pango's line coordinates) and its top are in Pango's layout
            /// coordinates, in points: the editing queries convert between the two spaces with them.
            var pangoOriginX: CGFloat = 0
            var pangoTop: CGFloat = 0
            /// The PangoLayout the line belongs to, and where that layout's text starts in the whole text
            /// (bytes): a layout per paragraph puts each paragraph's lines in a layout of its own.
            var owner: OpaquePointer? = nil
            var byteStart = 0
        }

        /// The Pango layouts behind the lines: the first lays out the whole text (the editing queries use it),
        /// a second may hold an ellipsized replacement for the last kept line.
        var layouts: [OpaquePointer] = []
        /// The text laid out, and its index tables (UTF-8 bytes, Unicode scalars, UTF-16 units), built when an
        /// editing query first needs them (a layout per paragraph converts within one paragraph instead).
        package let text: String
        lazy var wholeIndices = PangoText.TextIndices(text)
        /// Pango's log attributes of the whole text (one per character and one for the end), when asked.
        var logAttributes: UnsafeMutableBufferPointer<PangoLogAttr>?
        private let context: OpaquePointer
        /// The lines kept (those that fit the height limit, if any).
        package private(set) var lines: [Line] = []
        /// Logical size of the kept lines: the widest line by the last line's bottom.
        package private(set) var size = CGSize.zero
        /// Glyphs no installed font could supply.
        package private(set) var unknownGlyphs = 0

        /// Lays out `text`. `width` wraps (and ellipsizes) lines; nil lays each paragraph out on one line.
        /// `heightLimit` keeps only the lines whose bottom fits; `truncatesLastLine` then ellipsizes the
        /// last kept line when text was cut.
        /// `perParagraph` lays each paragraph out in a PangoLayout of its own (for editable text: Pango counts
        /// characters from its layout's start for every line, so one layout over many paragraphs costs lines ×
        /// length, and an edit need not lay out other paragraphs).
        package init(text: String, runs: [Run], paragraph: Paragraph, width: CGFloat?,
                     heightLimit: CGFloat? = nil, truncatesLastLine: Bool = false, perParagraph: Bool = false,
                     reusing previous: Layout? = nil) {
            context = PangoText.makeContext()
            if paragraph.baseDirection != .auto {
                // The text's own direction (its first strong character, as a natural writing direction is on
                // iOS), the view's for text with none.
                let rtl = PangoText.firstStrongIsRightToLeft(text) ?? (paragraph.baseDirection == .rightToLeft)
                pango_context_set_base_dir(context, rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
                baseIsRightToLeft = rtl
            }
            self.text = text
            let bytes = Array(text.utf8)
            if perParagraph {
                // The caller vouches that `previous` had the same runs' styles and paragraph: its paragraphs of
                // unchanged text at the same width are taken as they are.
                let reusable = previous.flatMap { $0.paragraphWidth == width && $0.isParagraphMode ? $0.paragraphsByText() : nil } ?? [:]
                isParagraphMode = true
                paragraphWidth = width
                paragraphStyle = paragraph
                uniformStyle = runs.count <= 1
                buildParagraphs(bytes: bytes, runs: runs, reusing: reusable)
                return
            }
            let main = makeLayout(text: text, runs: runs, paragraph: paragraph, width: width, forceEllipsize: false)
            layouts.append(main)
            var all = collectLines(main, bytes: bytes, byteOffset: 0, paragraph: paragraph, width: width)
            var kept = all.count
            if let limit = heightLimit {
                kept = 0
                for (i, l) in all.enumerated() where l.top + l.height <= limit + 0.01 { kept = i + 1 }
                if truncatesLastLine, kept > 0, kept < all.count, width != nil {
                    // Lay the rest of the last kept line's paragraph out again as one ellipsized line.
                    let last = all[kept - 1]
                    let start = Int(last.line.pointee.start_index)
                    var end = start
                    while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                    let sub = String(decoding: bytes[start..<end], as: UTF8.self)
                    let subRuns = runs.compactMap { r -> Run? in
                        let s = max(r.start, start) - start, e = min(r.end, end) - start
                        return e > s ? Run(start: s, end: e, style: r.style) : nil
                    }
                    var p = paragraph
                    p.firstLineHeadIndent = paragraph.headIndent
                    let l2 = makeLayout(text: sub, runs: subRuns, paragraph: p, width: width, forceEllipsize: true)
                    layouts.append(l2)
                    if var replacement = collectLines(l2, bytes: Array(sub.utf8), byteOffset: start, paragraph: p, width: width).first {
                        replacement.top = last.top
                        replacement.origin.y = last.top + (replacement.origin.y - 0)
                        all[kept - 1] = replacement
                    }
                }
            }
            lines = Array(all.prefix(kept))
            let w = lines.map { $0.origin.x + $0.width }.max() ?? 0
            let minX = min(0, lines.map { $0.origin.x }.min() ?? 0)
            size = CGSize(width: max(0, w - minX), height: lines.last.map { $0.top + $0.height } ?? 0)
        }

        deinit {
            logAttributes?.deallocate()
            for l in layouts { g_object_unref(UnsafeMutableRawPointer(l)) }
            g_object_unref(UnsafeMutableRawPointer(context))
        }

        // MARK: A layout per paragraph

        /// One paragraph (the text between line feeds) in a PangoLayout of its own, shared by the layouts that
        /// show it and by identical paragraphs of text in one style.
        final class ParagraphLayout {
            let text: String
            let layout: OpaquePointer
            /// Its lines, tops from the paragraph's top, byte offsets from its start.
            let lines: [Line]
            let byteCount: Int
            let utf16Count: Int
            let scalarCount: Int
            let unknownGlyphs: Int
            /// Index tables within the paragraph, when first asked; ASCII text needs none (its three counts agree).
            private var ownIndices: PangoText.TextIndices?

            init(text: String, layout: OpaquePointer, lines: [Line]) {
                self.text = text
                self.layout = layout
                self.lines = lines
                byteCount = text.utf8.count
                utf16Count = text.utf16.count
                scalarCount = byteCount == utf16Count ? byteCount : text.unicodeScalars.count
                unknownGlyphs = Int(pango_layout_get_unknown_glyphs_count(layout))
            }

            deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

            var isASCII: Bool { byteCount == utf16Count }
            var indices: PangoText.TextIndices {
                if let ownIndices { return ownIndices }
                let made = PangoText.TextIndices(text)
                ownIndices = made
                return made
            }
        }

        /// A paragraph in place: where it starts in the whole text (in bytes, UTF-16 units and scalars; the line
        /// feeds between paragraphs count one of each) and the index of its first line.
        struct ParagraphSlot {
            var paragraph: ParagraphLayout
            var byteStart: Int
            var utf16Start: Int
            var scalarStart: Int
            var firstLine: Int
        }

        /// Whether each paragraph has a PangoLayout of its own (`perParagraph`).
        private(set) var isParagraphMode = false
        private(set) var slots: [ParagraphSlot] = []
        private var paragraphWidth: CGFloat?
        private var paragraphStyle = Paragraph()
        /// Whether the text is in one style, so that paragraphs of the same text can share a layout.
        private var uniformStyle = true
        /// The base direction chosen for the whole text (nil when Pango picks it per paragraph).
        private var baseIsRightToLeft: Bool?

        /// Which paragraph layout shows each paragraph (a layout per paragraph; empty otherwise): the same
        /// identity in two layouts means the paragraph was not laid out again.
        package var paragraphIdentities: [ObjectIdentifier] { slots.map { ObjectIdentifier($0.paragraph) } }

        /// The paragraphs by their text's UTF-8 bytes, for a later layout of text in the same style to take.
        /// Bytes, not `String`: Swift's `==` and hashing are canonical equivalence, under which "é" and
        /// "e\u{301}" are one key, and a paragraph laid out for one would be given the other's indices (found
        /// by make fuzz: Pango's log attributes over the longer text then never returned).
        private func paragraphsByText() -> [[UInt8]: ParagraphLayout] {
            guard uniformStyle else { return [:] }
            var result: [[UInt8]: ParagraphLayout] = [:]
            for slot in slots { result[Array(slot.paragraph.text.utf8)] = slot.paragraph }
            return result
        }

        /// Lays out the paragraph of `bytes` (its UTF-8 bytes, `start` in the whole text) in the runs' styles.
        private func makeParagraph(_ text: String, start: Int, end: Int, runs: [Run], bytes: ArraySlice<UInt8>) -> ParagraphLayout {
            let subRuns = runs.compactMap { r -> Run? in
                let s = max(r.start, start) - start, e = min(r.end, end) - start
                return e > s ? Run(start: s, end: e, style: r.style) : nil
            }
            // An empty paragraph keeps the style of the run around it, for its line's height.
            let styled = subRuns.isEmpty ? [Run(start: 0, end: 0, style: (runs.last { $0.start <= start } ?? runs.first)?.style ?? Style())] : subRuns
            let layout = makeLayout(text: text, runs: styled, paragraph: paragraphStyle, width: paragraphWidth, forceEllipsize: false)
            let lines = collectLines(layout, bytes: Array(bytes), byteOffset: start, paragraph: paragraphStyle, width: paragraphWidth)
            return ParagraphLayout(text: text, layout: layout, lines: lines)
        }

        /// One PangoLayout per paragraph (split at line feeds), their lines stacked with the paragraph's spacing.
        private func buildParagraphs(bytes: [UInt8], runs: [Run], reusing reusable: [[UInt8]: ParagraphLayout]) {
            var own: [[UInt8]: ParagraphLayout] = [:]
            var start = 0, utf16 = 0, scalars = 0
            while true {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let sub = String(decoding: bytes[start..<end], as: UTF8.self)
                let key = uniformStyle ? Array(bytes[start..<end]) : []
                let paragraph = (uniformStyle ? own[key] ?? reusable[key] : nil)
                    ?? makeParagraph(sub, start: start, end: end, runs: runs, bytes: bytes[start..<end])
                if uniformStyle { own[key] = paragraph }
                slots.append(ParagraphSlot(paragraph: paragraph, byteStart: start, utf16Start: utf16, scalarStart: scalars, firstLine: 0))
                utf16 += paragraph.utf16Count + 1
                scalars += paragraph.scalarCount + 1
                guard end < bytes.count else { break }
                start = end + 1
            }
            placeLines(from: 0)
        }

        /// Stacks the lines of the paragraphs from `first` on under `lines` (those of the paragraphs before it,
        /// kept as they are), and measures the whole.
        private func placeLines(from first: Int) {
            var y: CGFloat = lines.last.map { $0.top + $0.height } ?? 0
            for i in first..<slots.count {
                let slot = slots[i]
                if !lines.isEmpty { y += paragraphStyle.lineSpacing + paragraphStyle.paragraphSpacing }
                slots[i].firstLine = lines.count
                let layout = slot.paragraph.layout
                for var line in slot.paragraph.lines {
                    line.top += y
                    line.origin.y += y
                    line.owner = layout
                    line.byteStart = slot.byteStart
                    lines.append(line)
                }
                if let last = lines.last { y = last.top + last.height }
                if i < slots.count - 1, !slot.paragraph.lines.isEmpty { lines[lines.count - 1].endsParagraph = true }
            }
            var w: CGFloat = 0, minX: CGFloat = 0
            for l in lines {
                w = max(w, l.origin.x + l.width)
                minX = min(minX, l.origin.x)
            }
            size = CGSize(width: max(0, w - minX), height: lines.last.map { $0.top + $0.height } ?? 0)
            unknownGlyphs = slots.reduce(0) { $0 + $1.paragraph.unknownGlyphs }
        }

        /// `previous` (laid out per paragraph) with the UTF-16 `range` of its text replaced by `string`, giving
        /// `text`, in the runs' styles (the same as `previous`'s): only the paragraphs the edit touches are laid
        /// out again, the others kept and moved. Nil when the layout must be made afresh (the text's base
        /// direction changed, or `text` is not the edited text).
        package init?(editing previous: Layout, replacing range: NSRange, with string: String, giving text: String, runs: [Run]) {
            guard previous.isParagraphMode, !previous.slots.isEmpty else { return nil }
            let paragraph = previous.paragraphStyle
            if paragraph.baseDirection != .auto {
                let rtl = PangoText.firstStrongIsRightToLeft(text) ?? (paragraph.baseDirection == .rightToLeft)
                guard rtl == previous.baseIsRightToLeft else { return nil }
            }
            let old = previous.slots
            let first = previous.slotIndex(utf16: range.location), last = previous.slotIndex(utf16: range.location + range.length)
            // The edited paragraphs' text, as UTF-16 units, edited as the storage was (a lone surrogate repaired).
            var units: [UInt16] = []
            for i in first...last {
                if i > first { units.append(0x0A) }
                units += old[i].paragraph.text.utf16
            }
            let lower = range.location - old[first].utf16Start, upper = range.location + range.length - old[first].utf16Start
            guard lower >= 0, lower <= upper, upper <= units.count else { return nil }
            units.replaceSubrange(lower..<upper, with: Array(string.utf16))
            let region = String(decoding: units, as: UTF16.self)
            let regionBytes = Array(region.utf8)
            let oldRegionBytes = old[last].byteStart + old[last].paragraph.byteCount - old[first].byteStart
            guard text.utf8.count == previous.text.utf8.count - oldRegionBytes + regionBytes.count else { return nil }

            context = previous.context
            g_object_ref(UnsafeMutableRawPointer(context))
            self.text = text
            isParagraphMode = true
            paragraphWidth = previous.paragraphWidth
            paragraphStyle = paragraph
            uniformStyle = previous.uniformStyle && runs.count <= 1
            baseIsRightToLeft = previous.baseIsRightToLeft
            // The lines before the edited paragraphs stay where they are.
            lines = Array(previous.lines[..<old[first].firstLine])
            slots = Array(old[..<first])
            var byte = old[first].byteStart, utf16 = old[first].utf16Start, scalars = old[first].scalarStart
            var start = 0
            while true {
                var end = start
                while end < regionBytes.count && regionBytes[end] != 0x0A { end += 1 }
                let sub = String(decoding: regionBytes[start..<end], as: UTF8.self)
                let reused = uniformStyle ? old[first...last].first(where: { $0.paragraph.text.utf8.elementsEqual(sub.utf8) })?.paragraph : nil
                let made = reused ?? makeParagraph(sub, start: byte, end: byte + (end - start), runs: runs, bytes: regionBytes[start..<end])
                slots.append(ParagraphSlot(paragraph: made, byteStart: byte, utf16Start: utf16, scalarStart: scalars, firstLine: 0))
                byte += made.byteCount + 1
                utf16 += made.utf16Count + 1
                scalars += made.scalarCount + 1
                guard end < regionBytes.count else { break }
                start = end + 1
            }
            // The paragraphs after them move by what the edit added.
            for var slot in old[(last + 1)...] {
                slot.byteStart = byte
                slot.utf16Start = utf16
                slot.scalarStart = scalars
                slots.append(slot)
                byte += slot.paragraph.byteCount + 1
                utf16 += slot.paragraph.utf16Count + 1
                scalars += slot.paragraph.scalarCount + 1
            }
            placeLines(from: first)
        }

        /// The paragraph holding a UTF-16 offset (the one after a line feed for the offset just past it).
        private func slotIndex(utf16 offset: Int) -> Int { slotIndex { $0.utf16Start <= offset } }

        /// The last paragraph whose start satisfies `startsBefore` (which holds for a prefix of the paragraphs).
        private func slotIndex(_ startsBefore: (ParagraphSlot) -> Bool) -> Int {
            var low = 0, high = slots.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if startsBefore(slots[mid]) { low = mid } else { high = mid - 1 }
            }
            return low
        }

        /// Conversions between the text's UTF-16 offsets, UTF-8 bytes and scalars: whole-text tables for one
        /// layout, or the paragraph's own (none for ASCII) placed at its start for a layout per paragraph, so
        /// that an edit does not build tables over the whole text.
        struct Indices {
            unowned let layout: Layout

            private func convert(_ value: Int, total: Int, start: (ParagraphSlot) -> Int, count: (ParagraphLayout) -> Int,
                                 to target: (ParagraphSlot) -> Int,
                                 local: (PangoText.TextIndices, Int) -> Int) -> Int {
                let v = max(0, min(value, total))
                let slot = layout.slots[layout.slotIndex { start($0) <= v }]
                let offset = min(v - start(slot), count(slot.paragraph))
                return target(slot) + (slot.paragraph.isASCII ? offset : local(slot.paragraph.indices, offset))
            }

            var utf16Count: Int {
                guard layout.isParagraphMode, let last = layout.slots.last else { return layout.wholeIndices.utf16Count }
                return last.utf16Start + last.paragraph.utf16Count
            }
            var byteCount: Int {
                guard layout.isParagraphMode, let last = layout.slots.last else { return layout.wholeIndices.byteCount }
                return last.byteStart + last.paragraph.byteCount
            }
            var scalarCount: Int {
                guard layout.isParagraphMode, let last = layout.slots.last else { return layout.wholeIndices.scalarCount }
                return last.scalarStart + last.paragraph.scalarCount
            }
            func utf16(ofByte byte: Int) -> Int {
                guard layout.isParagraphMode, !layout.slots.isEmpty else { return layout.wholeIndices.utf16(ofByte: byte) }
                return convert(byte, total: byteCount, start: \.byteStart, count: \.byteCount, to: \.utf16Start) { $0.utf16(ofByte: $1) }
            }
            func byte(ofUTF16 offset: Int) -> Int {
                guard layout.isParagraphMode, !layout.slots.isEmpty else { return layout.wholeIndices.byte(ofUTF16: offset) }
                return convert(offset, total: utf16Count, start: \.utf16Start, count: \.utf16Count, to: \.byteStart) { $0.byte(ofUTF16: $1) }
            }
            func utf16(ofScalar index: Int) -> Int {
                guard layout.isParagraphMode, !layout.slots.isEmpty else { return layout.wholeIndices.utf16(ofScalar: index) }
                return convert(index, total: scalarCount, start: \.scalarStart, count: \.scalarCount, to: \.utf16Start) { $0.utf16(ofScalar: $1) }
            }
            func scalar(ofUTF16 offset: Int) -> Int {
                guard layout.isParagraphMode, !layout.slots.isEmpty else { return layout.wholeIndices.scalar(ofUTF16: offset) }
                return convert(offset, total: utf16Count, start: \.utf16Start, count: \.utf16Count, to: \.scalarStart) { $0.scalar(ofUTF16: $1) }
            }
        }
        var indices: Indices { Indices(layout: self) }

        /// The distance from the layout's top to the first line's baseline.
        package var firstBaseline: CGFloat { lines.first?.origin.y ?? 0 }

        private func makeLayout(text: String, runs: [Run], paragraph: Paragraph, width: CGFloat?, forceEllipsize: Bool) -> OpaquePointer {
            let layout = pango_layout_new(context)!
            // The direction is decided above; Pango then keeps left and right alignment as they are (with auto-dir
            // it swaps them for paragraphs running against the context).
            if paragraph.baseDirection != .auto { pango_layout_set_auto_dir(layout, 0) }
            pango_layout_set_text(layout, text, -1)
            let base = runs.first?.style ?? Style()
            let desc = PangoText.description(base)
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
            let attrs = pango_attr_list_new()!
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>, _ start: Int, _ end: Int) {
                attr.pointee.start_index = guint(start)
                attr.pointee.end_index = guint(end)
                pango_attr_list_insert(attrs, attr)
            }
            let total = text.utf8.count
            // UIKit never hyphenates unless asked (hyphenationFactor); Pango does by default.
            insert(pango_attr_insert_hyphens_new(0), 0, total)
            func c16(_ v: CGFloat) -> guint16 { guint16(max(0, min(1, v)) * 65535) }
            for run in runs where run.end > run.start {
                let s = run.style, a = run.start, b = run.end
                let d = PangoText.description(s)
                insert(pango_attr_font_desc_new(d), a, b)
                pango_font_description_free(d)
                let (r, g, bl, al) = s.foreground.rgba
                insert(pango_attr_foreground_new(c16(r), c16(g), c16(bl)), a, b)
                insert(pango_attr_foreground_alpha_new(max(1, c16(al))), a, b)
                if let bg = s.background, bg.alpha > 0 {
                    let (r, g, b2, al) = bg.rgba
                    insert(pango_attr_background_new(c16(r), c16(g), c16(b2)), a, b)
                    insert(pango_attr_background_alpha_new(max(1, c16(al))), a, b)
                }
                if s.underline != .none {
                    let kind: PangoUnderline = s.underline == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
                    insert(pango_attr_underline_new(kind), a, b)
                    if let uc = s.underlineColor {
                        let (r, g, b2, _) = uc.rgba
                        insert(pango_attr_underline_color_new(c16(r), c16(g), c16(b2)), a, b)
                    }
                }
                if s.strikethrough {
                    insert(pango_attr_strikethrough_new(1), a, b)
                    if let sc = s.strikethroughColor {
                        let (r, g, b2, _) = sc.rgba
                        insert(pango_attr_strikethrough_color_new(c16(r), c16(g), c16(b2)), a, b)
                    }
                }
                if s.kern != 0 { insert(pango_attr_letter_spacing_new(Int32(s.kern * CGFloat(PANGO_SCALE))), a, b) }
                if s.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(s.baselineOffset * CGFloat(PANGO_SCALE))), a, b) }
                if let f = s.features { insert(pango_attr_font_features_new(f), a, b) }
            }
            // Line height: the font's natural height × lineHeightMultiple, clamped to min/max.
            if paragraph.lineHeightMultiple > 0 || paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 {
                let info = PangoText.fontInfo(base)
                let natural = info.ascent + info.descent
                var h = natural * (paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1)
                if paragraph.minimumLineHeight > 0 { h = max(h, paragraph.minimumLineHeight) }
                if paragraph.maximumLineHeight > 0 { h = min(h, paragraph.maximumLineHeight) }
                if abs(h - natural) > 0.001 { insert(pango_attr_line_height_new_absolute(Int32(h * CGFloat(PANGO_SCALE))), 0, total) }
            }
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)

            pango_layout_set_indent(layout, Int32((paragraph.firstLineHeadIndent - paragraph.headIndent) * CGFloat(PANGO_SCALE)))
            if let width, width > 0, width < 1_000_000 {
                let inner = max(1, width - paragraph.headIndent)
                let ellipsize = forceEllipsize ? Ellipsize.end : paragraph.ellipsize
                if paragraph.wrap != .none || ellipsize != .none {
                    pango_layout_set_width(layout, Int32(inner * CGFloat(PANGO_SCALE)))
                    pango_layout_set_wrap(layout, paragraph.wrap == .char ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                    switch ellipsize {
                    case .none: break
                    case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                    case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                    case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                    }
                    switch paragraph.alignment {
                    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
                    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
                    case .justified:
                        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                        pango_layout_set_justify(layout, 1)
                    }
                }
            }
            if !isParagraphMode { unknownGlyphs += Int(pango_layout_get_unknown_glyphs_count(layout)) }
            return layout
        }

        /// Reads the lines of `layout`, placing them one under another with UIKit's spacing.
        private func collectLines(_ layout: OpaquePointer, bytes: [UInt8], byteOffset: Int, paragraph: Paragraph,
                                  width: CGFloat?) -> [Line] {
            let scale = CGFloat(PANGO_SCALE)
            let wrapsInPango = pango_layout_get_width(layout) > 0
            var result: [Line] = []
            guard let iter = pango_layout_get_iter(layout) else { return [] }
            defer { pango_layout_iter_free(iter) }
            var y: CGFloat = 0
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var inLayout = PangoRectangle(), own = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &inLayout)
                pango_layout_line_get_extents(line, nil, &own)
                let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                let top = CGFloat(inLayout.y) / scale
                let height = CGFloat(inLayout.height) / scale
                let lineWidth = CGFloat(inLayout.width) / scale
                // In CGFloat: Pango units of a huge font (a million points is 10⁹ units) overflow Int32 differences.
                var x = (CGFloat(inLayout.x) - CGFloat(own.x)) / scale + paragraph.headIndent
                if !wrapsInPango, let width, width > 0, width < 1_000_000 {
                    // Pango aligns only within a width it wraps to: align unwrapped (clipped) lines here.
                    let free = width - lineWidth - CGFloat(inLayout.x) / scale - paragraph.headIndent
                    switch paragraph.alignment {
                    case .center: x += free / 2
                    case .right: x += free
                    default: break
                    }
                }
                if let prev = result.last {
                    y += paragraph.lineSpacing + (prev.endsParagraph ? paragraph.paragraphSpacing : 0)
                }
                let end = Int(line.pointee.start_index) + Int(line.pointee.length)
                let endsParagraph = end < bytes.count && (bytes[end] == 0x0A || bytes[end] == 0x0D)
                result.append(Line(line: line, origin: CGPoint(x: x, y: y + baseline - top), top: y, height: height,
                                   width: lineWidth, endsParagraph: endsParagraph,
                                   pangoOriginX: (CGFloat(inLayout.x) - CGFloat(own.x)) / scale, pangoTop: top,
                                   owner: layout, byteStart: 0))
                y += height
            } while pango_layout_iter_next_line(iter) != 0
            _ = byteOffset
            return result
        }

        /// Draws the lines with the layout's top left at `point` in the context's user space (UIKit's
        /// y-down space draws the text upright), under the context's alpha, blend mode and shadow.
        /// `visible` (in the same user space) skips the lines outside it, so a long text draws only what shows.
        package func draw(in context: CGContext, at point: CGPoint, visible: CGRect? = nil) {
            let cr = context.cairo
            context.preservingPath {
                context.composite { alpha in
                    if alpha < 1 { cairo_push_group(cr) }
                    // Lines stack downwards: the first visible one is found by halves, and the loop stops below.
                    var first = 0
                    if let visible {
                        var high = lines.count
                        while first < high {
                            let mid = (first + high) / 2
                            if point.y + lines[mid].top + lines[mid].height < visible.minY { first = mid + 1 } else { high = mid }
                        }
                    }
                    for l in lines[first...] {
                        if let visible, point.y + l.top > visible.maxY { break }
                        cairo_move_to(cr, point.x + l.origin.x, point.y + l.origin.y)
                        pango_cairo_show_layout_line(cr, l.line)
                    }
                    if alpha < 1 {
                        cairo_pop_group_to_source(cr)
                        cairo_paint_with_alpha(cr, alpha)
                    }
                }
            }
        }
    }
}
